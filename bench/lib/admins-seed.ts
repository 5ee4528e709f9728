// Fills the admins table with many realistic administrators straight in the database, a batch per INSERT.
import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { ALL_PERMISSIONS, type Permission } from '@blck/contract';
import type { Db } from '../../server/src/db/client';
import { ARGON2_OPTIONS } from '../../server/src/lib/passwords';
import {
  DOMAINS,
  emailLocalPart,
  FIRST_NAMES,
  LAST_NAMES,
  RARE_FRAGMENT,
  RARE_LAST_NAME,
  seededRandom,
  skewedPick,
  uniqueEmail,
} from './people';
import { insertRows } from './insert-rows';

/**
 * Given to every RARE_EVERY-th admin and to no other name, email or domain, so searching for it finds
 * ADMIN_SEED.rareCount rows however many admins there are.
 */
const RARE_EVERY = 2000;

export const ADMIN_SEED = {
  /** Contained in many surnames (Johnson, Wilson, Anderson…) and a few first names (Madison, Jason…). */
  commonFragment: 'son',
  /** Contained in RARE_LAST_NAME only. */
  rareFragment: RARE_FRAGMENT,
  rareCount: (count: number) => Math.ceil(count / RARE_EVERY),
} as const;

const DAY_MS = 86_400_000;
interface SeedRow {
  email: string;
  firstName: string;
  lastName: string;
  isConfirmed: boolean;
  isActive: boolean;
  registeredAt: Date | null;
  permissions: Permission[];
  createdAt: Date;
  updatedAt: Date;
}

const generateRows = (count: number, now: Date): SeedRow[] => {
  const random = seededRandom(2026);
  const pick = skewedPick(random);
  const used = new Set<string>();
  const rows: SeedRow[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = pick(FIRST_NAMES);
    const lastName = i % RARE_EVERY === RARE_EVERY - 1 ? RARE_LAST_NAME : pick(LAST_NAMES);
    const local = emailLocalPart(random, firstName, lastName);
    const email = uniqueEmail(used, local, pick(DOMAINS));

    // Spread over three years; most finished registration, most of those are confirmed and active.
    const createdAt = new Date(now.getTime() - random() * 3 * 365 * DAY_MS);
    const state = random();
    const registered = state > 0.1;
    const confirmed = state > 0.2;
    const permissions = ALL_PERMISSIONS.filter(() => random() < 0.15);
    rows.push({
      email,
      firstName,
      lastName,
      isConfirmed: confirmed,
      isActive: confirmed && state > 0.3,
      registeredAt: registered ? new Date(createdAt.getTime() + random() * 7 * DAY_MS) : null,
      permissions,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + random() * 30 * DAY_MS),
    });
  }
  return rows;
};

/**
 * Inserts `count` administrators in one transaction, a batch of rows per multi-row INSERT. They all share one
 * real argon2 hash of a random password: nobody signs in as them.
 */
export const seedAdmins = async (db: Db, count: number, now = new Date()): Promise<void> => {
  const passwordHash = await hash(randomBytes(16).toString('base64url'), ARGON2_OPTIONS);
  const rows = generateRows(count, now).map((row) => [
    randomUUID(),
    row.email,
    passwordHash,
    row.firstName,
    row.lastName,
    row.isConfirmed,
    row.isActive,
    row.registeredAt,
    row.permissions,
    row.createdAt,
    row.updatedAt,
  ]);
  await db.transaction((tx) =>
    insertRows(
      tx,
      'admins',
      [
        'id',
        'email',
        'password_hash',
        'first_name',
        'last_name',
        'is_confirmed',
        'is_active',
        'registered_at',
        'permissions::text[]',
        'created_at',
        'updated_at',
      ],
      rows,
    ),
  );
};
