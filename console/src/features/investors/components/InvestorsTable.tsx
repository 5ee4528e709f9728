// The investors table: sortable by name, email, status and creation; number and type under the name; status and
// balances at a glance; server-side pages, loading and empty states; a details link per row and the row's actions.
import { Link as RouterLink } from 'react-router';
import type { INVESTOR_SORT_FIELDS, Investor, InvestorListQuery } from '@blck/contract';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import {
  PagedTable,
  SortableCell,
  type PagedListProps,
  type RecordRowProps,
  type SortDirection,
} from '../../../components/ui/PagedTable';
import { InvestorStatusChip } from './InvestorChips';
import { INVESTOR_TYPE_LABELS, investorLabel } from './investor-labels';
import { formatDate } from '../../../lib/dates';

export type InvestorSortField = (typeof INVESTOR_SORT_FIELDS)[number];

export interface InvestorsTableProps extends PagedListProps, RecordRowProps<Investor> {
  investors: readonly Investor[] | undefined;
  query: InvestorListQuery;
  onSort: (sort: InvestorSortField, order: SortDirection) => void;
}

export function InvestorsTable({
  investors,
  query,
  detailsPath,
  detailsState,
  renderActions,
  onSort,
  ...list
}: InvestorsTableProps) {
  const sortable = (field: InvestorSortField, label: string) => (
    <SortableCell field={field} label={label} sort={query.sort} order={query.order} onSort={onSort} />
  );
  return (
    <PagedTable
      {...list}
      label="Investors"
      rows={investors}
      query={query}
      columnCount={renderActions ? 8 : 7}
      head={
        <>
          {sortable('investorName', 'Investor')}
          {sortable('contactEmail', 'Contact email')}
          {sortable('status', 'Status')}
          <TableCell align="right">Available</TableCell>
          <TableCell align="right">Locked</TableCell>
          <TableCell align="right">Withdrawn</TableCell>
          {sortable('createdAt', 'Created')}
          {renderActions && <TableCell align="right" aria-label="Actions" />}
        </>
      }
    >
      {investors?.map((investor) => (
        <TableRow key={investor.id} hover data-investor-id={investor.id}>
          <TableCell sx={{ minWidth: 180 }}>
            <Link
              component={RouterLink}
              to={detailsPath(investor)}
              state={detailsState}
              sx={{ overflowWrap: 'break-word', fontWeight: 600 }}
            >
              {investorLabel(investor)}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
              {investor.investorId} · {INVESTOR_TYPE_LABELS[investor.investorType]}
            </Typography>
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{investor.contactEmail}</TableCell>
          <TableCell>
            <InvestorStatusChip status={investor.status} />
          </TableCell>
          <TableCell align="right" data-testid="balance-available">
            <BlckAmount value={investor.balances.available} />
          </TableCell>
          <TableCell align="right" data-testid="balance-locked">
            <BlckAmount value={investor.balances.locked} />
          </TableCell>
          <TableCell align="right" data-testid="balance-withdrawn">
            <BlckAmount value={investor.balances.withdrawn} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(investor.createdAt)}</TableCell>
          {renderActions && <TableCell align="right">{renderActions(investor)}</TableCell>}
        </TableRow>
      ))}
    </PagedTable>
  );
}
