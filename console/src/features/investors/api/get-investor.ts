// One investor with its payments, their states and the locks on them (GET investors/{id}).
import { investorsEndpoints } from '@blck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { investorsQueryKeys } from './query-keys';

export const getInvestor = async (id: string, signal?: AbortSignal) => {
  const { investor, payments, suspendedCurrencies } = await callEndpoint(investorsEndpoints.getInvestor, {
    params: { id },
    signal,
    toastOnError: false,
  });
  return { investor, payments, suspendedCurrencies };
};

/** The investor and its payments (each with the lock that holds it, if any), and the suspended currencies among them. */
export type InvestorWithPayments = Awaited<ReturnType<typeof getInvestor>>;

export const getInvestorQueryOptions = (id: string) =>
  queryOptions({ queryKey: investorsQueryKeys.detail(id), queryFn: ({ signal }) => getInvestor(id, signal) });

export const useInvestor = (id: string, enabled = true) => useQuery({ ...getInvestorQueryOptions(id), enabled });
