import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';

/**
 * The demo's March of the Alfa agreement: its monthly sell-out goal has no sell-out under the
 * sell-in, so the reconciliation finds it; the dashboard lists it and opens the ascertainment,
 * whose screen shows the same findings. Read only: the demo's ascertainments are not changed.
 */
describe('inconsistencies dashboard', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await resumeSession(browser, 'admin', 'Admin@123');
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lists the findings of every competence, counts them by kind and opens their ascertainment', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/inconsistencies-dashboard`);
    await page.getByRole('heading', { name: 'Dashboard de inconsistências' }).waitFor();
    // Every competence: the competence starts on the current month; cleared, all are listed.
    const competence = page.getByLabel('Competência');
    await competence.hover();
    await page.locator('.ant-picker-clear').first().click();
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    const finding = rows.filter({ hasText: 'Nenhum atingimento para as commodities' }).first();
    await finding.waitFor({ timeout: 15_000 });
    expect(await finding.textContent()).toContain('Meta mensal sell-out (SELL_OUT)');
    const counts = page.getByRole('list', { name: 'Tipo' });
    await expect
      .poll(async () => (await counts.textContent()) ?? '')
      .toMatch(/Nenhum atingimento para as commodities: [1-9]/);

    await finding.getByRole('link').click();
    await page.waitForURL(/\/trade-agreements-ascertainment\/edit\/\d+$/);
    const card = page.locator('.ant-card').filter({ hasText: 'Conciliação' });
    await card.getByText('Nenhum atingimento para as commodities').waitFor();
    expect(await card.textContent()).toContain('Sell-in diverge do sell-out + DMS acima da tolerância');
  });
});
