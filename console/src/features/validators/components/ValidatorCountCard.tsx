// The validator counter: how many validator nodes are paired and not removed; it follows pairings live (the page's
// realtime connection makes the query stale), with a skeleton while it loads and "Retry" when loading failed.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ActionAlert } from '../../../components/ui/ActionAlert';
import { SectionCard } from '../../../components/ui/SectionCard';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { errorMessage } from '../../../lib/api-error';
import { useCountValidators } from '../api/count-validators';

const countText = (count: number) => (count === 1 ? '1 validator node is' : `${count} validator nodes are`);

export function ValidatorCountCard() {
  const count = useCountValidators();
  return (
    <SectionCard title="Paired validators">
      {count.data !== undefined ? (
        <>
          <Typography
            component="p"
            variant="h2"
            data-testid="validator-count"
            aria-describedby="validator-count-text"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {count.data}
          </Typography>
          <Typography id="validator-count-text" variant="body2" color="text.secondary">
            {countText(count.data)} paired and active.
          </Typography>
        </>
      ) : count.error ? (
        <ActionAlert severity="error" actionLabel="Retry" onAction={() => void count.refetch()}>
          The counter could not be loaded. {errorMessage(count.error)}
        </ActionAlert>
      ) : (
        <Box role="status">
          <Skeleton variant="text" width={80} sx={{ fontSize: '2.5rem' }} aria-hidden />
          <Skeleton variant="text" width={240} aria-hidden />
          <VisuallyHidden>Loading the counter…</VisuallyHidden>
        </Box>
      )}
    </SectionCard>
  );
}
