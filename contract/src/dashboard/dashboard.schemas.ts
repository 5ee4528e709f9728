// The dashboard's figures (issue 6): each card is present only when the admin may view its area, else null.
import { z } from 'zod';
import { ok } from '../common/envelope';
import { CurrencyCodeSchema, TimestampSchema, UuidSchema } from '../common/fields';
import { AmountSchema } from '../common/money';

export const DASHBOARD_DEPOSIT_DAYS = 90;
export const DASHBOARD_UNLOCK_DAYS = 30;
/** The upcoming unlocks list shows at most this many locks (the soonest); the locked-funds screen has them all. */
export const DASHBOARD_UNLOCK_LIMIT = 20;

export const DashboardSchema = z.object({
  /** investors.view */
  investors: z.object({ pending: z.number().int(), active: z.number().int(), cancelled: z.number().int() }).nullable(),
  /**
   * wallets.view: $BLCK held in issuer wallets (the sum of the wallets screen's balances: posted, so funds locked for
   * a wallet count once withdrawn) and the number of issuer wallets (the wallets screen's total).
   */
  issuerWallets: z.object({ held: AmountSchema, wallets: z.number().int() }).nullable(),
  /**
   * lockedFunds.view: investor funds locked and available, summed over every investor's payments exactly as the
   * investor screens show each investor's balances (available = posted balance less what locks reserve).
   */
  investorFunds: z.object({ locked: AmountSchema, available: AmountSchema }).nullable(),
  /**
   * blckValue.view: the newest token value entry (its value as an exact decimal in `currency`, the reference currency;
   * since = when it was entered).
   */
  tokenValue: z.object({ value: z.string(), currency: CurrencyCodeSchema, since: TimestampSchema }).nullable(),
  /** validators.view */
  validators: z.object({ paired: z.number().int() }).nullable(),
  /**
   * histories.view: one entry per UTC day of the last DASHBOARD_DEPOSIT_DAYS days (`day` as YYYY-MM-DD), oldest first,
   * ending today; days without deposits are there with 0.
   */
  depositsPerDay: z.array(z.object({ day: z.string(), deposits: z.number().int(), amount: AmountSchema })).nullable(),
  /**
   * lockedFunds.view: locks still locked whose availableFrom is after now and within DASHBOARD_UNLOCK_DAYS days,
   * soonest first, at most DASHBOARD_UNLOCK_LIMIT of them. `amount` is what the lock still reserves (a lock whose
   * date was moved after a partial withdrawal shows what is left).
   */
  upcomingUnlocks: z
    .array(
      z.object({
        id: UuidSchema,
        investorId: UuidSchema,
        investorName: z.string(),
        amount: AmountSchema,
        availableFrom: TimestampSchema,
      }),
    )
    .nullable(),
  generatedAt: TimestampSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export const DashboardResponseSchema = ok({ dashboard: DashboardSchema });
