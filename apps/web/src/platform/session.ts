import { SESSION_KEYS, type TAccessTokenClaims } from '@trade-terms/domain/session';
import { decodeAccessToken, type SessionStatus, sessionStatus } from './access-token';
import { closeErrorToasts } from './notifier';

// The token outlives the tab (local storage); what describes this visit stays in session
// storage (spec, section 3: Session data).

export function readAccessToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.accessToken);
}

export function isSessionExpiredFlagSet(): boolean {
  return sessionStorage.getItem(SESSION_KEYS.expiredToken) === 'true';
}

export function currentSessionStatus(): SessionStatus {
  return sessionStatus({
    token: readAccessToken(),
    expiredFlag: isSessionExpiredFlagSet(),
    nowMs: Date.now(),
  });
}

export function isSignedIn(): boolean {
  return currentSessionStatus() === 'signed-in';
}

export function signedInUser(): TAccessTokenClaims | null {
  const token = readAccessToken();
  return token ? decodeAccessToken(token) : null;
}

/** Keeps a fresh token and the visit's data; a previous expiry is forgotten. */
export function startSession(accessToken: string): TAccessTokenClaims {
  const claims = decodeAccessToken(accessToken);
  if (!claims) throw new Error('The access token issued by the server has unreadable claims');
  localStorage.setItem(SESSION_KEYS.accessToken, accessToken);
  sessionStorage.removeItem(SESSION_KEYS.expiredToken);
  // What the visit knew of another user (their NPS answer) is not this user's.
  if (sessionStorage.getItem(SESSION_KEYS.userId) !== String(claims.id))
    sessionStorage.removeItem(SESSION_KEYS.answeredNps);
  sessionStorage.setItem(SESSION_KEYS.userName, claims.name);
  sessionStorage.setItem(SESSION_KEYS.userId, String(claims.id));
  return claims;
}

export function endSession(): void {
  localStorage.removeItem(SESSION_KEYS.accessToken);
  sessionStorage.clear();
  closeErrorToasts();
}

/** Ends the session and leaves the flag that makes /login warn that it expired. */
export function expireSession(): void {
  endSession();
  sessionStorage.setItem(SESSION_KEYS.expiredToken, 'true');
}

/** Whether the signed-in user's token grants a role (spec, section 6: roles are read from the token). */
export function hasRole(role: string): boolean {
  return signedInUser()?.authorities.includes(role) ?? false;
}

/** Whether this visit's session belongs to the user (its user id is in session storage). */
const sessionOf = (userId: number) => sessionStorage.getItem(SESSION_KEYS.userId) === String(userId);

/** Whether this visit already knows the user answered the NPS survey (spec, section 3). */
export function readAnsweredNps(userId: number): boolean | null {
  const stored = sessionOf(userId) ? sessionStorage.getItem(SESSION_KEYS.answeredNps) : null;
  return stored === null ? null : stored === 'true';
}

/**
 * Remembers the user's answer for the visit, only while the session is still that user's: an
 * answer arriving after a sign-out (or after another user signed in on the tab) is not kept.
 */
export function rememberAnsweredNps(userId: number, answered: boolean): void {
  if (sessionOf(userId)) sessionStorage.setItem(SESSION_KEYS.answeredNps, String(answered));
}
