// The refusals of the investor calls, word for word (amounts, payments and days arrive written by the server).
import { defineErrors } from '../common/errors';

export const INVESTORS_ERRORS = defineErrors({
  notFound: { code: 'INVESTOR_NOT_FOUND', status: 404, message: 'There is no investor with this id.' },
  notReviewed: {
    code: 'NOT_REVIEWED',
    status: 409,
    message: (why: string) => `Review the investor first: ${why}`,
  },
  unknownCurrency: {
    code: 'UNKNOWN_CURRENCY',
    status: 422,
    message: (currencies: string) =>
      `Unknown currency ${currencies}: payments are in the currencies of the official wallets.`,
  },
  /**
   * 409: the payment list the call sent back changed since it was read; only this conflict is cured by reloading the
   * list, so only it earns the console's "Reload the payments" hint.
   */
  staleList: {
    code: 'STALE_PAYMENT_LIST',
    status: 409,
    message: "This investor's payment list changed since you loaded it. Reload and try again.",
  },
  paymentLocked: {
    code: 'PAYMENT_NOT_AVAILABLE',
    status: 409,
    message: (payment: string, until: string) =>
      `${payment} is locked until ${until}: none of it is available, so its amount cannot change.`,
  },
  paymentWithdrawn: {
    code: 'PAYMENT_NOT_AVAILABLE',
    status: 409,
    message: (currency: string, wallet: string) =>
      `The ${currency} payment was withdrawn to ${wallet}: its amount cannot change.`,
  },
  cancelled: {
    code: 'INVESTOR_CANCELLED',
    status: 409,
    message: 'This investor is cancelled and cannot receive funds. Reactivate the investor first.',
  },
  alreadyReviewed: {
    code: 'ALREADY_REVIEWED',
    status: 409,
    message: 'This investor was already reviewed. Reload to see the investor as it is now.',
  },
  insufficientFunds: {
    code: 'INSUFFICIENT_FUNDS',
    status: 409,
    message: (available: string, payment: string, decrease: string) =>
      `Only ${available} of ${payment} is available: it cannot decrease by ${decrease}.`,
  },
  hasLockedFunds: {
    code: 'INVESTOR_HAS_LOCKED_FUNDS',
    status: 409,
    message: (amount: string, until: string) =>
      `This investor has ${amount} locked until ${until}. Withdraw the locked funds before removing the investor.`,
  },
  holdsFunds: {
    code: 'INVESTOR_HOLDS_FUNDS',
    status: 409,
    message: (amount: string, payments: string) =>
      `This investor still holds ${amount} in ${payments}. Decrease the funds to 0 before removing the investor.`,
  },
});
