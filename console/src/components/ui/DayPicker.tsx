// A calendar-day picker bounded to the date range of SPEC §9 (DATE_MIN … DATE_MAX), typed or picked as YYYY-MM-DD.
import { DATE_MAX, DATE_MIN } from '@blck/contract';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export const ISO_DATE = 'YYYY-MM-DD';
export const MIN_DAY = dayjs(DATE_MIN);
export const MAX_DAY = dayjs(DATE_MAX);
export const INVALID_DAY = `Enter a date as ${ISO_DATE}, between ${DATE_MIN} and ${DATE_MAX}.`;

/** The day as `YYYY-MM-DD`, or undefined when none is chosen or the typed one is not a valid day in range. */
export const isoDay = (day: Dayjs | null): string | undefined =>
  day?.isValid() && !day.isBefore(MIN_DAY, 'day') && !day.isAfter(MAX_DAY, 'day') ? day.format(ISO_DATE) : undefined;

/** The picker value for a `YYYY-MM-DD` (or the day part of an ISO timestamp). */
export const dayOf = (value: string | undefined): Dayjs | null => (value ? dayjs(value.slice(0, 10)) : null);

export interface DayPickerProps {
  label: string;
  name: string;
  value: Dayjs | null;
  onChange: (day: Dayjs | null) => void;
  /** Narrower bounds inside the range (the other end of a date range). */
  minDate?: Dayjs;
  maxDate?: Dayjs;
  error?: string;
  helperText?: string;
  size?: 'small' | 'medium';
  clearable?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}

export function DayPicker({
  label,
  name,
  value,
  onChange,
  minDate = MIN_DAY,
  maxDate = MAX_DAY,
  error,
  helperText,
  size = 'medium',
  clearable = false,
  autoFocus = false,
  disabled = false,
}: DayPickerProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={value}
        onChange={onChange}
        minDate={minDate}
        maxDate={maxDate}
        format={ISO_DATE}
        disabled={disabled}
        autoFocus={autoFocus}
        slotProps={{
          field: { clearable },
          textField: { size, name, error: Boolean(error), helperText: error ?? helperText, fullWidth: true },
        }}
      />
    </LocalizationProvider>
  );
}
