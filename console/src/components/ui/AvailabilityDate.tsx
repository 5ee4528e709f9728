// The day something becomes available — a UTC calendar day, written YYYY-MM-DD in every zone (DESIGN §4) — with how far
// away it is ("in 3 days", or "available now" once passed), and the exact moment in the browser's zone and in UTC on
// hover and keyboard focus.
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatAvailability, formatFullMoment } from '../../lib/dates';

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

/** What the hover and focus say: "Available from Monday, February 2, 2026 at 7:00:00 PM EST (2026-02-03 00:00:00 UTC)". */
export const availabilityMoment = (value: string): string => `Available from ${formatFullMoment(value)}`;

export interface AvailabilityDateProps {
  /** ISO timestamp (normally 00:00 UTC of the day). */
  value: string;
  /** Put the countdown beside the date rather than under it. */
  inline?: boolean;
  /** Leave the countdown out (a withdrawn lock: the day is history). */
  withoutCountdown?: boolean;
  /** See Timestamp: a grid cell passes its own tab index. */
  tabIndex?: number;
}

export function AvailabilityDate({
  value,
  inline = false,
  withoutCountdown = false,
  tabIndex = 0,
}: AvailabilityDateProps) {
  const available = isAvailable(value);
  return (
    <Box component="span" sx={{ display: inline ? 'inline' : 'block', whiteSpace: 'nowrap' }}>
      <Tooltip title={availabilityMoment(value)} describeChild>
        <Box
          component="time"
          dateTime={value}
          tabIndex={tabIndex}
          data-testid="availability-day"
          sx={(theme) => ({
            cursor: 'help',
            textDecoration: 'underline dotted',
            textDecorationColor: (theme.vars ?? theme).palette.text.disabled,
            textUnderlineOffset: 3,
          })}
        >
          {formatAvailability(value)}
        </Box>
      </Tooltip>
      {!withoutCountdown && (
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
      )}
    </Box>
  );
}
