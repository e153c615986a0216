import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser';

describe('signing in and out in the browser', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  async function signIn(login: string, password: string) {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Usuário', { exact: true }).fill(login);
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByLabel('Senha', { exact: true }).press('Enter');
  }

  it('signs the admin in, shows the name on the home page, and signs out', async () => {
    const { page, baseUrl } = browser;
    await signIn('admin', 'Admin@123');
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getByText('Administrador do Sistema').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^eyJ/);
    expect(await page.evaluate(() => sessionStorage.getItem('idUsuario'))).toBe('1');

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/login`);
  });

  it('shows the server error in the user language for a wrong password', async () => {
    const { page, baseUrl } = browser;
    await signIn('admin', 'Wrong@123');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Dados de acesso não encontrados');
    expect(page.url()).toBe(`${baseUrl}/login`);
  });

  it('speaks English once the user picks it, server errors included, and keeps the choice', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('User', { exact: true }).fill('comercial');
    await page.getByLabel('Password', { exact: true }).fill('Wrong@123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Access Data not found');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
  });

  it('asks for the required fields before calling the server', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('O campo é obrigatório').count()).toBe(2);
  });

  it('sends a visitor without a session from a client route to /login, and back after signing in', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/agreements`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel('Usuário', { exact: true }).fill('comercial');
    await page.getByLabel('Senha', { exact: true }).fill('Comercial@123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${baseUrl}/agreements`);
  });

  it('answers a deep client route with the web client, not an API error', async () => {
    const response = await fetch(`${browser.baseUrl}/user/edit/7`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<div id="root">');
    expect(page).not.toContain('__OAUTH_CLIENT__');
  });
});
