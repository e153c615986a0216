import type { MessageEnvelope } from '@trade-terms/domain/errors';
import { type TConfigureUserEdition, ZConfigureUserEditionSchema } from '@trade-terms/domain/users';
import { httpClient } from '../../../platform/http-client';
import { useUserDecision } from './decision-mutation';

/** Sets the new data of an edition request and sends it to validation (`configuracaoEdicaoUsuario`). */
export function configureUserEdition(input: TConfigureUserEdition): Promise<MessageEnvelope> {
  return httpClient.post('/usuario/configuracaoEdicaoUsuario', ZConfigureUserEditionSchema.parse(input));
}

export function useConfigureUserEdition() {
  return useUserDecision(configureUserEdition);
}
