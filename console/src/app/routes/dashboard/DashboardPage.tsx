// Route `/dashboard`: who is signed in and the sections their permissions open.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentAdmin } from '../../../features/auth/api/get-current-admin';
import { AdminSummaryCard } from '../../../features/dashboard/components/AdminSummaryCard';
import { SectionLinks } from '../../../features/dashboard/components/SectionLinks';
import { useDocumentTitle } from '../../../lib/document-title';
import { useVisibleSections } from '../../visible-sections';
import { CurrentAdminState } from '../CurrentAdminState';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const currentAdmin = useCurrentAdmin();
  const sections = useVisibleSections();

  return (
    <Stack spacing={3}>
      <Typography variant="h1">Dashboard</Typography>
      {currentAdmin.data ? (
        <>
          <AdminSummaryCard admin={currentAdmin.data} />
          <Stack component="section" spacing={2} aria-labelledby="sections-heading">
            <Typography variant="h2" id="sections-heading">
              Your sections
            </Typography>
            <SectionLinks sections={sections.filter((section) => section.path !== '/dashboard')} />
          </Stack>
        </>
      ) : (
        <CurrentAdminState error={currentAdmin.error} onRetry={() => void currentAdmin.refetch()} />
      )}
    </Stack>
  );
}
