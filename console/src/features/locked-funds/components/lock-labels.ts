// How locks read on screen, and the toasts with the amounts that SPEC §8 names without their wording
// ("Locked 1,250.5 $BLCK", DESIGN §8), worded by the contract.
import { formatBlck, lockedAmountMessage, withdrawnAmountMessage, type LockedFunds } from '@blck/contract';
import { formatAvailability } from '../../../lib/dates';

export const LOCK_STATUS_LABELS: Readonly<Record<LockedFunds['status'], string>> = {
  locked: 'Locked',
  withdrawn: 'Withdrawn',
};

export const lockedMessage = (amount: string): string => lockedAmountMessage(formatBlck(amount));
export const withdrawnMessage = (amount: string): string => withdrawnAmountMessage(formatBlck(amount));

/** 00:00 UTC of a chosen day: the moment a lock's funds become available. */
export const startOfDayUtc = (isoDay: string): string => `${isoDay}T00:00:00Z`;

/** Today's date in UTC, `YYYY-MM-DD`. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** Why a lock cannot be withdrawn yet: "Locked until 2027-01-01 (UTC)." */
export const lockedUntilReason = (availableFrom: string): string =>
  `Locked until ${formatAvailability(availableFrom)} (UTC).`;

export const DAY_HINT = 'The funds can be withdrawn from 00:00 UTC of this day.';
export const DAY_BEGUN_HINT = 'This day has begun (UTC): the funds can be withdrawn at once.';
export const CHOOSE_DAY = 'Choose the day the funds become available.';
export const DAY_NOT_AHEAD = 'Choose a day after today (UTC): a lock holds the funds until a day to come.';
