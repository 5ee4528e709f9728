// Pieces every filter form shares: a From/To day range (each end bounding the other, inside DATE_MIN … DATE_MAX),
// the check that typed days are real ones, and the "Apply filters" / "Clear filters" buttons.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Dayjs } from 'dayjs';
import type { FieldErrors } from '../../lib/form';
import { DayPicker, INVALID_DAY } from './DayPicker';

export interface DayRangeFieldsProps {
  /** The field names of the two ends, e.g. ['start', 'end']. */
  names: readonly [string, string];
  start: Dayjs | null;
  end: Dayjs | null;
  onStart: (day: Dayjs | null) => void;
  onEnd: (day: Dayjs | null) => void;
  errors: FieldErrors;
}

export function DayRangeFields({
  names: [startName, endName],
  start,
  end,
  onStart,
  onEnd,
  errors,
}: DayRangeFieldsProps) {
  return (
    <>
      <DayPicker
        label="From"
        name={startName}
        value={start}
        onChange={onStart}
        maxDate={end?.isValid() ? end : undefined}
        error={errors[startName]}
        size="small"
        clearable
      />
      <DayPicker
        label="To"
        name={endName}
        value={end}
        onChange={onEnd}
        minDate={start?.isValid() ? start : undefined}
        error={errors[endName]}
        size="small"
        clearable
      />
    </>
  );
}

/** A message per typed day that is not a valid date, by field name. */
export const invalidDays = (days: Readonly<Record<string, Dayjs | null>>): FieldErrors =>
  Object.fromEntries(
    Object.entries(days)
      .filter(([, day]) => day !== null && !day.isValid())
      .map(([name]) => [name, INVALID_DAY]),
  );

/** "Apply filters" (the form's submit) and "Clear filters". */
export function FilterActions({ onClear }: { onClear: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40 }}>
      <Button type="submit" variant="contained">
        Apply filters
      </Button>
      <Button type="button" onClick={onClear}>
        Clear filters
      </Button>
    </Stack>
  );
}
