// "Edit currency": the name, the value of one unit in $BLCK (an exact decimal, previewed as "1 USD = 1.08 $BLCK") and
// the label of a fiat currency, checked with the contract's schema; the server's message (a label already used) is
// shown in the form. The value now, the new one and the change in percent show before saving, and a change of more
// than 20 % needs the box ticked (ValueChangeCheck).
import type { FormEvent } from 'react';
import { DECIDED_MESSAGES, FiatUpdateBodySchema, type Fiat } from '@blck/contract';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import { DialogForm } from '../../../components/ui/DialogForm';
import { TextInput } from '../../../components/ui/TextInput';
import { ValueChangeCheck, useValueChangeCheck } from '../../../components/ui/ValueChangeCheck';
import { messageFor, useForm, validate } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { onAwaitingApproval } from '../../../lib/awaiting-approval';
import { useUpdateFiat } from '../api/update-fiat';
import { fiatName, fiatValueText } from './fiat-labels';

const VALUE_HINT = 'The price of one unit in $BLCK, with up to 18 decimals, like 1.08.';

export interface EditFiatDialogProps {
  /** The currency to edit; null when closed. */
  fiat: Fiat | null;
  onClose: () => void;
}

export function EditFiatDialog({ fiat, onClose }: EditFiatDialogProps) {
  return (
    <Dialog open={fiat !== null} onClose={onClose} aria-labelledby="edit-fiat-title" maxWidth="sm" fullWidth>
      {fiat && <EditFiatForm fiat={fiat} onClose={onClose} />}
    </Dialog>
  );
}

const bodyOf = (values: { title: string; value: string; label: string }) => ({
  title: values.title,
  value: values.value.trim(),
  label: values.label.trim().toUpperCase(),
});

function EditFiatForm({ fiat, onClose }: { fiat: Fiat; onClose: () => void }) {
  const { values, field, setErrors, formRef } = useForm({ title: fiat.title, value: fiat.value, label: fiat.label });
  const update = useUpdateFiat();
  const { value, label } = bodyOf(values);
  const valid = value !== '' && !messageFor(FiatUpdateBodySchema.shape.value, value);
  const check = useValueChangeCheck(fiat.value, valid ? value : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    update.reset();
    const body = validate(FiatUpdateBodySchema, bodyOf(values));
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    if (!check.confirm()) return;
    update.mutate(
      { id: fiat.id, body: body.data },
      {
        onSuccess: () => {
          notifySuccess(DECIDED_MESSAGES.fiatUpdated);
          onClose();
        },
        // Held back for approval: nothing is saved yet; the dialog closes and the notice says what waits.
        onError: onAwaitingApproval(onClose),
      },
    );
  };

  const valueField = field('value');
  const labelField = field('label');
  const preview = valid ? fiatValueText(label || fiat.label, value) : VALUE_HINT;

  return (
    <DialogForm
      titleId="edit-fiat-title"
      title={`Edit ${fiatName(fiat)}`}
      submitLabel="Save changes"
      busy={update.isPending}
      error={update.error}
      formRef={formRef}
      onSubmit={submit}
      onCancel={onClose}
    >
      <TextInput {...field('title')} label="Currency name" autoComplete="off" autoFocus />
      <TextInput
        {...valueField}
        label="Value in $BLCK"
        autoComplete="off"
        htmlInput={{ inputMode: 'decimal', spellCheck: false }}
        endAdornment={<InputAdornment position="end">$BLCK</InputAdornment>}
        helperText={valueField.helperText ?? preview}
      />
      <TextInput
        {...labelField}
        label="Label"
        autoComplete="off"
        htmlInput={{ spellCheck: false, autoCapitalize: 'characters' }}
        helperText={labelField.helperText ?? 'The currency code, such as USD; two currencies cannot share one.'}
      />
      <ValueChangeCheck
        {...check.props}
        format={(each) => fiatValueText(fiat.label, each)}
        disabled={update.isPending}
      />
    </DialogForm>
  );
}
