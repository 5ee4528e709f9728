// Fiat currencies, one page at a time, sorted on the server (POST fiat/all, the list parameters in the body).
import { fiatsEndpoints, type FiatListBody } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { fiatsQueryKeys } from './query-keys';

export const listFiats = (body: FiatListBody, signal?: AbortSignal) =>
  callEndpoint(fiatsEndpoints.listFiats, { body, signal });

export const listFiatsQueryOptions = (body: FiatListBody) =>
  queryOptions({
    queryKey: fiatsQueryKeys.list(body),
    queryFn: ({ signal }) => listFiats(body, signal),
    placeholderData: keepPreviousData,
  });

export const useListFiats = (body: FiatListBody) => useQuery(listFiatsQueryOptions(body));
