// The locked funds list: investor, wallet, amount, when the funds become available (and how soon), state and
// creation; sortable by availability, amount, state and creation; and the row's actions.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { LOCKED_FUNDS_SORT_FIELDS, LockedFunds, LockedFundsListQuery } from '@blck/contract';
import Link from '@mui/material/Link';
import { AvailabilityDate } from '../../../components/ui/AvailabilityDate';
import {
  DataList,
  type DataListProps,
  type ListColumn,
  type PagedListProps,
  type SortDirection,
} from '../../../components/ui/DataList';
import { HexText } from '../../../components/ui/HexText';
import { LockStatusChip } from './LockStatusChip';

export type LockedFundsSortField = (typeof LOCKED_FUNDS_SORT_FIELDS)[number];

export interface LockedFundsTableProps
  extends PagedListProps, Pick<DataListProps<LockedFunds>, 'filters' | 'onExport' | 'exporting'> {
  locks: readonly LockedFunds[] | undefined;
  query: LockedFundsListQuery;
  /** Where the investor's name leads (their details), when the viewer may open it. */
  investorPath?: (lock: LockedFunds) => string;
  renderActions?: (lock: LockedFunds) => ReactNode;
  onSort: (sort: LockedFundsSortField, order: SortDirection) => void;
}

export function LockedFundsTable({
  locks,
  query,
  investorPath,
  renderActions,
  onSort,
  ...list
}: LockedFundsTableProps) {
  const columns: ListColumn<LockedFunds>[] = [
    {
      field: 'investorName',
      headerName: 'Investor',
      flex: 1.2,
      minWidth: 130,
      renderCell: ({ row }) =>
        investorPath ? (
          <Link component={RouterLink} to={investorPath(row)} sx={{ fontWeight: 600 }} noWrap>
            {row.investorName}
          </Link>
        ) : (
          row.investorName
        ),
    },
    {
      field: 'payments',
      headerName: 'Payments',
      width: 90,
      align: 'right',
      headerAlign: 'right',
      hideBelow: 1500,
      valueGetter: (_value, row) => row.paymentIds.length,
    },
    {
      field: 'walletAddress',
      headerName: 'Wallet',
      width: 150,
      renderCell: ({ row }) => <HexText value={row.walletAddress} label="wallet" />,
    },
    { field: 'amount', headerName: 'Amount', sortable: true, flex: 0.8, minWidth: 120, amountOf: (row) => row.amount },
    {
      field: 'availableFrom',
      headerName: 'Available from',
      sortable: true,
      flex: 1,
      minWidth: 150,
      renderCell: ({ row, tabIndex }) => (
        <AvailabilityDate value={row.availableFrom} withoutCountdown={row.status !== 'locked'} tabIndex={tabIndex} />
      ),
    },
    {
      field: 'status',
      headerName: 'Status',
      sortable: true,
      width: 110,
      renderCell: ({ row }) => <LockStatusChip status={row.status} />,
    },
    {
      field: 'withdrawnAt',
      headerName: 'Withdrawn',
      width: 150,
      hideBelow: 1700,
      timestamp: 'dateTime',
    },
    {
      field: 'createdAt',
      headerName: 'Created',
      sortable: true,
      width: 110,
      hideBelow: 1400,
      timestamp: 'date',
    },
    {
      field: 'reason',
      headerName: 'Reason',
      flex: 1,
      minWidth: 140,
      hideBelow: 2000,
      valueFormatter: (value: string | null) => value ?? '—',
    },
  ];
  return (
    <DataList
      {...list}
      listId="locked-funds"
      label="Locked funds"
      rows={locks}
      getRowId={(lock) => lock.id}
      columns={columns}
      query={query}
      onSort={(sort, order) => onSort(sort as LockedFundsSortField, order)}
      renderActions={renderActions}
      actionsWidth={260}
      autoRowHeight
    />
  );
}
