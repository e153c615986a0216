import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

const onPostgres = process.env.TEST_DB === 'postgres';

/** Runs statements on the test server's maintenance database, outside the app's pool. */
async function asAdmin(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres)('a PostgreSQL database that goes away and comes back', () => {
  let t: TestApp;
  let token: string;
  let name: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('admin', 'Admin@123');
    const url = (t.database as { url?: string }).url;
    if (!url) throw new Error('the postgres leg gives the test database a url');
    name = new URL(url).pathname.slice(1);
  });
  afterAll(async () => {
    await asAdmin(`alter database ${name} with allow_connections true`);
    await t.close();
  });

  const search = () => call(t, '/api/usuario/buscarUsuarioLogadoMenu', {}, { token, language: 'pt-BR' });

  it('answers 503 with the envelope while it is cut, and 200 again once it is back', async () => {
    expect((await search()).statusCode).toBe(200);
    await asAdmin(
      `alter database ${name} with allow_connections false`,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
    );

    // The pool's idle connections were killed under it, then new ones are refused: both are 503.
    for (let attempt = 0; attempt < 3; attempt++) {
      const cut = await search();
      expect(cut.statusCode).toBe(503);
      expect(cut.json()).toEqual({
        mensagens: [
          {
            tipo: 'ERRO',
            codigo: 'SERVICE_UNAVAILABLE',
            texto: 'Serviço indisponível, tente novamente mais tarde',
          },
        ],
      });
    }
    const english = await call(t, '/api/usuario/buscarUsuarioLogadoMenu', {}, { token, language: 'en' });
    expect(english.json().mensagens[0].texto).toBe('Service unavailable, try again later');
    const health = await t.app.inject({ method: 'GET', url: '/api/actuator/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'DOWN' });

    await asAdmin(`alter database ${name} with allow_connections true`);
    // The pool opens new connections on its own: no restart needed.
    const back = await search();
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ login: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/actuator/health' })).statusCode).toBe(200);
  });
});

describe.runIf(!onPostgres)('an embedded database that is closed', () => {
  it('answers 503 with the envelope to a data call', async () => {
    const t = await createTestApp();
    const token = await t.login('admin', 'Admin@123');
    // The queue stops first: it would otherwise keep polling the closed database.
    await t.jobs.stop();
    await t.database.close();
    const response = await call(t, '/api/usuario/buscarUsuarioLogadoMenu', {}, { token, language: 'en' });
    expect(response.statusCode).toBe(503);
    expect(response.json().mensagens).toEqual([
      { tipo: 'ERRO', codigo: 'SERVICE_UNAVAILABLE', texto: 'Service unavailable, try again later' },
    ]);
    await t.app.close();
  });
});
