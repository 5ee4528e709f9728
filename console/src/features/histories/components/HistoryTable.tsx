// The deposit history table: time and amount sortable, issuer, wallet, email, balance after and the admin who
// deposited; server-side pages, loading and empty states.
import type { Deposit, HISTORY_SORT_FIELDS, HistoryListQuery } from '@blck/contract';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { PagedTable, SortableCell, type PagedListProps, type SortDirection } from '../../../components/ui/PagedTable';
import { formatDate } from '../../../lib/dates';

export type HistorySortField = (typeof HISTORY_SORT_FIELDS)[number];

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem' } as const;

export interface HistoryTableProps extends PagedListProps {
  deposits: readonly Deposit[] | undefined;
  query: HistoryListQuery;
  onSort: (sort: HistorySortField, order: SortDirection) => void;
}

export function HistoryTable({ deposits, query, onSort, ...list }: HistoryTableProps) {
  const sortable = (field: HistorySortField, label: string, align?: 'right') => (
    <SortableCell
      field={field}
      label={label}
      sort={query.sort}
      order={query.order}
      onSort={onSort}
      align={align}
      firstOrder="desc"
    />
  );

  return (
    <PagedTable
      {...list}
      label="Deposits"
      rows={deposits}
      query={query}
      columnCount={7}
      size="small"
      head={
        <>
          {sortable('createdAt', 'Time')}
          <TableCell>Issuer</TableCell>
          <TableCell>Wallet</TableCell>
          <TableCell>Email</TableCell>
          {sortable('amount', 'Amount', 'right')}
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            Balance after
          </TableCell>
          <TableCell>Admin</TableCell>
        </>
      }
    >
      {deposits?.map((deposit) => (
        <TableRow key={deposit.id} hover data-deposit-id={deposit.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <time dateTime={deposit.createdAt}>
              {formatDate(deposit.createdAt)}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {time.format(new Date(deposit.createdAt))}
              </Box>
            </time>
          </TableCell>
          <TableCell sx={{ minWidth: 140 }}>{deposit.issuerName}</TableCell>
          <TableCell sx={{ ...mono, wordBreak: 'break-all', minWidth: 160 }}>{deposit.walletAddress}</TableCell>
          <TableCell sx={{ overflowWrap: 'break-word', minWidth: 180 }}>{deposit.email}</TableCell>
          <TableCell align="right">
            <BlckAmount value={deposit.amount} />
          </TableCell>
          <TableCell align="right">
            <BlckAmount value={deposit.balanceAfter} />
          </TableCell>
          <TableCell sx={{ overflowWrap: 'break-word', minWidth: 160 }}>
            {deposit.adminEmail ?? (
              <Typography component="span" variant="body2" color="text.secondary">
                System
              </Typography>
            )}
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
