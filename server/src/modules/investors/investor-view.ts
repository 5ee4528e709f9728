// How a stored investor and its payments read on the wire and in the audit trail.
import {
  fromBaseUnits,
  type Investor,
  type InvestorPayment,
  type Payment,
  type UpdateInvestorBody,
} from '@blck/contract';
import type { StoredPayment } from '../funds/funds.service';
import type { InvestorDetails, StoredInvestor } from './investor-rows';

/**
 * What a payment shows as its amount: its ledger balance (posted credits less debits; a lock's reservation stays
 * in it until the withdrawal posts it, so a withdrawn payment shows what is left, normally 0). Before the
 * review nothing is in the ledger yet, and the amount the investor declared is shown instead.
 */
export const amountOf = (investor: StoredInvestor, payment: StoredPayment) =>
  investor.status === 'pending' ? payment.declaredAmount : payment.balance;

const toPayment = (investor: StoredInvestor, payment: StoredPayment): Payment => ({
  id: payment.id,
  amount: fromBaseUnits(amountOf(investor, payment)),
  currency: payment.currency,
  paymentType: payment.paymentType,
  status: payment.status,
  version: payment.version,
  createdAt: payment.createdAt.toISOString(),
});

/** Totals by state: what can be spent, what locks reserve, and what was withdrawn into wallets. */
const balancesOf = (investor: StoredInvestor, payments: readonly StoredPayment[]) => {
  let available = 0n;
  let locked = 0n;
  let withdrawn = 0n;
  if (investor.status !== 'pending') {
    for (const payment of payments) {
      available += payment.balance - payment.reserved;
      locked += payment.reserved;
      if (payment.lock?.withdrawnAt) withdrawn += payment.lock.amount;
    }
  }
  return { available: fromBaseUnits(available), locked: fromBaseUnits(locked), withdrawn: fromBaseUnits(withdrawn) };
};

export const toInvestor = (investor: StoredInvestor, payments: readonly StoredPayment[]): Investor => ({
  id: investor.id,
  investorName: investor.investorName,
  investorId: investor.investorNumber,
  investorAddress: investor.investorAddress,
  representedBy: investor.representedBy,
  interestRate: investor.interestRate,
  rewardBonus: investor.rewardBonus,
  contactEmail: investor.contactEmail,
  investorType: investor.investorType,
  paymentType: investor.paymentType,
  status: investor.status,
  isActive: investor.status === 'active',
  paymentList: payments.map((payment) => toPayment(investor, payment)),
  balances: balancesOf(investor, payments),
  reviewedAt: investor.reviewedAt?.toISOString() ?? null,
  createdAt: investor.createdAt.toISOString(),
  updatedAt: investor.updatedAt.toISOString(),
});

export const toInvestorPayment = (investor: StoredInvestor, payment: StoredPayment): InvestorPayment => ({
  ...toPayment(investor, payment),
  lock: payment.lock
    ? {
        id: payment.lock.id,
        walletAddress: payment.lock.walletAddress,
        availableFrom: payment.lock.availableFrom.toISOString(),
        status: payment.lock.status,
      }
    : null,
});

/** The contract's field names → the stored ones (the investor's number is `investorId` on the wire). */
export const detailsOf = (body: UpdateInvestorBody): InvestorDetails => ({
  investorName: body.investorName,
  investorNumber: body.investorId,
  investorAddress: body.investorAddress,
  representedBy: body.representedBy,
  interestRate: body.interestRate,
  rewardBonus: body.rewardBonus,
  contactEmail: body.contactEmail.toLowerCase(),
});

/** What the audit trail keeps of an investor's details. */
export const detailsView = (investor: StoredInvestor) => ({
  investorName: investor.investorName,
  investorId: investor.investorNumber,
  investorAddress: investor.investorAddress,
  investorType: investor.investorType,
  representedBy: investor.representedBy,
  interestRate: investor.interestRate,
  rewardBonus: investor.rewardBonus,
  contactEmail: investor.contactEmail,
});

export const paymentsView = (investor: StoredInvestor, payments: readonly StoredPayment[]) =>
  payments.map((payment) => ({
    id: payment.id,
    amount: fromBaseUnits(amountOf(investor, payment)),
    currency: payment.currency,
    paymentType: payment.paymentType,
    status: payment.status,
  }));
