import { type TAccessTokenClaims, ZAccessTokenClaimsSchema } from '@trade-terms/domain/session';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from '../errors';

const ALGORITHM = 'HS256';
const ISSUER = 'trade-terms';

/**
 * The spec's claims plus `sessao`, the user's session generation when the token was issued: the
 * server compares it on every call, so ending a user's sessions ends the tokens already out.
 */
export type TokenClaimsInput = Omit<TAccessTokenClaims, 'exp' | 'horario'> & { sessao: number };

export interface VerifiedToken {
  claims: TAccessTokenClaims;
  session: number;
}

export interface AccessTokens {
  readonly ttlSeconds: number;
  issue(claims: TokenClaimsInput, now?: Date): Promise<string>;
  verify(token: string): Promise<VerifiedToken>;
}

const ZSessionSchema = z.number().int().nonnegative();

/** Server time with its offset, as the `horario` claim carries it. */
function localIsoTime(date: Date): string {
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const pad = (value: number) => String(Math.floor(Math.abs(value))).padStart(2, '0');
  const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  return `${local}${sign}${pad(offsetMinutes / 60)}:${pad(offsetMinutes % 60)}`;
}

export function createAccessTokens(secret: Uint8Array, ttlSeconds: number): AccessTokens {
  return {
    ttlSeconds,
    async issue(claims, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ ...claims, horario: localIsoTime(now) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(String(claims.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .setJti(crypto.randomUUID())
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER });
        const claims = ZAccessTokenClaimsSchema.safeParse(payload);
        const session = ZSessionSchema.safeParse(payload.sessao);
        if (!claims.success || !session.success) throw new AppError('UNAUTHORIZED');
        return { claims: claims.data, session: session.data };
      } catch (error) {
        if (error instanceof AppError || error instanceof errors.JOSEError)
          throw new AppError('UNAUTHORIZED');
        throw error;
      }
    },
  };
}
