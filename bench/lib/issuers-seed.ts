// Fills the issuers table with many realistic issuers (people and companies, KYC done, checksummed wallets).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../server/src/db/client';
import { toChecksumAddress } from '../../server/src/lib/wallet-address';
import { insertRows } from './insert-rows';
import {
  DOMAINS,
  emailLocalPart,
  emailPart,
  FIRST_NAMES,
  LAST_NAMES,
  RARE_FRAGMENT,
  RARE_LAST_NAME,
  seededRandom,
  skewedPick,
  uniqueEmail,
} from './people';

const COMPANY_SUFFIXES = ['Holdings', 'Capital', 'Labs', 'Ventures', 'Partners', 'Group', 'Digital', 'Trading'];
const COMPANY_MAILBOXES = ['finance', 'treasury', 'accounts', 'ops'];
const COMPANY_SHARE = 0.4;
/** Every RARE_EVERY-th issuer bears RARE_LAST_NAME (in its name and email, the company's too), and no other. */
const RARE_EVERY = 1000;
const DAY_MS = 86_400_000;

export const ISSUER_SEED = {
  /** Found in the name or email of `rareCount` issuers only. */
  rareFragment: RARE_FRAGMENT,
  rareCount: (count: number) => Math.floor(count / RARE_EVERY),
  /** Index (in creation order) of the issuers that bear it. */
  isRare: (index: number) => index % RARE_EVERY === RARE_EVERY - 1,
} as const;

export interface SeededIssuer {
  id: string;
  /** EIP-55 checksummed, as the server stores it. */
  wallet: string;
  email: string;
}

const COLUMNS = [
  'id',
  'issuer_type',
  'email',
  'company_name',
  'first_name',
  'last_name',
  'payment_type',
  'wallet',
  'kyc_completed_at',
  'created_at',
  'updated_at',
];

/**
 * Inserts `count` issuers with a wallet and a completed KYC, created during the year before `createdBefore`;
 * returned in creation order. Same names and wallets every run (seeded), new ids.
 */
export const seedIssuers = async (
  db: Db,
  count: number,
  { createdBefore = new Date() }: { createdBefore?: Date } = {},
): Promise<SeededIssuer[]> => {
  const random = seededRandom(4242);
  const pick = skewedPick(random);
  const usedEmails = new Set<string>();
  const rows: unknown[][] = [];
  const issuers: SeededIssuer[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = pick(FIRST_NAMES);
    const lastName = ISSUER_SEED.isRare(i) ? RARE_LAST_NAME : pick(LAST_NAMES);
    const isCompany = random() < COMPANY_SHARE;
    let companyName: string | null = null;
    let email: string;
    if (isCompany) {
      const founder = ISSUER_SEED.isRare(i) ? lastName : pick(LAST_NAMES);
      const suffix = COMPANY_SUFFIXES[Math.floor(random() * COMPANY_SUFFIXES.length)]!;
      companyName = `${founder} ${suffix}`;
      const mailbox = COMPANY_MAILBOXES[Math.floor(random() * COMPANY_MAILBOXES.length)]!;
      email = uniqueEmail(usedEmails, mailbox, `${emailPart(founder)}-${suffix.toLowerCase()}.test`);
    } else {
      email = uniqueEmail(usedEmails, emailLocalPart(random, firstName, lastName), pick(DOMAINS));
    }
    const wallet = toChecksumAddress(
      `0x${Array.from({ length: 20 }, () =>
        Math.floor(random() * 256)
          .toString(16)
          .padStart(2, '0'),
      ).join('')}`,
    );
    const createdAt = new Date(createdBefore.getTime() - (1 - i / count) * 365 * DAY_MS);
    const kycAt = new Date(createdAt.getTime() + (1 + random() * 13) * DAY_MS);
    const id = randomUUID();
    rows.push([
      id,
      isCompany ? 'company' : 'individual',
      email,
      companyName,
      firstName,
      lastName,
      'crypto',
      wallet,
      kycAt,
      createdAt,
      kycAt,
    ]);
    issuers.push({ id, wallet, email });
  }
  await db.transaction((tx) => insertRows(tx, 'issuers', COLUMNS, rows));
  return issuers;
};
