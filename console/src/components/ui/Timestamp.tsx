// A moment as every list and record shows it: short in the browser's locale ("May 1, 2026, 3:04 PM"), and its whole
// value with the time zone — local and UTC — on hover and on keyboard focus (a tooltip that also describes it to
// screen readers), so "when exactly, and in which zone?" never needs a guess.
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatDetailedDateTime,
  formatFullMoment,
  formatTime,
} from '../../lib/dates';

const FORMATS = {
  time: formatTime,
  date: formatDate,
  dateTime: formatDateTime,
  seconds: formatDateTimeSeconds,
  detailed: formatDetailedDateTime,
} as const;

export type TimestampStyle = keyof typeof FORMATS;

export interface TimestampProps {
  /** An ISO timestamp. */
  value: string;
  /**
   * `time` "3:04:05 PM"; `date` "May 1, 2026"; `dateTime` "May 1, 2026, 3:04 PM" (default); `seconds` "May 1, 2026, 3:04:05 PM";
   * `detailed` "May 1, 2026 at 3:04:05 PM".
   */
  variant?: TimestampStyle;
  /**
   * 0 (default) puts it in the tab order; a grid cell passes its own tab index, so only the grid's focused cell is a
   * tab stop and the grid focuses the timestamp when the cell gets the focus.
   */
  tabIndex?: number;
  testId?: string;
}

export function Timestamp({ value, variant = 'dateTime', tabIndex = 0, testId }: TimestampProps) {
  return (
    <Tooltip title={formatFullMoment(value)} describeChild>
      <Box
        component="time"
        dateTime={value}
        tabIndex={tabIndex}
        data-testid={testId}
        sx={(theme) => ({
          whiteSpace: 'nowrap',
          cursor: 'help',
          textDecoration: 'underline dotted',
          textDecorationColor: (theme.vars ?? theme).palette.text.disabled,
          textUnderlineOffset: 3,
        })}
      >
        {FORMATS[variant](value)}
      </Box>
    </Tooltip>
  );
}
