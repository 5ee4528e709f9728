// Downloads every lock of the list under its filters, search and sort as CSV (GET lockedfunds/export).
import { lockedFundsEndpoints, type LockedFundsExportQuery } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/api-client';

export const exportLockedFunds = (query: Partial<LockedFundsExportQuery>) =>
  downloadEndpoint(lockedFundsEndpoints.exportLockedFunds, {
    query,
    fallbackFilename: `locked-funds-${new Date().toISOString().slice(0, 10)}.csv`,
  });

export const exportLockedFundsMutationOptions = () =>
  mutationOptions({ mutationKey: ['locked-funds', 'export-locked-funds'], mutationFn: exportLockedFunds });

export const useExportLockedFunds = () => useMutation(exportLockedFundsMutationOptions());
