// The inside of a dialog that is a form: title, what it does, the fields, a failed call's message, and Cancel beside
// the submit button (named after the action). The dialog around it mounts it only while open, so it starts afresh.
import type { FormEvent, ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ErrorAlert } from './ErrorAlert';

export interface DialogFormProps {
  /** The id the surrounding Dialog's `aria-labelledby` names. */
  titleId: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  submitLabel: string;
  busy: boolean;
  /** The failed call, shown under the fields. */
  error?: unknown;
  /** Shown under the error, e.g. another way to fill the form in. */
  after?: ReactNode;
  submitDisabled?: boolean;
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

export function DialogForm({
  titleId,
  title,
  description,
  children,
  submitLabel,
  busy,
  error,
  after,
  submitDisabled = false,
  formRef,
  onSubmit,
  onCancel,
}: DialogFormProps) {
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={description ? undefined : { pt: 1 }}>
          {description && <DialogContentText component="div">{description}</DialogContentText>}
          {children}
          <ErrorAlert error={error} />
          {after}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button type="button" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={busy} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
