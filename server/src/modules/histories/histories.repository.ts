// SQL of the deposit history: one row per issuer deposit, searched by text and date range, read in pages.
import type { Deposit, HistoryListQuery } from '@blck/contract';
import { fromBaseUnits } from '@blck/contract';
import { cappedSearch } from '../../db/capped-search';
import { prepared, type Queryable } from '../../db/client';
import { containsConditions, type ContainsFor } from '../../db/like';
import {
  chooseTrigramProbes,
  readSample,
  surelyMoreThan,
  type SampledText,
  type TrigramSample,
} from '../../db/trigram-sample';
import { queryPage } from '../../db/page-window';

export interface HistoryFilter {
  search?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
}

export interface NewDeposit {
  id: string;
  transferId: string;
  issuerId: string;
  walletAddress: string;
  issuerName: string;
  issuerEmail: string;
  amount: bigint;
  balanceAfter: bigint;
  adminId: string | null;
  adminEmail: string | null;
  /** Why the admin made the deposit, when they said. */
  reason: string | null;
  createdAt: Date;
}

// Qualified: the selected columns are cast to text under the same names, which ORDER BY would otherwise use.
const SORT_COLUMNS: Record<HistoryListQuery['sort'], string> = {
  createdAt: 'deposits.created_at',
  amount: 'deposits.amount',
};
const COLUMNS = `id, wallet_address, issuer_id, issuer_name, issuer_email, amount::text AS amount,
  balance_after::text AS balance_after, admin_id, admin_email, created_at, reason`;

const toDeposit = (row: Record<string, unknown>): Deposit => ({
  id: row.id as string,
  walletAddress: row.wallet_address as string,
  issuerId: row.issuer_id as string,
  issuerName: row.issuer_name as string,
  email: row.issuer_email as string,
  amount: fromBaseUnits(BigInt(row.amount as string)),
  balanceAfter: fromBaseUnits(BigInt(row.balance_after as string)),
  adminId: (row.admin_id as string | null) ?? null,
  adminEmail: (row.admin_email as string | null) ?? null,
  createdAt: new Date(row.created_at as Date).toISOString(),
  reason: (row.reason as string | null) ?? null,
});

/**
 * WHERE conditions of a filter; dates are whole UTC days, `end` inclusive. The text is searched in the stored
 * `search_text` (wallet, issuer name and email), as the rows are found (see containsConditions).
 */
const filterConditions = (
  filter: HistoryFilter,
  params: unknown[],
  use: ContainsFor = 'walking',
  chosen: readonly string[] | null = null,
) => {
  const conditions: string[] = [];
  if (filter.search) conditions.push(...containsConditions('search_text', filter.search, params, use, chosen));
  if (filter.start) {
    params.push(filter.start);
    conditions.push(`created_at >= ($${params.length}::date AT TIME ZONE 'UTC')`);
  }
  if (filter.end) {
    params.push(filter.end);
    conditions.push(`created_at < (($${params.length}::date + 1) AT TIME ZONE 'UTC')`);
  }
  return conditions;
};

/** A text search's total counts at most this many matches; beyond, it is flagged as a lower bound. */
export const HISTORY_SEARCH_COUNT_CAP = 1000;

/**
 * How many deposits fall in the days of a filter without a text search: a sum over the per-day counts the deposits
 * trigger keeps (migration 0006), which stays fast at millions of rows.
 */
const countDays = async (q: Queryable, filter: HistoryFilter): Promise<number> => {
  const params: unknown[] = [];
  const days: string[] = [];
  if (filter.start) days.push(`day >= $${params.push(filter.start)}::date`);
  if (filter.end) days.push(`day <= $${params.push(filter.end)}::date`);
  const [row] = await q.query<{ n: number }>(
    prepared(
      `SELECT coalesce(sum(deposits), 0)::int AS n FROM deposit_day_counts ${days.length ? `WHERE ${days.join(' AND ')}` : ''}`,
    ),
    params,
  );
  return row?.n ?? 0;
};

export const createHistoriesRepository = () => ({
  insert: async (q: Queryable, deposit: NewDeposit): Promise<Deposit> => {
    const [row] = await q.query<Record<string, unknown>>(
      `INSERT INTO deposits (id, transfer_id, issuer_id, wallet_address, issuer_name, issuer_email, amount, balance_after,
         admin_id, admin_email, created_at, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9, $10, $11, $12)
       RETURNING ${COLUMNS}`,
      [
        deposit.id,
        deposit.transferId,
        deposit.issuerId,
        deposit.walletAddress,
        deposit.issuerName,
        deposit.issuerEmail,
        deposit.amount.toString(),
        deposit.balanceAfter.toString(),
        deposit.adminId,
        deposit.adminEmail,
        deposit.createdAt,
        deposit.reason,
      ],
    );
    return toDeposit(row!);
  },

  /**
   * One page and the total. Without a text search, the page walks its sort index and the total sums the per-day
   * counts. With one, the matches are first collected from the trigram index, at most HISTORY_SEARCH_COUNT_CAP + 1:
   * when that is all of them, the page is sorted from those rows alone, in the same statement, and the total is exact
   * (a rare text in a month no longer depends on the planner guessing how far the sort index must be walked); a
   * broader search walks the sort index for its page, where its matches are dense, and reports the cap (or its page's
   * end past it) as its total, flagged `totalIsLowerBound` (counting a common text would read every match), unless
   * the page ends the matches (totalBeyondCap).
   */
  list: async (q: Queryable, query: HistoryListQuery & HistoryFilter, searchSample: TrigramSample | null = null) => {
    const params: unknown[] = [];
    const conditions = filterConditions(query, params);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = query.order === 'desc' ? 'DESC' : 'ASC';
    const orderBy = `${SORT_COLUMNS[query.sort]} ${order}, deposits.id ${order}`;
    /** The page walking the sort index (and the row after it, with `peek`). */
    const page = (peek: boolean) =>
      queryPage<Record<string, unknown>>(
        q,
        `SELECT ${COLUMNS} FROM deposits ${where} ORDER BY ${orderBy}`,
        params,
        query,
        Boolean(query.search),
        peek,
      );
    if (!query.search) {
      const [rows, total] = await Promise.all([page(false), countDays(q, query)]);
      return { histories: rows.map(toDeposit), total, totalIsLowerBound: false };
    }
    const collectingParams: unknown[] = [];
    const { rows, ...total } = await cappedSearch(q, {
      table: 'deposits',
      alias: 'deposits',
      where: filterConditions(
        query,
        collectingParams,
        'collecting',
        chooseTrigramProbes(query.search, searchSample, HISTORY_SEARCH_COUNT_CAP),
      ).join(' AND '),
      params: collectingParams,
      columns: COLUMNS,
      orderBy,
      window: query,
      cap: HISTORY_SEARCH_COUNT_CAP,
      walk: page,
      // The sample is of every deposit: it tells nothing of the matches within some days.
      surelyBroad: !query.start && !query.end && surelyMoreThan(query.search, searchSample, HISTORY_SEARCH_COUNT_CAP),
    });
    return { histories: rows.map(toDeposit), ...total };
  },

  /**
   * About `rows` deposits' search text, drawn from pages at random, or all of it in a small table (readSample), with
   * each text's page and how many deposits there are (the per-day counts): what chooseTrigramProbes and surelyMoreThan
   * weigh a search by.
   */
  sampleSearchText: async (q: Queryable, rows: number): Promise<SampledText> =>
    readSample(q, { table: 'deposits', column: 'search_text', where: 'true', rows, tableRows: await countDays(q, {}) }),

  /** The next rows after (createdAt, id) in time order, for streaming a report without OFFSET. */
  listAfter: async (
    q: Queryable,
    filter: HistoryFilter,
    after: { createdAt: Date; id: string } | null,
    limit: number,
  ) => {
    const params: unknown[] = [];
    const conditions = filterConditions(filter, params);
    if (after) {
      params.push(after.createdAt, after.id);
      conditions.push(`(created_at, id) > ($${params.length - 1}, $${params.length})`);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const rows = await q.query<Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM deposits ${where} ORDER BY created_at, id LIMIT ${limit}`,
      params,
    );
    return rows.map((row) => ({
      deposit: toDeposit(row),
      cursor: { createdAt: new Date(row.created_at as Date), id: row.id as string },
    }));
  },
});

export type HistoriesRepository = ReturnType<typeof createHistoriesRepository>;
