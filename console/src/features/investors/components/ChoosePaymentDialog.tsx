// The "choose payment" step: which payment of the investor a funds action applies to. Payments it does not apply to
// are listed too, disabled, with the reason.
import { useState, type FormEvent } from 'react';
import { formatBlck, type Investor, type InvestorPayment } from '@blck/contract';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DialogForm } from '../../../components/ui/DialogForm';
import { PAYMENT_STATUS_LABELS } from './investor-labels';
import { FUNDS_OPERATION_VERBS, fundsBlockedReason, type FundsConditions, type FundsOperation } from './funds-rules';

export interface ChoosePaymentDialogProps {
  open: boolean;
  operation: FundsOperation;
  investor: Investor;
  payments: readonly InvestorPayment[];
  conditions?: FundsConditions;
  /** The payment chosen so far, if any. */
  current?: string;
  onChoose: (payment: InvestorPayment) => void;
  onClose: () => void;
}

export function ChoosePaymentDialog(props: ChoosePaymentDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="choose-payment-title" maxWidth="sm" fullWidth>
      {props.open && <ChoosePaymentForm {...props} />}
    </Dialog>
  );
}

function ChoosePaymentForm({
  operation,
  investor,
  payments,
  conditions,
  current,
  onChoose,
  onClose,
}: ChoosePaymentDialogProps) {
  const eligible = payments.filter((payment) => !fundsBlockedReason(operation, investor, payment, conditions));
  const [chosen, setChosen] = useState(
    eligible.some((payment) => payment.id === current) ? (current ?? '') : (eligible[0]?.id ?? ''),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payment = eligible.find((candidate) => candidate.id === chosen);
    if (payment) onChoose(payment);
  };

  return (
    <DialogForm
      titleId="choose-payment-title"
      title="Choose payment"
      description={
        eligible.length > 0
          ? `Choose the payment of ${investor.investorName} to ${FUNDS_OPERATION_VERBS[operation]}.`
          : `No payment of ${investor.investorName} can be chosen to ${FUNDS_OPERATION_VERBS[operation]} now.`
      }
      submitLabel="Continue"
      busy={false}
      submitDisabled={!chosen}
      onSubmit={submit}
      onCancel={onClose}
    >
      <RadioGroup
        name="payment"
        aria-label="Payments"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        {payments.map((payment) => {
          const reason = fundsBlockedReason(operation, investor, payment, conditions);
          return (
            <FormControlLabel
              key={payment.id}
              value={payment.id}
              disabled={reason !== undefined}
              control={<Radio />}
              label={
                <ListItemText
                  primary={`${formatBlck(payment.amount)} · paid in ${payment.currency} · ${PAYMENT_STATUS_LABELS[payment.status]}`}
                  secondary={reason}
                />
              }
            />
          );
        })}
      </RadioGroup>
    </DialogForm>
  );
}
