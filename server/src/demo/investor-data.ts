// The demo investors (DEMO_DATA=1): people and companies with realistic details and payments in several currencies.
import type { InvestorIntakeBody, IssuerType, PaymentType } from '@blck/contract';
import type { DemoInvestor } from './investor-operations';

interface Row {
  name: string;
  type: IssuerType;
  number: string;
  address: string;
  representedBy?: string;
  rate: string;
  bonus: string;
  paymentType: PaymentType;
  payments: Array<[amount: string, currency: string]>;
  state: DemoInvestor['state'];
  topUp?: string;
}

const ROWS: readonly Row[] = [
  {
    name: 'Margarethe Vogel',
    type: 'individual',
    number: 'DE-TIN-48120937551',
    address: 'Lindenstraße 14, 10969 Berlin, Germany',
    rate: '4.5',
    bonus: '1',
    paymentType: 'fiat',
    payments: [
      ['25000', 'EUR'],
      ['12500', 'EUR'],
    ],
    state: 'active',
    topUp: '2500',
  },
  {
    name: 'Harbor Point Capital LLC',
    type: 'company',
    number: 'US-EIN-84-2231907',
    address: '200 Seaport Blvd, Boston, MA 02210, USA',
    representedBy: 'Jonathan Reeves',
    rate: '6.25',
    bonus: '2.5',
    paymentType: 'fiat',
    payments: [
      ['150000', 'USD'],
      ['75000', 'USD'],
      ['40000', 'USD'],
    ],
    state: 'active',
  },
  {
    name: 'Akira Nakamura',
    type: 'individual',
    number: 'JP-MN-3301-8842-1176',
    address: '2-11-3 Meguro, Tokyo 153-0063, Japan',
    rate: '3.75',
    bonus: '0',
    paymentType: 'crypto',
    payments: [['8200.5', 'ETH']],
    state: 'active',
  },
  {
    name: 'Brightwater Pension Trust',
    type: 'company',
    number: 'GB-CRN-09418823',
    address: '1 Canada Square, London E14 5AB, United Kingdom',
    representedBy: 'Eleanor Whitcombe',
    rate: '5',
    bonus: '1.25',
    paymentType: 'fiat',
    payments: [
      ['500000', 'GBP'],
      ['250000', 'GBP'],
    ],
    state: 'active',
  },
  {
    name: 'Lucas Moreau',
    type: 'individual',
    number: 'FR-NIF-1790475123456',
    address: '18 Rue de la République, 69002 Lyon, France',
    rate: '4',
    bonus: '0.5',
    paymentType: 'fiat',
    payments: [
      ['18000', 'EUR'],
      ['6000', 'CHF'],
    ],
    state: 'active',
    topUp: '1200.75',
  },
  {
    name: 'Zephyr Digital Assets AG',
    type: 'company',
    number: 'CH-UID-419.552.870',
    address: 'Bahnhofstrasse 52, 8001 Zürich, Switzerland',
    representedBy: 'Matthias Keller',
    rate: '7.5',
    bonus: '3',
    paymentType: 'crypto',
    payments: [
      ['92000', 'USDC'],
      ['48000', 'ETH'],
    ],
    state: 'active',
  },
  {
    name: 'Amelia Hart',
    type: 'individual',
    number: 'AU-TFN-459-372-118',
    address: '88 George St, Sydney NSW 2000, Australia',
    rate: '4.25',
    bonus: '0.75',
    paymentType: 'fiat',
    payments: [['32000', 'AUD']],
    state: 'active',
  },
  {
    name: 'Northern Lights Family Office',
    type: 'company',
    number: 'NO-ORG-923 456 781',
    address: 'Karl Johans gate 25, 0159 Oslo, Norway',
    representedBy: 'Sigrid Aalto',
    rate: '5.5',
    bonus: '1.5',
    paymentType: 'fiat',
    payments: [
      ['210000', 'EUR'],
      ['90000', 'USD'],
    ],
    state: 'active',
  },
  {
    name: 'Rohan Mehta',
    type: 'individual',
    number: 'IN-PAN-AKRPM4821Q',
    address: '14 Marine Drive, Mumbai 400020, India',
    rate: '3.5',
    bonus: '0',
    paymentType: 'crypto',
    payments: [
      ['15500', 'USDC'],
      ['4200', 'USDC'],
    ],
    state: 'active',
  },
  {
    name: 'Cedar Grove Endowment',
    type: 'company',
    number: 'CA-BN-872114563RR0001',
    address: '100 King St W, Toronto, ON M5X 1A9, Canada',
    representedBy: 'Patricia Lemieux',
    rate: '5.75',
    bonus: '2',
    paymentType: 'fiat',
    payments: [
      ['120000', 'CAD'],
      ['60000', 'CAD'],
    ],
    state: 'active',
  },
  {
    name: 'Isabella Conti',
    type: 'individual',
    number: 'IT-CF-CNTSBL85M41H501Z',
    address: 'Via del Corso 120, 00186 Roma, Italy',
    rate: '4',
    bonus: '1',
    paymentType: 'fiat',
    payments: [['22000', 'EUR']],
    state: 'active',
  },
  {
    name: 'Meridian Sovereign Fund',
    type: 'company',
    number: 'SG-UEN-201934567K',
    address: '8 Marina View, Singapore 018960',
    representedBy: 'Daniel Tan',
    rate: '6',
    bonus: '2.25',
    paymentType: 'crypto',
    payments: [
      ['300000', 'USDC'],
      ['125000', 'ETH'],
      ['80000', 'USDC'],
    ],
    state: 'active',
  },
  {
    name: 'Pieter de Vries',
    type: 'individual',
    number: 'NL-BSN-284719305',
    address: 'Keizersgracht 312, 1016 EZ Amsterdam, Netherlands',
    rate: '3.9',
    bonus: '0.4',
    paymentType: 'fiat',
    payments: [
      ['9800', 'EUR'],
      ['3100', 'EUR'],
    ],
    state: 'active',
  },
  {
    name: 'Sunrise Cooperative Bank',
    type: 'company',
    number: 'KE-PIN-P051234567Z',
    address: 'Kenyatta Avenue 45, Nairobi, Kenya',
    representedBy: 'Grace Wanjiru',
    rate: '8',
    bonus: '2',
    paymentType: 'fiat',
    payments: [['64000', 'USD']],
    state: 'active',
  },
  {
    name: 'Elif Yılmaz',
    type: 'individual',
    number: 'TR-TCKN-38291047562',
    address: 'İstiklal Cd. 101, 34433 Istanbul, Turkey',
    rate: '4.8',
    bonus: '0.8',
    paymentType: 'crypto',
    payments: [['11000', 'USDC']],
    state: 'cancelled',
  },
  {
    name: 'Granite Peak Partners LP',
    type: 'company',
    number: 'US-EIN-47-5520184',
    address: '1600 Stout St, Denver, CO 80202, USA',
    representedBy: 'Michael Okonkwo',
    rate: '6.5',
    bonus: '1.75',
    paymentType: 'fiat',
    payments: [
      ['85000', 'USD'],
      ['20000', 'USD'],
    ],
    state: 'cancelled',
  },
  {
    name: 'Sophie Laurent',
    type: 'individual',
    number: 'BE-NN-85.07.30-123.45',
    address: 'Avenue Louise 231, 1050 Bruxelles, Belgium',
    rate: '4.1',
    bonus: '0.6',
    paymentType: 'fiat',
    payments: [['14000', 'EUR']],
    state: 'cancelled',
  },
  {
    name: 'Blue Ocean Ventures SA',
    type: 'company',
    number: 'LU-RCS-B245871',
    address: '12 Rue Erasme, L-1468 Luxembourg',
    representedBy: 'Henri Schmit',
    rate: '7',
    bonus: '2.5',
    paymentType: 'crypto',
    payments: [
      ['56000', 'ETH'],
      ['23000', 'USDC'],
    ],
    state: 'pending',
  },
  {
    name: 'Carlos Mendes',
    type: 'individual',
    number: 'PT-NIF-245871936',
    address: 'Rua Augusta 150, 1100-053 Lisboa, Portugal',
    rate: '3.8',
    bonus: '0.5',
    paymentType: 'fiat',
    payments: [
      ['7500', 'EUR'],
      ['2500', 'EUR'],
    ],
    state: 'pending',
  },
  {
    name: 'Tamsin Clarke',
    type: 'individual',
    number: 'GB-NINO-QQ123456C',
    address: '27 Royal Crescent, Bath BA1 2LR, United Kingdom',
    rate: '4.4',
    bonus: '0.9',
    paymentType: 'fiat',
    payments: [['19000', 'GBP']],
    state: 'pending',
  },
  {
    name: 'Aurora Renewables Fund',
    type: 'company',
    number: 'SE-ORG-559123-4567',
    address: 'Strandvägen 7A, 114 56 Stockholm, Sweden',
    representedBy: 'Linnea Berg',
    rate: '5.2',
    bonus: '1.1',
    paymentType: 'fiat',
    payments: [
      ['140000', 'EUR'],
      ['35000', 'EUR'],
    ],
    state: 'pending',
  },
  {
    name: 'Kofi Boateng',
    type: 'individual',
    number: 'GH-TIN-P0012345678',
    address: '5 Independence Ave, Accra, Ghana',
    rate: '4.6',
    bonus: '0.7',
    paymentType: 'crypto',
    payments: [['6400', 'USDC']],
    state: 'pending',
  },
];

const emailOf = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')}@investor.demo.blck.example`;

export const DEMO_INVESTORS: readonly DemoInvestor[] = ROWS.map((row) => {
  const intake: InvestorIntakeBody = {
    investorName: row.name,
    investorId: row.number,
    investorAddress: row.address,
    representedBy: row.representedBy ?? '',
    interestRate: row.rate,
    rewardBonus: row.bonus,
    contactEmail: emailOf(row.name),
    investorType: row.type,
    paymentType: row.paymentType,
    paymentList: row.payments.map(([amount, currency]) => ({ amount, currency })),
  };
  return { state: row.state, intake, ...(row.topUp ? { topUp: row.topUp } : {}) };
});
