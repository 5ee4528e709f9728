// Issuer wallets and official wallets as the platform service returns them (SPEC §3, snake_case fields).
import { z } from 'zod';
import { ok } from '../common/envelope';
import { CurrencyCodeSchema, ReasonSchema, TimestampSchema, UuidSchema, WalletAddressSchema } from '../common/fields';
import { AmountSchema, PositiveAmountSchema } from '../common/money';
import { SearchTextSchema, SortOrderSchema } from '../common/pagination';
import { PAGINATION } from '../common/constants';

/** The platform service pages with `page` (from 0) and `offset`, which is the page size (DESIGN §4). */
const platformPage = {
  page: z.coerce
    .number({ error: 'The page is a whole number from 0.' })
    .int({ error: 'The page is a whole number from 0.' })
    .min(0, { error: 'The page is a whole number from 0.' })
    .default(0),
  offset: z.coerce
    .number({ error: `The page size (offset) is a whole number from 1 to ${PAGINATION.maxPerPage}.` })
    .int({ error: `The page size (offset) is a whole number from 1 to ${PAGINATION.maxPerPage}.` })
    .min(1, { error: `The page size (offset) is a whole number from 1 to ${PAGINATION.maxPerPage}.` })
    .max(PAGINATION.maxPerPage, {
      error: `The page size (offset) is a whole number from 1 to ${PAGINATION.maxPerPage}.`,
    })
    .default(PAGINATION.defaultPerPage),
  order: SortOrderSchema.default('desc'),
};

export const IssuerWalletSchema = z.object({
  wallet_address: WalletAddressSchema,
  amount: AmountSchema,
  issuer_id: UuidSchema,
  issuer_name: z.string(),
  email: z.string(),
  updated_at: TimestampSchema,
});
export type IssuerWallet = z.infer<typeof IssuerWalletSchema>;

export const WalletListQuerySchema = z.strictObject(platformPage);
export const WalletSearchQuerySchema = z.strictObject({ ...platformPage, search: SearchTextSchema });
export type WalletListQuery = z.infer<typeof WalletListQuerySchema> & { search?: string };
/** The CSV export of the issuer wallet list: its search and order, every page (added). */
export const WalletExportQuerySchema = z.strictObject({
  search: SearchTextSchema.optional(),
  order: SortOrderSchema.default('desc'),
});
export type WalletExportQuery = z.infer<typeof WalletExportQuerySchema>;
export const WalletListResponseSchema = ok({ total: z.number().int().min(0), wallets: z.array(IssuerWalletSchema) });

export const IncreaseWalletBodySchema = z.strictObject({
  wallet_address: WalletAddressSchema,
  amount: PositiveAmountSchema,
  /** Why (added, optional): stored on the transfer, the deposit history row and the audit event. */
  reason: ReasonSchema,
});
export type IncreaseWalletBody = z.infer<typeof IncreaseWalletBodySchema>;

export const DepositSchema = z.object({
  id: UuidSchema,
  walletAddress: WalletAddressSchema,
  issuerId: UuidSchema,
  issuerName: z.string(),
  email: z.string(),
  amount: AmountSchema,
  balanceAfter: AmountSchema,
  adminId: UuidSchema.nullable(),
  adminEmail: z.string().nullable(),
  createdAt: TimestampSchema,
  /** Why the deposit was made (added; null: none given, or an answer stored for a key before reasons existed). */
  reason: z.string().nullable().default(null),
});
export type Deposit = z.infer<typeof DepositSchema>;
export const IncreaseWalletResponseSchema = ok({ wallet: IssuerWalletSchema, deposit: DepositSchema });

export const OfficialWalletSchema = z.object({
  currency: CurrencyCodeSchema,
  is_active: z.boolean(),
  updated_at: TimestampSchema,
});
export type OfficialWallet = z.infer<typeof OfficialWalletSchema>;
export const ActiveOfficialWalletsResponseSchema = ok({ data: z.array(OfficialWalletSchema) });
/** Optional filters of the official wallet list (added; SPEC's answers unchanged): active or suspended, one currency. */
export const OfficialWalletFilterSchema = z.strictObject({
  state: z.enum(['active', 'suspended'], { error: 'The wallet state is "active" or "suspended".' }).optional(),
  currency: CurrencyCodeSchema.optional(),
});
export type OfficialWalletFilter = z.infer<typeof OfficialWalletFilterSchema>;
export const OFFICIAL_WALLET_FILTER_KEYS = ['state', 'currency'] as const;
export const OfficialWalletListQuerySchema = z.strictObject({
  ...platformPage,
  ...OfficialWalletFilterSchema.shape,
  order: SortOrderSchema.default('asc'),
  search: SearchTextSchema.optional(),
});
export type OfficialWalletListQuery = z.infer<typeof OfficialWalletListQuerySchema>;
/** The CSV export of the official wallet list: its filters, search and order, every row. */
export const OfficialWalletExportQuerySchema = OfficialWalletFilterSchema.extend({
  search: SearchTextSchema.optional(),
  order: SortOrderSchema.default('asc'),
});
export type OfficialWalletExportQuery = z.infer<typeof OfficialWalletExportQuerySchema>;
export const OfficialWalletListResponseSchema = ok({
  total: z.number().int().min(0),
  wallets: z.array(OfficialWalletSchema),
});
export const SuspendOfficialWalletBodySchema = z.strictObject({
  is_active: z.boolean({ error: 'Say whether the wallet is active: true or false.' }),
  currency: CurrencyCodeSchema,
  /** Why the wallet is suspended or activated (added, optional): stored on the audit event. */
  reason: ReasonSchema,
});
export type SuspendOfficialWalletBody = z.infer<typeof SuspendOfficialWalletBodySchema>;
export const OfficialWalletResponseSchema = ok({ wallet: OfficialWalletSchema });
