// The issuer list's structured filters in its toolbar: type, payment type, KYC state and a range of creation days;
// each change applies at once (the page keeps them in the URL).
import type { IssuerFilter } from '@blck/contract';
import { DayRangeFilter } from '../../../components/ui/DayRangeFilter';
import { SelectFilter } from '../../../components/ui/SelectFilter';
import { ISSUER_TYPE_LABELS, KYC_LABELS, PAYMENT_TYPE_LABELS } from './issuer-labels';

export interface IssuerFiltersProps {
  value: IssuerFilter;
  onChange: (changes: Partial<Record<keyof IssuerFilter, string | undefined>>) => void;
}

export function IssuerFilters({ value, onChange }: IssuerFiltersProps) {
  return (
    <>
      <SelectFilter
        label="Type"
        name="issuerType"
        value={value.issuerType}
        options={ISSUER_TYPE_LABELS}
        allLabel="All types"
        onChange={(issuerType) => onChange({ issuerType })}
        width={150}
      />
      <SelectFilter
        label="Payment type"
        name="paymentType"
        value={value.paymentType}
        options={PAYMENT_TYPE_LABELS}
        allLabel="All payment types"
        onChange={(paymentType) => onChange({ paymentType })}
        width={170}
      />
      <SelectFilter
        label="KYC"
        name="kycStatus"
        value={value.kycStatus}
        options={KYC_LABELS}
        allLabel="Any KYC state"
        onChange={(kycStatus) => onChange({ kycStatus })}
        width={160}
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
