// A dialog that changes one value of an issuer by picking from a short list (issuer type, payment type).
import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';

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
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <DialogContentText>{description}</DialogContentText>
          <TextField
            select
            label={label}
            name={name}
            value={value}
            onChange={(event) => setValue(event.target.value as V)}
            disabled={busy}
            autoFocus
          >
            {(Object.keys(options) as V[]).map((option) => (
              <MenuItem key={option} value={option}>
                {options[option]}
              </MenuItem>
            ))}
          </TextField>
          <ErrorAlert error={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button type="button" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={busy} disabled={value === current}>
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}
