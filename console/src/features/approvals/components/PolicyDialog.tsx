// Edits one approval policy: on or off, and for a money action the default threshold and a threshold per currency.
// The change is itself under four eyes: with another admin manager it waits for their approval (the dialog closes and
// the notice says so), and it says that before it is sent.
import { useState, type FormEvent } from 'react';
import { APPROVAL_ACTION_INFO, formatBlck, type ApprovalPolicy } from '@blck/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { DialogForm } from '../../../components/ui/DialogForm';
import { TextInput } from '../../../components/ui/TextInput';
import { onAwaitingApproval } from '../../../lib/awaiting-approval';
import type { FieldErrors } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { useUpdateApprovalPolicy } from '../api/update-approval-policy';
import { policyBodyOf, policyFormOf, type PolicyForm } from './policy-form';

const TITLE_ID = 'approval-policy-title';

export const POLICY_CHANGE_NOTE =
  'Changing a policy is itself a change that waits for a second administrator holding admins.manage: it applies once they approve it.';

export interface PolicyDialogProps {
  policy: ApprovalPolicy | null;
  onClose: () => void;
}

export function PolicyDialog({ policy, onClose }: PolicyDialogProps) {
  return (
    <Dialog open={policy !== null} onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
      {policy && <PolicyEditor policy={policy} onClose={onClose} />}
    </Dialog>
  );
}

function PolicyEditor({ policy, onClose }: { policy: ApprovalPolicy; onClose: () => void }) {
  const [form, setForm] = useState<PolicyForm>(() => policyFormOf(policy));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateApprovalPolicy();
  const { money } = APPROVAL_ACTION_INFO[policy.action];

  const change = (next: Partial<PolicyForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setErrors({});
  };
  const setRow = (index: number, row: Partial<PolicyForm['thresholds'][number]>) =>
    change({ thresholds: form.thresholds.map((each, at) => (at === index ? { ...each, ...row } : each)) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    update.reset();
    const result = policyBodyOf(form, money);
    if (!result.ok) return setErrors(result.errors);
    update.mutate(
      { action: policy.action, body: result.body },
      {
        onSuccess: () => {
          notifySuccess('Approval policy changed');
          onClose();
        },
        // Held back for approval (the usual case): nothing changed yet; the notice says what waits.
        onError: onAwaitingApproval(onClose),
      },
    );
  };

  return (
    <DialogForm
      titleId={TITLE_ID}
      title={`Policy: ${policy.label}`}
      description={POLICY_CHANGE_NOTE}
      submitLabel="Propose change"
      busy={update.isPending}
      error={update.error}
      onSubmit={submit}
      onCancel={onClose}
    >
      <FormControlLabel
        control={
          <Switch
            checked={form.enabled}
            onChange={(event) => change({ enabled: event.target.checked })}
            disabled={update.isPending}
          />
        }
        label={form.enabled ? 'On: waits for a second administrator' : 'Off: applies at once'}
      />
      {money && (
        <>
          <TextInput
            id="policy-default-threshold"
            label="Default threshold ($BLCK)"
            name="defaultThreshold"
            value={form.defaultThreshold}
            onChange={(event) => change({ defaultThreshold: event.target.value })}
            error={Boolean(errors.defaultThreshold)}
            helperText={
              errors.defaultThreshold ??
              (form.defaultThreshold.trim() && !/[1-9]/.test(form.defaultThreshold)
                ? 'Every move waits, in a currency without its own threshold.'
                : `Moves above ${form.defaultThreshold.trim() ? formatBlck(form.defaultThreshold.trim()) : 'this amount'} wait, in a currency without its own threshold; 0 holds back every move.`)
            }
            autoComplete="off"
            htmlInput={{ inputMode: 'decimal', spellCheck: false }}
          />
          <Typography variant="subtitle2" component="h3">
            Thresholds per currency
          </Typography>
          {form.thresholds.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              None: the default threshold applies to every currency.
            </Typography>
          )}
          {form.thresholds.map((row, index) => (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextInput
                label="Currency"
                name={`thresholds.${index}.currency`}
                value={row.currency}
                onChange={(event) => setRow(index, { currency: event.target.value.toUpperCase() })}
                error={Boolean(errors[`thresholds.${index}.currency`])}
                helperText={errors[`thresholds.${index}.currency`]}
                autoComplete="off"
                sx={{ width: 140, flexShrink: 0 }}
              />
              <TextInput
                label="Threshold ($BLCK)"
                name={`thresholds.${index}.amount`}
                value={row.amount}
                onChange={(event) => setRow(index, { amount: event.target.value })}
                error={Boolean(errors[`thresholds.${index}.amount`])}
                helperText={errors[`thresholds.${index}.amount`]}
                autoComplete="off"
                htmlInput={{ inputMode: 'decimal', spellCheck: false }}
              />
              <IconButton
                aria-label={`Remove the threshold of ${row.currency || 'this row'}`}
                onClick={() => change({ thresholds: form.thresholds.filter((_, at) => at !== index) })}
                sx={{ mt: 1 }}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <div>
            <Button
              startIcon={<AddIcon />}
              onClick={() => change({ thresholds: [...form.thresholds, { currency: '', amount: '' }] })}
            >
              Add a currency
            </Button>
          </div>
        </>
      )}
    </DialogForm>
  );
}
