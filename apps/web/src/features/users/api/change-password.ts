import { useMutation } from '@tanstack/react-query';
import type { TChangePassword } from '@trade-terms/domain/access-requests';
import type { MessageEnvelope } from '@trade-terms/domain/errors';
import { httpClient } from '../../../platform/http-client';

/**
 * The fields carry the passwords themselves over TLS; the server checks the old one and holds
 * the new one to the policy (docs/architecture.md says why not a client-side hash).
 */
export function changePassword(request: TChangePassword): Promise<MessageEnvelope> {
  return httpClient.post('/usuario/alterarSenha', request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
