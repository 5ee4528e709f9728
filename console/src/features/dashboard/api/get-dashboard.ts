// The dashboard's figures (GET /api/auth/v1/dashboard): each card is null when the admin may not view its area.
import { dashboardEndpoints } from '@blck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { dashboardQueryKeys } from './query-keys';

export const getDashboard = (signal?: AbortSignal) =>
  callEndpoint(dashboardEndpoints.getDashboard, { signal, toastOnError: false });

export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKeys.figures(),
    queryFn: ({ signal }) => getDashboard(signal),
    select: (answer) => answer.dashboard,
  });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
