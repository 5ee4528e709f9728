// The audit filters: admin, action, resource and a date range (pickers bounded to DATE_MIN … DATE_MAX); applied
// together, so a half-typed exact name does not query.
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_LABELS,
  AuditFilterSchema,
  type AuditAction,
  type AuditFilter,
  type AuditResource,
} from '@blck/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import dayjs, { type Dayjs } from 'dayjs';
import { ISO_DATE } from '../../../components/ui/DayPicker';
import { DayRangeFields, FilterActions, invalidDays } from '../../../components/ui/FilterFields';
import { SelectInput } from '../../../components/ui/SelectInput';
import { TextInput } from '../../../components/ui/TextInput';
import { validate, type FieldErrors } from '../../../lib/form';

const END_BEFORE_START = 'The end date is before the start date.';

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
  const [action, setAction] = useState<AuditAction | null>(value.action ?? null);
  const [resource, setResource] = useState<AuditResource | ''>(value.resource ?? '');
  const resourceId = value.resourceId;
  const [from, setFrom] = useState<Dayjs | null>(toDay(value.from));
  const [to, setTo] = useState<Dayjs | null>(toDay(value.to));
  const [errors, setErrors] = useState<FieldErrors>({});

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dateErrors = invalidDays({ from, to });
    if (Object.keys(dateErrors).length > 0) return setErrors(dateErrors);
    const input = {
      actorId: actorId.trim() || undefined,
      action: action ?? undefined,
      resource: resource || undefined,
      // Kept from a link to one record's history while its resource stays chosen.
      resourceId: resource && resource === value.resource ? resourceId : undefined,
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
    setAction(null);
    setResource('');
    setFrom(null);
    setTo(null);
    setErrors({});
    onApply({});
  };

  return (
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
        <Autocomplete
          options={AUDIT_ACTIONS}
          value={action}
          onChange={(_, next) => setAction(next)}
          getOptionLabel={(option) => AUDIT_ACTION_LABELS[option]}
          size="small"
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              label="Action"
              name="action"
              error={Boolean(errors.action)}
              helperText={errors.action}
            />
          )}
        />
        <SelectInput
          label="Resource"
          name="resource"
          value={resource}
          options={AUDIT_RESOURCE_LABELS}
          emptyLabel="All resources"
          onChange={setResource}
          size="small"
          error={errors.resource}
          helperText={resourceId && resource === value.resource ? `Only ${resourceId}` : undefined}
        />
        <DayRangeFields names={['from', 'to']} start={from} end={to} onStart={setFrom} onEnd={setTo} errors={errors} />
        <FilterActions onClear={clear} />
      </Box>
    </Box>
  );
}
