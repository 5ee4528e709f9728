// Locks that become available within DASHBOARD_UNLOCK_DAYS days, soonest first (at most DASHBOARD_UNLOCK_LIMIT, which
// is then said): investor, amount and when (with how soon); each leads to the locked funds searched for that investor.
import { DASHBOARD_UNLOCK_DAYS, DASHBOARD_UNLOCK_LIMIT, type Dashboard } from '@blck/contract';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AvailabilityDate } from '../../../components/ui/AvailabilityDate';
import { BlckAmount } from '../../../components/ui/BlckAmount';

type Unlock = NonNullable<Dashboard['upcomingUnlocks']>[number];

export interface UpcomingUnlocksProps {
  unlocks: readonly Unlock[];
  /** The locked funds, searched for an investor's name. */
  lockedFundsPath: (search: string) => string;
}

export function UpcomingUnlocks({ unlocks, lockedFundsPath }: UpcomingUnlocksProps) {
  if (unlocks.length === 0) {
    return (
      <Typography color="text.secondary" role="status" data-testid="dashboard-unlocks-empty">
        No locked funds become available in the next {DASHBOARD_UNLOCK_DAYS} days.
      </Typography>
    );
  }
  return (
    <>
      <Box sx={{ maxHeight: 360, overflowY: 'auto' }}>
        <List dense disablePadding aria-label={`Unlocks in the next ${DASHBOARD_UNLOCK_DAYS} days`}>
          {unlocks.map((unlock) => (
            <ListItem key={unlock.id} disablePadding data-testid="dashboard-unlock" data-lock-id={unlock.id}>
              <ListItemButton
                component={RouterLink}
                to={lockedFundsPath(unlock.investorName)}
                sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', px: 1, borderRadius: 1 }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {unlock.investorName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" component="div">
                    <AvailabilityDate value={unlock.availableFrom} inline />
                  </Typography>
                </Box>
                <Typography variant="body2" component="span" sx={{ pt: 0.25 }}>
                  <BlckAmount value={unlock.amount} strong />
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      {unlocks.length >= DASHBOARD_UNLOCK_LIMIT && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, px: 1 }}>
          The {DASHBOARD_UNLOCK_LIMIT} soonest; the locked funds screen lists them all.
        </Typography>
      )}
    </>
  );
}
