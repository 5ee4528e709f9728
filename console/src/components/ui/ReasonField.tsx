// Why money moves or a state changes (issue 14): the optional one-line reason every money form and every
// suspension/activation confirmation offers, with the contract's 500-character limit shown as it is typed, and the
// line a confirmation's summary shows it in. The reason travels in the body, so a retry of the same attempt keeps it.
import { REASON_MAX_LENGTH, ReasonSchema } from '@blck/contract';
import Box from '@mui/material/Box';
import { messageFor } from '../../lib/form';
import { Detail } from './DetailList';
import { TextInput } from './TextInput';

export const REASON_LABEL = 'Reason (optional)';
const HINT = 'Kept with this change and shown in its history and exports.';

/** The contract's sentence for a reason that cannot be sent (too long, control characters), or undefined. */
export const reasonError = (reason: string): string | undefined => messageFor(ReasonSchema, reason);

export interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The contract's sentence after validating the body; otherwise the field says what is wrong as it is typed. */
  error?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
}

export function ReasonField({ value, onChange, error, id, name = 'reason', disabled }: ReasonFieldProps) {
  const length = value.trim().length;
  const message = error ?? (length > REASON_MAX_LENGTH ? reasonError(value) : undefined);
  return (
    <TextInput
      id={id}
      label={REASON_LABEL}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(message)}
      disabled={disabled}
      autoComplete="off"
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{message ?? HINT}</span>
          <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {length} / {REASON_MAX_LENGTH}
          </Box>
        </Box>
      }
    />
  );
}

/** The reason as a confirmation's summary line; nothing when none was given. */
export function ReasonDetail({ reason }: { reason: string | null | undefined }) {
  return reason ? <Detail label="Reason">{reason}</Detail> : null;
}
