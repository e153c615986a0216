import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_BASIC, createTestApp, type TestApp } from './support/test-app';

describe('the OpenAPI document states which calls need a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('marks public operations with no security and every other one with the bearer token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.security).toBeUndefined();
    const operations = Object.entries(
      document.paths as Record<string, Record<string, { security?: unknown }>>,
    ).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${url}`,
        security: operation.security,
      })),
    );
    const documented = new Set(operations.map((operation) => operation.route));
    // Fastify answers HEAD for every GET route; the document lists the GET.
    const undocumented = [...t.app.accessRules.keys()].filter(
      (route) => !route.startsWith('HEAD ') && !documented.has(route),
    );
    expect(undocumented).toEqual([]);
    const publicOnes: string[] = [];
    for (const { route, security } of operations) {
      const access = t.app.accessRules.get(route);
      expect(access, `${route} has an access rule`).toBeDefined();
      if (access?.public) {
        publicOnes.push(route);
        expect(security, route).toEqual([]);
      } else {
        expect(security, route).toEqual([{ bearer: [] }]);
      }
    }
    expect(publicOnes).toEqual(
      expect.arrayContaining([
        'POST /api/oauth/token',
        'GET /api/actuator/health',
        'POST /api/autenticacao/resetarSenha',
        'POST /api/autenticacao/redefinirSenha',
        'POST /api/usuario/solicitarAcesso',
      ]),
    );
    // The roles of each declaration are documented with its operation.
    expect(document.paths['/api/perfil/salvarAtualizarPerfil'].post.description).toBe(
      'Needs one of: ROLE_EDITAR_PERFIS.',
    );
    expect(document.paths['/api/calendario/pesquisar'].post.description).toBe('Any signed-in user.');
  });
});

const LIMITS = {
  RUN_WORKERS: 'false',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '2',
  PUBLIC_REQUESTS_PER_ADDRESS: '2',
};

async function securityHeadersOf(t: TestApp, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/api/actuator/health', headers });
  expect(response.statusCode).toBe(200);
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  return {
    hsts: response.headers['strict-transport-security'],
    upgrades: csp.includes('upgrade-insecure-requests'),
  };
}
const NO_HTTPS_HEADERS = { hsts: undefined, upgrades: false };
const HTTPS_HEADERS = { hsts: 'max-age=31536000; includeSubDomains', upgrades: true };

let attempt = 0;
/** A failed sign-in (an unknown login each time, so only the address limit can be reached). */
function failedSignIn(t: TestApp, forwardedFor: string) {
  attempt++;
  return t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: {
      authorization: CLIENT_BASIC,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': forwardedFor,
    },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: `nobody.${attempt}`,
      password: 'x',
    }).toString(),
  });
}

function resetRequest(t: TestApp, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/autenticacao/resetarSenha',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { loginOuEmail: 'ninguem' },
  });
}

/** Calls from one address until it is held back (429); how many were let through. */
async function untilLimited(send: () => Promise<{ statusCode: number }>): Promise<number> {
  for (let calls = 0; calls < 10; calls++) {
    const answer = await send();
    if (answer.statusCode === 429) return calls;
    expect(answer.statusCode).toBeLessThan(500);
  }
  throw new Error('never held back');
}

describe('served directly (no TRUST_PROXY): the connection is the client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(LIMITS);
  });
  afterAll(() => t.close());

  it('leaves HSTS and upgrade-insecure-requests out over plain HTTP, whatever x-forwarded-proto says', async () => {
    expect(await securityHeadersOf(t)).toEqual(NO_HTTPS_HEADERS);
    expect(await securityHeadersOf(t, { 'x-forwarded-proto': 'https' })).toEqual(NO_HTTPS_HEADERS);
  });

  it('counts sign-in failures and public requests per connection, whatever x-forwarded-for says', async () => {
    expect(await untilLimited(() => failedSignIn(t, '203.0.113.7'))).toBeGreaterThan(0);
    expect((await failedSignIn(t, '203.0.113.8')).statusCode).toBe(429);

    expect(await untilLimited(() => resetRequest(t, '203.0.113.7'))).toBeGreaterThan(0);
    expect((await resetRequest(t, '203.0.113.8')).statusCode).toBe(429);
  });
});

describe('behind a trusted proxy (TRUST_PROXY): the forwarded client counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Injected requests come from 127.0.0.1: here, the load balancer.
    t = await createTestApp({ ...LIMITS, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('sends HSTS and upgrade-insecure-requests when the proxy says the request came over HTTPS', async () => {
    expect(await securityHeadersOf(t)).toEqual(NO_HTTPS_HEADERS);
    expect(await securityHeadersOf(t, { 'x-forwarded-proto': 'http' })).toEqual(NO_HTTPS_HEADERS);
    expect(await securityHeadersOf(t, { 'x-forwarded-proto': 'https' })).toEqual(HTTPS_HEADERS);
  });

  it('counts sign-in failures and public requests per forwarded client', async () => {
    expect(await untilLimited(() => failedSignIn(t, '203.0.113.7'))).toBeGreaterThan(0);
    expect((await failedSignIn(t, '203.0.113.8')).statusCode).toBe(401);
    // An address the client wrote in front of its own is not believed: only the proxy is.
    expect((await failedSignIn(t, '198.51.100.1, 203.0.113.7')).statusCode).toBe(429);

    expect(await untilLimited(() => resetRequest(t, '203.0.113.7'))).toBeGreaterThan(0);
    expect((await resetRequest(t, '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('configured as reached only over HTTPS (HTTPS_ONLY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false', HTTPS_ONLY: 'true' });
  });
  afterAll(() => t.close());

  it('sends HSTS and upgrade-insecure-requests on every answer', async () => {
    expect(await securityHeadersOf(t)).toEqual(HTTPS_HEADERS);
  });
});
