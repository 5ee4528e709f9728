// How many validators are paired and not removed (GET /api/v1/validators, the validator service: Bearer header).
import { validatorsEndpoints } from '@blck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { validatorsQueryKeys } from './query-keys';

export const countValidators = (signal?: AbortSignal) => callEndpoint(validatorsEndpoints.countValidators, { signal });

export const countValidatorsQueryOptions = () =>
  queryOptions({
    queryKey: validatorsQueryKeys.count(),
    queryFn: ({ signal }) => countValidators(signal),
    select: (answer) => answer.data.count,
  });

export const useCountValidators = (enabled = true) => useQuery({ ...countValidatorsQueryOptions(), enabled });
