// Route `/fiats/view/:id`: one fiat currency, its value as "1 USD = 1.08 $BLCK", and with fiats.manage, Edit and
// Deactivate / Activate.
import { useLocation, useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import { BackButton } from '../../../components/ui/BackButton';
import { PageHeading } from '../../../components/ui/PageHeading';
import { QueryFallback } from '../../../components/ui/QueryFallback';
import { backTarget } from '../../../lib/back-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { useFiat } from '../../../features/fiats/api/get-fiat';
import { FiatActions } from '../../../features/fiats/components/FiatActions';
import { FiatDetails } from '../../../features/fiats/components/FiatDetails';
import { fiatName } from '../../../features/fiats/components/fiat-labels';
import { usePermission } from '../use-permission';
import { FIAT_LIST_PATH } from './paths';
import { RecordHistoryPanel } from '../RecordHistoryPanel';

export default function FiatDetailsPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const canManage = usePermission('fiats.manage');
  const fiat = useFiat(id);
  const name = fiat.data ? fiatName(fiat.data) : '';
  useDocumentTitle(name ? `${name} · Fiat currencies` : 'Fiat currency');

  return (
    <Stack spacing={3}>
      <BackButton to={backTarget(location.state, FIAT_LIST_PATH)} label="Back to fiat currencies" />
      <PageHeading title={name || 'Fiat currency'} />
      {fiat.data ? (
        <FiatDetails fiat={fiat.data} actions={canManage && <FiatActions fiat={fiat.data} />} />
      ) : (
        <QueryFallback error={fiat.error} onRetry={() => void fiat.refetch()} loadingLabel="Loading the currency…" />
      )}
      <RecordHistoryPanel resource="fiat" resourceId={id} />
    </Stack>
  );
}
