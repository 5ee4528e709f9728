// Custom validators (DESIGN §8): an admin re-enters their password to generate one with a one-time pairing
// secret (only its SHA-256 digest is kept); a validator node pairs with it once; the counter reports the paired
// ones; removal revokes one. Every change audited and announced.
import { AUDIT_ACTION, AUDIT_RESOURCE } from '@blck/contract';
import { randomUUID } from 'node:crypto';
import type { CustomValidatorListQuery, PairValidatorBody } from '@blck/contract';
import type { Db, Queryable } from '../../db/client';
import type { KeysetCursor } from '../../db/keyset';
import type { Clock } from '../../lib/clock';
import { csvKeysetStream } from '../../lib/csv';
import { newToken, sha256Hex } from '../../lib/crypto';
import type { EventBus } from '../../lib/events';
import { conflict, notFound } from '../../lib/http-error';
import { formatMoment } from '../../lib/moment';
import type { AuditContext, AuditService } from '../audit/audit.service';
import type { AuthService, Session } from '../auth/auth.service';
import type { StoredCustomValidator, ValidatorsRepository } from './validators.repository';

export interface ValidatorsServiceDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  events: EventBus;
  validatorsRepository: ValidatorsRepository;
  confirmOwnPassword: AuthService['confirmOwnPassword'];
  /** The console's origin: pairing links point at its `/validators/pair/{sessionHash}` page. */
  publicUrl: string;
}

/** The demo data set's custom validators: paired nodes, one awaiting pairing, one removed. */
export const DEMO_VALIDATORS = [
  { nodeName: 'frankfurt-validator-01', createdDaysAgo: 210, pairedDaysAgo: 209, removedDaysAgo: null },
  { nodeName: 'singapore-validator-02', createdDaysAgo: 150, pairedDaysAgo: 148, removedDaysAgo: null },
  { nodeName: 'virginia-validator-03', createdDaysAgo: 90, pairedDaysAgo: 90, removedDaysAgo: null },
  { nodeName: 'london-validator-old', createdDaysAgo: 300, pairedDaysAgo: 299, removedDaysAgo: 120 },
  { nodeName: null, createdDaysAgo: 2, pairedDaysAgo: null, removedDaysAgo: null },
] as const;

const DAY = 86_400_000;
/** The columns of the custom validator CSV export (the list's fields), in order. */
const EXPORT_COLUMNS = ['id', 'status', 'nodeName', 'createdAt', 'createdByEmail', 'pairedAt'] as const;
const ASK_FOR_NEW_LINK = 'Ask an administrator for a new pairing link.';
const SYSTEM: AuditContext = { actorId: null, actorEmail: null, requestId: null, ip: null };

/** What the contract shows of a validator (the removal time stays inside). */
const shown = ({ removedAt: _removedAt, ...validator }: StoredCustomValidator) => validator;

export const createValidatorsService = (deps: ValidatorsServiceDeps) => {
  const { db, clock, audit, events, validatorsRepository } = deps;

  return {
    list: async (query: CustomValidatorListQuery) => {
      const { customValidators, total } = await validatorsRepository.list(db, query);
      return { customValidators: customValidators.map(shown), total };
    },

    /** Every validator of the list (not removed), newest first, as CSV. */
    exportCsv: () =>
      csvKeysetStream<KeysetCursor>(EXPORT_COLUMNS, async (after, limit) =>
        (await validatorsRepository.listAfter(db, after, limit)).map(({ validator, cursor }) => ({
          cells: EXPORT_COLUMNS.map((column) => validator[column]),
          cursor,
        })),
      ),

    count: async () => ({ data: { count: await validatorsRepository.countPaired(db) } }),

    /** After the admin's password: a validator awaiting pairing and its secret, shown this once. */
    generate: async (session: Session, body: { password: string }, context: AuditContext) => {
      await deps.confirmOwnPassword(session, body.password, context, AUDIT_ACTION.customValidatorPasswordFailed);
      const sessionHash = newToken();
      const customValidator = await db.transaction(async (tx) => {
        const created = await validatorsRepository.insert(tx, {
          id: randomUUID(),
          sessionHashDigest: sha256Hex(sessionHash),
          createdBy: session.admin.id,
          now: clock.now(),
        });
        await audit.append(tx, context, {
          action: AUDIT_ACTION.customValidatorGenerated,
          resource: AUDIT_RESOURCE.customValidator,
          resourceId: created.id,
          before: null,
          after: { status: created.status },
        });
        return created;
      });
      events.changed({
        area: 'authenticators',
        resource: 'custom_validator',
        id: customValidator.id,
        action: 'generated',
      });
      return {
        sessionHash,
        pairingLink: `${deps.publicUrl}/validators/pair/${sessionHash}`,
        customValidator: shown(customValidator),
      };
    },

    /** Revokes a validator: it leaves the list, stops counting, and its secret stops working. Once only (409). */
    remove: async (id: string, context: AuditContext) => {
      const before = await db.transaction(async (tx) => {
        const current = await validatorsRepository.findById(tx, id, true);
        if (!current) throw notFound('There is no custom validator with this id.', 'CUSTOM_VALIDATOR_NOT_FOUND');
        if (current.status === 'removed') {
          throw conflict(
            `This custom validator was already removed on ${formatMoment(new Date(current.removedAt!))}.`,
            'CUSTOM_VALIDATOR_REMOVED',
          );
        }
        const removed = await validatorsRepository.markRemoved(tx, id, clock.now());
        await audit.append(tx, context, {
          action: AUDIT_ACTION.customValidatorRemoved,
          resource: AUDIT_RESOURCE.customValidator,
          resourceId: id,
          before: { status: current.status, nodeName: current.nodeName },
          after: { status: removed.status, removedAt: removed.removedAt },
        });
        return current;
      });
      events.changed({ area: 'authenticators', resource: 'custom_validator', id, action: 'removed' });
      if (before.status === 'paired')
        events.changed({ area: 'validators', resource: 'validator', id, action: 'removed' });
      return { id };
    },

    /**
     * A validator node pairs with the secret: one conditional UPDATE, so of concurrent pairings exactly one wins.
     * An unknown secret is 404; one already used or of a removed validator is 409; nothing changes then.
     */
    pair: async (body: PairValidatorBody, context: AuditContext) => {
      const digest = sha256Hex(body.sessionHash);
      const validator = await db.transaction(async (tx) => {
        const paired = await validatorsRepository.pair(tx, digest, body.nodeName, clock.now());
        if (!paired) {
          const existing = await validatorsRepository.findByDigest(tx, digest);
          if (!existing) throw notFound(`This pairing code is not valid. ${ASK_FOR_NEW_LINK}`, 'PAIRING_CODE_UNKNOWN');
          if (existing.status === 'removed') {
            throw conflict(
              `This custom validator was removed: its pairing code no longer works. ${ASK_FOR_NEW_LINK}`,
              'CUSTOM_VALIDATOR_REMOVED',
            );
          }
          throw conflict(
            `This pairing code was already used: a validator node paired with it on ${formatMoment(new Date(existing.pairedAt!))}. ${ASK_FOR_NEW_LINK}`,
            'ALREADY_PAIRED',
          );
        }
        await audit.append(tx, context, {
          action: AUDIT_ACTION.customValidatorPaired,
          resource: AUDIT_RESOURCE.customValidator,
          resourceId: paired.id,
          before: { status: 'awaiting_pairing' },
          after: { status: 'paired', nodeName: paired.nodeName, pairedAt: paired.pairedAt },
        });
        return paired;
      });
      events.changed({ area: 'authenticators', resource: 'custom_validator', id: validator.id, action: 'paired' });
      events.changed({ area: 'validators', resource: 'validator', id: validator.id, action: 'paired' });
      return { validator };
    },

    /** Demo data inside the demo seed's transaction; their secrets are thrown away (nobody can pair them). */
    seedDemo: async (tx: Queryable) => {
      const today = clock.now().getTime();
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
      await validatorsRepository.insertMany(tx, rows);
      for (const row of rows) {
        await audit.append(tx, SYSTEM, {
          action: AUDIT_ACTION.demoCustomValidatorSeeded,
          resource: AUDIT_RESOURCE.customValidator,
          resourceId: row.id,
          after: { status: row.status, nodeName: row.nodeName },
        });
      }
      return rows.length;
    },
  };
};

export type ValidatorsService = ReturnType<typeof createValidatorsService>;
