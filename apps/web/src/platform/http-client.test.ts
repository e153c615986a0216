import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { setToasts } from './notifier';
import { endSession, startSession } from './session';
import { installMemoryStorages, tokenOf } from './testing/browser-session';

/** A fetch whose answer the test gives when it chooses: a call still on its way meanwhile. */
function heldFetch() {
  let answer: (response: Response) => void = () => {};
  const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  const failure = () =>
    new Response(JSON.stringify({ mensagens: [{ tipo: 'ERRO', texto: 'Falha da lista' }] }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
  return { fetch, fail: () => answer(failure()) };
}

describe('the HTTP client’s toasts', () => {
  const errors: string[] = [];
  let removeStorages: () => void;
  let apiRequest: typeof import('./http-client').apiRequest;
  beforeAll(async () => {
    // The client reads its settings from the page and writes the page's language: a bare page.
    removeStorages = installMemoryStorages();
    Object.assign(globalThis, { document: { documentElement: { lang: '' }, querySelector: () => null } });
    ({ apiRequest } = await import('./http-client'));
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'document');
    removeStorages();
  });
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    errors.length = 0;
    setToasts({ error: (text) => errors.push(text), close: () => {}, success: () => {}, warning: () => {} });
  });
  afterEach(() => {
    setToasts(null);
    vi.unstubAllGlobals();
  });

  it('tells the failure of a call of the session on the screen', async () => {
    startSession(tokenOf(7));
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    const call = apiRequest('/segmento/buscar', { body: {} });
    held.fail();
    await expect(call).rejects.toMatchObject({ status: 500, shown: true });
    expect(errors).toEqual(['Falha da lista']);
  });

  it('tells nothing of a call whose session ended while it was on its way, nor leaves it to the screen', async () => {
    startSession(tokenOf(7));
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    const call = apiRequest('/segmento/buscar', { body: {} });
    endSession();
    held.fail();
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).shown).toBe(true);
    expect(errors).toEqual([]);
    // Nor when another user signed in before the answer came.
    startSession(tokenOf(7));
    const again = heldFetch();
    vi.stubGlobal('fetch', again.fetch);
    const second = apiRequest('/segmento/buscar', { body: {} });
    endSession();
    startSession(tokenOf(8));
    again.fail();
    await expect(second).rejects.toBeInstanceOf(ApiError);
    expect(errors).toEqual([]);
  });
});
