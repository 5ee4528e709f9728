// The demo token values (DEMO_DATA=1): one entry a month over the last year, the newest last, audited once.
import { randomUUID } from 'node:crypto';
import { AUDIT_ACTION, AUDIT_RESOURCE, toBaseUnits } from '@blck/contract';
import type { Queryable } from '../db/client';
import type { AuditService } from '../modules/audit/audit.service';
import type { BlckRepository } from '../modules/blck-value/blck-value.repository';
import { DAY, SEEDING } from './shared';

/** The demo token values, oldest first. */
export const DEMO_BLCK_VALUES = [
  '0.92',
  '0.95',
  '0.97',
  '1.01',
  '0.99',
  '1.04',
  '1.08',
  '1.06',
  '1.11',
  '1.15',
  '1.13',
  '1.18',
] as const;

/** Inserts the demo token values, a month apart and the newest three days before `today` (ms). */
export const seedBlckValues = async (
  tx: Queryable,
  deps: { audit: AuditService; blckRepository: BlckRepository },
  today: number,
) => {
  const entries = DEMO_BLCK_VALUES.map((value, index) => ({
    id: randomUUID(),
    value: toBaseUnits(value),
    createdBy: null,
    now: new Date(today - (DEMO_BLCK_VALUES.length - 1 - index) * 30 * DAY - 3 * DAY),
  }));
  await deps.blckRepository.insertMany(tx, entries);
  await deps.audit.append(tx, SEEDING, {
    action: AUDIT_ACTION.demoBlckValuesSeeded,
    resource: AUDIT_RESOURCE.blckValue,
    after: { count: entries.length, current: DEMO_BLCK_VALUES.at(-1) },
  });
  return entries.length;
};
