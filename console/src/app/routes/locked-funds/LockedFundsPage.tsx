// Route `/lockedfunds/view`: the locks with their amounts and upcoming unlock dates; page, rows, sort, order, status
// availability days and search kept in the URL query, and exported as shown (CSV); with lockedFunds.manage, "Change
// availability" per lock and "Withdraw", disabled with the day written under it until that day has come.
import { useState } from 'react';
import {
  LOCKED_FUNDS_FILTER_KEYS,
  LockedFundsListQuerySchema,
  type LockedFunds,
  type LockedFundsListQuery,
} from '@blck/contract';
import Stack from '@mui/material/Stack';
import { ActionButtons, type ActionButton } from '../../../components/ui/ActionButtons';
import { isAvailable } from '../../../components/ui/AvailabilityDate';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { PageHeading } from '../../../components/ui/PageHeading';
import { ListFilters } from '../../../components/ui/SearchField';
import { StatusFilter } from '../../../components/ui/SelectFilter';
import { DayRangeFilter } from '../../../components/ui/DayRangeFilter';
import { useDocumentTitle } from '../../../lib/document-title';
import { pagingHandlers, searchHandler, searchTextOf, useUrlQuery } from '../../../lib/url-query';
import { useRememberedPerPage } from '../../../lib/list-preferences';
import { useListLockedFunds } from '../../../features/locked-funds/api/list-locked-funds';
import { useSearchLockedFunds } from '../../../features/locked-funds/api/search-locked-funds';
import { useExportLockedFunds } from '../../../features/locked-funds/api/export-locked-funds';
import { ChangeAvailabilityDialog } from '../../../features/locked-funds/components/ChangeAvailabilityDialog';
import { LockedFundsTable } from '../../../features/locked-funds/components/LockedFundsTable';
import { LOCK_STATUS_LABELS, lockedUntilReason } from '../../../features/locked-funds/components/lock-labels';
import { investorDetailsPath, investorFundsPath } from '../investors/paths';
import { usePermission } from '../use-permission';

const LIST_KEYS = ['page', 'perPage', 'sort', 'order', ...LOCKED_FUNDS_FILTER_KEYS] as const;

const emptyText = (search: string, { status, availableStart, availableEnd }: LockedFundsListQuery): string => {
  const days = availableStart || availableEnd ? ' available in these days' : '';
  const among = `${status ? ` with status “${LOCK_STATUS_LABELS[status]}”` : ''}${days}`;
  if (search) return `No locked funds${among} match “${search}”.`;
  return among ? `There are no locked funds${among}.` : 'No funds have been locked yet.';
};

export default function LockedFundsPage() {
  useDocumentTitle('Locked funds');
  const canManage = usePermission('lockedFunds.manage');
  const canSeeInvestors = usePermission('investors.view');
  const [changing, setChanging] = useState<LockedFunds | null>(null);
  const { query, params, update } = useUrlQuery<LockedFundsListQuery>(LockedFundsListQuerySchema, LIST_KEYS, {
    perPage: useRememberedPerPage('locked-funds'),
  });
  const search = searchTextOf(params);

  const list = useListLockedFunds(query, search === '');
  const found = useSearchLockedFunds({ ...query, search }, search !== '');
  const result = search === '' ? list : found;
  const exportCsv = useExportLockedFunds();
  const { page: _page, perPage: _perPage, ...exportQuery } = query;

  const rowActions = (lock: LockedFunds) => {
    if (lock.status !== 'locked') return null;
    const actions: ActionButton[] = [
      {
        key: 'availability',
        label: 'Change availability',
        onClick: () => setChanging(lock),
        ariaLabel: `Change availability of the lock of ${lock.investorName}`,
      },
    ];
    const firstPayment = lock.paymentIds[0];
    if (firstPayment) {
      const available = isAvailable(lock.availableFrom);
      actions.push({
        key: 'withdraw',
        label: 'Withdraw',
        to: investorFundsPath('withdraw', lock.investorId, firstPayment),
        variant: available ? 'contained' : 'outlined',
        ariaLabel: `Withdraw the lock of ${lock.investorName}`,
        disabledReason: available ? undefined : lockedUntilReason(lock.availableFrom),
      });
    }
    return <ActionButtons actions={actions} size="small" label={`Actions for the lock of ${lock.investorName}`} />;
  };

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Locked funds"
        description="Payments of investors reserved for a wallet until a day. From that day they can be withdrawn to the wallet."
      />
      <ListFilters
        search={{
          value: search,
          placeholder: 'Investor name, email or wallet',
          width: 360,
          onSearch: searchHandler(update),
        }}
      >
        <StatusFilter
          value={query.status}
          options={LOCK_STATUS_LABELS}
          onChange={(status) => update({ status, page: null })}
        />
        <DayRangeFilter
          labels={['Available from', 'Available to']}
          names={['availableStart', 'availableEnd']}
          start={query.availableStart}
          end={query.availableEnd}
          onChange={(changes) => update({ ...changes, page: null })}
        />
      </ListFilters>
      {result.error && !result.data && <ErrorAlert error={result.error} />}
      <LockedFundsTable
        locks={result.data?.lockedFunds}
        total={result.data?.total ?? 0}
        query={query}
        loading={result.isFetching}
        emptyText={emptyText(search, query)}
        onExport={() => exportCsv.mutate({ ...exportQuery, ...(search ? { search } : {}) })}
        exporting={exportCsv.isPending}
        investorPath={canSeeInvestors ? (lock) => investorDetailsPath(lock.investorId) : undefined}
        renderActions={canManage ? rowActions : undefined}
        {...pagingHandlers(update)}
      />
      <ChangeAvailabilityDialog lock={changing} onClose={() => setChanging(null)} />
    </Stack>
  );
}
