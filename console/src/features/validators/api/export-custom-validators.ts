// Downloads every custom validator of the list (not removed, newest first) as CSV
// (GET backoffice/custom/validator/export).
import { validatorsEndpoints } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/api-client';

export const exportCustomValidators = () =>
  downloadEndpoint(validatorsEndpoints.exportCustomValidators, {
    query: {},
    fallbackFilename: `custom-validators-${new Date().toISOString().slice(0, 10)}.csv`,
  });

export const exportCustomValidatorsMutationOptions = () =>
  mutationOptions({ mutationKey: ['validators', 'export-custom-validators'], mutationFn: exportCustomValidators });

export const useExportCustomValidators = () => useMutation(exportCustomValidatorsMutationOptions());
