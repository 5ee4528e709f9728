// Route `/authenticator`: set up (or replace) the signed-in admin's authenticator app.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentAdmin } from '../../../features/auth/api/get-current-admin';
import { AuthenticatorSetup } from '../../../features/auth/components/AuthenticatorSetup';
import { useDocumentTitle } from '../../../lib/document-title';
import { CurrentAdminState } from '../CurrentAdminState';

export default function AuthenticatorPage() {
  useDocumentTitle('Authenticator');
  const currentAdmin = useCurrentAdmin();

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Typography variant="h1">Authenticator</Typography>
      {currentAdmin.data ? (
        <AuthenticatorSetup alreadyEnabled={currentAdmin.data.twoFASecured} />
      ) : (
        <CurrentAdminState error={currentAdmin.error} onRetry={() => void currentAdmin.refetch()} />
      )}
    </Stack>
  );
}
