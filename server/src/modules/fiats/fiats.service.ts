// Fiat currencies (DESIGN §8): seeded with common currencies, priced in $BLCK, activated or deactivated, edited
// with a unique label; every change audited and announced.
import {
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  toBaseUnits,
  type Fiat,
  type FiatActiveBody,
  type FiatExportQuery,
  type FiatListBody,
  type FiatUpdateBody,
} from '@blck/contract';
import { FIATS_ERRORS, FIATS_EVENTS } from '@blck/contract';
import type { Db } from '../../db/client';
import type { KeysetCursor } from '../../db/keyset';
import type { Clock } from '../../lib/clock';
import { csvKeysetStream } from '../../lib/csv';
import type { EventBus } from '../../lib/events';
import { apiError } from '../../lib/http-error';
import type { AuditContext } from '../../http/request-context';
import type { AuditService } from '../audit/audit.service';
import type { FiatsRepository } from './fiats.repository';

export interface FiatsServiceDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  events: EventBus;
  fiatsRepository: FiatsRepository;
}

/** The demo data set shows one deactivated currency. */

const editable = (fiat: Fiat) => ({ title: fiat.title, value: fiat.value, label: fiat.label });

/** The columns of the fiat CSV export, in order. */
const EXPORT_COLUMNS = ['id', 'label', 'title', 'value', 'isActive', 'updatedAt'] as const;

export const createFiatsService = (deps: FiatsServiceDeps) => {
  const { db, clock, audit, events, fiatsRepository } = deps;

  const noFiat = () => apiError(FIATS_ERRORS.notFound);
  const labelTaken = (label: string, holder: string | null) => apiError(FIATS_ERRORS.labelTaken, label, holder);

  const announce = (fiat: Fiat, action: string) =>
    events.changed({ area: 'fiats', resource: FIATS_EVENTS.changed.resource, id: fiat.id, action });

  return {
    list: (body: FiatListBody) => fiatsRepository.list(db, body),

    /** Every fiat of the list under this filter and sort, as CSV. */
    exportCsv: (query: FiatExportQuery) =>
      csvKeysetStream<KeysetCursor>(EXPORT_COLUMNS, async (after, limit) =>
        (await fiatsRepository.listAfter(db, query, after, limit)).map(({ fiat, cursor }) => ({
          cells: EXPORT_COLUMNS.map((column) => fiat[column]),
          cursor,
        })),
      ),

    get: async (id: string) => (await fiatsRepository.findById(db, id)) ?? Promise.reject(noFiat()),

    /** Activates or deactivates; asking for the state it already has succeeds and changes nothing. */
    setActive: async (body: FiatActiveBody, context: AuditContext) => {
      const { fiat, changed } = await db.transaction(async (tx) => {
        const current = await fiatsRepository.findById(tx, body.id, true);
        if (!current) throw noFiat();
        if (current.isActive === body.isActive) return { fiat: current, changed: false };
        const updated = await fiatsRepository.setActive(tx, current.id, body.isActive, clock.now());
        await audit.append(tx, context, {
          action: body.isActive ? AUDIT_ACTION.fiatActivated : AUDIT_ACTION.fiatDeactivated,
          resource: AUDIT_RESOURCE.fiat,
          resourceId: current.id,
          before: { label: current.label, isActive: current.isActive },
          after: { label: updated.label, isActive: updated.isActive },
          reason: body.reason ?? null,
        });
        return { fiat: updated, changed: true };
      });
      if (changed) announce(fiat, fiat.isActive ? 'activated' : 'deactivated');
      return fiat;
    },

    /** Edits title, value and label; a label held by another fiat is refused (409) and nothing changes. */
    update: async (id: string, body: FiatUpdateBody, context: AuditContext) => {
      const { fiat, changed } = await db.transaction(async (tx) => {
        const current = await fiatsRepository.findById(tx, id, true);
        if (!current) throw noFiat();
        const value = toBaseUnits(body.value);
        if (current.title === body.title && toBaseUnits(current.value) === value && current.label === body.label) {
          return { fiat: current, changed: false };
        }
        if (current.label !== body.label) {
          const holder = await fiatsRepository.labelHolder(tx, body.label, current.id);
          if (holder !== null) throw labelTaken(body.label, holder);
        }
        const updated = await fiatsRepository.update(
          tx,
          current.id,
          { title: body.title, value, label: body.label },
          clock.now(),
        );
        // A concurrent edit took the label between the check and the write.
        if (!updated) throw labelTaken(body.label, null);
        await audit.append(tx, context, {
          action: AUDIT_ACTION.fiatUpdated,
          resource: AUDIT_RESOURCE.fiat,
          resourceId: current.id,
          before: editable(current),
          after: editable(updated),
        });
        return { fiat: updated, changed: true };
      });
      if (changed) announce(fiat, 'updated');
      return fiat;
    },
  };
};

export type FiatsService = ReturnType<typeof createFiatsService>;
