import { useMutation } from '@tanstack/react-query';
import type { TEditRequest } from '@trade-terms/domain/access-requests';
import type { MessageEnvelope } from '@trade-terms/domain/errors';
import { httpClient } from '../../../platform/http-client';

export function requestUserEdition(request: TEditRequest): Promise<MessageEnvelope> {
  return httpClient.post('/usuario/solicitacaoEdicaoUsuario', request);
}

export function useRequestUserEdition() {
  return useMutation({ mutationFn: requestUserEdition });
}
