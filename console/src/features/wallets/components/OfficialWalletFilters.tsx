// The official wallet list's filters in its toolbar: active or suspended, and one currency (among the currencies
// that have an official wallet); each change applies at once (the page keeps them in the URL).
import { PAGINATION, type OfficialWalletFilter } from '@blck/contract';
import { SelectFilter } from '../../../components/ui/SelectFilter';
import { useListOfficialWallets } from '../api/list-official-wallets';

export interface OfficialWalletFiltersProps {
  value: OfficialWalletFilter;
  onChange: (changes: Partial<Record<keyof OfficialWalletFilter, string | undefined>>) => void;
}

const STATE_LABELS = { active: 'Active', suspended: 'Suspended' } as const;

export function OfficialWalletFilters({ value, onChange }: OfficialWalletFiltersProps) {
  const every = useListOfficialWallets({ page: 0, offset: PAGINATION.maxPerPage, order: 'asc' });
  const currencies: Record<string, string> = Object.fromEntries(
    (every.data?.wallets ?? []).map((wallet) => [wallet.currency, wallet.currency]),
  );
  if (value.currency) currencies[value.currency] ??= value.currency;
  return (
    <>
      <SelectFilter
        label="State"
        name="state"
        value={value.state}
        options={STATE_LABELS}
        allLabel="Active or suspended"
        onChange={(state) => onChange({ state })}
        width={190}
      />
      <SelectFilter
        label="Currency"
        name="currency"
        value={value.currency}
        options={currencies}
        allLabel="All currencies"
        onChange={(currency) => onChange({ currency })}
        width={160}
      />
    </>
  );
}
