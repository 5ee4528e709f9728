// SQL of investors (investors/ owns the investors table; payments and locks are funds/'s). The view
// investor_holders (migration 0016) is what funds/ may read of an investor.
import type {
  InvestorExportQuery,
  InvestorFilter,
  InvestorListQuery,
  InvestorStatus,
  IssuerType,
  PaymentType,
} from '@blck/contract';
import { cappedSearch, totalBeyondCap } from '../../db/capped-search';
import { prepared, type Queryable } from '../../db/client';
import { queryPage } from '../../db/page-window';
import { keysetAfter, keysetColumns, keysetCursorOf, keysetOrderBy, type KeysetCursor } from '../../db/keyset';
import { containsConditions, type ContainsFor } from '../../db/like';
import {
  chooseTrigramProbes,
  readSample,
  surelyMoreThan,
  type SampledText,
  type TrigramSample,
} from '../../db/trigram-sample';
import {
  INVESTOR_COLUMNS,
  SORT_COLUMNS,
  sortKey,
  toStoredInvestor,
  type InvestorDetails,
  type NewInvestor,
  type StoredInvestor,
} from './investor-rows';

/** WHERE conditions of the filters beside the status (type, payment type, creation days, UTC, both inclusive). */
const extraFilterConditions = (filter: InvestorFilter, params: unknown[]): string[] => {
  const conditions: string[] = [];
  if (filter.investorType) conditions.push(`investor_type = $${params.push(filter.investorType)}`);
  if (filter.paymentType) conditions.push(`payment_type = $${params.push(filter.paymentType)}`);
  if (filter.createdFrom)
    conditions.push(`created_at >= ($${params.push(filter.createdFrom)}::date AT TIME ZONE 'UTC')`);
  if (filter.createdTo)
    conditions.push(`created_at < (($${params.push(filter.createdTo)}::date + 1) AT TIME ZONE 'UTC')`);
  return conditions;
};

/** The stored, lower-cased text a search looks in (name, email, number, representative), under the trigram index. */
const SEARCH_TEXT = 'search_text';

const LIVE = 'removed_at IS NULL';

/** A search's total counts at most this many matches; beyond, it is flagged as a lower bound. */
export const SEARCH_COUNT_CAP = 1000;
/** So does the total of a type filter, which no kept count covers (the status and creation days have theirs). */
export const FILTER_COUNT_CAP = 10_000;

/** How many live investors (of the status, if any) were created in the filter's UTC days, from the kept day counts. */
const countDays = (q: Queryable, filter: InvestorListQuery) => {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filter.createdFrom) conditions.push(`day >= $${params.push(filter.createdFrom)}::date`);
  if (filter.createdTo) conditions.push(`day <= $${params.push(filter.createdTo)}::date`);
  if (filter.status) conditions.push(`status = $${params.push(filter.status)}`);
  return q.query<{ n: number }>(
    prepared(`SELECT coalesce(sum(investors), 0)::int AS n FROM investor_day_counts WHERE ${conditions.join(' AND ')}`),
    params,
  );
};

/** The SET clause of an investor's editable details, parameters $3 to $9 (updateOne's $1 and $2 come first). */
const DETAILS_SET = `investor_name = $3, investor_number = $4, investor_address = $5, represented_by = $6,
  interest_rate = $7::numeric, reward_bonus = $8::numeric, contact_email = $9`;
const detailsParams = (details: InvestorDetails) => [
  details.investorName,
  details.investorNumber,
  details.investorAddress,
  details.representedBy,
  details.interestRate,
  details.rewardBonus,
  details.contactEmail,
];

/** Where the report's keyset walk stands: the last investor's creation time (as text) and id. */
export interface ReportCursor {
  createdAt: string;
  id: string;
}

export const createInvestorsRepository = () => {
  const findOne = async (q: Queryable, id: string, forUpdate: boolean) => {
    const [row] = await q.query<Record<string, unknown>>(
      `SELECT ${INVESTOR_COLUMNS} FROM investors i WHERE i.id = $1 AND i.${LIVE} ${forUpdate ? 'FOR UPDATE' : ''}`,
      [id],
    );
    return row ? toStoredInvestor(row) : null;
  };

  /** Runs an UPDATE of one investor and returns it as it now reads. */
  const updateOne = async (q: Queryable, id: string, set: string, params: readonly unknown[], now: Date) => {
    const [row] = await q.query<Record<string, unknown>>(
      `UPDATE investors i SET ${set}, updated_at = $2, version = version + 1 WHERE i.id = $1 RETURNING ${INVESTOR_COLUMNS}`,
      [id, now, ...params],
    );
    return toStoredInvestor(row!);
  };

  return {
    /**
     * One page of live investors (optionally of one status, optionally matching `search`) and the total. Without a
     * search the page walks its sort index and the total is the kept per-status counts, or per creation day and
     * status (a type filter counts its rows, at most FILTER_COUNT_CAP, beyond which the total is flagged
     * `totalIsLowerBound` unless the page ends the matches: totalBeyondCap). With one, the matches are first collected
     * from the trigram index, at most SEARCH_COUNT_CAP + 1 of them: when that is all of them, the page is sorted from
     * those rows alone, in the same statement (whatever the sort, however the matches spread over it), and the total
     * is exact; a broader search walks the sort index for its page, where its matches are dense, and reports
     * SEARCH_COUNT_CAP (or its page's end past it) as its total, flagged `totalIsLowerBound` (too broad to page through
     * anyway) unless the page ends the matches. A search the sample shows surely broader skips the collect
     * (cappedSearch).
     */
    list: async (q: Queryable, query: InvestorListQuery, searchSample: TrigramSample | null = null) => {
      const order = query.order === 'desc' ? 'DESC' : 'ASC';
      const sort = [...SORT_COLUMNS[query.sort], 'id'].map((column) => `${column} ${order}`).join(', ');
      /** The conditions and their parameters, the search's as the rows are found (see containsConditions). */
      const filterFor = (use: ContainsFor) => {
        const params: unknown[] = [];
        const conditions = [LIVE];
        if (query.search) {
          const chosen =
            use === 'collecting' ? chooseTrigramProbes(query.search, searchSample, SEARCH_COUNT_CAP) : null;
          conditions.push(...containsConditions(SEARCH_TEXT, query.search, params, use, chosen));
        }
        if (query.status) conditions.push(`status = $${params.push(query.status)}`);
        const extra = extraFilterConditions(query, params);
        return { where: [...conditions, ...extra].join(' AND '), params, filtered: extra.length > 0 };
      };
      const { where, params, filtered } = filterFor('walking');
      /** The page walking the sort index (and the row after it, with `peek`). */
      const page = (peek: boolean) =>
        queryPage<Record<string, unknown>>(
          q,
          `SELECT ${INVESTOR_COLUMNS} FROM investors i WHERE ${where} ORDER BY ${sort}`,
          params,
          query,
          Boolean(query.search),
          peek,
        );
      if (!query.search) {
        // Only the status (or nothing) filtered: the kept per-status counts; creation days too: the kept per-day
        // counts; a type filter counts its rows, up to FILTER_COUNT_CAP + 1 of them (a year of creation days with a
        // type would otherwise count half the table).
        const onlyDays = !query.investorType && !query.paymentType;
        const counting = filtered && !onlyDays;
        const [rows, [count]] = await Promise.all([
          // Read one row past the page when the count may stop at the cap (totalBeyondCap).
          page(counting),
          !filtered
            ? q.query<{ n: number }>(
                prepared(
                  `SELECT coalesce(sum(investors), 0)::int AS n FROM investor_counts ${query.status ? 'WHERE status = $1' : ''}`,
                ),
                params,
              )
            : onlyDays
              ? countDays(q, query)
              : q.query<{ n: number }>(
                  prepared(
                    `SELECT count(*)::int AS n FROM (SELECT 1 FROM investors i WHERE ${where} LIMIT ${FILTER_COUNT_CAP + 1}) matching`,
                  ),
                  params,
                ),
        ]);
        const counted = count?.n ?? 0;
        if (counting && counted > FILTER_COUNT_CAP) {
          const { rows: shown, ...total } = totalBeyondCap(rows, query, FILTER_COUNT_CAP);
          return { investors: shown.map(toStoredInvestor), ...total };
        }
        return {
          investors: rows.slice(0, query.perPage).map(toStoredInvestor),
          total: counted,
          totalIsLowerBound: false,
        };
      }
      const collecting = filterFor('collecting');
      const { rows, ...total } = await cappedSearch(q, {
        table: 'investors',
        alias: 'i',
        where: collecting.where,
        params: collecting.params,
        columns: INVESTOR_COLUMNS,
        orderBy: sort,
        window: query,
        cap: SEARCH_COUNT_CAP,
        walk: page,
        // The sample is of every live investor: it tells nothing of the matches within one status or other filters.
        surelyBroad: !query.status && !filtered && surelyMoreThan(query.search, searchSample, SEARCH_COUNT_CAP),
      });
      return { investors: rows.map(toStoredInvestor), ...total };
    },

    /**
     * About `rows` live investors' search text, drawn from pages at random (a few hundred pages at a million rows), or
     * all of it in a small table (readSample), with each text's page and how many live investors there are (the kept
     * counts): what chooseTrigramProbes and surelyMoreThan weigh a search by.
     */
    sampleSearchText: async (q: Queryable, rows: number): Promise<SampledText> => {
      const [count] = await q.query<{ n: string }>(
        'SELECT coalesce(sum(investors), 0)::text AS n FROM investor_counts',
      );
      return readSample(q, {
        table: 'investors',
        column: SEARCH_TEXT,
        where: LIVE,
        rows,
        tableRows: Number(count?.n ?? 0),
      });
    },

    /**
     * The next live investors after the cursor, oldest first, for streaming the report without OFFSET. The cursor
     * carries the creation time as the database wrote it (microseconds), which a JavaScript Date would round.
     */
    listAfter: async (q: Queryable, after: ReportCursor | null, limit: number) => {
      const rows = await q.query<Record<string, unknown>>(
        `SELECT ${INVESTOR_COLUMNS}, i.created_at::text AS cursor_at FROM investors i
         WHERE i.${LIVE}${after ? ' AND (i.created_at, i.id) > ($1::timestamptz, $2::uuid)' : ''}
         ORDER BY i.created_at, i.id LIMIT ${limit}`,
        after ? [after.createdAt, after.id] : [],
      );
      return rows.map((row) => ({
        investor: toStoredInvestor(row),
        cursor: { createdAt: row.cursor_at as string, id: row.id as string },
      }));
    },

    /** The next `limit` live investors of the list's order under its filters and search after `after` (keyset). */
    exportPage: async (q: Queryable, query: InvestorExportQuery, after: KeysetCursor | null, limit: number) => {
      const params: unknown[] = [];
      const key = sortKey(query.sort);
      const conditions = [LIVE];
      if (query.search) conditions.push(...containsConditions(SEARCH_TEXT, query.search, params, 'walking'));
      if (query.status) conditions.push(`status = $${params.push(query.status)}`);
      conditions.push(...extraFilterConditions(query, params));
      if (after) conditions.push(keysetAfter(key, after, query.order, params));
      const rows = await q.query<Record<string, unknown>>(
        `SELECT ${INVESTOR_COLUMNS}, ${keysetColumns(key)} FROM investors i WHERE ${conditions.join(' AND ')}
         ORDER BY ${keysetOrderBy(key, query.order)} LIMIT ${limit}`,
        params,
      );
      return rows.map((row) => ({ investor: toStoredInvestor(row), cursor: keysetCursorOf(row, key) }));
    },

    findById: (q: Queryable, id: string, forUpdate = false) => findOne(q, id, forUpdate),

    insert: async (q: Queryable, investor: NewInvestor): Promise<StoredInvestor> => {
      const [row] = await q.query<Record<string, unknown>>(
        `INSERT INTO investors AS i (id, investor_name, investor_number, investor_address, investor_type, represented_by,
           interest_rate, reward_bonus, contact_email, payment_type, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9, $10, 'pending', $11, $11)
         RETURNING ${INVESTOR_COLUMNS}`,
        [
          investor.id,
          investor.investorName,
          investor.investorNumber,
          investor.investorAddress,
          investor.investorType,
          investor.representedBy,
          investor.interestRate,
          investor.rewardBonus,
          investor.contactEmail,
          investor.paymentType,
          investor.now,
        ],
      );
      return toStoredInvestor(row!);
    },

    updateDetails: (q: Queryable, id: string, details: InvestorDetails, now: Date) =>
      updateOne(q, id, DETAILS_SET, detailsParams(details), now),

    /** The first approval: the checked details and type, active from now. */
    markReviewed: (q: Queryable, id: string, details: InvestorDetails & { investorType: IssuerType }, now: Date) =>
      updateOne(
        q,
        id,
        `${DETAILS_SET}, investor_type = $10, status = 'active', reviewed_at = $2`,
        [...detailsParams(details), details.investorType],
        now,
      ),

    setStatus: (q: Queryable, id: string, status: InvestorStatus, now: Date) =>
      updateOne(q, id, 'status = $3', [status], now),

    setPaymentType: (q: Queryable, id: string, paymentType: PaymentType, now: Date) =>
      updateOne(q, id, 'payment_type = $3', [paymentType], now),

    markRemoved: async (q: Queryable, id: string, now: Date) => {
      await q.query('UPDATE investors SET removed_at = $2, updated_at = $2, version = version + 1 WHERE id = $1', [
        id,
        now,
      ]);
    },
  };
};

export type InvestorsRepository = ReturnType<typeof createInvestorsRepository>;
