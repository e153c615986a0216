import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession, readAnsweredNps, rememberAnsweredNps, startSession } from './session';

/** A storage as the browser's, kept in memory: the tests run outside a browser. */
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

/** An unsigned token with the claims the web reads. */
const tokenOf = (id: number) => {
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
};

describe('the NPS answer the visit remembers', () => {
  beforeEach(() => {
    Object.assign(globalThis, { sessionStorage: new MemoryStorage(), localStorage: new MemoryStorage() });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('is the signed-in user’s only', () => {
    startSession(tokenOf(7));
    rememberAnsweredNps(7, true);
    expect(readAnsweredNps(7)).toBe(true);
    expect(readAnsweredNps(8)).toBeNull();
    // Another user signs in on the tab: the first user's answer is not theirs.
    startSession(tokenOf(8));
    expect(readAnsweredNps(8)).toBeNull();
  });

  it('is not kept when it arrives after the session ended', () => {
    startSession(tokenOf(7));
    endSession();
    rememberAnsweredNps(7, false);
    startSession(tokenOf(7));
    expect(readAnsweredNps(7)).toBeNull();
  });
});
