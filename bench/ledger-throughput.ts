// Measures ledger transfers per second: deposits through the API against one bare SQL transfer, 1–32 clients.
import { randomInt, randomUUID } from 'node:crypto';
import {
  AUDIT_ACTION,
  AUDIT_RESOURCE,
  HEADERS,
  IncreaseWalletResponseSchema,
  endpoints,
  toBaseUnits,
  type Admin,
} from '@blck/contract';
import type { Db, Queryable } from '../server/src/db/client';
import { runWrites } from '../server/src/db/statement';
import { systemClock } from '../server/src/lib/clock';
import { createEventBus } from '../server/src/lib/events';
import { createAuditRepository } from '../server/src/modules/audit/audit.repository';
import type { AuditContext } from '../server/src/http/request-context';
import { createAuditService } from '../server/src/modules/audit/audit.service';
import { createHistoriesRepository } from '../server/src/modules/histories/histories.repository';
import { createHistoriesService } from '../server/src/modules/histories/histories.service';
import { createIdempotencyRepository } from '../server/src/modules/ledger/idempotency.repository';
import { createIdempotency } from '../server/src/modules/ledger/idempotency.service';
import { createLedgerRepository } from '../server/src/modules/ledger/ledger.repository';
import { createLedger } from '../server/src/modules/ledger/ledger.service';
import { createWalletsRepository } from '../server/src/modules/wallets/wallets.repository';
import { createWalletsService } from '../server/src/modules/wallets/wallets.service';
import type { Benchmark } from './lib/benchmark';
import { runConcurrent } from './lib/concurrent';
import { chosenSetups, type DatabaseChoice } from './lib/database';
import { checkpointBeforeRuns } from './lib/checkpoint';
import { seedIssuers } from './lib/issuers-seed';
import { seedDepositAccounts } from './lib/ledger-seed';
import { runLoadOk } from './lib/load';
import { startCpuMeter } from './lib/cpu';
import { noteActivity, sampleActivity } from './lib/pg-activity';
import { note, printFigure } from './lib/print';
import { noteProfile, profileQueries } from './lib/query-profile';
import { startBenchServer, type BenchServer } from './lib/server';
import { fetchCurrentAdmin, signIn, type SignedIn } from './lib/signin';
import { percentile } from './lib/stats';

const ISSUERS = 1000;
const CLIENTS = [1, 8, 32] as const;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS || 10);
const WARMUP_SECONDS = 2;
/** The breakdown variants run shorter: they explain the figures, they are not the figures. */
const VARIANT_SECONDS = Math.max(2, DURATION_SECONDS / 2);
/** The statement-by-statement profile of one deposit runs this long with one client. */
const PROFILE_SECONDS = 3;
/** 32 clients each hold a connection for their transaction, plus the sessions the API looks up meanwhile. */
const POSTGRES_POOL = 40;
const AMOUNT = '12.5';
const AMOUNT_UNITS = toBaseUnits(AMOUNT).toString();
/** Issue 16: at least this many API deposits a second at 8 clients on PostgreSQL, on an otherwise idle machine. */
const TARGET_PER_SECOND = 800;
const TARGET_CLIENTS = 8;
const TARGET_RATIO = 0.5;

interface Setup {
  /** Throughput figures are printed with these targets (PostgreSQL only). */
  targets: boolean;
  database: DatabaseChoice;
  /** Client counts of the breakdown variants; none skips them. */
  variantClients: readonly number[];
  /** Variants that only make sense with several connections and a WAL (PostgreSQL). */
  serverVariants: boolean;
}

const SETUPS: readonly Setup[] = [
  {
    targets: true,
    database: { kind: 'postgres', poolSize: POSTGRES_POOL },
    variantClients: [8, 32],
    serverVariants: true,
  },
  { targets: false, database: { kind: 'pglite', storage: 'disk' }, variantClients: [8], serverVariants: false },
];

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;

interface BareAccounts {
  external: readonly string[];
  wallets: readonly string[];
}
const clientsLabel = (clients: number) => `${clients} client${clients === 1 ? '' : 's'}`;

/** The code of the deposit call wired as app.ts wires it, without HTTP. */
const createDepositCode = (db: Db) => {
  const clock = systemClock;
  const audit = createAuditService({ db, auditRepository: createAuditRepository(), clock });
  const historiesService = createHistoriesService({ db, clock, historiesRepository: createHistoriesRepository() });
  const idempotency = createIdempotency({ idempotencyRepository: createIdempotencyRepository(), clock });
  const ledger = createLedger({ ledgerRepository: createLedgerRepository(), clock });
  const events = createEventBus();
  const service = createWalletsService({
    db,
    clock,
    ledger,
    audit,
    events,
    walletsRepository: createWalletsRepository(),
    historiesService,
    idempotency,
  });
  return { service, audit, idempotency };
};

/**
 * One transfer in plain SQL inside `tx`, as the ledger does it: lock both accounts in id order, add to the
 * counters, append the transfer. The debit is one of the external pool, the credit a random wallet's account.
 */
const transferIn = async (tx: Queryable, accounts: BareAccounts) => {
  const debit = pick(accounts.external);
  const credit = pick(accounts.wallets);
  await tx.query(
    `SELECT id, debits_posted::text, credits_posted::text, debits_pending::text FROM ledger_accounts
     WHERE id = ANY ($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
    [[debit, credit].sort()],
  );
  await tx.query(
    'UPDATE ledger_accounts SET debits_posted = debits_posted + $2::numeric, version = version + 1 WHERE id = $1',
    [debit, AMOUNT_UNITS],
  );
  await tx.query(
    'UPDATE ledger_accounts SET credits_posted = credits_posted + $2::numeric, version = version + 1 WHERE id = $1',
    [credit, AMOUNT_UNITS],
  );
  await tx.query(
    `INSERT INTO ledger_transfers (id, debit_account, credit_account, amount, kind, created_at)
     VALUES ($1, $2, $3, $4::numeric, 'posted', now())`,
    [randomUUID(), debit, credit, AMOUNT_UNITS],
  );
};

/** BEGIN, the transfer, `extra` statements if any, COMMIT. */
const bareTransfer = (db: Db, accounts: BareAccounts, extra?: (tx: Queryable) => Promise<unknown>) =>
  db.transaction(async (tx) => {
    await transferIn(tx, accounts);
    await extra?.(tx);
  });

/**
 * Runs a measurement and notes what it cost: CPU per transfer in this process (and in PostgreSQL's backends),
 * how busy the whole machine was; on PostgreSQL at `detailClients` clients, what the backends waited on.
 */
const observe =
  (url: string | undefined, detailClients: number) =>
  async <T>(title: string, clients: number, work: () => Promise<T>, completed: (result: T) => number) => {
    const sampler = url ? sampleActivity(url, { cpuOnly: clients !== detailClients }) : null;
    const cpu = startCpuMeter();
    const result = await work();
    const { ownMs, machineBusyShare, cores } = cpu.stop();
    const activity = await sampler?.stop();
    const n = Math.max(1, completed(result));
    note(
      `${title}: CPU per transfer ${(ownMs / n).toFixed(2)} ms in this process` +
        `${activity ? `, ${(activity.backendCpuMs / n).toFixed(2)} ms in PostgreSQL` : ''}; ` +
        `machine ${(machineBusyShare * 100).toFixed(0)}% busy (${cores} cores, every process on it)`,
    );
    if (activity && clients === detailClients) noteActivity(`  ${title}`, activity);
    return result;
  };

const depositUrl = (server: BenchServer) => `${server.url}${endpoints.increaseWallet.path}`;
const depositBody = (wallet: string) => JSON.stringify({ wallet_address: wallet, amount: AMOUNT });

/** One deposit outside the load: proves the call succeeds and moves the amount asked. */
const checkDeposit = async (server: BenchServer, session: SignedIn, wallet: string) => {
  const response = await fetch(depositUrl(server), {
    method: 'PUT',
    headers: { ...session.bearerHeaders, 'content-type': 'application/json', [HEADERS.idempotencyKey]: randomUUID() },
    body: depositBody(wallet),
  });
  if (response.status !== 200) throw new Error(`The deposit answered ${response.status}: ${await response.text()}`);
  const { deposit } = IncreaseWalletResponseSchema.parse(await response.json());
  if (deposit.amount !== AMOUNT) throw new Error(`The deposit moved ${deposit.amount}, not ${AMOUNT}`);
};

const runOn = async (setup: Setup) => {
  const server = await startBenchServer({ database: setup.database });
  try {
    const { db, label, url } = server.database;
    const issuers = await seedIssuers(db, ISSUERS);
    const seeded = await seedDepositAccounts(db);
    const accounts: BareAccounts = { external: seeded.external, wallets: [...seeded.wallets.values()] };
    const wallets = issuers.map((issuer) => issuer.wallet);
    const session = await signIn(server.url, server.admin, server.mailbox);
    const admin = await fetchCurrentAdmin(server.url, session);
    await checkDeposit(server, session, pick(wallets));
    await checkpointBeforeRuns(db);
    note(
      `${label}: ${ISSUERS} issuers with KYC, ${accounts.wallets.length} wallet accounts, ` +
        `${accounts.external.length} external accounts; ${AMOUNT} $BLCK a deposit, a fresh Idempotency-Key each`,
    );

    const bodies = wallets.map(depositBody);
    const load = {
      url: depositUrl(server),
      method: 'PUT' as const,
      headers: { ...session.bearerHeaders, 'content-type': 'application/json' },
      perRequest: { bodies, uuidHeaders: [HEADERS.idempotencyKey] },
    };
    const top = Math.max(...CLIENTS);
    const observed = observe(url, top);
    for (const clients of CLIENTS) {
      const tag = `(${label}, ${clientsLabel(clients)})`;
      await runLoadOk({ ...load, connections: clients, durationSeconds: WARMUP_SECONDS });
      const api = await observed(
        `API, ${clientsLabel(clients)}`,
        clients,
        () => runLoadOk({ ...load, connections: clients, durationSeconds: DURATION_SECONDS }),
        (result) => result.latenciesMs.length,
      );
      await runConcurrent({ concurrency: clients, durationSeconds: 1, work: () => bareTransfer(db, accounts) });
      const bare = await observed(
        `bare SQL, ${clientsLabel(clients)}`,
        clients,
        () =>
          runConcurrent({
            concurrency: clients,
            durationSeconds: DURATION_SECONDS,
            work: () => bareTransfer(db, accounts),
          }),
        (result) => result.latenciesMs.length,
      );
      const l = api.latenciesMs;
      note(
        `${clientsLabel(clients)}: API ${l.length} deposits, p50 ${percentile(l, 50).toFixed(2)} ms, ` +
          `p99 ${percentile(l, 99).toFixed(2)} ms; bare ${bare.latenciesMs.length} transfers, ` +
          `p50 ${percentile(bare.latenciesMs, 50).toFixed(2)} ms, p99 ${percentile(bare.latenciesMs, 99).toFixed(2)} ms`,
      );
      printFigure({
        name: `ledger-api ${tag}`,
        value: api.requestsPerSecond,
        unit: 'transfers/s',
        digits: 0,
        ...(setup.targets && clients === TARGET_CLIENTS ? { targetMin: TARGET_PER_SECOND } : {}),
      });
      printFigure({ name: `ledger-bare ${tag}`, value: bare.perSecond, unit: 'transfers/s', digits: 0 });
      printFigure({
        name: `ledger-api-bare-ratio ${tag}`,
        value: api.requestsPerSecond / bare.perSecond,
        unit: '',
        digits: 2,
        ...(setup.targets && clients > 1 ? { targetMin: TARGET_RATIO } : {}),
      });
    }

    if (setup.variantClients.length) await runVariants(setup, server, accounts, wallets, admin);

    const totals = await createLedgerRepository().totals(db);
    if (totals.debitsPosted !== totals.creditsPosted) {
      throw new Error(`The ledger is out of balance: debits ${totals.debitsPosted}, credits ${totals.creditsPosted}`);
    }
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers');
    note(`${label}: ${n} transfers written, debits equal credits`);
  } finally {
    await server.close();
  }
};

/**
 * Where the API's time goes: the deposit service called in this process (no HTTP), without the audit event
 * or the official wallet's share lock, and the bare transfer plus each part the deposit adds to it.
 */
const runVariants = async (
  setup: Setup,
  server: BenchServer,
  accounts: BareAccounts,
  wallets: readonly string[],
  admin: Admin,
) => {
  const { db, label, url } = server.database;
  const observed = observe(url, NaN);
  const full = createDepositCode(db);
  const context = (): AuditContext => ({
    actorId: admin.id,
    actorEmail: admin.email,
    requestId: randomUUID(),
    ip: '127.0.0.1',
  });
  const deposit = (code: ReturnType<typeof createDepositCode>) => () =>
    code.service.increase(admin, { walletAddress: pick(wallets), amount: AMOUNT }, context(), randomUUID());
  const auditEntry = {
    action: AUDIT_ACTION.walletDeposit,
    resource: AUDIT_RESOURCE.wallet,
    resourceId: 'bench',
    after: { amount: AMOUNT },
  };

  const variants: { name: string; summary: string; work: () => Promise<unknown>; server?: boolean }[] = [
    { name: 'service', summary: 'the deposit service in this process: the API without HTTP', work: deposit(full) },
    {
      name: 'bare+audit',
      summary: 'bare transfer + audit append (one unsealed insert; the sealer links it after commit)',
      work: () => bareTransfer(db, accounts, (tx) => full.audit.append(tx, context(), auditEntry)),
    },
    {
      name: 'bare+idempotency',
      summary: 'bare transfer under an Idempotency-Key (claim the key, then save the response)',
      work: () =>
        db.transaction(async (tx) => {
          const key = { scope: 'bench', key: randomUUID(), request: { amount: AMOUNT } };
          await full.idempotency.claim(tx, key);
          await transferIn(tx, accounts);
          await runWrites(tx, [full.idempotency.prepareSave(key, { ok: true })]);
        }),
    },
  ];

  // One client, no contention: what one deposit costs, statement by statement.
  const profile = profileQueries(db);
  const profiled = createDepositCode(profile.db);
  const sequential = await runConcurrent({ concurrency: 1, durationSeconds: PROFILE_SECONDS, work: deposit(profiled) });
  noteProfile(
    `${label}: one deposit through the service, 1 client`,
    profile.report(),
    sequential.latenciesMs.length,
    sequential.durationSeconds * 1000,
  );

  note(`${label}: breakdown, ${VARIANT_SECONDS} s each:`);
  for (const variant of variants) note(`  ${variant.name}: ${variant.summary}`);
  for (const clients of setup.variantClients) {
    for (const variant of variants) {
      if (variant.server && !setup.serverVariants) continue;
      const result = await observed(
        `${variant.name}, ${clientsLabel(clients)}`,
        clients,
        () => runConcurrent({ concurrency: clients, durationSeconds: VARIANT_SECONDS, work: variant.work }),
        (r) => r.latenciesMs.length,
      );
      printFigure({
        name: `ledger-variant-${variant.name} (${label}, ${clientsLabel(clients)})`,
        value: result.perSecond,
        unit: 'transfers/s',
        digits: 0,
      });
    }
  }
};

export const ledgerThroughput: Benchmark = {
  name: 'ledger-throughput',
  summary:
    `PUT ${endpoints.increaseWallet.path} over ${ISSUERS} wallets (autocannon, separate process) against one bare SQL ` +
    `transfer (this process), ${CLIENTS.join(', ')} clients for ${DURATION_SECONDS} s each, on PostgreSQL then PGlite (disk)`,
  run: async () => {
    for (const setup of chosenSetups(SETUPS)) await runOn(setup);
  },
};
