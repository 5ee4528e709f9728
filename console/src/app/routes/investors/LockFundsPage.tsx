// Route `/investors/funds/lock/:investorid/:id`: lock this payment (and any other available one of the investor) for a
// wallet until a day.
import { LockFundsForm } from '../../../features/locked-funds/components/LockFundsForm';
import { FundsPageFrame } from './FundsPageFrame';

export default function LockFundsPage() {
  return (
    <FundsPageFrame operation="lock" formTitle="Lock">
      {({ investor, payments, payment, done }) => (
        <LockFundsForm investor={investor} payments={payments} payment={payment} onDone={done} />
      )}
    </FundsPageFrame>
  );
}
