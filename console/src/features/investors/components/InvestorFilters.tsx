// The investor list's filters in its toolbar (the status stays beside the search): type, payment type and a range of
// creation days; each change applies at once (the page keeps them in the URL).
import type { InvestorFilter } from '@blck/contract';
import { DayRangeFilter } from '../../../components/ui/DayRangeFilter';
import { SelectFilter } from '../../../components/ui/SelectFilter';
import { INVESTOR_TYPE_LABELS, PAYMENT_TYPE_OPTIONS } from './investor-labels';

export interface InvestorFiltersProps {
  value: InvestorFilter;
  onChange: (changes: Partial<Record<keyof InvestorFilter, string | undefined>>) => void;
}

export function InvestorFilters({ value, onChange }: InvestorFiltersProps) {
  return (
    <>
      <SelectFilter
        label="Type"
        name="investorType"
        value={value.investorType}
        options={INVESTOR_TYPE_LABELS}
        allLabel="All types"
        onChange={(investorType) => onChange({ investorType })}
        width={150}
      />
      <SelectFilter
        label="Payment type"
        name="paymentType"
        value={value.paymentType}
        options={PAYMENT_TYPE_OPTIONS}
        allLabel="All payment types"
        onChange={(paymentType) => onChange({ paymentType })}
        width={170}
      />
      <DayRangeFilter
        labels={['Created from', 'Created to']}
        names={['createdFrom', 'createdTo']}
        start={value.createdFrom}
        end={value.createdTo}
        onChange={onChange}
      />
    </>
  );
}
