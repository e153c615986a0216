import { describe, expect, it } from 'vitest';
import { ConfigError, listenHost, loadConfig } from '../src/platform/config';

describe('configuration from the environment', () => {
  it('has defaults for a newcomer', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
  });

  it('listens on this machine only outside production, unless HOST says otherwise', () => {
    expect(listenHost(loadConfig({}))).toBe('localhost');
    expect(listenHost(loadConfig({ NODE_ENV: 'test' }))).toBe('localhost');
    expect(listenHost(loadConfig({ NODE_ENV: 'production' }))).toBe('0.0.0.0');
    expect(listenHost(loadConfig({ HOST: '0.0.0.0' }))).toBe('0.0.0.0');
    expect(loadConfig({}).MAIL_OUTBOX_FROM_NETWORK).toBe(false);
  });

  it('refuses to start and lists every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'three thousand',
        DATABASE_URL: 'mysql://x',
        TOKEN_TTL_SECONDS: '5',
        JWT_SECRET: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of ['PORT', 'DATABASE_URL', 'TOKEN_TTL_SECONDS', 'JWT_SECRET'])
      expect(problems).toContain(key);
  });

  it('needs a shared signing secret in production on a PostgreSQL server', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('reads which proxies to trust and whether the product is reached only over HTTPS', () => {
    expect(loadConfig({})).toMatchObject({ TRUST_PROXY: false, HTTPS_ONLY: false });
    expect(loadConfig({ TRUST_PROXY: 'true', HTTPS_ONLY: 'true' })).toMatchObject({
      TRUST_PROXY: true,
      HTTPS_ONLY: true,
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10, loopback, ::1' }).TRUST_PROXY).toBe(
      '10.0.0.0/8, 192.168.1.10, loopback, ::1',
    );
    for (const wrong of ['yes', '2', '10.0.0.300', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});
