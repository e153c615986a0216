import type { MessageEnvelope } from '@trade-terms/domain/errors';
import { type TApproveUserEdition, ZApproveUserEditionSchema } from '@trade-terms/domain/users';
import { httpClient } from '../../../platform/http-client';
import { useUserDecision } from './decision-mutation';

/** Approves an edition request under validation: the change is applied (`aprovarSolicitacaoEdicao`). */
export function approveUserEdition(input: TApproveUserEdition): Promise<MessageEnvelope> {
  return httpClient.post('/usuario/aprovarSolicitacaoEdicao', ZApproveUserEditionSchema.parse(input));
}

export function useApproveUserEdition() {
  return useUserDecision(approveUserEdition);
}
