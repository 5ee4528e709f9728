// The frame of every public page: fingerprint illustration, a card for the form, and the legal footer.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { runtime } from '../../config/runtime';
import { ColorModeToggle } from '../ui/ColorModeToggle';
import { FingerprintIllustration } from '../ui/FingerprintIllustration';

export interface PublicLayoutProps {
  children: ReactNode;
}

export function PublicLayout({ children }: PublicLayoutProps) {
  const year = new Date().getFullYear();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(320px, 5fr) 7fr' } }}>
      <Box
        component="aside"
        sx={(theme) => ({
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          alignItems: 'center',
          justifyContent: 'center',
          gap: { xs: 2, md: 4 },
          px: 4,
          py: { xs: 3, md: 6 },
          color: '#e8f5e9',
          background: 'linear-gradient(155deg, #0b3d0f 0%, #1b5e20 55%, #2e7d32 100%)',
          ...theme.applyStyles('dark', {
            background: 'linear-gradient(155deg, #051a07 0%, #0d3311 55%, #1b5e20 100%)',
          }),
        })}
      >
        <FingerprintIllustration sx={{ width: { xs: 72, md: 'min(60%, 300px)' }, height: 'auto', color: '#c8e6c9' }} />
        <Box sx={{ textAlign: { xs: 'left', md: 'center' } }}>
          <Typography component="p" variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.8rem' } }}>
            {runtime.brandName}
          </Typography>
          <Typography variant="body1" sx={{ opacity: 0.85, mt: 1, display: { xs: 'none', sm: 'block' } }}>
            Administration console for staff administrators.
          </Typography>
        </Box>
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: { md: '100vh' } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <ColorModeToggle color="default" />
        </Box>
        <Box
          component="main"
          sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 4 }}
        >
          <Card sx={{ width: '100%', maxWidth: 460 }}>
            <CardContent sx={{ p: { xs: 3, sm: 4 } }}>{children}</CardContent>
          </Card>
        </Box>
        <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 3 }}
            sx={{ justifyContent: 'center', alignItems: 'center' }}
          >
            <Typography variant="body2" color="text.secondary">
              © {year} {runtime.brandName}
            </Typography>
            <Link component={RouterLink} to="/terms" variant="body2">
              Terms and Conditions
            </Link>
            <Link component={RouterLink} to="/legal" variant="body2">
              Legal &amp; Privacy
            </Link>
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
