// The refusals of the issuer calls, word for word.
import { defineErrors } from '../common/errors';

export const ISSUERS_ERRORS = defineErrors({
  notFound: { code: 'ISSUER_NOT_FOUND', status: 404, message: 'There is no issuer with this id.' },
  notFoundByEmail: { code: 'ISSUER_NOT_FOUND', status: 404, message: 'There is no issuer with this email.' },
  notFoundByWallet: { code: 'ISSUER_NOT_FOUND', status: 404, message: 'No issuer owns this wallet.' },
  companyNameRequired: {
    code: 'COMPANY_NAME_REQUIRED',
    status: 422,
    message: 'Enter the company name: this issuer is a company.',
  },
  currencyNotFiat: {
    code: 'CURRENCY_NOT_FIAT',
    status: 400,
    message: (currency: string) =>
      `A custom token's currency is a fiat label such as USD or EUR; ${currency} is not one of the fiat currencies.`,
  },
  kycPending: { code: 'KYC_PENDING', status: 409, message: "Finish the issuer's KYC before generating its token." },
  tokenExists: { code: 'TOKEN_EXISTS', status: 409, message: 'This issuer already has a custom token.' },
  unknownCurrency: {
    code: 'UNKNOWN_CURRENCY',
    status: 422,
    message: (currency: string) => `Unknown currency ${currency}.`,
  },
  currencySuspended: {
    code: 'CURRENCY_SUSPENDED',
    status: 409,
    message: (currency: string) =>
      `The ${currency} official wallet is suspended: activate it before generating a token in ${currency}.`,
  },
  tokenSymbolTaken: {
    code: 'TOKEN_SYMBOL_TAKEN',
    status: 409,
    message: (symbol: string) => `The symbol ${symbol} is already used by another token.`,
  },
  kycAlreadyComplete: { code: 'KYC_ALREADY_COMPLETE', status: 409, message: 'KYC of this issuer is already complete.' },
  emailTaken: { code: 'ISSUER_EMAIL_TAKEN', status: 409, message: 'An issuer with this email already exists.' },
  walletTaken: { code: 'ISSUER_WALLET_TAKEN', status: 409, message: 'This wallet already belongs to an issuer.' },
});
