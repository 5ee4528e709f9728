// Route `/admins/view/:id`: every field of one administrator, and what the viewer may do with them.
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdmin } from '../../../features/admins/api/get-admin';
import { AdminActionButtons } from '../../../features/admins/components/AdminActions';
import { AdminDetails } from '../../../features/admins/components/AdminDetails';
import { ADMIN_LIST_PATH } from './paths';
import { useViewer } from './use-viewer';

/** The list the viewer came from (its page, sort and search), else the plain list. */
const backTarget = (state: unknown): string => {
  const from = state !== null && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith(ADMIN_LIST_PATH) ? from : ADMIN_LIST_PATH;
};

export default function AdminDetailsPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const viewer = useViewer();
  const admin = useAdmin(id);
  const name = admin.data ? `${admin.data.firstName} ${admin.data.lastName}`.trim() || admin.data.email : '';
  useDocumentTitle(name ? `${name} · Administrators` : 'Administrator');

  return (
    <Stack spacing={3}>
      <div>
        <Button component={RouterLink} to={backTarget(location.state)} startIcon={<ArrowBackIcon />} size="small">
          Back to administrators
        </Button>
      </div>
      <Typography variant="h1">{name || 'Administrator'}</Typography>
      {admin.data ? (
        <AdminDetails
          admin={admin.data}
          actions={viewer && <AdminActionButtons admin={admin.data} viewer={viewer} />}
        />
      ) : admin.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void admin.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(admin.error)}
        </Alert>
      ) : (
        <PageSpinner label="Loading the administrator…" />
      )}
    </Stack>
  );
}
