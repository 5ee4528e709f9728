// The console's global search: each kind through the service that owns it (and its indexed search), only for kinds
// the caller may read; an id finds its record directly.
import {
  AdminSearchQuerySchema,
  InvestorSearchQuerySchema,
  IssuerSearchQuerySchema,
  LockedFundsSearchQuerySchema,
  SEARCH_KIND_PERMISSION,
  SEARCH_RESULTS_PER_KIND,
  WalletSearchQuerySchema,
  hasPermission,
  type Admin,
  type Investor,
  type Issuer,
  type SearchKind,
  type SearchResult,
} from '@blck/contract';
import type { AdminsService } from '../admins/admins.service';
import type { InvestorsService } from '../investors/investors.service';
import type { IssuersService } from '../issuers/issuers.service';
import type { LockedFundsService } from '../funds/funds.service';
import type { WalletsService } from '../wallets/wallets.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WALLET_LIKE = /^0x[0-9a-f]{4,40}$/i;

const personName = (first: string, last: string) => `${first} ${last}`.trim();

const adminResult = (admin: Admin): SearchResult => ({
  kind: 'admin',
  id: admin.id,
  title: personName(admin.firstName, admin.lastName) || admin.email,
  detail: admin.email,
});
const issuerResult = (issuer: Issuer): SearchResult => ({
  kind: 'issuer',
  id: issuer.id,
  title: issuer.companyName ?? personName(issuer.firstName, issuer.lastName),
  detail: [issuer.email, issuer.wallet].filter(Boolean).join(' · '),
});
const investorResult = (investor: Investor, detail = investor.contactEmail): SearchResult => ({
  kind: 'investor',
  id: investor.id,
  title: investor.investorName,
  detail,
});

/** A lookup by id: the record, or nothing when there is none. */
const orNothing = async <T>(lookup: Promise<T>): Promise<T | null> => {
  try {
    return await lookup;
  } catch {
    return null;
  }
};

export const createSearchService = (deps: {
  adminsService: Pick<AdminsService, 'list' | 'get'>;
  issuersService: Pick<IssuersService, 'list' | 'get'>;
  investorsService: Pick<InvestorsService, 'list' | 'get'>;
  walletsService: Pick<WalletsService, 'listWallets'>;
  lockedFundsService: Pick<LockedFundsService, 'list'>;
}) => {
  const perKind = SEARCH_RESULTS_PER_KIND;

  const investors = async (q: string, permissions: readonly string[]): Promise<SearchResult[]> => {
    if (UUID.test(q)) {
      const found = await orNothing(deps.investorsService.get(q));
      return found ? [investorResult(found.investor)] : [];
    }
    const { investors: matches } = await deps.investorsService.list(
      InvestorSearchQuerySchema.parse({ search: q, perPage: perKind }),
    );
    const results = matches.map((investor) => investorResult(investor));
    // Investors have no wallet of their own: a wallet address finds those who locked funds into it.
    if (WALLET_LIKE.test(q) && hasPermission(permissions, 'lockedFunds.view')) {
      const { lockedFunds } = await deps.lockedFundsService.list(
        LockedFundsSearchQuerySchema.parse({ search: q, perPage: 20 }),
      );
      const ids = [...new Set(lockedFunds.map((lock) => lock.investorId))].filter(
        (id) => !results.some((result) => result.id === id),
      );
      for (const id of ids.slice(0, perKind - results.length)) {
        const found = await orNothing(deps.investorsService.get(id));
        const lock = lockedFunds.find((row) => row.investorId === id)!;
        if (found) results.push(investorResult(found.investor, `Funds locked into ${lock.walletAddress}`));
      }
    }
    return results;
  };

  const issuers = async (q: string): Promise<SearchResult[]> => {
    if (UUID.test(q)) {
      const found = await orNothing(deps.issuersService.get(q));
      return found ? [issuerResult(found)] : [];
    }
    const { issuers: matches } = await deps.issuersService.list(
      IssuerSearchQuerySchema.parse({ search: q, perPage: perKind }),
    );
    return matches.map(issuerResult);
  };

  const wallets = async (q: string): Promise<SearchResult[]> => {
    if (UUID.test(q)) return [];
    const { wallets: matches } = await deps.walletsService.listWallets(
      WalletSearchQuerySchema.parse({ search: q, offset: perKind }),
    );
    return matches.map((wallet) => ({
      kind: 'wallet' as const,
      id: wallet.walletAddress,
      title: wallet.walletAddress,
      detail: `${wallet.issuerName} · ${wallet.email}`,
    }));
  };

  const admins = async (q: string): Promise<SearchResult[]> => {
    if (UUID.test(q)) {
      const found = await orNothing(deps.adminsService.get(q));
      return found ? [adminResult(found)] : [];
    }
    const { admins: matches } = await deps.adminsService.list(
      AdminSearchQuerySchema.parse({ search: q, perPage: perKind }),
    );
    return matches.map(adminResult);
  };

  return {
    /** Results of every kind the caller may read, investors first; kinds they may not read are never queried. */
    search: async (permissions: readonly string[], q: string) => {
      const searches: Record<SearchKind, () => Promise<SearchResult[]>> = {
        investor: () => investors(q, permissions),
        issuer: () => issuers(q),
        wallet: () => wallets(q),
        admin: () => admins(q),
      };
      const allowed = (Object.keys(searches) as SearchKind[]).filter((kind) =>
        hasPermission(permissions, SEARCH_KIND_PERMISSION[kind]),
      );
      const found = await Promise.all(allowed.map((kind) => searches[kind]()));
      return { results: found.flat() };
    },
  };
};

export type SearchService = ReturnType<typeof createSearchService>;
