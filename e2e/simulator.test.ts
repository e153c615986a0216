import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, tablesWithoutHeaders } from './support/accessibility';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { callsMade, countCalls } from './support/page-calls';

const CALCULATE_PATH = '/api/simulador/calcular';
const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));

/** The input labelled so (the model's options carry the same names, as options). */
const input = (page: Page, label: string) =>
  page.locator('input').and(page.getByLabel(label, { exact: true }));

/** Picks the calculation model by its label, as a user does. */
async function chooseModel(page: Page, label: string, option: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** Clicks the button and waits for the call's answer; answers its status. */
async function calculate(page: Page, button: string): Promise<number> {
  const answered = page.waitForResponse((response) => response.url().endsWith(CALCULATE_PATH));
  await page.getByRole('button', { name: button }).click();
  return (await answered).status();
}

/** The text of the result's summary, a label and its value. */
async function summary(page: Page, label: string): Promise<string> {
  const cell = page.locator('.ant-descriptions-item-label', { hasText: label }).first();
  return (await cell.locator('xpath=following-sibling::*[1]').textContent()) ?? '';
}

describe('calculation simulator in the browser', () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser();
    await countCalls(browser.context);
    await resumeSession(browser, 'comercial', 'Comercial@123');
  });
  afterAll(() => browser.close());

  it('is in the agreements menu of a user who may view levers', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    const menu = page.getByRole('complementary', { name: 'Menu principal' });
    await menu.hover();
    await menu.getByText('Acordos comerciais').click();
    await menu.getByRole('link', { name: 'Simulador de cálculo' }).click();
    await page.waitForURL(`${baseUrl}/calc/simulator`);
    await page.getByRole('heading', { name: 'Simulador de cálculo' }).waitFor();
  });

  it('computes worked example 2, a goal with minimum and potential, typed in Brazilian numbers', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/calc/simulator`);
    await page.getByRole('heading', { name: 'Simulador de cálculo' }).waitFor();
    await chooseModel(page, 'Modelo de cálculo', 'Meta');

    // Without a goal the form says so beside the field, and nothing is sent.
    await input(page, 'Base de cálculo do período').fill('475.000,00');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await page.locator('#goal_help', { hasText: 'O campo é obrigatório' }).waitFor();
    expect(await callsMade(page, CALCULATE_PATH)).toBe(0);

    await input(page, 'Meta').fill('500.000,00');
    await input(page, 'Atingimento mínimo').fill('90');
    await input(page, 'Desconto no mínimo').fill('1,0');
    await input(page, 'Desconto potencial').fill('3,0');
    expect(await calculate(page, 'Calcular')).toBe(200);

    expect(await summary(page, 'Valor apurado')).toBe('R$\u00a09.500,00');
    expect(await summary(page, 'Abatimento')).toBe('R$\u00a00,00');
    expect(await summary(page, 'A pagar')).toBe('R$\u00a09.500,00');
    expect(await summary(page, 'Atingimento')).toBe('95%');
    expect(await summary(page, 'Taxa aplicada')).toBe('2%');
    const steps = page.getByRole('table');
    expect(
      await steps.getByRole('row', { name: /Atingimento \(realizado ÷ meta × 100\)/ }).textContent(),
    ).toContain('95%');
    expect(
      await steps
        .getByRole('row', { name: /Taxa: linear entre o desconto no mínimo e o potencial/ })
        .textContent(),
    ).toContain('2%');
    await page.screenshot({ path: `${ARTIFACTS}/simulator-goal.png`, fullPage: true });
    // The walk sees the empty screen; the form of a model and the steps table are checked here.
    expect(await blockingViolations(page)).toEqual([]);
    expect(await tablesWithoutHeaders(page)).toEqual([]);

    // 88 %: below the minimum, nothing; 104 %: the potential discount.
    const base = input(page, 'Base de cálculo do período');
    await base.fill('440.000,00');
    expect(await calculate(page, 'Calcular')).toBe(200);
    expect(await summary(page, 'Valor apurado')).toBe('R$\u00a00,00');
    expect(await summary(page, 'Atingimento')).toBe('88%');
    await base.fill('520.000,00');
    expect(await calculate(page, 'Calcular')).toBe(200);
    expect(await summary(page, 'Valor apurado')).toBe('R$\u00a015.600,00');
    expect(await summary(page, 'Taxa aplicada')).toBe('3%');
  });

  it('lists a quota event without its photo as an inconsistency, in English', async () => {
    const { page, baseUrl } = browser;
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    try {
      await page.goto(`${baseUrl}/calc/simulator`);
      await page.getByRole('heading', { name: 'Calculation simulator' }).waitFor();
      await chooseModel(page, 'Calculation model', 'Quota event');
      await page.getByRole('switch', { name: 'Needs evidence' }).click();
      await page.getByRole('button', { name: 'Add event' }).click();
      // An event without its value is told beside it, in English, and nothing is sent.
      const before = await callsMade(page, CALCULATE_PATH);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await page.locator('#events_0_value_help', { hasText: 'The field is required' }).waitFor();
      expect(await callsMade(page, CALCULATE_PATH)).toBe(before);
      await input(page, 'Value of event 1').fill('5,000.00');
      await page.getByLabel('Ascertainment photo of event 1 registered').check();
      await page.getByRole('button', { name: 'Add event' }).click();
      await input(page, 'Value of event 2').fill('2,500.00');
      expect(await calculate(page, 'Calculate')).toBe(200);
      expect(await summary(page, 'Value earned')).toBe('R$5,000.00');
      expect(await summary(page, 'Achievement')).toBe('Not applicable');
      const row = page.getByRole('row', { name: /Event with no ascertainment photo registered/ });
      expect(await row.textContent()).toContain('R$2,500.00');
      expect(await row.textContent()).toContain('Inconsistency');
      await page.screenshot({ path: `${ARTIFACTS}/simulator-quota-event-en.png`, fullPage: true });
      expect(await blockingViolations(page)).toEqual([]);
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'pt-BR'));
    }
  });
});
