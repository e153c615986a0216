import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('NPS survey', () => {
  let t: TestApp;
  let adminToken: string;
  let commercialToken: string;
  const idOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).id as number;
  const answered = (token: string, idUsuario: unknown) =>
    t.app.inject({
      method: 'GET',
      url: `/api/usuario/respondeuNps?idUsuario=${idUsuario}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const save = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/usuario/salvarPesquisaNps',
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.login('admin', 'Admin@123');
    commercialToken = await t.login('comercial', 'Comercial@123');
  });
  afterAll(() => t.close());

  it('says a user has not answered yet', async () => {
    const response = await answered(adminToken, idOf(adminToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(false);
  });

  it('lets a user read only their own answer state, whoever they are', async () => {
    expect((await answered(adminToken, idOf(commercialToken))).statusCode).toBe(403);
    expect((await answered(adminToken, 'abc')).statusCode).toBe(422);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/usuario/respondeuNps?idUsuario=1` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a rating outside 0-10, a missing one and a comment over 10 000 characters', async () => {
    for (const payload of [
      { nota: 11 },
      { nota: -1 },
      { nota: 5.5 },
      { comentario: 'sem nota' },
      { nota: 7, comentario: 'x'.repeat(10_001) },
    ]) {
      expect((await save(adminToken, payload)).statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
    }
  });

  it('saves the answer once, with the spec message, and refuses a second', async () => {
    const response = await save(adminToken, { nota: 9, comentario: 'Ficou mais rápido aprovar acordos.' });
    expect(response.statusCode).toBe(201);
    expect(response.json().mensagens[0]).toMatchObject({ tipo: 'SUCESSO', texto: 'NPS salvo' });
    expect((await answered(adminToken, idOf(adminToken))).json()).toBe(true);
    const again = await save(adminToken, { nota: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().mensagens[0].codigo).toBe('NPS_ALREADY_ANSWERED');
  });

  it('takes a rating without a comment, in English too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/salvarPesquisaNps',
      headers: { authorization: `Bearer ${commercialToken}`, 'accept-language': 'en' },
      payload: { nota: 0 },
    });
    expect(response.json().mensagens[0].texto).toBe('NPS saved');
  });
});
