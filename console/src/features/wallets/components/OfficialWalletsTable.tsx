// The official wallets table: currency (A–Z or Z–A), Active or Suspended, last change; server-side pages (`offset`
// rows each), loading and empty states, and the manager's action per row.
import type { ReactNode } from 'react';
import type { OfficialWallet, OfficialWalletListQuery } from '@blck/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
import { TableStateRows } from '../../../components/ui/TableStateRows';
import { ROWS_PER_PAGE_OPTIONS } from './WalletsTable';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function OfficialWalletStatusChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'warning'}
      variant={active ? 'filled' : 'outlined'}
      label={active ? 'Active' : 'Suspended'}
    />
  );
}

export interface OfficialWalletsTableProps {
  wallets: readonly OfficialWallet[] | undefined;
  total: number;
  query: OfficialWalletListQuery;
  loading: boolean;
  emptyText: string;
  renderActions?: (wallet: OfficialWallet) => ReactNode;
  onOrder: (order: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
  onRowsPerPage: (offset: number) => void;
}

export function OfficialWalletsTable({
  wallets,
  total,
  query,
  loading,
  emptyText,
  renderActions,
  onOrder,
  onPage,
  onRowsPerPage,
}: OfficialWalletsTableProps) {
  const columnCount = renderActions ? 4 : 3;
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && wallets && <LinearProgress aria-label="Loading official wallets" />}</Box>
      <TableContainer>
        <Table aria-label="Official wallets" aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell sortDirection={query.order}>
                <TableSortLabel
                  active
                  direction={query.order}
                  onClick={() => onOrder(query.order === 'asc' ? 'desc' : 'asc')}
                >
                  Currency
                </TableSortLabel>
              </TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Updated</TableCell>
              {renderActions && <TableCell align="right" aria-label="Actions" />}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStateRows
              rows={wallets}
              columnCount={columnCount}
              emptyText={emptyText}
              skeletonRows={Math.min(query.offset, 5)}
            />
            {wallets?.map((wallet) => (
              <TableRow key={wallet.currency} hover data-currency={wallet.currency}>
                <TableCell sx={{ fontWeight: 600 }}>{wallet.currency}</TableCell>
                <TableCell>
                  <OfficialWalletStatusChip active={wallet.is_active} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime.format(new Date(wallet.updated_at))}</TableCell>
                {renderActions && <TableCell align="right">{renderActions(wallet)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={wallets && query.page * query.offset >= total && total > 0 ? 0 : query.page}
        rowsPerPage={query.offset}
        rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS]}
        onPageChange={(_, page) => onPage(page)}
        onRowsPerPageChange={(event) => onRowsPerPage(Number(event.target.value))}
      />
    </Paper>
  );
}
