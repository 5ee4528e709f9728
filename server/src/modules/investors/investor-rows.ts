// How an investor row reads (its columns, its shape in TypeScript) and sorts: shared by the repository's statements.
import type { InvestorListQuery, InvestorStatus, IssuerType, PaymentType } from '@blck/contract';
import type { KeyPart } from '../../db/keyset';

export interface InvestorDetails {
  investorName: string;
  /** The investor's registration or tax number (the contract's `investorId`). */
  investorNumber: string;
  investorAddress: string;
  representedBy: string;
  interestRate: string;
  rewardBonus: string;
  contactEmail: string;
}

export interface StoredInvestor extends InvestorDetails {
  id: string;
  investorType: IssuerType;
  paymentType: PaymentType;
  status: InvestorStatus;
  reviewedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewInvestor extends InvestorDetails {
  id: string;
  investorType: IssuerType;
  paymentType: PaymentType;
  now: Date;
}

export const INVESTOR_COLUMNS = `i.id, i.investor_name, i.investor_number, i.investor_address, i.investor_type, i.represented_by,
  i.interest_rate::text AS interest_rate, i.reward_bonus::text AS reward_bonus, i.contact_email, i.payment_type, i.status,
  i.reviewed_at, i.created_at, i.updated_at`;

/** "5.2500" → "5.25", "100.0000" → "100": percentages leave as the shortest exact decimal. */
const percent = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

export const toStoredInvestor = (row: Record<string, unknown>): StoredInvestor => ({
  id: row.id as string,
  investorName: row.investor_name as string,
  investorNumber: row.investor_number as string,
  investorAddress: row.investor_address as string,
  investorType: row.investor_type as IssuerType,
  representedBy: row.represented_by as string,
  interestRate: percent(row.interest_rate as string),
  rewardBonus: percent(row.reward_bonus as string),
  contactEmail: row.contact_email as string,
  paymentType: row.payment_type as PaymentType,
  status: row.status as InvestorStatus,
  reviewedAt: row.reviewed_at ? new Date(row.reviewed_at as Date) : null,
  createdAt: new Date(row.created_at as Date),
  updatedAt: new Date(row.updated_at as Date),
});

/** Each sort field and the indexed expressions behind it (investors_*_idx), `id` breaking ties. */
export const SORT_COLUMNS: Record<InvestorListQuery['sort'], readonly string[]> = {
  createdAt: ['created_at'],
  investorName: ['lower(investor_name)'],
  contactEmail: ['lower(contact_email)'],
  status: ['status', 'created_at'],
};

/** The list's sort key (`SORT_COLUMNS`, then the id), typed for a keyset walk. */
export const sortKey = (sort: InvestorListQuery['sort']): KeyPart[] => [
  ...SORT_COLUMNS[sort].map((expression): KeyPart => ({
    expression,
    type: expression === 'created_at' ? 'timestamptz' : 'text',
  })),
  { expression: 'id', type: 'uuid' },
];
