import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, callApiWhile, openBrowser, signIn } from './support/browser';
import { callsMade, countCalls } from './support/page-calls';
import { type ProductServer, productServer } from './support/server';

describe('service unavailable', () => {
  let server: ProductServer;
  let browser: BrowserSession;
  beforeAll(async () => {
    // A server of its own, stopped and started again by this test.
    server = await productServer({}, { from: inject('serverTemplate') });
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
    await countCalls(page);
    await signIn(browser, 'admin', 'Admin@123');
    await callApiWhile(browser, () => server.stop());

    await page.waitForURL(`${baseUrl}/service-unavailable?backTo=%2Fsandbox%2Fstyleguide%3Faba%3D2`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Serviço indisponível' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('a cada 30 segundos', { exact: false }).isVisible()).toBe(true);

    // From here the page's time moves only when the test moves it: the server's restart takes
    // real seconds that must not count toward the page's 30-second wait.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    await server.start();
    // The page checks every 30 seconds, not sooner: 29 seconds of its time send no check at all
    // (counted as the calls leave, so nothing is left to wait for).
    const checks = await callsMade(page, '/api/actuator/health');
    await page.clock.runFor(29_000);
    expect(await callsMade(page, '/api/actuator/health')).toBe(checks);
    expect(page.url()).toContain('/service-unavailable');
    await page.clock.runFor(1_500);
    await page.waitForURL(`${baseUrl}/sandbox/styleguide?aba=2`);
  });
});
