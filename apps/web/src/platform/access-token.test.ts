import type { TAccessTokenClaims } from '@trade-terms/domain/session';
import { describe, expect, it } from 'vitest';
import { decodeAccessToken, isTokenExpired, sessionStatus } from './access-token';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

const claims: TAccessTokenClaims = {
  user_name: 'joao.conceicao',
  name: 'João Conceição',
  id: 7,
  exp: NOW / 1000 + 3600,
  authorities: ['ROLE_VISUALIZAR_USUARIOS'],
  perfil: 'Comercial',
  restricoes: { canais: ['HC'], commodities: [], regioes: [] },
  client_id: 'trade-terms-web',
  horario: '2026-01-15T09:00:00-03:00',
};

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function tokenWith(payload: unknown): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

describe('decodeAccessToken', () => {
  it('reads the claims, accents included', () => {
    expect(decodeAccessToken(tokenWith({ ...claims, iss: 'trade-terms', sub: '7' }))).toEqual(claims);
  });

  it('refuses tokens that are not three base64url parts of JSON', () => {
    expect(decodeAccessToken('not-a-token')).toBeNull();
    expect(decodeAccessToken('a.%%%.c')).toBeNull();
    expect(decodeAccessToken(`a.${btoa('not json')}.c`)).toBeNull();
  });

  it('refuses a payload without the claims the product needs', () => {
    expect(decodeAccessToken(tokenWith({ sub: '7', exp: claims.exp }))).toBeNull();
  });
});

describe('isTokenExpired', () => {
  it('compares exp, in seconds, with the clock, in milliseconds', () => {
    expect(isTokenExpired({ exp: NOW / 1000 + 1 }, NOW)).toBe(false);
    expect(isTokenExpired({ exp: NOW / 1000 }, NOW)).toBe(true);
  });
});

describe('sessionStatus', () => {
  const token = tokenWith(claims);

  it('is signed in with a readable token that has not expired', () => {
    expect(sessionStatus({ token, expiredFlag: false, nowMs: NOW })).toBe('signed-in');
  });

  it('is signed out without a token or with an unreadable one', () => {
    expect(sessionStatus({ token: null, expiredFlag: false, nowMs: NOW })).toBe('signed-out');
    expect(sessionStatus({ token: 'garbage', expiredFlag: false, nowMs: NOW })).toBe('signed-out');
  });

  it('is expired when the flag is set, even with a valid token', () => {
    expect(sessionStatus({ token, expiredFlag: true, nowMs: NOW })).toBe('expired');
    expect(sessionStatus({ token: null, expiredFlag: true, nowMs: NOW })).toBe('expired');
  });

  it('is expired once the token time has passed', () => {
    expect(sessionStatus({ token, expiredFlag: false, nowMs: NOW + 3600_000 })).toBe('expired');
  });
});
