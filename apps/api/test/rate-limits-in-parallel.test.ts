import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../src/modules/auth/login-failures-table';
import { users } from '../src/modules/users/users-table';
import { CLIENT_BASIC, createTestApp, type TestApp } from './support/test-app';

// The default limits: 5 failures per login, 30 per address, 20 public requests per address.
function signIn(t: TestApp, username: string, password: string, remoteAddress: string, language = 'pt-BR') {
  return t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress,
    headers: {
      authorization: CLIENT_BASIC,
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': language,
    },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
}

function statusCounts(answers: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
}

const times = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

describe('request limits under parallel bursts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('checks at most the limit of passwords when the right one comes last of 40 at once', async () => {
    const burst = await times(40, (index) =>
      signIn(t, 'aprovador', index === 39 ? 'Aprovador@123' : `Wrong@${index}`, '10.0.0.1'),
    );
    const counts = statusCounts(burst);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[200] ?? 0) + (counts[429] ?? 0)).toBe(40);
  });

  it('refuses every right password sent at once after the failure limit', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(t, 'comercial', 'Wrong@1234', '10.1.0.1')).statusCode).toBe(401);
    }
    const burst = await times(40, () => signIn(t, 'comercial', 'Comercial@123', '10.1.0.2'));
    expect(statusCounts(burst)).toEqual({ 429: 40 });
  });

  it('checks at most the limit of passwords out of 200 wrong ones sent at once', async () => {
    const burst = await times(200, (index) => signIn(t, 'financeiro', `Wrong@${index}`, '10.2.0.1'));
    // Each checked password answers 401; every other attempt is refused before the check.
    expect(statusCounts(burst)).toEqual({ 401: 5, 429: 195 });
    expect((await signIn(t, 'financeiro', 'Financeiro@123', '10.2.0.2')).statusCode).toBe(429);
  });

  it('says how many minutes are left of the stored window, in the caller language', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(t, 'ninguem', 'Wrong@1234', '10.3.0.1')).statusCode).toBe(401);
    }
    // The failures began ten minutes ago: five of the fifteen minutes of the window are left.
    await t.database.db
      .update(loginFailures)
      .set({ windowStartedAt: sql`now() - interval '10 minutes'` })
      .where(eq(loginFailures.key, 'login:ninguem'));
    const portuguese = await signIn(t, 'ninguem', 'Wrong@1234', '10.3.0.2');
    expect(portuguese.statusCode).toBe(429);
    expect(portuguese.json().mensagens[0]).toEqual({
      tipo: 'ERRO',
      codigo: 'LOGIN_LOCKED',
      texto: 'Muitas tentativas de acesso sem sucesso. Tente novamente em 5 minuto(s).',
    });
    const english = await signIn(t, 'NINGUEM', 'Wrong@1234', '10.3.0.2', 'en');
    expect(english.json().mensagens[0].texto).toBe(
      'Too many failed sign-in attempts. Try again in 5 minute(s).',
    );
  });

  it('lets a right password take its attempt back, so a user who signs in is not counted', async () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      expect((await signIn(t, 'admin', 'Admin@123', '10.4.0.1')).statusCode).toBe(200);
    }
  });

  it('accepts exactly the limit of 100 password-reset requests sent at once', async () => {
    const burst = await times(100, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/autenticacao/resetarSenha',
        remoteAddress: '10.5.0.1',
        payload: { loginOuEmail: 'nobody' },
      }),
    );
    expect(statusCounts(burst)).toEqual({ 200: 20, 429: 80 });
  });

  it('creates at most the limit of users out of 60 access requests sent at once', async () => {
    const burst = await times(60, (index) =>
      t.app.inject({
        method: 'POST',
        url: '/api/usuario/solicitarAcesso',
        remoteAddress: '10.6.0.1',
        payload: {
          name: `Pessoa ${index}`,
          email: `pessoa.${index}@example.com`,
          login: `pessoa.${index}`,
          justificativaAcesso: 'Analista da regional',
        },
      }),
    );
    expect(statusCounts(burst)).toEqual({ 201: 20, 429: 40 });
    const created = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.login} like 'pessoa.%'`);
    expect(created).toHaveLength(20);
  });
});
