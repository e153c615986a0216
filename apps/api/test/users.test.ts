import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { DEMO_APPROVAL_FLOWS } from '../src/seed/demo-data';
import { call, demoTokens, texts, userIdOf } from './support/calls';
import { CLIENT_BASIC, createTestApp, type TestApp } from './support/test-app';

describe('the user register', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let comercialProfileId: number;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    const options = await call(t, '/api/perfil/buscarInput', {}, { token: tokens.admin });
    comercialProfileId = options.json().find((p: { name: string }) => p.name === 'Comercial').id;
  });
  afterAll(() => t.close());

  const asAdmin = (url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token: tokens.admin, ...(language ? { language } : {}) });
  const newUser = () => ({
    login: 'joana.silva',
    name: 'Joana Silva',
    email: ' Joana.Silva@Example.com ',
    profileId: comercialProfileId,
    senha: 'Joana#2026',
  });

  function signIn(username: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    });
  }

  it('creates a user with a profile and a first password, who can then sign in', async () => {
    const response = await asAdmin('/api/usuario/salvarAtualizarUsuario', newUser());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      login: 'joana.silva',
      email: 'joana.silva@example.com',
      status: 'ATIVO',
      profile: 'Comercial',
      profileId: comercialProfileId,
      version: 1,
    });
    expect(response.body).not.toMatch(/senha|password/i);
    expect((await signIn('joana.silva', 'Joana#2026')).statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(response.json().id))))
      .orderBy(auditLog.id);
    expect(JSON.stringify(audit)).not.toMatch(/senha|password|argon/i);
  });

  it('refuses an invalid e-mail with the field message in pt-BR and English', async () => {
    const body = { ...newUser(), login: 'outro', email: 'joana@' };
    const pt = await asAdmin('/api/usuario/salvarAtualizarUsuario', body);
    expect(pt.statusCode).toBe(422);
    expect(texts(pt)).toEqual([
      'Há campo(s) não preenchido(s) ou com irregularidades',
      'email: E-mail inválido',
    ]);
    const en = await asAdmin('/api/usuario/salvarAtualizarUsuario', body, 'en');
    expect(texts(en)).toEqual([
      'There are field(s) not filled in or with irregularities',
      'email: Invalid e-mail',
    ]);
  });

  it('requires the profile, a free login and a strong first password', async () => {
    const { profileId: _none, ...withoutProfile } = { ...newUser(), login: 'sem.perfil' };
    expect(texts(await asAdmin('/api/usuario/salvarAtualizarUsuario', withoutProfile))).toContain(
      'profileId: O campo é obrigatório',
    );
    expect(
      texts(await asAdmin('/api/usuario/salvarAtualizarUsuario', { ...newUser(), login: 'ADMIN' })),
    ).toContain('login: Já existe um usuário com este login');
    expect(
      texts(
        await asAdmin('/api/usuario/salvarAtualizarUsuario', {
          ...newUser(),
          login: 'fraca',
          senha: 'fraca',
        }),
      ),
    ).toContain(
      'senha: A senha deve ter ao menos 8 caracteres, com número, letra maiúscula, letra minúscula e um caractere especial (#?!@$%^&*-._), sem espaços',
    );
    expect(
      texts(
        await asAdmin('/api/usuario/salvarAtualizarUsuario', {
          ...newUser(),
          login: 'perdido',
          email: 'perdido@example.com',
          profileId: 99999,
        }),
      ),
    ).toContain('profileId: Perfil não encontrado: 99999');
    expect(
      texts(await asAdmin('/api/usuario/salvarAtualizarUsuario', { ...newUser(), login: 'outra.joana' })),
    ).toContain('email: Já existe um usuário com este e-mail');
  });

  it('changes a user at their version and refuses a stale version', async () => {
    const id = await userIdOf(t, 'financeiro');
    const current = (await asAdmin('/api/usuario/buscarPorId', { id })).json();
    const change = {
      id,
      version: current.version,
      login: current.login,
      name: 'Fernanda F.',
      email: current.email,
      profileId: current.profileId,
    };
    const changed = await asAdmin('/api/usuario/salvarAtualizarUsuario', change);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Fernanda F.', version: current.version + 1 });
    const stale = await asAdmin('/api/usuario/salvarAtualizarUsuario', { ...change, name: 'Perdido' });
    expect(stale.statusCode).toBe(409);
    expect((await asAdmin('/api/usuario/buscarPorId', { id })).json().name).toBe('Fernanda F.');
    expect((await asAdmin('/api/usuario/buscarPorId', { id: 99999 })).statusCode).toBe(404);
  });

  it('deactivates a removed user, who can no longer sign in, and warns while flows still name them', async () => {
    const aprovador = await userIdOf(t, 'aprovador');
    const session = await t.login('aprovador', 'Aprovador@123');
    const asApprover = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/usuario/buscarUsuarioLogadoMenu',
        headers: { authorization: `Bearer ${session}` },
        payload: {},
      });
    expect((await asApprover()).statusCode).toBe(200);
    // The demo's flows that name the approver as a step's responsible.
    const flowsOfApprover = DEMO_APPROVAL_FLOWS.filter((flow) =>
      flow.steps.some((step) => step.responsible === 'aprovador'),
    ).length;
    const removed = await asAdmin('/api/usuario/removerUsuario', { id: aprovador });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().mensagens).toEqual([
      { tipo: 'SUCESSO', codigo: 'success.userDeactivated', texto: 'Usuário desativado com sucesso' },
      {
        tipo: 'ALERTA',
        codigo: 'alerts.userIsFlowResponsible',
        texto: `O usuário é responsável em ${flowsOfApprover} fluxo(s) de aprovação: substitua-o nesses fluxos para que os itens pendentes sigam`,
      },
    ]);
    const refused = await signIn('aprovador', 'Aprovador@123');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().mensagens[0].codigo).toBe('INACTIVE_USER');
    // The token issued before the deactivation stops opening the API at its next call.
    const ended = await asApprover();
    expect(ended.statusCode).toBe(401);
    expect(ended.json().mensagens[0].codigo).toBe('UNAUTHORIZED');
    expect((await asAdmin('/api/usuario/buscarPorId', { id: aprovador })).json().status).toBe('INATIVO');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(aprovador)), eq(auditLog.action, 'DESATIVADO')))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({ before: { status: 'ATIVO' }, after: { status: 'INATIVO' } });
  });

  it('does not let administrators deactivate themselves', async () => {
    const admin = await userIdOf(t, 'admin');
    const response = await asAdmin('/api/usuario/removerUsuario', { id: admin }, 'en');
    expect(response.statusCode).toBe(409);
    expect(texts(response)).toEqual(['You cannot deactivate your own user']);
  });

  it('keeps the register to the user roles', async () => {
    for (const url of [
      '/api/usuario/buscarPorId',
      '/api/usuario/salvarAtualizarUsuario',
      '/api/usuario/removerUsuario',
    ]) {
      expect((await call(t, url, { id: 1 }, { token: tokens.comercial })).statusCode, url).toBe(403);
      expect((await call(t, url, { id: 1 })).statusCode, url).toBe(401);
    }
  });
});
