// The issuer wallets list: address, issuer, email, balance in $BLCK and last change; server-side pages (`offset`
// rows each) and an optional action per row.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { IssuerWallet, WalletListQuery } from '@blck/contract';
import Link from '@mui/material/Link';
import { DataList, type DataListProps, type ListColumn, type PagedListProps } from '../../../components/ui/DataList';
import { HexText } from '../../../components/ui/HexText';

export interface WalletsTableProps
  extends PagedListProps, Pick<DataListProps<IssuerWallet>, 'filters' | 'onExport' | 'exporting'> {
  wallets: readonly IssuerWallet[] | undefined;
  query: WalletListQuery;
  /** Where the issuer's name leads (their details), when the viewer may open it. */
  issuerPath?: (wallet: IssuerWallet) => string;
  renderActions?: (wallet: IssuerWallet) => ReactNode;
  /** The new page size (`offset`). */
  onRowsPerPage: (offset: number) => void;
}

export function WalletsTable({ wallets, query, issuerPath, renderActions, ...list }: WalletsTableProps) {
  const columns: ListColumn<IssuerWallet>[] = [
    {
      field: 'walletAddress',
      headerName: 'Wallet address',
      width: 150,
      renderCell: ({ row }) => <HexText value={row.walletAddress} label="wallet" />,
    },
    {
      field: 'issuerName',
      headerName: 'Issuer',
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) =>
        issuerPath ? (
          <Link component={RouterLink} to={issuerPath(row)} noWrap>
            {row.issuerName}
          </Link>
        ) : (
          row.issuerName
        ),
    },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 150 },
    { field: 'amount', headerName: 'Balance', flex: 0.8, minWidth: 130, amountOf: (row) => row.amount },
    {
      field: 'updatedAt',
      headerName: 'Updated',
      width: 170,
      timestamp: 'dateTime',
    },
  ];
  return (
    <DataList
      {...list}
      listId="wallets"
      label="Issuer wallets"
      rows={wallets}
      getRowId={(wallet) => wallet.walletAddress}
      columns={columns}
      query={{ page: query.page, perPage: query.offset }}
      renderActions={renderActions}
      actionsWidth={160}
    />
  );
}
