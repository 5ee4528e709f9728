// What a deposit did: the wallet, its issuer, the amount and the new balance, with the links the page gives. It takes
// focus when it replaces the form (whose field or confirmation had it), so the next Tab starts from it.
import { useEffect, useRef, type ReactNode } from 'react';
import type { Deposit, IssuerWallet } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';
import { Timestamp } from '../../../components/ui/Timestamp';

export interface DepositReceiptProps {
  wallet: IssuerWallet;
  deposit: Deposit;
  actions: ReactNode;
}

export function DepositReceipt({ wallet, deposit, actions }: DepositReceiptProps) {
  const receipt = useRef<HTMLElement>(null);
  useEffect(() => receipt.current?.focus(), []);
  return (
    <Card
      component="section"
      ref={receipt}
      tabIndex={-1}
      aria-labelledby="deposit-receipt-title"
      sx={{ maxWidth: 640 }}
    >
      <CardContent>
        <Stack spacing={2.5}>
          <Alert severity="success" variant="outlined">
            <span id="deposit-receipt-title">The deposit was made.</span>
          </Alert>
          <DetailList labelWidth={140} dense>
            <Detail label="Wallet">
              <Mono>{wallet.walletAddress}</Mono>
            </Detail>
            <Detail label="Issuer">
              {wallet.issuerName} ({wallet.email})
            </Detail>
            <Detail label="Amount">
              <BlckAmount value={deposit.amount} />
            </Detail>
            <Detail label="New balance">
              <Box component="span" data-testid="new-balance">
                <BlckAmount value={wallet.amount} strong />
              </Box>
            </Detail>
            <Detail label="Time">
              <Timestamp value={deposit.createdAt} variant="seconds" />
            </Detail>
          </DetailList>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
