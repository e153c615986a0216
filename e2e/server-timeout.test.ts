import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser, signIn } from './support/browser';
import { type ProductServer, productServer } from './support/server';

const TIMEOUT_SECONDS = 3;

describe('a server that stops answering', () => {
  let server: ProductServer;
  let browser: BrowserSession;
  beforeAll(async () => {
    // A server of its own, frozen by this test, with a short request timeout.
    server = await productServer(
      { WEB_REQUEST_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS) },
      { from: inject('serverTemplate') },
    );
    await server.start();
    browser = await openBrowser({ baseUrl: server.baseUrl });
  });
  afterAll(async () => {
    await browser.close();
    await server.dispose();
  });

  it('gives the search up after the timeout, says so, leads to the service-unavailable page and back', async () => {
    const { page, baseUrl } = browser;
    await page.clock.install();
    await signIn(browser, 'admin', 'Admin@123');
    await page.goto(`${baseUrl}/channel`);
    await page.getByRole('heading', { name: 'Canais' }).waitFor();
    await page.getByLabel('Buscar por código ou nome').fill('HC');

    // Frozen, not stopped: the kernel still accepts connections, nobody answers them.
    process.kill(server.pid(), 'SIGSTOP');
    try {
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      // The search (3 s), then health and info (3 s each), with room for a busy machine.
      await page.waitForURL(/\/service-unavailable\?backTo=%2Fchannel/, {
        timeout: (3 * TIMEOUT_SECONDS + 20) * 1000,
      });
      await expect
        // Every call the screen had under way is given up the same way.
        .poll(() => page.getByText('Tempo máximo de resposta do servidor excedido').first().isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Serviço indisponível' }).isVisible())
        .toBe(true);
    } finally {
      process.kill(server.pid(), 'SIGCONT');
    }

    // The page checks every 30 seconds: the test moves its clock rather than waiting.
    const backTo = new URL(page.url()).searchParams.get('backTo');
    await page.clock.runFor(31_000);
    await page.waitForURL(`${baseUrl}${backTo}`);
    await page.getByRole('heading', { name: 'Canais' }).waitFor();
  });
});
