// Builds the Fastify app: the HTTP edge and adapters first, then each module by name, all dependencies passed in.
import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import { createMemoryRateCounter, deleteExpiredStores, getOrCreateSecret } from './db/stores';
import { createDemoSeeder, type DemoSeeder } from './demo/seed';
import { keepPlannerStatistics, ownsPlannerStatistics } from './db/statistics';
import { createAuditWitness } from './lib/audit-witness';
import { createApprovalsRepository } from './modules/approvals/approvals.repository';
import { registerApprovalsRoutes } from './modules/approvals/approvals.routes';
import { createApprovalsService } from './modules/approvals/approvals.service';
import { systemClock, type Clock } from './lib/clock';
import { createEventBus, type EventBus } from './lib/events';
import { createAdminsRepository } from './modules/admins/admins.repository';
import { registerAdminsRoutes } from './modules/admins/admins.routes';
import { createAdminsService, type AdminsService } from './modules/admins/admins.service';
import { createAuditRepository } from './modules/audit/audit.repository';
import { registerAuditRoutes } from './modules/audit/audit.routes';
import { createAuditService, type AuditService } from './modules/audit/audit.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createSessionCache } from './modules/auth/session-cache';
import { createBlckRepository } from './modules/blck-value/blck-value.repository';
import { registerBlckRoutes } from './modules/blck-value/blck-value.routes';
import { createBlckService } from './modules/blck-value/blck-value.service';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createFiatsRepository } from './modules/fiats/fiats.repository';
import { registerFiatsRoutes } from './modules/fiats/fiats.routes';
import { createFiatsService } from './modules/fiats/fiats.service';
import { createHistoriesRepository } from './modules/histories/histories.repository';
import { registerHistoriesRoutes } from './modules/histories/histories.routes';
import { createHistoriesService } from './modules/histories/histories.service';
import { registerFundsRoutes } from './modules/funds/funds.routes';
import { createFundsService, type FundsService } from './modules/funds/funds.service';
import { createLocksRepository } from './modules/funds/locks.repository';
import { createPaymentsRepository } from './modules/funds/payments.repository';
import { createInvestorsRepository } from './modules/investors/investors.repository';
import { registerInvestorsRoutes } from './modules/investors/investors.routes';
import { createInvestorsService } from './modules/investors/investors.service';
import { createIssuersRepository } from './modules/issuers/issuers.repository';
import { registerIssuersRoutes } from './modules/issuers/issuers.routes';
import { createIssuersService } from './modules/issuers/issuers.service';
import { createIdempotencyRepository } from './modules/ledger/idempotency.repository';
import { createIdempotency } from './modules/ledger/idempotency.service';
import { createLedgerRepository } from './modules/ledger/ledger.repository';
import { createLedger, type Ledger } from './modules/ledger/ledger.service';
import { createMoneyOperations } from './modules/ledger/money-operation';
import { createValidatorsRepository } from './modules/validators/validators.repository';
import { registerValidatorsRoutes } from './modules/validators/validators.routes';
import { createValidatorsService } from './modules/validators/validators.service';
import { createWalletsRepository } from './modules/wallets/wallets.repository';
import { registerWalletsRoutes } from './modules/wallets/wallets.routes';
import { registerSearchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { createWalletsService, type WalletsService } from './modules/wallets/wallets.service';
import { createPasswordHasher, type PasswordHasher } from './lib/passwords';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createCaptcha } from './adapters/captcha';
import { registerConsole } from './http/console';
import type { Config } from './config/env';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler';
import { registerHealth } from './http/health';
import { createLogController, loggerOptions } from './adapters/logger';
import { createMailer, type Mailer } from './adapters/mail';
import { registerOpenApi } from './http/openapi';
import { attachRealtime } from './adapters/realtime';
import { createRouteRegistrar } from './http/routes';
import { registerSecurityHeaders } from './http/security-headers';

const DEFAULT_CONSOLE_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../console/dist');

/**
 * Fastify 5 ignores a plain hop count (it trusts nothing then), so n hops are a function trusting the socket peer
 * and the n − 1 entries nearest to it; the client is the next entry to the left, whatever the client wrote before.
 */
const trustedProxies = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export interface AppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  mailer?: Mailer;
  /** Password hashing; tests wrap the real one to count the checks it evaluates. */
  hasher?: PasswordHasher;
  /** How often each instance checks its sockets' sessions (expiry by the clock, missed revocations). */
  realtimeSweepMs?: number;
  /** How often the tables that grew are analyzed where nothing else does it (default STATISTICS_REFRESH_MS). */
  statisticsRefreshMs?: number;
  /** pino destination: readable lines at a terminal, tests that read the log; JSON lines on stdout by default. */
  logStream?: NodeJS.WritableStream;
}

export interface App {
  server: FastifyInstance;
  services: {
    auth: AuthService;
    admins: AdminsService;
    audit: AuditService;
    /** Deposits in process, as the HTTP edge calls them (tests of what arrives together, benchmarks). */
    wallets: WalletsService;
    /** Locks and withdrawals in process, as the HTTP edge calls them (tests of what arrives together). */
    funds: FundsService;
    demo: DemoSeeder;
  };
  events: EventBus;
  ledger: Ledger;
  /** Readiness turns 503 and answers close their connections; requests are still served. */
  drain(): void;
  /** Ends this instance's sockets whose session ended (the periodic sweep, run now). */
  sweepRealtime(): Promise<void>;
  close(): Promise<void>;
}

/** How often each instance looks for audit events left unsealed (normally each is sealed right after its commit). */
const AUDIT_SWEEP_MS = 5_000;
/**
 * How often the tables that grew get fresh planner statistics where no autovacuum does it: a statement's cached plan
 * is made at its sixth call and kept until an ANALYZE, so a table that grows from a few rows to thousands within a
 * minute (a young database under load) would keep being scanned whole. The look is two catalog reads.
 */
const STATISTICS_REFRESH_MS = 10_000;

export const buildApp = async (options: AppOptions): Promise<App> => {
  const { config, db } = options;
  // The token value's reference currency must be a fiat the database knows (checked once, before anything starts).
  if (!(await createFiatsRepository().isFiatLabel(db, config.blckValueCurrency))) {
    throw new Error(
      `Invalid configuration:\n  BLCK_VALUE_CURRENCY: ${config.blckValueCurrency} is not the label of a fiat currency; set the label of one of the fiats (USD, EUR, …) or leave it unset for USD.`,
    );
  }
  const clock = options.clock ?? systemClock;
  const mailer = options.mailer ?? createMailer(config);

  const server = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: createLogController(),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 256 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    frameworkErrors,
    clientErrorHandler,
  });

  const [pepper, altchaHmac, altchaKeyHmac] = await Promise.all([
    getOrCreateSecret(db, 'token_pepper'),
    getOrCreateSecret(db, 'altcha_hmac'),
    getOrCreateSecret(db, 'altcha_key_hmac'),
  ]);
  const hasher = options.hasher ?? (await createPasswordHasher());
  const captcha = createCaptcha(config, { db, clock, hmacSecret: altchaHmac, hmacKeySecret: altchaKeyHmac });

  const adminsRepository = createAdminsRepository();
  const events = createEventBus({ afterCommit: db.afterCommit });
  const witness = createAuditWitness();
  const audit = createAuditService({
    db,
    auditRepository: createAuditRepository(),
    clock,
    witness,
    sealDelayMs: config.auditSealDelayMs,
    onSealError: (error) =>
      server.log.error({ err: error }, 'sealing the audit chain failed; retried on the next sweep'),
  });
  // What a crash left committed but unsealed is linked before this instance serves anything.
  await audit.seal();
  const authService = createAuthService({
    db,
    clock,
    captcha,
    mailer,
    hasher,
    audit,
    events,
    adminsRepository,
    authRepository: createAuthRepository(),
    sessionsRepository: createSessionsRepository(),
    pepper,
    publicUrl: config.publicUrl,
    brandName: config.brandName,
    session: config.session,
    singleInstance:
      db.kind === 'pglite' ? { sessionCache: createSessionCache(), rateCounter: createMemoryRateCounter() } : null,
    log: server.log,
  });
  const adminsService = createAdminsService({
    db,
    clock,
    hasher,
    audit,
    events,
    adminsRepository,
    revokeSessions: authService.revokeSessions,
  });

  // Every body is JSON: a text body is refused with 415 instead of reaching a route as a string.
  server.removeContentTypeParser('text/plain');
  registerSecurityHeaders(server);
  await server.register(cookie);
  registerErrorHandler(server);

  const route = createRouteRegistrar(server, {
    db,
    clock,
    config,
    authenticate: authService.authenticate,
    authenticateCountingHit: authService.authenticateCountingHit,
    countHit: authService.countHit,
  });
  const approvalsService = createApprovalsService({
    db,
    clock,
    config,
    audit,
    events,
    witness,
    repository: createApprovalsRepository(),
    mailer,
    log: server.log,
    replay: () => route.replay,
    findAdmin: (id) => adminsService.get(id).catch(() => null),
  });
  route.useGate(approvalsService.gate);
  registerApprovalsRoutes(route, { approvalsService });
  registerAuthRoutes(route, { authService, captcha });
  registerAdminsRoutes(route, { adminsService, clock });
  registerAuditRoutes(route, { auditService: audit, clock });
  const issuersRepository = createIssuersRepository();
  const issuersService = createIssuersService({
    db,
    clock,
    audit,
    events,
    issuersRepository,
    isFiatLabel: createFiatsRepository().isFiatLabel,
  });
  registerIssuersRoutes(route, { issuersService, clock });

  const ledger = createLedger({ ledgerRepository: createLedgerRepository(), clock });
  const idempotency = createIdempotency({ idempotencyRepository: createIdempotencyRepository(), clock });
  const historiesService = createHistoriesService({ db, clock, historiesRepository: createHistoriesRepository() });
  const money = createMoneyOperations({ db, ledger, idempotency, audit, events });
  const walletsRepository = createWalletsRepository();
  const walletsService = createWalletsService({
    db,
    clock,
    ledger,
    audit,
    events,
    walletsRepository,
    historiesService,
    idempotency,
  });
  registerWalletsRoutes(route, { walletsService, clock });
  registerHistoriesRoutes(route, { historiesService, clock });
  const fundsOperations = {
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
  };
  const lockedFundsService = createFundsService(fundsOperations);
  const investorOperations = {
    db,
    clock,
    money,
    audit,
    events,
    investorsRepository: createInvestorsRepository(),
    fundsService: lockedFundsService,
    walletsService,
  };
  const investorsService = createInvestorsService(investorOperations);
  registerInvestorsRoutes(route, { investorsService, clock });
  registerFundsRoutes(route, { fundsService: lockedFundsService, clock });
  registerSearchRoutes(route, {
    searchService: createSearchService({
      adminsService,
      issuersService,
      investorsService,
      walletsService,
      lockedFundsService,
    }),
  });
  const fiatsRepository = createFiatsRepository();
  const fiatsService = createFiatsService({ db, clock, audit, events, fiatsRepository });
  registerFiatsRoutes(route, { fiatsService, clock });
  const blckRepository = createBlckRepository();
  const blckService = createBlckService({
    db,
    clock,
    audit,
    events,
    blckRepository,
    currency: config.blckValueCurrency,
  });
  registerBlckRoutes(route, { blckService, clock });
  const validatorsRepository = createValidatorsRepository();
  const validatorsService = createValidatorsService({
    db,
    clock,
    audit,
    events,
    validatorsRepository,
    confirmOwnPassword: authService.confirmOwnPassword,
    publicUrl: config.publicUrl,
  });
  registerValidatorsRoutes(route, { validatorsService, clock });
  registerDashboardRoutes(route, {
    dashboardService: createDashboardService({
      db,
      clock,
      dashboardRepository: createDashboardRepository(),
      blckValueCurrency: config.blckValueCurrency,
    }),
  });
  const realtime = attachRealtime(server.server, {
    authenticate: async (token, binding) => (await authService.authenticate(token, binding)).session,
    endedSessions: authService.endedSessions,
    events,
    log: server.log,
    databaseUrl: db.kind === 'postgres' ? config.databaseUrl : undefined,
    sweepEveryMs: options.realtimeSweepMs,
  });
  server.addHook('preClose', async () => realtime.disconnectAll());
  server.addHook('onClose', async () => realtime.close());

  registerOpenApi(server);
  const health = registerHealth(server, db);
  await registerConsole(server, config, config.consoleDist ?? DEFAULT_CONSOLE_DIST);

  const housekeeping = setInterval(() => {
    Promise.all([
      authService.deleteExpired(),
      deleteExpiredStores(db, clock.now()),
      idempotency.deleteExpired(db),
      approvalsService.expireDue(),
    ]).catch((error: unknown) => server.log.warn({ err: error }, 'housekeeping failed'));
  }, 60_000);
  housekeeping.unref();
  const ownStatistics = await ownsPlannerStatistics(db);
  if (ownStatistics && db.kind === 'postgres') {
    server.log.warn('PostgreSQL autovacuum is off: this server analyzes the tables that grow itself');
  }
  const stopStatistics = ownStatistics
    ? keepPlannerStatistics(db, options.statisticsRefreshMs ?? STATISTICS_REFRESH_MS, (error) =>
        server.log.warn({ err: error }, 'refreshing planner statistics failed'),
      )
    : null;
  // Another instance that stopped between a commit and its seal leaves events this one links meanwhile.
  const auditSweep = setInterval(audit.sealSoon, AUDIT_SWEEP_MS);
  auditSweep.unref();

  return {
    server,
    services: {
      auth: authService,
      admins: adminsService,
      audit,
      wallets: walletsService,
      funds: lockedFundsService,
      demo: createDemoSeeder({
        db,
        clock,
        hasher,
        audit,
        adminsRepository,
        issuersRepository,
        walletsRepository,
        walletsService,
        investorOperations,
        fundsOperations,
        fiatsRepository,
        blckRepository,
        validatorsRepository,
      }),
    },
    events,
    ledger,
    drain: health.drain,
    sweepRealtime: realtime.sweep,
    close: async () => {
      clearInterval(housekeeping);
      await stopStatistics?.();
      clearInterval(auditSweep);
      await server.close();
      await audit.seal();
      mailer.close();
    },
  };
};
