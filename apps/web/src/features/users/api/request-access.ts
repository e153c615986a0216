import { useMutation } from '@tanstack/react-query';
import type { TAccessRequest } from '@trade-terms/domain/access-requests';
import type { MessageEnvelope } from '@trade-terms/domain/errors';
import { httpClient } from '../../../platform/http-client';

/** The public first-access request; the form shows the outcome itself. */
export function requestAccess(request: TAccessRequest): Promise<MessageEnvelope> {
  return httpClient.post('/usuario/solicitarAcesso', request, { authorization: 'none', quiet: true });
}

export function useRequestAccess() {
  return useMutation({ mutationFn: requestAccess });
}
