import type { MessageEnvelope } from '@trade-terms/domain/errors';
import { type TApproveFirstAccess, ZApproveFirstAccessSchema } from '@trade-terms/domain/users';
import { httpClient } from '../../../platform/http-client';
import { useUserDecision } from './decision-mutation';

/** Approves a first access: the user is mailed a link to create the password (`aprovarPrimeiroAcesso`). */
export function approveFirstAccess(input: TApproveFirstAccess): Promise<MessageEnvelope> {
  return httpClient.post('/usuario/aprovarPrimeiroAcesso', ZApproveFirstAccessSchema.parse(input));
}

export function useApproveFirstAccess() {
  return useUserDecision(approveFirstAccess);
}
