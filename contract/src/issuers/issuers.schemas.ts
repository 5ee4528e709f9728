// Issuers (SPEC §3): companies or people that issue tokens, with their wallet, KYC state and custom token.
import { z } from 'zod';
import { ok } from '../common/envelope';
import {
  CurrencyCodeSchema,
  EmailSchema,
  IsoDateSchema,
  PersonNameSchema,
  TimestampSchema,
  UuidSchema,
  WalletAddressSchema,
  textSchema,
} from '../common/fields';
import { AmountSchema } from '../common/money';
import { SearchTextSchema, SortOrderSchema, listQuerySchema } from '../common/pagination';

export const IssuerTypeSchema = z.enum(['individual', 'company'], {
  error: 'The issuer type is "individual" or "company".',
});
export type IssuerType = z.infer<typeof IssuerTypeSchema>;
export const PaymentTypeSchema = z.enum(['fiat', 'crypto'], { error: 'The payment type is "fiat" or "crypto".' });
export type PaymentType = z.infer<typeof PaymentTypeSchema>;

export const KycStatusSchema = z.enum(['pending', 'completed'], {
  error: 'The KYC status is "pending" or "completed".',
});
export type KycStatus = z.infer<typeof KycStatusSchema>;

export const CustomTokenBodySchema = z.strictObject({
  title: textSchema('Enter the token title.')
    .trim()
    .min(2, { error: 'A token title has 2 to 60 characters.' })
    .max(60, { error: 'A token title has 2 to 60 characters.' }),
  prefix: z
    .string({ error: 'Enter the token symbol.' })
    .regex(/^[A-Z]{2,8}$/, { error: 'A token symbol is 2 to 8 capital letters.' }),
  walletAddress: WalletAddressSchema,
  currency: CurrencyCodeSchema,
});
export type CustomTokenBody = z.infer<typeof CustomTokenBodySchema>;
export const CustomTokenSchema = CustomTokenBodySchema.extend({ createdAt: TimestampSchema });
export type CustomToken = z.infer<typeof CustomTokenSchema>;

export const IssuerSchema = z.object({
  id: UuidSchema,
  issuerType: IssuerTypeSchema,
  email: EmailSchema,
  companyName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  paymentType: PaymentTypeSchema,
  wallet: WalletAddressSchema.nullable(),
  /** Balance of the issuer's wallet in $BLCK. */
  balance: AmountSchema,
  kycStatus: KycStatusSchema,
  kycCompletedAt: TimestampSchema.nullable(),
  customToken: CustomTokenSchema.nullable(),
  createdAt: TimestampSchema,
});
export type Issuer = z.infer<typeof IssuerSchema>;

export const ISSUER_SORT_FIELDS = ['createdAt', 'email', 'companyName', 'lastName'] as const;
/**
 * Optional structured filters of the issuer list (added; SPEC's answers unchanged): type, payment type, KYC state and
 * a range of creation days (UTC, both ends inclusive; the server refuses an end before the start).
 */
export const IssuerFilterSchema = z.strictObject({
  issuerType: IssuerTypeSchema.optional(),
  paymentType: PaymentTypeSchema.optional(),
  kycStatus: KycStatusSchema.optional(),
  createdFrom: IsoDateSchema.optional(),
  createdTo: IsoDateSchema.optional(),
});
export type IssuerFilter = z.infer<typeof IssuerFilterSchema>;
export const ISSUER_FILTER_KEYS = ['issuerType', 'paymentType', 'kycStatus', 'createdFrom', 'createdTo'] as const;
export const IssuerListQuerySchema = listQuerySchema(ISSUER_SORT_FIELDS).extend(IssuerFilterSchema.shape);
export const IssuerSearchQuerySchema = IssuerListQuerySchema.extend({ search: SearchTextSchema });
export type IssuerListQuery = z.infer<typeof IssuerListQuerySchema> & { search?: string };
/** The CSV export of the issuer list: its filters, search and sort, every page. */
export const IssuerExportQuerySchema = IssuerFilterSchema.extend({
  search: SearchTextSchema.optional(),
  sort: z.enum(ISSUER_SORT_FIELDS, { error: `Sort by one of: ${ISSUER_SORT_FIELDS.join(', ')}.` }).default('createdAt'),
  order: SortOrderSchema.default('asc'),
});
export type IssuerExportQuery = z.infer<typeof IssuerExportQuerySchema>;
export const IssuerListResponseSchema = ok({ total: z.number().int().min(0), issuers: z.array(IssuerSchema) });
export const IssuerResponseSchema = ok({ issuer: IssuerSchema });

export const IssuerTypeBodySchema = z.strictObject({ id: UuidSchema, issuerType: IssuerTypeSchema });
export type IssuerTypeBody = z.infer<typeof IssuerTypeBodySchema>;
export const IssuerPaymentTypeBodySchema = z.strictObject({
  wallet: WalletAddressSchema,
  paymentType: PaymentTypeSchema,
});
export type IssuerPaymentTypeBody = z.infer<typeof IssuerPaymentTypeBodySchema>;
export const IssuerEmailBodySchema = z.strictObject({ email: EmailSchema });
export const CustomTokenResponseSchema = ok({ customToken: CustomTokenSchema.nullable() });

const CompanyNameSchema = textSchema('Enter the company name, or an empty text for a person.')
  .trim()
  .max(120, { error: 'A company name has at most 120 characters.' });

export const KycBodySchema = z.strictObject({
  email: EmailSchema,
  issuerType: IssuerTypeSchema,
  firstName: PersonNameSchema('first name'),
  lastName: PersonNameSchema('last name'),
  companyName: CompanyNameSchema,
});
export type KycBody = z.infer<typeof KycBodySchema>;

/** A new issuer as the public platform hands it over (added intake call, DESIGN §8). */
export const IssuerIntakeBodySchema = z.strictObject({
  email: EmailSchema,
  issuerType: IssuerTypeSchema,
  firstName: PersonNameSchema('first name'),
  lastName: PersonNameSchema('last name'),
  companyName: CompanyNameSchema.optional(),
  paymentType: PaymentTypeSchema,
  wallet: WalletAddressSchema,
});
export type IssuerIntakeBody = z.infer<typeof IssuerIntakeBodySchema>;
