import type { MessageEnvelope } from '@trade-terms/domain/errors';
import { type TReproveUserRequest, ZReproveUserRequestSchema } from '@trade-terms/domain/users';
import { httpClient } from '../../../platform/http-client';
import { useUserDecision } from './decision-mutation';

/** Reproves an edition request before it is configured (`reprovarSolicitacaoEdicao`). */
export function reproveEditionRequest(input: TReproveUserRequest): Promise<MessageEnvelope> {
  return httpClient.post('/usuario/reprovarSolicitacaoEdicao', ZReproveUserRequestSchema.parse(input));
}

export function useReproveEditionRequest() {
  return useUserDecision(reproveEditionRequest);
}
