// The token value list's filter in its toolbar: a range of creation days; each change applies at once (the page
// keeps it in the URL).
import type { BlckValueFilter } from '@blck/contract';
import { DayRangeFilter } from '../../../components/ui/DayRangeFilter';

export interface BlckValueFiltersProps {
  value: BlckValueFilter;
  onChange: (changes: Partial<Record<keyof BlckValueFilter, string | undefined>>) => void;
}

export function BlckValueFilters({ value, onChange }: BlckValueFiltersProps) {
  return (
    <DayRangeFilter
      labels={['Added from', 'Added to']}
      names={['createdFrom', 'createdTo']}
      start={value.createdFrom}
      end={value.createdTo}
      onChange={onChange}
    />
  );
}
