import { eq } from 'drizzle-orm';
import { users } from '../../src/modules/users/users-table';
import type { TestApp } from './test-app';

export interface CallOptions {
  token?: string;
  language?: string;
}

/** One JSON call as the web client makes it: POST, bearer token, Accept-Language. */
export function call(t: TestApp, url: string, body: unknown = {}, options: CallOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: body as object,
  });
}

/** The texts of an answer's envelope, in order. */
export function texts(response: { json: () => { mensagens: { texto: string }[] } }): string[] {
  return response.json().mensagens.map((message) => message.texto);
}

export async function userIdOf(t: TestApp, login: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (!row) throw new Error(`no user ${login}`);
  return row.id;
}

/**
 * A first-access request through the public call, as the access-request page sends it; answers
 * the new user's id. Throws unless the request was taken (201).
 */
export async function askAccess(
  t: TestApp,
  login: string,
  justificativaAcesso = 'Preciso acompanhar as apurações',
): Promise<number> {
  const response = await call(t, '/api/usuario/solicitarAcesso', {
    name: `Pessoa ${login}`,
    email: `${login}@example.com`,
    login,
    justificativaAcesso,
  });
  if (response.statusCode !== 201) throw new Error(`access request of ${login}: ${response.body}`);
  return userIdOf(t, login);
}

export const DEMO_LOGINS = {
  admin: 'Admin@123',
  comercial: 'Comercial@123',
  aprovador: 'Aprovador@123',
  financeiro: 'Financeiro@123',
} as const;

/** Signs in every demo user once. */
export async function demoTokens(t: TestApp): Promise<Record<keyof typeof DEMO_LOGINS, string>> {
  const entries = await Promise.all(
    Object.entries(DEMO_LOGINS).map(
      async ([login, password]) => [login, await t.login(login, password)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<keyof typeof DEMO_LOGINS, string>;
}

/**
 * Signs in a new user whose profile holds `features` and sees only the given channels, created
 * by the administrator through the profile and user calls; answers the user's token.
 */
export function restrictedUserToken(
  t: TestApp,
  adminToken: string,
  user: { login: string; features: readonly string[]; channels: readonly string[] },
): Promise<string> {
  return restrictedUser(t, adminToken, {
    login: user.login,
    features: user.features,
    domains: { channels: user.channels, commodities: [], regions: [] },
  });
}

/** Signs in a new user whose profile holds `features` and is restricted to `domains`. */
export async function restrictedUser(
  t: TestApp,
  adminToken: string,
  user: {
    login: string;
    features: readonly string[];
    domains: { channels: readonly string[]; commodities: readonly string[]; regions: readonly string[] };
  },
): Promise<string> {
  const password = 'Restrita@123';
  const profile = await call(
    t,
    '/api/perfil/salvarAtualizarPerfil',
    { name: `Perfil ${user.login}`, features: user.features, budgetTypes: [], domains: user.domains },
    { token: adminToken },
  );
  if (profile.statusCode !== 200) throw new Error(`profile of ${user.login}: ${profile.body}`);
  const created = await call(
    t,
    '/api/usuario/salvarAtualizarUsuario',
    {
      login: user.login,
      name: `Usuária ${user.login}`,
      email: `${user.login}@example.com`,
      profileId: profile.json().id,
      status: 'ATIVO',
      senha: password,
    },
    { token: adminToken },
  );
  if (created.statusCode !== 200) throw new Error(`user ${user.login}: ${created.body}`);
  return t.login(user.login, password);
}
