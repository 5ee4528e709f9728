// The one source of "now" on the server: every time rule reads it, so tests can move time.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
