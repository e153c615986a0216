import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAgreement } from '@trade-terms/domain/agreements';
import { ascertainmentCalls } from '@trade-terms/domain/calls/ascertainment-calls';
import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import { currentCompetence } from '@trade-terms/domain/competence';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvedAgreement, call, YEAR } from './support/agreements';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { sharedBaseUrl } from './support/shared-server';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));

async function see(within: Page | ReturnType<Page['locator']>, text: string | RegExp) {
  await expect.poll(() => within.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
}

describe('the screens the spec names without a path', () => {
  const sessions: BrowserSession[] = [];
  const stamp = String(Date.now()).slice(-8);
  const payer = `P${stamp}`;
  let baseUrl: string;
  let split: TAgreement;
  let on: TAgreement;
  let ascertainmentId: number;

  // An agreement of its own paying 1 000.00 a month to two SAP payers, and one with an ON lever.
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    baseUrl = sharedBaseUrl();
    const admin = await apiToken(baseUrl, 'admin', 'Admin@123');
    const groups = await call<{ lista: { id: number; code: string }[] }>(
      baseUrl,
      admin,
      { path: '/grupoEconomico/opcoes' },
      { limite: 100 },
    );
    await call(
      baseUrl,
      admin,
      { path: '/cliente/salvar' },
      {
        code: payer,
        name: `Pagador ${payer}`,
        economicGroup: groups.lista.find((group) => group.code === 'GRP-ALFA')?.id,
        sapPayer: true,
      },
    );
    const comercial = await apiToken(baseUrl, 'comercial', 'Comercial@123');
    const levers = await call<{ lista: { id: number; name: string }[] }>(
      baseUrl,
      comercial,
      leverCalls.options,
      {
        channels: ['HC'],
      },
    );
    split = await approvedAgreement(baseUrl, `Acordo dois pagadores ${stamp}`, {
      leverId: levers.lista.find((lever) => lever.name === 'Facing ponta de gôndola')?.id,
      fixedValue: '1000.00',
      goal: null,
      customers: ['0001000101', payer],
      payers: ['0001000101', payer],
    });
    const calculated = await call<{ changed: number[] }>(baseUrl, comercial, ascertainmentCalls.calculate, {
      competence: currentCompetence(),
      agreementId: split.id,
    });
    ascertainmentId = calculated.changed[0] as number;
    on = await approvedAgreement(baseUrl, `Acordo ON frequência ${stamp}`, {
      fundsType: 'ON',
      discountPercent: '2.5',
    });
  }, 120_000);
  afterEach(async () => {
    for (const open of sessions.splice(0)) await open.close();
  });

  it('configures a split from the SAP payer configuration and shows the ON frequency grid', {
    timeout: 180_000,
  }, async () => {
    const browser = await openBrowser();
    sessions.push(browser);
    await resumeSession(browser, 'comercial', 'Comercial@123');
    const { page } = browser;

    await page.goto(`${baseUrl}/trade-agreements-ascertainment/sap-payers`);
    await see(page, 'Configuração de pagadores SAP');
    const row = page.getByRole('row').filter({ hasText: split.description });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    await see(row, 'Não configurada');
    await page.screenshot({ path: path.join(ARTIFACTS, 'sap-payer-configuration.png'), fullPage: true });
    await row
      .getByRole('button', { name: `Configurar pagadores SAP da apuração ${ascertainmentId}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Pagadores SAP da apuração ${ascertainmentId}` });
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByLabel(/^0001000101/).fill('600,00');
    await dialog.getByLabel(new RegExp(`^${payer}`)).fill('400,00');
    await dialog.getByLabel('Justificativa da alteração', { exact: true }).fill('Divisão acordada');
    await dialog.getByRole('button', { name: 'Salvar divisão' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await see(row, 'Configurada: igual ao valor final');

    await page.goto(`${baseUrl}/agreements/frequency-on`);
    await see(page, 'Frequência ON');
    // The description is this run's own; a number may also match other agreements' numbers.
    await page.getByLabel('Acordo (nº ou descrição)').fill(on.description);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => page.getByText('1 registro(s)').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText('O campo é obrigatório').count()).toBe(0);
    const lever = page.getByRole('row').filter({ hasText: on.description });
    await expect.poll(() => lever.isVisible(), { timeout: 15_000 }).toBe(true);
    await see(lever, `03/${YEAR}`);
    await see(lever, `12/${YEAR}`);
    await page.screenshot({ path: path.join(ARTIFACTS, 'frequency-on.png'), fullPage: true });
  });
});
