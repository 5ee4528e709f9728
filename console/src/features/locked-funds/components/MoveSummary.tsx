// A lock or a withdrawal moves payments between the investor's balances: the plan of the move (what it sends, its
// total, the balances before and after), its confirmation with the summary (investor, wallet, date, payments, amount),
// and the total under the form.
import type { Investor, LockFundsBody } from '@blck/contract';
import Box from '@mui/material/Box';
import { transferRows, type BalanceRow } from '../../../components/ui/BalanceChange';
import { ConfirmMoneyDialog, type ConfirmMoneyDialogProps } from '../../../components/ui/ConfirmMoneyDialog';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { Detail, DetailList, Mono } from '../../../components/ui/DetailList';
import { ReasonDetail } from '../../../components/ui/ReasonField';

export interface LockSummaryProps {
  investorName: string;
  walletAddress: string;
  /** Who owns the wallet, named beside its address; null when the page could not look it up. */
  walletOwner?: string | null;
  /** A new lock's day, `YYYY-MM-DD`. */
  availableFromDay?: string;
  paymentCount: number;
  amountLabel: string;
  amount: string;
  /** Why, as the admin wrote it; not shown when none was given. */
  reason?: string;
}

export function LockSummary({
  investorName,
  walletAddress,
  walletOwner,
  availableFromDay,
  paymentCount,
  amountLabel,
  amount,
  reason,
}: LockSummaryProps) {
  return (
    <DetailList labelWidth={140} dense>
      <Detail label="Investor">{investorName}</Detail>
      <Detail label="Wallet">
        <Mono>{walletAddress}</Mono>
      </Detail>
      {walletOwner && <Detail label="Owner">{walletOwner}</Detail>}
      {availableFromDay && <Detail label="Available from">{availableFromDay}</Detail>}
      <Detail label="Payments">{paymentCount}</Detail>
      <Detail label={amountLabel}>
        <BlckAmount value={amount} strong />
      </Detail>
      <ReasonDetail reason={reason} />
    </DetailList>
  );
}

export interface AmountTotalProps {
  label: string;
  amount: string;
  testId: string;
}

/** The total the form will move, under its payments. */
export function AmountTotal({ label, amount, testId }: AmountTotalProps) {
  return (
    <DetailList labelWidth={140} dense>
      <Detail label={label}>
        <Box component="span" data-testid={testId}>
          <BlckAmount value={amount} strong />
        </Box>
      </Detail>
    </DetailList>
  );
}

/** What the confirmation of a lock or withdrawal shows and sends: the body, its total, the balances it moves. */
export interface MovePlan<B> {
  body: B;
  total: string;
  rows: BalanceRow[];
}

type Balances = Investor['balances'];
const BALANCE_LABELS: Readonly<Record<keyof Balances, string>> = {
  available: 'Available balance',
  locked: 'Locked balance',
  withdrawn: 'Withdrawn balance',
};

/** The plan of moving `total` from one of the investor's balances to another (available → locked → withdrawn). */
export const movePlan = <B,>(
  body: B,
  total: string,
  balances: Balances,
  from: keyof Balances,
  to: keyof Balances,
): MovePlan<B> => ({
  body,
  total,
  rows: transferRows(
    { label: BALANCE_LABELS[from], before: balances[from] },
    { label: BALANCE_LABELS[to], before: balances[to] },
    total,
  ),
});

/** The body fields of a lock or a withdrawal the confirmation shows (a withdrawal has no date). */
type MoveBody = Pick<LockFundsBody, 'walletAddress' | 'paymentIds' | 'reason'> &
  Partial<Pick<LockFundsBody, 'availableFrom'>>;

export interface ConfirmMoveDialogProps extends Omit<ConfirmMoneyDialogProps, 'rows' | 'details'> {
  plan: MovePlan<MoveBody> | null;
  investorName: string;
  walletOwner?: string | null;
  amountLabel: string;
}

/** The confirmation of a lock or a withdrawal: its summary and the balances before and after. */
export function ConfirmMoveDialog({ plan, investorName, walletOwner, amountLabel, ...dialog }: ConfirmMoveDialogProps) {
  return (
    <ConfirmMoneyDialog
      {...dialog}
      rows={plan?.rows ?? []}
      details={
        plan && (
          <LockSummary
            investorName={investorName}
            walletAddress={plan.body.walletAddress}
            walletOwner={walletOwner}
            availableFromDay={plan.body.availableFrom?.slice(0, 10)}
            paymentCount={plan.body.paymentIds.length}
            amountLabel={amountLabel}
            amount={plan.total}
            reason={plan.body.reason}
          />
        )
      }
    />
  );
}
