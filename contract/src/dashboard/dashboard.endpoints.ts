// The dashboard's one data call (added): every figure the signed-in admin may view.
import { defineEndpoint } from '../common/endpoint';
import { DashboardResponseSchema } from './dashboard.schemas';

export const dashboardEndpoints = {
  getDashboard: defineEndpoint({
    operationId: 'getDashboard',
    method: 'GET',
    path: '/api/auth/v1/dashboard',
    service: 'auth',
    summary: 'The dashboard figures, each limited to what the admin may view (null otherwise).',
    access: 'session',
    added: true,
    response: DashboardResponseSchema,
  }),
};
