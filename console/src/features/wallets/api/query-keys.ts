// Query keys of the wallets domain: issuer wallets under `walletsQueryKeys.all`, official wallets under
// `officialWalletsQueryKeys.all`, so a deposit does not refetch the official wallets and a suspension not the wallets.
import type { OfficialWalletListQuery, WalletListQuery, Resource } from '@blck/contract';

export type WalletSearchQuery = WalletListQuery & { search: string };

export const walletsQueryKeys = {
  all: ['wallets'] as const satisfies readonly [Resource],
  list: (query: WalletListQuery) => ['wallets', 'list', query] as const,
  search: (query: WalletSearchQuery) => ['wallets', 'search', query] as const,
  /** The wallet with exactly this address (a search by address, filtered), for the deposit confirmation. */
  byAddress: (address: string) => ['wallets', 'by-address', address.toLowerCase()] as const,
};

export const officialWalletsQueryKeys = {
  all: ['official-wallets'] as const satisfies readonly [Resource],
  list: (query: OfficialWalletListQuery) => ['official-wallets', 'list', query] as const,
  active: ['official-wallets', 'active'] as const,
};
