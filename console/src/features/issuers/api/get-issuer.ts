// One issuer with its wallet, balance and custom token (GET backoffice/issuer/{id}).
import { issuersEndpoints } from '@blck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { issuersQueryKeys } from './query-keys';

export const getIssuer = async (id: string, signal?: AbortSignal) => {
  const { issuer } = await callEndpoint(issuersEndpoints.getIssuer, { params: { id }, signal, toastOnError: false });
  return issuer;
};

export const getIssuerQueryOptions = (id: string) =>
  queryOptions({ queryKey: issuersQueryKeys.detail(id), queryFn: ({ signal }) => getIssuer(id, signal) });

export const useIssuer = (id: string, enabled = true) => useQuery({ ...getIssuerQueryOptions(id), enabled });
