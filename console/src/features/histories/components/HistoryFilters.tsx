// The deposit history filters: a text (issuer, wallet or email) and a date range with pickers bounded to
// DATE_MIN … DATE_MAX, the start not after the end; applied together.
import { useState, type FormEvent } from 'react';
import { HistoryReportBodySchema, type HistoryReportBody } from '@blck/contract';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { ISO_DATE } from '../../../components/ui/DayPicker';
import { DayRangeFields, FilterActions, invalidDays } from '../../../components/ui/FilterFields';
import { TextInput } from '../../../components/ui/TextInput';
import { validate, type FieldErrors } from '../../../lib/form';

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
    const dateErrors = invalidDays({ start, end });
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

  return (
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
        <DayRangeFields
          names={['start', 'end']}
          start={start}
          end={end}
          onStart={setStart}
          onEnd={setEnd}
          errors={errors}
        />
        <FilterActions onClear={clear} />
      </Box>
    </Box>
  );
}
