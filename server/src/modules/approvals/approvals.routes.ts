// Thin routes of the approval calls.
import { endpoints } from '@blck/contract';
import type { RegisterRoute } from '../../http/routes';
import type { ApprovalsService } from './approvals.service';

export const registerApprovalsRoutes = (
  route: RegisterRoute,
  { approvalsService }: { approvalsService: ApprovalsService },
) => {
  route(endpoints.listProposals, ({ session, query }) => approvalsService.list(session, query));
  route(endpoints.countProposals, ({ session }) => approvalsService.count(session));
  route(endpoints.listApprovalPolicies, () => approvalsService.listPolicies());
  route(endpoints.getProposal, async ({ session, params }) => ({
    proposal: await approvalsService.get(session, params.id),
  }));
  route(endpoints.approveProposal, async ({ session, params, body, audit, request, reply }) => ({
    proposal: await approvalsService.approve(session, params.id, body.comment || null, audit, { request, reply }),
  }));
  route(endpoints.rejectProposal, async ({ session, params, body, audit }) => ({
    proposal: await approvalsService.reject(session, params.id, body.comment, audit),
  }));
  route(endpoints.withdrawProposal, async ({ session, params, audit }) => ({
    proposal: await approvalsService.withdraw(session, params.id, audit),
  }));
  route(endpoints.updateApprovalPolicy, async ({ session, params, body, audit }) => ({
    policy: await approvalsService.policies.update(session, params.action, body, audit),
  }));
};
