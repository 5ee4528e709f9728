// "Generate authenticator link": the admin re-enters their password (a wrong one is said in the dialog, as the server
// words it), then the one-time authenticator link a validator node pairs with is shown, once, with a copy button. The
// link lives only in this dialog's state: once closed it cannot be shown again (only its hash is stored), so the
// dialog says so, and Escape or a click beside it first asks "You will not see this link again" (only "Done" closes
// it at once).
import { useState, type FormEvent } from 'react';
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
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
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
  const [leaving, setLeaving] = useState(false);
  const close = () => {
    setLeaving(false);
    generate.reset();
    onClose();
  };
  return (
    <>
      <Dialog
        open={open}
        // While the link shows, Escape or a click beside the dialog asks first: closing loses the link for good.
        onClose={() => {
          if (generate.isPending) return;
          if (link) setLeaving(true);
          else close();
        }}
        aria-labelledby={TITLE_ID}
        maxWidth="sm"
        fullWidth
      >
        {open &&
          (link ? <PairingLink link={link} onDone={close} /> : <PasswordForm generate={generate} onCancel={close} />)}
      </Dialog>
      <ConfirmDialog
        open={open && Boolean(link) && leaving}
        title="Close the authenticator link?"
        confirmLabel="Close without the link"
        destructive
        onConfirm={close}
        onClose={() => setLeaving(false)}
      >
        You will not see this link again. If you have not copied it, choose Cancel and copy it first; a lost link means
        removing this validator and generating another.
      </ConfirmDialog>
    </>
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
      title="Generate authenticator link"
      description={
        <>
          This makes a custom authenticator: a one-time link a new validator node pairs with. To confirm it is you,
          enter the password of your account.
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
      <DialogTitle id={TITLE_ID}>Authenticator link</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning" data-testid="pairing-link-note">
            This link is shown only once. Copy it now and hand it to the operator of the validator node: it cannot be
            shown again. If it is lost, remove this authenticator and generate another link.
          </Alert>
          <DialogContentText component="div">
            The node pairs with this link once; it then counts among the paired validators.
          </DialogContentText>
          <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} aria-label="Authenticator link" role="group">
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
