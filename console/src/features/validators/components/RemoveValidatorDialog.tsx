// "Remove authenticator?": a removed custom authenticator stops counting among the paired validators (once a node paired
// with it) and its link stops working.
import { useState } from 'react';
import { SUCCESS_MESSAGES, type CustomValidator } from '@blck/contract';
import Box from '@mui/material/Box';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { notifySuccess } from '../../../lib/toast';
import { useRemoveCustomValidator } from '../api/remove-custom-validator';
import { customValidatorLabel } from './validator-labels';

export interface RemoveValidatorDialogProps {
  /** The custom authenticator to remove; null while the dialog is closed. */
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
      title="Remove authenticator?"
      confirmLabel="Remove authenticator"
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
          : 'Its authenticator link stops working, so no validator node can pair with it. This cannot be undone.')}
      {remove.error !== null && (
        <Box sx={{ mt: 2 }}>
          <ErrorAlert error={remove.error} />
        </Box>
      )}
    </ConfirmDialog>
  );
}
