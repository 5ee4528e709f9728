// A list filter on a range of days ("Created from" / "Created to"): each end bounds the other, a typed day applies
// once it is a whole valid date in range, clearing an end removes it (the page keeps both in the URL).
import Box from '@mui/material/Box';
import type { Dayjs } from 'dayjs';
import { DayPicker, dayOf, isoDay } from './DayPicker';

export interface DayRangeFilterProps {
  /** The labels of the two ends, e.g. ['Created from', 'Created to']. */
  labels: readonly [string, string];
  /** The URL names of the two ends, e.g. ['createdFrom', 'createdTo']. */
  names: readonly [string, string];
  start: string | undefined;
  end: string | undefined;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** The new value of an end: a day, undefined when cleared, or null while the typed text is no valid day yet. */
const dayChange = (day: Dayjs | null): string | undefined | null => (day === null ? undefined : (isoDay(day) ?? null));

export function DayRangeFilter({ labels, names, start, end, onChange }: DayRangeFilterProps) {
  const startDay = dayOf(start);
  const endDay = dayOf(end);
  return (
    <>
      {([0, 1] as const).map((index) => (
        <Box key={names[index]} sx={{ width: { xs: '100%', sm: 170 } }}>
          <DayPicker
            label={labels[index]}
            name={names[index]}
            value={index === 0 ? startDay : endDay}
            minDate={index === 1 ? (startDay ?? undefined) : undefined}
            maxDate={index === 0 ? (endDay ?? undefined) : undefined}
            size="small"
            clearable
            onChange={(day) => {
              const next = dayChange(day);
              if (next !== null) onChange({ [names[index]]: next });
            }}
          />
        </Box>
      ))}
    </>
  );
}
