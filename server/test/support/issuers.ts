// Issuer fixtures written straight to the database, for tests of modules that need an issuer to exist.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { toChecksumAddress } from '../../src/lib/wallet-address';

export interface IssuerFixture {
  id: string;
  email: string;
  wallet: string;
  name: string;
}

export const createIssuerFixture = async (
  db: Db,
  options: { kyc?: boolean; companyName?: string; createdAt?: Date } = {},
): Promise<IssuerFixture> => {
  const id = randomUUID();
  const wallet = toChecksumAddress(`0x${randomBytes(20).toString('hex')}`);
  const email = `issuer-${id.slice(0, 8)}@example.com`;
  const name = options.companyName ?? `Company ${id.slice(0, 6)}`;
  const now = options.createdAt ?? new Date();
  await db.query(
    `INSERT INTO issuers (id, issuer_type, email, company_name, first_name, last_name, payment_type, wallet, kyc_completed_at,
       created_at, updated_at)
     VALUES ($1, 'company', $2, $3, 'Ada', 'Byron', 'crypto', $4, $5, $6, $6)`,
    [id, email, name, wallet, options.kyc === false ? null : now, now],
  );
  return { id, email, wallet, name };
};
