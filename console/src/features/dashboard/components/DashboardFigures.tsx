// The dashboard's figures, only those the admin may view (a card whose figure is null is not rendered at all):
// investors by state, $BLCK in issuer wallets, investor funds locked and available, the current token value, paired
// validators, deposits per day and the unlocks to come. Links lead to the sections behind them (paths from the page).
import { DASHBOARD_DEPOSIT_DAYS, DASHBOARD_UNLOCK_DAYS, type Dashboard, type InvestorStatus } from '@blck/contract';
import Box from '@mui/material/Box';

import { BlckAmount } from '../../../components/ui/BlckAmount';
import { groupDigits } from '../../../lib/amounts';
import { DepositsChart } from './DepositsChart';
import { FigureCard, FigureRows, FigureValue } from './FigureCard';
import { UpcomingUnlocks } from './UpcomingUnlocks';
import { countOf, formatCount } from './dashboard-format';
import { Timestamp } from '../../../components/ui/Timestamp';

export interface DashboardLinks {
  /** The investors list, filtered by a state when one is given. */
  investors: (status?: InvestorStatus) => string;
  wallets: string;
  /** The locked funds, searched for a text (an investor's name) when one is given. */
  lockedFunds: (search?: string) => string;
  tokenValue: string;
  validators: string;
  depositHistory: string;
}

const INVESTOR_FIGURES: readonly { status: InvestorStatus; label: string; linkLabel: string }[] = [
  { status: 'pending', label: 'Awaiting review', linkLabel: 'awaiting review' },
  { status: 'active', label: 'Active', linkLabel: 'active' },
  { status: 'cancelled', label: 'Cancelled', linkLabel: 'cancelled' },
];

const investorsText = (value: number) => countOf(value, 'investor', 'investors');

export interface DashboardFiguresProps {
  dashboard: Dashboard;
  links: DashboardLinks;
}

/** False when the admin may view none of the figures. */
export const hasFigures = (dashboard: Dashboard): boolean =>
  [
    dashboard.investors,
    dashboard.issuerWallets,
    dashboard.investorFunds,
    dashboard.tokenValue,
    dashboard.validators,
    dashboard.depositsPerDay,
    dashboard.upcomingUnlocks,
  ].some((figure) => figure !== null);

export function DashboardFigures({ dashboard, links }: DashboardFiguresProps) {
  const { investors, issuerWallets, investorFunds, tokenValue, validators, depositsPerDay, upcomingUnlocks } =
    dashboard;
  const hasCards = investors || issuerWallets || investorFunds || tokenValue || validators;
  const hasPanels = depositsPerDay || upcomingUnlocks;
  if (!hasCards && !hasPanels) return null;

  return (
    <Box component="section" aria-label="Figures" data-testid="dashboard-figures" sx={{ display: 'grid', gap: 2 }}>
      {hasCards && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {investors && (
            <FigureCard
              title="Investors"
              testId="dashboard-investors"
              link={{ to: links.investors(), label: 'Open the investors' }}
            >
              <FigureRows
                rows={INVESTOR_FIGURES.map(({ status, label, linkLabel }) => ({
                  label,
                  value: formatCount(investors[status]),
                  testId: `dashboard-investors-${status}`,
                  link: { to: links.investors(status), label: `${investorsText(investors[status])} ${linkLabel}` },
                }))}
              />
            </FigureCard>
          )}
          {issuerWallets && (
            <FigureCard
              title="Issuer wallets"
              testId="dashboard-issuer-wallets"
              link={{ to: links.wallets, label: 'Open the issuer wallets' }}
            >
              <FigureValue
                testId="dashboard-wallets-held"
                caption={
                  <>
                    held in{' '}
                    <span data-testid="dashboard-wallets-count">
                      {countOf(issuerWallets.wallets, 'wallet', 'wallets')}
                    </span>
                  </>
                }
              >
                <BlckAmount value={issuerWallets.held} />
              </FigureValue>
            </FigureCard>
          )}
          {investorFunds && (
            <FigureCard
              title="Investor funds"
              testId="dashboard-investor-funds"
              link={{ to: links.lockedFunds(), label: 'Open the locked funds' }}
            >
              <FigureRows
                rows={[
                  {
                    label: 'Locked',
                    value: <BlckAmount value={investorFunds.locked} />,
                    testId: 'dashboard-funds-locked',
                  },
                  {
                    label: 'Available',
                    value: <BlckAmount value={investorFunds.available} />,
                    testId: 'dashboard-funds-available',
                  },
                ]}
              />
            </FigureCard>
          )}
          {tokenValue && (
            <FigureCard
              title="Token value"
              testId="dashboard-token-value"
              link={{ to: links.tokenValue, label: 'Open the token value' }}
            >
              <FigureValue
                testId="dashboard-token-value-current"
                caption={
                  <>
                    per $BLCK, since <Timestamp value={tokenValue.since} testId="dashboard-token-value-since" />
                  </>
                }
              >
                <span data-value={tokenValue.value} data-currency={tokenValue.currency}>
                  {groupDigits(tokenValue.value)} {tokenValue.currency}
                </span>
              </FigureValue>
            </FigureCard>
          )}
          {validators && (
            <FigureCard
              title="Validators"
              testId="dashboard-validators"
              link={{ to: links.validators, label: 'Open the validators' }}
            >
              <FigureValue testId="dashboard-validators-paired" caption="paired and active">
                {formatCount(validators.paired)}
              </FigureValue>
            </FigureCard>
          )}
        </Box>
      )}
      {hasPanels && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: depositsPerDay && upcomingUnlocks ? '2fr 1fr' : '1fr' },
          }}
        >
          {depositsPerDay && (
            <FigureCard
              title={`Deposits per day, last ${DASHBOARD_DEPOSIT_DAYS} days`}
              testId="dashboard-deposits"
              link={{ to: links.depositHistory, label: 'Open the deposit history' }}
            >
              <DepositsChart days={depositsPerDay} />
            </FigureCard>
          )}
          {upcomingUnlocks && (
            <FigureCard
              title={`Unlocks in the next ${DASHBOARD_UNLOCK_DAYS} days`}
              testId="dashboard-unlocks"
              link={{ to: links.lockedFunds(), label: 'Open the locked funds' }}
            >
              <UpcomingUnlocks unlocks={upcomingUnlocks} lockedFundsPath={links.lockedFunds} />
            </FigureCard>
          )}
        </Box>
      )}
    </Box>
  );
}
