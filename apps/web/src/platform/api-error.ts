import type { EnvelopeMessage, MessageType } from '@trade-terms/domain/errors';

const MESSAGE_TYPES: readonly MessageType[] = ['ERRO', 'SUCESSO', 'ALERTA'];

/** A call that failed: the HTTP status (0 when no answer came) and the server's messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly mensagens: EnvelopeMessage[];
  /** The HTTP client has already told the user (a toast, the session's end): screens need not. */
  readonly shown: boolean;

  constructor(status: number, mensagens: EnvelopeMessage[], shown = false) {
    super(mensagens.find((message) => message.tipo === 'ERRO')?.texto ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.mensagens = mensagens;
    this.shown = shown;
  }
}

function isEnvelopeMessage(value: unknown): value is EnvelopeMessage {
  if (value === null || typeof value !== 'object') return false;
  const { tipo, texto, codigo } = value as Record<string, unknown>;
  return (
    MESSAGE_TYPES.includes(tipo as MessageType) &&
    typeof texto === 'string' &&
    (codigo === undefined || typeof codigo === 'string')
  );
}

/**
 * The messages of an error envelope. A proxy or a crashed server may answer with anything
 * else (an HTML page, plain text), which yields no message rather than a broken one.
 */
export function readEnvelope(payload: unknown): EnvelopeMessage[] {
  if (payload === null || typeof payload !== 'object') return [];
  const { mensagens } = payload as { mensagens?: unknown };
  return Array.isArray(mensagens) ? mensagens.filter(isEnvelopeMessage) : [];
}

export type FailureFallbackKey = 'errors.connectionLost' | 'errors.internalServerError';

/**
 * What to tell the user about a failed call: the server's error texts (already in the user's
 * language), else a generic text of the catalogue (spec, section 8).
 */
export function failureTexts(error: unknown, translate: (key: FailureFallbackKey) => string): string[] {
  if (error instanceof ApiError) {
    const texts = error.mensagens
      .filter((message) => message.tipo === 'ERRO')
      .map((message) => message.texto);
    if (texts.length > 0) return texts;
    if (error.status === 0) return [translate('errors.connectionLost')];
  }
  return [translate('errors.internalServerError')];
}

/** Whether a screen still has to tell the user of this failure (the HTTP client has not). */
export function needsTelling(error: unknown): boolean {
  return !(error instanceof ApiError && error.shown);
}
