import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readyForWalk, walkScreens } from './support/accessibility-walk';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { type ProductServer, productServer } from './support/server';

// The module walks meet the maintenance screens with maintenance off (the maintenance page then
// leaves at once); this walk reads them while it is on, as the users waiting on them do.
describe('accessibility of the maintenance screens while maintenance is on, in both languages', () => {
  let server: ProductServer;
  let visitor: BrowserSession;
  let admin: BrowserSession;
  beforeAll(async () => {
    server = await productServer({}, { from: inject('serverTemplate') });
    await server.start();
    const token = await apiToken(server.baseUrl, 'admin', 'Admin@123');
    const on = await fetch(`${server.baseUrl}/api/manutencao/ativar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        mensagem: 'Atualização do banco de dados.',
        previsaoTermino: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    });
    expect(on.status).toBe(200);
    visitor = await openBrowser({ baseUrl: server.baseUrl });
    admin = await openBrowser({ baseUrl: server.baseUrl });
    await readyForWalk(visitor);
    await readyForWalk(admin);
  });
  afterAll(async () => {
    await visitor?.close();
    await admin?.close();
    await server?.dispose();
  });

  it('finds no serious or critical violation on the maintenance page and the notice on sign-in', async () => {
    expect(
      await walkScreens(visitor, [
        { address: '/maintenance?backTo=%2F', route: '/maintenance' },
        { address: '/login', route: '/login' },
      ]),
    ).toEqual([]);
  });

  it("finds none on the administrator's switch screen and the shell's banner", async () => {
    await resumeSession(admin, 'admin', 'Admin@123');
    expect(
      await walkScreens(admin, [
        { address: '/maintenance-mode', route: '/maintenance-mode' },
        { address: '/', route: '/' },
      ]),
    ).toEqual([]);
  });
});
