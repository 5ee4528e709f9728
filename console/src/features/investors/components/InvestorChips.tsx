// An investor's state (Pending review, Active, Cancelled) and a payment's (Available, Locked, Withdrawn) as chips.
import type { InvestorStatus, PaymentStatus } from '@blck/contract';
import { StatusChip } from '../../../components/ui/StatusChip';
import { INVESTOR_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './investor-labels';

const INVESTOR_COLORS = { pending: 'warning', active: 'success', cancelled: 'default' } as const;
const PAYMENT_COLORS = { available: 'success', locked: 'info', withdrawn: 'default' } as const;

export const InvestorStatusChip = ({ status }: { status: InvestorStatus }) => (
  <StatusChip
    label={INVESTOR_STATUS_LABELS[status]}
    color={INVESTOR_COLORS[status]}
    filled={status === 'active'}
    testId="investor-status"
  />
);

export const PaymentStatusChip = ({ status }: { status: PaymentStatus }) => (
  <StatusChip
    label={PAYMENT_STATUS_LABELS[status]}
    color={PAYMENT_COLORS[status]}
    filled={status === 'available'}
    testId="payment-status"
  />
);
