import { describe, expect, it } from 'vitest';
import { ConfigError, listenHost, loadConfig } from '../src/platform/config';
import { s3SettingsOf } from '../src/platform/storage/open-file-storage';

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

describe('file storage settings', () => {
  const s3 = {
    STORAGE_URL: 's3://trade-terms-files/producao',
    STORAGE_S3_ENDPOINT: 'https://minio.internal:9000',
    STORAGE_S3_ACCESS_KEY_ID: 'key-id',
    STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
  };

  function problemsOf(env: Record<string, string>): string[] {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  }

  it('keeps files in DATA_DIR/files by default and reads an S3 bucket, prefix and server when set', () => {
    const local = loadConfig({ DATA_DIR: '/srv/trade-terms' });
    expect(local.STORAGE_URL).toBeUndefined();
    expect(s3SettingsOf({ ...loadConfig(s3), STORAGE_URL: s3.STORAGE_URL })).toEqual({
      bucket: 'trade-terms-files',
      prefix: 'producao',
      endpoint: 'https://minio.internal:9000',
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
    });
    const bare = loadConfig({
      STORAGE_URL: 's3://files.example/a/b/',
      STORAGE_S3_REGION: 'sa-east-1',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3SettingsOf({ ...bare, STORAGE_URL: 's3://files.example/a/b/' })).toEqual({
      bucket: 'files.example',
      prefix: 'a/b',
      endpoint: undefined,
      region: 'sa-east-1',
      forcePathStyle: true,
      credentials: undefined,
    });
  });

  it('lists bad and incomplete storage settings together with the other problems', () => {
    const problems = problemsOf({
      PORT: 'three thousand',
      STORAGE_URL: 'https://bucket',
      STORAGE_S3_ENDPOINT: 'ftp://files',
      STORAGE_S3_ACCESS_KEY_ID: 'key-id',
      STORAGE_S3_FORCE_PATH_STYLE: 'yes',
    }).join('\n');
    for (const key of [
      'PORT',
      'STORAGE_URL',
      'STORAGE_S3_ENDPOINT',
      'STORAGE_S3_SECRET_ACCESS_KEY',
      'STORAGE_S3_FORCE_PATH_STYLE',
    ])
      expect(problems).toContain(`${key}:`);
    expect(problems).not.toContain('key-id');
  });

  it('refuses S3 settings without an s3:// STORAGE_URL, and a secret without its key id', () => {
    expect(problemsOf({ STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'STORAGE_URL: is required with STORAGE_S3_ENDPOINT',
    ]);
    expect(problemsOf({ STORAGE_URL: 's3://bucket-one', STORAGE_S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      'STORAGE_S3_ACCESS_KEY_ID: is required with STORAGE_S3_SECRET_ACCESS_KEY',
    ]);
    for (const wrong of [
      's3://',
      's3://ab',
      's3://Bucket',
      's3://bucket_one',
      's3://bucket//x',
      'file:///tmp',
    ])
      expect(problemsOf({ STORAGE_URL: wrong }), wrong).toEqual([
        'STORAGE_URL: must be s3://bucket or s3://bucket/prefix',
      ]);
  });
});
