import { fromWire } from '@trade-terms/domain/calls/wire-names';
import {
  type EnvelopeMessage,
  ZEnvelopeMessageSchema,
  ZMessageEnvelopeSchema,
} from '@trade-terms/domain/errors';

/** A call that failed: the HTTP status (0 when no answer came) and the server's messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: EnvelopeMessage[];
  /** The HTTP client has already told the user (a toast, the session's end): screens need not. */
  readonly shown: boolean;

  constructor(status: number, messages: EnvelopeMessage[], shown = false) {
    super(messages.find((message) => message.kind === 'ERRO')?.text ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.shown = shown;
  }
}

/**
 * The messages of an envelope, with the code's names. A proxy or a crashed server may answer
 * with anything else (an HTML page, plain text), which yields no message rather than a broken
 * one; a broken message among good ones is left out alone.
 */
export function readEnvelope(payload: unknown): EnvelopeMessage[] {
  if (payload === null || typeof payload !== 'object') return [];
  const { messages } = fromWire(ZMessageEnvelopeSchema, payload) as { messages?: unknown };
  if (!Array.isArray(messages)) return [];
  return messages.flatMap((message) => {
    const read = ZEnvelopeMessageSchema.safeParse(message);
    return read.success ? [read.data] : [];
  });
}

export type FailureFallbackKey = 'errors.connectionLost' | 'errors.internalServerError';

/**
 * What to tell the user about a failed call: the server's error texts (already in the user's
 * language), else a generic text of the catalogue (spec, section 8).
 */
export function failureTexts(error: unknown, translate: (key: FailureFallbackKey) => string): string[] {
  if (error instanceof ApiError) {
    const texts = error.messages.filter((message) => message.kind === 'ERRO').map((message) => message.text);
    if (texts.length > 0) return texts;
    if (error.status === 0) return [translate('errors.connectionLost')];
  }
  return [translate('errors.internalServerError')];
}

/** Whether a screen still has to tell the user of this failure (the HTTP client has not). */
export function needsTelling(error: unknown): boolean {
  return !(error instanceof ApiError && error.shown);
}
