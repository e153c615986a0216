import type { EnvelopeMessage } from '@trade-terms/domain/errors';

/** The toast functions of the component library, handed over by the app once it renders. */
export interface Toasts {
  error(text: string): void;
  success(text: string): void;
  warning(text: string): void;
}

let toasts: Toasts | null = null;
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
    if (message.tipo === 'ERRO') toast((shown) => shown.error(message.texto));
    else if (message.tipo === 'ALERTA') toast((shown) => shown.warning(message.texto));
    else toast((shown) => shown.success(message.texto));
  }
}

export function showError(text: string): void {
  toast((shown) => shown.error(text));
}

export function showSuccess(text: string): void {
  toast((shown) => shown.success(text));
}

export function showWarning(text: string): void {
  toast((shown) => shown.warning(text));
}
