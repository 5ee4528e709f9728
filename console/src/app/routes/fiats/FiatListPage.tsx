// Route `/fiats/view`: the fiat currencies with their value in $BLCK and state; page, rows, sort and order kept in the
// URL query; with fiats.manage, Edit and Deactivate / Activate per row.
import { useLocation } from 'react-router';
import { FIAT_SORT_FIELDS, listQuerySchema, type Fiat, type FiatListBody } from '@blck/contract';
import Stack from '@mui/material/Stack';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { PageHeading } from '../../../components/ui/PageHeading';
import { backStateOf } from '../../../lib/back-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { pagingHandlers, useUrlQuery } from '../../../lib/url-query';
import { useRememberedPerPage } from '../../../lib/list-preferences';
import { useListFiats } from '../../../features/fiats/api/list-fiats';
import { FiatActions } from '../../../features/fiats/components/FiatActions';
import { FiatsTable } from '../../../features/fiats/components/FiatsTable';
import { usePermission } from '../use-permission';
import { fiatDetailsPath } from './paths';

const LIST_KEYS = ['page', 'perPage', 'sort', 'order'] as const;
/** The list body's parameters as the URL query carries them (text, coerced to numbers). */
const FiatListUrlSchema = listQuerySchema(FIAT_SORT_FIELDS);

export default function FiatListPage() {
  useDocumentTitle('Fiat currencies');
  const location = useLocation();
  const canManage = usePermission('fiats.manage');
  const { query, update } = useUrlQuery<FiatListBody>(FiatListUrlSchema, LIST_KEYS, {
    perPage: useRememberedPerPage('fiats'),
  });
  const fiats = useListFiats(query);

  return (
    <Stack spacing={3}>
      <PageHeading title="Fiat currencies" description="Each currency's value is the price of one unit in $BLCK." />
      {fiats.error && !fiats.data && <ErrorAlert error={fiats.error} />}
      <FiatsTable
        fiats={fiats.data?.fiats}
        total={fiats.data?.total ?? 0}
        query={query}
        loading={fiats.isFetching}
        emptyText="There are no fiat currencies yet."
        detailsPath={(fiat) => fiatDetailsPath(fiat.id)}
        detailsState={backStateOf(location)}
        renderActions={canManage ? (fiat: Fiat) => <FiatActions fiat={fiat} compact /> : undefined}
        {...pagingHandlers(update)}
      />
    </Stack>
  );
}
