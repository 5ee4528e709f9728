// The official wallets list: currency (A–Z or Z–A), Active or Suspended, last change; server-side pages (`offset`
// rows each) and the manager's action per row.
import type { ReactNode } from 'react';
import type { OfficialWallet, OfficialWalletListQuery } from '@blck/contract';
import { StatusChip } from '../../../components/ui/StatusChip';
import {
  DataList,
  type DataListProps,
  type ListColumn,
  type PagedListProps,
  type SortDirection,
} from '../../../components/ui/DataList';

export const OfficialWalletStatusChip = ({ active }: { active: boolean }) => (
  <StatusChip color={active ? 'success' : 'warning'} filled={active} label={active ? 'Active' : 'Suspended'} />
);

export interface OfficialWalletsTableProps
  extends PagedListProps, Pick<DataListProps<OfficialWallet>, 'filters' | 'onExport' | 'exporting'> {
  wallets: readonly OfficialWallet[] | undefined;
  query: OfficialWalletListQuery;
  renderActions?: (wallet: OfficialWallet) => ReactNode;
  onOrder: (order: SortDirection) => void;
  /** The new page size (`offset`). */
  onRowsPerPage: (offset: number) => void;
}

const columns: ListColumn<OfficialWallet>[] = [
  { field: 'currency', headerName: 'Currency', sortable: true, flex: 1, minWidth: 120 },
  {
    field: 'isActive',
    headerName: 'Status',
    width: 130,
    renderCell: ({ row }) => <OfficialWalletStatusChip active={row.isActive} />,
  },
  {
    field: 'updatedAt',
    headerName: 'Updated',
    flex: 1,
    minWidth: 170,
    timestamp: 'dateTime',
  },
];

export function OfficialWalletsTable({ wallets, query, renderActions, onOrder, ...list }: OfficialWalletsTableProps) {
  return (
    <DataList
      {...list}
      listId="official-wallets"
      label="Official wallets"
      rows={wallets}
      getRowId={(wallet) => wallet.currency}
      columns={columns}
      query={{ page: query.page, perPage: query.offset, sort: 'currency', order: query.order }}
      onSort={(_, order) => onOrder(order)}
      renderActions={renderActions}
      actionsWidth={140}
    />
  );
}
