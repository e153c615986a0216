import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('bad input gets a 4xx envelope, never a 500, and the server keeps serving', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
    auth = { authorization: `Bearer ${await t.login('admin', 'Admin@123')}` };
  });
  afterAll(async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/actuator/health' });
    expect(health.statusCode).toBe(200);
    await t.close();
  });

  function expectEnvelope(body: string, code: string) {
    const parsed = JSON.parse(body);
    expect(parsed.mensagens[0]).toMatchObject({ tipo: 'ERRO', codigo: code });
    expect(body).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
  }

  it('malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/buscarUsuarios',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"pagina": 1,',
    });
    expect(response.statusCode).toBe(400);
    expectEnvelope(response.body, 'MALFORMED_BODY');
  });

  it('a text holding the NUL character, which PostgreSQL cannot store nor compare', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/buscarUsuarios',
      headers: auth,
      payload: { texto: 'a\u0000b', pagina: 1 },
    });
    expect(response.statusCode).toBe(422);
    expectEnvelope(response.body, 'INVALID_FIELDS');
    expect(response.json().mensagens[1]).toMatchObject({
      codigo: 'INVALID_FIELD',
      texto: 'texto: O texto contém um caractere não permitido (NUL)',
    });
  });

  it('a content type the call does not take', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/buscarUsuarios',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expectEnvelope(response.body, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a plain-text body, which no call takes either', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/buscarUsuarios',
      headers: { ...auth, 'content-type': 'text/plain; charset=utf-8', 'accept-language': 'en' },
      payload: '{"pagina": 1}',
    });
    expect(response.statusCode).toBe(415);
    expectEnvelope(response.body, 'UNSUPPORTED_MEDIA_TYPE');
    expect(response.json().mensagens[0].texto).toBe('Content type not accepted: text/plain; charset=utf-8');
  });

  it('an oversized body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/buscarUsuarios',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ texto: 'x'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(413);
    expectEnvelope(response.body, 'BODY_TOO_LARGE');
  });

  it('fields out of their rules, explained per field in the caller language', async () => {
    const payload = { pagina: 0, tamanhoPagina: 1000, status: 'TALVEZ' };
    const pt = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/buscarUsuarios',
      headers: auth,
      payload,
    });
    expect(pt.statusCode).toBe(422);
    expectEnvelope(pt.body, 'INVALID_FIELDS');
    const texts = pt.json().mensagens.map((m: { texto: string }) => m.texto);
    expect(texts[0]).toBe('Há campo(s) não preenchido(s) ou com irregularidades');
    expect(texts).toContain('pagina: Deve ser maior ou igual a 1');
    expect(texts).toContain('tamanhoPagina: Deve ser menor ou igual a 200');
    expect(texts).toContain('status: Valor não permitido. Opções: ATIVO, INATIVO');
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/buscarUsuarios',
      headers: { ...auth, 'accept-language': 'en' },
      payload,
    });
    expect(en.json().mensagens.map((m: { texto: string }) => m.texto)).toContain(
      'pagina: Must be greater than or equal to 1',
    );
  });

  it('an unknown route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expectEnvelope(response.body, 'ROUTE_NOT_FOUND');
    expect(response.json().mensagens[0].texto).toBe('Endereço não encontrado: GET /api/does-not-exist');
  });

  it('an unexpected failure inside a call answers 500 with the envelope and no stack', async () => {
    const broken = await createTestApp();
    const token = await broken.login('admin', 'Admin@123');
    // A table the call reads is gone while the database itself answers: a fault of ours, not an
    // outage (which answers 503, see database-outage.test.ts).
    await broken.database.db.execute(
      sql`alter table calendar_event_types rename to calendar_event_types_gone`,
    );
    const response = await broken.app.inject({
      method: 'POST',
      url: '/api/calendario/buscarNomeEventos',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(response.statusCode).toBe(500);
    expectEnvelope(response.body, 'INTERNAL');
    expect(response.json().mensagens[0].texto).toBe('Falha no servidor');
    expect(response.body).not.toContain('calendar_event_types');
    await broken.close();
  });
});
