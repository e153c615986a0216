import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';

describe('the edition request screen without a selected request', () => {
  let admin: BrowserSession;
  const login = `pedido.edicao.${Date.now()}`;
  beforeAll(async () => {
    admin = await openBrowser();
    const { baseUrl } = admin;
    const post = async (url: string, token: string, body: unknown) => {
      const response = await fetch(`${baseUrl}/api${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as { id: number; lista?: { id: number }[] };
    };
    const adminToken = await apiToken(baseUrl, 'admin', 'Admin@123');
    const profiles = await post('/perfil/buscarInput', adminToken, {});
    const profileId = (profiles.lista ?? (profiles as unknown as { id: number }[]))[0]?.id;
    const user = await post('/usuario/salvarAtualizarUsuario', adminToken, {
      login,
      name: 'Pedro Pedido de Edição',
      email: `${login}@example.com`,
      profileId,
      status: 'ATIVO',
      senha: 'Pedro#2026',
    });
    await post('/usuario/solicitacaoEdicaoUsuario', await apiToken(baseUrl, login, 'Pedro#2026'), {
      id: user.id,
      solicitacaoEdicao: true,
      justificativaAcesso: 'Mudei de área e preciso de outro perfil',
      tipoAcao: 'SOLICITACAO_EDICAO',
    });
    await resumeSession(admin, 'admin', 'Admin@123');
  });
  afterAll(async () => {
    await admin.close();
  });

  it('typed in the address bar, lists the pending edition requests', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/user/edition_request`);
    await page.waitForURL(`${baseUrl}/user?tab=editionRequest`);
    const tab = page.getByRole('tab', { name: /Solicitação de edição/ });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() => page.getByRole('row', { name: /Pedro Pedido de Edição/ }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByText('Recurso não encontrado').count()).toBe(0);
  });

  it('reached inside the app, lands on the same list', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/`);
    // A link of the app to the screen, followed without a page load.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/user/edition_request');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(`${baseUrl}/user?tab=editionRequest`);
    await expect
      .poll(() => page.getByRole('row', { name: /Pedro Pedido de Edição/ }).isVisible(), { timeout: 15_000 })
      .toBe(true);
  });
});
