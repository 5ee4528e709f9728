// SQL of the dashboard: every figure the admin may view in one statement, each read from a kept total or an index.
import type { Queryable } from '../../db/client';
import { ACCOUNT_KINDS } from '../ledger/ledger-rows';

/** Which figures to read; a figure left out costs nothing. */
export interface DashboardParts {
  investors: boolean;
  issuerWallets: boolean;
  investorFunds: boolean;
  tokenValue: boolean;
  validators: boolean;
  depositsPerDay: boolean;
  upcomingUnlocks: boolean;
}

export interface DashboardWindow {
  /** The first and last UTC day (YYYY-MM-DD) of the deposits per day. */
  firstDay: string;
  lastDay: string;
  /** Upcoming unlocks: locks whose date is after `now` and not after `unlockUntil`, at most `unlockLimit`. */
  now: Date;
  unlockUntil: Date;
  unlockLimit: number;
}

export interface UpcomingUnlock {
  id: string;
  investorId: string;
  investorName: string;
  /** What the lock still reserves, in base units. */
  amount: bigint;
  availableFrom: string;
}

/** The figures read, each null when not asked for (and the token value also when there is no entry yet). */
export interface DashboardFigures {
  investorsByStatus: Record<string, number> | null;
  issuerWallets: { held: bigint; wallets: number } | null;
  investorFunds: { available: bigint; locked: bigint } | null;
  tokenValue: { value: bigint; since: string } | null;
  pairedValidators: number | null;
  /** Only the days that had deposits, oldest first. */
  depositDays: Array<{ day: string; deposits: number; amount: bigint }> | null;
  upcomingUnlocks: UpcomingUnlock[] | null;
}

/** A timestamp as an ISO 8601 UTC string with milliseconds, as JavaScript's toISOString writes it. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** node-postgres parses json columns, PGlite may leave them as text. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * Every figure through the view its owner defines (0017): investors per status from the trigger-kept counts
 * (`investor_status_counts`), balances from the ledger's per-kind totals (`ledger_kind_balances`), deposits per day
 * (`deposit_days`), the newest token value (`token_values`) and the soonest unlocks (`open_locks` with
 * `investor_holders`) on their owners' indexes, paired validators (`validator_states`).
 */
const COLUMNS: Record<keyof DashboardParts, (param: (value: unknown) => string, window: DashboardWindow) => string> = {
  investors: () =>
    `(SELECT coalesce(json_object_agg(status, investors), '{}'::json) FROM investor_status_counts) AS investors`,
  issuerWallets: (param) => `(SELECT coalesce(sum(balance), 0)::text
      FROM ledger_kind_balances WHERE kind = ${param(ACCOUNT_KINDS.issuerWallet)}) AS wallets_held,
    (SELECT count(*)::int FROM issuer_wallet_owners WHERE wallet IS NOT NULL) AS wallets`,
  investorFunds: (param) => `(SELECT json_build_object(
        'available', coalesce(sum(balance - reserved), 0)::text,
        'locked', coalesce(sum(reserved), 0)::text)
      FROM ledger_kind_balances WHERE kind = ${param(ACCOUNT_KINDS.investorPayment)}) AS investor_funds`,
  tokenValue: () => `(SELECT json_build_object('value', value::text, 'since', ${iso('created_at')})
      FROM token_values ORDER BY created_at DESC, id DESC LIMIT 1) AS token_value`,
  validators: () => `(SELECT count(*)::int FROM validator_states WHERE status = 'paired') AS paired_validators`,
  depositsPerDay: (
    param,
    window,
  ) => `(SELECT coalesce(json_agg(json_build_array(day::text, deposits, amount::text) ORDER BY day), '[]'::json)
      FROM deposit_days WHERE day BETWEEN ${param(window.firstDay)}::date AND ${param(window.lastDay)}::date
    ) AS deposit_days`,
  upcomingUnlocks: (
    param,
    window,
  ) => `(SELECT coalesce(json_agg(json_build_array(id, investor_id, investor_name, amount::text,
        ${iso('available_from')}) ORDER BY available_from, id), '[]'::json)
      FROM (SELECT l.id, l.investor_id, i.investor_name, l.available_from, l.amount
        FROM open_locks l JOIN investor_holders i ON i.id = l.investor_id
        WHERE l.available_from > ${param(window.now)}::timestamptz
          AND l.available_from <= ${param(window.unlockUntil)}::timestamptz
        ORDER BY l.available_from, l.id LIMIT ${Math.trunc(window.unlockLimit)}) soonest
    ) AS upcoming_unlocks`,
};

/** The statement that reads the asked figures, and its parameters; null when nothing is asked. */
export const dashboardStatement = (parts: DashboardParts, window: DashboardWindow) => {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const columns = (Object.keys(COLUMNS) as Array<keyof DashboardParts>)
    .filter((part) => parts[part])
    .map((part) => COLUMNS[part](param, window));
  return columns.length > 0 ? { sql: `SELECT ${columns.join(',\n  ')}`, params } : null;
};

export const createDashboardRepository = () => ({
  /** Every asked figure in one round trip. */
  read: async (q: Queryable, parts: DashboardParts, window: DashboardWindow): Promise<DashboardFigures> => {
    const statement = dashboardStatement(parts, window);
    const [row = {}] = statement ? await q.query<Record<string, unknown>>(statement.sql, statement.params) : [];
    const funds = parts.investorFunds ? json<{ available: string; locked: string }>(row.investor_funds) : null;
    const token = parts.tokenValue ? json<{ value: string; since: string } | null>(row.token_value) : null;
    return {
      investorsByStatus: parts.investors ? json<Record<string, number>>(row.investors) : null,
      issuerWallets: parts.issuerWallets
        ? { held: BigInt(row.wallets_held as string), wallets: Number(row.wallets) }
        : null,
      investorFunds: funds ? { available: BigInt(funds.available), locked: BigInt(funds.locked) } : null,
      tokenValue: token ? { value: BigInt(token.value), since: token.since } : null,
      pairedValidators: parts.validators ? Number(row.paired_validators) : null,
      depositDays: parts.depositsPerDay
        ? json<Array<[string, number, string]>>(row.deposit_days).map(([day, deposits, amount]) => ({
            day,
            deposits: Number(deposits),
            amount: BigInt(amount),
          }))
        : null,
      upcomingUnlocks: parts.upcomingUnlocks
        ? json<Array<[string, string, string, string, string]>>(row.upcoming_unlocks).map(
            ([id, investorId, investorName, amount, availableFrom]) => ({
              id,
              investorId,
              investorName,
              amount: BigInt(amount),
              availableFrom,
            }),
          )
        : null,
    };
  },
});

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
