// Every field of one fiat currency: name, label, value of one unit in $BLCK, state and last change.
import type { ReactNode } from 'react';
import type { Fiat } from '@blck/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';
import { FiatStatusChip } from './FiatStatusChip';
import { fiatValueText } from './fiat-labels';
import { Timestamp } from '../../../components/ui/Timestamp';

export interface FiatDetailsProps {
  fiat: Fiat;
  /** The actions shown under the fields (only for admins who may manage fiats). */
  actions?: ReactNode;
}

export function FiatDetails({ fiat, actions }: FiatDetailsProps) {
  return (
    <Card component="section" aria-label="Currency details">
      <CardContent>
        <Stack spacing={3}>
          <DetailList>
            <Detail label="Currency">{fiat.title}</Detail>
            <Detail label="Label">{fiat.label}</Detail>
            <Detail label="Value">
              <span data-testid="fiat-value">{fiatValueText(fiat.label, fiat.value)}</span>
            </Detail>
            <Detail label="Status">
              <FiatStatusChip active={fiat.isActive} />
            </Detail>
            <Detail label="Last updated">
              <Timestamp value={fiat.updatedAt} variant="detailed" />
            </Detail>
            <Detail label="ID">
              <Mono>{fiat.id}</Mono>
            </Detail>
          </DetailList>
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
}
