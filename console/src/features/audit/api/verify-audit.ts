// Recomputes the audit hash chain on the server and reports the first broken event (GET audit/verify), on demand.
import { auditEndpoints } from '@blck/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const verifyAudit = () => callEndpoint(auditEndpoints.verifyAudit);

export const verifyAuditMutationOptions = () =>
  mutationOptions({ mutationKey: ['audit', 'verify-audit'], mutationFn: verifyAudit });

export const useVerifyAudit = () => useMutation(verifyAuditMutationOptions());
