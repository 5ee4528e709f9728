// Shown when a page fails to render or its code cannot be loaded (e.g. after a new release): offers a reload.
import { useRouteError } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api-error';

export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Something went wrong
        </Typography>
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorMessage(error)}
        </Alert>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Box>
    </Box>
  );
}
