// Locked funds (SPEC §3, DESIGN §5/§8): payments reserved for a wallet until `availableFrom`, then withdrawn.
import { z } from 'zod';
import { ok } from '../common/envelope';
import { DATE_MAX, DATE_MIN } from '../common/constants';
import { IsoDateSchema, ReasonSchema, TimestampSchema, UuidSchema, WalletAddressSchema } from '../common/fields';
import { AmountSchema } from '../common/money';
import { listQuerySchema, SearchTextSchema, SortOrderSchema } from '../common/pagination';

/** The UTC calendar day of an ISO moment with an offset (the range is a range of instants, not of local dates). */
const utcDateOf = (value: string) => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value.slice(0, 10) : new Date(time).toISOString().slice(0, 10);
};

const PLAIN_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const PlainDateSchema = z.iso.date();
const MomentSchema = z.iso.datetime({ offset: true });
const AVAILABLE_FROM_FORMAT =
  'Enter the date the funds become available as YYYY-MM-DD (a day in UTC), or a moment like 2027-01-31T00:00:00Z.';

/**
 * An availability date (DESIGN §4): a calendar day `YYYY-MM-DD`, meaning 00:00:00 UTC of that day, or a moment with
 * its offset; either is normalised to the UTC instant (`2027-01-31T00:00:00.000Z`), and that instant's UTC day must lie
 * inside the date pickers' range (SPEC §9).
 */
export const AvailableFromSchema = z
  .string({ error: AVAILABLE_FROM_FORMAT })
  .refine((value) => PLAIN_DATE_SHAPE.test(value) || MomentSchema.safeParse(value).success, {
    error: (issue) =>
      typeof issue.input === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(issue.input)
        ? `${issue.input} is not a valid moment: write a real day and time with seconds and an offset, like 2027-01-31T00:00:00Z.`
        : AVAILABLE_FROM_FORMAT,
    abort: true,
  })
  .refine((value) => !PLAIN_DATE_SHAPE.test(value) || PlainDateSchema.safeParse(value).success, {
    error: (issue) => `${String(issue.input)} is not a day in the calendar: check the day and the month.`,
    abort: true,
  })
  .transform((value) => new Date(PLAIN_DATE_SHAPE.test(value) ? `${value}T00:00:00Z` : value).toISOString())
  .refine((value) => utcDateOf(value) >= DATE_MIN && utcDateOf(value) <= DATE_MAX, {
    error: `Dates lie between ${DATE_MIN} and ${DATE_MAX}.`,
  });

export const LockStatusSchema = z.enum(['locked', 'withdrawn'], {
  error: 'The lock status is "locked" or "withdrawn".',
});

export const LockedFundsSchema = z.object({
  id: UuidSchema,
  /** The investor's id (the uuid of `Investor.id`). */
  investorId: UuidSchema,
  investorName: z.string(),
  walletAddress: WalletAddressSchema,
  paymentIds: z.array(UuidSchema),
  amount: AmountSchema,
  availableFrom: TimestampSchema,
  status: LockStatusSchema,
  createdAt: TimestampSchema,
  withdrawnAt: TimestampSchema.nullable(),
  /**
   * Why the funds were locked, and why the withdrawal that completed the lock was made (added; null: none given; an
   * answer stored for an Idempotency-Key before reasons existed reads as null).
   */
  reason: z.string().nullable().default(null),
  withdrawalReason: z.string().nullable().default(null),
});
export type LockedFunds = z.infer<typeof LockedFundsSchema>;

export const LOCKED_FUNDS_SORT_FIELDS = ['availableFrom', 'createdAt', 'amount', 'status'] as const;
/**
 * Optional filters of the locks list: the state, and a range of availability days (UTC, both ends inclusive; the
 * server refuses an end before the start).
 */
export const LockedFundsFilterSchema = z.strictObject({
  status: LockStatusSchema.optional(),
  availableStart: IsoDateSchema.optional(),
  availableEnd: IsoDateSchema.optional(),
});
export type LockedFundsFilter = z.infer<typeof LockedFundsFilterSchema>;
export const LOCKED_FUNDS_FILTER_KEYS = ['status', 'availableStart', 'availableEnd'] as const;
export const LockedFundsListQuerySchema = listQuerySchema(LOCKED_FUNDS_SORT_FIELDS).extend(
  LockedFundsFilterSchema.shape,
);
export const LockedFundsSearchQuerySchema = LockedFundsListQuerySchema.extend({ search: SearchTextSchema });
export type LockedFundsListQuery = z.infer<typeof LockedFundsListQuerySchema> & { search?: string };
/** The CSV export of the locks list: its filters, search and sort, every page. */
export const LockedFundsExportQuerySchema = LockedFundsFilterSchema.extend({
  search: SearchTextSchema.optional(),
  sort: z
    .enum(LOCKED_FUNDS_SORT_FIELDS, { error: `Sort by one of: ${LOCKED_FUNDS_SORT_FIELDS.join(', ')}.` })
    .default('availableFrom'),
  order: SortOrderSchema.default('asc'),
});
export type LockedFundsExportQuery = z.infer<typeof LockedFundsExportQuerySchema>;
export const LockedFundsListResponseSchema = ok({
  total: z.number().int().min(0),
  lockedFunds: z.array(LockedFundsSchema),
});

const PaymentIdsSchema = z
  .array(UuidSchema, { error: 'Choose the payments as a list of payment ids.' })
  .min(1, { error: 'Choose at least one payment.' })
  .max(100, { error: 'Choose at most 100 payments.' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'A payment is chosen twice.' });

/** Lock available payments of one investor for a wallet until a future date (one pending transfer each). */
export const LockFundsBodySchema = z.strictObject({
  walletAddress: WalletAddressSchema,
  availableFrom: AvailableFromSchema,
  investorId: UuidSchema,
  paymentIds: PaymentIdsSchema,
  /** Why (added, optional): stored on the lock, its transfers and the audit event. */
  reason: ReasonSchema,
});
export type LockFundsBody = z.infer<typeof LockFundsBodySchema>;
export const LockFundsResponseSchema = ok({ lockedFunds: LockedFundsSchema });

/** Withdraw locked payments whose date has come: their pending transfers are posted to the wallet. */
export const WithdrawFundsBodySchema = z.strictObject({
  walletAddress: WalletAddressSchema,
  investorId: UuidSchema,
  paymentIds: PaymentIdsSchema,
  /** Why (added, optional): stored on the posting transfers, the completed locks and the audit event. */
  reason: ReasonSchema,
});
export type WithdrawFundsBody = z.infer<typeof WithdrawFundsBodySchema>;
export const WithdrawFundsResponseSchema = ok({
  unlockedFunds: z.object({
    amount: AmountSchema,
    walletAddress: WalletAddressSchema,
    investorId: UuidSchema,
    paymentIds: z.array(UuidSchema),
    lockIds: z.array(UuidSchema),
    withdrawnAt: TimestampSchema,
  }),
});

export const LockAvailabilityBodySchema = z.strictObject({ id: UuidSchema, availableFrom: AvailableFromSchema });
export type LockAvailabilityBody = z.infer<typeof LockAvailabilityBodySchema>;
