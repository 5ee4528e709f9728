// Downloads every issuer wallet of the list under its search and order, with balances, as CSV
// (GET v1/wallets/admin/export).
import { walletsEndpoints, type WalletExportQuery } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/api-client';

export const exportWallets = (query: Partial<WalletExportQuery>) =>
  downloadEndpoint(walletsEndpoints.exportWallets, {
    query,
    fallbackFilename: `issuer-wallets-${new Date().toISOString().slice(0, 10)}.csv`,
  });

export const exportWalletsMutationOptions = () =>
  mutationOptions({ mutationKey: ['wallets', 'export-wallets'], mutationFn: exportWallets });

export const useExportWallets = () => useMutation(exportWalletsMutationOptions());
