// What a deposit did: the wallet, its issuer, the amount and the new balance, with the links the page gives.
import type { ReactNode } from 'react';
import type { Deposit, IssuerWallet } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlckAmount } from '../../../components/ui/BlckAmount';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export interface DepositReceiptProps {
  wallet: IssuerWallet;
  deposit: Deposit;
  actions: ReactNode;
}

export function DepositReceipt({ wallet, deposit, actions }: DepositReceiptProps) {
  return (
    <Card component="section" aria-labelledby="deposit-receipt-title" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Stack spacing={2.5}>
          <Alert severity="success" variant="outlined">
            <span id="deposit-receipt-title">The deposit was made.</span>
          </Alert>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
              columnGap: 2,
              rowGap: { xs: 0.5, sm: 1.25 },
              '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } },
              '& dd': { m: 0 },
            }}
          >
            <Field label="Wallet">
              <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all' }}>
                {wallet.wallet_address}
              </Box>
            </Field>
            <Field label="Issuer">
              {wallet.issuer_name} ({wallet.email})
            </Field>
            <Field label="Amount">
              <BlckAmount value={deposit.amount} />
            </Field>
            <Field label="New balance">
              <Box component="span" data-testid="new-balance">
                <BlckAmount value={wallet.amount} strong />
              </Box>
            </Field>
            <Field label="Time">{dateTime.format(new Date(deposit.createdAt))}</Field>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
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
