// SQL of the issuers and custom_tokens tables; rows leave here shaped as the contract's Issuer and CustomToken.
// The balance is read from the ledger (never written here): the issuer wallet account's posted credits less debits.
import {
  fromBaseUnits,
  type CustomToken,
  type Issuer,
  type IssuerExportQuery,
  type IssuerFilter,
  type IssuerListQuery,
  type IssuerType,
  type PaymentType,
} from '@blck/contract';
import type { Queryable } from '../../db/client';
import { ACCOUNT_KINDS } from '../ledger/ledger-rows';
import { containsPattern } from '../../db/like';
import {
  keysetAfter,
  keysetColumns,
  keysetCursorOf,
  keysetOrderBy,
  type KeyPart,
  type KeysetCursor,
} from '../../db/keyset';

/** The ledger account kind of an issuer's wallet; its owner is the wallet address in lower case. */
const ISSUER_WALLET_ACCOUNT_KIND = ACCOUNT_KINDS.issuerWallet;

interface IssuerRow {
  id: string;
  issuer_type: IssuerType;
  email: string;
  company_name: string | null;
  first_name: string;
  last_name: string;
  payment_type: PaymentType;
  wallet: string | null;
  kyc_completed_at: Date | null;
  created_at: Date;
  balance: string;
  token_title: string | null;
  token_prefix: string | null;
  token_wallet_address: string | null;
  token_currency: string | null;
  token_created_at: Date | null;
}

interface CustomTokenRow {
  title: string;
  prefix: string;
  wallet_address: string;
  currency: string;
  created_at: Date;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toCustomToken = (row: CustomTokenRow): CustomToken => ({
  title: row.title,
  prefix: row.prefix,
  walletAddress: row.wallet_address,
  currency: row.currency,
  createdAt: iso(row.created_at),
});

const toIssuer = (row: IssuerRow): Issuer => ({
  id: row.id,
  issuerType: row.issuer_type,
  email: row.email,
  companyName: row.company_name,
  firstName: row.first_name,
  lastName: row.last_name,
  paymentType: row.payment_type,
  wallet: row.wallet,
  balance: fromBaseUnits(BigInt(row.balance)),
  kycStatus: row.kyc_completed_at ? 'completed' : 'pending',
  kycCompletedAt: row.kyc_completed_at ? iso(row.kyc_completed_at) : null,
  customToken:
    row.token_prefix === null
      ? null
      : toCustomToken({
          title: row.token_title!,
          prefix: row.token_prefix,
          wallet_address: row.token_wallet_address!,
          currency: row.token_currency!,
          created_at: row.token_created_at!,
        }),
  createdAt: iso(row.created_at),
});

/**
 * The issuer columns of `i` with its balance and custom token. Posted counters only: a pending debit is
 * reserved but still on the wallet until it is posted.
 */
const ISSUER_SELECT = `SELECT i.id, i.issuer_type, i.email, i.company_name, i.first_name, i.last_name, i.payment_type,
    i.wallet, i.kyc_completed_at, i.created_at,
    COALESCE(a.balance, 0)::text AS balance,
    t.title AS token_title, t.prefix AS token_prefix, t.wallet_address AS token_wallet_address,
    t.currency AS token_currency, t.created_at AS token_created_at`;

const joins = (issuers: string) => `FROM ${issuers} i
  LEFT JOIN ledger_balances a ON a.kind = '${ISSUER_WALLET_ACCOUNT_KIND}' AND a.owner = lower(i.wallet)
  LEFT JOIN custom_tokens t ON t.issuer_id = i.id`;

/** Each sort field and the indexed expression behind it (issuers_*_idx), `id` breaking ties. */
const SORT_COLUMNS: Record<IssuerListQuery['sort'], (table: string) => string> = {
  createdAt: (table) => `${table}.created_at`,
  email: (table) => `lower(${table}.email)`,
  companyName: (table) => `lower(${table}.company_name)`,
  lastName: (table) => `lower(${table}.last_name)`,
};

/** Exactly the expression of issuers_search_trgm_idx, so a search uses the trigram index. */
const SEARCH_EXPRESSION = `lower(email || ' ' || first_name || ' ' || last_name || ' ' || coalesce(company_name, '') || ' ' || coalesce(wallet, ''))`;

/**
 * The sort key of a row as parts (expression and SQL type) that order exactly like the list's
 * `ORDER BY <sort> <dir>, id <dir>` (a null company name last going up, first going down), so a row comparison
 * resumes a walk on the sort's index.
 */
const sortKey = (sort: IssuerListQuery['sort'], table: string): KeyPart[] => {
  const id: KeyPart = { expression: `${table}.id`, type: 'uuid' };
  if (sort === 'createdAt') return [{ expression: `${table}.created_at`, type: 'timestamptz' }, id];
  const value = SORT_COLUMNS[sort](table);
  if (sort !== 'companyName') return [{ expression: value, type: 'text' }, id];
  return [
    { expression: `(${value} IS NULL)`, type: 'boolean' },
    { expression: `coalesce(${value}, '')`, type: 'text' },
    id,
  ];
};

/** WHERE conditions of the list's search and structured filters (each on an indexed column, migration 0012). */
const filterConditions = (filter: IssuerFilter & { search?: string | undefined }, params: unknown[]): string[] => {
  const conditions: string[] = [];
  if (filter.search) conditions.push(`${SEARCH_EXPRESSION} LIKE $${params.push(containsPattern(filter.search))}`);
  if (filter.issuerType) conditions.push(`issuer_type = $${params.push(filter.issuerType)}`);
  if (filter.paymentType) conditions.push(`payment_type = $${params.push(filter.paymentType)}`);
  if (filter.kycStatus)
    conditions.push(`kyc_completed_at IS ${filter.kycStatus === 'completed' ? 'NOT NULL' : 'NULL'}`);
  if (filter.createdFrom)
    conditions.push(`created_at >= ($${params.push(filter.createdFrom)}::date AT TIME ZONE 'UTC')`);
  if (filter.createdTo)
    conditions.push(`created_at < (($${params.push(filter.createdTo)}::date + 1) AT TIME ZONE 'UTC')`);
  return conditions;
};

export interface NewIssuer {
  id: string;
  issuerType: IssuerType;
  email: string;
  companyName: string | null;
  firstName: string;
  lastName: string;
  paymentType: PaymentType;
  wallet: string;
  kycCompletedAt: Date | null;
  now: Date;
}

export interface KycIdentity {
  issuerType: IssuerType;
  firstName: string;
  lastName: string;
  companyName: string | null;
}

export interface NewCustomToken {
  issuerId: string;
  title: string;
  prefix: string;
  walletAddress: string;
  currency: string;
  now: Date;
}

export const createIssuersRepository = () => {
  const findOne = async (q: Queryable, where: string, params: readonly unknown[], forUpdate: boolean) => {
    const [row] = await q.query<IssuerRow>(
      `${ISSUER_SELECT} ${joins('issuers')} WHERE ${where} ${forUpdate ? 'FOR UPDATE OF i' : ''}`,
      params,
    );
    return row ? toIssuer(row) : null;
  };

  /** Runs an UPDATE of one issuer and returns it as it now reads. */
  const updateOne = async (q: Queryable, id: string, set: string, params: readonly unknown[], now: Date) => {
    await q.query(`UPDATE issuers SET ${set}, updated_at = $2, version = version + 1 WHERE id = $1`, [
      id,
      now,
      ...params,
    ]);
    return (await findOne(q, 'i.id = $1', [id], false))!;
  };

  return {
    /** One page of issuers, optionally those whose email, names, company or wallet contain `search`, with the total. */
    list: async (q: Queryable, query: IssuerListQuery) => {
      const params: unknown[] = [];
      const conditions = filterConditions(query, params);
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      const order = query.order === 'desc' ? 'DESC' : 'ASC';
      const sort = SORT_COLUMNS[query.sort];
      // The page is chosen on issuers alone (its sort index), then only its rows are joined.
      const page = `(SELECT * FROM issuers ${where} ORDER BY ${sort('issuers')} ${order}, id ${order}
        LIMIT ${query.perPage} OFFSET ${query.page * query.perPage})`;
      const [rows, [count]] = await Promise.all([
        q.query<IssuerRow>(`${ISSUER_SELECT} ${joins(page)} ORDER BY ${sort('i')} ${order}, i.id ${order}`, params),
        q.query<{ n: number }>(`SELECT count(*)::int AS n FROM issuers ${where}`, params),
      ]);
      return { issuers: rows.map(toIssuer), total: count?.n ?? 0 };
    },

    /**
     * The next `limit` issuers of the list's order after `after` (a keyset walk, no OFFSET), for a CSV export that
     * never holds the whole list. The cursor is the row's sort key: (sort value is null, sort value, id).
     */
    listAfter: async (q: Queryable, query: IssuerExportQuery, after: KeysetCursor | null, limit: number) => {
      const params: unknown[] = [];
      const conditions = filterConditions(query, params);
      if (after) conditions.push(keysetAfter(sortKey(query.sort, 'issuers'), after, query.order, params));
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      const key = sortKey(query.sort, 'i');
      const page = `(SELECT * FROM issuers ${where} ORDER BY ${keysetOrderBy(sortKey(query.sort, 'issuers'), query.order)}
        LIMIT ${limit})`;
      const rows = await q.query<IssuerRow & Record<string, unknown>>(
        `${ISSUER_SELECT}, ${keysetColumns(key)} ${joins(page)} ORDER BY ${keysetOrderBy(key, query.order)}`,
        params,
      );
      return rows.map((row) => ({ issuer: toIssuer(row), cursor: keysetCursorOf(row, key) }));
    },

    findById: (q: Queryable, id: string, forUpdate = false) => findOne(q, 'i.id = $1', [id], forUpdate),

    findByEmail: (q: Queryable, email: string, forUpdate = false) =>
      findOne(q, 'lower(i.email) = lower($1)', [email], forUpdate),

    findByWallet: (q: Queryable, wallet: string, forUpdate = false) =>
      findOne(q, 'lower(i.wallet) = lower($1)', [wallet], forUpdate),

    /** Inserts unless the email or the wallet is taken (then null, and the transaction stays usable). */
    insert: async (q: Queryable, issuer: NewIssuer): Promise<Issuer | null> => {
      const inserted = await q.query(
        `INSERT INTO issuers (id, issuer_type, email, company_name, first_name, last_name, payment_type, wallet,
           kyc_completed_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          issuer.id,
          issuer.issuerType,
          issuer.email,
          issuer.companyName,
          issuer.firstName,
          issuer.lastName,
          issuer.paymentType,
          issuer.wallet,
          issuer.kycCompletedAt,
          issuer.now,
        ],
      );
      return inserted.length === 1 ? findOne(q, 'i.id = $1', [issuer.id], false) : null;
    },

    setType: (q: Queryable, id: string, issuerType: IssuerType, now: Date) =>
      updateOne(q, id, 'issuer_type = $3', [issuerType], now),

    setPaymentType: (q: Queryable, id: string, paymentType: PaymentType, now: Date) =>
      updateOne(q, id, 'payment_type = $3', [paymentType], now),

    /** Records the identity checked by KYC and when it was completed. */
    completeKyc: (q: Queryable, id: string, identity: KycIdentity, now: Date) =>
      updateOne(
        q,
        id,
        'issuer_type = $3, first_name = $4, last_name = $5, company_name = $6, kyc_completed_at = $2',
        [identity.issuerType, identity.firstName, identity.lastName, identity.companyName],
        now,
      ),

    /** Inserts unless the issuer already has a token or the symbol is taken (then null, transaction usable). */
    insertCustomToken: async (q: Queryable, token: NewCustomToken): Promise<CustomToken | null> => {
      const [row] = await q.query<CustomTokenRow>(
        `INSERT INTO custom_tokens (issuer_id, title, prefix, wallet_address, currency, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING RETURNING title, prefix, wallet_address, currency, created_at`,
        [token.issuerId, token.title, token.prefix, token.walletAddress, token.currency, token.now],
      );
      return row ? toCustomToken(row) : null;
    },

    prefixTaken: async (q: Queryable, prefix: string): Promise<boolean> =>
      (await q.query('SELECT 1 FROM custom_tokens WHERE prefix = $1', [prefix])).length > 0,

    /** Whether this currency's official wallet is active; null when the currency has none. */
    officialCurrencyActive: async (q: Queryable, currency: string): Promise<boolean | null> => {
      const rows = await q.query<{ is_active: boolean }>(
        'SELECT is_active FROM official_currencies WHERE currency = $1 FOR SHARE',
        [currency],
      );
      return rows[0]?.is_active ?? null;
    },
  };
};

export type IssuersRepository = ReturnType<typeof createIssuersRepository>;
