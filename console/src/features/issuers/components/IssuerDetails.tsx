// Every field of one issuer: identity, type, payment type, KYC, wallet (copyable), balance and custom token.
import type { ReactNode } from 'react';
import type { Issuer } from '@blck/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { CopyButton } from '../../../components/ui/CopyButton';
import { ISSUER_TYPE_LABELS, PAYMENT_TYPE_LABELS } from './issuer-labels';
import { KycChip } from './KycChip';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'medium' });
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', wordBreak: 'break-all' };

const listSx = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
  columnGap: 3,
  rowGap: { xs: 0.5, sm: 1.5 },
  '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } },
  '& dd': { m: 0, wordBreak: 'break-word' },
} as const;

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
            <Box component="dl" sx={listSx}>
              <Field label="Email">{issuer.email}</Field>
              <Field label="Issuer type">{ISSUER_TYPE_LABELS[issuer.issuerType]}</Field>
              <Field label="Company name">{issuer.companyName?.trim() || '—'}</Field>
              <Field label="First name">{issuer.firstName || '—'}</Field>
              <Field label="Last name">{issuer.lastName || '—'}</Field>
              <Field label="Payment type">{PAYMENT_TYPE_LABELS[issuer.paymentType]}</Field>
              <Field label="KYC">
                {issuer.kycStatus === 'completed'
                  ? `Completed${issuer.kycCompletedAt ? ` on ${dateTime.format(new Date(issuer.kycCompletedAt))}` : ''}`
                  : 'Pending: the identity has not been checked yet.'}
              </Field>
              <Field label="Wallet">
                {issuer.wallet ? (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Box component="span" sx={mono} data-testid="issuer-wallet">
                      {issuer.wallet}
                    </Box>
                    <CopyButton text={issuer.wallet} label="Copy wallet address" />
                  </Stack>
                ) : (
                  'No wallet yet'
                )}
              </Field>
              <Field label="Balance">
                <BlckAmount value={issuer.balance} strong />
              </Field>
              <Field label="Registered">{dateTime.format(new Date(issuer.createdAt))}</Field>
              <Field label="ID">
                <Box component="span" sx={mono}>
                  {issuer.id}
                </Box>
              </Field>
            </Box>
            {actions}
          </Stack>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="custom-token-title">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h2" id="custom-token-title" sx={{ fontSize: '1.25rem' }}>
              Custom token
            </Typography>
            {token ? (
              <Box component="dl" sx={listSx}>
                <Field label="Title">{token.title}</Field>
                <Field label="Symbol">{token.prefix}</Field>
                <Field label="Currency">{token.currency}</Field>
                <Field label="Token wallet">
                  <Box component="span" sx={mono}>
                    {token.walletAddress}
                  </Box>
                </Field>
                <Field label="Generated">{dateTime.format(new Date(token.createdAt))}</Field>
              </Box>
            ) : (
              <Typography color="text.secondary">No custom token</Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2">
        {children}
      </Typography>
    </>
  );
}
