// The audit filters: admin, action, resource and a date range (pickers bounded to DATE_MIN … DATE_MAX); applied
// together, so a half-typed exact name does not query.
import { useState, type FormEvent, type ReactNode } from 'react';
import { AuditFilterSchema, DATE_MAX, DATE_MIN, type AuditFilter } from '@blck/contract';
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
const END_BEFORE_START = 'The end date is before the start date.';
const INVALID_DATE = `Enter a date as ${ISO_DATE}, between ${DATE_MIN} and ${DATE_MAX}.`;

/** How the admin filter is edited: an admin picker when the viewer may search admins, else a text field. */
export type AdminFilterField = (props: { value: string; onChange: (actorId: string) => void }) => ReactNode;

export interface AuditFiltersProps {
  /** The filters in effect (from the URL). */
  value: AuditFilter;
  adminField?: AdminFilterField;
  onApply: (filter: AuditFilter) => void;
}

const toDay = (value: string | undefined): Dayjs | null => (value ? dayjs(value) : null);

export function AuditFilters({ value, adminField, onApply }: AuditFiltersProps) {
  const [actorId, setActorId] = useState(value.actorId ?? '');
  const [action, setAction] = useState(value.action ?? '');
  const [resource, setResource] = useState(value.resource ?? '');
  const [from, setFrom] = useState<Dayjs | null>(toDay(value.from));
  const [to, setTo] = useState<Dayjs | null>(toDay(value.to));
  const [errors, setErrors] = useState<FieldErrors>({});

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dateErrors: FieldErrors = {};
    if (from && !from.isValid()) dateErrors.from = INVALID_DATE;
    if (to && !to.isValid()) dateErrors.to = INVALID_DATE;
    if (Object.keys(dateErrors).length > 0) return setErrors(dateErrors);
    const input = {
      actorId: actorId.trim() || undefined,
      action: action.trim() || undefined,
      resource: resource.trim() || undefined,
      from: from?.format(ISO_DATE),
      to: to?.format(ISO_DATE),
    };
    const filter = validate(AuditFilterSchema, input);
    if (!filter.ok) return setErrors(filter.errors);
    if (filter.data.from && filter.data.to && filter.data.to < filter.data.from)
      return setErrors({ to: END_BEFORE_START });
    setErrors({});
    onApply(filter.data);
  };

  const clear = () => {
    setActorId('');
    setAction('');
    setResource('');
    setFrom(null);
    setTo(null);
    setErrors({});
    onApply({});
  };

  const dateSlotProps = (name: 'from' | 'to') => ({
    field: { clearable: true },
    textField: { size: 'small' as const, name, error: Boolean(errors[name]), helperText: errors[name] },
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" noValidate onSubmit={apply} aria-label="Audit filters">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {adminField ? (
            adminField({ value: actorId, onChange: setActorId })
          ) : (
            <TextInput
              label="Admin ID"
              name="actorId"
              value={actorId}
              onChange={(event) => setActorId(event.target.value)}
              size="small"
              error={Boolean(errors.actorId)}
              helperText={errors.actorId}
              autoComplete="off"
            />
          )}
          <TextInput
            label="Action"
            name="action"
            value={action}
            onChange={(event) => setAction(event.target.value)}
            size="small"
            placeholder="admin.confirmed"
            error={Boolean(errors.action)}
            helperText={errors.action}
            autoComplete="off"
          />
          <TextInput
            label="Resource"
            name="resource"
            value={resource}
            onChange={(event) => setResource(event.target.value)}
            size="small"
            placeholder="admin"
            error={Boolean(errors.resource)}
            helperText={errors.resource}
            autoComplete="off"
          />
          <DatePicker
            label="From"
            value={from}
            onChange={setFrom}
            minDate={MIN_DATE}
            maxDate={to?.isValid() ? to : MAX_DATE}
            format={ISO_DATE}
            slotProps={dateSlotProps('from')}
          />
          <DatePicker
            label="To"
            value={to}
            onChange={setTo}
            minDate={from?.isValid() ? from : MIN_DATE}
            maxDate={MAX_DATE}
            format={ISO_DATE}
            slotProps={dateSlotProps('to')}
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
