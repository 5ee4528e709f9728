// How many pending proposals the caller may decide (GET approvals/count): the badge of the app bar. Quiet on failure
// (a badge that cannot load shows nothing rather than a toast on every page).
import { approvalsEndpoints } from '@blck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { approvalsQueryKeys } from './query-keys';

export const countProposals = async (signal?: AbortSignal): Promise<number> => {
  const { waitingForMe } = await callEndpoint(approvalsEndpoints.countProposals, { signal, toastOnError: false });
  return waitingForMe;
};

export const countProposalsQueryOptions = () =>
  queryOptions({ queryKey: approvalsQueryKeys.count(), queryFn: ({ signal }) => countProposals(signal) });

export const useCountProposals = (enabled = true) => useQuery({ ...countProposalsQueryOptions(), enabled });
