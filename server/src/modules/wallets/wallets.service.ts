// Issuer wallets and official wallets: deposits go through the ledger in one transaction with their history
// row and audit event; a suspended official wallet freezes every movement in its currency.
import type {
  Admin,
  OfficialWalletExportQuery,
  OfficialWalletListQuery,
  SuspendOfficialWalletBody,
  WalletExportQuery,
  WalletListQuery,
} from '@blck/contract';
import {
  BLCK_CURRENCY,
  ISSUER_WALLET_CSV_COLUMNS,
  IssuerWalletSchema,
  OFFICIAL_WALLET_CSV_COLUMNS,
  officialWalletAuditState,
  OfficialWalletSchema,
  WALLETS_ERRORS,
  WALLETS_EVENTS,
} from '@blck/contract';
import { AUDIT_ACTION, AUDIT_RESOURCE } from '@blck/contract';
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import type { KeysetCursor } from '../../db/keyset';
import type { ListQuery } from '../../db/list-param';
import type { Clock } from '../../lib/clock';
import { csvKeysetStream } from '../../lib/csv';
import type { EventBus } from '../../lib/events';
import { encodeAnswer } from '../../lib/encode-answer';
import { apiError } from '../../lib/http-error';
import type { AuditContext } from '../../http/request-context';
import type { AuditService } from '../audit/audit.service';
import type { HistoriesService } from '../histories/histories.service';
import { balanceOf, type AccountSpec, type Journal, type Ledger } from '../ledger/ledger.service';
import type { Idempotency } from '../ledger/idempotency.service';
import { createDeposits } from './deposit';
import { ISSUER_WALLET_ACCOUNT, type WalletOwner, type WalletsRepository } from './wallets.repository';

export interface WalletsServiceDeps {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  audit: AuditService;
  events: EventBus;
  walletsRepository: WalletsRepository;
  historiesService: HistoriesService;
  idempotency: Pick<Idempotency, 'prepareSaveAll'>;
}

export const createWalletsService = (deps: WalletsServiceDeps) => {
  const { db, clock, ledger, audit, events, walletsRepository } = deps;
  const deposits = createDeposits(deps);

  /**
   * Refuses a movement in any of these currencies while one is suspended (the first in order is named); the share
   * locks, taken in one statement in currency order, hold a suspension back until commit.
   */
  /** The refusal of a movement in these currencies, given which are active (`shareLockCurrencies`); null if none. */
  const currencyRefusal = (active: ReadonlyMap<string, boolean>, currencies: readonly string[]) => {
    const suspended = [...new Set(currencies)].sort().find((currency) => active.get(currency) !== true);
    return suspended ? apiError(WALLETS_ERRORS.currencySuspended, suspended) : null;
  };

  const assertCurrenciesActive = async (tx: Queryable, currencies: readonly string[]) => {
    const refusal = currencyRefusal(await walletsRepository.shareLockOfficialWallets(tx, currencies), currencies);
    if (refusal) throw refusal;
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
    /**
     * Share-locks the official wallets of these currencies, and of those `more` reads, until commit (so none is
     * suspended meanwhile) and says which are active: for a batch of calls, each then checked with `currencyRefusal`.
     */
    shareLockCurrencies: (tx: Queryable, currencies: readonly string[], more?: ListQuery) =>
      walletsRepository.shareLockOfficialWallets(tx, currencies, more),
    currencyRefusal,
    /** Of these currencies, those in which no balance can change now (what assertCurrenciesActive would refuse). */
    inactiveCurrencies: (q: Queryable, currencies: readonly string[]) =>
      walletsRepository.inactiveCurrencies(q, currencies),
    /** Of these currencies, those that have an official wallet (what payments may be in). */
    knownCurrencies: (q: Queryable, currencies: readonly string[]) => walletsRepository.knownCurrencies(q, currencies),
    /** The ledger account of an issuer wallet, named for the ledger (created on first use). */
    walletAccountSpec,

    /** The issuers that own these wallets (any letter case), by lower-cased address. */
    findWalletOwners: (q: Queryable, wallets: readonly string[]) => walletsRepository.findWalletOwners(q, wallets),

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
          const row = encodeAnswer(IssuerWalletSchema, wallet);
          return { cells: ISSUER_WALLET_CSV_COLUMNS.map((column) => row[column]), cursor };
        }),
      ),

    increase: deposits.increase,

    listActiveOfficialWallets: () => walletsRepository.listActiveOfficialWallets(db),
    listOfficialWallets: (query: OfficialWalletListQuery) => walletsRepository.listOfficialWallets(db, query),

    /** Every official wallet of the list under these filters, search and order, as CSV. */
    exportOfficialWalletsCsv: (query: OfficialWalletExportQuery) =>
      csvKeysetStream<KeysetCursor>(OFFICIAL_WALLET_CSV_COLUMNS, async (after, limit) =>
        (await walletsRepository.officialWalletsAfter(db, query, after, limit)).map(({ wallet, cursor }) => {
          const row = encodeAnswer(OfficialWalletSchema, wallet);
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
