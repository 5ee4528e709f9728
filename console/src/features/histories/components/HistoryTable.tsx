// The deposit history table: time and amount sortable, issuer, wallet, email, balance after and the admin who
// deposited; server-side pages, loading and empty states.
import type { Deposit, HISTORY_SORT_FIELDS, HistoryListQuery } from '@blck/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { TableStateRows } from '../../../components/ui/TableStateRows';

export type HistorySortField = (typeof HISTORY_SORT_FIELDS)[number];
export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
const COLUMN_COUNT = 7;

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem' } as const;

export interface HistoryTableProps {
  deposits: readonly Deposit[] | undefined;
  total: number;
  query: HistoryListQuery;
  loading: boolean;
  emptyText: string;
  onSort: (sort: HistorySortField, order: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
  onRowsPerPage: (perPage: number) => void;
}

export function HistoryTable({
  deposits,
  total,
  query,
  loading,
  emptyText,
  onSort,
  onPage,
  onRowsPerPage,
}: HistoryTableProps) {
  const sortable = (field: HistorySortField, label: string, align?: 'right') => {
    const active = query.sort === field;
    return (
      <TableCell sortDirection={active ? query.order : false} align={align}>
        <TableSortLabel
          active={active}
          direction={active ? query.order : 'desc'}
          onClick={() => onSort(field, active && query.order === 'desc' ? 'asc' : 'desc')}
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  };

  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && deposits && <LinearProgress aria-label="Loading deposits" />}</Box>
      <TableContainer>
        <Table size="small" aria-label="Deposits" aria-busy={loading}>
          <TableHead>
            <TableRow>
              {sortable('createdAt', 'Time')}
              <TableCell>Issuer</TableCell>
              <TableCell>Wallet</TableCell>
              <TableCell>Email</TableCell>
              {sortable('amount', 'Amount', 'right')}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                Balance after
              </TableCell>
              <TableCell>Admin</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStateRows
              rows={deposits}
              columnCount={COLUMN_COUNT}
              emptyText={emptyText}
              skeletonRows={Math.min(query.perPage, 5)}
            />
            {deposits?.map((deposit) => (
              <TableRow key={deposit.id} hover data-deposit-id={deposit.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={deposit.createdAt}>
                    {date.format(new Date(deposit.createdAt))}
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                      {time.format(new Date(deposit.createdAt))}
                    </Box>
                  </time>
                </TableCell>
                <TableCell sx={{ minWidth: 140 }}>{deposit.issuerName}</TableCell>
                <TableCell sx={{ ...mono, wordBreak: 'break-all', minWidth: 160 }}>{deposit.walletAddress}</TableCell>
                <TableCell sx={{ overflowWrap: 'break-word', minWidth: 180 }}>{deposit.email}</TableCell>
                <TableCell align="right">
                  <BlckAmount value={deposit.amount} />
                </TableCell>
                <TableCell align="right">
                  <BlckAmount value={deposit.balanceAfter} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'break-word', minWidth: 160 }}>
                  {deposit.adminEmail ?? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      System
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={deposits && query.page * query.perPage >= total && total > 0 ? 0 : query.page}
        rowsPerPage={query.perPage}
        rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS]}
        onPageChange={(_, page) => onPage(page)}
        onRowsPerPageChange={(event) => onRowsPerPage(Number(event.target.value))}
      />
    </Paper>
  );
}
