// The deposit history list: time and amount sortable, issuer, wallet, email, balance after and the admin who
// deposited.
import type { Deposit, HISTORY_SORT_FIELDS, HistoryListQuery } from '@blck/contract';
import Typography from '@mui/material/Typography';
import { DataList, type ListColumn, type PagedListProps, type SortDirection } from '../../../components/ui/DataList';
import { HexText } from '../../../components/ui/HexText';

export type HistorySortField = (typeof HISTORY_SORT_FIELDS)[number];

export interface HistoryTableProps extends PagedListProps {
  deposits: readonly Deposit[] | undefined;
  query: HistoryListQuery;
  onSort: (sort: HistorySortField, order: SortDirection) => void;
}

const columns: ListColumn<Deposit>[] = [
  {
    field: 'createdAt',
    headerName: 'Time',
    sortable: true,
    width: 170,
    timestamp: 'dateTime',
  },
  { field: 'issuerName', headerName: 'Issuer', flex: 1, minWidth: 140 },
  {
    field: 'walletAddress',
    headerName: 'Wallet',
    width: 170,
    renderCell: ({ row }) => <HexText value={row.walletAddress} label="wallet" />,
  },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 150, hideBelow: 1360 },
  { field: 'amount', headerName: 'Amount', sortable: true, flex: 0.8, minWidth: 130, amountOf: (row) => row.amount },
  {
    field: 'balanceAfter',
    headerName: 'Balance after',
    flex: 0.8,
    minWidth: 150,
    amountOf: (row) => row.balanceAfter,
  },
  {
    field: 'adminEmail',
    headerName: 'Admin',
    flex: 1,
    minWidth: 140,
    hideBelow: 1500,
    renderCell: ({ row }) =>
      row.adminEmail ?? (
        <Typography component="span" variant="body2" color="text.secondary">
          System
        </Typography>
      ),
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

export function HistoryTable({ deposits, query, onSort, ...list }: HistoryTableProps) {
  return (
    <DataList
      {...list}
      listId="histories"
      label="Deposits"
      rows={deposits}
      getRowId={(deposit) => deposit.id}
      columns={columns}
      query={query}
      onSort={(sort, order) => onSort(sort as HistorySortField, order)}
    />
  );
}
