// The dashboard (issue 6): one call answers every card, each only for an admin who may view its area (else null).
import {
  DASHBOARD_DEPOSIT_DAYS,
  DASHBOARD_UNLOCK_DAYS,
  DASHBOARD_UNLOCK_LIMIT,
  fromBaseUnits,
  hasPermission,
  type Admin,
  type Dashboard,
} from '@blck/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { DashboardParts, DashboardRepository } from './dashboard.repository';

const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `count` UTC days up to and including the one `now` falls in, oldest first. */
export const lastDays = (now: Date, count: number): string[] => {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return Array.from({ length: count }, (_, index) => isoDay(today - (count - 1 - index) * DAY_MS));
};

/** Which cards an admin sees: each needs its area's view permission (manage implies view). */
export const dashboardParts = (permissions: readonly string[]): DashboardParts => {
  const may = (permission: Parameters<typeof hasPermission>[1]) => hasPermission(permissions, permission);
  return {
    investors: may('investors.view'),
    issuerWallets: may('wallets.view'),
    investorFunds: may('lockedFunds.view'),
    tokenValue: may('blckValue.view'),
    validators: may('validators.view'),
    depositsPerDay: may('histories.view'),
    upcomingUnlocks: may('lockedFunds.view'),
  };
};

export const createDashboardService = ({
  db,
  clock,
  dashboardRepository,
  blckValueCurrency,
}: {
  db: Db;
  clock: Clock;
  dashboardRepository: DashboardRepository;
  /** The token value's reference currency (BLCK_VALUE_CURRENCY). */
  blckValueCurrency: string;
}) => ({
  get: async (admin: Pick<Admin, 'permissions'>): Promise<Dashboard> => {
    const now = clock.now();
    const days = lastDays(now, DASHBOARD_DEPOSIT_DAYS);
    const parts = dashboardParts(admin.permissions);
    const figures = await dashboardRepository.read(db, parts, {
      firstDay: days[0]!,
      lastDay: days[days.length - 1]!,
      now,
      unlockUntil: new Date(now.getTime() + DASHBOARD_UNLOCK_DAYS * DAY_MS),
      unlockLimit: DASHBOARD_UNLOCK_LIMIT,
    });
    const byStatus = figures.investorsByStatus;
    const depositDays = figures.depositDays && new Map(figures.depositDays.map((entry) => [entry.day, entry]));
    return {
      investors: byStatus && {
        pending: byStatus.pending ?? 0,
        active: byStatus.active ?? 0,
        cancelled: byStatus.cancelled ?? 0,
      },
      issuerWallets: figures.issuerWallets && {
        held: fromBaseUnits(figures.issuerWallets.held),
        wallets: figures.issuerWallets.wallets,
      },
      investorFunds: figures.investorFunds && {
        locked: fromBaseUnits(figures.investorFunds.locked),
        available: fromBaseUnits(figures.investorFunds.available),
      },
      tokenValue: figures.tokenValue && {
        value: fromBaseUnits(figures.tokenValue.value),
        currency: blckValueCurrency,
        since: figures.tokenValue.since,
      },
      validators: figures.pairedValidators === null ? null : { paired: figures.pairedValidators },
      depositsPerDay:
        depositDays &&
        days.map((day) => {
          const entry = depositDays.get(day);
          return { day, deposits: entry?.deposits ?? 0, amount: fromBaseUnits(entry?.amount ?? 0n) };
        }),
      upcomingUnlocks:
        figures.upcomingUnlocks &&
        figures.upcomingUnlocks.map((unlock) => ({ ...unlock, amount: fromBaseUnits(unlock.amount) })),
      generatedAt: now.toISOString(),
    };
  },
});

export type DashboardService = ReturnType<typeof createDashboardService>;
