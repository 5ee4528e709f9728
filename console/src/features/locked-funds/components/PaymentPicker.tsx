// The payments a lock or a withdrawal takes: a checkbox per candidate payment of the investor, with its amount and
// what it was paid in; a candidate that cannot be taken now is shown disabled, with the reason beside it.
import { formatBlck, type InvestorPayment } from '@blck/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

export interface PaymentPickerProps {
  label: string;
  /** The payments that may be chosen. */
  payments: readonly InvestorPayment[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
  /** Said under the payments when there is no error. */
  helperText?: string;
  /** More about a payment beside its amount, e.g. its lock's date. */
  describe?: (payment: InvestorPayment) => string;
  /** Why a payment cannot be chosen now (shown beside it, the box disabled); undefined when it can. */
  disabledReason?: (payment: InvestorPayment) => string | undefined;
}

export function PaymentPicker({
  label,
  payments,
  selected,
  onChange,
  error,
  helperText,
  describe,
  disabledReason,
}: PaymentPickerProps) {
  const toggle = (id: string, checked: boolean) =>
    onChange(
      payments
        .map((payment) => payment.id)
        .filter((candidate) => (candidate === id ? checked : selected.includes(candidate))),
    );
  return (
    <FormControl component="fieldset" error={Boolean(error)} variant="standard">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {payments.map((payment) => {
          const reason = disabledReason?.(payment);
          return (
            <FormControlLabel
              key={payment.id}
              data-payment-id={payment.id}
              disabled={reason !== undefined}
              control={
                <Checkbox
                  checked={reason === undefined && selected.includes(payment.id)}
                  onChange={(event) => toggle(payment.id, event.target.checked)}
                  name="paymentIds"
                  value={payment.id}
                />
              }
              label={[`${formatBlck(payment.amount)}`, `paid in ${payment.currency}`, describe?.(payment), reason]
                .filter(Boolean)
                .join(' · ')}
            />
          );
        })}
      </FormGroup>
      {(error ?? helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
