// The funds actions on one payment that the viewer's permissions allow: increase and decrease (funds.manage), lock and
// withdraw (lockedFunds.manage); each opens its page, or is disabled with the reason it does not apply.
import type { Investor, InvestorPayment } from '@blck/contract';
import { ActionButtons, type ActionButton } from '../../../components/ui/ActionButtons';
import {
  FUNDS_ACTION_LABELS,
  FUNDS_OPERATIONS,
  fundsBlockedReason,
  type FundsConditions,
  type FundsOperation,
} from './funds-rules';

/** Which funds actions the viewer may take at all. */
export interface FundsPermissions {
  /** funds.manage: increase and decrease. */
  changeFunds: boolean;
  /** lockedFunds.manage: lock and withdraw. */
  lockFunds: boolean;
}

export const allowedOperations = (permissions: FundsPermissions): FundsOperation[] =>
  FUNDS_OPERATIONS.filter((operation) =>
    operation === 'increase' || operation === 'decrease' ? permissions.changeFunds : permissions.lockFunds,
  );

export interface PaymentActionsProps {
  investor: Investor;
  payment: InvestorPayment;
  permissions: FundsPermissions;
  /** What else decides whether an action applies (suspended currencies). */
  conditions?: FundsConditions;
  /** The page of an action on a payment. */
  pathFor: (operation: FundsOperation, payment: InvestorPayment) => string;
  size?: 'small' | 'medium';
  /** Two columns (in a table cell) rather than one wrapping row. */
  compact?: boolean;
}

export function PaymentActions({
  investor,
  payment,
  permissions,
  conditions,
  pathFor,
  size = 'small',
  compact = false,
}: PaymentActionsProps) {
  const actions: ActionButton[] = allowedOperations(permissions).map((operation) => ({
    key: operation,
    label: FUNDS_ACTION_LABELS[operation],
    to: pathFor(operation, payment),
    disabledReason: fundsBlockedReason(operation, investor, payment, conditions),
  }));
  return <ActionButtons actions={actions} label="Funds actions" size={size} columns={compact ? 2 : undefined} />;
}
