// Custom validators with their total (GET backoffice/custom/validator/all; SPEC §9: page 0, 30 per page).
import { validatorsEndpoints, type CustomValidatorListQuery } from '@blck/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { validatorsQueryKeys } from './query-keys';

export const listCustomValidators = (query: CustomValidatorListQuery, signal?: AbortSignal) =>
  callEndpoint(validatorsEndpoints.listCustomValidators, { query, signal });

export const listCustomValidatorsQueryOptions = (query: CustomValidatorListQuery) =>
  queryOptions({
    queryKey: validatorsQueryKeys.customList(query),
    queryFn: ({ signal }) => listCustomValidators(query, signal),
    placeholderData: keepPreviousData,
  });

export const useListCustomValidators = (query: CustomValidatorListQuery, enabled = true) =>
  useQuery({ ...listCustomValidatorsQueryOptions(query), enabled });
