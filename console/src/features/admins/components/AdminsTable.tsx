// The administrators table: sortable columns, server-side pages, loading and empty states, a details link per row.
import { Link as RouterLink } from 'react-router';
import type { ADMIN_SORT_FIELDS, Admin, AdminListQuery } from '@blck/contract';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {
  PagedTable,
  SortableCell,
  type PagedListProps,
  type RecordRowProps,
  type SortDirection,
} from '../../../components/ui/PagedTable';
import { AdminStatusChips } from './AdminStatusChips';
import { formatDateTime } from '../../../lib/dates';

export type AdminSortField = (typeof ADMIN_SORT_FIELDS)[number];

const COLUMNS: ReadonlyArray<{ field: AdminSortField; label: string }> = [
  { field: 'createdAt', label: 'Created' },
  { field: 'email', label: 'Email' },
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
];

export interface AdminsTableProps extends PagedListProps, RecordRowProps<Admin> {
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
  return (
    <PagedTable
      {...list}
      label="Administrators"
      rows={admins}
      query={query}
      columnCount={COLUMNS.length + (renderActions ? 2 : 1)}
      size="medium"
      head={
        <>
          {COLUMNS.map(({ field, label }) => (
            <SortableCell
              key={field}
              field={field}
              label={label}
              sort={query.sort}
              order={query.order}
              onSort={onSort}
            />
          ))}
          <TableCell>Status</TableCell>
          {renderActions && <TableCell align="right" aria-label="Actions" />}
        </>
      }
    >
      {admins?.map((admin) => (
        <TableRow key={admin.id} hover data-admin-id={admin.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(admin.createdAt)}</TableCell>
          <TableCell>
            <Link
              component={RouterLink}
              to={detailsPath(admin)}
              state={detailsState}
              sx={{ overflowWrap: 'break-word' }}
            >
              {admin.email}
            </Link>
          </TableCell>
          <TableCell>{admin.firstName}</TableCell>
          <TableCell>{admin.lastName}</TableCell>
          <TableCell>
            <AdminStatusChips admin={admin} />
          </TableCell>
          {renderActions && <TableCell align="right">{renderActions(admin)}</TableCell>}
        </TableRow>
      ))}
    </PagedTable>
  );
}
