// Investors (DESIGN §5/§8): intake (pending) → review (active, payments credited) ⇄ cancelled, details and
// removal. Their payments and locks belong to funds/, reached through its service. One operation per file;
// this is the composition, with the method names the routes call.
import type {
  Admin,
  InvestorCancellationBody,
  InvestorExportQuery,
  InvestorFundsBody,
  InvestorIntakeBody,
  InvestorListQuery,
  ReviewInvestorBody,
  UpdateInvestorBody,
} from '@blck/contract';
import { createTrigramSampler } from '../../db/trigram-sample';
import type { AuditContext } from '../audit/audit.service';
import { announce, type InvestorsServiceDeps } from './investor-deps';
import { intake } from './intake';
import { exportInvestorsCsv, getInvestor, listInvestors } from './read-investors';
import { remove } from './remove';
import { report, reportCsv } from './report';
import { review } from './review';
import { setActive } from './set-status';
import { updateDetails } from './update-details';
import { updateFunds } from './update-funds';

export type { InvestorsServiceDeps } from './investor-deps';
export { toInvestor } from './investor-view';

export const createInvestorsService = (deps: InvestorsServiceDeps) => {
  const searchSample = createTrigramSampler({
    clock: deps.clock,
    read: (rows) => deps.investorsRepository.sampleSearchText(deps.db, rows),
  });
  return {
    list: (query: InvestorListQuery) => listInvestors(deps, query, query.search ? searchSample.current() : null),
    get: (id: string) => getInvestor(deps, id),
    exportCsv: (query: InvestorExportQuery) => exportInvestorsCsv(deps, query),
    report: () => report(deps),
    reportCsv: () => reportCsv(deps),

    intake: async (body: InvestorIntakeBody, context: AuditContext) => {
      const investor = await deps.db.transaction((tx) => intake(deps, tx, body, context, deps.clock.now()));
      announce(deps, investor.id, 'registered');
      return investor;
    },

    review: (actor: Admin, body: ReviewInvestorBody, context: AuditContext, idempotencyKey: string | null) =>
      deps.money.run(review(deps, actor, body, context, idempotencyKey)),

    update: (id: string, body: UpdateInvestorBody, context: AuditContext) => updateDetails(deps, id, body, context),

    setActive: async (body: InvestorCancellationBody, context: AuditContext) => {
      const { investor, changed } = await deps.db.transaction((tx) => setActive(deps, tx, body, context));
      if (changed) announce(deps, investor.id, investor.isActive ? 'reactivated' : 'cancelled');
      return investor;
    },

    remove: (id: string, context: AuditContext) => remove(deps, id, context),

    updateFunds: (actor: Admin, body: InvestorFundsBody, context: AuditContext, idempotencyKey: string | null) =>
      deps.money.run(updateFunds(deps, actor, body, context, idempotencyKey)),
  };
};

export type InvestorsService = ReturnType<typeof createInvestorsService>;
