// Route `/investors/funds/lock/:investorid/:id`: lock this payment (and any other available one of the investor) for a
// wallet until a day; with issuers.view the wallet is picked by its issuer (name, email or wallet), else typed.
import { LockFundsForm } from '../../../features/locked-funds/components/LockFundsForm';
import { IssuerWalletPicker } from '../../../features/issuers/components/IssuerWalletPicker';
import { usePermission } from '../use-permission';
import { FundsPageFrame } from './FundsPageFrame';

export default function LockFundsPage() {
  const canPickIssuer = usePermission('issuers.view');
  return (
    <FundsPageFrame operation="lock" formTitle="Lock">
      {({ investor, payments, payment, suspendedCurrencies, done }) => (
        <LockFundsForm
          investor={investor}
          payments={payments}
          payment={payment}
          suspendedCurrencies={suspendedCurrencies}
          onDone={done}
          onSentForApproval={done}
          walletField={canPickIssuer ? IssuerWalletPicker : undefined}
        />
      )}
    </FundsPageFrame>
  );
}
