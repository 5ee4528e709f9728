// Route `/investors/view`: the investors with their status and balances; page, rows, sort, order, filters and search
// kept in the URL query; the CSV export of exactly that view, and apart from it the investor report (every payment);
// per row its details, or its review while pending.
import { useLocation } from 'react-router';
import {
  INVESTOR_FILTER_KEYS,
  InvestorListQuerySchema,
  type Investor,
  type InvestorListQuery,
  type InvestorStatus,
} from '@blck/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { ActionButtons } from '../../../components/ui/ActionButtons';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { PageHeading } from '../../../components/ui/PageHeading';
import { ListFilters } from '../../../components/ui/SearchField';
import { StatusFilter } from '../../../components/ui/SelectFilter';
import { backStateOf } from '../../../lib/back-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { pagingHandlers, searchHandler, searchTextOf, useUrlQuery } from '../../../lib/url-query';
import { useRememberedPerPage } from '../../../lib/list-preferences';
import { useExportInvestors } from '../../../features/investors/api/export-investors';
import { useInvestorReport } from '../../../features/investors/api/investor-report';
import { useListInvestors } from '../../../features/investors/api/list-investors';
import { useSearchInvestors } from '../../../features/investors/api/search-investors';
import { InvestorFilters } from '../../../features/investors/components/InvestorFilters';
import { InvestorsTable } from '../../../features/investors/components/InvestorsTable';
import { INVESTOR_STATUS_LABELS, investorLabel } from '../../../features/investors/components/investor-labels';
import { usePermission } from '../use-permission';
import { investorDetailsPath, investorReviewPath } from './paths';

const LIST_KEYS = ['page', 'perPage', 'sort', 'order', ...INVESTOR_FILTER_KEYS] as const;

const emptyText = (search: string, status: InvestorStatus | undefined, filtered: boolean): string => {
  const among = `${status ? ` with status “${INVESTOR_STATUS_LABELS[status]}”` : ''}${filtered ? ' under these filters' : ''}`;
  if (search) return `No investors${among} match “${search}”.`;
  return among ? `There are no investors${among}.` : 'There are no investors yet.';
};

export default function InvestorListPage() {
  useDocumentTitle('Investors');
  const location = useLocation();
  const canManage = usePermission('investors.manage');
  const { query, params, update } = useUrlQuery<InvestorListQuery>(InvestorListQuerySchema, LIST_KEYS, {
    perPage: useRememberedPerPage('investors'),
  });
  const search = searchTextOf(params);
  const report = useInvestorReport();

  const list = useListInvestors(query, search === '');
  const found = useSearchInvestors({ ...query, search }, search !== '');
  const result = search === '' ? list : found;
  const backState = backStateOf(location);
  const exportCsv = useExportInvestors();
  const { page: _page, perPage: _perPage, ...exportQuery } = query;
  const filtered = INVESTOR_FILTER_KEYS.some((key) => key !== 'status' && query[key] !== undefined);

  const rowActions = (investor: Investor) => {
    const name = investorLabel(investor);
    const review = canManage && investor.status === 'pending';
    return (
      <ActionButtons
        size="small"
        label={`Actions for ${name}`}
        actions={[
          review
            ? {
                key: 'review',
                label: 'Review',
                to: investorReviewPath(investor.id),
                state: backState,
                variant: 'contained',
                ariaLabel: `Review ${name}`,
              }
            : {
                key: 'details',
                label: 'Details',
                to: investorDetailsPath(investor.id),
                state: backState,
                ariaLabel: `Details of ${name}`,
              },
        ]}
      />
    );
  };

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Investors"
        actions={
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            loading={report.isPending}
            onClick={() => report.mutate()}
          >
            Download report
          </Button>
        }
      />
      <Stack spacing={1}>
        <ListFilters
          search={{
            value: search,
            placeholder: 'Name, number, email or representative',
            width: 360,
            onSearch: searchHandler(update),
          }}
        >
          <StatusFilter
            value={query.status}
            options={INVESTOR_STATUS_LABELS}
            onChange={(status) => update({ status, page: null })}
          />
        </ListFilters>
        {result.data?.totalIsLowerBound && (
          <Typography variant="body2" color="text.secondary" role="status">
            More than {result.data.total.toLocaleString('en-US')} investors match:{' '}
            {search !== '' ? 'refine the search.' : 'narrow the filters to count them exactly.'}
          </Typography>
        )}
      </Stack>
      {result.error && !result.data && <ErrorAlert error={result.error} />}
      <InvestorsTable
        investors={result.data?.investors}
        total={result.data?.total ?? 0}
        totalIsLowerBound={result.data?.totalIsLowerBound}
        query={query}
        loading={result.isFetching}
        emptyText={emptyText(search, query.status, filtered)}
        filters={<InvestorFilters value={query} onChange={(changes) => update({ ...changes, page: null })} />}
        onExport={() => exportCsv.mutate({ ...exportQuery, ...(search ? { search } : {}) })}
        exporting={exportCsv.isPending}
        detailsPath={(investor) => investorDetailsPath(investor.id)}
        detailsState={backState}
        renderActions={rowActions}
        {...pagingHandlers(update)}
      />
    </Stack>
  );
}
