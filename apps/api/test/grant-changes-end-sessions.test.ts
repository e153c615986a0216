import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens, userIdOf } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'Sessao@2026';
const PROBE = '/api/perfil/buscarPerfis';
const PROBE_BODY = { pagina: 1, tamanhoPagina: 10 };

describe('a change of roles reaches the tokens already issued', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await demoTokens(t)).admin;
  });
  afterAll(() => t.close());

  const asAdmin = async (url: string, body: unknown) => {
    const response = await call(t, url, body, { token: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const saveProfile = (body: Record<string, unknown>) =>
    asAdmin('/api/perfil/salvarAtualizarPerfil', {
      budgetTypes: [],
      domains: { channels: [], commodities: [], regions: [] },
      ...body,
    });
  const createUser = (login: string, profileId: number) =>
    asAdmin('/api/usuario/salvarAtualizarUsuario', {
      login,
      name: `Usuária ${login}`,
      email: `${login}@example.com`,
      profileId,
      status: 'ATIVO',
      senha: PASSWORD,
    });
  const probe = (token: string) => call(t, PROBE, PROBE_BODY, { token });

  it('ends the session of a user moved to another profile', async () => {
    const viewer = await saveProfile({ name: 'Leitor de perfis', features: ['ROLE_VISUALIZAR_PERFIS'] });
    const plain = await saveProfile({ name: 'Sem perfis', features: ['ROLE_VISUALIZAR_DASHBOARD'] });
    const user = await createUser('movida', viewer.id);
    const token = await t.login('movida', PASSWORD);
    expect((await probe(token)).statusCode).toBe(200);

    await asAdmin('/api/usuario/salvarAtualizarUsuario', {
      id: user.id,
      version: user.version,
      login: 'movida',
      name: user.name,
      email: user.email,
      profileId: plain.id,
      status: 'ATIVO',
    });
    expect((await probe(token)).statusCode).toBe(401);
    expect((await probe(await t.login('movida', PASSWORD))).statusCode).toBe(403);
  });

  it('keeps the session of a user whose profile stays, on a save that changes other data', async () => {
    const viewer = await saveProfile({ name: 'Leitor estável', features: ['ROLE_VISUALIZAR_PERFIS'] });
    const user = await createUser('ficou', viewer.id);
    const token = await t.login('ficou', PASSWORD);
    await asAdmin('/api/usuario/salvarAtualizarUsuario', {
      id: user.id,
      version: user.version,
      login: 'ficou',
      name: 'Outro nome',
      email: user.email,
      profileId: viewer.id,
      status: 'ATIVO',
    });
    expect((await probe(token)).statusCode).toBe(200);
  });

  it('ends the sessions of every user of a profile a role is taken out of, and only theirs', async () => {
    const profile = await saveProfile({
      name: 'Perfil encolhido',
      features: ['ROLE_VISUALIZAR_PERFIS', 'ROLE_VISUALIZAR_DASHBOARD'],
    });
    await createUser('encolhida1', profile.id);
    await createUser('encolhida2', profile.id);
    const tokens = [await t.login('encolhida1', PASSWORD), await t.login('encolhida2', PASSWORD)];
    for (const token of tokens) expect((await probe(token)).statusCode).toBe(200);

    await saveProfile({
      id: profile.id,
      version: profile.version,
      name: 'Perfil encolhido',
      features: ['ROLE_VISUALIZAR_DASHBOARD'],
    });
    for (const token of tokens) expect((await probe(token)).statusCode).toBe(401);
    expect((await probe(await t.login('encolhida1', PASSWORD))).statusCode).toBe(403);
    // The administrator, of another profile, goes on.
    expect((await probe(admin)).statusCode).toBe(200);
  });

  it('ends the sessions when the data restrictions change, not when a role is only added', async () => {
    const profile = await saveProfile({ name: 'Perfil restrito', features: ['ROLE_VISUALIZAR_PERFIS'] });
    await createUser('restrita', profile.id);
    const first = await t.login('restrita', PASSWORD);

    const widened = await saveProfile({
      id: profile.id,
      version: profile.version,
      name: 'Perfil restrito',
      features: ['ROLE_VISUALIZAR_PERFIS', 'ROLE_VISUALIZAR_DASHBOARD'],
    });
    expect((await probe(first)).statusCode).toBe(200);

    await saveProfile({
      id: profile.id,
      version: widened.version,
      name: 'Perfil restrito',
      features: ['ROLE_VISUALIZAR_PERFIS', 'ROLE_VISUALIZAR_DASHBOARD'],
      domains: { channels: ['HC'], commodities: [], regions: [] },
    });
    expect((await probe(first)).statusCode).toBe(401);
    expect(await userIdOf(t, 'restrita')).toBeGreaterThan(0);
  });
});
