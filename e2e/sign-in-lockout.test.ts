import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser';
import { type ProductServer, productServer } from './support/server';

describe('a login locked after failed attempts', () => {
  let server: ProductServer;
  let browser: BrowserSession;
  beforeAll(async () => {
    // A server of its own: the failures it counts would lock logins of the shared one.
    server = await productServer({ LOGIN_MAX_FAILURES_PER_USER: '2' }, { from: inject('serverTemplate') });
    await server.start();
    browser = await openBrowser({ baseUrl: server.baseUrl });
  });
  afterAll(async () => {
    await browser.close();
    await server.dispose();
  });

  it('tells on the login screen how many minutes to wait, even for the right password', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login`);
    // Each submit waits for the server's answer, so every alert read is that attempt's own.
    const submit = async (password: string) => {
      await page.getByLabel('Usuário', { exact: true }).fill('aprovador');
      await page.getByLabel('Senha', { exact: true }).fill(password);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/oauth/token'));
      await page.getByRole('button', { name: 'Entrar' }).click();
      return (await answered).status();
    };
    expect(await submit('Wrong@1')).toBe(401);
    expect(await submit('Wrong@2')).toBe(401);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Dados de acesso não encontrados');

    expect(await submit('Aprovador@123')).toBe(429);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/Muitas tentativas de acesso sem sucesso\. Tente novamente em \d+ minuto\(s\)\./);
    expect(page.url()).toBe(`${baseUrl}/login`);
    await page.screenshot({ path: '.tmp/sign-in-lockout.png' });
  });
});
