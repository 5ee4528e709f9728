// The demo issuers (DEMO_DATA=1): realistic companies and people with deterministic, checksummed wallets, seeded
// into the issuers' tables with their tokens, each audited.
import { createHash, randomUUID } from 'node:crypto';
import { AUDIT_ACTION, AUDIT_RESOURCE, type Issuer, type PaymentType } from '@blck/contract';
import type { Queryable } from '../db/client';
import { toChecksumAddress } from '../lib/wallet-address';
import type { AuditService } from '../modules/audit/audit.service';
import type { IssuersRepository } from '../modules/issuers/issuers.repository';
import { issuerAuditView } from '../modules/issuers/issuers.service';
import { DAY, SEEDING } from './shared';

export interface DemoIssuer {
  firstName: string;
  lastName: string;
  /** Set for a company, absent for a person. */
  companyName?: string;
  paymentType: PaymentType;
  /** False: registered, KYC still pending. */
  kyc: boolean;
  /** Only issuers whose KYC is complete get one. */
  token?: { title: string; prefix: string; currency: string };
}

export const DEMO_ISSUERS: readonly DemoIssuer[] = [
  {
    firstName: 'Ingrid',
    lastName: 'Halvorsen',
    companyName: 'Northwind Renewables AS',
    paymentType: 'fiat',
    kyc: true,
    token: { title: 'Northwind Green Bond', prefix: 'NWGB', currency: 'EUR' },
  },
  {
    firstName: 'Marcus',
    lastName: 'Bell',
    companyName: 'Atlas Freight Partners',
    paymentType: 'crypto',
    kyc: true,
    token: { title: 'Atlas Freight Credit', prefix: 'ATLAS', currency: 'USD' },
  },
  { firstName: 'Yuki', lastName: 'Tanaka', paymentType: 'fiat', kyc: true },
  {
    firstName: 'Lucía',
    lastName: 'Ortega',
    companyName: 'Helios Solar Cooperative',
    paymentType: 'fiat',
    kyc: true,
    token: { title: 'Helios Solar Share', prefix: 'HELIO', currency: 'EUR' },
  },
  {
    firstName: 'Daniel',
    lastName: "O'Connell",
    paymentType: 'crypto',
    kyc: true,
    token: { title: "O'Connell Studio Token", prefix: 'OCST', currency: 'USD' },
  },
  { firstName: 'Fatima', lastName: 'Zahra', companyName: 'Marrakech Textiles SARL', paymentType: 'fiat', kyc: false },
  {
    firstName: 'Henrik',
    lastName: 'Johansson',
    companyName: 'Baltic Timber Holdings',
    paymentType: 'fiat',
    kyc: true,
    token: { title: 'Baltic Timber Note', prefix: 'BTIMB', currency: 'EUR' },
  },
  { firstName: 'Aisha', lastName: 'Bello', paymentType: 'crypto', kyc: true },
  {
    firstName: 'Oliver',
    lastName: 'Grant',
    companyName: 'Grant & Sons Vineyards',
    paymentType: 'fiat',
    kyc: true,
    token: { title: 'Grant Vintage Reserve', prefix: 'GRANT', currency: 'GBP' },
  },
  {
    firstName: 'Mei',
    lastName: 'Lin',
    companyName: 'Lotus Microfinance Ltd',
    paymentType: 'crypto',
    kyc: true,
    token: { title: 'Lotus Community Loan', prefix: 'LOTUS', currency: 'USD' },
  },
  { firstName: 'Rafael', lastName: 'Souza', paymentType: 'fiat', kyc: true },
  {
    firstName: 'Claire',
    lastName: 'Fontaine',
    companyName: 'Maison Fontaine Patrimoine',
    paymentType: 'fiat',
    kyc: true,
    token: { title: 'Fontaine Real Estate Unit', prefix: 'MFP', currency: 'EUR' },
  },
  { firstName: 'Viktor', lastName: 'Petrov', companyName: 'Danube Logistics', paymentType: 'crypto', kyc: false },
  {
    firstName: 'Nia',
    lastName: 'Mensah',
    paymentType: 'crypto',
    kyc: true,
    token: { title: 'Mensah Music Royalties', prefix: 'NIAMR', currency: 'USD' },
  },
  {
    firstName: 'Samuel',
    lastName: 'Adeyemi',
    companyName: 'Lagos AgriTech Ventures',
    paymentType: 'fiat',
    kyc: true,
    token: { title: 'AgriTech Harvest Token', prefix: 'LAGRI', currency: 'USD' },
  },
  { firstName: 'Elena', lastName: 'Rossi', paymentType: 'fiat', kyc: true },
  {
    firstName: 'Thomas',
    lastName: 'Müller',
    companyName: 'Alpenwerk Maschinenbau GmbH',
    paymentType: 'fiat',
    kyc: true,
    token: { title: 'Alpenwerk Supply Credit', prefix: 'ALPW', currency: 'CHF' },
  },
  { firstName: 'Priyanka', lastName: 'Desai', companyName: 'Monsoon Tea Estates', paymentType: 'fiat', kyc: true },
  {
    firstName: 'Liam',
    lastName: 'Murphy',
    paymentType: 'crypto',
    kyc: true,
    token: { title: 'Murphy Art Collective', prefix: 'MURPH', currency: 'EUR' },
  },
  { firstName: 'Sara', lastName: 'Lindberg', companyName: 'Nordic Fjord Seafood', paymentType: 'crypto', kyc: true },
  {
    firstName: 'Kwame',
    lastName: 'Asante',
    companyName: 'Gold Coast Cocoa Exchange',
    paymentType: 'fiat',
    kyc: true,
    token: { title: 'Gold Coast Cocoa Receipt', prefix: 'COCOA', currency: 'USD' },
  },
  { firstName: 'Hana', lastName: 'Kobayashi', paymentType: 'fiat', kyc: false },
  {
    firstName: 'Isabela',
    lastName: 'Carvalho',
    companyName: 'Amazonia Carbon Trust',
    paymentType: 'crypto',
    kyc: true,
    token: { title: 'Amazonia Carbon Credit', prefix: 'AMZC', currency: 'USD' },
  },
  { firstName: 'Jonas', lastName: 'Weber', paymentType: 'crypto', kyc: true },
  {
    firstName: 'Emily',
    lastName: 'Clarke',
    companyName: 'Thames Biotech Labs',
    paymentType: 'fiat',
    kyc: true,
    token: { title: 'Thames Research Token', prefix: 'THAMES', currency: 'GBP' },
  },
  { firstName: 'Ahmed', lastName: 'Karimi', companyName: 'Caspian Energy Trading', paymentType: 'fiat', kyc: false },
  {
    firstName: 'Chen',
    lastName: 'Wei',
    paymentType: 'crypto',
    kyc: true,
    token: { title: 'Chen Wei Game Studio', prefix: 'CWGS', currency: 'USD' },
  },
  { firstName: 'Sofia', lastName: 'Nieminen', companyName: 'Lapland Data Centers Oy', paymentType: 'fiat', kyc: true },
  {
    firstName: 'Gabriel',
    lastName: 'Dupont',
    companyName: 'Provence Lavender Farms',
    paymentType: 'fiat',
    kyc: true,
    token: { title: 'Provence Harvest Share', prefix: 'LAVND', currency: 'EUR' },
  },
  { firstName: 'Zara', lastName: 'Hussain', paymentType: 'fiat', kyc: true },
  {
    firstName: 'Noah',
    lastName: 'Thompson',
    companyName: 'Maple Leaf Minerals Inc.',
    paymentType: 'crypto',
    kyc: true,
    token: { title: 'Maple Leaf Mineral Rights', prefix: 'MAPLE', currency: 'CAD' },
  },
  { firstName: 'Ana', lastName: 'Kovač', paymentType: 'crypto', kyc: false },
  {
    firstName: 'Lachlan',
    lastName: 'Reid',
    companyName: 'Outback Solar Farms Pty',
    paymentType: 'fiat',
    kyc: true,
    token: { title: 'Outback Sun Token', prefix: 'OSUN', currency: 'AUD' },
  },
  { firstName: 'Maya', lastName: 'Goldberg', companyName: 'Carmel Medical Devices', paymentType: 'fiat', kyc: true },
  {
    firstName: 'Hiroshi',
    lastName: 'Sato',
    companyName: 'Sakura Robotics KK',
    paymentType: 'crypto',
    kyc: true,
    token: { title: 'Sakura Robotics Yield', prefix: 'SAKURA', currency: 'JPY' },
  },
  { firstName: 'Laura', lastName: 'Jensen', paymentType: 'fiat', kyc: true },
  { firstName: 'Mateus', lastName: 'Lima', companyName: 'Rio Urban Mobility', paymentType: 'crypto', kyc: false },
  {
    firstName: 'Olga',
    lastName: 'Ivanova',
    paymentType: 'fiat',
    kyc: true,
    token: { title: 'Ivanova Fashion House', prefix: 'OLGA', currency: 'EUR' },
  },
  { firstName: 'Tariq', lastName: 'Rahman', companyName: 'Bengal Jute Works', paymentType: 'fiat', kyc: false },
  { firstName: 'Chloé', lastName: 'Martin', paymentType: 'crypto', kyc: false },
];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Companies write from their own domain, people from a mail provider; every address is under .example. */
export const demoIssuerEmail = (demo: DemoIssuer) => {
  const person = `${slug(demo.firstName)}.${slug(demo.lastName)}`.replace(/-/g, '');
  const domain = demo.companyName
    ? slug(demo.companyName.replace(/\s(AS|SARL|Ltd|GmbH|Inc\.|Pty|Oy|KK)$/, ''))
    : 'mail';
  return `${person}@${domain}.example`;
};

/** The same EIP-55 checksummed wallet for the same demo issuer on every seed. */
export const demoIssuerWallet = (index: number) =>
  toChecksumAddress(`0x${createHash('sha256').update(`blck-demo-issuer-${index}`).digest('hex').slice(0, 40)}`);

/**
 * Seeds the demo issuers, created four days apart up to `now` (ms): companies and people, both payment types, most
 * with KYC complete, about half with a custom token. Returns them as stored.
 */
export const seedIssuers = async (
  tx: Queryable,
  deps: { audit: AuditService; issuersRepository: IssuersRepository },
  now: number,
): Promise<Issuer[]> => {
  const seeded: Issuer[] = [];
  for (const [index, demo] of DEMO_ISSUERS.entries()) {
    const createdAt = now - (DEMO_ISSUERS.length - index) * 4 * DAY + index * 7 * 60_000;
    const kycCompletedAt = demo.kyc ? createdAt + (1 + (index % 3)) * DAY : null;
    const inserted = await deps.issuersRepository.insert(tx, {
      id: randomUUID(),
      issuerType: demo.companyName ? 'company' : 'individual',
      email: demoIssuerEmail(demo),
      companyName: demo.companyName ?? null,
      firstName: demo.firstName,
      lastName: demo.lastName,
      paymentType: demo.paymentType,
      wallet: demoIssuerWallet(index),
      kycCompletedAt: kycCompletedAt === null ? null : new Date(kycCompletedAt),
      now: new Date(createdAt),
    });
    if (!inserted) throw new Error(`demo issuer ${demo.firstName} ${demo.lastName} collides with a stored one`);
    let issuer = inserted;
    if (demo.token && kycCompletedAt !== null) {
      const token = await deps.issuersRepository.insertCustomToken(tx, {
        issuerId: issuer.id,
        title: demo.token.title,
        prefix: demo.token.prefix,
        walletAddress: issuer.wallet!,
        currency: demo.token.currency,
        now: new Date(kycCompletedAt + DAY / 2),
      });
      if (!token) throw new Error(`demo token symbol ${demo.token.prefix} is used twice`);
      issuer = { ...issuer, customToken: token };
    }
    await deps.audit.append(tx, SEEDING, {
      action: AUDIT_ACTION.demoIssuerSeeded,
      resource: AUDIT_RESOURCE.issuer,
      resourceId: issuer.id,
      after: { ...issuerAuditView(issuer), symbol: issuer.customToken?.prefix ?? null },
    });
    seeded.push(issuer);
  }
  return seeded;
};
