// The console's global search (command palette): one text, the records of every kind the caller may read.
import { z } from 'zod';
import { ok } from '../common/envelope';
import { textSchema } from '../common/fields';
import type { Permission } from '../permissions/permissions';

export const SEARCH_KINDS = ['investor', 'issuer', 'wallet', 'admin'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The permission that lets a caller see results of each kind; kinds the caller may not read are never searched. */
export const SEARCH_KIND_PERMISSION: Record<SearchKind, Permission> = {
  investor: 'investors.view',
  issuer: 'issuers.view',
  wallet: 'wallets.view',
  admin: 'admins.view',
};

/** At most this many results of each kind. */
export const SEARCH_RESULTS_PER_KIND = 5;

export const GlobalSearchQuerySchema = z.strictObject({
  q: textSchema('Enter something to search for.')
    .trim()
    .min(2, { error: 'Enter at least 2 characters to search for.' })
    .max(100, { error: 'A search has at most 100 characters.' }),
});
export type GlobalSearchQuery = z.infer<typeof GlobalSearchQuerySchema>;

export const SearchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The record's id; a wallet's address. */
  id: z.string(),
  title: z.string(),
  /** What else identifies it: an email, an address, how it matched. */
  detail: z.string(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const GlobalSearchResponseSchema = ok({ results: z.array(SearchResultSchema) });
