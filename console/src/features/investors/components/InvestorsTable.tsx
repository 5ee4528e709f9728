// The investors list: sortable by name, email, status and creation; number and type beside the name; status and
// balances at a glance; a details link per row and the row's actions.
import { Link as RouterLink } from 'react-router';
import type { INVESTOR_SORT_FIELDS, Investor, InvestorListQuery } from '@blck/contract';
import Link from '@mui/material/Link';
import {
  DataList,
  type DataListProps,
  type ListColumn,
  type PagedListProps,
  type RecordRowProps,
  type SortDirection,
} from '../../../components/ui/DataList';
import { InvestorStatusChip } from './InvestorChips';
import { INVESTOR_TYPE_LABELS, investorLabel } from './investor-labels';

export type InvestorSortField = (typeof INVESTOR_SORT_FIELDS)[number];

export interface InvestorsTableProps
  extends
    PagedListProps,
    RecordRowProps<Investor>,
    Pick<DataListProps<Investor>, 'filters' | 'onExport' | 'exporting'> {
  investors: readonly Investor[] | undefined;
  query: InvestorListQuery;
  onSort: (sort: InvestorSortField, order: SortDirection) => void;
}

export function InvestorsTable({
  investors,
  query,
  detailsPath,
  detailsState,
  renderActions,
  onSort,
  ...list
}: InvestorsTableProps) {
  const columns: ListColumn<Investor>[] = [
    {
      field: 'investorName',
      headerName: 'Investor',
      sortable: true,
      flex: 1.4,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={detailsPath(row)} state={detailsState} sx={{ fontWeight: 600 }} noWrap>
          {investorLabel(row)}
        </Link>
      ),
    },
    { field: 'investorId', headerName: 'Number', flex: 0.7, minWidth: 100, hideBelow: 1400 },
    {
      field: 'investorType',
      headerName: 'Type',
      flex: 0.7,
      minWidth: 100,
      hideBelow: 1600,
      valueGetter: (_value, row) => INVESTOR_TYPE_LABELS[row.investorType],
    },
    { field: 'contactEmail', headerName: 'Contact email', sortable: true, flex: 1.2, minWidth: 150 },
    {
      field: 'status',
      headerName: 'Status',
      sortable: true,
      width: 120,
      renderCell: ({ row }) => <InvestorStatusChip status={row.status} />,
    },
    {
      field: 'available',
      headerName: 'Available',
      flex: 0.8,
      minWidth: 130,
      amountOf: (row) => row.balances.available,
      testId: 'balance-available',
    },
    {
      field: 'locked',
      headerName: 'Locked',
      flex: 0.8,
      minWidth: 120,
      amountOf: (row) => row.balances.locked,
      testId: 'balance-locked',
    },
    {
      field: 'withdrawn',
      headerName: 'Withdrawn',
      flex: 0.8,
      minWidth: 130,
      hideBelow: 1360,
      amountOf: (row) => row.balances.withdrawn,
      testId: 'balance-withdrawn',
    },
    {
      field: 'createdAt',
      headerName: 'Created',
      sortable: true,
      width: 110,
      timestamp: 'date',
    },
  ];
  return (
    <DataList
      {...list}
      listId="investors"
      label="Investors"
      rows={investors}
      getRowId={(investor) => investor.id}
      columns={columns}
      query={query}
      onSort={(sort, order) => onSort(sort as InvestorSortField, order)}
      renderActions={renderActions}
      actionsWidth={110}
    />
  );
}
