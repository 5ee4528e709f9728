// Route `/fiats/view`: the fiat currencies with their value in $BLCK and state; page, rows, sort, order and the state
// filter kept in the URL query, and exported as shown; with fiats.manage, Edit and Deactivate / Activate per row.
import { useLocation } from 'react-router';
import { FiatListQuerySchema, type Fiat, type FiatListQuery } from '@blck/contract';
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
import { FIAT_STATUS_LABELS } from '../../../features/fiats/components/fiat-labels';
import { useExportFiats } from '../../../features/fiats/api/export-fiats';
import { StatusFilter } from '../../../components/ui/SelectFilter';
import { usePermission } from '../use-permission';
import { fiatDetailsPath } from './paths';

const LIST_KEYS = ['page', 'perPage', 'sort', 'order', 'isActive'] as const;
const STATE_LABELS = { true: FIAT_STATUS_LABELS.active, false: FIAT_STATUS_LABELS.deactivated } as const;

export default function FiatListPage() {
  useDocumentTitle('Fiat currencies');
  const location = useLocation();
  const canManage = usePermission('fiats.manage');
  const { query, update } = useUrlQuery<FiatListQuery>(FiatListQuerySchema, LIST_KEYS, {
    perPage: useRememberedPerPage('fiats'),
  });
  const { isActive, ...paging } = query;
  const fiats = useListFiats({ ...paging, ...(isActive ? { isActive: isActive === 'true' } : {}) });
  const exportCsv = useExportFiats();

  return (
    <Stack spacing={3}>
      <PageHeading title="Fiat currencies" description="Each currency's value is the price of one unit in $BLCK." />
      {fiats.error && !fiats.data && <ErrorAlert error={fiats.error} />}
      <FiatsTable
        fiats={fiats.data?.fiats}
        total={fiats.data?.total ?? 0}
        query={paging}
        loading={fiats.isFetching}
        emptyText={
          isActive
            ? `There are no ${STATE_LABELS[isActive].toLowerCase()} fiat currencies.`
            : 'There are no fiat currencies yet.'
        }
        filters={
          <StatusFilter
            value={isActive}
            options={STATE_LABELS}
            onChange={(next) => update({ isActive: next, page: null })}
          />
        }
        onExport={() => exportCsv.mutate({ sort: query.sort, order: query.order, isActive })}
        exporting={exportCsv.isPending}
        detailsPath={(fiat) => fiatDetailsPath(fiat.id)}
        detailsState={backStateOf(location)}
        renderActions={canManage ? (fiat: Fiat) => <FiatActions fiat={fiat} compact /> : undefined}
        {...pagingHandlers(update)}
      />
    </Stack>
  );
}
