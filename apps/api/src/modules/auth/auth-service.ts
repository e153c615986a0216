import { timingSafeEqual } from 'node:crypto';
import type { AccessTokens } from '../../platform/auth/access-token';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { profileGrant } from '../profiles/profiles-service';
import { findCredentials, recordAccess } from '../users/users-service';
import { type AttemptCount, clearFailures, countAttempt, uncountAttempt } from './login-failures-repository';

export interface LoginSettings {
  clientId: string;
  clientSecret: string;
  maxFailuresPerUser: number;
  maxFailuresPerAddress: number;
  failureWindowSeconds: number;
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Decodes `Basic base64(id:secret)`; anything else is a refused client, never a 500. */
export function parseBasicCredentials(header: string | undefined): ClientCredentials {
  const [scheme, encoded] = (header ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded || !/^[A-Za-z0-9+/=_-]+$/.test(encoded)) {
    throw new AppError('INVALID_CLIENT');
  }
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0) throw new AppError('INVALID_CLIENT');
  return { clientId: decoded.slice(0, separator), clientSecret: decoded.slice(separator + 1) };
}

/**
 * Counts a public request (forgot password, first access) from one address and refuses it past
 * the limit within the window, in the table the sign-in failures use, so every process agrees.
 * Counted and judged in one statement: a burst in parallel gets exactly `max` through.
 */
export async function throttlePublicRequest(
  db: Db,
  kind: 'password-reset' | 'access-request',
  address: string,
  limit: { max: number; windowSeconds: number },
): Promise<void> {
  const key = `${kind}:${address}`;
  const [count] = await countAttempt(db, [key], limit.windowSeconds);
  if (!count || count.attempts > limit.max) throw new AppError('TOO_MANY_REQUESTS');
}

/** The whole minutes until the longest of these closed windows opens again (at least one). */
function minutesToWait(counts: readonly AttemptCount[]): number {
  return Math.max(1, ...counts.map((count) => Math.ceil(count.secondsLeft / 60)));
}

export interface LoginRequest {
  client: ClientCredentials;
  username: string;
  password: string;
  address: string;
}

/**
 * The OAuth2 password grant. A wrong login and a wrong password get the same answer after the
 * same work; repeated failures for one login or one address are refused for a while.
 */
export async function login(db: Db, tokens: AccessTokens, settings: LoginSettings, request: LoginRequest) {
  if (
    !sameText(request.client.clientId, settings.clientId) ||
    !sameText(request.client.clientSecret, settings.clientSecret)
  ) {
    throw new AppError('INVALID_CLIENT');
  }
  const userKey = `login:${request.username.trim().toLowerCase()}`;
  const addressKey = `address:${request.address}`;
  // This attempt is counted before the password is checked, in the statement that reads the
  // count: of any number of attempts at once, at most the limit reach the check.
  const counts = await countAttempt(db, [userKey, addressKey], settings.failureWindowSeconds);
  const limits = [settings.maxFailuresPerUser, settings.maxFailuresPerAddress];
  const over = counts.filter((count, index) => count.attempts > (limits[index] ?? 0));
  if (over.length > 0) throw new AppError('LOGIN_LOCKED', { minutes: minutesToWait(over) });

  const user = await findCredentials(db, request.username.trim());
  const passwordMatches = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    request.password,
  );
  // A wrong password keeps its attempt as a failure; the right one takes it back.
  if (!user?.passwordHash || !passwordMatches) throw new AppError('ACCESS_DATA_NOT_FOUND');
  await uncountAttempt(db, addressKey);
  if (!user.active) {
    await uncountAttempt(db, userKey);
    throw new AppError('INACTIVE_USER');
  }

  const grant = user.profileId ? await profileGrant(db, user.profileId) : null;
  const now = new Date();
  const accessToken = await tokens.issue(
    {
      user_name: user.login,
      name: user.name,
      id: user.id,
      authorities: grant?.roles ?? [],
      perfil: grant?.name ?? null,
      restricoes: grant?.restrictions ?? { canais: [], commodities: [], regioes: [] },
      client_id: settings.clientId,
      sessao: user.session,
    },
    now,
  );
  await clearFailures(db, userKey);
  await recordAccess(db, user.id, now);
  return { access_token: accessToken, token_type: 'bearer' as const, expires_in: tokens.ttlSeconds };
}
