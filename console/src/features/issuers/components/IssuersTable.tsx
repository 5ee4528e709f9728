// The issuers table: sortable by company, last name, email and creation, server-side pages, loading and empty
// states, a details link per row and the balance in $BLCK.
import { Link as RouterLink } from 'react-router';
import type { ISSUER_SORT_FIELDS, Issuer, IssuerListQuery } from '@blck/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { TableStateRows } from '../../../components/ui/TableStateRows';
import { ISSUER_TYPE_LABELS, PAYMENT_TYPE_LABELS, personName } from './issuer-labels';
import { KycChip } from './KycChip';

export type IssuerSortField = (typeof ISSUER_SORT_FIELDS)[number];
export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
const COLUMN_COUNT = 8;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface IssuersTableProps {
  issuers: readonly Issuer[] | undefined;
  total: number;
  query: IssuerListQuery;
  /** True while a page loads; with rows already shown, a bar runs above them. */
  loading: boolean;
  emptyText: string;
  detailsPath: (issuer: Issuer) => string;
  /** Router state given to the details link, e.g. the list's own address for "Back". */
  detailsState?: unknown;
  onSort: (sort: IssuerSortField, order: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
  onRowsPerPage: (perPage: number) => void;
}

export function IssuersTable({
  issuers,
  total,
  query,
  loading,
  emptyText,
  detailsPath,
  detailsState,
  onSort,
  onPage,
  onRowsPerPage,
}: IssuersTableProps) {
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
  const sortDirection = (...fields: IssuerSortField[]) => (fields.includes(query.sort) ? query.order : false);

  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && issuers && <LinearProgress aria-label="Loading issuers" />}</Box>
      <TableContainer>
        <Table aria-label="Issuers" aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell sortDirection={sortDirection('companyName', 'lastName')} sx={{ whiteSpace: 'nowrap' }}>
                {sortLabel('companyName', 'Company', { tight: true })}
                <Box component="span" sx={{ mx: 0.5 }}>
                  or
                </Box>
                {sortLabel('lastName', 'name', { ariaLabel: 'Last name' })}
              </TableCell>
              <TableCell sortDirection={sortDirection('email')}>{sortLabel('email', 'Email')}</TableCell>
              <TableCell>Type</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>Payment type</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>KYC status</TableCell>
              <TableCell align="right">Balance</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>Custom token</TableCell>
              <TableCell sortDirection={sortDirection('createdAt')}>{sortLabel('createdAt', 'Created')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStateRows
              rows={issuers}
              columnCount={COLUMN_COUNT}
              emptyText={emptyText}
              skeletonRows={Math.min(query.perPage, 5)}
            />
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
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime.format(new Date(issuer.createdAt))}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={issuers && query.page * query.perPage >= total && total > 0 ? 0 : query.page}
        rowsPerPage={query.perPage}
        rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS]}
        onPageChange={(_, page) => onPage(page)}
        onRowsPerPageChange={(event) => onRowsPerPage(Number(event.target.value))}
      />
    </Paper>
  );
}
