// Who owns a wallet, for a money confirmation that names the owner beside the address: the issuer search narrowed to
// the address, kept only when its wallet is exactly that one (GET backoffice/issuers/search).
import { useQuery } from '@tanstack/react-query';
import { issuerDisplayName } from '../components/issuer-labels';
import { searchIssuersQueryOptions } from './search-issuers';

/** "Helios Solar Cooperative (ops@helios.example)", null when no issuer owns it, undefined while loading. */
export const useWalletOwner = (wallet: string, enabled = true) =>
  useQuery({
    ...searchIssuersQueryOptions({
      page: 0,
      perPage: 2,
      sort: 'createdAt',
      order: 'asc',
      search: wallet.toLowerCase(),
    }),
    enabled: enabled && wallet !== '',
    select: ({ issuers }) => {
      const owner = issuers.find((issuer) => issuer.wallet?.toLowerCase() === wallet.toLowerCase());
      return owner ? `${issuerDisplayName(owner)} (${owner.email})` : null;
    },
  });
