// What an issuer manager may do with one issuer: change its type and payment type, finish its KYC, generate its
// custom token; an action that does not apply yet is disabled with the reason as its tooltip.
import { useState } from 'react';
import type { Issuer, IssuerType, PaymentType } from '@blck/contract';
import { ActionButtons } from '../../../components/ui/ActionButtons';
import { notifySuccess } from '../../../lib/toast';
import { useSetIssuerPaymentType } from '../api/set-issuer-payment-type';
import { useSetIssuerType } from '../api/set-issuer-type';
import { ChoiceDialog } from './ChoiceDialog';
import { CustomTokenDialog, type CurrencyChoices } from './CustomTokenDialog';
import { FinishKycDialog } from './FinishKycDialog';
import { ISSUER_TYPE_LABELS, PAYMENT_TYPE_LABELS, issuerDisplayName } from './issuer-labels';

/** Toasts for the changes SPEC §8 gives no wording for. */
export const ISSUER_MESSAGES = {
  typeChanged: 'Issuer type updated',
  paymentTypeChanged: 'Payment type updated',
} as const;

export const ISSUER_ACTION_REASONS = {
  kycDone: 'KYC of this issuer is already complete.',
  tokenNeedsKyc: 'Finish KYC first: a custom token is generated only for an issuer whose KYC is complete.',
  tokenExists: 'This issuer already has a custom token.',
  noWallet: 'This issuer has no wallet yet.',
} as const;

type OpenDialog = 'type' | 'paymentType' | 'kyc' | 'token' | null;

interface Action {
  key: Exclude<OpenDialog, null>;
  label: string;
  disabledReason?: string;
  primary?: boolean;
}

export interface IssuerActionsProps {
  issuer: Issuer;
  /** The currencies the token dialog offers (see CustomTokenDialog). */
  currencies: CurrencyChoices;
}

export function IssuerActions({ issuer, currencies }: IssuerActionsProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const setType = useSetIssuerType();
  const setPaymentType = useSetIssuerPaymentType();
  const close = () => setDialog(null);
  const name = issuerDisplayName(issuer);
  const kycDone = issuer.kycStatus === 'completed';

  const open = (next: Exclude<OpenDialog, null>) => {
    setType.reset();
    setPaymentType.reset();
    setDialog(next);
  };

  const actions: Action[] = [
    { key: 'type', label: 'Change issuer type' },
    {
      key: 'paymentType',
      label: 'Change payment type',
      disabledReason: issuer.wallet ? undefined : ISSUER_ACTION_REASONS.noWallet,
    },
    {
      key: 'kyc',
      label: 'Finish KYC',
      disabledReason: kycDone ? ISSUER_ACTION_REASONS.kycDone : undefined,
      primary: !kycDone,
    },
    {
      key: 'token',
      label: 'Generate custom token',
      disabledReason: !kycDone
        ? ISSUER_ACTION_REASONS.tokenNeedsKyc
        : issuer.customToken
          ? ISSUER_ACTION_REASONS.tokenExists
          : issuer.wallet
            ? undefined
            : ISSUER_ACTION_REASONS.noWallet,
      primary: kycDone && !issuer.customToken,
    },
  ];

  return (
    <>
      <ActionButtons
        actions={actions.map((action) => ({
          key: action.key,
          label: action.label,
          onClick: () => open(action.key),
          disabledReason: action.disabledReason,
          variant: action.primary ? 'contained' : 'outlined',
        }))}
      />
      <ChoiceDialog<IssuerType>
        open={dialog === 'type'}
        title="Change issuer type"
        description={`Is ${name} an individual or a company?`}
        label="Issuer type"
        name="issuerType"
        options={ISSUER_TYPE_LABELS}
        current={issuer.issuerType}
        busy={setType.isPending}
        error={setType.error}
        onSave={(issuerType) =>
          setType.mutate(
            { id: issuer.id, issuerType },
            {
              onSuccess: () => {
                notifySuccess(ISSUER_MESSAGES.typeChanged);
                close();
              },
            },
          )
        }
        onClose={close}
      />
      <ChoiceDialog<PaymentType>
        open={dialog === 'paymentType'}
        title="Change payment type"
        description={`How is ${name} paid? The change applies to the issuer of wallet ${issuer.wallet ?? ''}.`}
        label="Payment type"
        name="paymentType"
        options={PAYMENT_TYPE_LABELS}
        current={issuer.paymentType}
        busy={setPaymentType.isPending}
        error={setPaymentType.error}
        onSave={(paymentType) => {
          if (!issuer.wallet) return;
          setPaymentType.mutate(
            { wallet: issuer.wallet, paymentType },
            {
              onSuccess: () => {
                notifySuccess(ISSUER_MESSAGES.paymentTypeChanged);
                close();
              },
            },
          );
        }}
        onClose={close}
      />
      <FinishKycDialog issuer={issuer} open={dialog === 'kyc'} onClose={close} />
      <CustomTokenDialog issuer={issuer} currencies={currencies} open={dialog === 'token'} onClose={close} />
    </>
  );
}
