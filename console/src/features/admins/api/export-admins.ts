// Downloads every administrator of the list under its filters, search and sort as CSV (GET backoffice/export).
import { adminsEndpoints, type AdminExportQuery } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/api-client';

export const exportAdmins = (query: Partial<AdminExportQuery>) =>
  downloadEndpoint(adminsEndpoints.exportAdmins, {
    query,
    fallbackFilename: `admins-${new Date().toISOString().slice(0, 10)}.csv`,
  });

export const exportAdminsMutationOptions = () =>
  mutationOptions({ mutationKey: ['admins', 'export-admins'], mutationFn: exportAdmins });

export const useExportAdmins = () => useMutation(exportAdminsMutationOptions());
