// Where the locked-funds page lives (SPEC §2: `/lockedfunds` redirects to `/lockedfunds/view`).
export const LOCKED_FUNDS_PATH = '/lockedfunds/view';

/** The locked funds, searched for a text (e.g. an investor's name) when one is given. */
export const lockedFundsPath = (search?: string): string =>
  search ? `${LOCKED_FUNDS_PATH}?${new URLSearchParams({ search }).toString()}` : LOCKED_FUNDS_PATH;
