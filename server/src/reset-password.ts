// `npm run admin:reset-password -- EMAIL`: gives an administrator a new generated password, printed once, without a
// running server (the first admin's printed password lost). Same settings as the server: DATABASE_URL, or DATA_DIR
// with the server stopped. Audited like every password change; the admin's sessions end.
import { existsSync } from 'node:fs';
import { openDatabase } from './db/client';
import { systemClock } from './lib/clock';
import { HttpError } from './lib/http-error';
import { createAdminsRepository } from './modules/admins/admins.repository';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createOperatorPasswordReset } from './modules/auth/operator-password-reset.service';
import { createPasswordHasher } from './lib/passwords';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { loadConfig } from './config/env';

const resetPassword = async (email: string | undefined): Promise<number> => {
  if (!email || process.argv.length > 3) {
    process.stderr.write('Name one administrator by email: npm run admin:reset-password -- you@example.com\n');
    return 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(config.dataDir)) {
    process.stderr.write(`There is no database in ${config.dataDir}: set DATABASE_URL or DATA_DIR.\n`);
    return 2;
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const reset = createOperatorPasswordReset({
      db,
      clock: systemClock,
      hasher: await createPasswordHasher(),
      audit: createAuditService({ db, auditRepository: createAuditRepository(), clock: systemClock }),
      adminsRepository: createAdminsRepository(),
      authRepository: createAuthRepository(),
      sessionsRepository: createSessionsRepository(),
    });
    const done = await reset(email);
    process.stdout.write(
      `\n==== New password for ${done.email} (shown once): ${done.password}\n` +
        `==== ${done.sessionsRevoked} session(s) ended; sign in with the new password and change it in the console.\n` +
        (done.canSignIn
          ? '\n'
          : `==== ${done.email} is not active and confirmed: another administrator must activate them before they can sign in.\n\n`),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    await db.close();
  }
};

resetPassword(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
