// The table of signed-in sections: path, label, the permission that shows it, and its page once it exists.
// Icons (section-icons.tsx) and the permission check (section-access.ts) load with the signed-in shell only: the
// sign-in page imports this table for the routes, and must stay small.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from '@blck/contract';

export interface Section {
  label: string;
  /** Where the navigation leads. */
  path: string;
  description: string;
  /** The permission that shows the section; null for every signed-in admin. */
  permission: Permission | null;
  /** The page at `path`; a section without one is planned and not shown yet. */
  page?: LazyExoticComponent<ComponentType>;
  /** True when the page routes the paths below `path` itself (`/admins/view`, `/admins/view/:id`). */
  nested?: boolean;
  /** A shorter path that redirects to `path` (`/wallets` → `/wallets/view`). */
  redirectFrom?: string;
  /** False for a page reached from another section (a form), routed but not in the navigation. */
  navigation?: false;
}

// One line per section keeps the table readable, so adding a section is a one-line change.
// prettier-ignore
export const SECTIONS: readonly Section[] = [
  { label: 'Dashboard', path: '/dashboard', description: 'Your account and the sections you can open.', permission: null, page: lazy(() => import('./routes/dashboard/DashboardPage')) },
  { label: 'Approvals', path: '/approvals', description: 'Changes of money and privilege that wait for a second administrator, and the policies that hold them.', permission: null, page: lazy(() => import('./routes/approvals/ApprovalsRoutes')), nested: true },
  { label: 'Authenticator', path: '/authenticator', description: 'Set up two-factor sign-in with an authenticator app.', permission: null, page: lazy(() => import('./routes/authenticator/AuthenticatorPage')) },
  { label: 'Admins', path: '/admins', description: 'Invite administrators, confirm them and set their permissions.', permission: 'admins.view', page: lazy(() => import('./routes/admins/AdminsRoutes')), nested: true },
  { label: 'Issuers', path: '/issuers', description: 'Issuers, their KYC, payment type and custom tokens.', permission: 'issuers.view', page: lazy(() => import('./routes/issuers/IssuersRoutes')), nested: true },
  { label: 'Investors', path: '/investors', description: 'Investors, their reviews, payment lists and funds.', permission: 'investors.view', page: lazy(() => import('./routes/investors/InvestorsRoutes')), nested: true },
  { label: 'Locked funds', path: '/lockedfunds/view', description: 'Funds locked for investors and when they become available.', permission: 'lockedFunds.view', page: lazy(() => import('./routes/locked-funds/LockedFundsPage')), redirectFrom: '/lockedfunds' },
  { label: 'Fiats', path: '/fiats', description: 'Fiat currencies and their value in $BLCK.', permission: 'fiats.view', page: lazy(() => import('./routes/fiats/FiatsRoutes')), nested: true },
  { label: 'Token value', path: '/blckvalue', description: 'The value of the $BLCK token over time.', permission: 'blckValue.view', page: lazy(() => import('./routes/blck-value/BlckValueRoutes')), nested: true },
  { label: 'Wallets', path: '/wallets/view', description: 'Issuer wallets, their balances and deposits.', permission: 'wallets.view', page: lazy(() => import('./routes/wallets/WalletListPage')), redirectFrom: '/wallets' },
  { label: 'Increase balance', path: '/wallets/update/balance', description: 'Deposit $BLCK into an issuer wallet.', permission: 'funds.manage', page: lazy(() => import('./routes/wallets/DepositPage')), navigation: false },
  { label: 'Official wallets', path: '/official/wallets/view', description: 'Official wallets per currency, active or suspended.', permission: 'officialWallets.view', page: lazy(() => import('./routes/official-wallets/OfficialWalletsPage')) },
  { label: 'Deposit history', path: '/wallets/history', description: 'Every issuer deposit, searchable by date and exportable.', permission: 'histories.view', page: lazy(() => import('./routes/histories/DepositHistoryPage')) },
  { label: 'Validators', path: '/validators', description: 'Validators paired and active, and the custom authenticators they pair with.', permission: 'validators.view', page: lazy(() => import('./routes/validators/ValidatorsRoutes')), nested: true },
  { label: 'Record history', path: '/history/:resource/:id', description: 'One record\'s history (the server checks who may read it).', permission: null, page: lazy(() => import('./routes/history/RecordHistoryPage')), navigation: false },
  { label: 'Audit', path: '/audit', description: 'Every change: who, when, what, before and after.', permission: 'audit.view', page: lazy(() => import('./routes/audit/AuditPage')) },
];

/** Sections that have a page. */
export const routedSections = (): Section[] => SECTIONS.filter((section) => section.page !== undefined);
