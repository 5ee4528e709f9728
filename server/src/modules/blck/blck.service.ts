// Token value entries (DESIGN §8): the newest entry is the current value of $BLCK; an entry's value may be
// corrected, its place in time may not. Every change audited and announced.
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
import type { Db, Queryable } from '../../db/client';
import type { KeysetCursor } from '../../db/keyset';
import type { Clock } from '../../lib/clock';
import { csvKeysetStream } from '../../lib/csv';
import { checkDayRange } from '../../lib/day-range';
import type { EventBus } from '../../lib/events';
import { notFound } from '../../lib/http-error';
import type { AuditContext, AuditService } from '../audit/audit.service';
import type { BlckRepository } from './blck.repository';

export interface BlckServiceDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  events: EventBus;
  blckRepository: BlckRepository;
}

/** A year of monthly token values for the demo data set, oldest first. */
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

const DAY = 86_400_000;

/** The columns of the token value CSV export, in order. */
const EXPORT_COLUMNS = ['id', 'value', 'createdAt', 'updatedAt', 'createdByEmail'] as const;

const checkCreatedRange = (filter: BlckValueFilter) =>
  checkDayRange(filter.createdFrom, filter.createdTo, 'The end of the creation range is before its start.');
const SYSTEM: AuditContext = { actorId: null, actorEmail: null, requestId: null, ip: null };

export const createBlckService = (deps: BlckServiceDeps) => {
  const { db, clock, audit, events, blckRepository } = deps;

  const noEntry = () => notFound('There is no token value entry with this id.', 'BLCK_VALUE_NOT_FOUND');
  const announce = (entry: BlckValue, action: string) =>
    events.changed({ area: 'blckValue', resource: 'blck_value', id: entry.id, action });

  return {
    list: (query: BlckValueListQuery) => {
      checkCreatedRange(query);
      return blckRepository.list(db, query);
    },

    /** Every entry of the list under this filter, newest first, as CSV. */
    exportCsv: (query: BlckValueExportQuery) => {
      checkCreatedRange(query);
      return csvKeysetStream<KeysetCursor>(EXPORT_COLUMNS, async (after, limit) =>
        (await blckRepository.listAfter(db, query, after, limit)).map(({ blckValue, cursor }) => ({
          cells: EXPORT_COLUMNS.map((column) => blckValue[column]),
          cursor,
        })),
      );
    },

    get: async (id: string) => (await blckRepository.findById(db, id)) ?? Promise.reject(noEntry()),

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
          after: { value: created.value, createdAt: created.createdAt },
        });
        return created;
      });
      announce(entry, 'added');
      return entry;
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
      return entry;
    },

    /** Demo data inside the demo seed's transaction: one entry a month over the last year, the newest last. */
    seedDemo: async (tx: Queryable) => {
      const today = clock.now().getTime();
      const entries = DEMO_BLCK_VALUES.map((value, index) => ({
        id: randomUUID(),
        value: toBaseUnits(value),
        createdBy: null,
        now: new Date(today - (DEMO_BLCK_VALUES.length - 1 - index) * 30 * DAY - 3 * DAY),
      }));
      await blckRepository.insertMany(tx, entries);
      await audit.append(tx, SYSTEM, {
        action: AUDIT_ACTION.demoBlckValuesSeeded,
        resource: AUDIT_RESOURCE.blckValue,
        after: { count: entries.length, current: DEMO_BLCK_VALUES.at(-1) },
      });
      return entries.length;
    },
  };
};

export type BlckService = ReturnType<typeof createBlckService>;
