// The issuer list's structured filters in its toolbar: type, payment type, KYC state and a range of creation days;
// each change applies at once (the page keeps them in the URL).
import type { IssuerFilter } from '@blck/contract';
import type { Dayjs } from 'dayjs';
import { DayPicker, dayOf, isoDay } from '../../../components/ui/DayPicker';
import { SelectFilter } from '../../../components/ui/SelectFilter';
import { ISSUER_TYPE_LABELS, KYC_LABELS, PAYMENT_TYPE_LABELS } from './issuer-labels';

export interface IssuerFiltersProps {
  value: IssuerFilter;
  onChange: (changes: Partial<Record<keyof IssuerFilter, string | undefined>>) => void;
}

/** A typed day applies once it is a whole valid date; clearing it removes the bound. */
const dayChange = (day: Dayjs | null): string | undefined | null => (day === null ? undefined : (isoDay(day) ?? null));

export function IssuerFilters({ value, onChange }: IssuerFiltersProps) {
  const createdFrom = dayOf(value.createdFrom);
  const createdTo = dayOf(value.createdTo);
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
      <div style={{ width: 170 }}>
        <DayPicker
          label="Created from"
          name="createdFrom"
          value={createdFrom}
          maxDate={createdTo ?? undefined}
          size="small"
          clearable
          onChange={(day) => {
            const next = dayChange(day);
            if (next !== null) onChange({ createdFrom: next });
          }}
        />
      </div>
      <div style={{ width: 170 }}>
        <DayPicker
          label="Created to"
          name="createdTo"
          value={createdTo}
          minDate={createdFrom ?? undefined}
          size="small"
          clearable
          onChange={(day) => {
            const next = dayChange(day);
            if (next !== null) onChange({ createdTo: next });
          }}
        />
      </div>
    </>
  );
}
