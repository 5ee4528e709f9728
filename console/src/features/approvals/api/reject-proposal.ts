// Rejects a proposal made by another admin (POST approvals/{id}/reject), saying why; nothing is applied.
import { approvalsEndpoints, type EndpointBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberProposal } from './query-keys';

export interface RejectProposalInput {
  id: string;
  body: EndpointBody<typeof approvalsEndpoints.rejectProposal>;
}

export const rejectProposal = async ({ id, body }: RejectProposalInput) =>
  callEndpoint(approvalsEndpoints.rejectProposal, { params: { id }, body, toastOnError: false });

export const rejectProposalMutationOptions = () =>
  mutationOptions({ mutationKey: ['approvals', 'reject-proposal'], mutationFn: rejectProposal });

export const useRejectProposal = () =>
  useEndpointMutation(approvalsEndpoints.rejectProposal, rejectProposalMutationOptions(), (queryClient, { proposal }) =>
    rememberProposal(queryClient, proposal),
  );
