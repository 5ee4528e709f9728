// The dashboard's figures (issue 6): each card is present only when the admin may view its area, else null.
import { z } from 'zod';
import { ok } from '../common/envelope';
import { TimestampSchema, UuidSchema } from '../common/fields';
import { AmountSchema } from '../common/money';

export const DASHBOARD_DEPOSIT_DAYS = 90;
export const DASHBOARD_UNLOCK_DAYS = 30;

export const DashboardSchema = z.object({
  /** investors.view */
  investors: z.object({ pending: z.number().int(), active: z.number().int(), cancelled: z.number().int() }).nullable(),
  /** wallets.view: $BLCK held in issuer wallets. */
  issuerWallets: z.object({ held: AmountSchema, wallets: z.number().int() }).nullable(),
  /** lockedFunds.view: investor funds locked and available. */
  investorFunds: z.object({ locked: AmountSchema, available: AmountSchema }).nullable(),
  /** blckValue.view: the newest token value entry. */
  tokenValue: z.object({ value: z.string(), since: TimestampSchema }).nullable(),
  /** validators.view */
  validators: z.object({ paired: z.number().int() }).nullable(),
  /** histories.view: one entry per UTC day of the last DASHBOARD_DEPOSIT_DAYS days, oldest first. */
  depositsPerDay: z.array(z.object({ day: z.string(), deposits: z.number().int(), amount: AmountSchema })).nullable(),
  /** lockedFunds.view: locks becoming available within DASHBOARD_UNLOCK_DAYS days, soonest first. */
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
