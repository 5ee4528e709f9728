// The frame every server-side table shares: a loading bar above the rows once a page is shown, the table with its
// header, skeleton and empty rows (TableStateRows), and the pagination under it; plus the sortable header cell.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination, { type LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { TableStateRows } from './TableStateRows';

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

/** Whole numbers grouped as the pagination's own label groups them ("1,000"). */
const grouped = new Intl.NumberFormat('en-US');

/** "1–25 of more than 1,000": the pagination's label when its total is a lower bound. */
const rowsOfMoreThan = ({ from, to, count }: LabelDisplayedRowsArgs) =>
  `${grouped.format(from)}–${grouped.format(to)} of more than ${grouped.format(count)}`;

export type SortDirection = 'asc' | 'desc';

/** What a list table takes from its page besides its rows, its query and its own columns. */
export interface PagedListProps {
  total: number;
  /** True when `total` is a lower bound (a search that matched more than it counted): "of more than 1,000". */
  totalIsLowerBound?: boolean;
  /** True while a page loads; with rows already shown, a bar runs above them. */
  loading: boolean;
  /** Shown when there are no rows, e.g. "No investors match …". */
  emptyText: string;
  onPage: (page: number) => void;
  onRowsPerPage: (perPage: number) => void;
}

/** A table whose rows open their record's page and may carry actions. */
export interface RecordRowProps<T> {
  detailsPath: (row: T) => string;
  /** Router state given to the details link, e.g. the list's own address for "Back". */
  detailsState?: unknown;
  renderActions?: (row: T) => ReactNode;
}

export interface PagedTableProps extends PagedListProps {
  /** The table's accessible name, e.g. "Investors". */
  label: string;
  /** The loading bar's accessible name; "Loading <label>" unless given. */
  loadingLabel?: string;
  /** The rows of the page, undefined while the first page loads. */
  rows: readonly unknown[] | undefined;
  /** The page shown (from 0) and the page size. */
  query: { page: number; perPage: number };
  columnCount: number;
  /** The header row's cells. */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
  size?: 'small' | 'medium';
  /** How many skeleton rows stand in for the first page (at most the page size). */
  skeletonRows?: number;
  /** The page sizes offered; one size (a list whose page size is fixed) hides the choice. */
  rowsPerPageOptions?: readonly number[];
}

export function PagedTable({
  label,
  loadingLabel,
  rows,
  total,
  totalIsLowerBound = false,
  query: { page, perPage },
  loading,
  emptyText,
  columnCount,
  head,
  children,
  size,
  skeletonRows = 5,
  rowsPerPageOptions = ROWS_PER_PAGE_OPTIONS,
  onPage,
  onRowsPerPage,
}: PagedTableProps) {
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>
        {loading && rows && <LinearProgress aria-label={loadingLabel ?? `Loading ${label.toLowerCase()}`} />}
      </Box>
      <TableContainer>
        <Table size={size} aria-label={label} aria-busy={loading}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>
            <TableStateRows
              rows={rows}
              columnCount={columnCount}
              emptyText={emptyText}
              skeletonRows={Math.min(perPage, skeletonRows)}
            />
            {children}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        // A page past the end (rows removed meanwhile, an old link) shows as the first page until the URL follows.
        page={rows && page * perPage >= total && total > 0 ? 0 : page}
        rowsPerPage={perPage}
        // Pages up to the counted total stay reachable; only the label says there are more.
        labelDisplayedRows={totalIsLowerBound ? rowsOfMoreThan : undefined}
        rowsPerPageOptions={[...rowsPerPageOptions]}
        onPageChange={(_, next) => onPage(next)}
        onRowsPerPageChange={(event) => onRowsPerPage(Number(event.target.value))}
      />
    </Paper>
  );
}

export interface SortableCellProps<F extends string> {
  field: F;
  label: string;
  /** The sort in effect. */
  sort: string;
  order: SortDirection;
  onSort: (sort: F, order: SortDirection) => void;
  align?: 'right';
  /** The direction a first click on this column sorts by. */
  firstOrder?: SortDirection;
}

/** A header cell that sorts by `field`: a first click sorts by `firstOrder`, the next ones flip the direction. */
export function SortableCell<F extends string>({
  field,
  label,
  sort,
  order,
  onSort,
  align,
  firstOrder = 'asc',
}: SortableCellProps<F>) {
  const active = sort === field;
  const flipped: SortDirection = firstOrder === 'asc' ? 'desc' : 'asc';
  return (
    <TableCell sortDirection={active ? order : false} align={align} sx={{ whiteSpace: 'nowrap' }}>
      <TableSortLabel
        active={active}
        direction={active ? order : firstOrder}
        onClick={() => onSort(field, active && order === firstOrder ? flipped : firstOrder)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
