// The inline copy of a failed call's message, next to the form that made the call.
import Alert from '@mui/material/Alert';
import { errorMessage } from '../../lib/api-error';

export interface ErrorAlertProps {
  error: unknown;
}

export function ErrorAlert({ error }: ErrorAlertProps) {
  if (!error) return null;
  return (
    <Alert severity="error" variant="outlined">
      {errorMessage(error)}
    </Alert>
  );
}
