// The fiat currencies list: sortable by name, label, value, state and last change; the name opens the currency's
// page, and the manager's actions sit at the end of the row.
import { Link as RouterLink } from 'react-router';
import type { FIAT_SORT_FIELDS, Fiat, FiatListBody } from '@blck/contract';
import Link from '@mui/material/Link';
import {
  DataList,
  type DataListProps,
  type ListColumn,
  type PagedListProps,
  type RecordRowProps,
  type SortDirection,
} from '../../../components/ui/DataList';
import { FiatStatusChip } from './FiatStatusChip';

export type FiatSortField = (typeof FIAT_SORT_FIELDS)[number];

export interface FiatsTableProps
  extends PagedListProps, RecordRowProps<Fiat>, Pick<DataListProps<Fiat>, 'filters' | 'onExport' | 'exporting'> {
  fiats: readonly Fiat[] | undefined;
  query: FiatListBody;
  onSort: (sort: FiatSortField, order: SortDirection) => void;
}

export function FiatsTable({
  fiats,
  query,
  detailsPath,
  detailsState,
  renderActions,
  onSort,
  ...list
}: FiatsTableProps) {
  const columns: ListColumn<Fiat>[] = [
    {
      field: 'title',
      headerName: 'Currency',
      sortable: true,
      flex: 1.2,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={detailsPath(row)} state={detailsState} sx={{ fontWeight: 600 }} noWrap>
          {row.title}
        </Link>
      ),
    },
    { field: 'label', headerName: 'Label', sortable: true, width: 90 },
    {
      field: 'value',
      headerName: 'Value of 1 unit',
      sortable: true,
      flex: 1,
      minWidth: 160,
      amountOf: (row) => row.value,
      testId: 'fiat-value',
    },
    {
      field: 'isActive',
      headerName: 'Status',
      sortable: true,
      width: 120,
      renderCell: ({ row }) => <FiatStatusChip active={row.isActive} />,
    },
    {
      field: 'updatedAt',
      headerName: 'Updated',
      sortable: true,
      width: 120,
      timestamp: 'date',
    },
  ];
  return (
    <DataList
      {...list}
      listId="fiats"
      label="Fiat currencies"
      rows={fiats}
      getRowId={(fiat) => fiat.label}
      columns={columns}
      query={query}
      onSort={(sort, order) => onSort(sort as FiatSortField, order)}
      renderActions={renderActions}
      actionsWidth={220}
    />
  );
}
