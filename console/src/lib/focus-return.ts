// Focus goes back where the user was after every dialog and every action. MUI's focus trap gives it back to the element
// focused before the dialog took focus (its first focus event's relatedTarget), but only if that element is still on
// the page: a row action whose button was replaced by the answer, a row that left the list, a form replaced by its
// receipt or left for another page, or a button that an action removed leave focus on <body>, and the next Tab starts
// at the top of the page. So every dialog (wired once in the theme) remembers where it was opened from, and when focus
// is lost (a dialog closed without giving it back, or the focused element was removed) it goes to the trigger if it is
// still shown, else to the control now in its place (the same position in the nearest container still shown), else
// to the page's main region.

/** Dialogs, menus and other popovers: focus inside them is not where focus returns to. */
const OVERLAY = '.MuiModal-root';
const DIALOG_CONTAINER = '.MuiDialog-container';
const MAIN = 'main';
const FOCUSABLE = [
  'button:not([disabled])',
  'a[href]',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

interface Origin {
  trigger: HTMLElement;
  /** The page it was on: on another page, focus starts at the new page's main region. */
  path: string;
  /** The trigger's containers, nearest first, up to <main>; with the trigger's position among their controls when known. */
  places: { container: Element; index?: number }[];
}

let lastFocused: HTMLElement | null = null;
let lastContainers: HTMLElement[] = [];
let lastPath = '';
/** Where each open dialog (its transition's element) was opened from. */
const origins = new WeakMap<Element, Origin>();

const isShown = (element: HTMLElement) => element.getClientRects().length > 0;

const controlsIn = (container: Element): HTMLElement[] =>
  Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest(OVERLAY));

const containersOf = (element: HTMLElement): HTMLElement[] => {
  const containers: HTMLElement[] = [];
  for (let container = element.parentElement; container && !container.matches(`${MAIN}, body`);) {
    containers.push(container);
    container = container.parentElement;
  }
  return containers;
};

/** Where `trigger` is, with its position in each container (one look-up of the controls, when a dialog opens). */
const originOf = (trigger: HTMLElement, containers: HTMLElement[], path: string): Origin => {
  const controls = containers.length > 0 ? controlsIn(containers[containers.length - 1]!) : [];
  return {
    trigger,
    path,
    places: containers.map((container) => ({
      container,
      index: Math.max(0, controls.filter((control) => container.contains(control)).indexOf(trigger)),
    })),
  };
};

const giveFocusBack = ({ trigger, path, places }: Origin): void => {
  if (path !== window.location.pathname) {
    document.querySelector<HTMLElement>(MAIN)?.focus();
    return;
  }
  if (trigger.isConnected && isShown(trigger) && trigger.matches(FOCUSABLE)) {
    trigger.focus();
    return;
  }
  for (const { container, index = 0 } of places) {
    if (!container.isConnected) continue;
    const controls = controlsIn(container);
    const replacement = controls.slice(Math.min(index, controls.length - 1)).find(isShown) ?? controls.find(isShown);
    if (replacement) {
      replacement.focus();
      return;
    }
  }
  document.querySelector<HTMLElement>(MAIN)?.focus();
};

const focusIsLost = () => !document.activeElement || document.activeElement === document.body;

const onFocusIn = (event: FocusEvent) => {
  const target = event.target;
  if (!(target instanceof HTMLElement) || target === document.body || target.closest(OVERLAY)) return;
  // Focused again (a dialog gave focus back after its action navigated), an element keeps the page it was on.
  if (target !== lastFocused) lastPath = window.location.pathname;
  lastFocused = target;
  lastContainers = containersOf(target);
};

/** A button busy with its action (disabled while loading) loses focus; it gets it back when enabled, if still lost. */
const refocusWhenEnabled = (element: HTMLElement): void => {
  const observer = new MutationObserver(() => {
    if (element.isConnected && element.matches(':disabled')) return;
    observer.disconnect();
    if (element.isConnected && focusIsLost()) element.focus();
  });
  observer.observe(element, { attributes: true, attributeFilter: ['disabled'] });
};

// The focused element was disabled or removed (Chromium fires focusout then): once the change is done, if nothing
// took focus, put it back. Inside a dialog still open, its focus trap does that; a dialog removed while open returns
// to its origin.
const onFocusOut = (event: FocusEvent) => {
  const target = event.target;
  if (!(target instanceof HTMLElement) || (event.relatedTarget !== null && !target.matches(':disabled'))) return;
  const container = target.closest(DIALOG_CONTAINER);
  const origin = container
    ? origins.get(container)
    : target === lastFocused
      ? { trigger: target, path: lastPath, places: lastContainers.map((each) => ({ container: each })) }
      : undefined;
  queueMicrotask(() => {
    if (!focusIsLost()) return;
    if (target.isConnected) {
      if (!target.closest(OVERLAY) && target.matches(':disabled')) refocusWhenEnabled(target);
      return;
    }
    if (!origin || container?.isConnected) return;
    if (container) origins.delete(container);
    giveFocusBack(origin);
  });
};

/** Starts following focus; once, before the app renders. */
export const trackFocus = (): void => {
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
};

/** The dialog `node` (its transition's element) opens: remember the element focused before it. */
export const rememberDialogOrigin = (node: HTMLElement): void => {
  if (lastFocused?.isConnected) origins.set(node, originOf(lastFocused, containersOf(lastFocused), lastPath));
};

/** The dialog `node` has closed: when focus was lost with it, give it back to the trigger or the control in its place. */
export const returnDialogFocus = (node: HTMLElement): void => {
  const origin = origins.get(node);
  origins.delete(node);
  const active = document.activeElement;
  // Focus already is somewhere outside the closing dialog: MUI gave it back, or the action moved it on purpose.
  if (!origin || (active && active !== document.body && !(node.closest(OVERLAY) ?? node).contains(active))) return;
  giveFocusBack(origin);
};
