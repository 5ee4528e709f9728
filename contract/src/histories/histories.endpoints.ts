// The deposit history calls of SPEC §7: list, search by text and dates, and the CSV report.
import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import {
  HistoryListQuerySchema,
  HistoryListResponseSchema,
  HistoryReportBodySchema,
  HistorySearchBodySchema,
} from './histories.schemas';

const AUTH = '/api/auth/v1';

export const historiesEndpoints = {
  listHistories: defineEndpoint({
    operationId: 'listHistories',
    method: 'GET',
    path: `${AUTH}/backoffice/histories`,
    service: 'auth',
    summary: 'Issuer deposits, newest first by default.',
    access: 'histories.view',
    query: HistoryListQuerySchema,
    response: HistoryListResponseSchema,
  }),
  searchHistories: defineEndpoint({
    operationId: 'searchHistories',
    method: 'POST',
    path: `${AUTH}/backoffice/histories/search`,
    service: 'auth',
    summary: 'Deposits matching an issuer, wallet or email and a date range (start and end inclusive, UTC days).',
    access: 'histories.view',
    body: HistorySearchBodySchema,
    response: HistoryListResponseSchema,
  }),
  historiesReport: defineEndpoint({
    operationId: 'historiesReport',
    method: 'POST',
    path: `${AUTH}/backoffice/histories/search/report`,
    service: 'auth',
    summary: 'Every matching deposit as CSV, streamed.',
    access: 'histories.view',
    produces: 'text/csv',
    body: HistoryReportBodySchema,
    response: z.string(),
  }),
};
