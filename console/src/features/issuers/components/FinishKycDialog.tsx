// "Finish KYC": the checked identity of an issuer (email, type, names, company for a company), sent to complete KYC.
import type { FormEvent } from 'react';
import { KycBodySchema, SUCCESS_MESSAGES, type Issuer, type IssuerType } from '@blck/contract';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import { SelectInput } from '../../../components/ui/SelectInput';
import { DialogForm } from '../../../components/ui/DialogForm';
import { TextInput } from '../../../components/ui/TextInput';
import { useForm, validate } from '../../../lib/form';
import { notifySuccess } from '../../../lib/toast';
import { useFinishKyc } from '../api/finish-kyc';
import { ISSUER_TYPE_LABELS } from './issuer-labels';

export const COMPANY_NAME_REQUIRED = 'Enter the company name: this issuer is a company.';

export interface FinishKycDialogProps {
  issuer: Issuer;
  open: boolean;
  onClose: () => void;
}

export function FinishKycDialog({ issuer, open, onClose }: FinishKycDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="finish-kyc-title" maxWidth="sm" fullWidth>
      {open && <FinishKycForm issuer={issuer} onClose={onClose} />}
    </Dialog>
  );
}

function FinishKycForm({ issuer, onClose }: { issuer: Issuer; onClose: () => void }) {
  const { values, field, setValue, errors, setErrors, formRef } = useForm({
    email: issuer.email,
    issuerType: issuer.issuerType as string,
    firstName: issuer.firstName,
    lastName: issuer.lastName,
    companyName: issuer.companyName ?? '',
  });
  const finish = useFinishKyc();
  const isCompany = values.issuerType === 'company';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (finish.isPending) return;
    finish.reset();
    const body = validate(KycBodySchema, values);
    if (!body.ok) return setErrors(body.errors);
    if (body.data.issuerType === 'company' && body.data.companyName === '') {
      return setErrors({ companyName: COMPANY_NAME_REQUIRED });
    }
    setErrors({});
    finish.mutate(body.data, {
      onSuccess: () => {
        notifySuccess(SUCCESS_MESSAGES.kycFinished);
        onClose();
      },
    });
  };

  const companyField = field('companyName');
  return (
    <DialogForm
      titleId="finish-kyc-title"
      title="Finish KYC"
      description={
        <>
          Record the identity you checked. The names replace the ones the issuer registered with; KYC cannot be undone.
        </>
      }
      submitLabel="Finish KYC"
      busy={finish.isPending}
      error={finish.error}
      formRef={formRef}
      onSubmit={submit}
      onCancel={onClose}
    >
      <TextInput {...field('email')} label="Email" type="email" htmlInput={{ readOnly: true }} />
      <SelectInput<IssuerType>
        label="Issuer type"
        name="issuerType"
        value={values.issuerType as IssuerType}
        options={ISSUER_TYPE_LABELS}
        onChange={(issuerType) => setValue('issuerType', issuerType)}
        error={errors.issuerType}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...field('firstName')} label="First name" autoComplete="off" autoFocus />
        <TextInput {...field('lastName')} label="Last name" autoComplete="off" />
      </Stack>
      <TextInput
        {...companyField}
        label="Company name"
        autoComplete="off"
        required={isCompany}
        helperText={companyField.helperText ?? (isCompany ? 'Required for a company.' : 'Optional for a person.')}
      />
    </DialogForm>
  );
}
