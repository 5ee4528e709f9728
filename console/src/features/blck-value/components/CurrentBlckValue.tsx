// The current token value, prominent at the top of its page: "1 $BLCK = 1,234.5 USD", since when and who added it.
import type { ReactNode } from 'react';
import type { BlckValue } from '@blck/contract';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { SectionCard } from '../../../components/ui/SectionCard';
import { blckValueText, wasCorrected } from './blck-value-labels';
import { Timestamp } from '../../../components/ui/Timestamp';

export interface CurrentBlckValueProps {
  /** The newest entry; null when none was added yet, undefined while it loads. */
  current: BlckValue | null | undefined;
  /** E.g. "Add value", beside the title. */
  actions?: ReactNode;
}

export function CurrentBlckValue({ current, actions }: CurrentBlckValueProps) {
  return (
    <SectionCard title="Current value" actions={actions}>
      {current === undefined ? (
        <>
          <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 320 }} aria-hidden />
          <Skeleton variant="text" sx={{ maxWidth: 420 }} aria-hidden />
        </>
      ) : current ? (
        <>
          <Typography
            component="p"
            data-testid="current-blck-value"
            data-value={current.value}
            sx={{ fontSize: '2rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {blckValueText(current.value, current.currency)}
          </Typography>
          <Typography color="text.secondary" data-testid="current-blck-value-since">
            Since <Timestamp value={current.createdAt} />
            {current.createdByEmail ? `, added by ${current.createdByEmail}` : ''}
            {wasCorrected(current) && (
              <>
                {' (corrected '}
                <Timestamp value={current.updatedAt} />)
              </>
            )}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary" data-testid="current-blck-value">
          No token value has been set yet.
        </Typography>
      )}
    </SectionCard>
  );
}
