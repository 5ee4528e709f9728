// The issuer wallets table: address, issuer, email, balance in $BLCK and last change; server-side pages (`offset`
// rows each), loading and empty states, and an optional action per row.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { IssuerWallet, WalletListQuery } from '@blck/contract';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { PagedTable, type PagedListProps } from '../../../components/ui/PagedTable';
import { formatDateTime } from '../../../lib/dates';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem' } as const;

export interface WalletsTableProps extends PagedListProps {
  wallets: readonly IssuerWallet[] | undefined;
  query: WalletListQuery;
  /** Where the issuer's name leads (their details), when the viewer may open it. */
  issuerPath?: (wallet: IssuerWallet) => string;
  renderActions?: (wallet: IssuerWallet) => ReactNode;
  /** The new page size (`offset`). */
  onRowsPerPage: (offset: number) => void;
}

export function WalletsTable({ wallets, query, issuerPath, renderActions, ...list }: WalletsTableProps) {
  return (
    <PagedTable
      {...list}
      label="Issuer wallets"
      loadingLabel="Loading wallets"
      rows={wallets}
      query={{ page: query.page, perPage: query.offset }}
      columnCount={renderActions ? 6 : 5}
      head={
        <>
          <TableCell>Wallet address</TableCell>
          <TableCell>Issuer</TableCell>
          <TableCell>Email</TableCell>
          <TableCell align="right">Balance</TableCell>
          <TableCell>Updated</TableCell>
          {renderActions && <TableCell align="right" aria-label="Actions" />}
        </>
      }
    >
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
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(wallet.updated_at)}</TableCell>
          {renderActions && <TableCell align="right">{renderActions(wallet)}</TableCell>}
        </TableRow>
      ))}
    </PagedTable>
  );
}
