import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/users/users-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { createTestApp, type TestApp } from './support/test-app';

const REQUEST = {
  name: 'Beatriz Nova',
  email: 'beatriz@example.com',
  login: 'beatriz.nova',
  justificativaAcesso: '  Analista de trade marketing da regional Sul  ',
};

describe('first-access request', () => {
  let t: TestApp;
  const ask = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/usuario/solicitarAcesso',
      headers,
      payload: payload as object,
    });
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_REQUESTS_PER_ADDRESS: '1000' });
  });
  afterAll(() => t.close());

  it('creates a user in first access, without password nor profile, with an audit row', async () => {
    const response = await ask(REQUEST);
    expect(response.statusCode).toBe(201);
    expect(response.json().mensagens[0]).toMatchObject({
      tipo: 'SUCESSO',
      texto: 'Solicitação de acesso enviada. Você receberá um e-mail quando ela for analisada.',
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.login, 'beatriz.nova'));
    expect(user).toMatchObject({
      name: 'Beatriz Nova',
      accessState: 'PRIMEIRO_ACESSO',
      accessJustification: 'Analista de trade marketing da regional Sul',
      passwordHash: null,
      profileId: null,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(user?.id))))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['PRIMEIRO_ACESSO_SOLICITADO']);
  });

  it('cannot sign in before an administrator approves it', async () => {
    await expect(t.login('beatriz.nova', 'Qualquer@123')).rejects.toThrow(/ACCESS_DATA_NOT_FOUND/);
  });

  it('refuses a login or an e-mail already in use, in any case', async () => {
    const login = await ask({ ...REQUEST, email: 'outra@example.com', login: 'ADMIN' });
    expect(login.statusCode).toBe(409);
    expect(login.json().mensagens[0].codigo).toBe('LOGIN_TAKEN');
    const email = await ask(
      { ...REQUEST, login: 'outro.login', email: 'Comercial@Example.com' },
      { 'accept-language': 'en' },
    );
    expect(email.statusCode).toBe(409);
    expect(email.json().mensagens[0].texto).toBe('This e-mail is already registered');
  });

  it('explains every field out of its rules', async () => {
    const response = await ask({
      name: ' ',
      email: 'sem-arroba',
      login: 'com espaço',
      justificativaAcesso: 'x'.repeat(501),
    });
    expect(response.statusCode).toBe(422);
    const fields = response
      .json()
      .mensagens.slice(1)
      .map((m: { texto: string }) => m.texto.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'login', 'justificativaAcesso']));
    expect((await ask({})).statusCode).toBe(422);
  });
});

describe('user edition request', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  const send = (payload: unknown, bearer = token, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/usuario/solicitacaoEdicaoUsuario',
      headers: { authorization: `Bearer ${bearer}`, ...headers },
      payload: payload as object,
    });
  const request = () => ({
    id: userId,
    solicitacaoEdicao: true,
    justificativaAcesso: '  Preciso do perfil de aprovador  ',
    tipoAcao: 'SOLICITACAO_EDICAO',
  });
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('comercial', 'Comercial@123');
    const [user] = await t.database.db.select().from(users).where(eq(users.login, 'comercial'));
    userId = user?.id ?? 0;
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/solicitacaoEdicaoUsuario',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a blank or too long justification and other fixed values', async () => {
    for (const payload of [
      { ...request(), justificativaAcesso: '   ' },
      { ...request(), justificativaAcesso: 'x'.repeat(501) },
      { ...request(), solicitacaoEdicao: false },
      { ...request(), tipoAcao: 'OUTRA' },
      {},
    ]) {
      expect((await send(payload)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
    const blank = await send({ ...request(), justificativaAcesso: '   ' });
    expect(blank.json().mensagens[1].texto).toBe('justificativaAcesso: O campo é obrigatório');
  });

  it("refuses to ask for someone else's edition", async () => {
    const response = await send({ ...request(), id: userId + 100 });
    expect(response.statusCode).toBe(403);
  });

  it('puts the user in edition request with the trimmed justification and an audit row', async () => {
    const response = await send(request());
    expect(response.statusCode).toBe(200);
    expect(response.json().mensagens[0].tipo).toBe('SUCESSO');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      accessState: 'SOLICITACAO_EDICAO',
      accessJustification: 'Preciso do perfil de aprovador',
      version: 2,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'EDICAO_SOLICITADA'))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({
      entityId: String(userId),
      actorId: userId,
      before: { accessState: 'CADASTRADO' },
      after: { accessState: 'SOLICITACAO_EDICAO' },
      justification: 'Preciso do perfil de aprovador',
    });
  });

  it('refuses a second request while the first waits, with the spec text, and the user still signs in', async () => {
    const response = await send(request(), token, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json().mensagens[0]).toMatchObject({
      codigo: 'EDIT_REQUEST_PENDING',
      texto: 'User waiting for a edit approval, contact the registration responsible',
    });
    await expect(t.login('comercial', 'Comercial@123')).resolves.toMatch(/^eyJ/);
  });
});
