// Issuer wallets and official wallets: deposits go through the ledger in one transaction with their history
// row and audit event; a suspended official wallet freezes every movement in its currency.
import type {
  Admin,
  Deposit,
  IncreaseWalletAnswer,
  IncreaseWalletAnswerWire,
  IssuerWallet,
  IncreaseWalletBody,
  OfficialWalletExportQuery,
  OfficialWalletListQuery,
  SuspendOfficialWalletBody,
  WalletExportQuery,
  WalletListQuery,
} from '@blck/contract';
import {
  HISTORIES_EVENTS,
  IncreaseWalletAnswerSchema,
  ISSUER_WALLET_CSV_COLUMNS,
  ISSUERS_EVENTS,
  LEDGER_ERRORS,
  IssuerWalletSchema,
  OFFICIAL_WALLET_CSV_COLUMNS,
  officialWalletAuditState,
  OfficialWalletSchema,
  WALLETS_ERRORS,
  WALLETS_EVENTS,
} from '@blck/contract';
import { AUDIT_ACTION, AUDIT_RESOURCE, fromBaseUnits, toBaseUnits } from '@blck/contract';
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import type { KeysetCursor } from '../../db/keyset';
import type { Clock } from '../../lib/clock';
import { csvKeysetStream } from '../../lib/csv';
import type { EventBus } from '../../lib/events';
import { apiError } from '../../lib/http-error';
import { normalizeWalletAddress } from '../../lib/wallet-address';
import type { AuditContext } from '../../http/request-context';
import type { AuditService } from '../audit/audit.service';
import type { HistoriesService } from '../histories/histories.service';
import { balanceOf, type AccountSpec, type Journal, type Ledger } from '../ledger/ledger.service';
import { idempotencyScope, requestFingerprint, type Idempotency } from '../ledger/idempotency.service';
import { runWrites } from '../../db/statement';
import { ISSUER_WALLET_ACCOUNT, type WalletOwner, type WalletsRepository } from './wallets.repository';

/** Issuer wallets hold $BLCK; the BLCK official wallet freezes them. */
export const BLCK_CURRENCY = 'BLCK';

export interface WalletsServiceDeps {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  audit: AuditService;
  events: EventBus;
  walletsRepository: WalletsRepository;
  historiesService: HistoriesService;
  idempotency: Pick<Idempotency, 'prepareSave'>;
}

export const createWalletsService = (deps: WalletsServiceDeps) => {
  const { db, clock, ledger, audit, events, walletsRepository, idempotency } = deps;

  /**
   * Refuses a movement in any of these currencies while one is suspended (the first in order is named); the share
   * locks, taken in one statement in currency order, hold a suspension back until commit.
   */
  const assertCurrenciesActive = async (tx: Queryable, currencies: readonly string[]) => {
    const active = await walletsRepository.shareLockOfficialWallets(tx, currencies);
    const suspended = [...new Set(currencies)].sort().find((currency) => active.get(currency) !== true);
    if (suspended) throw apiError(WALLETS_ERRORS.currencySuspended, suspended);
  };

  /** The ledger account of an issuer wallet (created on first use): what deposits and withdrawn locks credit. */
  const walletAccountSpec = (wallet: string): AccountSpec => ({
    kind: ISSUER_WALLET_ACCOUNT,
    owner: wallet.toLowerCase(),
    currency: BLCK_CURRENCY,
    noOverdraft: true,
  });

  /** One deposit: external → the issuer's wallet account, and its history row, in the caller's transaction. */
  const depositInto = async (
    tx: Queryable,
    owner: WalletOwner,
    amount: bigint,
    options: {
      actor: Pick<Admin, 'id' | 'email'> | null;
      at: Date;
      idempotencyKey: string | null;
      journal: Journal;
      reason?: string | null;
    },
  ) => {
    const id = randomUUID();
    const transfer = await ledger.transfer(tx, {
      debit: ledger.externalSpec(BLCK_CURRENCY),
      credit: walletAccountSpec(owner.wallet),
      amount,
      adminId: options.actor?.id ?? null,
      idempotencyKey: options.idempotencyKey,
      reason: options.reason ?? null,
      journal: options.journal,
      reference: id,
      at: options.at,
    });
    const balanceAfter = balanceOf(transfer.after.credit);
    const deposit = await deps.historiesService.record(tx, {
      id,
      transferId: transfer.id,
      issuerId: owner.issuerId,
      walletAddress: owner.wallet,
      issuerName: owner.issuerName,
      issuerEmail: owner.email,
      amount,
      balanceAfter,
      adminId: options.actor?.id ?? null,
      adminEmail: options.actor?.email ?? null,
      reason: options.reason ?? null,
      createdAt: options.at,
    });
    return { deposit, balanceAfter };
  };

  return {
    assertCurrenciesActive,
    /** Of these currencies, those in which no balance can change now (what assertCurrenciesActive would refuse). */
    inactiveCurrencies: (q: Queryable, currencies: readonly string[]) =>
      walletsRepository.inactiveCurrencies(q, currencies),
    /** Of these currencies, those that have an official wallet (what payments may be in). */
    knownCurrencies: (q: Queryable, currencies: readonly string[]) => walletsRepository.knownCurrencies(q, currencies),
    /** The ledger account of an issuer wallet, named for the ledger (created on first use). */
    walletAccountSpec,

    /** The issuer that owns a wallet (any letter case), or null. */
    findWalletOwner: (q: Queryable, wallet: string) => walletsRepository.findWalletOwner(q, wallet),

    /** One deposit at a given time inside the caller's transaction, in its own deposit journal (the demo seed's). */
    recordDeposit: (
      tx: Queryable,
      owner: WalletOwner,
      amount: bigint,
      options: { actor: Pick<Admin, 'id' | 'email'> | null; at: Date; idempotencyKey: string | null },
    ) => depositInto(tx, owner, amount, { ...options, journal: ledger.journal('deposit') }),

    listWallets: (query: WalletListQuery) => walletsRepository.listIssuerWallets(db, query),

    /** Every issuer wallet of the list under this search and order, as CSV. */
    exportWalletsCsv: (query: WalletExportQuery) =>
      csvKeysetStream<KeysetCursor>(ISSUER_WALLET_CSV_COLUMNS, async (after, limit) =>
        (await walletsRepository.issuerWalletsAfter(db, query, after, limit)).map(({ wallet, cursor }) => {
          const row = IssuerWalletSchema.encode(wallet);
          return { cells: ISSUER_WALLET_CSV_COLUMNS.map((column) => row[column]), cursor };
        }),
      ),

    /**
     * A deposit in four statements (issue 16): BEGIN; wallet_deposit (key, checks, transfer, history row); the audit
     * event and the answer under the key, together; COMMIT. The same rules and answer as money.run would give.
     */
    increase: async (
      actor: Admin,
      body: IncreaseWalletBody,
      context: AuditContext,
      idempotencyKey: string | null,
    ): Promise<IncreaseWalletAnswer> => {
      const address = normalizeWalletAddress(body.walletAddress);
      const amount = toBaseUnits(body.amount);
      const key = idempotencyKey
        ? {
            scope: idempotencyScope('increaseWallet', actor.id),
            key: idempotencyKey,
            // An absent reason leaves the fingerprint as it was before reasons existed (undefined is dropped).
            fingerprint: requestFingerprint({
              wallet: address.toLowerCase(),
              amount: body.amount,
              reason: body.reason,
            }),
          }
        : null;
      const depositId = randomUUID();
      const at = clock.now();
      const stored = await db.transaction(async (tx) => {
        const outcome = await walletsRepository.deposit(tx, {
          key,
          wallet: address,
          amount,
          currency: BLCK_CURRENCY,
          externalOwner: ledger.externalSpec(BLCK_CURRENCY).owner,
          admin: { id: actor.id, email: actor.email },
          reason: body.reason ?? null,
          at,
          journalId: ledger.journal('deposit').id,
          transferId: randomUUID(),
          depositId,
        });
        switch (outcome.outcome) {
          case 'replay':
            return outcome.response as IncreaseWalletAnswerWire;
          case 'key_reused':
            throw apiError(LEDGER_ERRORS.idempotencyKeyReused);
          case 'currency_suspended':
            throw apiError(WALLETS_ERRORS.currencySuspended, BLCK_CURRENCY);
          case 'wallet_not_found':
            throw apiError(WALLETS_ERRORS.walletNotFound);
          case 'kyc_pending':
            throw apiError(WALLETS_ERRORS.kycPending, outcome.issuerName);
        }
        const balanceAfter = BigInt(outcome.balanceAfter);
        const deposit: Deposit = {
          id: depositId,
          walletAddress: outcome.wallet,
          issuerId: outcome.issuerId,
          issuerName: outcome.issuerName,
          email: outcome.email,
          amount: fromBaseUnits(amount),
          balanceAfter: fromBaseUnits(balanceAfter),
          adminId: actor.id,
          adminEmail: actor.email,
          createdAt: at.toISOString(),
          reason: body.reason ?? null,
        };
        const wallet: IssuerWallet = {
          walletAddress: outcome.wallet,
          amount: fromBaseUnits(balanceAfter),
          issuerId: outcome.issuerId,
          issuerName: outcome.issuerName,
          email: outcome.email,
          updatedAt: new Date(outcome.walletUpdatedAt).toISOString(),
        };
        // Kept under the Idempotency-Key as the wire has it, so an answer stored before replays the same.
        const answer = IncreaseWalletAnswerSchema.encode({ wallet, deposit });
        const event = audit.prepareAppend(context, {
          action: AUDIT_ACTION.walletDeposit,
          resource: AUDIT_RESOURCE.wallet,
          resourceId: outcome.wallet,
          before: { balance: fromBaseUnits(balanceAfter - amount) },
          after: { balance: fromBaseUnits(balanceAfter), amount: body.amount, depositId },
          reason: body.reason ?? null,
        });
        await runWrites(tx, [event.statement, ...(key ? [idempotency.prepareSave(key, answer)] : [])]);
        event.appended();
        return answer;
      });
      const { wallet, deposit } = IncreaseWalletAnswerSchema.decode(stored);
      events.changed({
        area: 'wallets',
        resource: WALLETS_EVENTS.walletChanged.resource,
        id: wallet.walletAddress,
        action: 'deposit',
      });
      events.changed({
        area: 'histories',
        resource: HISTORIES_EVENTS.deposited.resource,
        id: deposit.id,
        action: 'created',
      });
      events.changed({
        area: 'issuers',
        resource: ISSUERS_EVENTS.changed.resource,
        id: wallet.issuerId,
        action: 'balance',
      });
      return { wallet, deposit };
    },

    listActiveOfficialWallets: () => walletsRepository.listActiveOfficialWallets(db),
    listOfficialWallets: (query: OfficialWalletListQuery) => walletsRepository.listOfficialWallets(db, query),

    /** Every official wallet of the list under these filters, search and order, as CSV. */
    exportOfficialWalletsCsv: (query: OfficialWalletExportQuery) =>
      csvKeysetStream<KeysetCursor>(OFFICIAL_WALLET_CSV_COLUMNS, async (after, limit) =>
        (await walletsRepository.officialWalletsAfter(db, query, after, limit)).map(({ wallet, cursor }) => {
          const row = OfficialWalletSchema.encode(wallet);
          return { cells: OFFICIAL_WALLET_CSV_COLUMNS.map((column) => row[column]), cursor };
        }),
      ),

    setOfficialWalletActive: async (body: SuspendOfficialWalletBody, context: AuditContext) => {
      const wallet = await db.transaction(async (tx) => {
        const current = await walletsRepository.lockOfficialWallet(tx, body.currency);
        if (!current) throw apiError(WALLETS_ERRORS.officialWalletNotFound, body.currency);
        if (current.isActive === body.isActive) return current;
        const updated = await walletsRepository.setOfficialWalletActive(tx, body.currency, body.isActive, clock.now());
        await audit.append(tx, context, {
          action: body.isActive ? AUDIT_ACTION.officialWalletActivated : AUDIT_ACTION.officialWalletSuspended,
          resource: AUDIT_RESOURCE.officialWallet,
          resourceId: body.currency,
          before: officialWalletAuditState(current.isActive),
          after: officialWalletAuditState(body.isActive),
          reason: body.reason ?? null,
        });
        return updated;
      });
      events.changed({
        area: 'officialWallets',
        resource: WALLETS_EVENTS.officialWalletChanged.resource,
        id: wallet.currency,
        action: 'status',
      });
      return wallet;
    },
  };
};

export type WalletsService = ReturnType<typeof createWalletsService>;
