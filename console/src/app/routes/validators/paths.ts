// Where the validators page lives (SPEC §2: `/validators` redirects to `/validators/view`).
export const VALIDATORS_PATH = '/validators/view';
