/**
 * What the web's unit tests need of a browser's session outside a browser: storages kept in
 * memory, and access tokens with the claims the client reads (unsigned: the client never checks
 * the signature, the server does).
 */

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  clear() {
    this.values.clear();
  }
}

/** Gives the test fresh local and session storages; the returned function takes them away. */
export function installMemoryStorages(): () => void {
  Object.assign(globalThis, { sessionStorage: new MemoryStorage(), localStorage: new MemoryStorage() });
  return () => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
    Reflect.deleteProperty(globalThis, 'localStorage');
  };
}

/** An unsigned token with the claims the web reads. */
export function tokenOf(id: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    user_name: `u${id}`,
    name: `Usuário ${id}`,
    id,
    exp: 4_000_000_000,
    authorities: [],
    perfil: null,
    restricoes: { canais: [], commodities: [], regioes: [] },
    client_id: 'web',
    horario: '2026-11-27T10:00:00-03:00',
  };
  return `${part({ alg: 'HS256' })}.${part(claims)}.assinatura`;
}
