// "Remove validator?": a removed validator stops counting among the paired ones and its pairing link stops working.
import { useState } from 'react';
import { SUCCESS_MESSAGES, type CustomValidator } from '@blck/contract';
import Box from '@mui/material/Box';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { notifySuccess } from '../../../lib/toast';
import { useRemoveCustomValidator } from '../api/remove-custom-validator';
import { customValidatorLabel } from './validator-labels';

export interface RemoveValidatorDialogProps {
  /** The validator to remove; null while the dialog is closed. */
  validator: CustomValidator | null;
  onClose: () => void;
}

export function RemoveValidatorDialog({ validator, onClose }: RemoveValidatorDialogProps) {
  const remove = useRemoveCustomValidator();
  // The text stays while the dialog fades out after `validator` went back to null.
  const [shown, setShown] = useState(validator);
  if (validator && validator !== shown) setShown(validator);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={validator !== null}
      title="Remove validator?"
      confirmLabel="Remove validator"
      destructive
      busy={remove.isPending}
      onConfirm={() => {
        if (!validator) return;
        remove.mutate(validator.id, {
          onSuccess: () => {
            notifySuccess(SUCCESS_MESSAGES.authenticatorRemoved);
            close();
          },
        });
      }}
      onClose={close}
    >
      {shown &&
        (shown.status === 'paired'
          ? `${customValidatorLabel(shown)} stops counting among the paired validators. This cannot be undone.`
          : 'Its pairing link stops working, so no node can pair with it. This cannot be undone.')}
      {remove.error !== null && (
        <Box sx={{ mt: 2 }}>
          <ErrorAlert error={remove.error} />
        </Box>
      )}
    </ConfirmDialog>
  );
}
