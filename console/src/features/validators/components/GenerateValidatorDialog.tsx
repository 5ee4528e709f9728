// "Generate validator": the admin re-enters their password (a wrong one is said in the dialog, as the server words it),
// then the one-time pairing link is shown, once, with a copy button. The link lives only in this dialog's state: once
// closed it cannot be shown again (only its hash is stored), so the dialog says so and does not close on a stray click.
import type { FormEvent } from 'react';
import { GenerateCustomValidatorBodySchema, SUCCESS_MESSAGES } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { CopyButton } from '../../../components/ui/CopyButton';
import { Mono } from '../../../components/ui/DetailList';
import { DialogForm } from '../../../components/ui/DialogForm';
import { TextInput } from '../../../components/ui/TextInput';
import { useForm, validate } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { useGenerateCustomValidator } from '../api/generate-custom-validator';

const TITLE_ID = 'generate-validator-title';

export interface GenerateValidatorDialogProps {
  open: boolean;
  onClose: () => void;
}

export function GenerateValidatorDialog({ open, onClose }: GenerateValidatorDialogProps) {
  const generate = useGenerateCustomValidator();
  const link = generate.data?.pairingLink;
  const close = () => {
    generate.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      // While the link shows, only "Done" or Escape close the dialog: a click beside it would lose the link for good.
      onClose={(_, reason) => {
        if (generate.isPending || (link && reason === 'backdropClick')) return;
        close();
      }}
      aria-labelledby={TITLE_ID}
      maxWidth="sm"
      fullWidth
    >
      {open &&
        (link ? <PairingLink link={link} onDone={close} /> : <PasswordForm generate={generate} onCancel={close} />)}
    </Dialog>
  );
}

interface PasswordFormProps {
  generate: ReturnType<typeof useGenerateCustomValidator>;
  onCancel: () => void;
}

function PasswordForm({ generate, onCancel }: PasswordFormProps) {
  const { values, field, setErrors, formRef } = useForm({ password: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (generate.isPending) return;
    generate.reset();
    const body = validate(GenerateCustomValidatorBodySchema, values);
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    generate.mutate(body.data, { onSuccess: () => notifySuccess(SUCCESS_MESSAGES.authenticatorLinkGenerated) });
  };

  return (
    <DialogForm
      titleId={TITLE_ID}
      title="Generate validator"
      description={
        <>
          This makes a one-time pairing link for a new validator node. To confirm it is you, enter the password of your
          account.
        </>
      }
      submitLabel="Generate link"
      busy={generate.isPending}
      error={generate.error}
      formRef={formRef}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextInput {...field('password')} label="Password" type="password" autoComplete="current-password" autoFocus />
    </DialogForm>
  );
}

function PairingLink({ link, onDone }: { link: string; onDone: () => void }) {
  return (
    <>
      <DialogTitle id={TITLE_ID}>Pairing link</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning" data-testid="pairing-link-note">
            This link is shown only once. Copy it now and hand it to the operator of the validator node: it cannot be
            shown again. If it is lost, remove this validator and generate another.
          </Alert>
          <DialogContentText component="div">
            The node pairs with this link once; it then counts among the paired validators.
          </DialogContentText>
          <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} aria-label="Pairing link" role="group">
            <Mono block testId="pairing-link">
              {link}
            </Mono>
          </Box>
          <Box>
            <CopyButton text={link} label="Copy link" />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}
