// The inline copy of a failed call's message, next to the form that made the call (never a call held back for approval,
// which did not fail). MUI's Alert loads only once a
// call has failed, so forms that never fail (the sign-in page as first opened) do not load it.
import { lazy, Suspense } from 'react';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/api-error';
import { isAwaitingApproval } from '../../lib/awaiting-approval';

const Alert = lazy(() => import('@mui/material/Alert'));

export interface ErrorAlertProps {
  error: unknown;
}

export function ErrorAlert({ error }: ErrorAlertProps) {
  // A call held back for approval did not fail: its notice says so (lib/mutation).
  if (!error || isAwaitingApproval(error)) return null;
  const message = errorMessage(error);
  return (
    <Suspense
      fallback={
        <Typography role="alert" color="error" variant="body2">
          {message}
        </Typography>
      }
    >
      <Alert severity="error" variant="outlined">
        {message}
      </Alert>
    </Suspense>
  );
}
