import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, signIn } from './support/browser';
import { type ProductServer, productServer } from './support/server';

describe('service unavailable', () => {
  let server: ProductServer;
  let browser: BrowserSession;
  beforeAll(async () => {
    // A server of its own, stopped and started again by this test.
    server = await productServer();
    await server.start();
    browser = await openBrowser({ baseUrl: server.baseUrl });
  });
  afterAll(async () => {
    await browser.close();
    await server.dispose();
  });

  it('leads to the page when the server stops answering, and back to backTo when it returns', async () => {
    const { page, baseUrl } = browser;
    await page.clock.install();
    await signIn(browser, 'admin', 'Admin@123');
    await page.goto(`${baseUrl}/sandbox/styleguide?aba=2`);
    await page.getByRole('heading', { name: 'Guia de componentes' }).waitFor();

    await server.stop();
    await page.getByRole('button', { name: 'Administrador do Sistema' }).click();
    await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
    await dialog.getByLabel('Senha atual').fill('Admin@123');
    await dialog.getByLabel('Nova senha', { exact: true }).fill('Admin#2026');
    await dialog.getByLabel('Confirmação da nova senha').fill('Admin#2026');
    await dialog.getByRole('button', { name: 'Salvar' }).click();

    await page.waitForURL(`${baseUrl}/service-unavailable?backTo=%2Fsandbox%2Fstyleguide%3Faba%3D2`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Serviço indisponível' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('a cada 30 segundos', { exact: false }).isVisible()).toBe(true);

    // From here the page's time moves only when the test moves it: the server's restart takes
    // real seconds that must not count toward the page's 30-second wait.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    await server.start();
    // The page checks every 30 seconds, not sooner.
    await page.clock.runFor(29_000);
    await page.waitForTimeout(500);
    expect(page.url()).toContain('/service-unavailable');
    await page.clock.runFor(1_500);
    await page.waitForURL(`${baseUrl}/sandbox/styleguide?aba=2`);
  });
});
