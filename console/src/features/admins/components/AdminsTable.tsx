// The administrators table: sortable columns, server-side pages, loading and empty states, a details link per row.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ADMIN_SORT_FIELDS, Admin, AdminListQuery } from '@blck/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { AdminStatusChips } from './AdminStatusChips';

export type AdminSortField = (typeof ADMIN_SORT_FIELDS)[number];
export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

const COLUMNS: ReadonlyArray<{ field: AdminSortField; label: string }> = [
  { field: 'createdAt', label: 'Created' },
  { field: 'email', label: 'Email' },
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
];

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface AdminsTableProps {
  admins: readonly Admin[] | undefined;
  total: number;
  query: AdminListQuery;
  /** True while a page loads; with rows already shown, a bar runs above them. */
  loading: boolean;
  /** Shown when there are no rows, e.g. "No administrators match …". */
  emptyText: string;
  detailsPath: (admin: Admin) => string;
  /** Router state given to the details link, e.g. the list's own address for "Back". */
  detailsState?: unknown;
  renderActions?: (admin: Admin) => ReactNode;
  onSort: (sort: AdminSortField, order: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
  onRowsPerPage: (perPage: number) => void;
}

export function AdminsTable({
  admins,
  total,
  query,
  loading,
  emptyText,
  detailsPath,
  detailsState,
  renderActions,
  onSort,
  onPage,
  onRowsPerPage,
}: AdminsTableProps) {
  const columnCount = COLUMNS.length + (renderActions ? 2 : 1);
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && admins && <LinearProgress aria-label="Loading administrators" />}</Box>
      <TableContainer>
        <Table size="medium" aria-label="Administrators" aria-busy={loading}>
          <TableHead>
            <TableRow>
              {COLUMNS.map(({ field, label }) => {
                const active = query.sort === field;
                return (
                  <TableCell key={field} sortDirection={active ? query.order : false}>
                    <TableSortLabel
                      active={active}
                      direction={active ? query.order : 'asc'}
                      onClick={() => onSort(field, active && query.order === 'asc' ? 'desc' : 'asc')}
                    >
                      {label}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
              <TableCell>Status</TableCell>
              {renderActions && <TableCell align="right" aria-label="Actions" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {!admins &&
              Array.from({ length: Math.min(query.perPage, 5) }, (_, index) => (
                <TableRow key={index}>
                  <TableCell colSpan={columnCount}>
                    <Skeleton variant="text" aria-hidden />
                  </TableCell>
                </TableRow>
              ))}
            {admins?.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount}>
                  <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} role="status">
                    {emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {admins?.map((admin) => (
              <TableRow key={admin.id} hover data-admin-id={admin.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime.format(new Date(admin.createdAt))}</TableCell>
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
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={admins && query.page * query.perPage >= total && total > 0 ? 0 : query.page}
        rowsPerPage={query.perPage}
        rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS]}
        onPageChange={(_, page) => onPage(page)}
        onRowsPerPageChange={(event) => onRowsPerPage(Number(event.target.value))}
      />
    </Paper>
  );
}
