// What a deposit did: the wallet, its issuer, the amount and the new balance, with the links the page gives.
import type { ReactNode } from 'react';
import type { Deposit, IssuerWallet } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';

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
          <DetailList labelWidth={140} dense>
            <Detail label="Wallet">
              <Mono>{wallet.wallet_address}</Mono>
            </Detail>
            <Detail label="Issuer">
              {wallet.issuer_name} ({wallet.email})
            </Detail>
            <Detail label="Amount">
              <BlckAmount value={deposit.amount} />
            </Detail>
            <Detail label="New balance">
              <Box component="span" data-testid="new-balance">
                <BlckAmount value={wallet.amount} strong />
              </Box>
            </Detail>
            <Detail label="Time">{dateTime.format(new Date(deposit.createdAt))}</Detail>
          </DetailList>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
