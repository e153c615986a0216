import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAgreement } from '@trade-terms/domain/agreements';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { blockingViolations, withoutMotion } from './support/accessibility';
import { call, YEAR } from './support/agreements';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { type ProductServer, productServer } from './support/server';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));

/**
 * An agreement awaiting approval whose growth lever departs from the demo's recommendation for
 * HPF in the south-east (budget type VERBA-OFF, discount 2.5 %, the lever's start 01/01).
 */
async function divergentAgreementInApproval(baseUrl: string, description: string): Promise<TAgreement> {
  const token = await apiToken(baseUrl, 'comercial', 'Comercial@123');
  const options = await call<{ lista: { id: number; name: string }[] }>(baseUrl, token, leverCalls.options, {
    channels: ['HC'],
  });
  const created = await call<TAgreement>(baseUrl, token, agreementCalls.save, {
    description,
    economicGroup: 'GRP-ALFA',
    channels: ['HC'],
    validityStart: `01/02/${YEAR}`,
    validityEnd: `31/12/${YEAR}`,
    region: 'SE',
    businessUnit: 'HPF',
    levers: [
      {
        leverId: options.lista.find((option) => option.name === 'Crescimento trimestral sell-in')?.id,
        fundsType: 'OFF',
        budgetType: 'VERBA-ON',
        discountPercent: '3',
        growthPercent: '5',
        goalDescription: 'Crescer 5% sobre o trimestre do ano anterior',
        expectedYearlyValue: '108000.00',
        commodity: 'HPF',
        customers: ['0001000101'],
        payers: ['0001000101'],
      },
    ],
  });
  await call(baseUrl, token, agreementCalls.sendToApproval, { ids: [created.id] });
  return created;
}

describe('agreement divergences in the browser', () => {
  // A server of its own from the seeded template: the shared one's recommendation rows are
  // changed by the lever-recommendations tests, and the sentences read here depend on them.
  let server: ProductServer;
  let browser: BrowserSession | null = null;
  beforeAll(async () => {
    server = await productServer({}, { from: inject('serverTemplate') });
    await server.start();
  }, 120_000);
  afterEach(async () => {
    await browser?.close();
    browser = null;
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('shows the approver the divergences of a lever from its recommendation above the actions, before approving', {
    timeout: 120_000,
  }, async () => {
    browser = await openBrowser({ baseUrl: server.baseUrl });
    // Colours are read in their final state, not half-way through a fade.
    await browser.context.addInitScript(withoutMotion);
    const { page, baseUrl } = browser;
    const created = await divergentAgreementInApproval(baseUrl, `Acordo divergente ${Date.now()}`);
    await resumeSession(browser, 'aprovador', 'Aprovador@123');
    await page.goto(`${baseUrl}/agreements/edit/${created.id}`);

    const panel = page.getByRole('region', { name: 'Divergências com as recomendações' });
    await expect.poll(() => panel.isVisible(), { timeout: 15_000 }).toBe(true);
    const table = panel.getByRole('table', { name: 'Divergências com as recomendações' });
    const rows = table.getByRole('row').filter({ hasText: 'Crescimento trimestral sell-in' });
    await expect.poll(() => rows.count()).toBe(3);
    const texts = await rows.allTextContents();
    expect(texts[0]).toContain(
      'Tipo de verba ajustado VERBA-ON difere do recomendado VERBA-OFF para a commodity HPF',
    );
    expect(texts[1]).toContain('Desconto ajustado 3% difere do recomendado 2,5% para a commodity HPF');
    expect(texts[2]).toContain(
      `Início ajustado em 01/02/${YEAR} difere do recomendado em 01/01/${YEAR} para a commodity HPF`,
    );
    expect(await panel.textContent()).toContain('3 divergência(s)');

    // Read before deciding: the panel stands above the agreement's actions.
    const toolbar = page.getByRole('toolbar', { name: 'Ações do acordo' });
    const [panelBox, toolbarBox] = [await panel.boundingBox(), await toolbar.boundingBox()];
    expect(panelBox && toolbarBox && panelBox.y + panelBox.height <= toolbarBox.y).toBe(true);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({
      path: path.join(ARTIFACTS, 'agreement-divergences-approver.png'),
      fullPage: true,
    });
    expect(await blockingViolations(page)).toEqual([]);

    // In English the same panel reads in English, its sentences written from the values again.
    await page.getByRole('button', { name: 'English', exact: true }).click();
    const english = page.getByRole('region', { name: 'Divergences from the recommendations' });
    await expect.poll(() => english.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await english.textContent()).toContain(
      `Adjusted start on 02/01/${YEAR} differs from the recommended 01/01/${YEAR} for commodity HPF`,
    );
    expect(await blockingViolations(page)).toEqual([]);
    await english.screenshot({ path: path.join(ARTIFACTS, 'agreement-divergences-english.png') });
    await page.getByRole('button', { name: 'Português', exact: true }).click();
    await expect.poll(() => panel.isVisible(), { timeout: 15_000 }).toBe(true);

    await toolbar.getByRole('button', { name: 'Aprovar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aprovar acordos' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Aprovar' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await expect
      .poll(() => page.getByText('Aguardando aprovação do canal', { exact: true }).first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    // Still shown, now as information: this approver has nothing left to decide.
    await expect.poll(() => panel.isVisible()).toBe(true);
  });
});
