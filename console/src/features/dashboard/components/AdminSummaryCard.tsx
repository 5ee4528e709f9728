// Who is signed in: name, email, and whether two-factor sign-in is on (with the way to turn it on).
import { Link as RouterLink } from 'react-router';
import type { Admin } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayName } from '../../../lib/people';

export interface AdminSummaryCardProps {
  admin: Admin;
}

export function AdminSummaryCard({ admin }: AdminSummaryCardProps) {
  const name = displayName(admin);
  return (
    <Card component="section" aria-labelledby="signed-in-heading">
      <CardContent>
        <Typography variant="overline" color="text.secondary" id="signed-in-heading" component="h2">
          Signed in as
        </Typography>
        <Typography variant="h3" component="p" data-testid="admin-name">
          {name}
        </Typography>
        <Typography color="text.secondary" data-testid="admin-email" sx={{ mb: 2 }}>
          {admin.email}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2">Two-factor authentication:</Typography>
          <Chip
            size="small"
            color={admin.twoFASecured ? 'success' : 'warning'}
            label={admin.twoFASecured ? 'On' : 'Off'}
            data-testid="two-factor-status"
          />
        </Stack>
        {!admin.twoFASecured && (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
              <Button component={RouterLink} to="/authenticator" color="inherit" size="small">
                Set up authenticator
              </Button>
            }
          >
            Your sign-in relies on emailed codes only. Set up an authenticator app for stronger protection.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
