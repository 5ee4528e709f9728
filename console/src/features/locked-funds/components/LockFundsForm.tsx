// Lock available payments of an investor for a wallet until a day: the wallet, the day (00:00 UTC; picker bounded to
// the SPEC's range, from tomorrow), the payments (the chosen one, and any other available one of the investor), the
// balances before and after, then a confirmation. One Idempotency-Key per user action.
import { useState, type FormEvent } from 'react';
import {
  LockFundsBodySchema,
  type Investor,
  type InvestorPayment,
  type LockFundsBody,
  type LockedFunds,
} from '@blck/contract';
import type { Dayjs } from 'dayjs';
import { INVALID_DAY, dayOf, isoDay } from '../../../components/ui/DayPicker';
import { TextInput } from '../../../components/ui/TextInput';
import type { WalletChoice, WalletField } from '../../../components/ui/wallet-field';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { PageForm } from '../../../components/ui/PageForm';
import { ReasonField } from '../../../components/ui/ReasonField';
import { isZeroAmount, sumAmounts } from '../../../lib/amounts';
import { validate, type FieldErrors } from '../../../lib/form';
import { useMoneyAction } from '../../../lib/money-action';
import { notifySuccess } from '../../../lib/toast';
import { useLockFunds, type LockFundsResult } from '../api/lock-funds';
import { AvailableFromPicker } from './AvailableFromPicker';
import { AmountTotal, ConfirmMoveDialog, movePlan, type MovePlan } from './MoveSummary';
import { PaymentPicker } from './PaymentPicker';
import { CHOOSE_DAY, DAY_NOT_AHEAD, lockedMessage, startOfDayUtc, todayUtc } from './lock-labels';

/** The payments a lock can take: available ones that hold something. */
export const lockablePayments = (payments: readonly InvestorPayment[]): InvestorPayment[] =>
  payments.filter((payment) => payment.status === 'available' && !isZeroAmount(payment.amount));

type Plan = MovePlan<LockFundsBody>;

/** Why the chosen day cannot be a new lock's, if it cannot. */
const dayError = (day: Dayjs | null): string | undefined => {
  const chosen = isoDay(day);
  if (!day) return CHOOSE_DAY;
  if (!chosen) return INVALID_DAY;
  return chosen <= todayUtc() ? DAY_NOT_AHEAD : undefined;
};

export interface LockFundsFormProps {
  investor: Investor;
  payments: readonly InvestorPayment[];
  /** The payment the page was opened for: chosen at first. */
  payment: InvestorPayment;
  /** Currencies whose official wallet is suspended: their payments are listed disabled (the server would refuse). */
  suspendedCurrencies?: readonly string[];
  onDone: (lock: LockedFunds) => void;
  /** After the call was held back for approval (four eyes): nothing moved; the notice says what waits. */
  onSentForApproval?: () => void;
  /** Picks the wallet by its owner (issuers by name, email or wallet); without it the address is typed. */
  walletField?: WalletField;
}

export function LockFundsForm({
  investor,
  payments,
  payment,
  suspendedCurrencies = [],
  onDone,
  onSentForApproval,
  walletField: WalletPicker,
}: LockFundsFormProps) {
  const frozen = (each: InvestorPayment) =>
    suspendedCurrencies.includes(each.currency) ? `${each.currency} is suspended` : undefined;
  const candidates = lockablePayments(payments);
  const [destination, setDestination] = useState<WalletChoice>({ wallet: '', owner: null });
  const wallet = destination.wallet;
  const [day, setDay] = useState<Dayjs | null>(null);
  const [selected, setSelected] = useState<string[]>([payment.id]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const lock = useLockFunds();
  const action = useMoneyAction<Plan, LockFundsResult>(
    lock,
    ({ lockedFunds }) => {
      notifySuccess(lockedMessage(lockedFunds.amount));
      onDone(lockedFunds);
    },
    onSentForApproval,
  );

  const chosen = candidates.filter((candidate) => selected.includes(candidate.id) && !frozen(candidate));
  const total = sumAmounts(chosen.map((each) => each.amount));
  const forget = (name: string) => setErrors(({ [name]: _dropped, ...rest }) => rest);

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosenDay = isoDay(day);
    const body = validate(LockFundsBodySchema, {
      walletAddress: wallet.trim(),
      availableFrom: chosenDay ? startOfDayUtc(chosenDay) : '',
      investorId: investor.id,
      paymentIds: chosen.map((each) => each.id),
      reason,
    });
    const wrongDay = dayError(day);
    if (!body.ok || wrongDay) {
      return setErrors({ ...(body.ok ? {} : body.errors), ...(wrongDay ? { availableFrom: wrongDay } : {}) });
    }
    setErrors({});
    action.review(movePlan(body.data, total, investor.balances, 'available', 'locked'));
  };

  return (
    <>
      <PageForm label="Lock" onSubmit={review} maxWidth={640}>
        {WalletPicker ? (
          <WalletPicker
            name="walletAddress"
            value={destination}
            onChange={(choice) => {
              setDestination(choice);
              forget('walletAddress');
            }}
            error={errors.walletAddress}
            helperText="The issuer whose wallet the funds are locked for, and paid out to."
            autoFocus
          />
        ) : (
          <TextInput
            label="Wallet address"
            name="walletAddress"
            value={wallet}
            onChange={(event) => {
              setDestination({ wallet: event.target.value, owner: null });
              forget('walletAddress');
            }}
            error={Boolean(errors.walletAddress)}
            helperText={errors.walletAddress ?? 'The wallet the funds are locked for, and paid out to.'}
            placeholder="0x…"
            autoComplete="off"
            autoFocus
            htmlInput={{ spellCheck: false }}
          />
        )}
        <AvailableFromPicker
          value={day}
          onChange={(next) => {
            setDay(next);
            forget('availableFrom');
          }}
          minDate={dayOf(todayUtc())?.add(1, 'day')}
          error={errors.availableFrom}
        />
        <PaymentPicker
          label="Payments to lock"
          payments={candidates}
          selected={selected}
          onChange={(next) => {
            setSelected(next);
            forget('paymentIds');
          }}
          error={errors.paymentIds}
          helperText={`Available payments of ${investor.investorName}.`}
          disabledReason={frozen}
        />
        <AmountTotal label="Amount to lock" amount={total} testId="lock-total" />
        <ReasonField
          value={reason}
          onChange={(next) => {
            setReason(next);
            forget('reason');
          }}
          error={errors.reason}
        />
        <SubmitButton>Review lock</SubmitButton>
      </PageForm>
      <ConfirmMoveDialog
        {...action.dialog}
        title="Confirm lock"
        confirmLabel="Lock funds"
        action="lock"
        plan={action.plan}
        investorName={investor.investorName}
        walletOwner={destination.owner}
        amountLabel="Amount to lock"
      />
    </>
  );
}
