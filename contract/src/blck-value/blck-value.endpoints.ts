// The token value calls of SPEC §7, and the CSV export of the list (added).
import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { IdParamsSchema } from '../common/fields';
import {
  BlckValueBodySchema,
  BlckValueExportQuerySchema,
  BlckValueListQuerySchema,
  BlckValueListResponseSchema,
  BlckValueResponseSchema,
} from './blck-value.schemas';
import { COMMON_ERRORS } from '../common/common.errors';
import { BLCK_VALUE_ERRORS } from './blck-value.errors';

const AUTH = '/api/auth/v1';

export const blckEndpoints = {
  listBlckValues: defineEndpoint({
    operationId: 'listBlckValues',
    method: 'GET',
    path: `${AUTH}/blck`,
    service: 'auth',
    summary: 'Token value entries, newest first, with the current value.',
    access: 'blckValue.view',
    query: BlckValueListQuerySchema,
    errors: [COMMON_ERRORS.creationRangeReversed],
    response: BlckValueListResponseSchema,
  }),
  exportBlckValues: defineEndpoint({
    operationId: 'exportBlckValues',
    method: 'GET',
    path: `${AUTH}/blck/export`,
    service: 'auth',
    summary: 'Every token value entry the list shows under this filter, newest first, as CSV, streamed.',
    access: 'blckValue.view',
    added: true,
    produces: 'text/csv',
    query: BlckValueExportQuerySchema,
    errors: [COMMON_ERRORS.creationRangeReversed],
    response: z.string(),
  }),
  addBlckValue: defineEndpoint({
    operationId: 'addBlckValue',
    method: 'POST',
    path: `${AUTH}/blck`,
    service: 'auth',
    summary: 'Add a token value entry; it becomes the current value.',
    access: 'blckValue.manage',
    fourEyes: 'blckValue',
    affects: ['blck-values'],
    body: BlckValueBodySchema,
    response: BlckValueResponseSchema,
  }),
  getBlckValue: defineEndpoint({
    operationId: 'getBlckValue',
    method: 'GET',
    path: `${AUTH}/blck/:id`,
    service: 'auth',
    summary: 'One token value entry.',
    access: 'blckValue.view',
    params: IdParamsSchema,
    errors: [BLCK_VALUE_ERRORS.notFound],
    response: BlckValueResponseSchema,
  }),
  updateBlckValue: defineEndpoint({
    operationId: 'updateBlckValue',
    method: 'PUT',
    path: `${AUTH}/blck/:id`,
    service: 'auth',
    summary: 'Correct the value of an entry (its place in time does not change).',
    access: 'blckValue.manage',
    fourEyes: 'blckValue',
    affects: ['blck-values'],
    params: IdParamsSchema,
    body: BlckValueBodySchema,
    errors: [BLCK_VALUE_ERRORS.notFound],
    response: BlckValueResponseSchema,
  }),
};
