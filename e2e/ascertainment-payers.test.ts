import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAscertainmentRow } from '@trade-terms/domain/ascertainment';
import type { TPayerSplit } from '@trade-terms/domain/ascertainment-payers';
import { ascertainmentPayerCalls } from '@trade-terms/domain/calls/ascertainment-payer-calls';
import { formatMoney } from '@trade-terms/domain/value-text';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/agreements';
import { apiToken } from './support/api-token';
import { ascertainmentsUnderValidation } from './support/ascertainments';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { sharedBaseUrl } from './support/shared-server';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));

/** An amount in cents moved by some reais, as the API writes it and as a Brazilian types it. */
function shifted(amount: string, reais: bigint) {
  const cents = BigInt(amount.replace('.', '')) + reais * 100n;
  const text = cents.toString().padStart(3, '0');
  const api = `${text.slice(0, -2)}.${text.slice(-2)}`;
  return { api, typed: api.replace('.', ',') };
}

async function see(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
}

describe('SAP payers of an ascertainment in the browser', () => {
  const sessions: BrowserSession[] = [];
  let baseUrl: string;
  let target: TAscertainmentRow;
  let split: TPayerSplit;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    baseUrl = sharedBaseUrl();
    // A demo ascertainment under validation with something to pay, preferring one whose lines
    // are not computed from input rows (the ascertainment test validates and approves that one).
    const paying = (await ascertainmentsUnderValidation(baseUrl)).filter(
      ({ row }) => row.toPay !== null && Number(row.toPay) > 1000,
    );
    const chosen =
      paying.findLast(({ read }) => read.lines.every((line) => line.inputRows === 0)) ?? paying.at(-1);
    if (chosen) target = chosen.row;
    expect(target, 'the demo data holds an ascertainment under validation with a value to pay').toBeDefined();
    const admin = await apiToken(baseUrl, 'admin', 'Admin@123');
    split = await call<TPayerSplit>(baseUrl, admin, ascertainmentPayerCalls.get, { id: target.id });
  });
  afterEach(async () => {
    for (const open of sessions.splice(0)) await open.close();
  });

  it('refuses a split above the to-pay value and saves one below it with a warning', {
    timeout: 120_000,
  }, async () => {
    const browser = await openBrowser();
    sessions.push(browser);
    await resumeSession(browser, 'comercial', 'Comercial@123');
    const { page } = browser;
    await page.goto(`${baseUrl}/trade-agreements-ascertainment/edit/${target.id}`);
    await see(page, 'Pagadores SAP');
    await page.getByRole('button', { name: 'Pagadores SAP' }).click();
    const dialog = page.getByRole('dialog', { name: `Pagadores SAP da apuração ${target.id}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const payer = split.payers[0];
    if (!payer) throw new Error('the demo agreement has no payer');
    const input = dialog.getByLabel(payer.name ? `${payer.code} - ${payer.name}` : payer.code, {
      exact: true,
    });

    const above = shifted(split.target, 1000n);
    await input.fill(above.typed);
    await dialog
      .getByLabel('Justificativa da alteração', { exact: true })
      .fill('Divisão acordada com o cliente');
    const refusal = 'A divisão entre os pagadores passa do valor final';
    await expect.poll(() => dialog.getByText(refusal).first().isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Salvar divisão' }).click();
    await expect.poll(() => dialog.getByText(refusal).count()).toBeGreaterThan(1);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-payers-refused.png') });

    const below = shifted(split.target, -1000n);
    await input.fill(below.typed);
    await expect
      .poll(() =>
        dialog
          .getByText(/menor que o valor final/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await dialog.getByRole('button', { name: 'Salvar divisão' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await see(page, /menor que o valor final: a diferença não será paga/);
    await see(page, formatMoney(below.api, 'pt-BR'));
    await see(page, /Divisão acordada com o cliente/);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-payers.png'), fullPage: true });

    await page.getByRole('button', { name: 'English' }).click();
    await see(page, 'SAP payers');
    await see(page, /below the final value/);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-payers-en.png'), fullPage: true });
    await page.getByRole('button', { name: 'Português' }).click();
  });
  it('opens the one page from the ascertainment page and prints it as a PDF', {
    timeout: 120_000,
  }, async () => {
    const browser = await openBrowser();
    sessions.push(browser);
    await resumeSession(browser, 'comercial', 'Comercial@123');
    const { page } = browser;
    await page.goto(`${baseUrl}/trade-agreements-ascertainment/edit/${target.id}`);
    const link = page.getByRole('link', { name: 'One page' });
    await expect.poll(() => link.isVisible(), { timeout: 15_000 }).toBe(true);
    await link.click();
    await page.waitForURL(`${baseUrl}/trade-agreements-ascertainment/one-page?id=${target.id}`);
    await see(page, `One page — ${target.agreementId} - ${target.agreementDescription}`);
    await see(page, 'Totais');
    await see(page, formatMoney(target.accurateValue ?? '0.00', 'pt-BR'));
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-one-page.png'), fullPage: true });
    const [printed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Imprimir PDF' }).click(),
    ]);
    expect(printed.suggestedFilename()).toMatch(/^one_page_\d+_.+\.pdf$/);
    expect(
      readFileSync(await printed.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
  it('exports the discounts summary from the list once the channel and commodity filters are given', {
    timeout: 120_000,
  }, async () => {
    const browser = await openBrowser();
    sessions.push(browser);
    await resumeSession(browser, 'comercial', 'Comercial@123');
    const { page } = browser;
    await page.goto(`${baseUrl}/trade-agreements-ascertainment`);
    const button = page.getByRole('button', { name: 'Exportar resumo de descontos' });
    await expect.poll(() => button.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await button.isDisabled()).toBe(true);
    await see(page, 'Informe os filtros de canal e de commodity para exportar');
    for (const [label, value] of [
      ['Commodity', 'HPF'],
      ['Canais', 'HC'],
    ] as const) {
      const field = page.getByRole('combobox', { name: label });
      await field.click();
      await field.fill(value);
      const open = page.locator('.ant-select-dropdown:visible');
      await open.locator('.ant-select-item-option').filter({ hasText: value }).first().click();
      if ((await open.count()) > 0) await page.keyboard.press('Escape');
      await expect.poll(() => open.count()).toBe(0);
    }
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => button.isDisabled(), { timeout: 15_000 }).toBe(false);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-discounts.png'), fullPage: true });
    const [exported] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(exported.suggestedFilename()).toBe('resumo-descontos.xlsx');
    expect(
      readFileSync(await exported.path())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  });
});
