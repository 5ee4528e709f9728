// Route `/dashboard`: who is signed in, then the figures they may view (live). The sections are in the navigation
// only (no second copy here).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InvestorStatus } from '@blck/contract';
import { useCurrentAdmin } from '../../../features/auth/api/get-current-admin';
import { AdminSummaryCard } from '../../../features/dashboard/components/AdminSummaryCard';
import type { DashboardLinks } from '../../../features/dashboard/components/DashboardFigures';
import { DashboardOverview } from '../../../features/dashboard/components/DashboardOverview';
import { useDocumentTitle } from '../../../lib/document-title';
import { CurrentAdminState } from '../CurrentAdminState';
import { INVESTOR_LIST_PATH } from '../investors/paths';
import { lockedFundsPath } from '../locked-funds/paths';
import { VALIDATORS_PATH } from '../validators/paths';
import { DEPOSIT_HISTORY_PATH, WALLET_LIST_PATH } from '../wallets/paths';

const LINKS: DashboardLinks = {
  investors: (status?: InvestorStatus) =>
    status ? `${INVESTOR_LIST_PATH}?${new URLSearchParams({ status }).toString()}` : INVESTOR_LIST_PATH,
  wallets: WALLET_LIST_PATH,
  lockedFunds: lockedFundsPath,
  // SPEC §2: `/blckvalue` redirects to the token value page.
  tokenValue: '/blckvalue',
  validators: VALIDATORS_PATH,
  depositHistory: DEPOSIT_HISTORY_PATH,
};

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const currentAdmin = useCurrentAdmin();

  return (
    <Stack spacing={3}>
      <Typography variant="h1">Dashboard</Typography>
      {currentAdmin.data ? (
        <AdminSummaryCard admin={currentAdmin.data} />
      ) : (
        <CurrentAdminState error={currentAdmin.error} onRetry={() => void currentAdmin.refetch()} />
      )}
      {/* Last, so figures of a height unknown until they load push nothing down (layout shift). */}
      <DashboardOverview links={LINKS} />
    </Stack>
  );
}
