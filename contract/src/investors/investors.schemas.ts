// Investors (SPEC §3, DESIGN §8): pending → active ⇄ cancelled, each with a list of payments held in the ledger.
import { z } from 'zod';
import { ok } from '../common/envelope';
import {
  CurrencyCodeSchema,
  EmailSchema,
  IsoDateSchema,
  PersonNameSchema,
  TimestampSchema,
  UuidSchema,
  multiLineTextSchema,
  ReasonSchema,
  textSchema,
} from '../common/fields';
import { AmountSchema, PositiveAmountSchema, RequestedAmountSchema } from '../common/money';
import { listQuerySchema, SearchTextSchema, SortOrderSchema } from '../common/pagination';
import { IssuerTypeSchema, PaymentTypeSchema } from '../issuers/issuers.schemas';

export const InvestorStatusSchema = z.enum(['pending', 'active', 'cancelled'], {
  error: 'The investor status is "pending", "active" or "cancelled".',
});
export type InvestorStatus = z.infer<typeof InvestorStatusSchema>;
/** Investors are people or companies, like issuers. */
export const InvestorTypeSchema = IssuerTypeSchema;
export const PaymentStatusSchema = z.enum(['available', 'locked', 'withdrawn']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** A percentage written as an exact decimal string ("5.25"), 0 to 100, at most 4 decimal places. */
export const PercentSchema = (label: string) =>
  z
    .string({ error: `Enter the ${label} as a percentage, like "5.25".` })
    .regex(/^(0|[1-9]\d{0,2})(\.\d{1,4})?$/, {
      error: `Enter the ${label} as a percentage with at most 4 decimal places, like "5.25".`,
    })
    .refine((value) => Number.parseFloat(value) <= 100, { error: `The ${label} is at most 100%.` });

const boundedText = (label: string, max: number, text = textSchema) =>
  text(`Enter the ${label}.`)
    .trim()
    .min(1, { error: `Enter the ${label}.` })
    .max(max, { error: `The ${label} has at most ${max} characters.` });

/** The editable details of an investor (PUT /investors/{id}). */
const investorDetails = {
  investorName: PersonNameSchema('investor name'),
  /** The investor's own registration or tax number, as the platform collected it. */
  investorId: boundedText('investor number', 64),
  investorAddress: boundedText('investor address', 300, multiLineTextSchema),
  representedBy: textSchema('Enter who represents the investor, or an empty text.')
    .trim()
    .max(100, { error: 'The representative has at most 100 characters.' }),
  interestRate: PercentSchema('interest rate'),
  rewardBonus: PercentSchema('reward bonus'),
  contactEmail: EmailSchema,
};

/**
 * One payment of an investor. `amount` is the payment's ledger balance in $BLCK (what a lock reserves
 * stays in it until the withdrawal posts it); `version` rises with every change, for stale-list checks.
 */
export const PaymentSchema = z.object({
  id: UuidSchema,
  amount: AmountSchema,
  currency: CurrencyCodeSchema,
  paymentType: PaymentTypeSchema,
  status: PaymentStatusSchema,
  version: z.number().int().min(0),
  createdAt: TimestampSchema,
});
export type Payment = z.infer<typeof PaymentSchema>;

export const InvestorBalancesSchema = z.object({
  available: AmountSchema,
  locked: AmountSchema,
  withdrawn: AmountSchema,
});

export const InvestorSchema = z.object({
  id: UuidSchema,
  ...investorDetails,
  investorType: InvestorTypeSchema,
  paymentType: PaymentTypeSchema,
  status: InvestorStatusSchema,
  /** SPEC §3: true for active investors, false for pending and cancelled ones. */
  isActive: z.boolean(),
  paymentList: z.array(PaymentSchema),
  balances: InvestorBalancesSchema,
  reviewedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Investor = z.infer<typeof InvestorSchema>;

/** A payment with the lock that holds it, as the investor details show it. */
export const InvestorPaymentSchema = PaymentSchema.extend({
  lock: z
    .object({
      id: UuidSchema,
      walletAddress: z.string(),
      availableFrom: TimestampSchema,
      status: z.enum(['locked', 'withdrawn']),
    })
    .nullable(),
});
export type InvestorPayment = z.infer<typeof InvestorPaymentSchema>;

export const INVESTOR_SORT_FIELDS = ['createdAt', 'investorName', 'contactEmail', 'status'] as const;
/**
 * Optional structured filters of the investor list (added, beside SPEC's `status`): type, payment type and a range of
 * creation days (UTC, both ends inclusive; the server refuses an end before the start).
 */
export const InvestorFilterSchema = z.strictObject({
  status: InvestorStatusSchema.optional(),
  investorType: InvestorTypeSchema.optional(),
  paymentType: PaymentTypeSchema.optional(),
  createdFrom: IsoDateSchema.optional(),
  createdTo: IsoDateSchema.optional(),
});
export type InvestorFilter = z.infer<typeof InvestorFilterSchema>;
export const INVESTOR_FILTER_KEYS = ['status', 'investorType', 'paymentType', 'createdFrom', 'createdTo'] as const;
export const InvestorListQuerySchema = listQuerySchema(INVESTOR_SORT_FIELDS).extend({
  ...InvestorFilterSchema.shape,
  order: SortOrderSchema.default('desc'),
});
export const InvestorSearchQuerySchema = InvestorListQuerySchema.extend({ search: SearchTextSchema });
export type InvestorListQuery = z.infer<typeof InvestorListQuerySchema> & { search?: string };
/** The CSV export of the investor list (one row per investor): its filters, search and sort, every page. */
export const InvestorExportQuerySchema = InvestorFilterSchema.extend({
  search: SearchTextSchema.optional(),
  sort: z
    .enum(INVESTOR_SORT_FIELDS, { error: `Sort by one of: ${INVESTOR_SORT_FIELDS.join(', ')}.` })
    .default('createdAt'),
  order: SortOrderSchema.default('desc'),
});
export type InvestorExportQuery = z.infer<typeof InvestorExportQuerySchema>;
export const InvestorListResponseSchema = ok({
  total: z.number().int().min(0),
  investors: z.array(InvestorSchema),
  /**
   * True when `total` is a lower bound, more rows matching than it says: a search matched more than 1,000 rows, or
   * the type filters (type, payment type) more than 10,000, and counting them all would read every match. `total` is
   * then that cap, or the end of the page read when more rows follow it. The console offers the pages up to `total`;
   * the rest are reached by refining the search or the filters. False when nothing follows the page read (the first
   * page, or one not empty): its end is then the exact total, past the cap too. Always false for a list filtered by
   * status and creation days only (or neither), whose total comes from kept counts.
   */
  totalIsLowerBound: z.boolean(),
});
export const InvestorResponseSchema = ok({ investor: InvestorSchema });
export const InvestorDetailsResponseSchema = ok({
  investor: InvestorSchema,
  payments: z.array(InvestorPaymentSchema),
  /**
   * Added: of BLCK and the currencies of these payments, those whose official wallet is suspended, so no balance in
   * them can change now (every movement of such a payment is refused with 409 CURRENCY_SUSPENDED); the console says so
   * before an action is offered.
   */
  suspendedCurrencies: z.array(CurrencyCodeSchema),
});
/** `GET investors/report`: JSON by default (SPEC §7), CSV with `format=csv` (or `Accept: text/csv`). */
export const InvestorReportQuerySchema = z.strictObject({
  format: z.enum(['json', 'csv'], { error: 'The format is "json" or "csv".' }).optional(),
});
/** Every live investor, oldest first, and every payment of theirs with its investor's id and its lock. */
export const InvestorReportResponseSchema = ok({
  investors: z.array(InvestorSchema),
  payments: z.array(InvestorPaymentSchema.extend({ investorId: UuidSchema })),
});
export type InvestorReport = z.infer<typeof InvestorReportResponseSchema>;
export const InvestorRemovedResponseSchema = ok({ id: UuidSchema });

export const UpdateInvestorBodySchema = z.strictObject(investorDetails);
export type UpdateInvestorBody = z.infer<typeof UpdateInvestorBodySchema>;

/** A stored payment as the admin saw it: its id and the version the list was read at. */
const PaymentRefSchema = {
  id: UuidSchema,
  version: z
    .number({ error: 'Each payment carries the version it was read at.' })
    .int({ error: 'A payment version is a whole number.' })
    .min(0, { error: 'A payment version is a whole number.' }),
};

/** First approval: the reviewed details and the payments as checked (each credited by the ledger). */
export const ReviewInvestorBodySchema = z.strictObject({
  id: UuidSchema,
  ...investorDetails,
  investorType: InvestorTypeSchema,
  paymentList: z
    .array(
      z.strictObject({
        ...PaymentRefSchema,
        amount: PositiveAmountSchema,
        currency: CurrencyCodeSchema,
        paymentType: PaymentTypeSchema,
      }),
      { error: 'The payment list is a list of payments.' },
    )
    .max(100, { error: 'An investor has at most 100 payments.' }),
  /** Why (added, optional): stored on each crediting transfer and on the audit event. */
  reason: ReasonSchema,
});
export type ReviewInvestorBody = z.infer<typeof ReviewInvestorBodySchema>;

export const InvestorCancellationBodySchema = z.strictObject({
  id: UuidSchema,
  isActive: z.boolean({ error: 'Say whether the investor is active: true or false.' }),
  /** Why the investor is cancelled or reactivated (added, optional): stored on the audit event. */
  reason: ReasonSchema,
});
export type InvestorCancellationBody = z.infer<typeof InvestorCancellationBodySchema>;

/**
 * The whole payment list with the wanted amounts (DESIGN §5): the server diffs it against the stored
 * list, ledgers each change and answers 409 when any version is stale or a payment is missing.
 */
export const InvestorFundsBodySchema = z.strictObject({
  id: UuidSchema,
  paymentType: PaymentTypeSchema,
  paymentList: z
    .array(z.strictObject({ ...PaymentRefSchema, amount: RequestedAmountSchema }), {
      error: 'The payment list is a list of payments.',
    })
    .min(1, { error: 'The payment list is empty.' })
    .max(100, { error: 'An investor has at most 100 payments.' })
    .refine((list) => new Set(list.map((payment) => payment.id)).size === list.length, {
      error: 'A payment is listed twice.',
    }),
  /** Why the funds change (added, optional): stored on each transfer and on the audit event. */
  reason: ReasonSchema,
});
export type InvestorFundsBody = z.infer<typeof InvestorFundsBodySchema>;
export const InvestorFundsResponseSchema = ok({
  investor: InvestorSchema,
  /** Every payment whose amount changed, before and after. */
  changes: z.array(z.object({ paymentId: UuidSchema, before: AmountSchema, after: AmountSchema })),
});

/** A new investor as the public platform hands it over (added intake call, DESIGN §8). */
export const InvestorIntakeBodySchema = z.strictObject({
  ...investorDetails,
  investorType: InvestorTypeSchema,
  paymentType: PaymentTypeSchema,
  paymentList: z
    .array(z.strictObject({ amount: PositiveAmountSchema, currency: CurrencyCodeSchema }), {
      error: 'The payment list is a list of payments.',
    })
    .max(100, { error: 'An investor has at most 100 payments.' }),
});
export type InvestorIntakeBody = z.infer<typeof InvestorIntakeBodySchema>;
