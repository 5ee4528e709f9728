// Where each audited record is shown, for links from the audit trail and the history panels.
import type { AuditResource } from '@blck/contract';
import { adminDetailsPath } from './admins/paths';
import { APPROVAL_POLICIES_PATH } from './approvals/paths';
import { blckValueDetailsPath } from './blck-value/paths';
import { fiatDetailsPath } from './fiats/paths';
import { investorDetailsPath } from './investors/paths';
import { issuerDetailsPath } from './issuers/paths';
import { recordHistoryPath } from './history/paths';
import { WALLET_LIST_PATH } from './wallets/paths';

const searched = (path: string) => (search: string) => `${path}?${new URLSearchParams({ search }).toString()}`;

const RECORD_PATHS: Partial<Record<AuditResource, (id: string) => string>> = {
  admin: adminDetailsPath,
  issuer: issuerDetailsPath,
  investor: investorDetailsPath,
  // A lock has no page of its own: its history.
  locked_funds: (id) => recordHistoryPath('locked_funds', id),
  fiat: fiatDetailsPath,
  blck_value: blckValueDetailsPath,
  // An issuer wallet: the wallet list searched for its address (its issuer's page shows its history too).
  wallet: searched(WALLET_LIST_PATH),
  // An official wallet has no page of its own: its history.
  official_wallet: (currency) => recordHistoryPath('official_wallet', currency),
  // An approval policy: the policies page, which lists every one.
  approval_policy: () => APPROVAL_POLICIES_PATH,
};

/** The page of one record, or null for resources without one (a deposit, a custom validator). */
export const recordPath = (resource: string, id: string | null): string | null => {
  const path = RECORD_PATHS[resource as AuditResource];
  return path && id ? path(id) : null;
};
