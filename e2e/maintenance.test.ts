import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession, toast } from './support/browser';
import { type ProductServer, productServer } from './support/server';

describe('maintenance mode', () => {
  let server: ProductServer;
  let admin: BrowserSession;
  let user: BrowserSession;
  beforeAll(async () => {
    // A server of its own, asked every second whether maintenance is on: the shared one's other
    // stories must not meet the maintenance page.
    server = await productServer({ MAINTENANCE_POLL_SECONDS: '1' }, { from: inject('serverTemplate') });
    await server.start();
    admin = await openBrowser({ baseUrl: server.baseUrl });
    user = await openBrowser({ baseUrl: server.baseUrl });
  });
  afterAll(async () => {
    await admin?.close();
    await user?.close();
    await server?.dispose();
  });

  it('holds other users on the maintenance page while it is on, and returns them when it is switched off', async () => {
    const { baseUrl } = server;
    await resumeSession(user, 'comercial', 'Comercial@123');
    await user.page.goto(`${baseUrl}/?aba=1`);
    await resumeSession(admin, 'admin', 'Admin@123');

    await admin.page.goto(`${baseUrl}/maintenance-mode`);
    await admin.page.getByText('O modo de manutenção está desativado').waitFor();
    await admin.page.getByLabel('Mensagem aos usuários').fill('Atualização do banco de dados.');
    // Two hours ahead in the browser's own time zone, as the date-time field takes it.
    const end = await admin.page.evaluate(() => {
      const at = new Date(Date.now() + 2 * 3_600_000);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    });
    await admin.page.getByLabel('Previsão de término').fill(end);
    await admin.page.getByRole('button', { name: 'Ativar manutenção' }).click();
    await toast(admin.page, 'Modo de manutenção ativado');
    await admin.page.getByText('Modo de manutenção ativado: só administradores usam o sistema.').waitFor();

    // The other user's page notices it by itself and shows the notice.
    await user.page.waitForURL(`${baseUrl}/maintenance?backTo=%2F%3Faba%3D1`);
    await user.page.getByRole('heading', { name: 'Sistema em manutenção' }).waitFor();
    await user.page.getByText('Atualização do banco de dados.').waitFor();
    await user.page.getByText(/^Previsão de término: /).waitFor();

    const token = await apiToken(baseUrl, 'comercial', 'Comercial@123');
    const refused = await fetch(`${baseUrl}/api/usuario/salvarPesquisaNps`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ nota: 9 }),
    });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { mensagens: { codigo: string }[] }).mensagens[0]?.codigo).toBe(
      'MAINTENANCE',
    );

    await admin.page.getByRole('link', { name: 'Desativar' }).click();
    await admin.page.getByRole('button', { name: 'Desativar manutenção' }).click();
    await admin.page.getByRole('tooltip').getByRole('button', { name: 'Desativar manutenção' }).click();
    await toast(admin.page, 'Modo de manutenção desativado');

    await user.page.waitForURL(`${baseUrl}/?aba=1`);
  });
});
