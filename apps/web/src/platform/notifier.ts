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

export function setToasts(next: Toasts | null): void {
  toasts = next;
}

/**
 * Shows a list of server messages as toasts (spec, section 8): errors stay until closed,
 * successes and warnings go by themselves.
 */
export function showMessages(messages: readonly EnvelopeMessage[]): void {
  for (const message of messages) {
    if (message.tipo === 'ERRO') showError(message.texto);
    else if (message.tipo === 'ALERTA') toasts?.warning(message.texto);
    else toasts?.success(message.texto);
  }
}

export function showError(text: string): void {
  if (!toasts) return;
  errorCount += 1;
  const key = `error-${errorCount}`;
  openErrors.add(key);
  toasts.error(text, key, () => openErrors.delete(key));
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
  toasts?.success(text);
}

export function showWarning(text: string): void {
  toasts?.warning(text);
}
