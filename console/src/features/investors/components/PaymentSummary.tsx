// One payment of an investor (the "single investor payment" view): amount, currency, type, state, the lock that holds
// it, when it was made, its version and id.
import type { InvestorPayment } from '@blck/contract';
import Box from '@mui/material/Box';
import { AvailabilityDate } from '../../../components/ui/AvailabilityDate';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';
import { PaymentStatusChip } from './InvestorChips';
import { PAYMENT_TYPE_OPTIONS } from './investor-labels';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

export function PaymentSummary({ payment }: { payment: InvestorPayment }) {
  const { lock } = payment;
  return (
    <DetailList labelWidth={150} dense>
      <Detail label="Amount">
        <Box component="span" data-testid="payment-amount">
          <BlckAmount value={payment.amount} strong />
        </Box>
      </Detail>
      <Detail label="Currency">{payment.currency}</Detail>
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
            {lock.status === 'withdrawn' ? (
              dateTime.format(new Date(lock.availableFrom))
            ) : (
              <AvailabilityDate value={lock.availableFrom} inline />
            )}
          </Detail>
        </>
      )}
      <Detail label="Received">{dateTime.format(new Date(payment.createdAt))}</Detail>
      <Detail label="Version">{payment.version}</Detail>
      <Detail label="Payment ID">
        <Mono>{payment.id}</Mono>
      </Detail>
    </DetailList>
  );
}
