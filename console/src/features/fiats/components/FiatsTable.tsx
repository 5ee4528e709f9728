// The fiat currencies table: sortable by name, label, value, state and last change; server-side pages, loading and
// empty states; the name opens the currency's page, and the manager's actions sit at the end of the row.
import { Link as RouterLink } from 'react-router';
import type { FIAT_SORT_FIELDS, Fiat, FiatListBody } from '@blck/contract';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {
  PagedTable,
  SortableCell,
  type PagedListProps,
  type RecordRowProps,
  type SortDirection,
} from '../../../components/ui/PagedTable';
import { FiatStatusChip } from './FiatStatusChip';
import { fiatValueText } from './fiat-labels';
import { formatDate } from '../../../lib/dates';

export type FiatSortField = (typeof FIAT_SORT_FIELDS)[number];

export interface FiatsTableProps extends PagedListProps, RecordRowProps<Fiat> {
  fiats: readonly Fiat[] | undefined;
  query: FiatListBody;
  onSort: (sort: FiatSortField, order: SortDirection) => void;
}

export function FiatsTable({
  fiats,
  query,
  detailsPath,
  detailsState,
  renderActions,
  onSort,
  ...list
}: FiatsTableProps) {
  const sortable = (
    field: FiatSortField,
    label: string,
    more: { align?: 'right'; firstOrder?: SortDirection } = {},
  ) => <SortableCell field={field} label={label} sort={query.sort} order={query.order} onSort={onSort} {...more} />;
  return (
    <PagedTable
      {...list}
      label="Fiat currencies"
      rows={fiats}
      query={query}
      columnCount={renderActions ? 6 : 5}
      head={
        <>
          {sortable('title', 'Currency')}
          {sortable('label', 'Label')}
          {sortable('value', 'Value', { align: 'right' })}
          {sortable('isActive', 'Status')}
          {sortable('updatedAt', 'Updated', { firstOrder: 'desc' })}
          {renderActions && <TableCell align="right" aria-label="Actions" />}
        </>
      }
    >
      {fiats?.map((fiat) => (
        <TableRow key={fiat.id} hover data-fiat-id={fiat.id} data-label={fiat.label}>
          <TableCell>
            <Link
              component={RouterLink}
              to={detailsPath(fiat)}
              state={detailsState}
              sx={{ overflowWrap: 'break-word', fontWeight: 600 }}
            >
              {fiat.title}
            </Link>
          </TableCell>
          <TableCell sx={{ fontWeight: 600 }}>{fiat.label}</TableCell>
          <TableCell
            align="right"
            data-testid="fiat-value"
            sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {fiatValueText(fiat.label, fiat.value)}
          </TableCell>
          <TableCell>
            <FiatStatusChip active={fiat.isActive} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <time dateTime={fiat.updatedAt}>{formatDate(fiat.updatedAt)}</time>
          </TableCell>
          {renderActions && <TableCell align="right">{renderActions(fiat)}</TableCell>}
        </TableRow>
      ))}
    </PagedTable>
  );
}
