// Downloads every investor of the list under its filters, search and sort as CSV, one row each (GET investors/export).
import { investorsEndpoints, type InvestorExportQuery } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/api-client';

export const exportInvestors = (query: Partial<InvestorExportQuery>) =>
  downloadEndpoint(investorsEndpoints.exportInvestors, {
    query,
    fallbackFilename: `investors-list-${new Date().toISOString().slice(0, 10)}.csv`,
  });

export const exportInvestorsMutationOptions = () =>
  mutationOptions({ mutationKey: ['investors', 'export-investors'], mutationFn: exportInvestors });

export const useExportInvestors = () => useMutation(exportInvestorsMutationOptions());
