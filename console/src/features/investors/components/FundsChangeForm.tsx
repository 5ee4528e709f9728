// Increase or decrease one payment: the amount to add or remove, the payment and the available balance before and
// after (exact, in base units), then a confirmation. The call sends the whole payment list as loaded (ids, versions,
// amounts) with only this payment's amount changed; a stale list gets 409 STALE_PAYMENT_LIST, whose message shows
// with "Reload" (another 409, e.g. a suspended currency, shows its message without it).
import { useState, type FormEvent } from 'react';
import {
  INVESTORS_ERRORS,
  InvestorFundsBodySchema,
  PositiveAmountSchema,
  SUCCESS_MESSAGES,
  formatBlck,
  type Investor,
  type InvestorFundsBody,
  type InvestorPayment,
} from '@blck/contract';
import InputAdornment from '@mui/material/InputAdornment';
import { ActionAlert } from '../../../components/ui/ActionAlert';
import { BalanceChange, type BalanceRow } from '../../../components/ui/BalanceChange';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { ConfirmMoneyDialog } from '../../../components/ui/ConfirmMoneyDialog';
import { Detail, DetailList } from '../../../components/ui/DetailList';
import { TextInput } from '../../../components/ui/TextInput';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { PageForm } from '../../../components/ui/PageForm';
import { ReasonDetail, ReasonField, reasonError } from '../../../components/ui/ReasonField';
import { addAmounts, compareAmounts, subtractAmounts } from '../../../lib/amounts';
import { isDomainError } from '../../../lib/api-error';
import { messageFor, validate } from '../../../lib/form';
import { useMoneyAction } from '../../../lib/money-action';
import { notifySuccess } from '../../../lib/toast';
import { useUpdateInvestorFunds, type UpdateInvestorFundsResult } from '../api/update-investor-funds';

export type FundsChange = 'increase' | 'decrease';

const WORDING = {
  increase: { field: 'Amount to add', review: 'Review increase', title: 'Confirm increase', confirm: 'Increase funds' },
  decrease: {
    field: 'Amount to remove',
    review: 'Review decrease',
    title: 'Confirm decrease',
    confirm: 'Decrease funds',
  },
} as const;

export const STALE_LIST_HINT = 'Reload the payments to see them as they are now, then review the change again.';

interface Plan {
  body: InvestorFundsBody;
  amount: string;
  /** The payment as it was when the confirmation opened. */
  payment: Pick<InvestorPayment, 'amount' | 'currency'>;
  rows: BalanceRow[];
}

/** What the change does, or the message that says why it cannot be made. */
const planChange = (
  change: FundsChange,
  typed: string,
  investor: Investor,
  payments: readonly InvestorPayment[],
  payment: InvestorPayment,
  reason = '',
): Plan | { error: string } => {
  const amount = typed.trim();
  const invalid = messageFor(PositiveAmountSchema, amount);
  if (invalid) return { error: invalid };
  if (change === 'decrease' && compareAmounts(amount, payment.amount) > 0) {
    return { error: `This payment can be decreased by at most ${formatBlck(payment.amount)}.` };
  }
  const apply = change === 'increase' ? addAmounts : subtractAmounts;
  const after = apply(payment.amount, amount);
  const body = validate(InvestorFundsBodySchema, {
    id: investor.id,
    paymentType: investor.paymentType,
    paymentList: payments.map((each) => ({
      id: each.id,
      version: each.version,
      amount: each.id === payment.id ? after : each.amount,
    })),
    reason,
  });
  if (!body.ok) return { error: Object.values(body.errors)[0] ?? 'The payment list cannot be sent.' };
  return {
    body: body.data,
    amount,
    payment: { amount: payment.amount, currency: payment.currency },
    rows: [
      { label: 'Payment', before: payment.amount, after },
      {
        label: 'Available balance',
        before: investor.balances.available,
        after: apply(investor.balances.available, amount),
      },
    ],
  };
};

export interface FundsChangeFormProps {
  change: FundsChange;
  investor: Investor;
  /** Every payment of the investor as loaded: the whole list goes with the change. */
  payments: readonly InvestorPayment[];
  payment: InvestorPayment;
  /** Loads the investor and its payments again (after a 409). */
  onReload: () => void;
  onDone: (investor: Investor) => void;
  /** After the call was held back for approval (four eyes): nothing moved; the notice says what waits. */
  onSentForApproval?: () => void;
}

export function FundsChangeForm({
  change,
  investor,
  payments,
  payment,
  onReload,
  onDone,
  onSentForApproval,
}: FundsChangeFormProps) {
  const wording = WORDING[change];
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | undefined>();
  const update = useUpdateInvestorFunds();
  // The figures the confirmation shows are those of the moment it opened, like the body it sends.
  const action = useMoneyAction<Plan, UpdateInvestorFundsResult>(
    update,
    (result) => {
      notifySuccess(SUCCESS_MESSAGES.investorFundsUpdated);
      onDone(result.investor);
    },
    onSentForApproval,
  );
  const live = typed.trim() ? planChange(change, typed, investor, payments, payment) : null;

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const badReason = reasonError(reason);
    setReasonProblem(badReason);
    if (badReason) {
      document.getElementById('funds-reason')?.focus();
      return;
    }
    const plan = planChange(change, typed, investor, payments, payment, reason);
    if ('error' in plan) {
      setError(plan.error);
      document.getElementById('funds-amount')?.focus();
      return;
    }
    setError(undefined);
    action.review(plan);
  };

  const reload = () => {
    action.close();
    update.reset();
    onReload();
  };

  // The payment list the action was based on changed meanwhile (409 STALE_PAYMENT_LIST): reloading it cures that. Any
  // other 409 (a suspended currency, a cancelled investor, …) is not, so it never gets the reload hint.
  const stale = isDomainError(update.error, INVESTORS_ERRORS.staleList);
  const { plan } = action;
  return (
    <>
      <PageForm label="Funds change" onSubmit={review} maxWidth={560}>
        <TextInput
          id="funds-amount"
          label={wording.field}
          name="amount"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? 'Whole $BLCK with up to 18 decimals, like 1250.5.'}
          autoComplete="off"
          autoFocus
          htmlInput={{ inputMode: 'decimal', spellCheck: false }}
          endAdornment={<InputAdornment position="end">$BLCK</InputAdornment>}
        />
        {live && 'rows' in live && <BalanceChange rows={live.rows} />}
        <ReasonField
          id="funds-reason"
          value={reason}
          onChange={(next) => {
            setReason(next);
            setReasonProblem(undefined);
          }}
          error={reasonProblem}
        />
        <SubmitButton>{wording.review}</SubmitButton>
      </PageForm>
      <ConfirmMoneyDialog
        {...action.dialog}
        title={wording.title}
        confirmLabel={wording.confirm}
        action="change"
        confirmDisabled={stale}
        rows={plan?.rows ?? []}
        details={
          plan && (
            <DetailList labelWidth={140} dense>
              <Detail label="Investor">{investor.investorName}</Detail>
              <Detail label="Payment">
                <BlckAmount value={plan.payment.amount} /> · paid in {plan.payment.currency}
              </Detail>
              <Detail label={change === 'increase' ? 'Increase by' : 'Decrease by'}>
                <BlckAmount value={plan.amount} strong />
              </Detail>
              <ReasonDetail reason={plan.body.reason} />
            </DetailList>
          )
        }
        recovery={
          stale && (
            <ActionAlert severity="warning" actionLabel="Reload" onAction={reload}>
              {STALE_LIST_HINT}
            </ActionAlert>
          )
        }
      />
    </>
  );
}
