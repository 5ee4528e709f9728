// Every field of one investor (identity, terms, contact, state, dates) and its balances at a glance.
import type { ReactNode } from 'react';
import type { Investor } from '@blck/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';
import { SectionCard } from '../../../components/ui/SectionCard';
import { InvestorStatusChip } from './InvestorChips';
import { INVESTOR_TYPE_LABELS, PAYMENT_TYPE_OPTIONS, percent } from './investor-labels';
import { Timestamp } from '../../../components/ui/Timestamp';

export interface InvestorDetailsProps {
  investor: Investor;
  /** The actions shown under the fields (only for admins who may manage investors). */
  actions?: ReactNode;
}

export function InvestorDetails({ investor, actions }: InvestorDetailsProps) {
  return (
    <Card component="section" aria-label="Investor details">
      <CardContent>
        <Stack spacing={3}>
          <DetailList>
            <Detail label="Investor name">{investor.investorName}</Detail>
            <Detail label="Investor number">{investor.investorId}</Detail>
            <Detail label="Investor type">{INVESTOR_TYPE_LABELS[investor.investorType]}</Detail>
            <Detail label="Address">
              <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                {investor.investorAddress}
              </Box>
            </Detail>
            <Detail label="Represented by">{investor.representedBy || '—'}</Detail>
            <Detail label="Contact email">{investor.contactEmail}</Detail>
            <Detail label="Interest rate">{percent(investor.interestRate)}</Detail>
            <Detail label="Reward bonus">{percent(investor.rewardBonus)}</Detail>
            <Detail label="Payment type">{PAYMENT_TYPE_OPTIONS[investor.paymentType]}</Detail>
            <Detail label="Status">
              <InvestorStatusChip status={investor.status} />
            </Detail>
            <Detail label="Reviewed">
              {investor.reviewedAt ? <Timestamp value={investor.reviewedAt} variant="detailed" /> : 'Not reviewed yet'}
            </Detail>
            <Detail label="Registered">
              <Timestamp value={investor.createdAt} variant="detailed" />
            </Detail>
            <Detail label="Last change">
              <Timestamp value={investor.updatedAt} variant="detailed" />
            </Detail>
            <Detail label="ID">
              <Mono>{investor.id}</Mono>
            </Detail>
          </DetailList>
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
}

const BALANCES = [
  { key: 'available', label: 'Available' },
  { key: 'locked', label: 'Locked' },
  { key: 'withdrawn', label: 'Withdrawn' },
] as const;

/** The three balances side by side, each a figure in $BLCK. */
export function InvestorBalances({ balances }: { balances: Investor['balances'] }) {
  return (
    <SectionCard title="Balances">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          '& dd': { m: 0, fontSize: '1.2rem' },
        }}
      >
        {BALANCES.map(({ key, label }) => (
          <Box key={key} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Box component="dd" data-testid={`investor-balance-${key}`}>
              <BlckAmount value={balances[key]} strong />
            </Box>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
