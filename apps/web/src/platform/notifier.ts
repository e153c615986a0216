import type { EnvelopeMessage } from '@trade-terms/domain/errors';

/** The toast functions of the component library, handed over by the app once it renders. */
export interface Toasts {
  /** An error toast under its own key, so it can be closed when the session ends. */
  error(text: string, key: string, onClose: () => void): void;
  success(text: string): void;
  warning(text: string): void;
  close(key: string): void;
}

let toasts: Toasts | null = null;
let errorCount = 0;
const openErrors = new Set<string>();
const pending: ((shown: Toasts) => void)[] = [];
let loadToasts: (() => void) | null = null;

/**
 * The component library's toasts are loaded with the screens after sign-in; a toast raised
 * before they are there (on a page without a session, or while they load) asks for them and
 * waits.
 */
export function setToastLoader(load: () => void): void {
  loadToasts = load;
}

export function setToasts(next: Toasts | null): void {
  toasts = next;
  if (next) for (const show of pending.splice(0)) show(next);
}

function toast(show: (shown: Toasts) => void): void {
  if (toasts) {
    show(toasts);
    return;
  }
  pending.push(show);
  loadToasts?.();
}

/**
 * Shows a list of server messages as toasts (spec, section 8): errors stay until closed,
 * successes and warnings go by themselves.
 */
export function showMessages(messages: readonly EnvelopeMessage[]): void {
  for (const message of messages) {
    if (message.kind === 'ERRO') showError(message.text);
    else if (message.kind === 'ALERTA') showWarning(message.text);
    else showSuccess(message.text);
  }
}

export function showError(text: string): void {
  errorCount += 1;
  const key = `error-${errorCount}`;
  openErrors.add(key);
  // One still waiting for the toasts to load is dropped if its session ends first.
  toast((shown) => openErrors.has(key) && shown.error(text, key, () => openErrors.delete(key)));
}

/**
 * Error toasts stay until closed (spec, section 8), but not past the session they belong to:
 * a logout or an expiry closes them, so the login page does not open with the last user's errors.
 */
export function closeErrorToasts(): void {
  for (const key of openErrors) toasts?.close(key);
  openErrors.clear();
}

export function showSuccess(text: string): void {
  toast((shown) => shown.success(text));
}

export function showWarning(text: string): void {
  toast((shown) => shown.warning(text));
}
