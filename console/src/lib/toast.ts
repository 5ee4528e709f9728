// Toast helpers with the durations of SPEC §9, so no screen calls react-hot-toast with its own timings.
import { TOAST_DURATION_MS } from '@blck/contract';
import toast from 'react-hot-toast';
import { errorMessage } from './api-error';

export const notifySuccess = (message: string): string => toast.success(message, { duration: TOAST_DURATION_MS });

export const notifyError = (failure: unknown): string =>
  toast.error(errorMessage(failure), { duration: TOAST_DURATION_MS });

export const notifyInfo = (message: string): string => toast(message, { duration: TOAST_DURATION_MS });

/** Clears toasts that no longer apply, e.g. earlier failures once sign-in succeeds. */
export const dismissToasts = (): void => toast.dismiss();
