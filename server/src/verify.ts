// `npm run verify`: checks a database's books without a running server (after a restore, an incident or an
// upgrade): every ledger account against the sum of its transfers, debits against credits, and the audit chain.
// Reads the same settings as the server (DATABASE_URL, or DATA_DIR with the server stopped) and writes nothing.
import { existsSync } from 'node:fs';
import { openDatabase } from './db/client';
import { systemClock } from './lib/clock';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { createLedgerRepository } from './modules/ledger/ledger.repository';
import { createLedger } from './modules/ledger/ledger.service';
import { loadConfig } from './config/env';

/** At most this many drifted accounts are listed; the count says how many there are. */
const LISTED_MISMATCHES = 20;

const verify = async (): Promise<number> => {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(config.dataDir)) {
    process.stderr.write(`There is no database in ${config.dataDir}: set DATABASE_URL or DATA_DIR.\n`);
    return 2;
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    out(`Checking ${db.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}…`);
    const ledger = await createLedger({ ledgerRepository: createLedgerRepository(), clock: systemClock }).verify(db);
    const { totals } = ledger;
    out(
      `ledger: ${ledger.mismatches.length === 0 ? 'every account equals the sum of its transfers' : `${ledger.mismatches.length} account(s) differ from their transfers`}`,
    );
    for (const mismatch of ledger.mismatches.slice(0, LISTED_MISMATCHES)) {
      out(`  account ${mismatch.id}: stored ${mismatch.stored}, from transfers ${mismatch.computed}`);
    }
    out(
      `ledger: debits ${ledger.balanced ? 'equal' : 'DO NOT equal'} credits ` +
        `(posted ${totals.debitsPosted} / ${totals.creditsPosted}, pending ${totals.debitsPending} / ${totals.creditsPending}, base units)`,
    );
    const audit = await createAuditService({
      db,
      auditRepository: createAuditRepository(),
      clock: systemClock,
    }).verify({ seal: false });
    out(
      audit.valid
        ? `audit: the chain of ${audit.checked} event(s) is intact`
        : `audit: the chain breaks at event ${audit.firstBrokenSeq} (after ${audit.checked} intact event(s))`,
    );
    if (audit.unsealed > 0) {
      out(`audit: ${audit.unsealed} committed event(s) not sealed yet (a running server seals them, or starts by it)`);
    }
    const sound = ledger.mismatches.length === 0 && ledger.balanced && audit.valid;
    out(sound ? 'The books are sound.' : 'The books are NOT sound: see above.');
    return sound ? 0 : 1;
  } finally {
    await db.close();
  }
};

verify().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
