// How custom authenticator values (the API's custom validators) read on screen.
import type { CustomValidator } from '@blck/contract';
import { formatDateTime } from '../../../lib/dates';

export type CustomValidatorStatus = CustomValidator['status'];

export const CUSTOM_VALIDATOR_STATUS_LABELS: Readonly<Record<CustomValidatorStatus, string>> = {
  awaiting_pairing: 'Awaiting pairing',
  paired: 'Paired',
  removed: 'Removed',
};

/** A custom authenticator named for people: its validator node's name once paired, else when it was generated. */
export const customValidatorLabel = (validator: Pick<CustomValidator, 'nodeName' | 'createdAt'>): string =>
  validator.nodeName?.trim() || `the authenticator generated ${formatDateTime(validator.createdAt)}`;
