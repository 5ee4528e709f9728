// The issuers list: sortable by company, last name, email and creation; type, payment type, KYC, balance in $BLCK
// and custom token; a details link per row.
import { Link as RouterLink } from 'react-router';
import type { ISSUER_SORT_FIELDS, Issuer, IssuerListQuery } from '@blck/contract';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import {
  DataList,
  type DataListProps,
  type ListColumn,
  type PagedListProps,
  type SortDirection,
} from '../../../components/ui/DataList';
import { HexText } from '../../../components/ui/HexText';
import { ISSUER_TYPE_LABELS, PAYMENT_TYPE_LABELS, personName } from './issuer-labels';
import { KycChip } from './KycChip';

export type IssuerSortField = (typeof ISSUER_SORT_FIELDS)[number];

export interface IssuersTableProps
  extends PagedListProps, Pick<DataListProps<Issuer>, 'filters' | 'onExport' | 'exporting'> {
  issuers: readonly Issuer[] | undefined;
  query: IssuerListQuery;
  detailsPath: (issuer: Issuer) => string;
  /** Router state given to the details link, e.g. the list's own address for "Back". */
  detailsState?: unknown;
  onSort: (sort: IssuerSortField, order: SortDirection) => void;
}

export function IssuersTable({ issuers, query, detailsPath, detailsState, onSort, ...list }: IssuersTableProps) {
  const columns: ListColumn<Issuer>[] = [
    {
      field: 'companyName',
      headerName: 'Company',
      sortable: true,
      flex: 1.2,
      minWidth: 150,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={detailsPath(row)} state={detailsState} sx={{ fontWeight: 600 }} noWrap>
          {row.companyName?.trim() || personName(row) || row.email}
        </Link>
      ),
    },
    {
      field: 'lastName',
      headerName: 'Name',
      sortable: true,
      flex: 1,
      minWidth: 120,
      valueGetter: (_value, row) => personName(row),
    },
    { field: 'email', headerName: 'Email', sortable: true, flex: 1.2, minWidth: 160 },
    {
      field: 'wallet',
      headerName: 'Wallet',
      width: 150,
      hideBelow: 1700,
      renderCell: ({ row }) => (row.wallet ? <HexText value={row.wallet} label="wallet" /> : '—'),
    },
    {
      field: 'issuerType',
      headerName: 'Type',
      width: 110,
      hideBelow: 1500,
      valueGetter: (_value, row) => ISSUER_TYPE_LABELS[row.issuerType],
    },
    {
      field: 'paymentType',
      headerName: 'Payment type',
      width: 120,
      hideBelow: 1600,
      valueGetter: (_value, row) => PAYMENT_TYPE_LABELS[row.paymentType],
    },
    {
      field: 'kycStatus',
      headerName: 'KYC status',
      width: 120,
      renderCell: ({ row }) => <KycChip status={row.kycStatus} />,
    },
    { field: 'balance', headerName: 'Balance', flex: 0.8, minWidth: 130, amountOf: (row) => row.balance },
    {
      field: 'customToken',
      headerName: 'Custom token',
      width: 120,
      renderCell: ({ row }) =>
        row.customToken ? <Chip size="small" variant="outlined" label={row.customToken.prefix} /> : '—',
    },
    {
      field: 'createdAt',
      headerName: 'Created',
      sortable: true,
      width: 160,
      timestamp: 'dateTime',
    },
  ];
  return (
    <DataList
      {...list}
      listId="issuers"
      label="Issuers"
      rows={issuers}
      getRowId={(issuer) => issuer.id}
      columns={columns}
      query={query}
      onSort={(sort, order) => onSort(sort as IssuerSortField, order)}
    />
  );
}
