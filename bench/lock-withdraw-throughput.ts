// Measures locks and withdrawals of investor payments per second under concurrent clients: through the API, the
// locked-funds service in this process, and the ledger's own reserve and post, each ending with the books checked.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { APPROVAL_ACTION_INFO, endpoints, fromBaseUnits, toBaseUnits, type Admin } from '@blck/contract';
import type { Db } from '../server/src/db/client';
import { systemClock } from '../server/src/lib/clock';
import { createEventBus } from '../server/src/lib/events';
import { createAuditRepository } from '../server/src/modules/audit/audit.repository';
import type { AuditContext } from '../server/src/http/request-context';
import { createAuditService } from '../server/src/modules/audit/audit.service';
import { createHistoriesRepository } from '../server/src/modules/histories/histories.repository';
import { createHistoriesService } from '../server/src/modules/histories/histories.service';
import { createFundsService } from '../server/src/modules/funds/funds.service';
import { createLocksRepository } from '../server/src/modules/funds/locks.repository';
import { createPaymentsRepository, PAYMENT_ACCOUNT_KIND } from '../server/src/modules/funds/payments.repository';
import { createIdempotencyRepository } from '../server/src/modules/ledger/idempotency.repository';
import { createIdempotency } from '../server/src/modules/ledger/idempotency.service';
import { createLedgerRepository } from '../server/src/modules/ledger/ledger.repository';
import { createLedger } from '../server/src/modules/ledger/ledger.service';
import { createMoneyOperations } from '../server/src/modules/ledger/money-operation';
import { createWalletsRepository } from '../server/src/modules/wallets/wallets.repository';
import { createWalletsService } from '../server/src/modules/wallets/wallets.service';
import type { Benchmark } from './lib/benchmark';
import { checkpointBeforeRuns } from './lib/checkpoint';
import { startCpuMeter } from './lib/cpu';
import { chosenSetups, type DatabaseChoice } from './lib/database';
import { seedAdmins } from './lib/admins-seed';
import { profileWhile } from './lib/cpu-profile';
import { BENCH_DIR } from './lib/paths';
import { seedInvestors } from './lib/investors-seed';
import { seedIssuers } from './lib/issuers-seed';
import { seedDepositAccounts } from './lib/ledger-seed';
import { runLockWithdraw, type LockItem, type LockWithdrawCalls, type LockWithdrawResult } from './lib/lock-withdraw';
import { runLockWithdrawOverHttp } from './lib/lock-withdraw-http';
import { seededRandom } from './lib/people';
import { noteActivity, sampleActivity } from './lib/pg-activity';
import { note, printFigure } from './lib/print';
import { noteProfile, profileQueries } from './lib/query-profile';
import { startBenchServer } from './lib/server';
import { fetchCurrentAdmin, signIn } from './lib/signin';
import { percentile, timeMs } from './lib/stats';

const ISSUERS = 1000;
/**
 * Issue 16 asks the same of locks and withdrawals as of deposits: pairs per second at 1, 8 and 32 clients, and at 8
 * and 32 the API at least half of the ledger's own reserve + post (RATIO_CLIENTS, TARGET_RATIO; PostgreSQL). The
 * details (latencies, what the backends wait on) are for 8.
 */
const CLIENTS = [1, 8, 32] as const;
const TOP_CLIENTS = 8;
const RATIO_CLIENTS = [8, 32] as const;
const TARGET_RATIO = 0.5;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS || 10);
/** BENCH_LOCK_PROFILE=1 adds a profiled API run of TOP_CLIENTS clients (its figures are not the figures). */
const PROFILE_API = process.env.BENCH_LOCK_PROFILE === '1';
/**
 * Each lock is available this long after the client's clock reads when it sends it (per database, see SETUPS): far
 * more than a lock call takes under the load, so the server never finds the date already passed, and short enough to
 * keep the backlog of waiting locks small. The warm-up lasts WARMUP_AFTER_HORIZON_SECONDS more than the horizon: by
 * then every client withdraws as often as it locks.
 */
const WARMUP_AFTER_HORIZON_SECONDS = 2;
/** The variants (1 client, service, ledger only) run shorter: they explain the figures, they are not the figures. */
const VARIANT_SECONDS = Math.max(2, DURATION_SECONDS / 2);
/** The statement-by-statement profile of one lock + withdraw: one client through the service, this long. */
const PROFILE_SECONDS = 3;
const PROFILE_HORIZON_MS = 50;
/** The ledger-only run reserves this much each time, from the same few payments of each client, in turn. */
const LEDGER_ONLY_AMOUNT = '1';
const LEDGER_ONLY_UNITS = toBaseUnits(LEDGER_ONLY_AMOUNT);
const LEDGER_ONLY_PAYMENTS_PER_CLIENT = 20;
const DAY_MS = 86_400_000;
/** Seeded before the four-eyes run: some of them hold the permission a lock needs, so the gate has deciders. */
const FOUR_EYES_ADMINS = 50;
const FOUR_EYES_THRESHOLD = '10000000';

interface Setup {
  database: DatabaseChoice;
  /** Active investors seeded, each with 1 to 3 available payments; every lock uses one payment up for good. */
  investors: number;
  /** How far ahead each lock's availability date is. */
  horizonMs: number;
  /** PostgreSQL only: what the backends wait on, and the statement profile. */
  serverDetails: boolean;
}

/**
 * Twenty thousand investors on each database: with locks and withdrawals in batches the runs use some 40,000 payments
 * on PostgreSQL and 20,000 on PGlite (twelve and eight thousand ran out), and the final verify() stays short (under a
 * second) though it recomputes every account from the transfers (BENCH_LOCK_INVESTORS and BENCH_PGLITE_LOCK_INVESTORS
 * override). PGlite runs one statement at a time, so 8 clients queue behind each other: its locks are set further
 * ahead.
 */
const SETUPS: readonly Setup[] = [
  {
    database: { kind: 'postgres', poolSize: 24 },
    investors: Number(process.env.BENCH_LOCK_INVESTORS || 20_000),
    horizonMs: 2000,
    serverDetails: true,
  },
  {
    database: { kind: 'pglite', storage: 'disk' },
    investors: Number(process.env.BENCH_PGLITE_LOCK_INVESTORS || 20_000),
    horizonMs: 3000,
    serverDetails: false,
  },
];

const clientsLabel = (clients: number) => `${clients} client${clients === 1 ? '' : 's'}`;

/**
 * The payments not yet used, grouped by investor: each run deals whole investors to its clients in turn (so no
 * two clients ever lock the same investor), and afterwards drops the payments it used.
 */
const createPaymentPool = (items: readonly LockItem[]) => {
  let remaining = [...items];
  return {
    get size() {
      return remaining.length;
    },
    deal: (clients: number): LockItem[][] => {
      const lists: LockItem[][] = Array.from({ length: clients }, () => []);
      let client = -1;
      let investor = '';
      for (const item of remaining) {
        if (item.investorId !== investor) {
          investor = item.investorId;
          client = (client + 1) % clients;
        }
        lists[client]!.push(item);
      }
      return lists;
    },
    /** Drops the first `used[c]` payments of each client's list, as `deal` made them. */
    consume: (lists: readonly LockItem[][], used: readonly number[]) => {
      const gone = new Set(lists.flatMap((list, c) => list.slice(0, used[c]).map((item) => item.paymentId)));
      remaining = remaining.filter((item) => !gone.has(item.paymentId));
    },
  };
};

/** The locked-funds service wired as app.ts wires it, on `db`. */
const createLockedFundsCode = (db: Db) => {
  const clock = systemClock;
  const events = createEventBus();
  const audit = createAuditService({ db, auditRepository: createAuditRepository(), clock });
  const ledger = createLedger({ ledgerRepository: createLedgerRepository(), clock });
  const idempotency = createIdempotency({ idempotencyRepository: createIdempotencyRepository(), clock });
  const money = createMoneyOperations({ db, ledger, idempotency, audit, events });
  const walletsService = createWalletsService({
    db,
    clock,
    ledger,
    audit,
    events,
    walletsRepository: createWalletsRepository(),
    historiesService: createHistoriesService({ db, clock, historiesRepository: createHistoriesRepository() }),
    idempotency,
  });
  return createFundsService({
    db,
    clock,
    ledger,
    money,
    idempotency,
    audit,
    events,
    paymentsRepository: createPaymentsRepository(),
    locksRepository: createLocksRepository(),
    walletsService,
  });
};

/** Lock and withdraw through the service (no HTTP, no session check), a fresh Idempotency-Key each. */
const serviceCalls = (db: Db, admin: Admin): LockWithdrawCalls => {
  const service = createLockedFundsCode(db);
  const context = (): AuditContext => ({
    actorId: admin.id,
    actorEmail: admin.email,
    requestId: randomUUID(),
    ip: '127.0.0.1',
  });
  return {
    lock: async (item, availableFrom) => {
      const { lockedFunds } = await service.lock(
        admin,
        {
          walletAddress: item.wallet,
          availableFrom: availableFrom.toISOString(),
          investorId: item.investorId,
          paymentIds: [item.paymentId],
        },
        context(),
        randomUUID(),
      );
      return { amount: lockedFunds.amount };
    },
    withdraw: async (item) => {
      const { unlockedFunds } = await service.withdraw(
        admin,
        { walletAddress: item.wallet, investorId: item.investorId, paymentIds: [item.paymentId] },
        context(),
        randomUUID(),
      );
      return { amount: unlockedFunds.amount };
    },
  };
};

/**
 * Only the ledger's part of the two calls, each in its own transaction: reserve LEDGER_ONLY_AMOUNT of a payment's
 * account for the wallet's account (pending transfer), then post it. No investor, payment or lock rows, no audit,
 * no idempotency. Each payment holds at least 1,000 $BLCK, so a client can reserve from its few again and again.
 */
const ledgerCalls = (db: Db, admin: Admin, posted: { units: bigint }): LockWithdrawCalls => {
  const ledger = createLedger({ ledgerRepository: createLedgerRepository(), clock: systemClock });
  return {
    lock: async (item, availableFrom) => {
      const transfer = await db.transaction((tx) =>
        ledger.reserve(tx, {
          debit: item.extra!.account!,
          credit: item.extra!.walletAccount!,
          amount: LEDGER_ONLY_UNITS,
          adminId: admin.id,
          availableFrom,
        }),
      );
      return { amount: LEDGER_ONLY_AMOUNT, token: transfer.id };
    },
    withdraw: async (_item, token) => {
      await db.transaction((tx) => ledger.post(tx, token!, admin.id));
      posted.units += LEDGER_ONLY_UNITS;
      return { amount: LEDGER_ONLY_AMOUNT };
    },
  };
};

interface Measured {
  result: LockWithdrawResult;
  clients: number;
}

/** Notes the run's latencies and prints its figures: locks, withdrawals and pairs per second, p50 and p99 of each. */
const report = (prefix: string, tag: string, { result, clients }: Measured, full: boolean) => {
  const { lockMs, withdrawMs, pairMs, durationSeconds } = result;
  const rate = (n: number) => n / durationSeconds;
  note(
    `${prefix} ${clientsLabel(clients)}: ${lockMs.length} locks and ${withdrawMs.length} withdrawals in ` +
      `${durationSeconds.toFixed(1)} s; lock p50 ${percentile(lockMs, 50).toFixed(2)} ms, p99 ` +
      `${percentile(lockMs, 99).toFixed(2)} ms; withdraw p50 ${percentile(withdrawMs, 50).toFixed(2)} ms, p99 ` +
      `${percentile(withdrawMs, 99).toFixed(2)} ms (${result.used} payments used, ${result.drained} drained after)`,
  );
  const figure = (name: string, value: number, unit: string, digits: number) =>
    printFigure({ name: `lock-withdraw-${prefix}-${name} ${tag}`, value, unit, digits });
  figure('pairs', rate(pairMs.length), 'pairs/s', 0);
  if (!full) return;
  figure('locks', rate(lockMs.length), 'locks/s', 0);
  figure('withdrawals', rate(withdrawMs.length), 'withdrawals/s', 0);
  for (const [name, values] of [
    ['lock', lockMs],
    ['withdraw', withdrawMs],
    ['pair', pairMs],
  ] as const) {
    figure(`${name}-p50`, percentile(values, 50), 'ms', 2);
    figure(`${name}-p99`, percentile(values, 99), 'ms', 2);
  }
};

/**
 * The books after every run: the ledger recomputed from its transfers equals the stored counters and debits equal
 * credits (the ledger's own verify); every lock withdrawn, each locked payment withdrawn with nothing left pending;
 * and the issuer wallets hold exactly what the locks and the ledger-only reserves moved into them.
 */
const checkBooks = async (db: Db, ledgerOnly: { units: bigint }) => {
  const ledger = createLedger({ ledgerRepository: createLedgerRepository(), clock: systemClock });
  let verdict: Awaited<ReturnType<typeof ledger.verify>> | undefined;
  const verifyMs = await timeMs(async () => {
    verdict = await ledger.verify(db);
  });
  if (!verdict!.balanced || verdict!.mismatches.length > 0) {
    throw new Error(
      `The ledger does not verify: balanced ${verdict!.balanced}, ${verdict!.mismatches.length} accounts differ from ` +
        `their transfers (${JSON.stringify(verdict!.mismatches.slice(0, 3))})`,
    );
  }
  const [books] = await db.query<Record<string, string>>(
    `SELECT
       (SELECT count(*) FROM locked_funds WHERE status <> 'withdrawn')::text AS open_locks,
       (SELECT count(*) FROM locked_funds)::text AS locks,
       (SELECT count(*) FROM investor_payments p
          JOIN ledger_accounts a ON a.kind = '${PAYMENT_ACCOUNT_KIND}' AND a.owner = p.id::text
          LEFT JOIN locked_fund_payments lp ON lp.payment_id = p.id
          WHERE (p.status = 'withdrawn') <> (lp.withdrawn_at IS NOT NULL) OR p.status = 'locked'
             OR a.debits_pending <> 0 OR (p.status = 'withdrawn' AND a.credits_posted <> a.debits_posted))::text AS drift,
       (SELECT coalesce(sum(amount), 0) FROM locked_funds WHERE status = 'withdrawn')::text AS withdrawn,
       (SELECT coalesce(sum(credits_posted), 0) FROM ledger_accounts WHERE kind = 'issuer_wallet')::text AS wallets`,
  );
  const problems = [
    books!.open_locks === '0' ? '' : `${books!.open_locks} locks not withdrawn`,
    books!.drift === '0' ? '' : `${books!.drift} payments whose state and ledger account disagree`,
    BigInt(books!.wallets!) === BigInt(books!.withdrawn!) + ledgerOnly.units
      ? ''
      : `the wallets hold ${books!.wallets}, the locks withdrew ${books!.withdrawn} and the ledger-only run ` +
        `${ledgerOnly.units}`,
  ].filter(Boolean);
  if (problems.length) throw new Error(`The books are wrong: ${problems.join('; ')}`);
  note(
    `books: ledger verify() clean (${(verifyMs / 1000).toFixed(1)} s: every account equals its transfers, debits equal ` +
      `credits, posted ${fromBaseUnits(verdict!.totals.debitsPosted)} $BLCK, pending 0); ${books!.locks} locks, all ` +
      `withdrawn, every payment's state matches its account; the wallets hold what was withdrawn into them`,
  );
};

const runOn = async (setup: Setup) => {
  const server = await startBenchServer({ database: setup.database });
  try {
    const { db, label, url } = server.database;
    const session = await signIn(server.url, server.admin, server.mailbox);
    const admin = await fetchCurrentAdmin(server.url, session);
    const now = new Date();
    let payments = 0;
    const seedMs = await timeMs(async () => {
      await seedIssuers(db, ISSUERS);
      const { external } = await seedDepositAccounts(db);
      ({ payments } = await seedInvestors(db, {
        count: setup.investors,
        batch: 50_000,
        pendingShare: 0,
        cancelledShare: 0,
        external,
        from: new Date(now.getTime() - 365 * DAY_MS),
        to: now,
        admin,
      }));
    });
    if (db.kind === 'postgres') {
      await db.query('VACUUM ANALYZE investors, investor_payments, ledger_accounts, ledger_transfers, issuers');
    }
    await checkpointBeforeRuns(db);
    // Every payment with its account and balance, investor by investor; each locked for a wallet picked at random.
    const rows = await db.query<{ payment_id: string; investor_id: string; account: string; units: string }>(
      `SELECT p.id AS payment_id, p.investor_id, a.id AS account, (a.credits_posted - a.debits_posted)::text AS units
       FROM investor_payments p JOIN ledger_accounts a ON a.kind = $1 AND a.owner = p.id::text
       ORDER BY p.investor_id, p.position`,
      [PAYMENT_ACCOUNT_KIND],
    );
    const wallets = await db.query<{ wallet: string; account: string }>(
      `SELECT i.wallet, a.id AS account FROM issuers i JOIN ledger_accounts a ON a.kind = 'issuer_wallet'
       AND a.owner = lower(i.wallet) ORDER BY i.wallet`,
    );
    const warmupSeconds = setup.horizonMs / 1000 + WARMUP_AFTER_HORIZON_SECONDS;
    const random = seededRandom(7);
    const pool = createPaymentPool(
      rows.map((row) => {
        const wallet = wallets[Math.floor(random() * wallets.length)]!;
        return {
          investorId: row.investor_id,
          paymentId: row.payment_id,
          wallet: wallet.wallet,
          extra: { account: row.account, walletAccount: wallet.account, units: row.units },
        };
      }),
    );
    note(
      `${label}: ${setup.investors} active investors with ${payments} available payments, ${ISSUERS} issuers with KYC ` +
        `(each lock for one of their wallets, at random), seeded in ${(seedMs / 1000).toFixed(1)} s`,
    );
    note(
      `each client locks one payment at a time (POST ${endpoints.lockFunds.path}, availableFrom ${setup.horizonMs} ms ` +
        `ahead of its clock) and withdraws it (POST ${endpoints.withdrawFunds.path}) as soon as that moment has come, ` +
        `locking the next meanwhile: past the ${warmupSeconds} s warm-up it alternates lock and withdraw with ` +
        `${setup.horizonMs} ms worth of locks waiting, never sleeps and never moves a date (no PUT availability); ` +
        'a fresh Idempotency-Key each call; clients never share an investor. A pair is one payment locked then ' +
        'withdrawn: pairs/s counts withdrawals, its latency is the lock call plus the withdraw call, not the wait between; ' +
        'the measured window is followed by a drain (every lock left withdrawn once due, not measured)',
    );

    const ledgerOnly = { units: 0n };
    const run = async (
      title: string,
      clients: number,
      seconds: number,
      go: (items: LockItem[][]) => Promise<LockWithdrawResult>,
      /** Each client gets this many payments and goes round them (ledger only): they leave the pool for good. */
      reuse?: number,
    ): Promise<Measured> => {
      const dealt = pool.deal(clients);
      const items = reuse ? dealt.map((list) => list.slice(0, reuse)) : dealt;
      const sampler = url && setup.serverDetails && clients === TOP_CLIENTS ? sampleActivity(url) : null;
      const cpu = startCpuMeter();
      let result: LockWithdrawResult;
      try {
        result = await go(items);
      } catch (error) {
        await sampler?.stop();
        throw error;
      }
      const { ownMs, machineBusyShare, cores } = cpu.stop();
      const activity = await sampler?.stop();
      pool.consume(items, reuse ? items.map((list) => list.length) : result.usedPerClient);
      const pairs = Math.max(1, result.used);
      note(
        `${title}, ${clientsLabel(clients)}, ${seconds} s: CPU per pair ${(ownMs / pairs).toFixed(2)} ms in this ` +
          `process${activity ? `, ${(activity.backendCpuMs / pairs).toFixed(2)} ms in PostgreSQL` : ''}; machine ` +
          `${(machineBusyShare * 100).toFixed(0)}% busy (${cores} cores, every process on it, warm-up and drain included)`,
      );
      if (activity) noteActivity(`  ${title}, ${clientsLabel(clients)}`, activity);
      return { result, clients };
    };
    const options = (items: LockItem[][], seconds: number) => ({
      items,
      warmupSeconds,
      durationSeconds: seconds,
      horizonMs: setup.horizonMs,
    });

    /** The ledger's own reserve + post at `clients`, and the API's pairs/s over it: the ratio the issue asks for. */
    const ledgerOnlyBeside = async (clients: number, apiPairs: number) => {
      const bare = await run(
        'ledger only',
        clients,
        VARIANT_SECONDS,
        (items) =>
          runLockWithdraw({ ...options(items, VARIANT_SECONDS), cycle: true }, ledgerCalls(db, admin, ledgerOnly)),
        LEDGER_ONLY_PAYMENTS_PER_CLIENT,
      );
      const tag = `(${label}, ${clientsLabel(clients)})`;
      report('ledger-only', tag, bare, false);
      printFigure({
        name: `lock-withdraw-api-ledger-ratio ${tag}`,
        value: apiPairs / (bare.result.pairMs.length / bare.result.durationSeconds),
        unit: '',
        digits: 2,
        ...(setup.serverDetails ? { targetMin: TARGET_RATIO } : {}),
      });
    };

    for (const clients of CLIENTS) {
      const seconds = clients === 1 ? VARIANT_SECONDS : DURATION_SECONDS;
      const api = await run('API', clients, seconds, (items) =>
        runLockWithdrawOverHttp({ ...options(items, seconds), baseUrl: server.url, headers: session.headers }),
      );
      report('api', `(${label}, ${clientsLabel(clients)})`, api, clients === TOP_CLIENTS);
      // Right after the API's run, so both meet the machine in the same state (its speed drifts over minutes here).
      if ((RATIO_CLIENTS as readonly number[]).includes(clients)) {
        await ledgerOnlyBeside(clients, api.result.pairMs.length / api.result.durationSeconds);
      }
    }
    if (PROFILE_API) {
      // Where the server's CPU per pair goes over HTTP: a V8 profile of one more run, beside the measured ones.
      const items = pool.deal(TOP_CLIENTS);
      const { result } = await profileWhile(
        join(BENCH_DIR, 'out', `lock-withdraw-api-${setup.database.kind}.cpuprofile`),
        () =>
          runLockWithdrawOverHttp({
            ...options(items, VARIANT_SECONDS),
            baseUrl: server.url,
            headers: session.headers,
          }),
        (run) => run.used,
        'pairs',
      );
      pool.consume(items, result.usedPerClient);
    }
    // Four eyes as deployed: other admins could approve, so the gate weighs every call against the policy's threshold,
    // raised above every seeded payment (up to 1,000,000 $BLCK) so that every call applies at once.
    await seedAdmins(db, FOUR_EYES_ADMINS);
    await db.query(
      `UPDATE approval_policies SET default_threshold = $1 WHERE action IN ('lockFunds', 'withdrawFunds')`,
      [FOUR_EYES_THRESHOLD],
    );
    const [deciders] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM admin_accounts
       WHERE id <> $1 AND is_active AND is_confirmed AND registered_at IS NOT NULL AND $2 = ANY(permissions)`,
      [admin.id, APPROVAL_ACTION_INFO.lockFunds.permission],
    );
    if (!deciders?.count) throw new Error('No seeded admin could approve a lock: four eyes would not screen.');
    const screened = await run(
      `API, four eyes with ${deciders.count} admins who could approve`,
      TOP_CLIENTS,
      DURATION_SECONDS,
      (items) =>
        runLockWithdrawOverHttp({ ...options(items, DURATION_SECONDS), baseUrl: server.url, headers: session.headers }),
    );
    report('api-four-eyes', `(${label}, ${clientsLabel(TOP_CLIENTS)})`, screened, false);

    const service = await run('service', TOP_CLIENTS, VARIANT_SECONDS, (items) =>
      runLockWithdraw(options(items, VARIANT_SECONDS), serviceCalls(db, admin)),
    );
    report('service', `(${label}, ${clientsLabel(TOP_CLIENTS)})`, service, false);
    note(
      "service: the locked-funds service in this process (no HTTP, no session check); ledger only: the ledger's " +
        `reserve of ${LEDGER_ONLY_AMOUNT} $BLCK from a payment's account to the wallet's, then its post, each in its ` +
        `own transaction, nothing else, each client going round ${LEDGER_ONLY_PAYMENTS_PER_CLIENT} payments ` +
        '(which stay "available", their accounts a little lighter)',
    );

    if (setup.serverDetails) {
      // One client, no contention: what one lock + withdraw costs, statement by statement.
      const profile = profileQueries(db);
      const items = pool.deal(1);
      let result: LockWithdrawResult | undefined;
      const wallMs = await timeMs(async () => {
        result = await runLockWithdraw(
          { items, warmupSeconds: 0, durationSeconds: PROFILE_SECONDS, horizonMs: PROFILE_HORIZON_MS },
          serviceCalls(profile.db, admin),
        );
      });
      pool.consume(items, result!.usedPerClient);
      noteProfile(
        `${label}: one lock + one withdraw through the service, 1 client`,
        profile.report(),
        result!.used,
        wallMs,
      );
    }

    await checkBooks(db, ledgerOnly);
    note(`${label}: ${pool.size} payments left unused`);
  } finally {
    await server.close();
  }
};

export const lockWithdrawThroughput: Benchmark = {
  name: 'lock-withdraw-throughput',
  summary:
    `POST ${endpoints.lockFunds.path} then POST ${endpoints.withdrawFunds.path} of each payment, ${CLIENTS.join(', ')} ` +
    `clients for ${DURATION_SECONDS} s (HTTP from a separate process), beside the service in this process ` +
    `and the ledger's reserve + post alone, with ${SETUPS.map((s) => `${s.investors} investors on ${s.database.kind}`).join(' and ')}`,
  run: async () => {
    for (const setup of chosenSetups(SETUPS)) await runOn(setup);
  },
};
