// Custom validators (DESIGN §8): an admin re-enters their password to generate one with a one-time pairing
// secret (only its SHA-256 digest is kept); a validator node pairs with it once; the counter reports the paired
// ones; removal revokes one. Every change audited and announced.
import { AUDIT_ACTION, AUDIT_RESOURCE, VALIDATORS_EVENTS } from '@blck/contract';
import { VALIDATORS_ERRORS } from '@blck/contract';
import { randomUUID } from 'node:crypto';
import type { CustomValidatorListQuery, PairValidatorBody } from '@blck/contract';
import type { Db } from '../../db/client';
import type { KeysetCursor } from '../../db/keyset';
import type { Clock } from '../../lib/clock';
import { csvKeysetStream } from '../../lib/csv';
import { newToken, sha256Hex } from '../../lib/crypto';
import type { EventBus } from '../../lib/events';
import { apiError } from '../../lib/http-error';
import { formatMoment } from '../../lib/moment';
import type { AuditContext, Session } from '../../http/request-context';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
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

/** The columns of the custom validator CSV export (the list's fields), in order. */
const EXPORT_COLUMNS = ['id', 'status', 'nodeName', 'createdAt', 'createdByEmail', 'pairedAt'] as const;

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
        resource: VALIDATORS_EVENTS.customValidatorChanged.resource,
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
        if (!current) throw apiError(VALIDATORS_ERRORS.notFound);
        if (current.status === 'removed') {
          throw apiError(VALIDATORS_ERRORS.alreadyRemoved, formatMoment(new Date(current.removedAt!)));
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
      events.changed({
        area: 'authenticators',
        resource: VALIDATORS_EVENTS.customValidatorChanged.resource,
        id,
        action: 'removed',
      });
      if (before.status === 'paired')
        events.changed({
          area: 'validators',
          resource: VALIDATORS_EVENTS.validatorChanged.resource,
          id,
          action: 'removed',
        });
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
          if (!existing) throw apiError(VALIDATORS_ERRORS.pairingCodeUnknown);
          if (existing.status === 'removed') {
            throw apiError(VALIDATORS_ERRORS.pairingRemoved);
          }
          throw apiError(VALIDATORS_ERRORS.alreadyPaired, formatMoment(new Date(existing.pairedAt!)));
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
      events.changed({
        area: 'authenticators',
        resource: VALIDATORS_EVENTS.customValidatorChanged.resource,
        id: validator.id,
        action: 'paired',
      });
      events.changed({
        area: 'validators',
        resource: VALIDATORS_EVENTS.validatorChanged.resource,
        id: validator.id,
        action: 'paired',
      });
      return { validator };
    },
  };
};

export type ValidatorsService = ReturnType<typeof createValidatorsService>;
