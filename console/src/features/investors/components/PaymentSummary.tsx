// One payment of an investor (the "single investor payment" view): its amount in $BLCK, what it was paid in, type,
// state, the lock that holds it and its day (UTC, YYYY-MM-DD), when it was made, its version and id.
import type { InvestorPayment } from '@blck/contract';
import Box from '@mui/material/Box';
import { AvailabilityDate } from '../../../components/ui/AvailabilityDate';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';
import { Timestamp } from '../../../components/ui/Timestamp';
import { PaymentStatusChip } from './InvestorChips';
import { PAYMENT_TYPE_OPTIONS } from './investor-labels';

export function PaymentSummary({ payment }: { payment: InvestorPayment }) {
  const { lock } = payment;
  return (
    <DetailList labelWidth={150} dense>
      <Detail label="Amount">
        <Box component="span" data-testid="payment-amount">
          <BlckAmount value={payment.amount} strong />
        </Box>
      </Detail>
      <Detail label="Paid in">{payment.currency}</Detail>
      <Detail label="Payment type">{PAYMENT_TYPE_OPTIONS[payment.paymentType]}</Detail>
      <Detail label="Status">
        <PaymentStatusChip status={payment.status} />
      </Detail>
      {lock && (
        <>
          <Detail label="Locked for wallet">
            <Mono>{lock.walletAddress}</Mono>
          </Detail>
          <Detail label={lock.status === 'withdrawn' ? 'Was available from' : 'Available from'}>
            <AvailabilityDate value={lock.availableFrom} inline withoutCountdown={lock.status === 'withdrawn'} />
          </Detail>
        </>
      )}
      <Detail label="Received">
        <Timestamp value={payment.createdAt} variant="detailed" />
      </Detail>
      <Detail label="Version">{payment.version}</Detail>
      <Detail label="Payment ID">
        <Mono>{payment.id}</Mono>
      </Detail>
    </DetailList>
  );
}
