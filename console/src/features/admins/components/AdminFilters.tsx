// The admin list's filters in its toolbar: active or not, confirmed or not; each change applies at once.
import type { AdminFilter } from '@blck/contract';
import { SelectFilter } from '../../../components/ui/SelectFilter';

export interface AdminFiltersProps {
  value: AdminFilter;
  onChange: (changes: Partial<Record<keyof AdminFilter, string | undefined>>) => void;
}

const ACTIVE_LABELS = { true: 'Active', false: 'Inactive' } as const;
const CONFIRMED_LABELS = { true: 'Confirmed', false: 'Not confirmed' } as const;

export function AdminFilters({ value, onChange }: AdminFiltersProps) {
  return (
    <>
      <SelectFilter
        label="Active"
        name="isActive"
        value={value.isActive}
        options={ACTIVE_LABELS}
        allLabel="Active or not"
        onChange={(isActive) => onChange({ isActive })}
        width={160}
      />
      <SelectFilter
        label="Confirmed"
        name="isConfirmed"
        value={value.isConfirmed}
        options={CONFIRMED_LABELS}
        allLabel="Confirmed or not"
        onChange={(isConfirmed) => onChange({ isConfirmed })}
        width={180}
      />
    </>
  );
}
