import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
// The token call from its own file, not through `authCalls`: the other session calls' schemas
// would bring zod itself to the sign-in page.
import { tokenCall } from '@trade-terms/domain/calls/token-call';
import { callApi } from '../../../platform/call-api';
import { oauthClientCredentials } from '../../../platform/oauth-client';

/** What the sign-in form asks for; the grant type is always the password one. */
export type TokenRequest = Omit<CallInput<typeof tokenCall>, 'grant_type'>;

/** The OAuth2 password grant; the server answers refused credentials with 401 in the envelope. */
function requestToken({ username, password }: TokenRequest) {
  // The sign-in form shows its own failures beside the fields.
  return callApi(
    tokenCall,
    { grant_type: 'password', username, password },
    { authorization: { basic: oauthClientCredentials() }, quiet: true },
  );
}

export function useRequestToken() {
  return useMutation({ mutationFn: requestToken });
}
