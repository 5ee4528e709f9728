// The administrators list: sortable columns, a details link per row, status and the row's actions.
import { Link as RouterLink } from 'react-router';
import type { ADMIN_SORT_FIELDS, Admin, AdminListQuery } from '@blck/contract';
import Link from '@mui/material/Link';
import {
  DataList,
  type DataListProps,
  type ListColumn,
  type PagedListProps,
  type RecordRowProps,
  type SortDirection,
} from '../../../components/ui/DataList';
import { AdminStatusChips } from './AdminStatusChips';

export type AdminSortField = (typeof ADMIN_SORT_FIELDS)[number];

export interface AdminsTableProps
  extends PagedListProps, RecordRowProps<Admin>, Pick<DataListProps<Admin>, 'filters' | 'onExport' | 'exporting'> {
  admins: readonly Admin[] | undefined;
  query: AdminListQuery;
  onSort: (sort: AdminSortField, order: SortDirection) => void;
}

export function AdminsTable({
  admins,
  query,
  detailsPath,
  detailsState,
  renderActions,
  onSort,
  ...list
}: AdminsTableProps) {
  const columns: ListColumn<Admin>[] = [
    {
      field: 'createdAt',
      headerName: 'Created',
      sortable: true,
      width: 170,
      timestamp: 'dateTime',
    },
    {
      field: 'email',
      headerName: 'Email',
      sortable: true,
      flex: 1.4,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={detailsPath(row)} state={detailsState} noWrap>
          {row.email}
        </Link>
      ),
    },
    { field: 'firstName', headerName: 'First name', sortable: true, flex: 1, minWidth: 110 },
    { field: 'lastName', headerName: 'Last name', sortable: true, flex: 1, minWidth: 110 },
    {
      field: 'status',
      headerName: 'Status',
      width: 230,
      renderCell: ({ row }) => <AdminStatusChips admin={row} nowrap />,
    },
  ];
  return (
    <DataList
      {...list}
      listId="admins"
      label="Administrators"
      rows={admins}
      getRowId={(admin) => admin.id}
      columns={columns}
      query={query}
      onSort={(sort, order) => onSort(sort as AdminSortField, order)}
      renderActions={renderActions}
      actionsWidth={90}
    />
  );
}
