// Route `/issuers/view/:id`: every field of one issuer, its custom token, and what the viewer may do with them.
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCardIcon from '@mui/icons-material/AddCard';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/document-title';
import { useIssuer } from '../../../features/issuers/api/get-issuer';
import { IssuerActions } from '../../../features/issuers/components/IssuerActions';
import { IssuerDetails } from '../../../features/issuers/components/IssuerDetails';
import { issuerDisplayName } from '../../../features/issuers/components/issuer-labels';
import type { CurrencyChoices } from '../../../features/issuers/components/CustomTokenDialog';
import { useActiveOfficialWallets } from '../../../features/wallets/api/list-active-official-wallets';
import { usePermission } from '../use-permission';
import { depositPath } from '../wallets/paths';
import { ISSUER_LIST_PATH } from './paths';

/** The list the viewer came from (its page, sort and search), else the plain list. */
const backTarget = (state: unknown): string => {
  const from = state !== null && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith(ISSUER_LIST_PATH) ? from : ISSUER_LIST_PATH;
};

export default function IssuerDetailsPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const canManage = usePermission('issuers.manage');
  const canDeposit = usePermission('funds.manage');
  const canSeeCurrencies = usePermission('officialWallets.view');
  const issuer = useIssuer(id);
  const officialWallets = useActiveOfficialWallets(canManage && canSeeCurrencies);
  const name = issuer.data ? issuerDisplayName(issuer.data) : '';
  useDocumentTitle(name ? `${name} · Issuers` : 'Issuer');

  // With officialWallets.view, the token currency is picked from the active official wallets; else it is typed.
  const currencies: CurrencyChoices = !canSeeCurrencies
    ? undefined
    : officialWallets.data
      ? officialWallets.data.map((wallet) => wallet.currency)
      : officialWallets.isPending
        ? 'loading'
        : undefined;

  return (
    <Stack spacing={3}>
      <div>
        <Button component={RouterLink} to={backTarget(location.state)} startIcon={<ArrowBackIcon />} size="small">
          Back to issuers
        </Button>
      </div>
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
      ) : issuer.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void issuer.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(issuer.error)}
        </Alert>
      ) : (
        <PageSpinner label="Loading the issuer…" />
      )}
    </Stack>
  );
}
