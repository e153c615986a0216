import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAgreement } from '@trade-terms/domain/agreements';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './support/accessibility';
import { approvedAgreement } from './support/agreements';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { sharedBaseUrl } from './support/shared-server';
import { cellText, columnOf } from './support/spreadsheets';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));

/** Waits until the text shows on the page (or within a part of it). */
async function see(within: Page | ReturnType<Page['locator']>, text: string | RegExp) {
  await expect.poll(() => within.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
}

describe('ON agreements in SAP: the screen, the export for SAP and the import of its answer', () => {
  const sessions: BrowserSession[] = [];
  const folder = mkdtempSync(path.join(tmpdir(), 'trade-terms-sap-on-'));
  // A condition number no other file of the run uses.
  const conditionNumber = String(Date.now()).slice(-10);
  let agreement: TAgreement;

  afterEach(async () => {
    for (const open of sessions.splice(0)) await open.close();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  // An approved ON agreement of its own, so the shared demo records stay as other files expect them.
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    agreement = await approvedAgreement(sharedBaseUrl(), `Acordo ON SAP ${Date.now()}`, {
      fundsType: 'ON',
      discountPercent: '2.5',
    });
  }, 60_000);

  it('exports the ON levers for SAP, imports SAP’s answer and shows each lever’s condition', {
    timeout: 120_000,
  }, async () => {
    const browser = await openBrowser();
    sessions.push(browser);
    await resumeSession(browser, 'comercial', 'Comercial@123');
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/agreements`);
    await page.getByRole('link', { name: 'Condições SAP ON' }).click();
    await see(page, 'Acordos ON: condições SAP');
    expect(new URL(page.url()).pathname).toBe('/agreements/agreementsOn-edit');

    await page.getByLabel('Acordo (nº ou descrição)').fill(String(agreement.id));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const row = page.getByRole('row').filter({ hasText: agreement.description });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    await see(row, 'Pendente de cadastro');
    expect(await row.textContent()).toContain('Meta mensal sell-out');
    await page.screenshot({ path: path.join(ARTIFACTS, 'sap-on-pending.png'), fullPage: true });
    // The walk meets this screen with no ON lever in the demo data; here it holds one.
    expect(await blockingViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar para o SAP' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('acordos-on-sap.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the export has no sheet');
    // The filters went with the export: only this agreement's ON lever.
    expect(sheet.rowCount).toBe(2);
    const exported = sheet.getRow(2);
    expect(cellText(exported.getCell(columnOf(sheet, 'Acordo')))).toBe(String(agreement.id));
    expect(cellText(exported.getCell(columnOf(sheet, 'Desconto %')))).toBe('2.5000');
    expect(cellText(exported.getCell(columnOf(sheet, 'Situação SAP')))).toBe('Pendente de cadastro');

    // SAP's team sets the condition up, and types a second row with a state it does not know.
    exported.getCell(columnOf(sheet, 'Situação SAP')).value = 'Cadastrada';
    exported.getCell(columnOf(sheet, 'Nº da condição SAP')).value = conditionNumber;
    const bad = sheet.getRow(3);
    bad.values = exported.values as ExcelJS.CellValue[];
    bad.getCell(columnOf(sheet, 'Situação SAP')).value = 'Talvez';
    const answer = path.join(folder, 'resposta-sap.xlsx');
    await workbook.xlsx.writeFile(answer);

    await page.getByRole('button', { name: 'Importar resposta do SAP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar a resposta do SAP' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.locator('input[type="file"]').setInputFiles(answer);
    await see(dialog, /resposta-sap\.xlsx/);
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await see(dialog, '2 linha(s) lida(s): 1 alterada(s), 0 sem alteração, 1 recusada(s)');
    await see(dialog, /Linha 3: Situação SAP: Situação desconhecida: Talvez/);
    await page.screenshot({ path: path.join(ARTIFACTS, 'sap-on-import.png') });
    expect(await blockingViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await see(row, 'Cadastrada');
    await see(row, conditionNumber);
    await see(row, /Carla Comercial em/);
    await page.screenshot({ path: path.join(ARTIFACTS, 'sap-on-set-up.png'), fullPage: true });

    // SAP later refuses the condition: the reason is set on the screen.
    await row
      .getByRole('button', {
        name: `Editar a condição SAP da alavanca Meta mensal sell-out do acordo ${agreement.id}`,
      })
      .click();
    const edit = page.getByRole('dialog', { name: /Condição SAP: acordo/ });
    await expect.poll(() => edit.isVisible()).toBe(true);
    expect(await blockingViolations(page)).toEqual([]);
    await edit.getByLabel('Situação SAP').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Recusada"]').click();
    await edit.getByLabel('Motivo da recusa SAP').fill('Cliente sem cadastro de condições no SAP');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => edit.isVisible(), { timeout: 15_000 }).toBe(false);
    await see(row, 'Recusada');
    await see(row, 'Cliente sem cadastro de condições no SAP');
  });
});
