// The approval policy form's rules (pure): the policy as the form edits it (text fields, one row per currency), and
// the body it sends, validated with the contract — or the message of each field that is wrong.
import {
  AmountSchema,
  CurrencyCodeSchema,
  UpdateApprovalPolicyBodySchema,
  type ApprovalPolicy,
  type UpdateApprovalPolicyBody,
} from '@blck/contract';
import { messageFor, validate, type FieldErrors } from '../../../lib/form';

export interface ThresholdRow {
  currency: string;
  amount: string;
}

export interface PolicyForm {
  enabled: boolean;
  /** Money actions: the threshold in a currency without its own (0 holds back every move). */
  defaultThreshold: string;
  thresholds: ThresholdRow[];
}

export const policyFormOf = (policy: ApprovalPolicy): PolicyForm => ({
  enabled: policy.enabled,
  defaultThreshold: policy.defaultThreshold ?? '',
  thresholds: Object.entries(policy.thresholds)
    .map(([currency, amount]) => ({ currency, amount }))
    .sort((a, b) => a.currency.localeCompare(b.currency)),
});

export type PolicyBodyResult = { ok: true; body: UpdateApprovalPolicyBody } | { ok: false; errors: FieldErrors };

export const DEFAULT_THRESHOLD_REQUIRED = 'Enter the default threshold: 0 holds back every move.';

/**
 * The body for `money` actions (enabled, default threshold, thresholds by currency) or others (enabled only).
 * Errors are keyed `defaultThreshold`, `thresholds.<row>.currency` and `thresholds.<row>.amount`; a currency given
 * twice is refused on its second row; an empty row is left out.
 */
export const policyBodyOf = (form: PolicyForm, money: boolean): PolicyBodyResult => {
  if (!money) return { ok: true, body: { enabled: form.enabled } };
  const errors: FieldErrors = {};
  const thresholds: Record<string, string> = {};
  form.thresholds.forEach((row, index) => {
    const currency = row.currency.trim().toUpperCase();
    const amount = row.amount.trim();
    if (currency === '' && amount === '') return;
    const badCurrency = messageFor(CurrencyCodeSchema, currency);
    const badAmount = messageFor(AmountSchema, amount);
    if (badCurrency) errors[`thresholds.${index}.currency`] = badCurrency;
    else if (currency in thresholds) errors[`thresholds.${index}.currency`] = `${currency} already has a threshold.`;
    if (badAmount) errors[`thresholds.${index}.amount`] = badAmount;
    if (!badCurrency && !badAmount) thresholds[currency] ??= amount;
  });
  const defaultThreshold = form.defaultThreshold.trim();
  if (defaultThreshold === '') errors.defaultThreshold = DEFAULT_THRESHOLD_REQUIRED;
  const body = validate(UpdateApprovalPolicyBodySchema, { enabled: form.enabled, defaultThreshold, thresholds });
  if (!body.ok) for (const [key, message] of Object.entries(body.errors)) errors[key] ??= message;
  if (!body.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: body.data };
};
