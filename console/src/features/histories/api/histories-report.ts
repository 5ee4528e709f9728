// Downloads every deposit matching the filters as CSV (POST backoffice/histories/search/report, text/csv).
import { historiesEndpoints, type HistoryReportBody } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/api-client';

export const historiesReport = (body: HistoryReportBody) =>
  downloadEndpoint(historiesEndpoints.historiesReport, {
    body,
    fallbackFilename: `deposits-${new Date().toISOString().slice(0, 10)}.csv`,
  });

export const historiesReportMutationOptions = () =>
  mutationOptions({ mutationKey: ['histories', 'histories-report'], mutationFn: historiesReport });

export const useHistoriesReport = () => useMutation(historiesReportMutationOptions());
