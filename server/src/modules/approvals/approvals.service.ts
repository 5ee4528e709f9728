// Four eyes (issue 17): the gate that holds calls back, the decisions on proposals, the policies, and the lists of
// proposals a viewer may see. One file per part; this one wires them and answers the reads.
import { APPROVALS_ERRORS, type ProposalListQuery } from '@blck/contract';
import { apiError } from '../../lib/http-error';
import type { Session } from '../../http/request-context';
import { createDecisions, type DecisionsDeps } from './decisions';
import { createGate, type GateDeps } from './gate';
import { createPolicies } from './policies';
import { mayView, toProposal } from './proposal-view';

export type ApprovalsServiceDeps = GateDeps & DecisionsDeps;

export const createApprovalsService = (deps: ApprovalsServiceDeps) => {
  const { db, config, repository } = deps;
  const decisions = createDecisions(deps);
  const policies = createPolicies(deps);

  return {
    gate: createGate(deps),
    policies,
    expireDue: decisions.expireDue,
    approve: decisions.approve,
    reject: decisions.reject,
    withdraw: decisions.withdraw,

    list: async (session: Session, query: ProposalListQuery) => {
      await decisions.expireDue();
      const { admin } = session;
      const filter = {
        viewerId: admin.id,
        permissions: admin.permissions,
        view: query.view,
        action: query.action,
        status: query.status,
        sort: query.sort,
        order: query.order,
        limit: query.perPage,
        offset: query.page * query.perPage,
      };
      const [{ rows, total }, waitingForMe] = await Promise.all([
        repository.listProposals(db, filter),
        repository.countWaiting(db, admin.id, admin.permissions),
      ]);
      return { data: rows.map((row) => toProposal(row, admin)), total, waitingForMe };
    },

    count: async (session: Session) => {
      await decisions.expireDue();
      return { waitingForMe: await repository.countWaiting(db, session.admin.id, session.admin.permissions) };
    },

    get: async (session: Session, id: string) => {
      await decisions.expireDue();
      const row = await repository.findProposal(db, id);
      if (!row || !mayView(row, session.admin)) throw apiError(APPROVALS_ERRORS.notFound);
      return toProposal(row, session.admin);
    },

    listPolicies: async () => ({
      fourEyes: config.approvals.fourEyes,
      ttlHours: config.approvals.ttlMs / 3_600_000,
      data: await policies.list(),
    }),
  };
};

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
