// "Edit investor": the details of a reviewed investor, checked with the contract's schema, saved with a toast.
import type { FormEvent } from 'react';
import { SUCCESS_MESSAGES, UpdateInvestorBodySchema, type Investor } from '@blck/contract';
import Dialog from '@mui/material/Dialog';
import { DialogForm } from '../../../components/ui/DialogForm';
import { useForm, validate } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { useUpdateInvestor } from '../api/update-investor';
import { InvestorFields, investorDetailsValues } from './InvestorFields';

export interface EditInvestorDialogProps {
  investor: Investor;
  open: boolean;
  onClose: () => void;
}

export function EditInvestorDialog({ investor, open, onClose }: EditInvestorDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="edit-investor-title" maxWidth="sm" fullWidth>
      {open && <EditInvestorForm investor={investor} onClose={onClose} />}
    </Dialog>
  );
}

function EditInvestorForm({ investor, onClose }: { investor: Investor; onClose: () => void }) {
  const { values, field, setErrors, formRef } = useForm(investorDetailsValues(investor));
  const update = useUpdateInvestor();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    update.reset();
    const body = validate(UpdateInvestorBodySchema, values);
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    update.mutate(
      { id: investor.id, body: body.data },
      {
        onSuccess: () => {
          notifySuccess(SUCCESS_MESSAGES.investorUpdated);
          onClose();
        },
      },
    );
  };

  return (
    <DialogForm
      titleId="edit-investor-title"
      title="Edit investor"
      submitLabel="Save changes"
      busy={update.isPending}
      error={update.error}
      formRef={formRef}
      onSubmit={submit}
      onCancel={onClose}
    >
      <InvestorFields field={field} autoFocus />
    </DialogForm>
  );
}
