// A dialog that changes one value of an issuer by picking from a short list (issuer type, payment type).
import { useState, type FormEvent, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import { SelectInput } from '../../../components/ui/SelectInput';
import { DialogForm } from '../../../components/ui/DialogForm';

export interface ChoiceDialogProps<V extends string> {
  open: boolean;
  title: string;
  description: ReactNode;
  label: string;
  name: string;
  options: Readonly<Record<V, string>>;
  /** The value in effect: saving it again is not offered. */
  current: V;
  busy: boolean;
  error: unknown;
  onSave: (value: V) => void;
  onClose: () => void;
}

export function ChoiceDialog<V extends string>(props: ChoiceDialogProps<V>) {
  const titleId = `${props.name}-dialog-title`;
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      {props.open && <ChoiceForm {...props} titleId={titleId} />}
    </Dialog>
  );
}

function ChoiceForm<V extends string>({
  title,
  titleId,
  description,
  label,
  name,
  options,
  current,
  busy,
  error,
  onSave,
  onClose,
}: ChoiceDialogProps<V> & { titleId: string }) {
  const [value, setValue] = useState<V>(current);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && value !== current) onSave(value);
  };
  return (
    <DialogForm
      titleId={titleId}
      title={title}
      description={description}
      submitLabel="Save"
      busy={busy}
      error={error}
      submitDisabled={value === current}
      onSubmit={submit}
      onCancel={onClose}
    >
      <SelectInput<V>
        label={label}
        name={name}
        value={value}
        options={options}
        onChange={setValue}
        disabled={busy}
        autoFocus
      />
    </DialogForm>
  );
}
