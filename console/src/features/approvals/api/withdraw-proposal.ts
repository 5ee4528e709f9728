// The maker withdraws their pending proposal (POST approvals/{id}/withdraw); nothing is applied.
import { approvalsEndpoints, type EndpointBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';
import { rememberProposal } from './query-keys';

export interface WithdrawProposalInput {
  id: string;
  body: EndpointBody<typeof approvalsEndpoints.withdrawProposal>;
}

export const withdrawProposal = async ({ id, body }: WithdrawProposalInput) =>
  callEndpoint(approvalsEndpoints.withdrawProposal, { params: { id }, body, toastOnError: false });

export const withdrawProposalMutationOptions = () =>
  mutationOptions({ mutationKey: ['approvals', 'withdraw-proposal'], mutationFn: withdrawProposal });

export const useWithdrawProposal = () =>
  useEndpointMutation(
    approvalsEndpoints.withdrawProposal,
    withdrawProposalMutationOptions(),
    (queryClient, { proposal }) => rememberProposal(queryClient, proposal),
  );
