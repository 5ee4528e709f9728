// How investor values read on screen, and the toasts SPEC §8 gives no wording for (decided in the contract).
import {
  DECIDED_MESSAGES,
  type Investor,
  type InvestorStatus,
  type IssuerType,
  type PaymentStatus,
  type PaymentType,
} from '@blck/contract';

export const INVESTOR_STATUS_LABELS: Readonly<Record<InvestorStatus, string>> = {
  pending: 'Pending review',
  active: 'Active',
  cancelled: 'Cancelled',
};
export const INVESTOR_TYPE_LABELS: Readonly<Record<IssuerType, string>> = {
  individual: 'Individual',
  company: 'Company',
};
export const PAYMENT_TYPE_OPTIONS: Readonly<Record<PaymentType, string>> = { fiat: 'Fiat', crypto: 'Crypto' };
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  available: 'Available',
  locked: 'Locked',
  withdrawn: 'Withdrawn',
};

/** Toasts whose wording SPEC §8 leaves open, as the contract decides them. */
export const INVESTOR_MESSAGES = {
  cancelled: DECIDED_MESSAGES.investorCancelled,
  reactivated: DECIDED_MESSAGES.investorReactivated,
} as const;

/** A percentage as stored ("5.25") as people read it. */
export const percent = (value: string): string => `${value}%`;

export const investorLabel = (investor: Pick<Investor, 'investorName' | 'contactEmail'>): string =>
  investor.investorName.trim() || investor.contactEmail;
