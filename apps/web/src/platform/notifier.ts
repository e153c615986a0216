import type { EnvelopeMessage } from '@trade-terms/domain/errors';

/** The toast functions of the component library, handed over by the app once it renders. */
export interface Toasts {
  error(text: string): void;
  success(text: string): void;
  warning(text: string): void;
}

let toasts: Toasts | null = null;

export function setToasts(next: Toasts | null): void {
  toasts = next;
}

/**
 * Shows a list of server messages as toasts (spec, section 8): errors stay until closed,
 * successes and warnings go by themselves.
 */
export function showMessages(messages: readonly EnvelopeMessage[]): void {
  for (const message of messages) {
    if (message.tipo === 'ERRO') toasts?.error(message.texto);
    else if (message.tipo === 'ALERTA') toasts?.warning(message.texto);
    else toasts?.success(message.texto);
  }
}

export function showError(text: string): void {
  toasts?.error(text);
}

export function showSuccess(text: string): void {
  toasts?.success(text);
}

export function showWarning(text: string): void {
  toasts?.warning(text);
}
