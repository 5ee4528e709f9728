// The icon of each signed-in section, by path; loaded with the signed-in shell only, never by the sign-in page.
import type { ReactNode } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApprovalIcon from '@mui/icons-material/Approval';
import BusinessIcon from '@mui/icons-material/Business';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FolderIcon from '@mui/icons-material/Folder';
import HistoryIcon from '@mui/icons-material/History';
import HubIcon from '@mui/icons-material/Hub';
import LockIcon from '@mui/icons-material/Lock';
import PeopleIcon from '@mui/icons-material/People';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import ShowChartIcon from '@mui/icons-material/ShowChart';

const SECTION_ICONS: Readonly<Record<string, ReactNode>> = {
  '/dashboard': <DashboardIcon />,
  '/approvals': <ApprovalIcon />,
  '/authenticator': <PhonelinkLockIcon />,
  '/admins': <AdminPanelSettingsIcon />,
  '/issuers': <BusinessIcon />,
  '/investors': <PeopleIcon />,
  '/lockedfunds/view': <LockIcon />,
  '/fiats': <CurrencyExchangeIcon />,
  '/blckvalue': <ShowChartIcon />,
  '/wallets/view': <AccountBalanceWalletIcon />,
  '/official/wallets/view': <AccountBalanceIcon />,
  '/wallets/history': <HistoryIcon />,
  '/validators': <HubIcon />,
  '/audit': <FactCheckIcon />,
};

export const sectionIcon = (path: string): ReactNode => SECTION_ICONS[path] ?? <FolderIcon />;
