import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { ascertainmentCalls } from '@trade-terms/domain/calls/ascertainment-calls';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAgreement, YEAR } from './support/agreements';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { movePaymentGroups } from './support/payments';
import { typeInPicker } from './support/pickers';
import { sharedBaseUrl } from './support/shared-server';

const COMPETENCE = `03/${YEAR}`;

/** An approved OFF ascertainment of March paying 27 000.00, on an agreement of its own sales organisation. */
async function approvedAscertainment(baseUrl: string, salesOrganization: string): Promise<number> {
  const comercial = await apiToken(baseUrl, 'comercial', 'Comercial@123');
  const options = await call<{ lista: { id: number; name: string }[] }>(
    baseUrl,
    comercial,
    { path: '/alavanca/buscarInput' },
    {},
  );
  const created = await createAgreement(baseUrl, comercial, `Acordo de pagamento ${salesOrganization}`, {
    main: { salesOrganization, region: 'SE', businessUnit: 'HPF' },
    lever: {
      leverId: options.lista.find((option) => option.name === 'Crescimento trimestral sell-in')?.id,
      budgetType: 'VERBA-OFF',
      discountPercent: '2.5',
      growthPercent: '5',
      goal: null,
      expectedYearlyValue: '108000.00',
      customers: ['0001000101', '0001000102'],
      payers: ['0001000101'],
    },
  });
  await call(baseUrl, comercial, agreementCalls.sendToApproval, { ids: [created.id] });
  const aprovador = await apiToken(baseUrl, 'aprovador', 'Aprovador@123');
  const admin = await apiToken(baseUrl, 'admin', 'Admin@123');
  for (const token of [aprovador, admin])
    await call(baseUrl, token, agreementCalls.approve, { ids: [created.id] });
  const calculated = await call<{ changed: number[] }>(baseUrl, comercial, ascertainmentCalls.calculate, {
    competence: COMPETENCE,
    agreementId: created.id,
  });
  const id = calculated.changed[0] as number;
  await call(baseUrl, comercial, ascertainmentCalls.send, { ids: [id], confirmUnsigned: true });
  for (const token of [aprovador, admin])
    await call(baseUrl, token, ascertainmentCalls.approve, { ids: [id], confirmUnsigned: true });
  return id;
}

/** A money text of the screen (`R$ 1.234,56`) as a number of cents. */
function centsOf(text: string): number {
  const digits = text.replace(/[^\d,-]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

describe('payments in the browser', () => {
  let browser: BrowserSession;
  let baseUrl: string;
  const stamp = String(Date.now()).slice(-6);
  const kept = `PA${stamp}`;
  const refused = `PB${stamp}`;

  let keptAscertainment: number;

  beforeAll(async () => {
    baseUrl = sharedBaseUrl();
    keptAscertainment = await approvedAscertainment(baseUrl, kept);
    await approvedAscertainment(baseUrl, refused);
    browser = await openBrowser();
    await resumeSession(browser, 'admin', 'Admin@123');
  }, 180_000);
  afterAll(() => browser?.close());

  const rowOf = (page: Page, salesOrganization: string): Locator =>
    page.locator('tbody tr', { hasText: salesOrganization });
  const balanceOf = async (row: Locator) => centsOf((await row.locator('td').nth(12).textContent()) ?? '');
  const openTab = async (page: Page, name: RegExp) => {
    await page.getByRole('tab', { name }).click();
  };
  const move = movePaymentGroups;

  it('takes an approved ascertainment through validation, liberation, a lot, SAP and back, and a disapproval returns the money', {
    timeout: 180_000,
  }, async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/payments`);
    await page.getByText('Informe ao menos uma competência').waitFor();
    await typeInPicker(page, page.getByLabel('Competência', { exact: true }), COMPETENCE);

    // Under validation: the approved ascertainments become groups, one per sales organisation here.
    await page.getByRole('button', { name: 'Gerar pagamentos' }).click();
    await rowOf(page, kept).waitFor();
    await rowOf(page, refused).waitFor();
    expect(await rowOf(page, kept).textContent()).toContain('27.000,00');

    // A group opens on its items: the ascertainment it pays, linked, and the SAP payer.
    await rowOf(page, kept)
      .getByRole('button', { name: /expandir|expand/i })
      .click();
    const items = page.getByRole('region', { name: /Itens do grupo de pagamento/ });
    const opening = items.getByRole('link', { name: `Abrir a apuração ${keptAscertainment}` });
    await opening.waitFor();
    expect(await opening.getAttribute('href')).toBe(
      `/trade-agreements-ascertainment/edit/${keptAscertainment}`,
    );
    await items.getByText('0001000101', { exact: false }).first().waitFor();
    await rowOf(page, kept)
      .getByRole('button', { name: /colapsar|collapse/i })
      .click();
    await expect.poll(() => items.count()).toBe(0);

    // Narrowed to another budget type the tab shows none of these groups; cleared, they are back.
    const budgetType = page.getByLabel('Tipo de verba', { exact: true });
    await budgetType.click();
    await budgetType.fill('VERBA-ON');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'VERBA-ON' })
      .click();
    await budgetType.press('Escape');
    await expect.poll(() => rowOf(page, kept).count()).toBe(0);
    await budgetType.press('Backspace');
    await rowOf(page, kept).waitFor();
    await move(page, 'Aprovar', [rowOf(page, kept), rowOf(page, refused)]);
    await expect.poll(() => rowOf(page, kept).count()).toBe(0);

    // Budget liberation: approving reserves the groups' money on the map line.
    await openTab(page, /Liberação de verba/);
    await rowOf(page, kept).waitFor();
    const before = await balanceOf(rowOf(page, kept));
    await move(page, 'Aprovar', [rowOf(page, kept), rowOf(page, refused)]);
    await expect.poll(() => rowOf(page, kept).count()).toBe(0);

    await openTab(page, /Distribuição/);
    await rowOf(page, kept).waitFor();
    await expect.poll(() => balanceOf(rowOf(page, kept))).toBe(before - 2 * 2_700_000);

    // A disapproval, justified, gives its reservation back to the map.
    await move(page, 'Reprovar', [rowOf(page, refused)], 'Cliente com pendência financeira');
    await expect.poll(() => rowOf(page, refused).count()).toBe(0);
    await expect.poll(() => balanceOf(rowOf(page, kept))).toBe(before - 2_700_000);

    // Distribution into a lot, and the lot's spreadsheet for SAP.
    await move(page, 'Distribuir em lote', [rowOf(page, kept)]);
    await expect.poll(async () => (await rowOf(page, kept).textContent()) ?? '').toMatch(/LT\d{8}/);
    const lot = ((await rowOf(page, kept).textContent()) ?? '').match(/LT\d{8}/)?.[0] as string;
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Exportar lote ${lot} para o SAP` }).click();
    const download = await downloading;
    const workDir = mkdtempSync(path.join(tmpdir(), 'payments-'));
    const exported = path.join(workDir, 'lote.xlsx');
    await download.saveAs(exported);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(exported) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('LOTE');
    expect(sheet?.getRow(2).getCell(1).value).toBe(lot);
    const itemId = Number(sheet?.getRow(2).getCell(4).value);

    // SAP's return: the lot's item paid, and a payment of no item on the error sheet.
    const answer = new ExcelJS.Workbook();
    const rows = answer.addWorksheet('Retorno');
    rows.addRow(['ID_ITEM', 'NUM_PAGAMENTO', 'DATA_PAGAMENTO', 'STATUS', 'VALOR']);
    rows.addRow([itemId, `59${stamp}`, `20/04/${YEAR}`, 'PAGO', 27000]);
    rows.addRow([999_999_999, `58${stamp}`, `20/04/${YEAR}`, 'PAGO', 10]);
    const returned = path.join(workDir, 'retorno.xlsx');
    await answer.xlsx.writeFile(returned);
    await page.getByRole('button', { name: 'Importar retorno do SAP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar retorno do SAP' });
    await dialog.locator('input[type="file"]').setInputFiles(returned);
    await dialog.getByRole('button', { name: 'Enviar planilha' }).click();
    await dialog
      .getByText('Ocorreu um erro ao importar a planilha, tente importar novamente antes de continuar!')
      .waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();

    // Payments created: the number, date, status and deadline SAP returned.
    await openTab(page, /Pagamentos criados/);
    const created = page.locator('tbody tr', { hasText: `59${stamp}` });
    await created.waitFor();
    const text = (await created.textContent()) ?? '';
    expect(text).toContain(`20/04/${YEAR}`);
    expect(text).toContain('PAGO');
    expect(text).toContain('No prazo');
    expect(text).toContain(lot);
  });
});
