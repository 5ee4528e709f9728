// The first approval of a pending investor: every detail and each payment (amount, currency, payment type) as the
// platform handed them over, editable; checked with the contract's schema, then confirmed. The approval credits each
// payment through the ledger, so it carries one Idempotency-Key per user action.
import type { FormEvent } from 'react';
import {
  ReviewInvestorBodySchema,
  SUCCESS_MESSAGES,
  type Investor,
  type InvestorPayment,
  type IssuerType,
  type PaymentType,
  type ReviewInvestorBody,
} from '@blck/contract';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SelectInput } from '../../../components/ui/SelectInput';
import { BlckAmount } from '../../../components/ui/BlckAmount';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Detail, DetailList } from '../../../components/ui/DetailList';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { OutcomeUnknownNote } from '../../../components/ui/OutcomeUnknownNote';
import { SectionCard } from '../../../components/ui/SectionCard';
import { TextInput } from '../../../components/ui/TextInput';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { PageForm } from '../../../components/ui/PageForm';
import { ReasonDetail, ReasonField } from '../../../components/ui/ReasonField';
import { sumAmounts } from '../../../lib/amounts';
import { useForm, validateDeep } from '../../../lib/form';
import { useMoneyAction } from '../../../lib/money-action';
import { notifySuccess } from '../../../lib/toast';
import { useReviewInvestor, type ReviewInvestorResult } from '../api/review-investor';
import { INVESTOR_DETAIL_KEYS, InvestorFields, investorDetailsValues } from './InvestorFields';
import { INVESTOR_TYPE_LABELS, PAYMENT_TYPE_OPTIONS, investorLabel } from './investor-labels';

/** Form field names of payment `index`, the same dotted paths the schema reports errors at. */
const paymentField = (index: number, name: 'amount' | 'currency' | 'paymentType') => `paymentList.${index}.${name}`;

const initialValues = (investor: Investor, payments: readonly InvestorPayment[]): Record<string, string> => {
  const values: Record<string, string> = {
    ...investorDetailsValues(investor),
    investorType: investor.investorType,
    reason: '',
  };
  payments.forEach((payment, index) => {
    values[paymentField(index, 'amount')] = payment.amount;
    values[paymentField(index, 'currency')] = payment.currency;
    values[paymentField(index, 'paymentType')] = payment.paymentType;
  });
  return values;
};

const bodyInput = (investor: Investor, payments: readonly InvestorPayment[], values: Record<string, string>) => ({
  id: investor.id,
  ...Object.fromEntries(INVESTOR_DETAIL_KEYS.map((key) => [key, values[key] ?? ''])),
  investorType: values.investorType,
  paymentList: payments.map((payment, index) => ({
    id: payment.id,
    version: payment.version,
    amount: (values[paymentField(index, 'amount')] ?? '').trim(),
    currency: (values[paymentField(index, 'currency')] ?? '').trim().toUpperCase(),
    paymentType: values[paymentField(index, 'paymentType')],
  })),
  reason: values.reason ?? '',
});

export interface ReviewInvestorFormProps {
  investor: Investor;
  /** The payments as loaded: their ids and versions go with the review. */
  payments: readonly InvestorPayment[];
  onReviewed: (investor: Investor) => void;
}

export function ReviewInvestorForm({ investor, payments, onReviewed }: ReviewInvestorFormProps) {
  const { values, field, setValue, errors, setErrors, formRef } = useForm(initialValues(investor, payments));
  const review = useReviewInvestor();
  const action = useMoneyAction<{ body: ReviewInvestorBody }, ReviewInvestorResult>(review, (result) => {
    notifySuccess(SUCCESS_MESSAGES.investorReviewed);
    onReviewed(result.investor);
  });

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = validateDeep(ReviewInvestorBodySchema, bodyInput(investor, payments, values));
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    action.review({ body: body.data });
  };

  const select = <V extends string>(name: string, label: string, options: Readonly<Record<V, string>>) => (
    <SelectInput<V>
      label={label}
      name={name}
      value={(values[name] ?? '') as V}
      options={options}
      onChange={(value) => setValue(name, value)}
      error={errors[name]}
    />
  );

  const body = action.plan?.body;
  return (
    <>
      <PageForm label="Investor review" onSubmit={check} spacing={3} formRef={formRef}>
        <SectionCard title="Details">
          <Stack spacing={2.5}>
            <InvestorFields field={field} autoFocus />
            {select<IssuerType>('investorType', 'Investor type', INVESTOR_TYPE_LABELS)}
          </Stack>
        </SectionCard>
        <SectionCard
          title="Payments"
          description="Check each payment against what the investor paid: the approval credits every amount to the investor through the ledger."
        >
          {payments.length === 0 && <Typography color="text.secondary">This investor has no payments.</Typography>}
          <Stack spacing={2}>
            {payments.map((payment, index) => {
              const amount = field(paymentField(index, 'amount'));
              const currency = field(paymentField(index, 'currency'));
              const titleId = `review-payment-${index}`;
              return (
                <Box
                  key={payment.id}
                  role="group"
                  aria-labelledby={titleId}
                  data-payment-id={payment.id}
                  sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
                >
                  <Typography id={titleId} variant="subtitle2" sx={{ mb: 1.5 }}>
                    Payment {index + 1}
                  </Typography>
                  <Box
                    sx={{
                      display: 'grid',
                      gap: 2,
                      gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
                      alignItems: 'start',
                    }}
                  >
                    <TextInput
                      {...amount}
                      label="Amount"
                      autoComplete="off"
                      htmlInput={{ inputMode: 'decimal', spellCheck: false }}
                      endAdornment={<InputAdornment position="end">$BLCK</InputAdornment>}
                    />
                    <TextInput
                      {...currency}
                      onChange={(event) => setValue(currency.name, event.target.value.toUpperCase())}
                      label="Paid in"
                      helperText={currency.helperText ?? 'The currency the investor paid; the amount is in $BLCK.'}
                      autoComplete="off"
                      htmlInput={{ maxLength: 10, spellCheck: false, autoCapitalize: 'characters' }}
                    />
                    {select<PaymentType>(paymentField(index, 'paymentType'), 'Payment type', PAYMENT_TYPE_OPTIONS)}
                  </Box>
                </Box>
              );
            })}
          </Stack>
          {errors.paymentList && (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 2 }}>
              {errors.paymentList}
            </Typography>
          )}
        </SectionCard>
        <ReasonField value={values.reason ?? ''} onChange={(next) => setValue('reason', next)} error={errors.reason} />
        <SubmitButton size="large">Approve investor</SubmitButton>
      </PageForm>
      <ConfirmDialog
        open={action.dialog.open}
        title="Confirm review"
        confirmLabel="Approve"
        busy={action.dialog.busy}
        onConfirm={action.dialog.onConfirm}
        onClose={action.dialog.onClose}
      >
        {body && (
          <Stack spacing={2}>
            <span>
              {investorLabel(body)} becomes active, and each payment below is credited to it through the ledger.
            </span>
            <DetailList labelWidth={140} dense>
              <Detail label="Investor">{body.investorName}</Detail>
              <Detail label="Contact email">{body.contactEmail}</Detail>
              <Detail label="Payments">{body.paymentList.length}</Detail>
              <Detail label="Total credited">
                <Box component="span" data-testid="review-total">
                  <BlckAmount value={sumAmounts(body.paymentList.map((payment) => payment.amount))} strong />
                </Box>
              </Detail>
              <ReasonDetail reason={body.reason} />
            </DetailList>
            <ErrorAlert error={review.error} />
            <OutcomeUnknownNote error={review.error} action="review" />
          </Stack>
        )}
      </ConfirmDialog>
    </>
  );
}
