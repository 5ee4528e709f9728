// Route `/issuers/view/:id`: every field of one issuer, its custom token, and what the viewer may do with them.
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCardIcon from '@mui/icons-material/AddCard';
import { PAGINATION } from '@blck/contract';
import { useQuery } from '@tanstack/react-query';
import { BackButton } from '../../../components/ui/BackButton';
import { QueryFallback } from '../../../components/ui/QueryFallback';
import { backTarget } from '../../../lib/back-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { useIssuer } from '../../../features/issuers/api/get-issuer';
import { IssuerActions } from '../../../features/issuers/components/IssuerActions';
import { IssuerDetails } from '../../../features/issuers/components/IssuerDetails';
import { issuerDisplayName } from '../../../features/issuers/components/issuer-labels';
import type { CurrencyChoices } from '../../../features/issuers/components/CustomTokenDialog';
import { listFiatsQueryOptions } from '../../../features/fiats/api/list-fiats';
import { useActiveOfficialWallets } from '../../../features/wallets/api/list-active-official-wallets';
import { usePermission } from '../use-permission';
import { depositPath } from '../wallets/paths';
import { ISSUER_LIST_PATH } from './paths';
import { RecordHistoryPanel } from '../RecordHistoryPanel';

export default function IssuerDetailsPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const canManage = usePermission('issuers.manage');
  const canDeposit = usePermission('funds.manage');
  const canSeeWallets = usePermission('officialWallets.view');
  const canSeeFiats = usePermission('fiats.view');
  const canSeeWallet = usePermission('wallets.view');
  const issuer = useIssuer(id);
  const officialWallets = useActiveOfficialWallets(canManage && canSeeWallets);
  const fiats = useQuery({
    ...listFiatsQueryOptions({ page: 0, perPage: PAGINATION.maxPerPage, sort: 'label', order: 'asc' }),
    enabled: canManage && canSeeFiats,
  });
  const name = issuer.data ? issuerDisplayName(issuer.data) : '';
  useDocumentTitle(name ? `${name} · Issuers` : 'Issuer');

  // A token's currency is a fiat label (DESIGN §8) with an active official wallet: picked from the fiats (narrowed
  // to the active official wallets when the admin sees those), else typed.
  const currencies: CurrencyChoices = !canSeeFiats
    ? undefined
    : fiats.isPending || (canSeeWallets && officialWallets.isPending)
      ? 'loading'
      : !fiats.data
        ? undefined
        : {
            codes: fiats.data.fiats
              .map((fiat) => fiat.label)
              .filter((label) => !officialWallets.data || officialWallets.data.some((w) => w.currency === label)),
            withActiveWallet: Boolean(officialWallets.data),
          };

  return (
    <Stack spacing={3}>
      <BackButton to={backTarget(location.state, ISSUER_LIST_PATH)} label="Back to issuers" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1">{name || 'Issuer'}</Typography>
        {canDeposit && issuer.data?.wallet && (
          <Button
            component={RouterLink}
            to={depositPath(issuer.data.wallet)}
            variant="outlined"
            startIcon={<AddCardIcon />}
          >
            Increase balance
          </Button>
        )}
      </Stack>
      {issuer.data ? (
        <IssuerDetails
          issuer={issuer.data}
          actions={canManage && <IssuerActions issuer={issuer.data} currencies={currencies} />}
        />
      ) : (
        <QueryFallback error={issuer.error} onRetry={() => void issuer.refetch()} loadingLabel="Loading the issuer…" />
      )}
      <RecordHistoryPanel resource="issuer" resourceId={id} />
      {issuer.data?.wallet && canSeeWallet && (
        <RecordHistoryPanel resource="wallet" resourceId={issuer.data.wallet} title="Wallet history" />
      )}
    </Stack>
  );
}
