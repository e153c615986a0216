import type { MessageEnvelope, MessageType } from '@trade-terms/domain/errors';
import type { MessageParams } from '@trade-terms/domain/i18n';
import { translate } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './error-envelope';

export interface OutcomeMessage {
  kind: MessageType;
  key: MessageKey;
  params?: MessageParams;
}

/** Calls that change something without a record to return answer messages (spec §8), translated. */
export function messagesEnvelope(
  request: FastifyRequest,
  messages: readonly OutcomeMessage[],
): MessageEnvelope {
  const language = requestLanguage(request);
  return {
    messages: messages.map((message) => ({
      kind: message.kind,
      code: message.key,
      text: translate(language, message.key, message.params),
    })),
  };
}

export function successEnvelope(
  request: FastifyRequest,
  key: MessageKey,
  params?: MessageParams,
): MessageEnvelope {
  return messagesEnvelope(request, [{ kind: 'SUCESSO', key, ...(params ? { params } : {}) }]);
}
