// Under a failed money action whose answer never arrived: it may or may not have happened, and trying again with the
// same Idempotency-Key is safe.
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/api-error';

/** A failure after which the action may or may not have happened: trying again with the same key is safe. */
export const outcomeUnknown = (failure: unknown): boolean =>
  failure instanceof ApiError && (failure.status === 0 || failure.status >= 500);

export interface OutcomeUnknownNoteProps {
  error: unknown;
  /** The action as a noun, e.g. "deposit". */
  action: string;
}

export function OutcomeUnknownNote({ error, action }: OutcomeUnknownNoteProps) {
  if (!outcomeUnknown(error)) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      The answer did not arrive, so the {action} may or may not have been made. Trying again is safe: the server applies
      this {action} at most once.
    </Typography>
  );
}
