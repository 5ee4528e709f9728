// Route `/official/wallets/view`: the official wallet of each currency, active or suspended; search (currency),
// filters (state, currency), order, page and page size (`offset`) kept in the URL query, and the CSV export of that
// view; Suspend / Activate with officialWallets.manage.
import {
  OFFICIAL_WALLET_FILTER_KEYS,
  OfficialWalletListQuerySchema,
  type OfficialWalletListQuery,
} from '@blck/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { SearchField } from '../../../components/ui/SearchField';
import { useDocumentTitle } from '../../../lib/document-title';
import { pagingHandlers, searchHandler, useUrlQuery } from '../../../lib/url-query';
import { useRememberedPerPage } from '../../../lib/list-preferences';
import { useExportOfficialWallets } from '../../../features/wallets/api/export-official-wallets';
import { useListOfficialWallets } from '../../../features/wallets/api/list-official-wallets';
import { OfficialWalletFilters } from '../../../features/wallets/components/OfficialWalletFilters';
import { OfficialWalletAction } from '../../../features/wallets/components/OfficialWalletAction';
import { OfficialWalletsTable } from '../../../features/wallets/components/OfficialWalletsTable';
import { usePermission } from '../use-permission';

const QUERY_KEYS = ['page', 'offset', 'order', 'search', ...OFFICIAL_WALLET_FILTER_KEYS] as const;

export default function OfficialWalletsPage() {
  useDocumentTitle('Official wallets');
  const canManage = usePermission('officialWallets.manage');
  const { query, update } = useUrlQuery<OfficialWalletListQuery>(OfficialWalletListQuerySchema, QUERY_KEYS, {
    offset: useRememberedPerPage('official-wallets'),
  });
  const wallets = useListOfficialWallets(query);
  const search = query.search ?? '';
  const exportCsv = useExportOfficialWallets();
  const { page: _page, offset: _offset, ...exportQuery } = query;
  const filtered = OFFICIAL_WALLET_FILTER_KEYS.some((key) => query[key] !== undefined);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">Official wallets</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          One official wallet per currency. While a wallet is suspended, no balance in its currency can change.
        </Typography>
      </div>
      <SearchField value={search} placeholder="Currency" width={240} onSearch={searchHandler(update)} />
      {wallets.error && !wallets.data && <ErrorAlert error={wallets.error} />}
      <OfficialWalletsTable
        wallets={wallets.data?.wallets}
        total={wallets.data?.total ?? 0}
        query={query}
        loading={wallets.isFetching}
        emptyText={
          search
            ? `No official wallets${filtered ? ' under these filters' : ''} match “${search}”.`
            : filtered
              ? 'No official wallets match these filters.'
              : 'There are no official wallets yet.'
        }
        filters={<OfficialWalletFilters value={query} onChange={(changes) => update({ ...changes, page: null })} />}
        onExport={() => exportCsv.mutate(exportQuery)}
        exporting={exportCsv.isPending}
        renderActions={canManage ? (wallet) => <OfficialWalletAction wallet={wallet} /> : undefined}
        onOrder={(order) => update({ order, page: null })}
        {...pagingHandlers(update, 'offset')}
      />
    </Stack>
  );
}
