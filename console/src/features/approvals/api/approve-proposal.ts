// Approves a proposal made by another admin (POST approvals/{id}/approve, optional comment): its request is applied once,
// in one transaction; 409 when it was decided, expired or what it expected changed meanwhile. The refusal is shown in
// the decision dialog, not toasted.
import { approvalsEndpoints, type EndpointBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberProposal } from './query-keys';

export interface ApproveProposalInput {
  id: string;
  body: EndpointBody<typeof approvalsEndpoints.approveProposal>;
}

export const approveProposal = async ({ id, body }: ApproveProposalInput) =>
  callEndpoint(approvalsEndpoints.approveProposal, { params: { id }, body, toastOnError: false });

export const approveProposalMutationOptions = () =>
  mutationOptions({ mutationKey: ['approvals', 'approve-proposal'], mutationFn: approveProposal });

export const useApproveProposal = () =>
  useEndpointMutation(
    approvalsEndpoints.approveProposal,
    approveProposalMutationOptions(),
    (queryClient, { proposal }) => rememberProposal(queryClient, proposal),
  );
