// The increase and decrease pages: add $BLCK to one payment of an investor, or remove some (at most its amount).
import { FundsChangeForm, type FundsChange } from '../../../features/investors/components/FundsChangeForm';
import { FundsPageFrame } from './FundsPageFrame';

const FORM_TITLES = { increase: 'Increase', decrease: 'Decrease' } as const;

export function FundsChangePage({ change }: { change: FundsChange }) {
  return (
    <FundsPageFrame operation={change} formTitle={FORM_TITLES[change]}>
      {({ investor, payments, payment, reload, done }) => (
        <FundsChangeForm
          change={change}
          investor={investor}
          payments={payments}
          payment={payment}
          onReload={reload}
          onDone={done}
          onSentForApproval={done}
        />
      )}
    </FundsPageFrame>
  );
}
