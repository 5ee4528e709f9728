// The fiat currency calls of SPEC §7.
import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { IdParamsSchema } from '../common/fields';
import {
  FiatActiveBodySchema,
  FiatExportQuerySchema,
  FiatListBodySchema,
  FiatListResponseSchema,
  FiatResponseSchema,
  FiatUpdateBodySchema,
} from './fiats.schemas';
import { FIATS_ERRORS } from './fiats.errors';

const AUTH = '/api/auth/v1';

export const fiatsEndpoints = {
  listFiats: defineEndpoint({
    operationId: 'listFiats',
    method: 'POST',
    path: `${AUTH}/fiat/all`,
    service: 'auth',
    summary: 'Fiat currencies, one page at a time (page, perPage, sort, order and an optional isActive in the body).',
    access: 'fiats.view',
    body: FiatListBodySchema,
    response: FiatListResponseSchema,
  }),
  exportFiats: defineEndpoint({
    operationId: 'exportFiats',
    method: 'GET',
    path: `${AUTH}/fiat/export`,
    service: 'auth',
    summary: 'Every fiat currency the list shows under this filter and sort, as CSV, streamed.',
    access: 'fiats.view',
    added: true,
    produces: 'text/csv',
    query: FiatExportQuerySchema,
    response: z.string(),
  }),
  setFiatActive: defineEndpoint({
    operationId: 'setFiatActive',
    method: 'PUT',
    path: `${AUTH}/fiat`,
    service: 'auth',
    summary: 'Activate or deactivate a fiat currency.',
    access: 'fiats.manage',
    affects: ['fiats'],
    body: FiatActiveBodySchema,
    errors: [FIATS_ERRORS.notFound],
    response: FiatResponseSchema,
  }),
  getFiat: defineEndpoint({
    operationId: 'getFiat',
    method: 'GET',
    path: `${AUTH}/fiat/:id`,
    service: 'auth',
    summary: 'One fiat currency.',
    access: 'fiats.view',
    params: IdParamsSchema,
    errors: [FIATS_ERRORS.notFound],
    response: FiatResponseSchema,
  }),
  updateFiat: defineEndpoint({
    operationId: 'updateFiat',
    method: 'PUT',
    path: `${AUTH}/fiat/:id`,
    service: 'auth',
    summary: 'Edit the name, value in $BLCK and label of a fiat currency; labels are unique.',
    access: 'fiats.manage',
    fourEyes: 'fiatValue',
    affects: ['fiats'],
    params: IdParamsSchema,
    body: FiatUpdateBodySchema,
    errors: [FIATS_ERRORS.notFound, FIATS_ERRORS.labelTaken],
    response: FiatResponseSchema,
  }),
};
