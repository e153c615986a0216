import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The code names a list's page `page` and its rows `items`; the wire keeps the spec's names
 * (`pagina`, `tamanhoPagina`, `itens`, …), mapped at the API's edge from one dictionary.
 */
describe('the spec names on the wire', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin: token } = await demoTokens(t));
  });

  afterAll(async () => {
    await t.app.close();
  });

  it('answers a page with the wire names and reads the wire names of the request', async () => {
    const first = await call(t, '/api/perfil/buscarPerfis', { pagina: 1, tamanhoPagina: 1 }, { token });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(Object.keys(body).sort()).toEqual(['itens', 'total']);
    expect(body.itens).toHaveLength(1);
    expect(body.total).toBeGreaterThan(1);

    const second = await call(t, '/api/perfil/buscarPerfis', { pagina: 2, tamanhoPagina: 1 }, { token });
    expect(second.json().itens[0].id).not.toBe(body.itens[0].id);
  });

  it('takes a name only as the wire spells it', async () => {
    const english = await call(t, '/api/perfil/buscarPerfis', { page: 2, pageSize: 1 }, { token });
    expect(english.statusCode, english.body).toBe(200);
    // Neither is read: the first page at the default size.
    expect(english.json().itens.length).toBeGreaterThan(1);
  });

  it('documents the wire names in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/perfil/buscarPerfis'].post;
    const request = operation.requestBody.content['application/json'].schema;
    expect(Object.keys(request.properties)).toEqual(
      expect.arrayContaining(['pagina', 'tamanhoPagina', 'texto']),
    );
    expect(request.properties).not.toHaveProperty('page');
    const answer = operation.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties).sort()).toEqual(['itens', 'total']);
    expect(answer.required).toContain('itens');
  });
});
