import { ALL_ROLES } from '@trade-terms/domain/permissions';
import { ZAccessTokenClaimsSchema } from '@trade-terms/domain/session';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/users/users-table';
import { CLIENT_BASIC, createTestApp, type TestApp } from './support/test-app';

function tokenRequest(
  t: TestApp,
  form: Record<string, string>,
  headers: Record<string, string> = {},
  remoteAddress = '10.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress,
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('POST /api/oauth/token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_USER: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '6' });
  });
  afterAll(() => t.close());

  it('issues a signed token carrying the claims of the spec', async () => {
    const response = await tokenRequest(t, {
      grant_type: 'password',
      username: 'admin',
      password: 'Admin@123',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(t.config.TOKEN_TTL_SECONDS);
    const claims = ZAccessTokenClaimsSchema.parse(decodeJwt(body.access_token));
    expect(claims).toMatchObject({
      user_name: 'admin',
      name: 'Administrador do Sistema',
      perfil: 'Administrador',
    });
    expect(claims.client_id).toBe('trade-terms-web');
    expect([...claims.authorities].sort()).toEqual([...ALL_ROLES].sort());
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(t.config.TOKEN_TTL_SECONDS - 60);
    expect(claims.horario).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  });

  it('gives each user the roles of their own profile only', async () => {
    const response = await tokenRequest(t, {
      grant_type: 'password',
      username: 'comercial',
      password: 'Comercial@123',
    });
    const claims = ZAccessTokenClaimsSchema.parse(decodeJwt(response.json().access_token));
    expect(claims.perfil).toBe('Comercial');
    expect(claims.authorities).toContain('ROLE_EDITAR_ACORDO_COMERCIAL');
    expect(claims.authorities).not.toContain('ROLE_APROVAR_ACORDO_COMERCIAL');
  });

  it('matches the login without regard to case and records the last access', async () => {
    const response = await tokenRequest(t, {
      grant_type: 'password',
      username: 'ADMIN',
      password: 'Admin@123',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.login, 'admin'));
    expect(row?.lastAccessAt).toBeInstanceOf(Date);
  });

  it('answers a wrong password and an unknown user alike, in the caller language', async () => {
    const wrongPassword = await tokenRequest(t, {
      grant_type: 'password',
      username: 'aprovador',
      password: 'Wrong@123',
    });
    const unknownUser = await tokenRequest(t, {
      grant_type: 'password',
      username: 'nobody',
      password: 'Wrong@123',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json().mensagens[0]).toEqual({
      tipo: 'ERRO',
      codigo: 'ACCESS_DATA_NOT_FOUND',
      texto: 'Dados de acesso não encontrados',
    });
    const inEnglish = await tokenRequest(
      t,
      { grant_type: 'password', username: 'nobody2', password: 'x' },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(inEnglish.json().mensagens[0].texto).toBe('Access Data not found');
  });

  it('refuses an inactive user even with the right password', async () => {
    await t.database.db.update(users).set({ status: 'INATIVO' }).where(eq(users.login, 'financeiro'));
    const response = await tokenRequest(t, {
      grant_type: 'password',
      username: 'financeiro',
      password: 'Financeiro@123',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().mensagens[0].codigo).toBe('INACTIVE_USER');
    await t.database.db.update(users).set({ status: 'ATIVO' }).where(eq(users.login, 'financeiro'));
  });

  it('refuses client credentials that are wrong, missing or do not decode', async () => {
    const wrong = `Basic ${Buffer.from('trade-terms-web:guess').toString('base64')}`;
    for (const authorization of [wrong, 'Basic %%%not-base64%%%', 'Basic bm9jb2xvbg==', 'Bearer abc', '']) {
      const response = await tokenRequest(
        t,
        { grant_type: 'password', username: 'admin', password: 'Admin@123' },
        { authorization },
      );
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().mensagens[0].codigo).toBe('INVALID_CLIENT');
    }
  });

  it('refuses another grant type and a missing field with field messages', async () => {
    const grant = await tokenRequest(t, {
      grant_type: 'client_credentials',
      username: 'admin',
      password: 'Admin@123',
    });
    expect(grant.statusCode).toBe(422);
    const missing = await tokenRequest(t, { grant_type: 'password', username: 'admin' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().mensagens.map((m: { texto: string }) => m.texto)).toContain(
      'password: O campo é obrigatório',
    );
  });

  it('stops a login after repeated failures, even with the right password then', async () => {
    const form = { grant_type: 'password', username: 'aprovador', password: 'Nope@1234' };
    // One failure was already counted for this login above; two more reach the limit of three.
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await tokenRequest(t, form, {}, '10.0.0.2')).statusCode).toBe(401);
    }
    const blocked = await tokenRequest(
      t,
      { ...form, password: 'Aprovador@123' },
      { 'accept-language': 'en' },
      '10.0.0.2',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().mensagens[0].codigo).toBe('LOGIN_LOCKED');
    expect(blocked.json().mensagens[0].texto).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ minute\(s\)\.$/,
    );
  });

  it('stops an address that tries many logins', async () => {
    const address = '10.9.9.9';
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await tokenRequest(
        t,
        { grant_type: 'password', username: `guess${attempt}`, password: 'x' },
        {},
        address,
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await tokenRequest(
      t,
      { grant_type: 'password', username: 'admin', password: 'Admin@123' },
      {},
      address,
    );
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await tokenRequest(
      t,
      { grant_type: 'password', username: 'admin', password: 'Admin@123' },
      {},
      '10.7.7.7',
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});
