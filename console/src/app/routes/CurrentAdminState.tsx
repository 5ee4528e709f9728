// Loading and failure states of a signed-in page while the current admin loads.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { errorMessage } from '../../lib/api-error';

export interface CurrentAdminStateProps {
  error: unknown;
  onRetry: () => void;
}

export function CurrentAdminState({ error, onRetry }: CurrentAdminStateProps) {
  if (!error) return <PageSpinner label="Loading your account…" />;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Your account could not be loaded. {errorMessage(error)}
    </Alert>
  );
}
