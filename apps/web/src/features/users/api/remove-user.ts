import type { MessageEnvelope } from '@trade-terms/domain/errors';
import { ZRecordIdSchema } from '@trade-terms/domain/records';
import { httpClient } from '../../../platform/http-client';
import { useUserDecision } from './decision-mutation';

/** Deactivates a user (`removerUsuario`): they can no longer sign in. */
export function removeUser(input: { id: number }): Promise<MessageEnvelope> {
  return httpClient.post('/usuario/removerUsuario', ZRecordIdSchema.parse(input));
}

export function useRemoveUser() {
  return useUserDecision(removeUser);
}
