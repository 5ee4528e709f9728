// Route `/investors/funds/withdraw/:investorid/:id`: pay this locked payment (and others locked for the same wallet)
// out to the lock's wallet once its date has come; with issuers.view the wallet's owner is named beside it.
import type { ComponentProps } from 'react';
import { WithdrawFundsForm } from '../../../features/locked-funds/components/WithdrawFundsForm';
import { useWalletOwner } from '../../../features/issuers/api/find-wallet-owner';
import { lockedFundsPath } from '../locked-funds/paths';
import { usePermission } from '../use-permission';
import { FundsPageFrame } from './FundsPageFrame';

function WithdrawWithOwner(props: Omit<ComponentProps<typeof WithdrawFundsForm>, 'walletOwner'>) {
  const canLookUp = usePermission('issuers.view');
  const owner = useWalletOwner(props.lock.walletAddress, canLookUp);
  return <WithdrawFundsForm {...props} walletOwner={owner.data} />;
}

export default function WithdrawFundsPage() {
  const canSeeLocks = usePermission('lockedFunds.view');
  return (
    <FundsPageFrame operation="withdraw" formTitle="Withdraw">
      {({ investor, payments, payment, done }) =>
        payment.lock && (
          <WithdrawWithOwner
            investor={investor}
            payments={payments}
            payment={payment}
            lock={payment.lock}
            availabilityPath={canSeeLocks ? lockedFundsPath(investor.investorName) : undefined}
            onDone={done}
            onSentForApproval={done}
          />
        )
      }
    </FundsPageFrame>
  );
}
