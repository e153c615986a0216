import { useMutation } from '@tanstack/react-query';
import { type TTokenResponse, ZTokenResponseSchema } from '@trade-terms/domain/session';
import { apiRequest } from '../../../platform/http-client';
import { oauthClientCredentials } from '../../../platform/oauth-client';

export interface TokenRequest {
  username: string;
  password: string;
}

/** The OAuth2 password grant; the server answers refused credentials with 401 in the envelope. */
export async function requestToken({ username, password }: TokenRequest): Promise<TTokenResponse> {
  // The sign-in form shows its own failures beside the fields.
  const payload = await apiRequest<unknown>('/oauth/token', {
    method: 'POST',
    form: { grant_type: 'password', username, password },
    authorization: { basic: oauthClientCredentials() },
    quiet: true,
  });
  return ZTokenResponseSchema.parse(payload);
}

export function useRequestToken() {
  return useMutation({ mutationFn: requestToken });
}
