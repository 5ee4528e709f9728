// The issuers table: sortable by company, last name, email and creation, server-side pages, loading and empty
// states, a details link per row and the balance in $BLCK.
import { Link as RouterLink } from 'react-router';
import type { ISSUER_SORT_FIELDS, Issuer, IssuerListQuery } from '@blck/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { PagedTable, SortableCell, type PagedListProps, type SortDirection } from '../../../components/ui/PagedTable';
import { ISSUER_TYPE_LABELS, PAYMENT_TYPE_LABELS, personName } from './issuer-labels';
import { KycChip } from './KycChip';
import { formatDateTime } from '../../../lib/dates';

export type IssuerSortField = (typeof ISSUER_SORT_FIELDS)[number];
const COLUMN_COUNT = 8;

export interface IssuersTableProps extends PagedListProps {
  issuers: readonly Issuer[] | undefined;
  query: IssuerListQuery;
  detailsPath: (issuer: Issuer) => string;
  /** Router state given to the details link, e.g. the list's own address for "Back". */
  detailsState?: unknown;
  onSort: (sort: IssuerSortField, order: SortDirection) => void;
}

export function IssuersTable({ issuers, query, detailsPath, detailsState, onSort, ...list }: IssuersTableProps) {
  // "Company or name" sorts by either: two sort labels in one header cell.
  const sortLabel = (field: IssuerSortField, label: string, options: { ariaLabel?: string; tight?: boolean } = {}) => {
    const active = query.sort === field;
    return (
      <TableSortLabel
        active={active}
        direction={active ? query.order : 'asc'}
        onClick={() => onSort(field, active && query.order === 'asc' ? 'desc' : 'asc')}
        aria-label={options.ariaLabel}
        // Inside "Company or name", an inactive arrow would leave a gap before "or".
        sx={options.tight && !active ? { '& .MuiTableSortLabel-icon': { display: 'none' } } : undefined}
      >
        {label}
      </TableSortLabel>
    );
  };
  const sortable = (field: IssuerSortField, label: string) => (
    <SortableCell field={field} label={label} sort={query.sort} order={query.order} onSort={onSort} />
  );

  return (
    <PagedTable
      {...list}
      label="Issuers"
      rows={issuers}
      query={query}
      columnCount={COLUMN_COUNT}
      head={
        <>
          <TableCell
            sortDirection={query.sort === 'companyName' || query.sort === 'lastName' ? query.order : false}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {sortLabel('companyName', 'Company', { tight: true })}
            <Box component="span" sx={{ mx: 0.5 }}>
              or
            </Box>
            {sortLabel('lastName', 'name', { ariaLabel: 'Last name' })}
          </TableCell>
          {sortable('email', 'Email')}
          <TableCell>Type</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>Payment type</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>KYC status</TableCell>
          <TableCell align="right">Balance</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>Custom token</TableCell>
          {sortable('createdAt', 'Created')}
        </>
      }
    >
      {issuers?.map((issuer) => {
        const person = personName(issuer);
        const company = issuer.companyName?.trim();
        return (
          <TableRow key={issuer.id} hover data-issuer-id={issuer.id}>
            <TableCell sx={{ minWidth: 180 }}>
              <Link
                component={RouterLink}
                to={detailsPath(issuer)}
                state={detailsState}
                sx={{ overflowWrap: 'break-word', fontWeight: 600 }}
              >
                {company || person || issuer.email}
              </Link>
              {company && person && (
                <Typography variant="body2" color="text.secondary">
                  {person}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'break-word', minWidth: 200 }}>{issuer.email}</TableCell>
            <TableCell>{ISSUER_TYPE_LABELS[issuer.issuerType]}</TableCell>
            <TableCell>{PAYMENT_TYPE_LABELS[issuer.paymentType]}</TableCell>
            <TableCell>
              <KycChip status={issuer.kycStatus} />
            </TableCell>
            <TableCell align="right">
              <BlckAmount value={issuer.balance} />
            </TableCell>
            <TableCell>
              {issuer.customToken ? (
                <Chip size="small" variant="outlined" label={issuer.customToken.prefix} />
              ) : (
                <Typography component="span" variant="body2" color="text.secondary">
                  —
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(issuer.createdAt)}</TableCell>
          </TableRow>
        );
      })}
    </PagedTable>
  );
}
