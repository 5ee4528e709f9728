// Any path the console does not know.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FingerprintIllustration } from '../../../components/ui/FingerprintIllustration';
import { useDocumentTitle } from '../../../lib/document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <FingerprintIllustration sx={{ width: 120, height: 'auto', color: 'primary.main', opacity: 0.6 }} />
      <Typography variant="h1">Page not found</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        There is nothing at this address. Check the link, or go back to the start.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the start page
      </Button>
    </Box>
  );
}
