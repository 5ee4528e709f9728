// Route `/issuers/view`: the issuers, with page, rows, sort, order, filters and search kept in the URL query, and
// the CSV export of exactly that view.
import { useLocation } from 'react-router';
import { ISSUER_FILTER_KEYS, IssuerListQuerySchema, type IssuerListQuery } from '@blck/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { SearchField } from '../../../components/ui/SearchField';
import { backStateOf } from '../../../lib/back-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { pagingHandlers, searchHandler, searchTextOf, useUrlQuery } from '../../../lib/url-query';
import { useRememberedPerPage } from '../../../lib/list-preferences';
import { useListIssuers } from '../../../features/issuers/api/list-issuers';
import { useSearchIssuers } from '../../../features/issuers/api/search-issuers';
import { useExportIssuers } from '../../../features/issuers/api/export-issuers';
import { IssuerFilters } from '../../../features/issuers/components/IssuerFilters';
import { IssuersTable } from '../../../features/issuers/components/IssuersTable';
import { issuerDetailsPath } from './paths';

const LIST_KEYS = ['page', 'perPage', 'sort', 'order', ...ISSUER_FILTER_KEYS] as const;

export default function IssuerListPage() {
  useDocumentTitle('Issuers');
  const location = useLocation();
  const { query, params, update } = useUrlQuery<IssuerListQuery>(IssuerListQuerySchema, LIST_KEYS, {
    perPage: useRememberedPerPage('issuers'),
  });
  const search = searchTextOf(params);

  const list = useListIssuers(query, search === '');
  const found = useSearchIssuers({ ...query, search }, search !== '');
  const result = search === '' ? list : found;
  const exportCsv = useExportIssuers();
  const { page: _page, perPage: _perPage, ...exportQuery } = query;
  const filtered = ISSUER_FILTER_KEYS.some((key) => query[key] !== undefined);
  const emptyText = search
    ? `No issuers${filtered ? ' under these filters' : ''} match “${search}”.`
    : filtered
      ? 'No issuers match these filters.'
      : 'There are no issuers yet.';

  return (
    <Stack spacing={3}>
      <Typography variant="h1">Issuers</Typography>
      <SearchField
        value={search}
        placeholder="Email, name, company or wallet"
        width={360}
        onSearch={searchHandler(update)}
      />
      {result.error && !result.data && <ErrorAlert error={result.error} />}
      <IssuersTable
        issuers={result.data?.issuers}
        total={result.data?.total ?? 0}
        query={query}
        loading={result.isFetching}
        emptyText={emptyText}
        filters={<IssuerFilters value={query} onChange={(changes) => update({ ...changes, page: null })} />}
        onExport={() => exportCsv.mutate({ ...exportQuery, ...(search ? { search } : {}) })}
        exporting={exportCsv.isPending}
        detailsPath={(issuer) => issuerDetailsPath(issuer.id)}
        detailsState={backStateOf(location)}
        {...pagingHandlers(update)}
      />
    </Stack>
  );
}
