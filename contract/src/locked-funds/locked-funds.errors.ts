// The refusals of the locked funds calls, word for word (payments, wallets and days arrive written by the server).
import { defineErrors } from '../common/errors';

export const LOCKED_FUNDS_ERRORS = defineErrors({
  notFound: { code: 'LOCKED_FUNDS_NOT_FOUND', status: 404, message: 'There are no locked funds with this id.' },
  paymentNotFound: {
    code: 'PAYMENT_NOT_FOUND',
    status: 404,
    message: (id: string) =>
      `This investor has no payment with the id ${id}. Reload the investor and choose among its payments.`,
  },
  availableFromPassed: {
    code: 'AVAILABLE_FROM_PASSED',
    status: 422,
    message: (day: string) => `Choose an availability date in the future: ${day} has already passed.`,
  },
  notReviewed: {
    code: 'NOT_REVIEWED',
    status: 409,
    message: 'Review the investor first: a pending investor has no funds to lock.',
  },
  investorCancelled: {
    code: 'INVESTOR_CANCELLED',
    status: 409,
    message: 'This investor is cancelled: reactivate the investor before locking their funds.',
  },
  paymentLocked: {
    code: 'PAYMENT_LOCKED',
    status: 409,
    message: (payment: string, until: string) => `${payment} is already locked until ${until}.`,
  },
  paymentWithdrawn: {
    code: 'PAYMENT_WITHDRAWN',
    status: 409,
    message: (currency: string, wallet: string) => `The ${currency} payment was already withdrawn to ${wallet}.`,
  },
  paymentEmpty: {
    code: 'PAYMENT_EMPTY',
    status: 409,
    message: (currency: string) => `The ${currency} payment holds no funds to lock.`,
  },
  walletNotFound: { code: 'WALLET_NOT_FOUND', status: 404, message: 'No issuer owns this wallet.' },
  kycPending: {
    code: 'KYC_PENDING',
    status: 409,
    message: (issuerName: string) => `Finish the KYC of ${issuerName} before locking funds for their wallet.`,
  },
  paymentNotLocked: {
    code: 'PAYMENT_NOT_LOCKED',
    status: 409,
    message: (payment: string) => `${payment} is not locked: there is nothing to withdraw.`,
  },
  alreadyWithdrawnOn: {
    code: 'ALREADY_WITHDRAWN',
    status: 409,
    message: (currency: string, on: string) => `The ${currency} payment was already withdrawn on ${on}.`,
  },
  lockedForAnotherWallet: {
    code: 'LOCKED_FOR_ANOTHER_WALLET',
    status: 409,
    message: (payment: string, wallet: string) => `${payment} is locked for the wallet ${wallet}, not for this one.`,
  },
  stillLocked: {
    code: 'FUNDS_STILL_LOCKED',
    status: 409,
    message: (until: string) => `These funds are locked until ${until}.`,
  },
  availabilityAfterWithdrawal: {
    code: 'ALREADY_WITHDRAWN',
    status: 409,
    message: 'These funds were already withdrawn: their availability date can no longer change.',
  },
});
