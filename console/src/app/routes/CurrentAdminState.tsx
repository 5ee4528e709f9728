// Loading and failure states of a signed-in page while the current admin loads.
import { QueryFallback } from '../../components/ui/QueryFallback';

export interface CurrentAdminStateProps {
  error: unknown;
  onRetry: () => void;
}

export function CurrentAdminState({ error, onRetry }: CurrentAdminStateProps) {
  return (
    <QueryFallback
      error={error}
      onRetry={onRetry}
      loadingLabel="Loading your account…"
      failurePrefix="Your account could not be loaded."
    />
  );
}
