// Every field of one token value entry: its value, whether it is the current one, when it was added, by whom, and
// its last correction.
import type { ReactNode } from 'react';
import type { BlckValue } from '@blck/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';

import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';
import { blckValueText, wasCorrected } from './blck-value-labels';
import { Timestamp } from '../../../components/ui/Timestamp';

export interface BlckValueDetailsProps {
  entry: BlckValue;
  /** True, false, or undefined while that is not known yet. */
  isCurrent: boolean | undefined;
  actions?: ReactNode;
}

export function BlckValueDetails({ entry, isCurrent, actions }: BlckValueDetailsProps) {
  return (
    <Card component="section" aria-label="Token value details">
      <CardContent>
        <Stack spacing={3}>
          <DetailList>
            <Detail label="Value">
              <span data-testid="blck-value">{blckValueText(entry.value, entry.currency)}</span>
            </Detail>
            <Detail label="Current value">
              {isCurrent === undefined ? '…' : isCurrent ? 'Yes, this is the newest entry' : 'No, a newer entry exists'}
            </Detail>
            <Detail label="Added">
              <Timestamp value={entry.createdAt} variant="detailed" />
            </Detail>
            <Detail label="Added by">{entry.createdByEmail ?? '—'}</Detail>
            <Detail label="Corrected">
              {wasCorrected(entry) ? <Timestamp value={entry.updatedAt} variant="detailed" /> : 'Never'}
            </Detail>
            <Detail label="ID">
              <Mono>{entry.id}</Mono>
            </Detail>
          </DetailList>
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
}
