import type { MessageEnvelope } from '@trade-terms/domain/errors';
import { type TReproveUserRequest, ZReproveUserRequestSchema } from '@trade-terms/domain/users';
import { httpClient } from '../../../platform/http-client';
import { useUserDecision } from './decision-mutation';

/** Reproves a first access with a justification (`reprovarPrimeiroAcesso`). */
export function reproveFirstAccess(input: TReproveUserRequest): Promise<MessageEnvelope> {
  return httpClient.post('/usuario/reprovarPrimeiroAcesso', ZReproveUserRequestSchema.parse(input));
}

export function useReproveFirstAccess() {
  return useUserDecision(reproveFirstAccess);
}
