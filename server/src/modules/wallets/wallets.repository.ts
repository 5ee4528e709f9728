// SQL of issuer wallets (issuers joined with their ledger account) and official wallets per currency.
import type {
  IssuerWallet,
  OfficialWallet,
  OfficialWalletExportQuery,
  OfficialWalletFilter,
  OfficialWalletListQuery,
  WalletExportQuery,
  WalletListQuery,
} from '@blck/contract';
import { fromBaseUnits } from '@blck/contract';
import { prepared, type Queryable } from '../../db/client';
import { anyOf, embedList, listParam, type ListQuery } from '../../db/list-param';
import {
  keysetAfter,
  keysetColumns,
  keysetCursorOf,
  keysetOrderBy,
  type KeyPart,
  type KeysetCursor,
} from '../../db/keyset';
import { containsPattern } from '../../db/like';
import { ACCOUNT_KINDS } from '../ledger/ledger-rows';

export const ISSUER_WALLET_ACCOUNT = ACCOUNT_KINDS.issuerWallet;

const ISSUER_SEARCH = `lower(i.email || ' ' || i.first_name || ' ' || i.last_name || ' ' || coalesce(i.company_name, '') || ' ' || coalesce(i.wallet, ''))`;

const toIssuerWallet = (row: Record<string, unknown>): IssuerWallet => ({
  walletAddress: row.wallet as string,
  amount: fromBaseUnits(BigInt(row.balance as string)),
  issuerId: row.id as string,
  issuerName: row.issuer_name as string,
  email: row.email as string,
  updatedAt: new Date(row.updated_at as Date).toISOString(),
});

const toOfficialWallet = (row: Record<string, unknown>): OfficialWallet => ({
  currency: row.currency as string,
  isActive: row.is_active as boolean,
  updatedAt: new Date(row.updated_at as Date).toISOString(),
});

/** The issuer behind a wallet, as a deposit records it. */
export interface WalletOwner {
  issuerId: string;
  issuerName: string;
  email: string;
  wallet: string;
  kycCompleted: boolean;
}

/** How an issuer is named in wallets and deposits: the company, or the person. */
const ISSUER_NAME = `coalesce(nullif(i.company_name, ''), i.first_name || ' ' || i.last_name)`;

/** An issuer wallet: the issuer, its balance in the ledger, and when it last changed. */
const ISSUER_WALLET_COLUMNS = `i.id, i.wallet, i.email, ${ISSUER_NAME} AS issuer_name,
    greatest(i.updated_at, coalesce(w.last_deposit_at, i.updated_at)) AS updated_at,
    coalesce(a.balance, 0)::text AS balance`;
const ISSUER_WALLET_FROM = `FROM issuer_wallet_owners i
  LEFT JOIN ledger_balances a ON a.kind = '${ISSUER_WALLET_ACCOUNT}' AND a.owner = lower(i.wallet)
  LEFT JOIN LATERAL (SELECT max(created_at) AS last_deposit_at FROM deposit_times d WHERE d.issuer_id = i.id) w ON true`;
const ISSUER_WALLET_SELECT = `SELECT ${ISSUER_WALLET_COLUMNS} ${ISSUER_WALLET_FROM}`;

const OWNER_SELECT = `SELECT i.id, i.wallet, i.email, i.kyc_completed_at IS NOT NULL AS kyc_completed, ${ISSUER_NAME} AS issuer_name
  FROM issuer_wallet_owners i`;

const toWalletOwner = (row: Record<string, unknown>): WalletOwner => ({
  issuerId: row.id as string,
  issuerName: row.issuer_name as string,
  email: row.email as string,
  wallet: row.wallet as string,
  kycCompleted: row.kyc_completed as boolean,
});

/** The issuer wallet list's order (creation, then id) as a keyset key. */
const ISSUER_WALLET_KEY: KeyPart[] = [
  { expression: 'i.created_at', type: 'timestamptz' },
  { expression: 'i.id', type: 'uuid' },
];
/** The official wallet list's order: the currency, unique. */
const OFFICIAL_WALLET_KEY: KeyPart[] = [{ expression: 'currency', type: 'text' }];

/** WHERE conditions of the official wallet search (currency) and filters (state, currency). */
const officialConditions = (query: OfficialWalletFilter & { search?: string | undefined }, params: unknown[]) => {
  const conditions: string[] = [];
  if (query.search) conditions.push(`lower(currency) LIKE $${params.push(containsPattern(query.search))}`);
  if (query.state) conditions.push(`is_active = $${params.push(query.state === 'active')}`);
  if (query.currency) conditions.push(`currency = $${params.push(query.currency)}`);
  return conditions;
};
const whereOf = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/** What wallet_deposits (0022) answers for one deposit of a batch. */
export type DepositOutcome =
  | {
      outcome: 'deposited';
      issuerId: string;
      wallet: string;
      issuerName: string;
      email: string;
      /** Base units, as text. */
      balanceAfter: string;
      walletUpdatedAt: string;
    }
  | { outcome: 'replay'; response: unknown }
  | { outcome: 'key_reused' | 'currency_suspended' | 'wallet_not_found' }
  | { outcome: 'kyc_pending'; issuerName: string };

/** One deposit of a batch; the batch names the currency and the external account that pays them all. */
export interface DepositRequest {
  /** The Idempotency-Key's scope, key and request fingerprint; null without a key. */
  key: { scope: string; key: string; fingerprint: string } | null;
  wallet: string;
  amount: bigint;
  admin: { id: string; email: string } | null;
  reason: string | null;
  at: Date;
  journalId: string;
  transferId: string;
  depositId: string;
}

export const createWalletsRepository = () => ({
  /**
   * Deposits' checks, ledger transfers and history rows in one round trip (wallet_deposits, 0022): one outcome per
   * request, in order, as if each ran after the one before.
   */
  deposit: async (
    q: Queryable,
    batch: { currency: string; externalOwner: string; requests: readonly DepositRequest[] },
  ): Promise<DepositOutcome[]> => {
    const items = batch.requests.map((request) => ({
      scope: request.key?.scope ?? null,
      key: request.key?.key ?? null,
      requestHash: request.key?.fingerprint ?? null,
      wallet: request.wallet,
      amount: request.amount.toString(),
      adminId: request.admin?.id ?? null,
      adminEmail: request.admin?.email ?? null,
      reason: request.reason,
      at: request.at.toISOString(),
      journalId: request.journalId,
      transferId: request.transferId,
      depositId: request.depositId,
    }));
    const [row] = await q.query<{ outcomes: DepositOutcome[] }>(
      prepared('SELECT wallet_deposits($1, $2, $3::jsonb) AS outcomes'),
      [batch.currency, batch.externalOwner, JSON.stringify(items)],
    );
    return row!.outcomes;
  },

  listIssuerWallets: async (q: Queryable, query: WalletListQuery) => {
    const where = `WHERE i.wallet IS NOT NULL${query.search ? ` AND ${ISSUER_SEARCH} LIKE $1` : ''}`;
    const params = query.search ? [containsPattern(query.search)] : [];
    const order = query.order === 'asc' ? 'ASC' : 'DESC';
    const [rows, [count]] = await Promise.all([
      q.query<Record<string, unknown>>(
        `${ISSUER_WALLET_SELECT} ${where}
         ORDER BY i.created_at ${order}, i.id ${order}
         LIMIT ${query.offset} OFFSET ${query.page * query.offset}`,
        params,
      ),
      q.query<{ n: number }>(`SELECT count(*)::int AS n FROM issuer_wallet_owners i ${where}`, params),
    ]);
    return { wallets: rows.map(toIssuerWallet), total: count?.n ?? 0 };
  },

  /** The next `limit` issuer wallets of the list's order after `after` (a keyset walk), for the CSV export. */
  issuerWalletsAfter: async (q: Queryable, query: WalletExportQuery, after: KeysetCursor | null, limit: number) => {
    const params: unknown[] = [];
    const conditions = ['i.wallet IS NOT NULL'];
    if (query.search) conditions.push(`${ISSUER_SEARCH} LIKE $${params.push(containsPattern(query.search))}`);
    if (after) conditions.push(keysetAfter(ISSUER_WALLET_KEY, after, query.order, params));
    const rows = await q.query<Record<string, unknown>>(
      `SELECT ${ISSUER_WALLET_COLUMNS}, ${keysetColumns(ISSUER_WALLET_KEY)} ${ISSUER_WALLET_FROM} ${whereOf(conditions)}
       ORDER BY ${keysetOrderBy(ISSUER_WALLET_KEY, query.order)} LIMIT ${limit}`,
      params,
    );
    return rows.map((row) => ({ wallet: toIssuerWallet(row), cursor: keysetCursorOf(row, ISSUER_WALLET_KEY) }));
  },

  findWalletOwner: async (q: Queryable, wallet: string): Promise<WalletOwner | null> => {
    const [row] = await q.query<Record<string, unknown>>(
      prepared(`${OWNER_SELECT} WHERE lower(i.wallet) = lower($1)`),
      [wallet],
    );
    return row ? toWalletOwner(row) : null;
  },

  /**
   * The issuers that own these wallets (any letter case), by lower-cased address: one probe of issuers_wallet_key
   * each (a LATERAL lookup with LIMIT, which the planner cannot turn into a scan of every issuer, as it did for a list
   * it took for a hundred wallets).
   */
  findWalletOwners: async (q: Queryable, wallets: readonly string[]): Promise<Map<string, WalletOwner>> => {
    if (wallets.length === 0) return new Map();
    const rows = await q.query<Record<string, unknown>>(
      prepared(`SELECT o.* FROM jsonb_array_elements_text($1::jsonb) AS w (wallet)
         CROSS JOIN LATERAL (${OWNER_SELECT} WHERE lower(i.wallet) = lower(w.wallet) LIMIT 1) o`),
      [listParam([...new Set(wallets.map((wallet) => wallet.toLowerCase()))])],
    );
    return new Map(rows.map((row) => [(row.wallet as string).toLowerCase(), toWalletOwner(row)]));
  },

  /** Owners of wallets whose issuer finished KYC, oldest first. */
  listKycWalletOwners: async (q: Queryable): Promise<WalletOwner[]> =>
    (
      await q.query<Record<string, unknown>>(
        `${OWNER_SELECT} WHERE i.wallet IS NOT NULL AND i.kyc_completed_at IS NOT NULL ORDER BY i.created_at, i.id`,
      )
    ).map(toWalletOwner),

  listOfficialWallets: async (q: Queryable, query: OfficialWalletListQuery) => {
    const params: unknown[] = [];
    const where = whereOf(officialConditions(query, params));
    const order = query.order === 'desc' ? 'DESC' : 'ASC';
    const [rows, [count]] = await Promise.all([
      q.query<Record<string, unknown>>(
        `SELECT currency, is_active, updated_at FROM official_wallets ${where} ORDER BY currency ${order}
         LIMIT ${query.offset} OFFSET ${query.page * query.offset}`,
        params,
      ),
      q.query<{ n: number }>(`SELECT count(*)::int AS n FROM official_wallets ${where}`, params),
    ]);
    return { wallets: rows.map(toOfficialWallet), total: count?.n ?? 0 };
  },

  /** The next `limit` official wallets of the list's order after `after` (a keyset walk), for the CSV export. */
  officialWalletsAfter: async (
    q: Queryable,
    query: OfficialWalletExportQuery,
    after: KeysetCursor | null,
    limit: number,
  ) => {
    const params: unknown[] = [];
    const conditions = officialConditions(query, params);
    if (after) conditions.push(keysetAfter(OFFICIAL_WALLET_KEY, after, query.order, params));
    const rows = await q.query<Record<string, unknown>>(
      `SELECT currency, is_active, updated_at, ${keysetColumns(OFFICIAL_WALLET_KEY)} FROM official_wallets
       ${whereOf(conditions)} ORDER BY ${keysetOrderBy(OFFICIAL_WALLET_KEY, query.order)} LIMIT ${limit}`,
      params,
    );
    return rows.map((row) => ({ wallet: toOfficialWallet(row), cursor: keysetCursorOf(row, OFFICIAL_WALLET_KEY) }));
  },

  listActiveOfficialWallets: async (q: Queryable) =>
    (
      await q.query<Record<string, unknown>>(
        'SELECT currency, is_active, updated_at FROM official_wallets WHERE is_active ORDER BY currency',
      )
    ).map(toOfficialWallet),

  /** Reads a currency's official wallet, locked for changing it (movements share-lock it meanwhile). */
  lockOfficialWallet: async (q: Queryable, currency: string): Promise<OfficialWallet | null> => {
    const [row] = await q.query<Record<string, unknown>>(
      'SELECT currency, is_active, updated_at FROM official_wallets WHERE currency = $1 FOR UPDATE',
      [currency],
    );
    return row ? toOfficialWallet(row) : null;
  },

  /**
   * Share-locks the official wallets of these currencies in currency order (against a concurrent suspension, until
   * commit) and returns whether each is active; a currency without an official wallet is absent.
   */
  shareLockOfficialWallets: async (
    q: Queryable,
    currencies: readonly string[],
    more?: ListQuery,
  ): Promise<Map<string, boolean>> => {
    const params: unknown[] = [listParam([...new Set(currencies)])];
    const also = more ? ` OR currency = ANY (ARRAY(${embedList(more, params)}))` : '';
    const rows = await q.query<{ currency: string; is_active: boolean }>(
      prepared(
        `SELECT currency, is_active FROM official_wallets WHERE currency = ${anyOf('$1', 'text')}${also}
         ORDER BY currency FOR SHARE`,
      ),
      params,
    );
    return new Map(rows.map((row) => [row.currency, row.is_active]));
  },

  /** The currencies among these that have an official wallet, active or suspended. */
  knownCurrencies: async (q: Queryable, currencies: readonly string[]): Promise<Set<string>> =>
    new Set(
      (
        await q.query<{ currency: string }>('SELECT currency FROM official_wallets WHERE currency = ANY ($1::text[])', [
          [...new Set(currencies)],
        ])
      ).map((row) => row.currency),
    ),

  /** Of these currencies, those without an active official wallet (suspended, or none), in order. */
  inactiveCurrencies: async (q: Queryable, currencies: readonly string[]): Promise<string[]> =>
    (
      await q.query<{ currency: string }>(
        `SELECT c.currency FROM unnest($1::text[]) AS c (currency)
         LEFT JOIN official_wallets w ON w.currency = c.currency
         WHERE w.is_active IS NOT TRUE ORDER BY c.currency`,
        [[...new Set(currencies)]],
      )
    ).map((row) => row.currency),

  setOfficialWalletActive: async (
    q: Queryable,
    currency: string,
    isActive: boolean,
    now: Date,
  ): Promise<OfficialWallet> => {
    const [row] = await q.query<Record<string, unknown>>(
      'UPDATE official_wallets SET is_active = $2, updated_at = $3 WHERE currency = $1 RETURNING currency, is_active, updated_at',
      [currency, isActive, now],
    );
    return toOfficialWallet(row!);
  },
});

export type WalletsRepository = ReturnType<typeof createWalletsRepository>;
