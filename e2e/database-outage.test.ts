import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, callApiWhile, openBrowser, signIn } from './support/browser';
import { countCalls } from './support/page-calls';
import { NEEDS_POSTGRES, type ProductDatabase, productDatabase, TEST_DATABASE_URL } from './support/postgres';
import { type ProductServer, productServer } from './support/server';

describe.skipIf(!TEST_DATABASE_URL)(
  `a database that goes down under a running product (${NEEDS_POSTGRES})`,
  () => {
    let database: ProductDatabase;
    let server: ProductServer;
    let browser: BrowserSession;
    beforeAll(async () => {
      database = await productDatabase();
      server = await productServer({ DATABASE_URL: database.url });
      await server.start();
      browser = await openBrowser({ baseUrl: server.baseUrl });
    });
    afterAll(async () => {
      await browser?.close();
      await database?.restore();
      await server?.dispose();
      await database?.drop();
    });

    it('leads to the service-unavailable page while it is cut, and back to backTo once it returns', async () => {
      const { page, baseUrl } = browser;
      await page.clock.install();
      await countCalls(page);
      await signIn(browser, 'admin', 'Admin@123');
      // The process keeps running; only its database stops answering.
      await callApiWhile(browser, () => database.cut());

      await page.waitForURL(`${baseUrl}/service-unavailable?backTo=%2Fsandbox%2Fstyleguide%3Faba%3D2`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Serviço indisponível' }).isVisible())
        .toBe(true);
      const health = await fetch(`${baseUrl}/api/actuator/health`);
      expect(health.status).toBe(503);

      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
      await database.restore();
      // The same process serves again: its pool opens new connections on its own.
      await expect.poll(async () => (await fetch(`${baseUrl}/api/actuator/health`)).status).toBe(200);
      await page.clock.runFor(30_500);
      await page.waitForURL(`${baseUrl}/sandbox/styleguide?aba=2`);
      await page.getByRole('heading', { name: 'Guia de componentes' }).waitFor();
    });
  },
);
