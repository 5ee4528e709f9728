// Toast helpers with the durations of SPEC §9, so no screen calls react-hot-toast with its own timings.
// react-hot-toast loads with the first toast (a page that never shows one, like the sign-in page as first opened,
// never loads it); AppToaster mounts the toast area then.
import type { ReactElement } from 'react';
import { TOAST_DURATION_MS } from '@blck/contract';
import type toastFunction from 'react-hot-toast';
import { errorMessage } from './api-error';
import { isAwaitingApproval } from './awaiting-approval';

type Toast = typeof toastFunction;
interface ToastModule {
  default: Toast;
}

let toastModule: Promise<ToastModule> | null = null;
const loadListeners = new Set<() => void>();

const withToast = (show: (toast: Toast) => void): void => {
  if (!toastModule) {
    toastModule = import('react-hot-toast');
    for (const listener of loadListeners) listener();
  }
  void toastModule.then(({ default: toast }) => show(toast));
};

/** For AppToaster: whether any toast was asked for yet, and a way to hear when the first one is. */
export const toastsRequested = (): boolean => toastModule !== null;
export const onToastsRequested = (listener: () => void): (() => void) => {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
};

export const notifySuccess = (message: string): void =>
  withToast((toast) => toast.success(message, { duration: TOAST_DURATION_MS }));

/** Toasts a failure; a call held back for approval did not fail and is announced once elsewhere (lib/mutation). */
export const notifyError = (failure: unknown): void => {
  if (isAwaitingApproval(failure)) return;
  const message = errorMessage(failure);
  withToast((toast) => toast.error(message, { duration: TOAST_DURATION_MS }));
};

export const notifyInfo = (message: string): void =>
  withToast((toast) => toast(message, { duration: TOAST_DURATION_MS }));

/**
 * A notice that carries an action (a link), so it stays until dismissed rather than vanish after 4 s; `render` gets the
 * function that dismisses it. One `id` is shown once however often it is raised.
 */
export const notifyUntilDismissed = (id: string, render: (dismiss: () => void) => ReactElement): void =>
  withToast((toast) => toast((shown) => render(() => toast.dismiss(shown.id)), { id, duration: Infinity }));

/** Clears toasts that no longer apply, e.g. earlier failures once sign-in succeeds. */
export const dismissToasts = (): void => {
  void toastModule?.then(({ default: toast }) => toast.dismiss());
};

const NOTICE_AFTER_RELOAD_KEY = 'blck:notice-after-reload';

/** Keeps a message for the next page load, for a notice given right before `location.replace`. */
export const notifyAfterReload = (message: string): void => {
  try {
    sessionStorage.setItem(NOTICE_AFTER_RELOAD_KEY, message);
  } catch {
    // Storage refused (private mode, quota): the message is shown only before the reload.
  }
};

/** Shows (once) the message the previous page kept with notifyAfterReload. */
export const showNoticeFromLastPage = (): void => {
  try {
    const message = sessionStorage.getItem(NOTICE_AFTER_RELOAD_KEY);
    if (!message) return;
    sessionStorage.removeItem(NOTICE_AFTER_RELOAD_KEY);
    notifyInfo(message);
  } catch {
    // Storage unavailable: nothing was kept.
  }
};
