// Rules about issuers: listing, details, type and payment type, KYC, the custom token, intake and demo data.
import { AUDIT_ACTION, AUDIT_RESOURCE, ISSUERS_EVENTS } from '@blck/contract';
import { COMMON_ERRORS, ISSUERS_ERRORS } from '@blck/contract';
import { randomUUID } from 'node:crypto';
import type {
  CustomTokenBody,
  Issuer,
  IssuerExportQuery,
  IssuerFilter,
  IssuerIntakeBody,
  IssuerListQuery,
  IssuerPaymentTypeBody,
  IssuerType,
  IssuerTypeBody,
  KycBody,
} from '@blck/contract';
import type { Db, Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events';
import { csvKeysetStream } from '../../lib/csv';
import { checkDayRange } from '../../lib/day-range';
import { apiError } from '../../lib/http-error';
import { normalizeWalletAddress } from '../../lib/wallet-address';
import type { AuditContext } from '../../http/request-context';
import type { AuditService } from '../audit/audit.service';
import type { KeysetCursor } from '../../db/keyset';
import type { IssuersRepository } from './issuers.repository';

export interface IssuersServiceDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  events: EventBus;
  issuersRepository: IssuersRepository;
  /** Whether a currency is one of the fiats' labels (the fiats module owns that table). */
  isFiatLabel: (q: Queryable, label: string) => Promise<boolean>;
}

/** What the audit trail keeps of an issuer (no balance: it is the ledger's; no key named like a secret). */
/** What the audit records of an issuer (registration and the demo seed). */
export const issuerAuditView = (issuer: Issuer) => ({
  email: issuer.email,
  issuerType: issuer.issuerType,
  companyName: issuer.companyName,
  firstName: issuer.firstName,
  lastName: issuer.lastName,
  paymentType: issuer.paymentType,
  wallet: issuer.wallet,
  kycStatus: issuer.kycStatus,
});

/** The columns of the issuer CSV export, in order. */
const EXPORT_COLUMNS = [
  'id',
  'email',
  'issuerType',
  'companyName',
  'firstName',
  'lastName',
  'paymentType',
  'wallet',
  'balance',
  'kycStatus',
  'kycCompletedAt',
  'customToken',
  'createdAt',
] as const;

const checkCreatedRange = (filter: IssuerFilter) =>
  checkDayRange(filter.createdFrom, filter.createdTo, COMMON_ERRORS.creationRangeReversed);

const kycView = (issuer: Issuer) => ({
  issuerType: issuer.issuerType,
  firstName: issuer.firstName,
  lastName: issuer.lastName,
  companyName: issuer.companyName,
  kycStatus: issuer.kycStatus,
  kycCompletedAt: issuer.kycCompletedAt,
});

/** A company needs its name; a person has none (an empty or stray company name is not kept). */
const companyNameFor = (issuerType: IssuerType, companyName: string | undefined): string | null => {
  const name = companyName?.trim() ?? '';
  if (issuerType === 'individual') return null;
  if (!name) throw apiError(ISSUERS_ERRORS.companyNameRequired);
  return name;
};

export const createIssuersService = (deps: IssuersServiceDeps) => {
  const { db, clock, audit, events, issuersRepository, isFiatLabel } = deps;

  const noIssuerWithId = () => apiError(ISSUERS_ERRORS.notFound);
  const noIssuerWithEmail = () => apiError(ISSUERS_ERRORS.notFoundByEmail);
  const noIssuerWithWallet = () => apiError(ISSUERS_ERRORS.notFoundByWallet);

  const announce = (issuer: Issuer, action: string) =>
    events.changed({ area: 'issuers', resource: ISSUERS_EVENTS.changed.resource, id: issuer.id, action });

  return {
    list: (query: IssuerListQuery) => {
      checkCreatedRange(query);
      return issuersRepository.list(db, query);
    },

    /** Every issuer of the list under these filters, search and sort, as CSV (checked before the stream starts). */
    exportCsv: (query: IssuerExportQuery) => {
      checkCreatedRange(query);
      return csvKeysetStream<KeysetCursor>(EXPORT_COLUMNS, async (after, limit) =>
        (await issuersRepository.listAfter(db, query, after, limit)).map(({ issuer, cursor }) => ({
          cells: EXPORT_COLUMNS.map((column) =>
            column === 'customToken' ? (issuer.customToken?.prefix ?? null) : issuer[column],
          ),
          cursor,
        })),
      );
    },

    get: async (id: string) => (await issuersRepository.findById(db, id)) ?? Promise.reject(noIssuerWithId()),

    setType: async (body: IssuerTypeBody, context: AuditContext) => {
      const { issuer, changed } = await db.transaction(async (tx) => {
        const target = await issuersRepository.findById(tx, body.id, true);
        if (!target) throw noIssuerWithId();
        if (target.issuerType === body.issuerType) return { issuer: target, changed: false };
        const updated = await issuersRepository.setType(tx, target.id, body.issuerType, clock.now());
        await audit.append(tx, context, {
          action: AUDIT_ACTION.issuerTypeChanged,
          resource: AUDIT_RESOURCE.issuer,
          resourceId: target.id,
          before: { issuerType: target.issuerType },
          after: { issuerType: updated.issuerType },
        });
        return { issuer: updated, changed: true };
      });
      if (changed) announce(issuer, 'type');
      return issuer;
    },

    setPaymentType: async (body: IssuerPaymentTypeBody, context: AuditContext) => {
      const wallet = normalizeWalletAddress(body.wallet);
      const { issuer, changed } = await db.transaction(async (tx) => {
        const target = await issuersRepository.findByWallet(tx, wallet, true);
        if (!target) throw noIssuerWithWallet();
        if (target.paymentType === body.paymentType) return { issuer: target, changed: false };
        const updated = await issuersRepository.setPaymentType(tx, target.id, body.paymentType, clock.now());
        await audit.append(tx, context, {
          action: AUDIT_ACTION.issuerPaymentTypeChanged,
          resource: AUDIT_RESOURCE.issuer,
          resourceId: target.id,
          before: { paymentType: target.paymentType },
          after: { paymentType: updated.paymentType },
        });
        return { issuer: updated, changed: true };
      });
      if (changed) announce(issuer, 'payment-type');
      return issuer;
    },

    getCustomToken: async (email: string) => {
      const issuer = await issuersRepository.findByEmail(db, email);
      if (!issuer) throw noIssuerWithEmail();
      return issuer.customToken;
    },

    createCustomToken: async (body: CustomTokenBody, context: AuditContext) => {
      const wallet = normalizeWalletAddress(body.walletAddress);
      const { issuer, token } = await db.transaction(async (tx) => {
        // The issuer row lock serialises token creation per issuer; the symbol index settles races between issuers.
        // DESIGN §8: a custom token's currency is a fiat label; the choice is permanent, so refuse anything else first.
        if (!(await isFiatLabel(tx, body.currency))) {
          throw apiError(ISSUERS_ERRORS.currencyNotFiat, body.currency);
        }
        const target = await issuersRepository.findByWallet(tx, wallet, true);
        if (!target) throw noIssuerWithWallet();
        if (target.kycStatus !== 'completed') {
          throw apiError(ISSUERS_ERRORS.kycPending);
        }
        if (target.customToken) throw apiError(ISSUERS_ERRORS.tokenExists);
        const currencyActive = await issuersRepository.officialCurrencyActive(tx, body.currency);
        if (currencyActive === null) throw apiError(ISSUERS_ERRORS.unknownCurrency, body.currency);
        if (!currencyActive) {
          throw apiError(ISSUERS_ERRORS.currencySuspended, body.currency);
        }
        const symbolTaken = () => apiError(ISSUERS_ERRORS.tokenSymbolTaken, body.prefix);
        if (await issuersRepository.prefixTaken(tx, body.prefix)) throw symbolTaken();
        const created = await issuersRepository.insertCustomToken(tx, {
          issuerId: target.id,
          title: body.title,
          prefix: body.prefix,
          walletAddress: target.wallet ?? wallet,
          currency: body.currency,
          now: clock.now(),
        });
        if (!created) throw symbolTaken();
        await audit.append(tx, context, {
          action: AUDIT_ACTION.issuerCustomTokenCreated,
          resource: AUDIT_RESOURCE.issuer,
          resourceId: target.id,
          before: null,
          after: {
            title: created.title,
            prefix: created.prefix,
            walletAddress: created.walletAddress,
            currency: created.currency,
          },
        });
        return { issuer: target, token: created };
      });
      announce(issuer, 'custom-token');
      return token;
    },

    finishKyc: async (body: KycBody, context: AuditContext) => {
      const companyName = companyNameFor(body.issuerType, body.companyName);
      const issuer = await db.transaction(async (tx) => {
        const target = await issuersRepository.findByEmail(tx, body.email, true);
        if (!target) throw noIssuerWithEmail();
        if (target.kycStatus === 'completed') {
          throw apiError(ISSUERS_ERRORS.kycAlreadyComplete);
        }
        const updated = await issuersRepository.completeKyc(
          tx,
          target.id,
          { issuerType: body.issuerType, firstName: body.firstName, lastName: body.lastName, companyName },
          clock.now(),
        );
        await audit.append(tx, context, {
          action: AUDIT_ACTION.issuerKycCompleted,
          resource: AUDIT_RESOURCE.issuer,
          resourceId: target.id,
          before: kycView(target),
          after: kycView(updated),
        });
        return updated;
      });
      announce(issuer, 'kyc');
      return issuer;
    },

    /** A newly registered issuer handed over by the public platform: KYC pending. */
    intake: async (body: IssuerIntakeBody, context: AuditContext) => {
      const wallet = normalizeWalletAddress(body.wallet);
      const companyName = companyNameFor(body.issuerType, body.companyName);
      const issuer = await db.transaction(async (tx) => {
        const created = await issuersRepository.insert(tx, {
          id: randomUUID(),
          issuerType: body.issuerType,
          email: body.email.toLowerCase(),
          companyName,
          firstName: body.firstName,
          lastName: body.lastName,
          paymentType: body.paymentType,
          wallet,
          kycCompletedAt: null,
          now: clock.now(),
        });
        if (!created) {
          if (await issuersRepository.findByEmail(tx, body.email)) {
            throw apiError(ISSUERS_ERRORS.emailTaken);
          }
          throw apiError(ISSUERS_ERRORS.walletTaken);
        }
        await audit.append(tx, context, {
          action: AUDIT_ACTION.issuerRegistered,
          resource: AUDIT_RESOURCE.issuer,
          resourceId: created.id,
          after: issuerAuditView(created),
        });
        return created;
      });
      announce(issuer, 'registered');
      return issuer;
    },
  };
};

export type IssuersService = ReturnType<typeof createIssuersService>;
