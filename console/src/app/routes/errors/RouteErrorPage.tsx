// Shown when a page fails to render or its code cannot be loaded (e.g. after a new release): offers a reload.
// Eager and light (no Alert): it must show even when chunks cannot load.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api-error';

export interface RouteErrorPageProps {
  error: unknown;
}

export function RouteErrorPage({ error }: RouteErrorPageProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Something went wrong
        </Typography>
        <Typography
          role="alert"
          color="error"
          sx={{ mb: 3, p: 2, border: 1, borderColor: 'error.main', borderRadius: 1 }}
        >
          {errorMessage(error)}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Box>
    </Box>
  );
}
