import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ascertainmentCalls } from '@trade-terms/domain/calls/ascertainment-calls';
import { formatMoney } from '@trade-terms/domain/value-text';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './support/accessibility';
import { approvedAgreement, call, YEAR } from './support/agreements';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { typeInPicker } from './support/pickers';
import { sharedBaseUrl } from './support/shared-server';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));
const ACHIEVEMENTS = '/trade-agreements-ascertainment/achievements-edit';

/**
 * Typing the achievement of a goal lever: worked example 2's lever (goal 500 000.00, minimum
 * 90 % at 1.0 %, potential 3.0 %) typed at 95 % earns 2.0 % of 475 000.00 = 9 500.00 once the
 * job has stored it and recalculated the ascertainment. The agreement is this file's own.
 */
describe('achievements edit in the browser', () => {
  const sessions: BrowserSession[] = [];
  let baseUrl: string;
  let agreementId: number;
  const competence = `03/${YEAR}`;

  beforeAll(async () => {
    baseUrl = sharedBaseUrl();
    const agreement = await approvedAgreement(baseUrl, 'Acordo com atingimento digitado', {
      goal: '500000.00',
      discountPercent: '2.0',
      minimumPercent: '90',
      minimumDiscountPercent: '1.0',
      potentialDiscountPercent: '3.0',
    });
    agreementId = agreement.id;
    const comercial = await apiToken(baseUrl, 'comercial', 'Comercial@123');
    await call(baseUrl, comercial, ascertainmentCalls.calculate, { competence, agreementId });
  }, 120_000);
  afterEach(async () => {
    for (const open of sessions.splice(0)) await open.close();
  });

  it('types an achievement, saves it as a job with the 3 to 5 minutes message and sees the recalculated value', {
    timeout: 120_000,
  }, async () => {
    const browser = await openBrowser();
    sessions.push(browser);
    await resumeSession(browser, 'comercial', 'Comercial@123');
    const { page } = browser;
    await page.goto(`${baseUrl}${ACHIEVEMENTS}`);
    await typeInPicker(page, page.getByLabel('Competência', { exact: true }), competence);
    await page.getByRole('button', { name: 'Pesquisar' }).click();

    const input = page.getByLabel(
      `Atingimento digitado (%) de Meta mensal sell-out, contrato ${agreementId}`,
    );
    await expect.poll(() => input.isVisible(), { timeout: 15_000 }).toBe(true);
    const row = page.getByRole('row').filter({ has: input });
    const save = page.getByRole('button', { name: 'Salvar atingimentos' });
    await input.fill('95,123456');
    await expect.poll(() => page.getByText('No máximo 4 casas decimais').isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await input.fill('95');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();

    await expect
      .poll(() => page.getByText('leva em média de 3 a 5 minutos', { exact: false }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect
      .poll(() => page.getByText('1 alterada(s)', { exact: false }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    await expect
      .poll(async () => (await row.textContent()) ?? '', { timeout: 15_000 })
      .toContain(formatMoney('9500.00', 'pt-BR'));
    expect(await row.textContent()).toContain('95,0000%');
    expect(await input.inputValue()).toBe('95,0000');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({
      path: path.join(ARTIFACTS, 'ascertainment-achievements-edit.png'),
      fullPage: true,
    });
    expect(await blockingViolations(page)).toEqual([]);

    // The job is on the imports and exports dashboard, finished.
    await page.getByRole('link', { name: 'Abrir o painel de importações e exportações' }).click();
    await expect
      .poll(() => page.getByText('Atingimentos das apurações').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
  });
});
