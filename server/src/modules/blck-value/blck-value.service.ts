// Token value entries (DESIGN §8): the newest entry is the current value of $BLCK, in the reference currency
// (BLCK_VALUE_CURRENCY); an entry's value may be corrected, its place in time may not. Every change audited and
// announced.
import { randomUUID } from 'node:crypto';
import {
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  toBaseUnits,
  type Admin,
  type BlckValue,
  type BlckValueBody,
  type BlckValueExportQuery,
  type BlckValueFilter,
  type BlckValueListQuery,
} from '@blck/contract';
import { BLCK_VALUE_ERRORS, BLCK_VALUE_EVENTS, COMMON_ERRORS } from '@blck/contract';
import type { Db } from '../../db/client';
import type { KeysetCursor } from '../../db/keyset';
import type { Clock } from '../../lib/clock';
import { csvKeysetStream } from '../../lib/csv';
import { checkDayRange } from '../../lib/day-range';
import type { EventBus } from '../../lib/events';
import { apiError } from '../../lib/http-error';
import type { AuditContext, AuditService } from '../audit/audit.service';
import type { BlckRepository, StoredBlckValue } from './blck-value.repository';

export interface BlckServiceDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  events: EventBus;
  blckRepository: BlckRepository;
  /** The reference currency every value is in (the BLCK_VALUE_CURRENCY setting, a fiat label). */
  currency: string;
}

/** A year of monthly token values for the demo data set, oldest first. */

/** The columns of the token value CSV export, in order. */
const EXPORT_COLUMNS = ['id', 'value', 'currency', 'createdAt', 'updatedAt', 'createdByEmail'] as const;

const checkCreatedRange = (filter: BlckValueFilter) =>
  checkDayRange(filter.createdFrom, filter.createdTo, COMMON_ERRORS.creationRangeReversed);

export const createBlckService = (deps: BlckServiceDeps) => {
  const { db, clock, audit, events, blckRepository, currency } = deps;
  const withCurrency = (entry: StoredBlckValue): BlckValue => ({ ...entry, currency });

  const noEntry = () => apiError(BLCK_VALUE_ERRORS.notFound);
  const announce = (entry: StoredBlckValue, action: string) =>
    events.changed({ area: 'blckValue', resource: BLCK_VALUE_EVENTS.changed.resource, id: entry.id, action });

  return {
    list: async (query: BlckValueListQuery) => {
      checkCreatedRange(query);
      const { blckValues, total, current } = await blckRepository.list(db, query);
      return {
        total,
        currency,
        current: current && withCurrency(current),
        blckValues: blckValues.map(withCurrency),
      };
    },

    /** Every entry of the list under this filter, newest first, as CSV. */
    exportCsv: (query: BlckValueExportQuery) => {
      checkCreatedRange(query);
      return csvKeysetStream<KeysetCursor>(EXPORT_COLUMNS, async (after, limit) =>
        (await blckRepository.listAfter(db, query, after, limit)).map(({ blckValue, cursor }) => ({
          cells: EXPORT_COLUMNS.map((column) => withCurrency(blckValue)[column]),
          cursor,
        })),
      );
    },

    get: async (id: string) => {
      const entry = await blckRepository.findById(db, id);
      if (!entry) throw noEntry();
      return withCurrency(entry);
    },

    /** A new entry, which becomes the current value. */
    add: async (actor: Pick<Admin, 'id'>, body: BlckValueBody, context: AuditContext) => {
      const entry = await db.transaction(async (tx) => {
        const created = await blckRepository.insert(tx, {
          id: randomUUID(),
          value: toBaseUnits(body.value),
          createdBy: actor.id,
          now: clock.now(),
        });
        await audit.append(tx, context, {
          action: AUDIT_ACTION.blckValueAdded,
          resource: AUDIT_RESOURCE.blckValue,
          resourceId: created.id,
          before: null,
          after: { value: created.value, currency, createdAt: created.createdAt },
        });
        return created;
      });
      announce(entry, 'added');
      return withCurrency(entry);
    },

    /** Corrects the value of an entry; its time stays. The same value again succeeds and changes nothing. */
    update: async (id: string, body: BlckValueBody, context: AuditContext) => {
      const value = toBaseUnits(body.value);
      const { entry, changed } = await db.transaction(async (tx) => {
        const current = await blckRepository.findById(tx, id, true);
        if (!current) throw noEntry();
        if (toBaseUnits(current.value) === value) return { entry: current, changed: false };
        const updated = await blckRepository.setValue(tx, current.id, value, clock.now());
        await audit.append(tx, context, {
          action: AUDIT_ACTION.blckValueUpdated,
          resource: AUDIT_RESOURCE.blckValue,
          resourceId: current.id,
          before: { value: current.value },
          after: { value: updated.value },
        });
        return { entry: updated, changed: true };
      });
      if (changed) announce(entry, 'updated');
      return withCurrency(entry);
    },
  };
};

export type BlckService = ReturnType<typeof createBlckService>;
