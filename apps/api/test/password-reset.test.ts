import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePasswordLink } from '../src/modules/auth/password-links-service';
import { passwordLinks } from '../src/modules/auth/password-links-table';
import { users } from '../src/modules/users/users-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { latestTokenFor, outbox } from './support/outbox';
import { createTestApp, type TestApp } from './support/test-app';

const forgot = (t: TestApp, loginOuEmail: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/autenticacao/resetarSenha',
    headers,
    payload: { loginOuEmail },
  });

const loggedUser = (t: TestApp, session: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/usuario/buscarUsuarioLogadoMenu',
    headers: { authorization: `Bearer ${session}` },
    payload: {},
  });

const complete = (t: TestApp, token: string, desSenha: string) =>
  t.app.inject({ method: 'POST', url: '/api/autenticacao/redefinirSenha', payload: { token, desSenha } });

describe('forgot and recover password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_REQUESTS_PER_ADDRESS: '1000', PASSWORD_RESET_TTL_MINUTES: '30' });
  });
  afterAll(() => t.close());

  it('answers the same neutral message for a known login, a known e-mail and an unknown one', async () => {
    const texts = [];
    for (const loginOuEmail of ['aprovador', 'FINANCEIRO@example.com', 'ninguem', 'ninguem@example.com']) {
      const response = await forgot(t, loginOuEmail);
      expect(response.statusCode, loginOuEmail).toBe(200);
      texts.push(response.json().mensagens[0]);
    }
    expect(new Set(texts.map((m) => JSON.stringify(m))).size).toBe(1);
    expect(texts[0]).toMatchObject({ tipo: 'SUCESSO' });
    expect(texts[0].texto).toContain('30 minutos');
    const mailed = (await outbox(t)).map((mail) => mail.to);
    expect(mailed.filter((to) => to.includes('aprovador@example.com'))).toHaveLength(1);
    expect(mailed.filter((to) => to.includes('financeiro@example.com'))).toHaveLength(1);
    expect(mailed.some((to) => to.includes('ninguem'))).toBe(false);
  });

  it('mails in the language of the request a link that sets a new password once', async () => {
    await forgot(t, 'comercial', { 'accept-language': 'en' });
    const mail = (await outbox(t))[0];
    expect(mail?.subject).toBe('New password');
    expect(mail?.text).toContain('comercial');
    expect(mail?.link).toMatch(/\/recover-password\?token=[\w-]{43}$/);
    const token = await latestTokenFor(t, 'comercial@example.com');
    const before = await t.login('comercial', 'Comercial@123');

    const done = await complete(t, token, 'Comercial@456');
    expect(done.statusCode).toBe(200);
    expect(done.json().mensagens[0].tipo).toBe('SUCESSO');
    // A reset answers a lost or leaked password: sessions opened with the old one end.
    expect((await loggedUser(t, before)).statusCode).toBe(401);
    const after = await t.login('comercial', 'Comercial@456');
    expect((await loggedUser(t, after)).statusCode).toBe(200);
    await expect(t.login('comercial', 'Comercial@123')).rejects.toThrow();

    const again = await complete(t, token, 'Comercial@789');
    expect(again.statusCode).toBe(400);
    expect(again.json().mensagens[0].codigo).toBe('INVALID_PASSWORD_LINK');
  });

  it('keeps only the newest link of a user working', async () => {
    await forgot(t, 'financeiro');
    const first = await latestTokenFor(t, 'financeiro@example.com');
    await forgot(t, 'financeiro');
    const second = await latestTokenFor(t, 'financeiro@example.com');
    expect(second).not.toBe(first);
    expect((await complete(t, first, 'Financeiro@456')).statusCode).toBe(400);
    expect((await complete(t, second, 'Financeiro@456')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    await forgot(t, 'aprovador');
    const token = await latestTokenFor(t, 'aprovador@example.com');
    await t.database.db.update(passwordLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await complete(t, token, 'Aprovador@456');
    expect(response.statusCode).toBe(400);
    expect(response.json().mensagens[0].texto).toBe(
      'Link inválido, expirado ou já utilizado. Solicite um novo link.',
    );
  });

  it('holds the new password to the policy, explained per field', async () => {
    await forgot(t, 'aprovador');
    const token = await latestTokenFor(t, 'aprovador@example.com');
    const weak = await complete(t, token, 'fraca123');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().mensagens.map((m: { texto: string }) => m.texto)).toContain(
      'desSenha: A senha deve ter ao menos 8 caracteres, com número, letra maiúscula, letra minúscula e um caractere especial (#?!@$%^&*-._), sem espaços',
    );
    // The refused attempt did not spend the link.
    expect((await complete(t, token, 'Aprovador@456')).statusCode).toBe(200);
  });

  it('refuses bad input with the envelope', async () => {
    expect((await forgot(t, '')).statusCode).toBe(422);
    expect((await forgot(t, 42)).statusCode).toBe(422);
    expect((await complete(t, 'short', 'Valida@123')).statusCode).toBe(422);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/autenticacao/redefinirSenha',
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
  });

  it('sends no reset link to an inactive user', async () => {
    await t.database.db.update(users).set({ status: 'INATIVO' }).where(eq(users.login, 'financeiro'));
    const before = (await outbox(t)).length;
    expect((await forgot(t, 'financeiro')).statusCode).toBe(200);
    expect((await outbox(t)).length).toBe(before);
    await t.database.db.update(users).set({ status: 'ATIVO' }).where(eq(users.login, 'financeiro'));
  });

  it('lets the approval of an access request mail the first-password link (issuePasswordLink)', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.login, 'admin'));
    await issuePasswordLink(t.database.db, admin?.id ?? 0, { language: 'pt-BR', actorId: null });
    const mail = (await outbox(t))[0];
    expect(mail?.subject).toBe('Seu acesso foi aprovado');
    expect(mail?.text).toContain('72 horas');
    const token = await latestTokenFor(t, 'admin@example.com');
    expect((await complete(t, token, 'Admin@456')).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(admin?.id)))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['LINK_PRIMEIRA_SENHA_EMITIDO', 'SENHA_REDEFINIDA']),
    );
  });
});

describe('public calls are limited per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_REQUESTS_PER_ADDRESS: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 past the limit', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/autenticacao/resetarSenha',
        remoteAddress: '10.9.9.9',
        payload: { loginOuEmail: 'admin' },
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().mensagens[0].codigo).toBe('TOO_MANY_REQUESTS');
  });
});
