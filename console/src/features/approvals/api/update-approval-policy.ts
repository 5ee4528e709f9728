// Turns an approval policy on or off and sets its thresholds (PUT approvals/policies/{action}, admins.manage). Itself
// under four eyes: with another admin manager it usually answers 202 and waits for approval (AwaitingApproval).
import { approvalsEndpoints, type ApprovalAction, type UpdateApprovalPolicyBody } from '@blck/contract';
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/mutation';

export interface UpdateApprovalPolicyInput {
  action: ApprovalAction;
  body: UpdateApprovalPolicyBody;
}

export const updateApprovalPolicy = ({ action, body }: UpdateApprovalPolicyInput) =>
  callEndpoint(approvalsEndpoints.updateApprovalPolicy, { params: { action }, body, toastOnError: false });

export const updateApprovalPolicyMutationOptions = () =>
  mutationOptions({ mutationKey: ['approvals', 'update-approval-policy'], mutationFn: updateApprovalPolicy });

export const useUpdateApprovalPolicy = () =>
  useEndpointMutation(approvalsEndpoints.updateApprovalPolicy, updateApprovalPolicyMutationOptions());
