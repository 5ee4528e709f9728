// Withdraw locked payments to the lock's wallet: the wallet and date of the lock, the payments (those of this lock at
// first, and any other locked for the same wallet), the balances before and after, then a confirmation. Before the
// date the server refuses with a message that names it; the console lets the admin try and shows that message.
import { useState, type FormEvent } from 'react';
import { WithdrawFundsBodySchema, type Investor, type InvestorPayment, type WithdrawFundsBody } from '@blck/contract';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { AvailabilityDate, isAvailable } from '../../../components/ui/AvailabilityDate';
import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { PageForm } from '../../../components/ui/PageForm';
import { sumAmounts } from '../../../lib/amounts';
import { validate } from '../../../lib/form';
import { useMoneyAction } from '../../../lib/money-action';
import { notifySuccess } from '../../../lib/toast';
import { useWithdrawFunds, type WithdrawFundsResult } from '../api/withdraw-funds';
import { AmountTotal, ConfirmMoveDialog, movePlan, type MovePlan } from './MoveSummary';
import { PaymentPicker } from './PaymentPicker';
import { withdrawnMessage } from './lock-labels';
import { formatDateTime } from '../../../lib/dates';

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
}

export function WithdrawFundsForm({
  investor,
  payments,
  payment,
  lock,
  availabilityPath,
  walletOwner,
  onDone,
}: WithdrawFundsFormProps) {
  const candidates = lockedForWallet(payments, lock.walletAddress);
  const [selected, setSelected] = useState<string[]>(() => {
    const sameLock = candidates.filter((candidate) => candidate.lock?.id === lock.id).map((each) => each.id);
    return sameLock.length > 0 ? sameLock : [payment.id];
  });
  const [error, setError] = useState<string | undefined>();
  const withdraw = useWithdrawFunds();
  const action = useMoneyAction<Plan, WithdrawFundsResult>(withdraw, (result) => {
    notifySuccess(withdrawnMessage(result.unlockedFunds.amount));
    onDone(result);
  });

  const chosen = candidates.filter((candidate) => selected.includes(candidate.id));
  const total = sumAmounts(chosen.map((each) => each.amount));
  // The last moment a chosen payment becomes available, while it is still to come.
  const lastWait = chosen
    .map((each) => each.lock?.availableFrom ?? '')
    .filter((moment) => moment && !isAvailable(moment))
    .sort((a, b) => Date.parse(a) - Date.parse(b))
    .at(-1);

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = validate(WithdrawFundsBodySchema, {
      walletAddress: lock.walletAddress,
      investorId: investor.id,
      paymentIds: chosen.map((each) => each.id),
    });
    if (!body.ok) return setError(Object.values(body.errors)[0]);
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
        {lastWait && (
          <Alert severity="info">
            These funds are locked until {formatDateTime(lastWait)}. The server refuses a withdrawal before then; to pay
            out earlier, change the lock&apos;s availability in{' '}
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
          describe={(each) => (each.lock ? `available from ${formatDateTime(each.lock.availableFrom)}` : '')}
        />
        <AmountTotal label="Amount to withdraw" amount={total} testId="withdraw-total" />
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
