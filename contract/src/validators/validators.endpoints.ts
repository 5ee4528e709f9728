// The custom validator calls of SPEC §7, the validator counter, and the pairing call of DESIGN §8.
import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { IdParamsSchema } from '../common/fields';
import {
  CustomValidatorExportQuerySchema,
  CustomValidatorListQuerySchema,
  CustomValidatorListResponseSchema,
  CustomValidatorRemovedResponseSchema,
  GenerateCustomValidatorBodySchema,
  GenerateCustomValidatorResponseSchema,
  PairValidatorBodySchema,
  PairValidatorResponseSchema,
  ValidatorCountResponseSchema,
} from './validators.schemas';
import { VALIDATORS_ERRORS } from './validators.errors';

const AUTH = '/api/auth/v1';

export const validatorsEndpoints = {
  listCustomValidators: defineEndpoint({
    operationId: 'listCustomValidators',
    method: 'GET',
    path: `${AUTH}/backoffice/custom/validator/all`,
    service: 'auth',
    summary: 'Custom validators with their total (the console asks for page 0, 30 per page).',
    access: 'authenticators.view',
    query: CustomValidatorListQuerySchema,
    response: CustomValidatorListResponseSchema,
  }),
  exportCustomValidators: defineEndpoint({
    operationId: 'exportCustomValidators',
    method: 'GET',
    path: `${AUTH}/backoffice/custom/validator/export`,
    service: 'auth',
    summary: 'Every custom validator the list shows (not removed, newest first), as CSV, streamed.',
    access: 'authenticators.view',
    added: true,
    produces: 'text/csv',
    query: CustomValidatorExportQuerySchema,
    response: z.string(),
  }),
  generateCustomValidator: defineEndpoint({
    operationId: 'generateCustomValidator',
    method: 'POST',
    path: `${AUTH}/backoffice/custom/validator`,
    service: 'auth',
    summary: "Generate a custom validator after the admin's password; answers its one-time sessionHash.",
    access: 'authenticators.manage',
    affects: ['validators'],
    body: GenerateCustomValidatorBodySchema,
    response: GenerateCustomValidatorResponseSchema,
  }),
  removeCustomValidator: defineEndpoint({
    operationId: 'removeCustomValidator',
    method: 'DELETE',
    path: `${AUTH}/backoffice/custom/validator/remove/:id`,
    service: 'auth',
    summary: 'Remove a custom validator: it stops counting and its pairing code stops working.',
    access: 'authenticators.manage',
    affects: ['validators'],
    params: IdParamsSchema,
    errors: [VALIDATORS_ERRORS.notFound, VALIDATORS_ERRORS.alreadyRemoved],
    response: CustomValidatorRemovedResponseSchema,
  }),
  countValidators: defineEndpoint({
    operationId: 'countValidators',
    method: 'GET',
    path: '/api/v1/validators',
    service: 'validator',
    summary: 'How many validators are paired and not removed.',
    access: 'validators.view',
    response: ValidatorCountResponseSchema,
  }),
  pairValidator: defineEndpoint({
    operationId: 'pairValidator',
    method: 'POST',
    path: '/api/v1/validators/pair',
    service: 'validator',
    summary: 'A validator node pairs with the one-time sessionHash of a custom validator (once).',
    access: 'public',
    affects: ['validators'],
    added: true,
    body: PairValidatorBodySchema,
    errors: [VALIDATORS_ERRORS.pairingCodeUnknown, VALIDATORS_ERRORS.pairingRemoved, VALIDATORS_ERRORS.alreadyPaired],
    response: PairValidatorResponseSchema,
  }),
};
