import { callKey } from '@trade-terms/domain/calls/call';
import { CALL_CATALOGUE } from '@trade-terms/domain/calls/catalogue';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRouteGuard } from '../src/platform/auth/route-guard';
import { userIdOf } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

const SEARCH = { method: 'POST' as const, url: '/api/usuario/buscarUsuarios', payload: {} };

describe('routes are guarded by default', () => {
  let t: TestApp;
  let adminToken: string;
  let commercialToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.login('admin', 'Admin@123');
    commercialToken = await t.login('comercial', 'Comercial@123');
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    const response = await t.app.inject(SEARCH);
    expect(response.statusCode).toBe(401);
    expect(response.json().mensagens[0].codigo).toBe('UNAUTHORIZED');
  });

  it('answers 403 to a token without any of the route roles', async () => {
    const response = await t.app.inject({
      ...SEARCH,
      headers: { authorization: `Bearer ${commercialToken}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().mensagens[0]).toMatchObject({
      codigo: 'FORBIDDEN',
      texto: 'Proibido / não autorizado',
    });
  });

  it('serves a token that holds one of the roles', async () => {
    const response = await t.app.inject({ ...SEARCH, headers: { authorization: `Bearer ${adminToken}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(4);
  });

  it('lets any signed-in user read who they are', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/buscarUsuarioLogadoMenu',
      headers: { authorization: `Bearer ${commercialToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ login: 'comercial', profile: 'Comercial' });
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = adminToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, user_name: 'someone-else' })).toString(
      'base64url',
    );
    const response = await t.app.inject({
      ...SEARCH,
      headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token signed with another key and a token that is not a JWT', async () => {
    const foreign = await new SignJWT({ user_name: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    for (const token of [foreign, 'not-a-token', '']) {
      const response = await t.app.inject({ ...SEARCH, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, token).toBe(401);
    }
  });

  it('refuses an expired token', async () => {
    const issuedLongAgo = new Date(Date.now() - (t.config.TOKEN_TTL_SECONDS + 60) * 1000);
    const expired = await t.tokens.issue(
      {
        user_name: 'admin',
        name: 'Administrador',
        id: 1,
        authorities: ['ROLE_VISUALIZAR_USUARIOS'],
        perfil: 'Administrador',
        restricoes: { canais: [], commodities: [], regioes: [] },
        client_id: 'trade-terms-web',
        sessao: 0,
      },
      issuedLongAgo,
    );
    const response = await t.app.inject({ ...SEARCH, headers: { authorization: `Bearer ${expired}` } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses every guarded route without a token, and every role-bound route to a token without roles', async () => {
    // A real, active user (the guard checks the session), holding no role in this token.
    const noRoles = await t.tokens.issue({
      user_name: 'admin',
      name: 'Sem Papéis',
      id: await userIdOf(t, 'admin'),
      authorities: [],
      perfil: null,
      restricoes: { canais: [], commodities: [], regioes: [] },
      client_id: 'trade-terms-web',
      sessao: 0,
    });
    const guarded = CALL_CATALOGUE.filter((call) => !call.access.public).map(
      (call) => [callKey(call), call.access] as const,
    );
    expect(guarded.map(([route]) => route)).toEqual(
      expect.arrayContaining([
        'POST /api/usuario/buscarUsuarios',
        'POST /api/perfil/salvarAtualizarPerfil',
        'POST /api/fluxoAprovacao/removerFluxo',
        'POST /api/calendario/pesquisar',
      ]),
    );
    for (const [route, access] of guarded) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      const anonymous = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(anonymous.statusCode, `${route} without a token`).toBe(401);
      const withoutRoles = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${noRoles}` },
        payload: method === 'GET' ? undefined : {},
      });
      if (access.roles?.length) expect(withoutRoles.statusCode, `${route} without its roles`).toBe(403);
      else expect([401, 403], `${route} open to any session`).not.toContain(withoutRoles.statusCode);
    }
  });

  it('serves exactly the calls of the catalogue, each with its declared access', () => {
    const served = [...t.app.accessRules.keys()].filter((route) => !route.startsWith('HEAD ')).sort();
    const declared = CALL_CATALOGUE.map(callKey).sort();
    expect(
      served.filter((route) => !declared.includes(route)),
      'served without a declaration',
    ).toEqual([]);
    expect(
      declared.filter((route) => !served.includes(route)),
      'declared but not served',
    ).toEqual([]);
    expect(new Set(declared).size, 'a call declared twice').toBe(declared.length);
    for (const call of CALL_CATALOGUE) expect(t.app.accessRules.get(callKey(call))).toEqual(call.access);
  });

  it('will not register an /api route that is not served from a call declaration', async () => {
    for (const config of [undefined, { access: { public: true as const } }]) {
      const app = Fastify();
      registerRouteGuard(
        app,
        t.tokens,
        async () => true,
        async () => null,
      );
      let refusal: unknown;
      try {
        app.get('/api/undeclared', { config }, async () => ({ open: true }));
        await app.ready();
      } catch (error) {
        refusal = error;
      } finally {
        await app.close();
      }
      expect(String(refusal)).toMatch(/GET \/api\/undeclared must be served from its call declaration/);
    }
  });
});
