import { profileCalls } from '@trade-terms/domain/calls/profiles-calls';
import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/agreements';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, signIn } from './support/browser';

/**
 * An approver of access requests of the file's own (created before the request, so the
 * request's step lists them) finds the request on the home dashboard and opens the screen
 * where it is decided.
 */
describe('home dashboard', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    const { baseUrl } = browser;
    const admin = await apiToken(baseUrl, 'admin', 'Admin@123');
    const profile = await call<{ id: number }>(baseUrl, admin, profileCalls.save, {
      name: 'Aprovação de acessos no painel',
      features: ['ROLE_VISUALIZAR_DASHBOARD', 'ROLE_CONFIRMAR_USUARIO', 'ROLE_EDITAR_USUARIOS'],
      budgetTypes: [],
      domains: { channels: [], commodities: [], regions: [] },
    });
    await call(baseUrl, admin, userCalls.save, {
      login: 'aprova.painel',
      name: 'Aprovadora do Painel',
      email: 'aprova.painel@example.com',
      profileId: profile.id,
      status: 'ATIVO',
      senha: 'Painel#2026',
    });
    const request = await fetch(`${baseUrl}/api${userCalls.requestAccess.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Helena Painel',
        email: 'helena.painel@example.com',
        login: 'helena.painel',
        justificativaAcesso: 'Analista de trade da regional Sul',
      }),
    });
    expect(request.status).toBe(201);
    await signIn(browser, 'aprova.painel', 'Painel#2026');
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the access request waiting for the approver and opens the screen that decides it', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: /Aguardando a sua aprovação: [1-9]/ }).waitFor();
    const items = page.getByRole('listitem');
    // The count of the module, linked to the list where its items are decided.
    const moduleCount = items.filter({ hasText: /^Acesso de usuário\s*[1-9]\d*$/ });
    await moduleCount.getByRole('link', { name: 'Acesso de usuário' }).waitFor();
    const item = items.filter({ hasText: 'Helena Painel' });
    await item.getByRole('link', { name: 'Decidir' }).click();
    await page.waitForURL(/\/user\/config_first_access\/\d+$/);
    await page.getByText('Analista de trade da regional Sul').waitFor();
    await page.getByRole('button', { name: 'Aprovar' }).waitFor();
  });
});
