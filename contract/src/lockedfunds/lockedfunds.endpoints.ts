// The locked-funds calls of SPEC §7: list, search, lock, withdraw and move the availability date.
import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import {
  LockAvailabilityBodySchema,
  LockedFundsExportQuerySchema,
  LockedFundsListQuerySchema,
  LockedFundsListResponseSchema,
  LockedFundsSearchQuerySchema,
  LockFundsBodySchema,
  LockFundsResponseSchema,
  WithdrawFundsBodySchema,
  WithdrawFundsResponseSchema,
} from './lockedfunds.schemas';

const AUTH = '/api/auth/v1';

export const lockedFundsEndpoints = {
  listLockedFunds: defineEndpoint({
    operationId: 'listLockedFunds',
    method: 'GET',
    path: `${AUTH}/lockedfunds/all`,
    service: 'auth',
    summary: 'Locks, one page at a time, sortable by availability date, creation, amount or status.',
    access: 'lockedFunds.view',
    query: LockedFundsListQuerySchema,
    response: LockedFundsListResponseSchema,
  }),
  searchLockedFunds: defineEndpoint({
    operationId: 'searchLockedFunds',
    method: 'GET',
    path: `${AUTH}/lockedfunds/search`,
    service: 'auth',
    summary: 'Locks whose investor name, investor email or wallet contains the search text.',
    access: 'lockedFunds.view',
    query: LockedFundsSearchQuerySchema,
    response: LockedFundsListResponseSchema,
  }),
  exportLockedFunds: defineEndpoint({
    operationId: 'exportLockedFunds',
    method: 'GET',
    path: `${AUTH}/lockedfunds/export`,
    service: 'auth',
    summary: 'Every lock the list shows under these filters, search and sort, as CSV, streamed.',
    access: 'lockedFunds.view',
    added: true,
    produces: 'text/csv',
    query: LockedFundsExportQuerySchema,
    response: z.string(),
  }),
  lockFunds: defineEndpoint({
    operationId: 'lockFunds',
    method: 'POST',
    path: `${AUTH}/lockedfunds/investors`,
    service: 'auth',
    summary: 'Lock available payments of an investor for a wallet until a date (ledger: pending transfers).',
    access: 'lockedFunds.manage',
    idempotent: true,
    body: LockFundsBodySchema,
    response: LockFundsResponseSchema,
  }),
  withdrawFunds: defineEndpoint({
    operationId: 'withdrawFunds',
    method: 'POST',
    path: `${AUTH}/lockedfunds/investors/withdrawal`,
    service: 'auth',
    summary: 'Withdraw locked payments whose availability date has come (ledger: the pending transfers are posted).',
    access: 'lockedFunds.manage',
    idempotent: true,
    body: WithdrawFundsBodySchema,
    response: WithdrawFundsResponseSchema,
  }),
  setLockAvailability: defineEndpoint({
    operationId: 'setLockAvailability',
    method: 'PUT',
    path: `${AUTH}/lockedfunds/investors/availability`,
    service: 'auth',
    summary: 'Move the date from which a lock can be withdrawn.',
    access: 'lockedFunds.manage',
    body: LockAvailabilityBodySchema,
    response: LockFundsResponseSchema,
  }),
};
