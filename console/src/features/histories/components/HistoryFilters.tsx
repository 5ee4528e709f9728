// The deposit history filters: a text (issuer, wallet or email) and a date range with pickers bounded to
// DATE_MIN … DATE_MAX, the start not after the end; applied together.
import { useState, type FormEvent } from 'react';
import { DATE_MAX, DATE_MIN, HistoryReportBodySchema, type HistoryReportBody } from '@blck/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { TextInput } from '../../../components/ui/TextInput';
import { validate, type FieldErrors } from '../../../lib/form';

const ISO_DATE = 'YYYY-MM-DD';
const MIN_DATE = dayjs(DATE_MIN);
const MAX_DATE = dayjs(DATE_MAX);
const INVALID_DATE = `Enter a date as ${ISO_DATE}, between ${DATE_MIN} and ${DATE_MAX}.`;

/** What the history is filtered by: the report body, which the search body extends with its page. */
export type HistoryFilter = HistoryReportBody;

export interface HistoryFiltersProps {
  /** The filters in effect (from the URL). */
  value: HistoryFilter;
  onApply: (filter: HistoryFilter) => void;
}

const toDay = (value: string | undefined): Dayjs | null => (value ? dayjs(value) : null);

export function HistoryFilters({ value, onApply }: HistoryFiltersProps) {
  const [search, setSearch] = useState(value.search ?? '');
  const [start, setStart] = useState<Dayjs | null>(toDay(value.start));
  const [end, setEnd] = useState<Dayjs | null>(toDay(value.end));
  const [errors, setErrors] = useState<FieldErrors>({});

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dateErrors: FieldErrors = {};
    if (start && !start.isValid()) dateErrors.start = INVALID_DATE;
    if (end && !end.isValid()) dateErrors.end = INVALID_DATE;
    if (Object.keys(dateErrors).length > 0) return setErrors(dateErrors);
    const filter = validate(HistoryReportBodySchema, {
      search: search.trim() || undefined,
      start: start?.format(ISO_DATE),
      end: end?.format(ISO_DATE),
    });
    if (!filter.ok) return setErrors(filter.errors);
    setErrors({});
    onApply(filter.data);
  };

  const clear = () => {
    setSearch('');
    setStart(null);
    setEnd(null);
    setErrors({});
    onApply({});
  };

  const dateSlotProps = (name: 'start' | 'end') => ({
    field: { clearable: true },
    textField: { size: 'small' as const, name, error: Boolean(errors[name]), helperText: errors[name] },
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" noValidate onSubmit={apply} aria-label="Deposit history filters">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '2fr 1fr 1fr auto' },
            alignItems: 'start',
          }}
        >
          <TextInput
            label="Search"
            name="search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            size="small"
            placeholder="Issuer, wallet or email"
            error={Boolean(errors.search)}
            helperText={errors.search}
            autoComplete="off"
            htmlInput={{ maxLength: 100 }}
          />
          <DatePicker
            label="From"
            value={start}
            onChange={setStart}
            minDate={MIN_DATE}
            maxDate={end?.isValid() ? end : MAX_DATE}
            format={ISO_DATE}
            slotProps={dateSlotProps('start')}
          />
          <DatePicker
            label="To"
            value={end}
            onChange={setEnd}
            minDate={start?.isValid() ? start : MIN_DATE}
            maxDate={MAX_DATE}
            format={ISO_DATE}
            slotProps={dateSlotProps('end')}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40 }}>
            <Button type="submit" variant="contained">
              Apply filters
            </Button>
            <Button type="button" onClick={clear}>
              Clear filters
            </Button>
          </Stack>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
