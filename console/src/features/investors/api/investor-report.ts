// Downloads every investor with its payments as CSV, one row per payment (GET investors/report?format=csv; the
// call answers JSON by default, SPEC §7).
import { investorsEndpoints } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/api-client';

export const investorReport = () =>
  downloadEndpoint(investorsEndpoints.investorReport, {
    query: { format: 'csv' },
    fallbackFilename: `investors-${new Date().toISOString().slice(0, 10)}.csv`,
  });

export const investorReportMutationOptions = () =>
  mutationOptions({ mutationKey: ['investors', 'investor-report'], mutationFn: investorReport });

export const useInvestorReport = () => useMutation(investorReportMutationOptions());
