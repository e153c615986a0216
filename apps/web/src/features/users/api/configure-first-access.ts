import type { MessageEnvelope } from '@trade-terms/domain/errors';
import { type TConfigureFirstAccess, ZConfigureFirstAccessSchema } from '@trade-terms/domain/users';
import { httpClient } from '../../../platform/http-client';
import { useUserDecision } from './decision-mutation';

/** Sets the profile of a first-access user and sends the request to approval (`configurarPermissoesPrimeiroAcesso`). */
export function configureFirstAccess(input: TConfigureFirstAccess): Promise<MessageEnvelope> {
  return httpClient.post(
    '/usuario/configurarPermissoesPrimeiroAcesso',
    ZConfigureFirstAccessSchema.parse(input),
  );
}

export function useConfigureFirstAccess() {
  return useUserDecision(configureFirstAccess);
}
