// How issuer values read on screen: type, payment type, KYC state and the name to call an issuer by.
import type { Issuer, IssuerType, PaymentType } from '@blck/contract';

export const ISSUER_TYPE_LABELS: Readonly<Record<IssuerType, string>> = {
  individual: 'Individual',
  company: 'Company',
};
export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = { fiat: 'Fiat', crypto: 'Crypto' };
export const KYC_LABELS: Readonly<Record<Issuer['kycStatus'], string>> = { pending: 'Pending', completed: 'Completed' };

export const personName = (issuer: Pick<Issuer, 'firstName' | 'lastName'>): string =>
  `${issuer.firstName} ${issuer.lastName}`.trim();

/** The company for a company, the person otherwise; the email when neither is known. */
export const issuerDisplayName = (issuer: Pick<Issuer, 'companyName' | 'firstName' | 'lastName' | 'email'>): string =>
  issuer.companyName?.trim() || personName(issuer) || issuer.email;
