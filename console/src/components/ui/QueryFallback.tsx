// What a page shows instead of its record while it loads, or when loading failed: the message and "Retry".
import { errorMessage } from '../../lib/api-error';
import { ActionAlert } from './ActionAlert';
import { PageSpinner } from './PageSpinner';

export interface QueryFallbackProps {
  /** The failure, or null/undefined while loading. */
  error: unknown;
  onRetry: () => void;
  loadingLabel: string;
  /** Said before the failure's message, e.g. "Your account could not be loaded." */
  failurePrefix?: string;
}

export function QueryFallback({ error, onRetry, loadingLabel, failurePrefix }: QueryFallbackProps) {
  if (!error) return <PageSpinner label={loadingLabel} />;
  return (
    <ActionAlert severity="error" actionLabel="Retry" onAction={onRetry}>
      {failurePrefix ? `${failurePrefix} ${errorMessage(error)}` : errorMessage(error)}
    </ActionAlert>
  );
}
