// Every field of one issuer: identity, type, payment type, KYC, wallet (copyable), balance and custom token.
import type { ReactNode } from 'react';
import type { Issuer } from '@blck/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { CopyButton } from '../../../components/ui/CopyButton';
import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';
import { SectionCard } from '../../../components/ui/SectionCard';
import { ISSUER_TYPE_LABELS, PAYMENT_TYPE_LABELS } from './issuer-labels';
import { KycChip } from './KycChip';
import { Timestamp } from '../../../components/ui/Timestamp';

export interface IssuerDetailsProps {
  issuer: Issuer;
  /** The actions shown under the fields (only for admins who may manage issuers). */
  actions?: ReactNode;
}

export function IssuerDetails({ issuer, actions }: IssuerDetailsProps) {
  const token = issuer.customToken;
  return (
    <Stack spacing={3}>
      <Card component="section" aria-label="Issuer details">
        <CardContent>
          <Stack spacing={3}>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip size="small" variant="outlined" label={ISSUER_TYPE_LABELS[issuer.issuerType]} />
              <KycChip status={issuer.kycStatus} />
            </Stack>
            <DetailList>
              <Detail label="Email">{issuer.email}</Detail>
              <Detail label="Issuer type">{ISSUER_TYPE_LABELS[issuer.issuerType]}</Detail>
              <Detail label="Company name">{issuer.companyName?.trim() || '—'}</Detail>
              <Detail label="First name">{issuer.firstName || '—'}</Detail>
              <Detail label="Last name">{issuer.lastName || '—'}</Detail>
              <Detail label="Payment type">{PAYMENT_TYPE_LABELS[issuer.paymentType]}</Detail>
              <Detail label="KYC">
                {issuer.kycStatus === 'completed' ? (
                  <>
                    Completed
                    {issuer.kycCompletedAt && (
                      <>
                        {' on '}
                        <Timestamp value={issuer.kycCompletedAt} variant="detailed" />
                      </>
                    )}
                  </>
                ) : (
                  'Pending: the identity has not been checked yet.'
                )}
              </Detail>
              <Detail label="Wallet">
                {issuer.wallet ? (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Mono testId="issuer-wallet">{issuer.wallet}</Mono>
                    <CopyButton text={issuer.wallet} label="Copy wallet address" />
                  </Stack>
                ) : (
                  'No wallet yet'
                )}
              </Detail>
              <Detail label="Balance">
                <BlckAmount value={issuer.balance} strong />
              </Detail>
              <Detail label="Registered">
                <Timestamp value={issuer.createdAt} variant="detailed" />
              </Detail>
              <Detail label="ID">
                <Mono>{issuer.id}</Mono>
              </Detail>
            </DetailList>
            {actions}
          </Stack>
        </CardContent>
      </Card>
      <SectionCard title="Custom token">
        {token ? (
          <DetailList>
            <Detail label="Title">{token.title}</Detail>
            <Detail label="Symbol">{token.prefix}</Detail>
            <Detail label="Currency">{token.currency}</Detail>
            <Detail label="Token wallet">
              <Mono>{token.walletAddress}</Mono>
            </Detail>
            <Detail label="Generated">
              <Timestamp value={token.createdAt} variant="detailed" />
            </Detail>
          </DetailList>
        ) : (
          <Typography color="text.secondary">No custom token</Typography>
        )}
      </SectionCard>
    </Stack>
  );
}
