// The day a lock's funds become available (00:00 UTC of it), with what that day means as its hint.
import type { Dayjs } from 'dayjs';
import { DayPicker, isoDay } from '../../../components/ui/DayPicker';
import { DAY_BEGUN_HINT, DAY_HINT, todayUtc } from './lock-labels';

export interface AvailableFromPickerProps {
  value: Dayjs | null;
  onChange: (day: Dayjs | null) => void;
  error?: string;
  /** The first day offered (a new lock: tomorrow). */
  minDate?: Dayjs;
  autoFocus?: boolean;
}

export function AvailableFromPicker({ value, onChange, error, minDate, autoFocus }: AvailableFromPickerProps) {
  const chosen = isoDay(value);
  return (
    <DayPicker
      label="Available from"
      name="availableFrom"
      value={value}
      onChange={onChange}
      minDate={minDate}
      error={error}
      helperText={chosen && chosen <= todayUtc() ? DAY_BEGUN_HINT : DAY_HINT}
      autoFocus={autoFocus}
    />
  );
}
