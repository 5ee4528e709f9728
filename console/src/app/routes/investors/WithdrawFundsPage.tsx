// Route `/investors/funds/withdraw/:investorid/:id`: pay this locked payment (and others locked for the same wallet)
// out to the lock's wallet once its date has come.
import { WithdrawFundsForm } from '../../../features/locked-funds/components/WithdrawFundsForm';
import { lockedFundsPath } from '../locked-funds/paths';
import { usePermission } from '../use-permission';
import { FundsPageFrame } from './FundsPageFrame';

export default function WithdrawFundsPage() {
  const canSeeLocks = usePermission('lockedFunds.view');
  return (
    <FundsPageFrame operation="withdraw" formTitle="Withdraw">
      {({ investor, payments, payment, done }) =>
        payment.lock && (
          <WithdrawFundsForm
            investor={investor}
            payments={payments}
            payment={payment}
            lock={payment.lock}
            availabilityPath={canSeeLocks ? lockedFundsPath(investor.investorName) : undefined}
            onDone={done}
          />
        )
      }
    </FundsPageFrame>
  );
}
