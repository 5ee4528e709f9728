// Downloads every official wallet of the list under its filters, search and order as CSV
// (GET v1/officials/wallets/admin/export).
import { walletsEndpoints, type OfficialWalletExportQuery } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/api-client';

export const exportOfficialWallets = (query: Partial<OfficialWalletExportQuery>) =>
  downloadEndpoint(walletsEndpoints.exportOfficialWallets, {
    query,
    fallbackFilename: `official-wallets-${new Date().toISOString().slice(0, 10)}.csv`,
  });

export const exportOfficialWalletsMutationOptions = () =>
  mutationOptions({ mutationKey: ['official-wallets', 'export-official-wallets'], mutationFn: exportOfficialWallets });

export const useExportOfficialWallets = () => useMutation(exportOfficialWalletsMutationOptions());
