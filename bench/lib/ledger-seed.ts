// Ledger accounts a deposit moves money between, made ahead so every measured deposit finds them.
import type { Db } from '../../server/src/db/client';
import { EXTERNAL_KIND, EXTERNAL_POOL_SIZE } from '../../server/src/modules/ledger/ledger.service';
import { ISSUER_WALLET_ACCOUNT } from '../../server/src/modules/wallets/wallets.repository';
import { BLCK_CURRENCY } from '@blck/contract';

export interface DepositAccounts {
  /** The external pool of $BLCK, EXTERNAL_POOL_SIZE accounts. */
  external: string[];
  /** Each issuer wallet's account, by lower-case wallet address (the account's owner). */
  wallets: Map<string, string>;
}

/**
 * The $BLCK account of every issuer wallet and the external pool, as `ledger.ensureAccount` and
 * `ledger.externalAccount` would create them on first use (owner `BLCK:<n>` for the pool).
 */
export const seedDepositAccounts = async (db: Db): Promise<DepositAccounts> => {
  await db.query(
    `INSERT INTO ledger_accounts (id, kind, owner, currency, no_overdraft, created_at)
     SELECT gen_random_uuid(), $1, lower(wallet), $2, true, created_at FROM issuers WHERE wallet IS NOT NULL
     ON CONFLICT (kind, owner) DO NOTHING`,
    [ISSUER_WALLET_ACCOUNT, BLCK_CURRENCY],
  );
  await db.query(
    `INSERT INTO ledger_accounts (id, kind, owner, currency, no_overdraft, created_at)
     SELECT gen_random_uuid(), $1, $2 || ':' || n, $2, false, now() FROM generate_series(0, $3::int - 1) AS n
     ON CONFLICT (kind, owner) DO NOTHING`,
    [EXTERNAL_KIND, BLCK_CURRENCY, EXTERNAL_POOL_SIZE],
  );
  const rows = await db.query<{ id: string; kind: string; owner: string }>(
    'SELECT id, kind, owner FROM ledger_accounts WHERE kind IN ($1, $2) AND currency = $3 ORDER BY owner',
    [ISSUER_WALLET_ACCOUNT, EXTERNAL_KIND, BLCK_CURRENCY],
  );
  return {
    external: rows.filter((row) => row.kind === EXTERNAL_KIND).map((row) => row.id),
    wallets: new Map(rows.filter((row) => row.kind === ISSUER_WALLET_ACCOUNT).map((row) => [row.owner, row.id])),
  };
};
