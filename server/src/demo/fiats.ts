// The demo fiat currencies (DEMO_DATA=1): one currency deactivated, audited, so the list shows both states.
import { AUDIT_ACTION, AUDIT_RESOURCE } from '@blck/contract';
import type { Queryable } from '../db/client';
import type { AuditService } from '../modules/audit/audit.service';
import type { FiatsRepository } from '../modules/fiats/fiats.repository';
import { SEEDING } from './shared';

/** The currencies the demo data set deactivates. */
export const DEMO_DEACTIVATED_FIATS = ['ZAR'] as const;

/** Deactivates the demo's currencies at `now`, each audited. */
export const seedFiats = async (
  tx: Queryable,
  deps: { audit: AuditService; fiatsRepository: FiatsRepository },
  now: Date,
) => {
  const deactivated = await deps.fiatsRepository.deactivateLabels(tx, DEMO_DEACTIVATED_FIATS, now);
  for (const fiat of deactivated) {
    await deps.audit.append(tx, SEEDING, {
      action: AUDIT_ACTION.demoFiatDeactivated,
      resource: AUDIT_RESOURCE.fiat,
      resourceId: fiat.id,
      before: { label: fiat.label, isActive: true },
      after: { label: fiat.label, isActive: false },
    });
  }
  return deactivated.length;
};
