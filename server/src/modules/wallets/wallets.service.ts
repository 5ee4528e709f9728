// Issuer wallets and official wallets: deposits go through the ledger in one transaction with their history
// row and audit event; a suspended official wallet freezes every movement in its currency.
import type {
  Admin,
  IncreaseWalletBody,
  IssuerWallet,
  OfficialWalletExportQuery,
  OfficialWalletListQuery,
  SuspendOfficialWalletBody,
  WalletExportQuery,
  WalletListQuery,
  Deposit,
} from '@blck/contract';
import { AUDIT_ACTION, AUDIT_RESOURCE, fromBaseUnits, toBaseUnits } from '@blck/contract';
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import type { KeysetCursor } from '../../db/keyset';
import type { Clock } from '../../lib/clock';
import { csvKeysetStream } from '../../lib/csv';
import type { EventBus } from '../../lib/events';
import { conflict, notFound } from '../../lib/http-error';
import { normalizeWalletAddress } from '../../lib/wallet-address';
import type { AuditContext, AuditService } from '../audit/audit.service';
import type { HistoriesService } from '../histories/histories.service';
import type { Idempotency } from '../ledger/idempotency.service';
import { balanceOf, type AccountSpec, type Ledger } from '../ledger/ledger.service';
import { ISSUER_WALLET_ACCOUNT, type WalletOwner, type WalletsRepository } from './wallets.repository';

/** Issuer wallets hold $BLCK; the BLCK official wallet freezes them. */
export const BLCK_CURRENCY = 'BLCK';

/** The columns of the issuer wallet CSV export (the list's fields), in order. */
const ISSUER_WALLET_COLUMNS = ['wallet_address', 'amount', 'issuer_id', 'issuer_name', 'email', 'updated_at'] as const;
/** The columns of the official wallet CSV export (the list's fields), in order. */
const OFFICIAL_WALLET_COLUMNS = ['currency', 'is_active', 'updated_at'] as const;

export interface WalletsServiceDeps {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  idempotency: Idempotency;
  audit: AuditService;
  events: EventBus;
  walletsRepository: WalletsRepository;
  historiesService: HistoriesService;
}

export const createWalletsService = (deps: WalletsServiceDeps) => {
  const { db, clock, ledger, idempotency, audit, events, walletsRepository } = deps;

  /** Refuses a movement in a suspended currency; the share lock holds a suspension back until commit. */
  const assertCurrencyActive = async (tx: Queryable, currency: string) => {
    const official = await walletsRepository.findOfficialWallet(tx, currency, 'share');
    if (!official?.is_active) {
      throw conflict(
        `The ${currency} official wallet is suspended: no balance in ${currency} can change until it is activated again.`,
        'CURRENCY_SUSPENDED',
      );
    }
  };

  /** The ledger account of an issuer wallet (created on first use): what deposits and withdrawn locks credit. */
  const walletAccountSpec = (wallet: string): AccountSpec => ({
    kind: ISSUER_WALLET_ACCOUNT,
    owner: wallet.toLowerCase(),
    currency: BLCK_CURRENCY,
    noOverdraft: true,
  });
  const walletAccount = (tx: Queryable, wallet: string) => ledger.ensureAccount(tx, walletAccountSpec(wallet));

  /** One deposit: external → the issuer's wallet account, and its history row, in the caller's transaction. */
  const depositInto = async (
    tx: Queryable,
    owner: WalletOwner,
    amount: bigint,
    options: { actor: Pick<Admin, 'id' | 'email'> | null; at: Date; idempotencyKey: string | null },
  ) => {
    const transfer = await ledger.transfer(tx, {
      debit: ledger.externalSpec(BLCK_CURRENCY),
      credit: walletAccountSpec(owner.wallet),
      amount,
      adminId: options.actor?.id ?? null,
      idempotencyKey: options.idempotencyKey,
      at: options.at,
    });
    const balanceAfter = balanceOf(transfer.after.credit);
    const deposit = await deps.historiesService.record(tx, {
      id: randomUUID(),
      transferId: transfer.id,
      issuerId: owner.issuerId,
      walletAddress: owner.wallet,
      issuerName: owner.issuerName,
      issuerEmail: owner.email,
      amount,
      balanceAfter,
      adminId: options.actor?.id ?? null,
      adminEmail: options.actor?.email ?? null,
      createdAt: options.at,
    });
    return { deposit, balanceAfter };
  };

  return {
    assertCurrencyActive,
    walletAccount,

    /** The issuer that owns a wallet (any letter case), or null. */
    findWalletOwner: (q: Queryable, wallet: string) => walletsRepository.findWalletOwner(q, wallet),

    /**
     * Demo data: `count` deposits into the wallets of issuers whose KYC is done, spread over the last two
     * years, each through the ledger like any deposit (deterministic amounts, so every demo looks alike).
     */
    seedDemo: async (tx: Queryable, count: number) => {
      const owners = (await walletsRepository.listKycWalletOwners(tx)).slice(0, 40);
      if (owners.length === 0) return 0;
      const now = clock.now().getTime();
      const twoYears = 730 * 86_400_000;
      let state = 20_251_121;
      const next = () => {
        state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
        return state / 2_147_483_648;
      };
      for (let i = 0; i < count; i++) {
        const owner = owners[Math.floor(next() * owners.length)]!;
        const at = new Date(now - twoYears + Math.floor((twoYears * i) / count) + Math.floor(next() * 3_600_000));
        const cents = BigInt(Math.floor(next() * 5_000_000) + 2_500);
        await depositInto(tx, owner, cents * 10n ** 16n, { actor: null, at, idempotencyKey: null });
      }
      return count;
    },

    listWallets: (query: WalletListQuery) => walletsRepository.listIssuerWallets(db, query),

    /** Every issuer wallet of the list under this search and order, as CSV. */
    exportWalletsCsv: (query: WalletExportQuery) =>
      csvKeysetStream<KeysetCursor>(ISSUER_WALLET_COLUMNS, async (after, limit) =>
        (await walletsRepository.issuerWalletsAfter(db, query, after, limit)).map(({ wallet, cursor }) => ({
          cells: ISSUER_WALLET_COLUMNS.map((column) => wallet[column]),
          cursor,
        })),
      ),

    increase: async (
      actor: Admin,
      body: IncreaseWalletBody,
      context: AuditContext,
      idempotencyKey: string | null,
    ): Promise<{ wallet: IssuerWallet; deposit: Deposit }> => {
      const address = normalizeWalletAddress(body.wallet_address);
      const amount = toBaseUnits(body.amount);
      const result = await db.transaction((tx) =>
        idempotency.run(
          tx,
          idempotencyKey
            ? {
                scope: `increaseWallet:${actor.id}`,
                key: idempotencyKey,
                request: { wallet: address.toLowerCase(), amount: body.amount },
              }
            : null,
          async () => {
            await assertCurrencyActive(tx, BLCK_CURRENCY);
            const owner = await walletsRepository.findWalletOwner(tx, address);
            if (!owner) throw notFound('No issuer owns this wallet.', 'WALLET_NOT_FOUND');
            if (!owner.kycCompleted) {
              throw conflict(
                `Finish the KYC of ${owner.issuerName} before depositing into their wallet.`,
                'KYC_PENDING',
              );
            }
            const { deposit, balanceAfter } = await depositInto(tx, owner, amount, {
              actor,
              at: clock.now(),
              idempotencyKey,
            });
            const wallet = (await walletsRepository.findIssuerWallet(tx, address))!;
            await audit.append(tx, context, {
              action: AUDIT_ACTION.walletDeposit,
              resource: AUDIT_RESOURCE.wallet,
              resourceId: owner.wallet,
              before: { balance: fromBaseUnits(balanceAfter - amount) },
              after: { balance: fromBaseUnits(balanceAfter), amount: body.amount, depositId: deposit.id },
            });
            return { wallet, deposit };
          },
        ),
      );
      events.changed({ area: 'wallets', resource: 'wallet', id: result.wallet.wallet_address, action: 'deposit' });
      events.changed({ area: 'histories', resource: 'deposit', id: result.deposit.id, action: 'created' });
      events.changed({ area: 'issuers', resource: 'issuer', id: result.wallet.issuer_id, action: 'balance' });
      return result;
    },

    listActiveOfficialWallets: () => walletsRepository.listActiveOfficialWallets(db),
    listOfficialWallets: (query: OfficialWalletListQuery) => walletsRepository.listOfficialWallets(db, query),

    /** Every official wallet of the list under these filters, search and order, as CSV. */
    exportOfficialWalletsCsv: (query: OfficialWalletExportQuery) =>
      csvKeysetStream<KeysetCursor>(OFFICIAL_WALLET_COLUMNS, async (after, limit) =>
        (await walletsRepository.officialWalletsAfter(db, query, after, limit)).map(({ wallet, cursor }) => ({
          cells: OFFICIAL_WALLET_COLUMNS.map((column) => wallet[column]),
          cursor,
        })),
      ),

    setOfficialWalletActive: async (body: SuspendOfficialWalletBody, context: AuditContext) => {
      const wallet = await db.transaction(async (tx) => {
        const current = await walletsRepository.findOfficialWallet(tx, body.currency, 'update');
        if (!current) throw notFound(`There is no official wallet for ${body.currency}.`, 'OFFICIAL_WALLET_NOT_FOUND');
        if (current.is_active === body.is_active) return current;
        const updated = await walletsRepository.setOfficialWalletActive(tx, body.currency, body.is_active, clock.now());
        await audit.append(tx, context, {
          action: body.is_active ? AUDIT_ACTION.officialWalletActivated : AUDIT_ACTION.officialWalletSuspended,
          resource: AUDIT_RESOURCE.officialWallet,
          resourceId: body.currency,
          before: { is_active: current.is_active },
          after: { is_active: body.is_active },
        });
        return updated;
      });
      events.changed({ area: 'officialWallets', resource: 'official_wallet', id: wallet.currency, action: 'status' });
      return wallet;
    },
  };
};

export type WalletsService = ReturnType<typeof createWalletsService>;
