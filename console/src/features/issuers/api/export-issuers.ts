// Downloads every issuer of the list under its filters, search and sort as CSV (GET backoffice/issuers/export).
import { issuersEndpoints, type IssuerExportQuery } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/api-client';

export const exportIssuers = (query: Partial<IssuerExportQuery>) =>
  downloadEndpoint(issuersEndpoints.exportIssuers, {
    query,
    fallbackFilename: `issuers-${new Date().toISOString().slice(0, 10)}.csv`,
  });

export const exportIssuersMutationOptions = () =>
  mutationOptions({ mutationKey: ['issuers', 'export-issuers'], mutationFn: exportIssuers });

export const useExportIssuers = () => useMutation(exportIssuersMutationOptions());
