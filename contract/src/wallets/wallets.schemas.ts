// Issuer wallets and official wallets as the platform service returns them: SPEC §3's snake_case names on the wire,
// camelCase in the code, each joined by a codec (parse/decode: wire → code; encode: code → wire).
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

export const IssuerWalletSchema = z.codec(
  z.object({
    wallet_address: WalletAddressSchema,
    amount: AmountSchema,
    issuer_id: UuidSchema,
    issuer_name: z.string(),
    email: z.string(),
    updated_at: TimestampSchema,
  }),
  z.object({
    walletAddress: WalletAddressSchema,
    amount: AmountSchema,
    issuerId: UuidSchema,
    issuerName: z.string(),
    email: z.string(),
    updatedAt: TimestampSchema,
  }),
  {
    decode: (wire) => ({
      walletAddress: wire.wallet_address,
      amount: wire.amount,
      issuerId: wire.issuer_id,
      issuerName: wire.issuer_name,
      email: wire.email,
      updatedAt: wire.updated_at,
    }),
    encode: (wallet) => ({
      wallet_address: wallet.walletAddress,
      amount: wallet.amount,
      issuer_id: wallet.issuerId,
      issuer_name: wallet.issuerName,
      email: wallet.email,
      updated_at: wallet.updatedAt,
    }),
  },
);
export type IssuerWallet = z.output<typeof IssuerWalletSchema>;
export type IssuerWalletWire = z.input<typeof IssuerWalletSchema>;
/** The columns of the issuer wallet CSV export, in order: the wire's names. */
export const ISSUER_WALLET_CSV_COLUMNS = IssuerWalletSchema.in.keyof().options;

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

const increaseWalletFields = {
  amount: PositiveAmountSchema,
  /** Why (added, optional): stored on the transfer, the deposit history row and the audit event. */
  reason: ReasonSchema,
};
/** A deposit request in the code's names, which the deposit form checks. */
export const IncreaseWalletRequestSchema = z.strictObject({
  walletAddress: WalletAddressSchema,
  ...increaseWalletFields,
});
export const IncreaseWalletBodySchema = z.codec(
  z.strictObject({ wallet_address: WalletAddressSchema, ...increaseWalletFields }),
  IncreaseWalletRequestSchema,
  {
    decode: ({ wallet_address, ...rest }) => ({ walletAddress: wallet_address, ...rest }),
    encode: ({ walletAddress, ...rest }) => ({ wallet_address: walletAddress, ...rest }),
  },
);
export type IncreaseWalletBody = z.output<typeof IncreaseWalletBodySchema>;

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
/** A deposit's answer, also as stored under its Idempotency-Key (encoded, so a stored answer replays unchanged). */
export const IncreaseWalletAnswerSchema = z.object({ wallet: IssuerWalletSchema, deposit: DepositSchema });
export type IncreaseWalletAnswer = z.output<typeof IncreaseWalletAnswerSchema>;
export type IncreaseWalletAnswerWire = z.input<typeof IncreaseWalletAnswerSchema>;
export const IncreaseWalletResponseSchema = ok(IncreaseWalletAnswerSchema.shape);

export const OfficialWalletSchema = z.codec(
  z.object({ currency: CurrencyCodeSchema, is_active: z.boolean(), updated_at: TimestampSchema }),
  z.object({ currency: CurrencyCodeSchema, isActive: z.boolean(), updatedAt: TimestampSchema }),
  {
    decode: (wire) => ({ currency: wire.currency, isActive: wire.is_active, updatedAt: wire.updated_at }),
    encode: (wallet) => ({ currency: wallet.currency, is_active: wallet.isActive, updated_at: wallet.updatedAt }),
  },
);
export type OfficialWallet = z.output<typeof OfficialWalletSchema>;
export type OfficialWalletWire = z.input<typeof OfficialWalletSchema>;
/** The columns of the official wallet CSV export, in order: the wire's names. */
export const OFFICIAL_WALLET_CSV_COLUMNS = OfficialWalletSchema.in.keyof().options;
/** An official wallet's state as its audit events record it, before and after (the wire's name, as ever stored). */
export const officialWalletAuditState = (isActive: boolean) => ({ is_active: isActive });
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
const isActiveSchema = z.boolean({ error: 'Say whether the wallet is active: true or false.' });
const suspendOfficialWalletFields = {
  currency: CurrencyCodeSchema,
  /** Why the wallet is suspended or activated (added, optional): stored on the audit event. */
  reason: ReasonSchema,
};
export const SuspendOfficialWalletBodySchema = z.codec(
  z.strictObject({ is_active: isActiveSchema, ...suspendOfficialWalletFields }),
  z.strictObject({ isActive: isActiveSchema, ...suspendOfficialWalletFields }),
  {
    decode: ({ is_active, ...rest }) => ({ isActive: is_active, ...rest }),
    encode: ({ isActive, ...rest }) => ({ is_active: isActive, ...rest }),
  },
);
export type SuspendOfficialWalletBody = z.output<typeof SuspendOfficialWalletBodySchema>;
export const OfficialWalletResponseSchema = ok({ wallet: OfficialWalletSchema });
