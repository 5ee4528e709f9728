// The dashboard's figures with their states: skeleton cards while they load, the failure with "Retry", and a note
// when a refresh failed while older figures are shown. The figures follow changes live (the realtime connection makes
// the query stale on any change, and after a reconnection), so the time they were computed is shown.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ActionAlert } from '../../../components/ui/ActionAlert';
import { Timestamp } from '../../../components/ui/Timestamp';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { errorMessage } from '../../../lib/api-error';
import { useDashboard } from '../api/get-dashboard';
import { DashboardFigures, hasFigures, type DashboardLinks } from './DashboardFigures';

export function DashboardOverview({ links }: { links: DashboardLinks }) {
  const dashboard = useDashboard();
  const retry = () => void dashboard.refetch();

  if (!dashboard.data) {
    if (dashboard.error) {
      return (
        <ActionAlert severity="error" actionLabel="Retry" onAction={retry}>
          The figures could not be loaded. {errorMessage(dashboard.error)}
        </ActionAlert>
      );
    }
    return <FiguresSkeleton />;
  }
  if (!hasFigures(dashboard.data)) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {dashboard.error && !dashboard.isFetching && (
        <ActionAlert severity="warning" actionLabel="Retry" onAction={retry}>
          The figures could not be refreshed, so they may be out of date. {errorMessage(dashboard.error)}
        </ActionAlert>
      )}
      <DashboardFigures dashboard={dashboard.data} links={links} />
      <Typography variant="caption" color="text.secondary" sx={{ justifySelf: 'end' }}>
        Figures as of <Timestamp value={dashboard.data.generatedAt} variant="time" testId="dashboard-generated-at" />
      </Typography>
    </Box>
  );
}

function FiguresSkeleton() {
  return (
    <Box
      role="status"
      data-testid="dashboard-loading"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
    >
      <VisuallyHidden>Loading the figures…</VisuallyHidden>
      {[0, 1, 2, 3].map((index) => (
        <Card key={index} aria-hidden>
          <CardContent>
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="text" width="80%" sx={{ fontSize: '1.75rem' }} />
            <Skeleton variant="text" width="40%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
