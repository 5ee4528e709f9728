// Thin route of the dashboard's one data call.
import { endpoints } from '@blck/contract';
import type { RegisterRoute } from '../../http/routes';
import type { DashboardService } from './dashboard.service';

export const registerDashboardRoutes = (
  route: RegisterRoute,
  { dashboardService }: { dashboardService: DashboardService },
) => {
  route(endpoints.getDashboard, async ({ session }) => ({ dashboard: await dashboardService.get(session.admin) }));
};
