import { ZAccessTokenClaimsSchema } from '@trade-terms/domain/session';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { DEMO_PROFILES } from '../src/seed/demo-data';
import { call, demoTokens, texts } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

const NEW_PROFILE = {
  name: 'Analista de pagamentos',
  description: 'Valida pagamentos e libera verbas',
  features: ['ROLE_VISUALIZAR_VALIDACAO_VERBAS', 'ROLE_EDITAR_VALIDACAO_VERBAS'],
  budgetTypes: ['VERBA-OFF', 'VERBA-ON'],
  domains: { channels: ['HC', 'PC'], commodities: ['HPF'], regions: [] },
};

describe('profiles', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
  });
  afterAll(() => t.close());

  const asAdmin = (url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token: tokens.admin, ...(language ? { language } : {}) });

  async function createProfile(overrides: Partial<typeof NEW_PROFILE> = {}) {
    const response = await asAdmin('/api/perfil/salvarAtualizarPerfil', { ...NEW_PROFILE, ...overrides });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('creates a profile with features, budget types and domains, and writes an audit row', async () => {
    const profile = await createProfile();
    expect(profile).toMatchObject({
      name: 'Analista de pagamentos',
      description: 'Valida pagamentos e libera verbas',
      features: ['ROLE_EDITAR_VALIDACAO_VERBAS', 'ROLE_VISUALIZAR_VALIDACAO_VERBAS'],
      budgetTypes: ['VERBA-OFF', 'VERBA-ON'],
      domains: { channels: ['HC', 'PC'], commodities: ['HPF'], regions: [] },
      version: 1,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'profile'), eq(auditLog.entityId, String(profile.id))))
      .orderBy(auditLog.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'CRIADO', before: null });
    expect(audit[0]?.after).toMatchObject({
      name: 'Analista de pagamentos',
      budgetTypes: ['VERBA-OFF', 'VERBA-ON'],
    });

    const read = await asAdmin('/api/perfil/buscarPorId', { id: profile.id });
    expect(read.json()).toEqual(profile);
  });

  it('refuses an unknown role with a field message in the caller language', async () => {
    const body = {
      ...NEW_PROFILE,
      name: 'Perfil inválido',
      features: ['ROLE_VISUALIZAR_PERFIS', 'ROLE_INVENTADO'],
    };
    const pt = await asAdmin('/api/perfil/salvarAtualizarPerfil', body);
    expect(pt.statusCode).toBe(422);
    expect(texts(pt)).toContain('features.1: Permissão desconhecida: ROLE_INVENTADO');
    const en = await asAdmin('/api/perfil/salvarAtualizarPerfil', body, 'en');
    expect(texts(en)).toContain('features.1: Unknown permission: ROLE_INVENTADO');
  });

  it('refuses a name another profile has, whatever its case', async () => {
    const response = await asAdmin('/api/perfil/salvarAtualizarPerfil', {
      ...NEW_PROFILE,
      name: 'COMERCIAL',
    });
    expect(response.statusCode).toBe(422);
    expect(texts(response)).toContain('name: Já existe um registro com este nome');
  });

  it('changes a profile at its version, and refuses a stale version without overwriting', async () => {
    const profile = await createProfile({ name: 'Perfil versionado' });
    const changed = await asAdmin('/api/perfil/salvarAtualizarPerfil', {
      ...NEW_PROFILE,
      id: profile.id,
      version: 1,
      name: 'Perfil versionado',
      description: 'Primeira mudança',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ version: 2, description: 'Primeira mudança' });

    const stale = await asAdmin('/api/perfil/salvarAtualizarPerfil', {
      ...NEW_PROFILE,
      id: profile.id,
      version: 1,
      name: 'Perfil versionado',
      description: 'Mudança perdida',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().mensagens[0].codigo).toBe('STALE_VERSION');
    const read = await asAdmin('/api/perfil/buscarPorId', { id: profile.id });
    expect(read.json()).toMatchObject({ version: 2, description: 'Primeira mudança' });

    const withoutVersion = await asAdmin('/api/perfil/salvarAtualizarPerfil', {
      ...NEW_PROFILE,
      id: profile.id,
      name: 'Perfil versionado',
    });
    expect(withoutVersion.statusCode).toBe(422);
    expect(texts(withoutVersion)).toContain('version: Informe a versão do registro para alterá-lo');
  });

  it('answers 404 for an unknown profile on read, change and removal', async () => {
    expect((await asAdmin('/api/perfil/buscarPorId', { id: 99999 })).statusCode).toBe(404);
    const change = await asAdmin('/api/perfil/salvarAtualizarPerfil', {
      ...NEW_PROFILE,
      name: 'Ninguém',
      id: 99999,
      version: 1,
    });
    expect(change.statusCode).toBe(404);
    expect((await asAdmin('/api/perfil/removerPerfil', { id: 99999 })).statusCode).toBe(404);
  });

  it('lists profiles paged, filtered by text and sorted, with how many users hold each', async () => {
    const page = await asAdmin('/api/perfil/buscarPerfis', { pagina: 1, tamanhoPagina: 2, direcao: 'asc' });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.itens).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(5);
    const names = body.itens.map((item: { name: string }) => item.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));

    const filtered = await asAdmin('/api/perfil/buscarPerfis', { texto: 'aprov' });
    expect(filtered.json().itens).toEqual([
      expect.objectContaining({
        name: 'Aprovador',
        userCount: 1,
        featureCount: DEMO_PROFILES.find((profile) => profile.name === 'Aprovador')?.roles.length,
      }),
    ]);
    const descending = await asAdmin('/api/perfil/buscarPerfis', { ordenarPor: 'id', direcao: 'desc' });
    const ids = descending.json().itens.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it('offers every profile as an option, and the profiles that approve agreements', async () => {
    const options = await asAdmin('/api/perfil/buscarInput');
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), name: 'Administrador' },
        { id: expect.any(Number), name: 'Comercial' },
      ]),
    );
    const approvers = await asAdmin('/api/perfil/buscarPerfilContratoAprovado');
    expect(approvers.json().map((p: { name: string }) => p.name)).toEqual(['Administrador', 'Aprovador']);
  });

  it('gives the permission catalogue by feature group, labelled in the caller language', async () => {
    const pt = await asAdmin('/api/perfil/buscarCatalogoPermissoes');
    expect(pt.statusCode).toBe(200);
    const administration = pt.json().find((group: { group: string }) => group.group === 'administration');
    expect(administration.label).toBe('Administração');
    expect(administration.permissions).toContainEqual({ role: 'ROLE_EDITAR_PERFIS', label: 'Editar perfis' });
    const en = await asAdmin('/api/perfil/buscarCatalogoPermissoes', {}, 'en');
    const english = en.json().find((group: { group: string }) => group.group === 'administration');
    expect(english.label).toBe('Administration');
    expect(english.permissions).toContainEqual({ role: 'ROLE_EDITAR_PERFIS', label: 'Edit profiles' });
  });

  it('puts the changed roles and restrictions of a profile in its users next tokens', async () => {
    const before = ZAccessTokenClaimsSchema.parse(decodeJwt(await t.login('financeiro', 'Financeiro@123')));
    expect(before.authorities).not.toContain('ROLE_VISUALIZAR_PERFIS');
    const list = await asAdmin('/api/perfil/buscarPerfis', { texto: 'Financeiro' });
    const summary = list.json().itens[0];
    const current = (await asAdmin('/api/perfil/buscarPorId', { id: summary.id })).json();
    const saved = await asAdmin('/api/perfil/salvarAtualizarPerfil', {
      ...current,
      features: ['ROLE_VISUALIZAR_PERFIS', 'ROLE_VISUALIZAR_APURACOES_AVULSO'],
      domains: { channels: ['HC'], commodities: [], regions: ['S'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = ZAccessTokenClaimsSchema.parse(decodeJwt(await t.login('financeiro', 'Financeiro@123')));
    expect([...after.authorities].sort()).toEqual([
      'ROLE_VISUALIZAR_APURACOES_AVULSO',
      'ROLE_VISUALIZAR_PERFIS',
    ]);
    expect(after.restricoes).toEqual({ canais: ['HC'], commodities: [], regioes: ['S'] });
    const allowed = await call(
      t,
      '/api/perfil/buscarPerfis',
      {},
      { token: await t.login('financeiro', 'Financeiro@123') },
    );
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses budget types and domains that name no record of their register, each at its position', async () => {
    const response = await asAdmin(
      '/api/perfil/salvarAtualizarPerfil',
      {
        ...NEW_PROFILE,
        name: 'Perfil com códigos soltos',
        budgetTypes: ['VERBA-ON', 'VERBA-XX'],
        domains: { channels: ['HC'], commodities: ['HPF', 'NADA'], regions: ['S', 'SUL'] },
      },
      'en',
    );
    expect(response.statusCode).toBe(422);
    expect(texts(response).slice(1)).toEqual([
      'budgetTypes.1: Code not registered: VERBA-XX',
      'domains.commodities.1: Code not registered: NADA',
      'domains.regions.1: Code not registered: SUL',
    ]);
    const list = await asAdmin('/api/perfil/buscarPerfis', { texto: 'códigos soltos' });
    expect(list.json().itens).toEqual([]);
  });

  it('removes a profile nobody holds, and refuses one that users hold', async () => {
    const profile = await createProfile({ name: 'Perfil temporário' });
    const removed = await asAdmin('/api/perfil/removerPerfil', { id: profile.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().mensagens[0]).toMatchObject({
      tipo: 'SUCESSO',
      texto: 'Registro excluído com sucesso',
    });
    expect((await asAdmin('/api/perfil/buscarPorId', { id: profile.id })).statusCode).toBe(404);
    const [removal] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(profile.id)), eq(auditLog.action, 'REMOVIDO')))
      .orderBy(auditLog.id);
    expect(removal?.before).toMatchObject({ name: 'Perfil temporário' });

    const held = (await asAdmin('/api/perfil/buscarPerfis', { texto: 'Comercial' })).json().itens[0];
    const refused = await asAdmin('/api/perfil/removerPerfil', { id: held.id }, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().mensagens[0]).toMatchObject({
      codigo: 'PROFILE_IN_USE',
      texto: 'The profile is held by 1 user(s) and cannot be removed',
    });
  });

  it('refuses to remove a profile that an approval flow names as requester', async () => {
    const profile = await createProfile({ name: 'Solicitante de fluxo' });
    const aprovador = (await asAdmin('/api/usuario/buscarUsuarios', { texto: 'aprovador' })).json().itens[0];
    const flow = await asAdmin('/api/fluxoAprovacao/salvarAtualizarFluxo', {
      actionType: 'APURACAO',
      name: 'Apurações do solicitante',
      requesterProfileId: profile.id,
      steps: [{ stepNumber: 1, responsibleIds: [aprovador.id] }],
    });
    expect(flow.statusCode, flow.body).toBe(200);
    const refused = await asAdmin('/api/perfil/removerPerfil', { id: profile.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().mensagens[0].codigo).toBe('PROFILE_USED_BY_FLOW');
    expect((await asAdmin('/api/perfil/buscarPorId', { id: profile.id })).statusCode).toBe(200);
  });

  it('lets profile viewers read but not change, and refuses everyone else', async () => {
    const noToken = await call(t, '/api/perfil/buscarPerfis');
    expect(noToken.statusCode).toBe(401);
    for (const url of [
      '/api/perfil/buscarPerfis',
      '/api/perfil/buscarPorId',
      '/api/perfil/salvarAtualizarPerfil',
      '/api/perfil/removerPerfil',
      '/api/perfil/buscarInput',
      '/api/perfil/buscarCatalogoPermissoes',
    ]) {
      const response = await call(t, url, { id: 1 }, { token: tokens.comercial });
      expect(response.statusCode, url).toBe(403);
    }
  });
});
