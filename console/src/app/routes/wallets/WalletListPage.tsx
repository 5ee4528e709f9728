// Route `/wallets/view`: the issuer wallets with their balances; page, page size (`offset`), order and search kept
// in the URL query; the CSV export of that view; "Increase balance" for admins who manage funds.
import { Link as RouterLink } from 'react-router';
import { WalletListQuerySchema, type WalletListQuery } from '@blck/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddCardIcon from '@mui/icons-material/AddCard';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { SearchField } from '../../../components/ui/SearchField';
import { useDocumentTitle } from '../../../lib/document-title';
import { pagingHandlers, searchHandler, searchTextOf, useUrlQuery } from '../../../lib/url-query';
import { useRememberedPerPage } from '../../../lib/list-preferences';
import { useExportWallets } from '../../../features/wallets/api/export-wallets';
import { useListWallets } from '../../../features/wallets/api/list-wallets';
import { useSearchWallets } from '../../../features/wallets/api/search-wallets';
import { WalletsTable } from '../../../features/wallets/components/WalletsTable';
import { issuerDetailsPath } from '../issuers/paths';
import { usePermission } from '../use-permission';
import { depositPath } from './paths';

const LIST_KEYS = ['page', 'offset', 'order'] as const;
const ORDER_LABELS = { desc: 'Newest issuers first', asc: 'Oldest issuers first' } as const;

export default function WalletListPage() {
  useDocumentTitle('Issuer wallets');
  const canDeposit = usePermission('funds.manage');
  const canSeeIssuers = usePermission('issuers.view');
  const { query, params, update } = useUrlQuery<WalletListQuery>(WalletListQuerySchema, LIST_KEYS, {
    offset: useRememberedPerPage('wallets'),
  });
  const search = searchTextOf(params);

  const list = useListWallets(query, search === '');
  const found = useSearchWallets({ ...query, search }, search !== '');
  const result = search === '' ? list : found;
  const exportCsv = useExportWallets();

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1">Issuer wallets</Typography>
        {canDeposit && (
          <Button component={RouterLink} to={depositPath()} variant="contained" startIcon={<AddCardIcon />}>
            Increase balance
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField value={search} placeholder="Wallet, issuer or email" onSearch={searchHandler(update)} />
        <TextField
          select
          size="small"
          label="Order"
          name="order"
          value={query.order}
          onChange={(event) => update({ order: event.target.value, page: null })}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          {(['desc', 'asc'] as const).map((order) => (
            <MenuItem key={order} value={order}>
              {ORDER_LABELS[order]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {result.error && !result.data && <ErrorAlert error={result.error} />}
      <WalletsTable
        wallets={result.data?.wallets}
        total={result.data?.total ?? 0}
        query={query}
        loading={result.isFetching}
        emptyText={search ? `No wallets match “${search}”.` : 'There are no issuer wallets yet.'}
        onExport={() => exportCsv.mutate({ order: query.order, ...(search ? { search } : {}) })}
        exporting={exportCsv.isPending}
        issuerPath={canSeeIssuers ? (wallet) => issuerDetailsPath(wallet.issuerId) : undefined}
        renderActions={
          canDeposit
            ? (wallet) => (
                <Button
                  component={RouterLink}
                  to={depositPath(wallet.walletAddress)}
                  size="small"
                  variant="outlined"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  Increase balance
                </Button>
              )
            : undefined
        }
        {...pagingHandlers(update, 'offset')}
      />
    </Stack>
  );
}
