import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser';

describe('service workers', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('are unregistered when the app starts, so an old front end cannot keep serving stale files', async () => {
    const { page, context, baseUrl } = browser;
    // A worker left on the origin by an earlier front end.
    await context.route(`${baseUrl}/legacy-sw.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'self.addEventListener("fetch", () => {});' }),
    );
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/legacy-sw.js');
      await navigator.serviceWorker.ready;
    });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      1,
    );
    await page.reload();
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
      .toBe(0);
  });
});
