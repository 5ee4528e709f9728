// The one list every screen uses: MUI X Data Grid in server mode (the server pages and sorts), declared per list as
// column definitions. It adds what each list would otherwise repeat: amounts right-aligned with the column's decimals
// and the unit in the header, columns and density kept per admin and list, rows per page remembered, a sticky header,
// a busy bar while a page loads, an empty text, "of more than N" when the server's total is a lower bound, and
// timestamp columns that show the whole moment with its time zone on hover and keyboard focus (Timestamp).
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridLocaleText,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { groupDigits } from '@blck/contract';
import { Timestamp, type TimestampStyle } from './Timestamp';
import { VisuallyHidden } from './VisuallyHidden';
import { useListPreferences } from '../../lib/list-preferences';
import { ListToolbar, ToolbarExtrasContext, type ToolbarExtras } from './DataListToolbar';

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export type SortDirection = 'asc' | 'desc';

/** A column: a Data Grid column definition plus the list's own conveniences. */
export type ListColumn<T extends GridValidRowModel> = GridColDef<T> & {
  /** An amount column: each row's decimal string, right-aligned with the column's decimals, the unit in the header. */
  amountOf?: (row: T) => string;
  /** The amount column's unit, "$BLCK" unless given. */
  unit?: string;
  /** Hidden by default on screens narrower than this (px); the column chooser shows it again. */
  hideBelow?: number;
  /** `data-testid` of an amount cell's value. */
  testId?: string;
  /**
   * A timestamp column: the field's ISO value (or "—" when null) as a Timestamp in this style, whose whole value and
   * time zone show on hover and when the cell gets the keyboard focus.
   */
  timestamp?: TimestampStyle;
};

/** What a list takes from its page besides its rows, its query and its own columns. */
export interface PagedListProps {
  total: number;
  /** True when `total` is a lower bound (a search or filter past its count's cap): "of more than 1,000". */
  totalIsLowerBound?: boolean;
  /** True while a page loads: a bar runs above the rows. */
  loading: boolean;
  /** Shown when there are no rows, e.g. "No investors match …". */
  emptyText: string;
  onPage: (page: number) => void;
  onRowsPerPage: (perPage: number) => void;
}

/** A list whose rows open their record's page and may carry actions. */
export interface RecordRowProps<T> {
  detailsPath: (row: T) => string;
  /** Router state given to the details link, e.g. the list's own address for "Back". */
  detailsState?: unknown;
  renderActions?: (row: T) => ReactNode;
}

export interface DataListProps<T extends GridValidRowModel> extends PagedListProps {
  /** Key of the stored column and density choices, e.g. "investors". */
  listId: string;
  /** The grid's accessible name, e.g. "Investors". */
  label: string;
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string;
  columns: ReadonlyArray<ListColumn<T>>;
  /** The page shown (from 0), the page size and the server's sort. */
  query: { page: number; perPage: number; sort?: string; order?: SortDirection };
  onSort?: (sort: string, order: SortDirection) => void;
  /** Actions at the end of each row (never hidden). */
  renderActions?: (row: T) => ReactNode;
  /** Width of the actions column in px. */
  actionsWidth?: number;
  /** The page sizes offered. */
  rowsPerPageOptions?: readonly number[];
  /** Filter fields shown in the grid's toolbar (selects, a day range), their values kept in the URL by the page. */
  filters?: ReactNode;
  /** Downloads the whole list under its current filters, search and sort as CSV ("Export" in the toolbar). */
  onExport?: () => void;
  /** True while the export downloads. */
  exporting?: boolean;
  /** Rows as tall as their content (two-line cells, a disabled action's reason) instead of one line each. */
  autoRowHeight?: boolean;
}

const grouped = new Intl.NumberFormat('en-US');

const fractionDigits = (amount: string): number => amount.split('.')[1]?.length ?? 0;

/** The amount with `decimals` fraction digits (padded with zeros; never cut) and grouped whole digits. */
export const amountWithDecimals = (amount: string, decimals: number): string => {
  const [whole = '0', fraction = ''] = amount.split('.');
  const padded = fraction.padEnd(decimals, '0');
  return groupDigits(padded ? `${whole}.${padded}` : whole);
};

const subscribeToResize = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};
const viewportWidth = () => window.innerWidth;

export function DataList<T extends GridValidRowModel>({
  listId,
  label,
  rows,
  getRowId,
  columns,
  total,
  totalIsLowerBound = false,
  query,
  loading,
  emptyText,
  onPage,
  onRowsPerPage,
  onSort,
  renderActions,
  actionsWidth = 120,
  rowsPerPageOptions = ROWS_PER_PAGE_OPTIONS,
  filters,
  onExport,
  exporting,
  autoRowHeight = false,
}: DataListProps<T>) {
  const { preferences, change } = useListPreferences(listId);
  const width = useSyncExternalStore(subscribeToResize, viewportWidth, () => 1280);

  const gridColumns = useMemo(() => {
    const built: GridColDef<T>[] = columns.map(
      ({ amountOf, unit = '$BLCK', hideBelow: _hideBelow, testId, timestamp, ...column }) => {
        const base = { sortable: false, ...column } as GridColDef<T>;
        if (timestamp) {
          return {
            ...base,
            renderCell: ({ value, tabIndex }) =>
              typeof value === 'string' && value ? (
                <Timestamp value={value} variant={timestamp} tabIndex={tabIndex} testId={testId} />
              ) : (
                '—'
              ),
          } satisfies GridColDef<T>;
        }
        if (!amountOf) return base;
        const decimals = Math.max(0, ...(rows ?? []).map((row) => fractionDigits(amountOf(row))));
        return {
          ...base,
          headerName: `${column.headerName ?? column.field} (${unit})`,
          align: 'right',
          headerAlign: 'right',
          renderCell: ({ row }) => (
            <Box
              component="span"
              data-amount={amountOf(row)}
              data-testid={testId}
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {amountWithDecimals(amountOf(row), decimals)}
            </Box>
          ),
        } satisfies GridColDef<T>;
      },
    );
    if (renderActions) {
      built.push({
        field: '__actions',
        headerName: 'Actions',
        width: actionsWidth,
        sortable: false,
        hideable: false,
        disableColumnMenu: true,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => renderActions(row),
      });
    }
    return built;
  }, [columns, rows, renderActions, actionsWidth]);

  const visibility = useMemo<GridColumnVisibilityModel>(() => {
    const defaults: GridColumnVisibilityModel = {};
    for (const column of columns) {
      if (column.hideBelow !== undefined) defaults[column.field] = width >= column.hideBelow;
    }
    return { ...defaults, ...preferences.columns };
  }, [columns, width, preferences.columns]);

  const sortModel: GridSortModel = query.sort ? [{ field: query.sort, sort: query.order ?? 'asc' }] : [];
  // A page past the end (rows removed meanwhile, an old link) shows as the first page until the URL follows.
  const page = rows && query.page * query.perPage >= total && total > 0 ? 0 : query.page;
  const paginationModel: GridPaginationModel = { page, pageSize: query.perPage };

  const localeText: Partial<GridLocaleText> = {
    paginationDisplayedRows: ({ from, to, count }) =>
      `${grouped.format(from)}–${grouped.format(to)} of ${totalIsLowerBound ? 'more than ' : ''}${grouped.format(count)}`,
    noRowsLabel: emptyText,
  };

  const toolbarExtras = useMemo<ToolbarExtras>(
    () => ({ label, filters, onExport, exporting }),
    [label, filters, onExport, exporting],
  );

  return (
    <ToolbarExtrasContext value={toolbarExtras}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          // The grid grows with its rows up to the window's height, then scrolls under its sticky header.
          maxHeight: { xs: 640, sm: 'max(360px, calc(100dvh - 180px))' },
          width: '100%',
          minWidth: 0,
        }}
      >
        <DataGrid<T>
          aria-label={label}
          rows={rows ?? []}
          getRowId={getRowId}
          columns={gridColumns}
          rowCount={total}
          loading={loading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          // At most 100 rows a page: all rendered, so find-in-page, screen readers and tests see every row.
          disableVirtualization
          disableRowSelectionOnClick
          getRowHeight={autoRowHeight ? () => 'auto' : undefined}
          sortingOrder={['asc', 'desc']}
          paginationModel={paginationModel}
          pageSizeOptions={[...rowsPerPageOptions]}
          onPaginationModelChange={(next) => {
            if (next.pageSize !== query.perPage) {
              change({ perPage: next.pageSize });
              onRowsPerPage(next.pageSize);
            } else if (next.page !== page) onPage(next.page);
          }}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            const [first] = model;
            if (first?.sort && onSort) onSort(first.field, first.sort);
          }}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={(model) => change({ columns: model })}
          density={preferences.density ?? 'compact'}
          onDensityChange={(density) => change({ density })}
          showToolbar
          slots={{ toolbar: ListToolbar, noRowsOverlay: () => <EmptyRows text={emptyText} /> }}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          localeText={localeText}
          sx={{
            '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
            ...(autoRowHeight && { '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.75 } }),
            '& .MuiDataGrid-cell--textRight': { justifyContent: 'flex-end' },
            '& .MuiDataGrid-cell.mono': {
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: '0.8rem',
            },
          }}
        />
        <VisuallyHidden>
          <span role="status">{rows && rows.length === 0 ? emptyText : ''}</span>
        </VisuallyHidden>
      </Box>
    </ToolbarExtrasContext>
  );
}

/** The empty text inside the grid has no role (a grid owns only rows); the status region beside it announces it. */
function EmptyRows({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'flex', height: '100%', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Typography component="div" color="text.secondary" data-testid="list-empty">
        {text}
      </Typography>
    </Box>
  );
}
