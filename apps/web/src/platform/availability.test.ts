import { afterEach, describe, expect, it, vi } from 'vitest';
import { isServiceAvailable } from './availability';

function answering(answers: Record<string, Response | Error>) {
  // The page the checks run in has no settings tag here: the default request timeout applies.
  vi.stubGlobal('document', { querySelector: () => null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answer = answers[url];
      if (!answer || answer instanceof Error) throw answer ?? new Error(`unexpected ${url}`);
      return answer;
    }),
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the availability check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is up when health says UP', async () => {
    answering({ '/api/actuator/health': json(200, { status: 'UP' }) });
    expect(await isServiceAvailable()).toBe(true);
  });

  it('is down when health says DOWN, although the server itself still answers info', async () => {
    answering({ '/api/actuator/health': json(503, { status: 'DOWN' }), '/api/actuator/info': json(200, {}) });
    expect(await isServiceAvailable()).toBe(false);
  });

  it('asks info when health gives no answer', async () => {
    answering({
      '/api/actuator/health': new TypeError('failed to fetch'),
      '/api/actuator/info': json(200, {}),
    });
    expect(await isServiceAvailable()).toBe(true);
    answering({
      '/api/actuator/health': new TypeError('failed to fetch'),
      '/api/actuator/info': new TypeError('x'),
    });
    expect(await isServiceAvailable()).toBe(false);
  });
});
