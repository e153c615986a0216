import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { askAccess as askAccessOf, call, demoTokens, texts, userIdOf } from './support/calls';
import { latestTokenFor, outbox } from './support/outbox';
import { createTestApp, type TestApp } from './support/test-app';

interface Detail {
  id: number;
  version: number;
  name: string;
  email: string;
  status: string;
  profile: string | null;
  profileId: number | null;
  accessState: string;
  accessJustification: string | null;
  pendingChange: { name: string; profile: string | null } | null;
  decisions: {
    kind: string;
    decision: string;
    justification: string | null;
    requestJustification: string | null;
    decidedBy: string | null;
  }[];
}

describe('the users administration', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let profileIds: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_REQUESTS_PER_ADDRESS: '1000' });
    tokens = await demoTokens(t);
    const options = await call(t, '/api/perfil/buscarInput', {}, { token: tokens.admin });
    profileIds = Object.fromEntries(
      options.json().map((profile: { id: number; name: string }) => [profile.name, profile.id]),
    );
  });
  afterAll(() => t.close());

  const asAdmin = (url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token: tokens.admin, ...(language ? { language } : {}) });
  const detail = async (id: number): Promise<Detail> =>
    (await asAdmin('/api/usuario/buscarPorId', { id })).json();
  const askAccess = (login: string) => askAccessOf(t, login, 'Analista financeira da regional Sul');
  const askEdition = (token: string, id: number, justificativaAcesso: string) =>
    call(
      t,
      '/api/usuario/solicitacaoEdicaoUsuario',
      { id, solicitacaoEdicao: true, justificativaAcesso, tipoAcao: 'SOLICITACAO_EDICAO' },
      { token },
    );
  const auditActions = async (id: number) =>
    (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))))
    ).map((row) => row.action);

  it('lists first-access requests with their totals, filtered and sorted', async () => {
    const before = (await asAdmin('/api/usuario/totalizadorAbas')).json();
    const id = await askAccess('beatriz.nova');
    await askAccess('bruno.novo');
    const totals = await asAdmin('/api/usuario/totalizadorAbas');
    expect(totals.statusCode).toBe(200);
    expect(totals.json().PRIMEIRO_ACESSO).toBe(before.PRIMEIRO_ACESSO + 2);
    expect(totals.json().CADASTRADO).toBe(4);

    const list = await asAdmin('/api/usuario/buscarUsuariosPrimeiroAcesso', {
      texto: 'NOV',
      ordenarPor: 'login',
      direcao: 'desc',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().itens.map((user: { login: string }) => user.login)).toEqual([
      'bruno.novo',
      'beatriz.nova',
    ]);
    expect(list.json().itens[1]).toMatchObject({
      id,
      accessState: 'PRIMEIRO_ACESSO',
      accessJustification: 'Analista financeira da regional Sul',
      profile: null,
    });
    const paged = await asAdmin('/api/usuario/buscarUsuariosGrid', { tamanhoPagina: 2, pagina: 2 });
    expect(paged.json()).toMatchObject({ total: 4 });
    expect(paged.json().itens).toHaveLength(2);
    const byProfile = await asAdmin('/api/usuario/buscarUsuariosGrid', {
      profileId: profileIds.Financeiro,
      status: 'ATIVO',
    });
    expect(byProfile.json().itens.map((user: { login: string }) => user.login)).toEqual(['financeiro']);
  });

  it('configures the profile, approves, mails the first-password link, and lets the user in', async () => {
    const id = await userIdOf(t, 'beatriz.nova');
    const current = await detail(id);
    const configure = { id, version: current.version, profileId: profileIds.Financeiro };
    expect(
      (await asAdmin('/api/usuario/configurarPermissoesPrimeiroAcesso', { ...configure, id: 99999 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await asAdmin('/api/usuario/configurarPermissoesPrimeiroAcesso', { ...configure, version: 99 }))
        .statusCode,
    ).toBe(409);
    const configured = await asAdmin('/api/usuario/configurarPermissoesPrimeiroAcesso', configure);
    expect(configured.statusCode, configured.body).toBe(200);
    expect(texts(configured)).toEqual(['Perfil definido. O primeiro acesso foi enviado para aprovação.']);
    const underApproval = await asAdmin('/api/usuario/buscarUsuariosAprovacao', {
      profileId: profileIds.Financeiro,
    });
    expect(underApproval.json().itens.map((user: { id: number }) => user.id)).toEqual([id]);

    const waiting = await detail(id);
    expect(waiting).toMatchObject({ accessState: 'EM_APROVACAO', profile: 'Financeiro' });
    const approved = await asAdmin('/api/usuario/aprovarPrimeiroAcesso', { id, version: waiting.version });
    expect(approved.statusCode, approved.body).toBe(200);
    const again = await asAdmin('/api/usuario/aprovarPrimeiroAcesso', { id, version: waiting.version + 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().mensagens[0].codigo).toBe('USER_ACCESS_STATE_CHANGED');

    const registered = await detail(id);
    expect(registered).toMatchObject({ accessState: 'CADASTRADO', status: 'ATIVO', profile: 'Financeiro' });
    expect(registered.decisions).toEqual([
      expect.objectContaining({
        kind: 'PRIMEIRO_ACESSO',
        decision: 'APROVADO',
        requestJustification: 'Analista financeira da regional Sul',
        decidedBy: 'Administrador do Sistema',
      }),
    ]);
    expect((await outbox(t))[0]?.to).toContain('<beatriz.nova@example.com>');
    const token = await latestTokenFor(t, 'beatriz.nova@example.com');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/autenticacao/redefinirSenha',
      payload: { token, desSenha: 'Beatriz#2026' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const session = await t.login('beatriz.nova', 'Beatriz#2026');
    const permissions = await call(t, '/api/usuario/buscarPermissoesMenu', {}, { token: session });
    expect(permissions.json().authorities).toContain('ROLE_VISUALIZAR_APURACOES_AVULSO');
    expect(permissions.json().authorities).not.toContain('ROLE_VISUALIZAR_USUARIOS');
    const profile = await call(t, '/api/usuario/buscarUsuarioLogadoPerfil', {}, { token: session });
    expect(profile.json()).toMatchObject({ name: 'Financeiro' });
    expect(profile.json().features).toContain('ROLE_VISUALIZAR_APURACOES_AVULSO');
    expect(await auditActions(id)).toEqual(
      expect.arrayContaining([
        'PRIMEIRO_ACESSO_SOLICITADO',
        'PRIMEIRO_ACESSO_CONFIGURADO',
        'PRIMEIRO_ACESSO_APROVADO',
        'LINK_PRIMEIRA_SENHA_EMITIDO',
      ]),
    );
  });

  it('approves a first access with the profile chosen in the same step, and requires one', async () => {
    const id = await askAccess('carlos.novo');
    const current = await detail(id);
    const missing = await asAdmin('/api/usuario/aprovarPrimeiroAcesso', { id, version: current.version });
    expect(missing.statusCode).toBe(422);
    expect(texts(missing)).toContain('profileId: O campo é obrigatório');
    const unknown = await asAdmin('/api/usuario/aprovarPrimeiroAcesso', {
      id,
      version: current.version,
      profileId: 99999,
    });
    expect(texts(unknown)).toContain('profileId: Perfil não encontrado: 99999');
    const approved = await asAdmin('/api/usuario/aprovarPrimeiroAcesso', {
      id,
      version: current.version,
      profileId: profileIds.Comercial,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await detail(id)).toMatchObject({ accessState: 'CADASTRADO', profile: 'Comercial' });
  });

  it('reproves a first access with a trimmed justification of at most 500 characters', async () => {
    const id = await userIdOf(t, 'bruno.novo');
    const { version } = await detail(id);
    const long = await asAdmin('/api/usuario/reprovarPrimeiroAcesso', {
      id,
      version,
      justificativa: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(422);
    expect(texts(long)[1]).toMatch(/^justificativa: /);
    const blank = await asAdmin('/api/usuario/reprovarPrimeiroAcesso', { id, version, justificativa: '   ' });
    expect(texts(blank)).toContain('justificativa: O campo é obrigatório');
    const reproved = await asAdmin('/api/usuario/reprovarPrimeiroAcesso', {
      id,
      version,
      justificativa: '  Sem vínculo com a empresa  ',
    });
    expect(reproved.statusCode, reproved.body).toBe(200);
    const after = await detail(id);
    expect(after).toMatchObject({ accessState: 'REPROVADO', status: 'INATIVO' });
    expect(after.decisions[0]).toMatchObject({
      decision: 'REPROVADO',
      justification: 'Sem vínculo com a empresa',
    });
    const list = await asAdmin('/api/usuario/buscarUsuariosReprovados');
    expect(list.json().itens.map((user: { id: number }) => user.id)).toContain(id);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'PRIMEIRO_ACESSO_REPROVADO')))
      .orderBy(auditLog.id);
    expect(audit?.justification).toBe('Sem vínculo com a empresa');
  });

  it('configures an edition request, validates it, and applies the change', async () => {
    const id = await userIdOf(t, 'financeiro');
    expect((await askEdition(tokens.financeiro, id, 'Mudei de área')).statusCode).toBe(200);
    const list = await asAdmin('/api/usuario/buscarUsuariosSolicitacaoEdicao');
    expect(list.json().itens).toEqual([
      expect.objectContaining({ id, accessJustification: 'Mudei de área' }),
    ]);
    const { version, email } = await detail(id);
    const change = {
      id,
      version,
      name: 'Fernanda Finanças',
      email,
      profileId: profileIds.Comercial,
      status: 'ATIVO',
    };
    const configured = await asAdmin('/api/usuario/configuracaoEdicaoUsuario', change);
    expect(configured.statusCode, configured.body).toBe(200);
    const validating = await detail(id);
    expect(validating).toMatchObject({
      accessState: 'EM_VALIDACAO',
      name: 'Fernanda Financeiro',
      pendingChange: { name: 'Fernanda Finanças', profile: 'Comercial' },
    });
    expect((await asAdmin('/api/usuario/buscarUsuariosEmValidacao')).json().total).toBe(1);
    const approved = await asAdmin('/api/usuario/aprovarSolicitacaoEdicao', {
      id,
      version: validating.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const applied = await detail(id);
    expect(applied).toMatchObject({
      accessState: 'CADASTRADO',
      name: 'Fernanda Finanças',
      profile: 'Comercial',
      pendingChange: null,
    });
    expect(applied.decisions[0]).toMatchObject({
      kind: 'EDICAO',
      decision: 'APROVADO',
      requestJustification: 'Mudei de área',
    });
    expect(await auditActions(id)).toEqual(
      expect.arrayContaining(['EDICAO_SOLICITADA', 'EDICAO_CONFIGURADA', 'EDICAO_APROVADA']),
    );
  });

  it('reproves an edition request before and under validation, keeping the justification', async () => {
    const comercial = await userIdOf(t, 'comercial');
    await askEdition(tokens.comercial, comercial, 'Quero outro perfil');
    const first = await detail(comercial);
    const wrongStage = await asAdmin('/api/usuario/reprovarSolicitacaoEmValidacao', {
      id: comercial,
      version: first.version,
      justificativa: 'Não',
    });
    expect(wrongStage.statusCode).toBe(409);
    const reproved = await asAdmin('/api/usuario/reprovarSolicitacaoEdicao', {
      id: comercial,
      version: first.version,
      justificativa: 'Perfil atual atende à função',
    });
    expect(reproved.statusCode, reproved.body).toBe(200);
    const after = await detail(comercial);
    expect(after).toMatchObject({ accessState: 'CADASTRADO', profile: 'Comercial' });
    expect(after.decisions[0]).toMatchObject({
      kind: 'EDICAO',
      decision: 'REPROVADO',
      justification: 'Perfil atual atende à função',
      requestJustification: 'Quero outro perfil',
    });

    const aprovador = await userIdOf(t, 'aprovador');
    await askEdition(tokens.aprovador, aprovador, 'Trocar e-mail');
    const asked = await detail(aprovador);
    await asAdmin('/api/usuario/configuracaoEdicaoUsuario', {
      id: aprovador,
      version: asked.version,
      name: asked.name,
      email: 'andre.novo@example.com',
      profileId: asked.profileId,
      status: 'ATIVO',
    });
    const validating = await detail(aprovador);
    const rejected = await asAdmin('/api/usuario/reprovarSolicitacaoEmValidacao', {
      id: aprovador,
      version: validating.version,
      justificativa: 'E-mail fora do domínio',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await detail(aprovador)).toMatchObject({ accessState: 'CADASTRADO', pendingChange: null });
  });

  it('refuses deciding one’s own request and changing one’s own profile', async () => {
    const admin = await userIdOf(t, 'admin');
    await askEdition(tokens.admin, admin, 'Atualizar meu nome');
    const current = await detail(admin);
    const own = await asAdmin(
      '/api/usuario/configuracaoEdicaoUsuario',
      {
        id: admin,
        version: current.version,
        name: 'Eu',
        email: 'admin@example.com',
        profileId: current.profileId,
        status: 'ATIVO',
      },
      'en',
    );
    expect(own.statusCode).toBe(403);
    expect(texts(own)).toEqual(['You cannot decide a request of your own user']);
    const reprove = await asAdmin('/api/usuario/reprovarSolicitacaoEdicao', {
      id: admin,
      version: current.version,
      justificativa: 'Não',
    });
    expect(reprove.statusCode).toBe(403);
    expect(texts(reprove)).toEqual(['Você não pode decidir uma solicitação do seu próprio usuário']);

    const raise = await asAdmin('/api/usuario/salvarAtualizarUsuario', {
      id: admin,
      version: current.version,
      login: 'admin',
      name: current.name,
      email: 'admin@example.com',
      profileId: profileIds.Comercial,
    });
    expect(raise.statusCode).toBe(403);
    expect(texts(raise)).toEqual(['Você não pode alterar o seu próprio perfil']);
  });

  it('exports the registered users under the filters as an xlsx in base64', async () => {
    const response = await asAdmin('/api/usuario/export', { texto: 'financeiro', ordenarPor: 'name' });
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json();
    expect(file).toMatchObject({
      tipoArquivo: 'xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(file.nomeArquivo).toMatch(/^usuarios_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.conteudo, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Usuários');
    const rows = sheet?.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual(['Login', 'Nome', 'E-mail', 'Perfil', 'Status', 'Último acesso']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['financeiro']);
  });

  it('records the last access and answers the caller’s menu permissions', async () => {
    const updated = await call(t, '/api/usuario/atualizarUltimoAcesso', {}, { token: tokens.aprovador });
    expect(updated.statusCode).toBe(200);
    const aprovador = await userIdOf(t, 'aprovador');
    const { lastAccessAt } = (await asAdmin('/api/usuario/buscarPorId', { id: aprovador })).json();
    expect(Date.now() - Date.parse(lastAccessAt)).toBeLessThan(60_000);
    const menu = await call(t, '/api/usuario/buscarPermissoesMenu', {}, { token: tokens.aprovador });
    expect(menu.json().authorities).toContain('ROLE_APROVAR_ACORDO_COMERCIAL');
  });

  it('keeps the lists and decisions to their roles', async () => {
    const calls = [
      '/api/usuario/buscarUsuariosPrimeiroAcesso',
      '/api/usuario/buscarUsuariosAprovacao',
      '/api/usuario/buscarUsuariosReprovados',
      '/api/usuario/buscarUsuariosSolicitacaoEdicao',
      '/api/usuario/buscarUsuariosEmValidacao',
      '/api/usuario/buscarUsuariosGrid',
      '/api/usuario/totalizadorAbas',
      '/api/usuario/export',
      '/api/usuario/configurarPermissoesPrimeiroAcesso',
      '/api/usuario/aprovarPrimeiroAcesso',
      '/api/usuario/reprovarPrimeiroAcesso',
      '/api/usuario/configuracaoEdicaoUsuario',
      '/api/usuario/aprovarSolicitacaoEdicao',
      '/api/usuario/reprovarSolicitacaoEdicao',
      '/api/usuario/reprovarSolicitacaoEmValidacao',
    ];
    for (const url of calls) {
      expect((await call(t, url, {}, { token: tokens.aprovador })).statusCode, url).toBe(403);
      expect((await call(t, url, {})).statusCode, url).toBe(401);
    }
    for (const url of [
      '/api/usuario/atualizarUltimoAcesso',
      '/api/usuario/buscarPermissoesMenu',
      '/api/usuario/buscarUsuarioLogadoPerfil',
    ]) {
      expect((await call(t, url, {})).statusCode, url).toBe(401);
    }
  });
});
