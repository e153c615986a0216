import { useMutation } from '@tanstack/react-query';
import type { TCompletePasswordReset, TForgotPassword } from '@trade-terms/domain/access-requests';
import type { MessageEnvelope } from '@trade-terms/domain/errors';
import { httpClient } from '../../../platform/http-client';

/** Forgot password: the server answers the same neutral message whatever was entered. */
export function requestPasswordReset(request: TForgotPassword): Promise<MessageEnvelope> {
  return httpClient.post('/autenticacao/resetarSenha', request, { authorization: 'none', quiet: true });
}

export function completePasswordReset(request: TCompletePasswordReset): Promise<MessageEnvelope> {
  return httpClient.post('/autenticacao/redefinirSenha', request, { authorization: 'none', quiet: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
