// The issuer wallets table: address, issuer, email, balance in $BLCK and last change; server-side pages (`offset`
// rows each), loading and empty states, and an optional action per row.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { IssuerWallet, WalletListQuery } from '@blck/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { TableStateRows } from '../../../components/ui/TableStateRows';

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem' } as const;

export interface WalletsTableProps {
  wallets: readonly IssuerWallet[] | undefined;
  total: number;
  query: WalletListQuery;
  loading: boolean;
  emptyText: string;
  /** Where the issuer's name leads (their details), when the viewer may open it. */
  issuerPath?: (wallet: IssuerWallet) => string;
  renderActions?: (wallet: IssuerWallet) => ReactNode;
  onPage: (page: number) => void;
  onRowsPerPage: (offset: number) => void;
}

export function WalletsTable({
  wallets,
  total,
  query,
  loading,
  emptyText,
  issuerPath,
  renderActions,
  onPage,
  onRowsPerPage,
}: WalletsTableProps) {
  const columnCount = renderActions ? 6 : 5;
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && wallets && <LinearProgress aria-label="Loading wallets" />}</Box>
      <TableContainer>
        <Table aria-label="Issuer wallets" aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell>Wallet address</TableCell>
              <TableCell>Issuer</TableCell>
              <TableCell>Email</TableCell>
              <TableCell align="right">Balance</TableCell>
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
              <TableRow key={wallet.wallet_address} hover data-wallet={wallet.wallet_address}>
                <TableCell sx={{ ...mono, wordBreak: 'break-all', minWidth: 180 }}>{wallet.wallet_address}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  {issuerPath ? (
                    <Link component={RouterLink} to={issuerPath(wallet)}>
                      {wallet.issuer_name}
                    </Link>
                  ) : (
                    wallet.issuer_name
                  )}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'break-word', minWidth: 180 }}>{wallet.email}</TableCell>
                <TableCell align="right">
                  <BlckAmount value={wallet.amount} />
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
