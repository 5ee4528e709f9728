// The refusals of the wallet calls, word for word.
import { defineErrors } from '../common/errors';

export const WALLETS_ERRORS = defineErrors({
  currencySuspended: {
    code: 'CURRENCY_SUSPENDED',
    status: 409,
    message: (currency: string) =>
      `The ${currency} official wallet is suspended: no balance in ${currency} can change until it is activated again.`,
  },
  walletNotFound: { code: 'WALLET_NOT_FOUND', status: 404, message: 'No issuer owns this wallet.' },
  kycPending: {
    code: 'KYC_PENDING',
    status: 409,
    message: (issuerName: string) => `Finish the KYC of ${issuerName} before depositing into their wallet.`,
  },
  officialWalletNotFound: {
    code: 'OFFICIAL_WALLET_NOT_FOUND',
    status: 404,
    message: (currency: string) => `There is no official wallet for ${currency}.`,
  },
});
