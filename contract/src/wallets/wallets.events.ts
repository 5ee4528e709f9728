// What a changed wallet or official wallet makes stale in a console that hears of it.
import { defineChange } from '../common/events';

export const WALLETS_EVENTS = {
  /** A wallet's balance is shown with its issuer too. */
  walletChanged: defineChange({ resource: 'wallet', affects: ['wallets', 'issuers'] }),
  /** A suspension freezes the investors' payments in that currency (their details say which). */
  officialWalletChanged: defineChange({ resource: 'official_wallet', affects: ['official-wallets', 'investors'] }),
};
