// Fills the admins table with many realistic administrators straight in the database, a batch per INSERT.
import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { ALL_PERMISSIONS, type Permission } from '@blck/contract';
import type { Db } from '../../server/src/db/client';
import { ARGON2_OPTIONS } from '../../server/src/modules/auth/passwords';

const FIRST_NAMES = `
  James Mary Olivia Liam Noah Emma Ava Sophia Isabella Mia Lucas Ethan Mason Logan Amelia Harper Evelyn
  Abigail Emily Ella Madison Allison Jason Carson Grayson Aisha Fatima Omar Yusuf Wei Mei Hiroshi Yuki
  Sakura Kenji Priya Arjun Ananya Rohan Sofia Mateo Santiago Valentina Camila Diego Lukas Hannah Lena
  Felix Anouk Sven Ingrid Astrid Olga Dmitri Ivan Katarzyna Piotr Chloé Louis Camille Hugo Amara Chidi
  Ngozi Kwame Zanele Thabo Leila Reza Darius Mehmet Elif Giulia Marco Francesca Nikos Eleni Seán Siobhan
  Connor Maeve José Zoë
`
  .trim()
  .split(/\s+/);

/** Common names first: `pick` favours the start of the list, as real surnames are unevenly spread. */
const LAST_NAMES = `
  Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Wilson Anderson Taylor Thomas
  Moore Jackson Martin Lee Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott
  Nguyen Hill Green Adams Nelson Baker Hall Campbell Mitchell Carter Roberts Okafor Adeyemi Mensah Haddad
  Khalil Yılmaz Kaya Kowalski Nowak Müller Schmidt Fischer Weber Becker Brandt Dubois Moreau Lefèvre Rossi
  Russo Esposito Bianchi Silva Santos Oliveira Costa Tanaka Watanabe Suzuki Kim Park Wang Zhang Chen Liu
  Patel Sharma Singh Raman Ivanov Petrov Andersson Johansson Karlsson Nilsson Eriksson Larsson Hansen
  Jensen Lindqvist Virtanen O'Brien Murphy Kelly Dawson Gibson Hudson Ellison Harrison Richardson Peterson
  Carlson Morrison Watson Henderson Ferguson Stevenson
`
  .trim()
  .split(/\s+/);

const DOMAINS = ['example.com', 'example.org', 'blck.test', 'northwind.test', 'contoso.test', 'fabrikam.test'];

/**
 * Given to every RARE_EVERY-th admin and to no other name, email or domain, so searching for it finds
 * ADMIN_SEED.rareCount rows however many admins there are.
 */
const RARE_LAST_NAME = 'Xiong';
const RARE_EVERY = 2000;

export const ADMIN_SEED = {
  /** Contained in many surnames (Johnson, Wilson, Anderson…) and a few first names (Madison, Jason…). */
  commonFragment: 'son',
  /** Contained in RARE_LAST_NAME only. */
  rareFragment: 'xiong',
  rareCount: (count: number) => Math.ceil(count / RARE_EVERY),
} as const;

const DAY_MS = 86_400_000;
/** Rows per INSERT: 10 parameters a row stays far below PostgreSQL's 65 535 parameters a statement. */
const BATCH = 1000;

/** mulberry32: a seeded generator, so every run inserts the same names and dates. */
const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

/** Letters of `name` an email can hold: accents dropped, apostrophes and other marks removed. */
const emailPart = (name: string) =>
  name
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

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
  /** Index skewed towards 0: the first entries of a list come up far more often than the last. */
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() ** 1.6 * list.length)]!;
  const used = new Set<string>();
  const rows: SeedRow[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = pick(FIRST_NAMES);
    const lastName = i % RARE_EVERY === RARE_EVERY - 1 ? RARE_LAST_NAME : pick(LAST_NAMES);
    const first = emailPart(firstName);
    const last = emailPart(lastName);
    const local = [`${first}.${last}`, `${first[0]}${last}`, `${first}${last[0]}`, `${first}_${last}`][
      Math.floor(random() * 4)
    ]!;
    const domain = pick(DOMAINS);
    let email = `${local}@${domain}`;
    for (let n = 2; used.has(email); n++) email = `${local}${n}@${domain}`;
    used.add(email);

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
 * Inserts `count` administrators in one transaction, BATCH rows per multi-row INSERT. They all share one
 * real argon2 hash of a random password: nobody signs in as them.
 */
export const seedAdmins = async (db: Db, count: number, now = new Date()): Promise<void> => {
  const passwordHash = await hash(randomBytes(16).toString('base64url'), ARGON2_OPTIONS);
  const rows = generateRows(count, now);
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      // $1 is the shared hash; each row has 10 parameters of its own after it.
      const values = batch.map((_, r) => {
        const p = (k: number) => `$${2 + r * 10 + k}`;
        return `(${p(0)}, ${p(1)}, $1, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}::text[], ${p(8)}, ${p(9)})`;
      });
      const params = batch.flatMap((row) => [
        randomUUID(),
        row.email,
        row.firstName,
        row.lastName,
        row.isConfirmed,
        row.isActive,
        row.registeredAt,
        row.permissions,
        row.createdAt,
        row.updatedAt,
      ]);
      await tx.query(
        `INSERT INTO admins (id, email, password_hash, first_name, last_name, is_confirmed, is_active, registered_at,
           permissions, created_at, updated_at)
         VALUES ${values.join(',\n')}`,
        [passwordHash, ...params],
      );
    }
  });
};
