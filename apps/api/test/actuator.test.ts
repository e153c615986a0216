import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('availability checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers UP after a database round trip, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/actuator/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'UP' });
  });

  it('tells name, version, commit and start time without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/actuator/info' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'trade-terms', version: '0.0.0-test', commit: 'test' });
    expect(Date.parse(response.json().startedAt)).not.toBeNaN();
  });

  it('answers 503 DOWN when the database does not answer, and keeps serving', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/actuator/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'DOWN' });
    const info = await broken.app.inject({ method: 'GET', url: '/api/actuator/info' });
    expect(info.statusCode).toBe(200);
    await broken.app.close();
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/oauth/token', '/api/actuator/health', '/api/usuario/buscarUsuarios']),
    );
  });

  it('sends security headers and a request id on every answer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/actuator/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('trace-123');
    const generated = await t.app.inject({ method: 'GET', url: '/api/actuator/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
