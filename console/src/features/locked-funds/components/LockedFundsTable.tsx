// The locked funds table: investor, wallet, amount, when the funds become available (and how soon), state and
// creation; sortable by availability, amount, state and creation; server-side pages, loading and empty states, and
// the row's actions.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { LOCKED_FUNDS_SORT_FIELDS, LockedFunds, LockedFundsListQuery } from '@blck/contract';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AvailabilityDate } from '../../../components/ui/AvailabilityDate';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { Mono } from '../../../components/ui/DetailList';
import { PagedTable, SortableCell, type PagedListProps, type SortDirection } from '../../../components/ui/PagedTable';
import { LockStatusChip } from './LockStatusChip';
import { formatDate, formatDateTime } from '../../../lib/dates';

export type LockedFundsSortField = (typeof LOCKED_FUNDS_SORT_FIELDS)[number];

export interface LockedFundsTableProps extends PagedListProps {
  locks: readonly LockedFunds[] | undefined;
  query: LockedFundsListQuery;
  /** Where the investor's name leads (their details), when the viewer may open it. */
  investorPath?: (lock: LockedFunds) => string;
  renderActions?: (lock: LockedFunds) => ReactNode;
  onSort: (sort: LockedFundsSortField, order: SortDirection) => void;
}

export function LockedFundsTable({
  locks,
  query,
  investorPath,
  renderActions,
  onSort,
  ...list
}: LockedFundsTableProps) {
  const sortable = (field: LockedFundsSortField, label: string, align?: 'right') => (
    <SortableCell field={field} label={label} sort={query.sort} order={query.order} onSort={onSort} align={align} />
  );
  return (
    <PagedTable
      {...list}
      label="Locked funds"
      rows={locks}
      query={query}
      columnCount={renderActions ? 7 : 6}
      head={
        <>
          <TableCell>Investor</TableCell>
          <TableCell>Wallet</TableCell>
          {sortable('amount', 'Amount', 'right')}
          {sortable('availableFrom', 'Available from')}
          {sortable('status', 'Status')}
          {sortable('createdAt', 'Created')}
          {renderActions && <TableCell align="right" aria-label="Actions" />}
        </>
      }
    >
      {locks?.map((lock) => (
        <TableRow key={lock.id} hover data-lock-id={lock.id}>
          <TableCell sx={{ minWidth: 160 }}>
            {investorPath ? (
              <Link component={RouterLink} to={investorPath(lock)} sx={{ fontWeight: 600 }}>
                {lock.investorName}
              </Link>
            ) : (
              lock.investorName
            )}
            <Typography variant="body2" color="text.secondary">
              {lock.paymentIds.length === 1 ? '1 payment' : `${lock.paymentIds.length} payments`}
            </Typography>
          </TableCell>
          <TableCell sx={{ minWidth: 150 }}>
            <Mono small>{lock.walletAddress}</Mono>
          </TableCell>
          <TableCell align="right">
            <BlckAmount value={lock.amount} strong />
          </TableCell>
          <TableCell>
            {lock.status === 'locked' ? (
              <AvailabilityDate value={lock.availableFrom} />
            ) : (
              <time dateTime={lock.availableFrom}>{formatDateTime(lock.availableFrom)}</time>
            )}
          </TableCell>
          <TableCell>
            <LockStatusChip status={lock.status} />
            {lock.withdrawnAt && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(lock.withdrawnAt)}
              </Typography>
            )}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(lock.createdAt)}</TableCell>
          {renderActions && <TableCell align="right">{renderActions(lock)}</TableCell>}
        </TableRow>
      ))}
    </PagedTable>
  );
}
