// "Add token value" (a new entry, which becomes the current value) and "Edit token value" (corrects an entry's value;
// its place in time does not change): one exact decimal checked with the contract's schema, previewed as
// "1 $BLCK = 1,234.5 USD" (the reference currency the answers name); the server's message is shown in the form. The
// value now, the new one and the change in percent show before saving, and a change of more than 20 % needs the box
// ticked (ValueChangeCheck).
import type { FormEvent } from 'react';
import { BLCK_UNIT, BlckValueBodySchema, DECIDED_MESSAGES, type BlckValue } from '@blck/contract';
import Dialog from '@mui/material/Dialog';
import { useQuery } from '@tanstack/react-query';
import InputAdornment from '@mui/material/InputAdornment';

import { DialogForm } from '../../../components/ui/DialogForm';
import { TextInput } from '../../../components/ui/TextInput';
import { ValueChangeCheck, useValueChangeCheck } from '../../../components/ui/ValueChangeCheck';
import { messageFor, useForm, validate } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { onAwaitingApproval } from '../../../lib/awaiting-approval';
import { useAddBlckValue } from '../api/add-blck-value';
import { listBlckValuesQueryOptions, useBlckValueCurrency } from '../api/list-blck-values';
import { useUpdateBlckValue } from '../api/update-blck-value';
import { blckValueText, valueHint } from './blck-value-labels';
import { formatDateTime } from '../../../lib/dates';

const TITLE_ID = 'blck-value-form-title';

/** What the dialog does: add an entry, or edit `entry`; null when closed. */
export type BlckValueDialogTask = { kind: 'add' } | { kind: 'edit'; entry: BlckValue } | null;

export interface BlckValueDialogProps {
  task: BlckValueDialogTask;
  onClose: () => void;
  /** After the entry was saved. */
  onSaved?: (entry: BlckValue) => void;
}

export function BlckValueDialog({ task, onClose, onSaved }: BlckValueDialogProps) {
  return (
    <Dialog open={task !== null} onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="xs" fullWidth>
      {task && <BlckValueForm task={task} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function BlckValueForm({ task, onClose, onSaved }: BlckValueDialogProps & { task: NonNullable<BlckValueDialogTask> }) {
  const entry = task.kind === 'edit' ? task.entry : null;
  const { values, field, setErrors, formRef } = useForm({ value: entry?.value ?? '' });
  const add = useAddBlckValue();
  const update = useUpdateBlckValue();
  const call = entry ? update : add;
  // A new entry is compared with the current value (loaded here, whatever page the list shows); an edit with the entry.
  const latest = useQuery({ ...listBlckValuesQueryOptions({ page: 0, perPage: 1 }), enabled: !entry });
  const loadingCurrent = !entry && latest.data === undefined && !latest.error;
  const from = entry ? entry.value : (latest.data?.current?.value ?? null);
  const typed = values.value.trim();
  const valid = typed !== '' && !messageFor(BlckValueBodySchema, { value: typed });
  const check = useValueChangeCheck(from, valid ? typed : null);
  const listedCurrency = useBlckValueCurrency();
  const currency = entry?.currency ?? listedCurrency ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (call.isPending) return;
    call.reset();
    const body = validate(BlckValueBodySchema, { value: values.value.trim() });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    if (!check.confirm()) return;
    const done = ({ blckValue }: { blckValue: BlckValue }) => {
      notifySuccess(entry ? DECIDED_MESSAGES.blckValueUpdated : DECIDED_MESSAGES.blckValueAdded);
      onSaved?.(blckValue);
      onClose();
    };
    // Held back for approval: nothing is saved yet; the dialog closes and the notice says what waits.
    const onError = onAwaitingApproval(onClose);
    if (entry) update.mutate({ id: entry.id, body: body.data }, { onSuccess: done, onError });
    else add.mutate(body.data, { onSuccess: done, onError });
  };

  const valueField = field('value');
  const preview = valid ? blckValueText(typed, currency) : valueHint(currency);

  return (
    <DialogForm
      titleId={TITLE_ID}
      title={entry ? 'Edit token value' : 'Add token value'}
      description={
        entry
          ? `Corrects the value of the entry added on ${formatDateTime(entry.createdAt)}; its place in time does not change.`
          : `The new value becomes the current value of ${BLCK_UNIT} from now on; earlier entries are kept.`
      }
      submitLabel={entry ? 'Save changes' : 'Add value'}
      busy={call.isPending}
      submitDisabled={loadingCurrent}
      error={call.error}
      formRef={formRef}
      onSubmit={submit}
      onCancel={onClose}
    >
      <TextInput
        {...valueField}
        label={`Value of 1 ${BLCK_UNIT}`}
        autoComplete="off"
        autoFocus
        htmlInput={{ inputMode: 'decimal', spellCheck: false }}
        startAdornment={<InputAdornment position="start">1 {BLCK_UNIT} =</InputAdornment>}
        endAdornment={currency && <InputAdornment position="end">{currency}</InputAdornment>}
        helperText={valueField.helperText ?? preview}
      />
      <ValueChangeCheck {...check.props} format={(value) => blckValueText(value, currency)} disabled={call.isPending} />
    </DialogForm>
  );
}
