// Withdraw locked payments to the lock's wallet: the wallet and date of the lock, the payments (those of this lock at
// first, and any other locked for the same wallet), the balances before and after, then a confirmation. The page is
// opened only for a payment whose day has come (the frame says why otherwise); another payment locked for the wallet
// until a later day is listed disabled, with that day, since the server would refuse it.
import { useState, type FormEvent } from 'react';
import { WithdrawFundsBodySchema, type Investor, type InvestorPayment, type WithdrawFundsBody } from '@blck/contract';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { AvailabilityDate, isAvailable } from '../../../components/ui/AvailabilityDate';
import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { PageForm } from '../../../components/ui/PageForm';
import { ReasonField } from '../../../components/ui/ReasonField';
import { sumAmounts } from '../../../lib/amounts';
import { validate } from '../../../lib/form';
import { useMoneyAction } from '../../../lib/money-action';
import { notifySuccess } from '../../../lib/toast';
import { useWithdrawFunds, type WithdrawFundsResult } from '../api/withdraw-funds';
import { AmountTotal, ConfirmMoveDialog, movePlan, type MovePlan } from './MoveSummary';
import { PaymentPicker } from './PaymentPicker';
import { withdrawnMessage } from './lock-labels';
import { formatAvailability } from '../../../lib/dates';

type Lock = NonNullable<InvestorPayment['lock']>;

/** The payments still locked for `wallet` (any letter case). */
export const lockedForWallet = (payments: readonly InvestorPayment[], wallet: string): InvestorPayment[] =>
  payments.filter(
    (payment) =>
      payment.status === 'locked' &&
      payment.lock?.status === 'locked' &&
      payment.lock.walletAddress.toLowerCase() === wallet.toLowerCase(),
  );

type Plan = MovePlan<WithdrawFundsBody>;

export interface WithdrawFundsFormProps {
  investor: Investor;
  payments: readonly InvestorPayment[];
  /** The payment the page was opened for, and the lock that holds it. */
  payment: InvestorPayment;
  lock: Lock;
  /** Where the lock's availability can be changed (the locked funds list), when the viewer may open it. */
  availabilityPath?: string;
  /** Who owns the lock's wallet, named beside the address; null or absent when it could not be looked up. */
  walletOwner?: string | null;
  onDone: (result: WithdrawFundsResult) => void;
  /** After the call was held back for approval (four eyes): nothing moved; the notice says what waits. */
  onSentForApproval?: () => void;
}

export function WithdrawFundsForm({
  investor,
  payments,
  payment,
  lock,
  availabilityPath,
  walletOwner,
  onDone,
  onSentForApproval,
}: WithdrawFundsFormProps) {
  const candidates = lockedForWallet(payments, lock.walletAddress);
  const waitingReason = (each: InvestorPayment) =>
    each.lock && !isAvailable(each.lock.availableFrom)
      ? `locked until ${formatAvailability(each.lock.availableFrom)}`
      : undefined;
  const [selected, setSelected] = useState<string[]>(() => {
    const sameLock = candidates
      .filter((candidate) => candidate.lock?.id === lock.id && !waitingReason(candidate))
      .map((each) => each.id);
    return sameLock.length > 0 ? sameLock : [payment.id];
  });
  const [error, setError] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | undefined>();
  const withdraw = useWithdrawFunds();
  const action = useMoneyAction<Plan, WithdrawFundsResult>(
    withdraw,
    (result) => {
      notifySuccess(withdrawnMessage(result.unlockedFunds.amount));
      onDone(result);
    },
    onSentForApproval,
  );

  const chosen = candidates.filter((candidate) => selected.includes(candidate.id) && !waitingReason(candidate));
  const total = sumAmounts(chosen.map((each) => each.amount));

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = validate(WithdrawFundsBodySchema, {
      walletAddress: lock.walletAddress,
      investorId: investor.id,
      paymentIds: chosen.map((each) => each.id),
      reason,
    });
    if (!body.ok) {
      const { reason: badReason, ...others } = body.errors;
      setReasonProblem(badReason);
      setError(Object.values(others)[0]);
      return;
    }
    setError(undefined);
    action.review(movePlan(body.data, total, investor.balances, 'locked', 'withdrawn'));
  };

  return (
    <>
      <PageForm label="Withdrawal" onSubmit={review} maxWidth={640}>
        <DetailList labelWidth={140} dense>
          <Detail label="Wallet">
            <Mono testId="withdraw-wallet">{lock.walletAddress}</Mono>
          </Detail>
          {walletOwner && <Detail label="Owner">{walletOwner}</Detail>}
          <Detail label="Available from">
            <AvailabilityDate value={lock.availableFrom} inline />
          </Detail>
        </DetailList>
        {candidates.some(waitingReason) && (
          <Alert severity="info">
            A payment locked for this wallet until a later day cannot be withdrawn yet; to pay it out earlier, change
            its lock&apos;s availability in{' '}
            {availabilityPath ? (
              <Link component={RouterLink} to={availabilityPath}>
                Locked funds
              </Link>
            ) : (
              'Locked funds'
            )}{' '}
            first.
          </Alert>
        )}
        <PaymentPicker
          label="Payments to withdraw"
          payments={candidates}
          selected={selected}
          onChange={(next) => {
            setSelected(next);
            setError(undefined);
          }}
          error={error}
          helperText="Payments locked for this wallet."
          describe={(each) =>
            each.lock && !waitingReason(each) ? `available from ${formatAvailability(each.lock.availableFrom)}` : ''
          }
          disabledReason={waitingReason}
        />
        <AmountTotal label="Amount to withdraw" amount={total} testId="withdraw-total" />
        <ReasonField
          value={reason}
          onChange={(next) => {
            setReason(next);
            setReasonProblem(undefined);
          }}
          error={reasonProblem}
        />
        <SubmitButton>Review withdrawal</SubmitButton>
      </PageForm>
      <ConfirmMoveDialog
        {...action.dialog}
        title="Confirm withdrawal"
        confirmLabel="Withdraw funds"
        action="withdrawal"
        plan={action.plan}
        investorName={investor.investorName}
        walletOwner={walletOwner}
        amountLabel="Amount to withdraw"
      />
    </>
  );
}
