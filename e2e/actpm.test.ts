import { budgetMapCalls } from '@trade-terms/domain/calls/budget-map-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, YEAR } from './support/agreements';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { DEMO_LINE_KEY } from './support/budget-map';
import { typeInPicker } from './support/pickers';
import { sharedBaseUrl } from './support/shared-server';

/** January is never ahead of the current month. */
const COMPETENCE = `01/${YEAR}`;

describe('ACTPM ascertainment in the browser', () => {
  let browser: BrowserSession;
  let baseUrl: string;
  const budgetType = `ACTPM-${String(Date.now()).slice(-6)}`;

  beforeAll(async () => {
    baseUrl = sharedBaseUrl();
    const admin = await apiToken(baseUrl, 'admin', 'Admin@123');
    await call(
      baseUrl,
      admin,
      { path: '/tipoVerba/salvar' },
      {
        code: budgetType,
        name: 'Verba ACTPM do navegador',
        paymentType: 'OFF',
        validateBoa: true,
        validityStart: `01/01/${YEAR}`,
        actpmCode: 'ACT-E2E',
      },
    );
    await call(baseUrl, admin, budgetMapCalls.save, {
      ...DEMO_LINE_KEY,
      budgetType,
      ricBox: 'ACTPM',
      year: YEAR,
      budgets: Array.from({ length: 12 }, (_, index) => (index === 0 ? '4321.09' : '0.00')),
    });
    browser = await openBrowser();
    await resumeSession(browser, 'admin', 'Admin@123');
  }, 120_000);
  afterAll(() => browser?.close());

  it('ascertains and approves a competence, then finds it on the report', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/ascertainment-actpm`);
    await typeInPicker(page, page.getByLabel('Competência', { exact: true }), COMPETENCE);
    await page.getByRole('button', { name: 'Apurar', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: budgetType });
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('4.321,09');
    expect(await row.textContent()).toContain('Apurado');
    await page.screenshot({
      path: `${process.env.E2E_SCREENSHOTS ?? '/tmp'}/actpm-ascertained.png`,
      fullPage: true,
    });

    await page.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Aprovar', exact: true }).click();
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('Aprovado');
    expect(await page.getByRole('button', { name: 'Apurar', exact: true }).isDisabled()).toBe(true);

    await page.goto(`${baseUrl}/ascertainment-actpm/report`);
    const reported = page.getByRole('row').filter({ hasText: budgetType });
    await expect.poll(() => reported.textContent(), { timeout: 30_000 }).toContain(COMPETENCE);
    expect(await reported.textContent()).toContain('Aprovado');
    expect(await reported.textContent()).toContain('4.321,09');
    await page.screenshot({
      path: `${process.env.E2E_SCREENSHOTS ?? '/tmp'}/actpm-report.png`,
      fullPage: true,
    });
  });
});
