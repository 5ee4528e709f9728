// Route `/admins/view/:id`: every field of one administrator, and what the viewer may do with them.
import { useLocation, useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BackButton } from '../../../components/ui/BackButton';
import { QueryFallback } from '../../../components/ui/QueryFallback';
import { backTarget } from '../../../lib/back-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdmin } from '../../../features/admins/api/get-admin';
import { AdminActionButtons } from '../../../features/admins/components/AdminActions';
import { AdminDetails } from '../../../features/admins/components/AdminDetails';
import { ADMIN_LIST_PATH } from './paths';
import { useViewer } from './use-viewer';
import { RecordHistoryPanel } from '../RecordHistoryPanel';
import { displayName } from '../../../lib/people';

export default function AdminDetailsPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const viewer = useViewer();
  const admin = useAdmin(id);
  const name = admin.data ? displayName(admin.data) : '';
  useDocumentTitle(name ? `${name} · Administrators` : 'Administrator');

  return (
    <Stack spacing={3}>
      <BackButton to={backTarget(location.state, ADMIN_LIST_PATH)} label="Back to administrators" />
      <Typography variant="h1">{name || 'Administrator'}</Typography>
      {admin.data ? (
        <AdminDetails
          admin={admin.data}
          actions={viewer && <AdminActionButtons admin={admin.data} viewer={viewer} />}
        />
      ) : (
        <QueryFallback
          error={admin.error}
          onRetry={() => void admin.refetch()}
          loadingLabel="Loading the administrator…"
        />
      )}
      <RecordHistoryPanel resource="admin" resourceId={id} />
    </Stack>
  );
}
