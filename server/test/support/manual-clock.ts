// A clock tests move by hand, so time rules are tested without sleeping; never wired in production.
import type { Clock } from '../../src/lib/clock';

export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export const createManualClock = (start = new Date()): ManualClock => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
};

export const MINUTE = 60_000;
