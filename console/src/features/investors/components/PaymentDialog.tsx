// The "single investor payment" view: one payment with everything about it and the funds actions that apply to it.
import type { Investor, InvestorPayment } from '@blck/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { PaymentActions, type FundsPermissions } from './PaymentActions';
import { PaymentSummary } from './PaymentSummary';
import type { FundsConditions, FundsOperation } from './funds-rules';

export interface PaymentDialogProps {
  investor: Investor;
  /** The payment shown; null when closed. */
  payment: InvestorPayment | null;
  permissions: FundsPermissions;
  conditions?: FundsConditions;
  pathFor: (operation: FundsOperation, payment: InvestorPayment) => string;
  onClose: () => void;
}

export function PaymentDialog({ investor, payment, permissions, conditions, pathFor, onClose }: PaymentDialogProps) {
  return (
    <Dialog open={payment !== null} onClose={onClose} aria-labelledby="payment-dialog-title" maxWidth="sm" fullWidth>
      {payment && (
        <>
          <DialogTitle id="payment-dialog-title">Payment</DialogTitle>
          <DialogContent>
            <Stack spacing={3}>
              <PaymentSummary payment={payment} />
              <PaymentActions
                investor={investor}
                payment={payment}
                permissions={permissions}
                conditions={conditions}
                pathFor={pathFor}
                size="medium"
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
