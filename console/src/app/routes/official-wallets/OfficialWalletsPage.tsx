// Route `/official/wallets/view`: the official wallet of each currency, active or suspended; search (currency),
// order, page and page size (`offset`) kept in the URL query; Suspend / Activate with officialWallets.manage.
import { OfficialWalletListQuerySchema, type OfficialWalletListQuery } from '@blck/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { SearchField } from '../../../components/ui/SearchField';
import { useDocumentTitle } from '../../../lib/document-title';
import { pagingHandlers, searchHandler, useUrlQuery } from '../../../lib/url-query';
import { useRememberedPerPage } from '../../../lib/list-preferences';
import { useListOfficialWallets } from '../../../features/wallets/api/list-official-wallets';
import { OfficialWalletAction } from '../../../features/wallets/components/OfficialWalletAction';
import { OfficialWalletsTable } from '../../../features/wallets/components/OfficialWalletsTable';
import { usePermission } from '../use-permission';

const QUERY_KEYS = ['page', 'offset', 'order', 'search'] as const;

export default function OfficialWalletsPage() {
  useDocumentTitle('Official wallets');
  const canManage = usePermission('officialWallets.manage');
  const { query, update } = useUrlQuery<OfficialWalletListQuery>(OfficialWalletListQuerySchema, QUERY_KEYS, {
    offset: useRememberedPerPage('official-wallets'),
  });
  const wallets = useListOfficialWallets(query);
  const search = query.search ?? '';

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
        emptyText={search ? `No official wallets match “${search}”.` : 'There are no official wallets yet.'}
        renderActions={canManage ? (wallet) => <OfficialWalletAction wallet={wallet} /> : undefined}
        onOrder={(order) => update({ order, page: null })}
        {...pagingHandlers(update, 'offset')}
      />
    </Stack>
  );
}
