// The table of signed-in sections: path, label, icon, the permission that shows it, and its page once it exists.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { hasPermission, type Permission } from '@blck/contract';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessIcon from '@mui/icons-material/Business';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryIcon from '@mui/icons-material/History';
import HubIcon from '@mui/icons-material/Hub';
import LockIcon from '@mui/icons-material/Lock';
import PeopleIcon from '@mui/icons-material/People';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import type { SectionSummary } from './visible-sections';

export interface Section extends SectionSummary {
  /** The permission that shows the section; null for every signed-in admin. */
  permission: Permission | null;
  /** The page at `path`; a section without one is planned and not shown yet. */
  page?: LazyExoticComponent<ComponentType>;
}

// One line per section keeps the table readable, so adding a section is a one-line change.
// prettier-ignore
export const SECTIONS: readonly Section[] = [
  { label: 'Dashboard', path: '/dashboard', description: 'Your account and the sections you can open.', icon: <DashboardIcon />, permission: null, page: lazy(() => import('./routes/dashboard/DashboardPage')) },
  { label: 'Authenticator', path: '/authenticator', description: 'Set up two-factor sign-in with an authenticator app.', icon: <PhonelinkLockIcon />, permission: null, page: lazy(() => import('./routes/authenticator/AuthenticatorPage')) },
  { label: 'Admins', path: '/admins', description: 'Invite administrators, confirm them and set their permissions.', icon: <AdminPanelSettingsIcon />, permission: 'admins.view' },
  { label: 'Issuers', path: '/issuers', description: 'Issuers, their KYC, payment type and custom tokens.', icon: <BusinessIcon />, permission: 'issuers.view' },
  { label: 'Investors', path: '/investors/view', description: 'Investors, their reviews, payment lists and funds.', icon: <PeopleIcon />, permission: 'investors.view' },
  { label: 'Locked funds', path: '/lockedfunds', description: 'Funds locked for investors and when they become available.', icon: <LockIcon />, permission: 'lockedFunds.view' },
  { label: 'Fiats', path: '/fiats', description: 'Fiat currencies and their value in $BLCK.', icon: <CurrencyExchangeIcon />, permission: 'fiats.view' },
  { label: 'Token value', path: '/blckvalue', description: 'The value of the $BLCK token over time.', icon: <ShowChartIcon />, permission: 'blckValue.view' },
  { label: 'Wallets', path: '/wallets/view', description: 'Issuer wallets, their balances and deposits.', icon: <AccountBalanceWalletIcon />, permission: 'wallets.view' },
  { label: 'Official wallets', path: '/official/wallets/view', description: 'Official wallets per currency, active or suspended.', icon: <AccountBalanceIcon />, permission: 'officialWallets.view' },
  { label: 'Deposit history', path: '/wallets/history', description: 'Every issuer deposit, searchable by date and exportable.', icon: <HistoryIcon />, permission: 'histories.view' },
  { label: 'Validators', path: '/validators', description: 'Custom validators and how many are paired and active.', icon: <HubIcon />, permission: 'validators.view' },
  { label: 'Audit', path: '/audit', description: 'Every change: who, when, what, before and after.', icon: <FactCheckIcon />, permission: 'audit.view' },
];

/** Sections that have a page. */
export const routedSections = (): Section[] => SECTIONS.filter((section) => section.page !== undefined);

/** Sections with a page that an admin holding `permissions` may open; without permissions, the ones open to all. */
export const visibleSections = (permissions: readonly string[] = []): Section[] =>
  routedSections().filter((section) => section.permission === null || hasPermission(permissions, section.permission));
