// The official wallets table: currency (A–Z or Z–A), Active or Suspended, last change; server-side pages (`offset`
// rows each), loading and empty states, and the manager's action per row.
import type { ReactNode } from 'react';
import type { OfficialWallet, OfficialWalletListQuery } from '@blck/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { StatusChip } from '../../../components/ui/StatusChip';
import { PagedTable, SortableCell, type PagedListProps, type SortDirection } from '../../../components/ui/PagedTable';
import { formatDateTime } from '../../../lib/dates';

export const OfficialWalletStatusChip = ({ active }: { active: boolean }) => (
  <StatusChip color={active ? 'success' : 'warning'} filled={active} label={active ? 'Active' : 'Suspended'} />
);

export interface OfficialWalletsTableProps extends PagedListProps {
  wallets: readonly OfficialWallet[] | undefined;
  query: OfficialWalletListQuery;
  renderActions?: (wallet: OfficialWallet) => ReactNode;
  onOrder: (order: SortDirection) => void;
  /** The new page size (`offset`). */
  onRowsPerPage: (offset: number) => void;
}

export function OfficialWalletsTable({ wallets, query, renderActions, onOrder, ...list }: OfficialWalletsTableProps) {
  return (
    <PagedTable
      {...list}
      label="Official wallets"
      rows={wallets}
      query={{ page: query.page, perPage: query.offset }}
      columnCount={renderActions ? 4 : 3}
      head={
        <>
          <SortableCell
            field="currency"
            label="Currency"
            sort="currency"
            order={query.order}
            onSort={(_, order) => onOrder(order)}
          />
          <TableCell>Status</TableCell>
          <TableCell>Updated</TableCell>
          {renderActions && <TableCell align="right" aria-label="Actions" />}
        </>
      }
    >
      {wallets?.map((wallet) => (
        <TableRow key={wallet.currency} hover data-currency={wallet.currency}>
          <TableCell sx={{ fontWeight: 600 }}>{wallet.currency}</TableCell>
          <TableCell>
            <OfficialWalletStatusChip active={wallet.is_active} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(wallet.updated_at)}</TableCell>
          {renderActions && <TableCell align="right">{renderActions(wallet)}</TableCell>}
        </TableRow>
      ))}
    </PagedTable>
  );
}
