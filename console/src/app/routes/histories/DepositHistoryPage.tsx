// Route `/wallets/history`: every issuer deposit, newest first unless sorted otherwise; page, sort, order and the
// filters (text, date range) kept in the URL query; the matching deposits download as CSV.
import { HistoryListQuerySchema, IsoDateSchema, SearchTextSchema, SortOrderSchema } from '@blck/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { useDocumentTitle } from '../../../lib/document-title';
import { pagingHandlers, useUrlQuery } from '../../../lib/url-query';
import { useRememberedPerPage } from '../../../lib/list-preferences';
import { useHistoriesReport } from '../../../features/histories/api/histories-report';
import { useListHistories } from '../../../features/histories/api/list-histories';
import { useSearchHistories } from '../../../features/histories/api/search-histories';
import { HistoryFilters, type HistoryFilter } from '../../../features/histories/components/HistoryFilters';
import { HistoryTable } from '../../../features/histories/components/HistoryTable';

const QUERY_KEYS = ['page', 'perPage', 'sort', 'order', 'search', 'start', 'end'] as const;

/** The history's URL query: the list parameters (newest first by default) and the filters. */
const HistoryUrlQuerySchema = HistoryListQuerySchema.extend({
  order: SortOrderSchema.default('desc'),
  search: SearchTextSchema.optional(),
  start: IsoDateSchema.optional(),
  end: IsoDateSchema.optional(),
}).refine((query) => !query.start || !query.end || query.start <= query.end, {
  error: 'The start date must not be after the end date.',
  path: ['end'],
});
type HistoryUrlQuery = ReturnType<typeof HistoryUrlQuerySchema.parse>;

const filterOf = ({ search, start, end }: HistoryUrlQuery): HistoryFilter => {
  const filter: HistoryFilter = {};
  if (search) filter.search = search;
  if (start) filter.start = start;
  if (end) filter.end = end;
  return filter;
};

export default function DepositHistoryPage() {
  useDocumentTitle('Deposit history');
  const { query, update } = useUrlQuery<HistoryUrlQuery>(HistoryUrlQuerySchema, QUERY_KEYS, {
    perPage: useRememberedPerPage('histories'),
  });
  const { page, perPage, sort, order } = query;
  const filter = filterOf(query);
  const filtered = Object.keys(filter).length > 0;

  const list = useListHistories({ page, perPage, sort, order }, !filtered);
  const found = useSearchHistories({ page, perPage, sort, order, ...filter }, filtered);
  const result = filtered ? found : list;
  const report = useHistoriesReport();

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1">Deposit history</Typography>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          loading={report.isPending}
          onClick={() => report.mutate(filter)}
        >
          Download CSV
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <HistoryFilters
          key={JSON.stringify(filter)}
          value={filter}
          onApply={(next) => update({ search: next.search, start: next.start, end: next.end, page: null })}
        />
      </Paper>
      {result.data?.totalIsLowerBound && (
        <Typography variant="body2" color="text.secondary" role="status">
          More than {result.data.total.toLocaleString('en-US')} deposits match: refine the search or the days.
        </Typography>
      )}
      {result.error && !result.data && <ErrorAlert error={result.error} />}
      <HistoryTable
        deposits={result.data?.histories}
        total={result.data?.total ?? 0}
        totalIsLowerBound={result.data?.totalIsLowerBound}
        query={query}
        loading={result.isFetching}
        emptyText={filtered ? 'No deposits match these filters.' : 'There are no deposits yet.'}
        {...pagingHandlers(update)}
      />
    </Stack>
  );
}
