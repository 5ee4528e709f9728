// Downloads every fiat currency of the list under its filter and sort as CSV (GET fiat/export).
import { fiatsEndpoints, type FiatExportQuery } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/api-client';

export const exportFiats = (query: Partial<FiatExportQuery>) =>
  downloadEndpoint(fiatsEndpoints.exportFiats, {
    query,
    fallbackFilename: `fiats-${new Date().toISOString().slice(0, 10)}.csv`,
  });

export const exportFiatsMutationOptions = () =>
  mutationOptions({ mutationKey: ['fiats', 'export-fiats'], mutationFn: exportFiats });

export const useExportFiats = () => useMutation(exportFiatsMutationOptions());
