// Starts one instance: config, database and migrations, first admin, listen; shuts down gracefully.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './demo/admins';
import { defaultPublicUrl, loadConfig } from './config/env';
import { logDestination } from './adapters/logger';

const start = async () => {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // Every call would fail from now on: exit, so that a supervisor starts a fresh instance on the same data.
    onLost: (error) => {
      process.stderr.write(`The embedded database stopped (${error.message}); exiting.\n`);
      process.exit(1);
    },
  });
  await migrate(db);
  const app = await buildApp({ config, db, logStream: logDestination() });
  const log = app.server.log;

  const first = await app.services.admins.ensureFirstAdmin({
    email: config.adminEmail,
    password: config.adminPassword,
  });
  if (first?.generatedPassword) {
    process.stdout.write(
      `\n==== First administrator created: ${first.admin.email}\n==== Password (shown once): ${first.generatedPassword}\n` +
        `==== Lost it? Stop the server and run: npm run admin:reset-password -- ${first.admin.email}\n\n`,
    );
  } else if (first) {
    log.info({ email: first.admin.email }, 'first administrator created from ADMIN_EMAIL');
  }

  if (config.demoData && (await app.services.demo.seed())) {
    process.stdout.write(
      `\n==== Demo data seeded. Demo administrators sign in with the password: ${DEMO_PASSWORD}\n` +
        `==== ${DEMO_ADMIN_EMAIL} holds every permission; the sign-in code is mailed (printed here without SMTP_URL).\n\n`,
    );
  }

  // PGlite runs no autovacuum, so its planner statistics are only as fresh as the last ANALYZE: refresh them
  // at every start (after migrations and the demo seed), or joins on large tables are planned as if empty.
  if (db.kind === 'pglite') await db.query('ANALYZE');

  await app.server.listen({ port: config.port, host: config.host });
  const { port } = app.server.server.address() as AddressInfo;
  const listening = defaultPublicUrl(config.host, port);
  log.info(
    {
      listening,
      publicUrl: config.publicUrl,
      database: db.kind === 'postgres' ? 'postgresql' : `pglite (${config.dataDir})`,
    },
    `BLCK back office is running at ${listening}`,
  );

  // SIGTERM (an orchestrator or a load balancer's rolling upgrade): readiness fails first and requests are still
  // served for SHUTDOWN_DRAIN_SECONDS, so nothing is sent to a closing instance; then it stops taking requests,
  // finishes those in flight and closes its sockets. SIGINT (Ctrl-C) skips the drain.
  let stopping = false;
  const stop = async (signal: string, drainMs: number) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, drainMs }, 'shutting down: draining, then finishing the requests in flight');
    const force = setTimeout(() => process.exit(1), drainMs + 15_000);
    force.unref();
    app.drain();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM', config.shutdownDrainMs));
  process.on('SIGINT', () => void stop('SIGINT', 0));
};

start().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
