// The demo custom validators (DEMO_DATA=1): paired nodes, one awaiting pairing, one removed; their pairing secrets are
// thrown away, so nobody can pair them.
import { randomUUID } from 'node:crypto';
import { AUDIT_ACTION, AUDIT_RESOURCE } from '@blck/contract';
import type { Queryable } from '../db/client';
import { newToken, sha256Hex } from '../lib/crypto';
import type { AuditService } from '../modules/audit/audit.service';
import type { ValidatorsRepository } from '../modules/validators/validators.repository';
import { DAY, SEEDING } from './shared';

/** The demo data set's custom validators: paired nodes, one awaiting pairing, one removed. */
export const DEMO_VALIDATORS = [
  { nodeName: 'frankfurt-validator-01', createdDaysAgo: 210, pairedDaysAgo: 209, removedDaysAgo: null },
  { nodeName: 'singapore-validator-02', createdDaysAgo: 150, pairedDaysAgo: 148, removedDaysAgo: null },
  { nodeName: 'virginia-validator-03', createdDaysAgo: 90, pairedDaysAgo: 90, removedDaysAgo: null },
  { nodeName: 'london-validator-old', createdDaysAgo: 300, pairedDaysAgo: 299, removedDaysAgo: 120 },
  { nodeName: null, createdDaysAgo: 2, pairedDaysAgo: null, removedDaysAgo: null },
] as const;

/** Inserts the demo validators, their days counted back from `today` (ms), each audited. */
export const seedValidators = async (
  tx: Queryable,
  deps: { audit: AuditService; validatorsRepository: ValidatorsRepository },
  today: number,
) => {
  const at = (daysAgo: number | null) => (daysAgo === null ? null : new Date(today - daysAgo * DAY));
  const rows = DEMO_VALIDATORS.map((demo) => ({
    id: randomUUID(),
    sessionHashDigest: sha256Hex(newToken()),
    createdBy: null,
    now: at(demo.createdDaysAgo)!,
    status: demo.removedDaysAgo !== null ? 'removed' : demo.pairedDaysAgo !== null ? 'paired' : 'awaiting_pairing',
    nodeName: demo.pairedDaysAgo === null ? null : demo.nodeName,
    pairedAt: at(demo.pairedDaysAgo),
    removedAt: at(demo.removedDaysAgo),
  })) satisfies Parameters<ValidatorsRepository['insertMany']>[1];
  await deps.validatorsRepository.insertMany(tx, rows);
  for (const row of rows) {
    await deps.audit.append(tx, SEEDING, {
      action: AUDIT_ACTION.demoCustomValidatorSeeded,
      resource: AUDIT_RESOURCE.customValidator,
      resourceId: row.id,
      after: { status: row.status, nodeName: row.nodeName },
    });
  }
  return rows.length;
};
