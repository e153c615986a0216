import type { MessageEnvelope } from '@trade-terms/domain/errors';
import { type TReproveUserRequest, ZReproveUserRequestSchema } from '@trade-terms/domain/users';
import { httpClient } from '../../../platform/http-client';
import { useUserDecision } from './decision-mutation';

/** Reproves an edition request under validation (`reprovarSolicitacaoEmValidacao`). */
export function reproveEditionInValidation(input: TReproveUserRequest): Promise<MessageEnvelope> {
  return httpClient.post('/usuario/reprovarSolicitacaoEmValidacao', ZReproveUserRequestSchema.parse(input));
}

export function useReproveEditionInValidation() {
  return useUserDecision(reproveEditionInValidation);
}
