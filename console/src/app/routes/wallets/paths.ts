// Where the wallet pages live, shared by their routes and links.
export const WALLET_LIST_PATH = '/wallets/view';
export const DEPOSIT_PATH = '/wallets/update/balance';
export const DEPOSIT_HISTORY_PATH = '/wallets/history';
export const OFFICIAL_WALLETS_PATH = '/official/wallets/view';

/** The deposit form, with the wallet filled in when one is given. */
export const depositPath = (wallet?: string): string =>
  wallet ? `${DEPOSIT_PATH}?${new URLSearchParams({ wallet }).toString()}` : DEPOSIT_PATH;

/** The deposit history, searched for a text (a wallet address) when one is given. */
export const depositHistoryPath = (search?: string): string =>
  search ? `${DEPOSIT_HISTORY_PATH}?${new URLSearchParams({ search }).toString()}` : DEPOSIT_HISTORY_PATH;
