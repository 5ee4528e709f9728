// Downloads every token value entry of the list under its filter, newest first, as CSV (GET blck/export).
import { blckEndpoints, type BlckValueExportQuery } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/api-client';

export const exportBlckValues = (query: Partial<BlckValueExportQuery>) =>
  downloadEndpoint(blckEndpoints.exportBlckValues, {
    query,
    fallbackFilename: `token-values-${new Date().toISOString().slice(0, 10)}.csv`,
  });

export const exportBlckValuesMutationOptions = () =>
  mutationOptions({ mutationKey: ['blck-value', 'export-blck-values'], mutationFn: exportBlckValues });

export const useExportBlckValues = () => useMutation(exportBlckValuesMutationOptions());
