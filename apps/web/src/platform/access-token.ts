import { type TAccessTokenClaims, ZAccessTokenClaimsSchema } from '@trade-terms/domain/session';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  // Names carry accents: the payload is UTF-8, which atob alone would garble.
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of an access token, or null when it cannot be read. The signature is the server's
 * business: the client only needs the claims to show the user and to know when the token ends.
 */
export function decodeAccessToken(token: string): TAccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = ZAccessTokenClaimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(claims: Pick<TAccessTokenClaims, 'exp'>, nowMs: number): boolean {
  return claims.exp * 1000 <= nowMs;
}

/**
 * `expired` covers both the flag left by a refused call and a token whose time has passed: in
 * either case the user is told the session ended (spec, section 4: Session).
 */
export type SessionStatus = 'signed-in' | 'signed-out' | 'expired';

export function sessionStatus(state: {
  token: string | null;
  expiredFlag: boolean;
  nowMs: number;
}): SessionStatus {
  if (state.expiredFlag) return 'expired';
  if (!state.token) return 'signed-out';
  const claims = decodeAccessToken(state.token);
  if (!claims) return 'signed-out';
  return isTokenExpired(claims, state.nowMs) ? 'expired' : 'signed-in';
}
