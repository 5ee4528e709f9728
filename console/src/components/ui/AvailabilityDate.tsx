// The moment something becomes available, with how far away it is: "in 3 days", or "available now" once passed.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/dates';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'always' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const AVAILABLE_NOW = 'available now';

/** True once `value` (an ISO timestamp) has come. */
export const isAvailable = (value: string, now = Date.now()): boolean => Date.parse(value) <= now;

/** "available now", or how long until `value`: "in 45 minutes", "in 5 hours", "in 3 days". */
export const untilText = (value: string, now = Date.now()): string => {
  const wait = Date.parse(value) - now;
  if (wait <= 0) return AVAILABLE_NOW;
  if (wait < HOUR) return relative.format(Math.max(1, Math.ceil(wait / MINUTE)), 'minute');
  if (wait < DAY) return relative.format(Math.round(wait / HOUR), 'hour');
  return relative.format(Math.round(wait / DAY), 'day');
};

export interface AvailabilityDateProps {
  /** ISO timestamp. */
  value: string;
  /** Put the countdown beside the date rather than under it. */
  inline?: boolean;
}

export function AvailabilityDate({ value, inline = false }: AvailabilityDateProps) {
  const available = isAvailable(value);
  return (
    <Box component="span" sx={{ display: inline ? 'inline' : 'block', whiteSpace: 'nowrap' }}>
      <time dateTime={value}>{formatDateTime(value)}</time>
      <Typography
        component="span"
        variant="body2"
        data-testid="availability"
        sx={{
          display: inline ? 'inline' : 'block',
          ml: inline ? 1 : 0,
          color: available ? 'success.main' : 'text.secondary',
          fontWeight: available ? 600 : undefined,
        }}
      >
        {inline ? `(${untilText(value)})` : untilText(value)}
      </Typography>
    </Box>
  );
}
