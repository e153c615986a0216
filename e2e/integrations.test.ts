import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { typeInPicker } from './support/pickers';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));
const PRODUCT_HEADER = [
  'Código SKU',
  'EAN',
  'Descrição',
  'Código PPA',
  'Código da marca',
  'Código da categoria',
  'Peso líquido',
];

/** The file the ERP exports: a header row in Portuguese, then one row per record. */
async function erpFile(dir: string, name: string, header: string[], rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Dados');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  const file = path.join(dir, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

/** Picks the file in the upload card, sends it and waits until the comparison is over. */
async function uploadErpFile(page: Page, file: string) {
  const upload = page.locator('.ant-card', { hasText: 'Importar arquivo do ERP' });
  await upload.locator('input[type="file"]').setInputFiles(file);
  await expect.poll(() => upload.getByText(path.basename(file), { exact: false }).isVisible()).toBe(true);
  await upload.getByRole('button', { name: 'Enviar arquivo' }).click();
  const review = page.locator('.ant-card', { hasText: 'Integração em revisão' });
  await expect
    .poll(() => review.getByText('Aguardando aprovação', { exact: true }).isVisible(), { timeout: 30_000 })
    .toBe(true);
  expect(await review.textContent()).toContain(path.basename(file));
  return review;
}

async function openTab(review: Locator, name: string) {
  await review.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
}

/** The count shown on a tab's badge (its title: the digits themselves are animated). */
async function tabCount(review: Locator, name: string): Promise<string | null> {
  const tab = review.getByRole('tab', { name: new RegExp(`^${name}`) });
  return tab.locator('.ant-scroll-number').getAttribute('title');
}

async function approve(page: Page, review: Locator, summary: string) {
  await review.getByRole('button', { name: 'Aprovar integração' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aprovar integração' });
  await dialog.getByText(summary).waitFor();
  await dialog.getByRole('button', { name: 'Aplicar aos cadastros' }).click();
  await expect
    .poll(() => review.getByText('Aprovada', { exact: true }).isVisible(), { timeout: 15_000 })
    .toBe(true);
}

describe('manual integrations in the browser', () => {
  let admin: BrowserSession;
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'trade-terms-integrations-'));
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));
  beforeEach(async () => {
    admin = await openBrowser();
    await resumeSession(admin, 'admin', 'Admin@123');
  });
  afterEach(async () => {
    await admin.close();
  });

  it('integrates an ERP product file: a pending association is resolved, the approval reaches the register and the history', async () => {
    const { page, baseUrl } = admin;
    const file = await erpFile(workDir, 'produtos-erp-e2e.xlsx', PRODUCT_HEADER, [
      ['SKU-1001', '7891000100103', 'Brilho multiuso 1L cx 12', 'PPA-BRI-1L', 'BRILHO', 'LIMP', 12],
      ['SKU-E2E-NOVO', '7891000999001', 'Brilho multiuso 2L cx 6', 'PPA-BRI-1L', 'BRILHO', 'LIMP', '12,5'],
      ['SKU-E2E-PEND', '7891000999002', 'Brilho vidros 500ml cx 12', 'PPA-E2E-NOVO', 'BRILHO', 'LIMP', 6],
      ['SKU-E2E-RUIM', '7891000999003', 'Produto sem peso', 'PPA-BRI-1L', 'BRILHO', 'LIMP', 'abc'],
    ]);

    await page.goto(`${baseUrl}/product-integration`);
    await page.getByRole('heading', { name: 'Integração de produtos', level: 1 }).waitFor();
    const review = await uploadErpFile(page, file);
    await expect.poll(() => tabCount(review, 'Integrados')).toBe('1');
    await expect.poll(() => tabCount(review, 'Novos')).toBe('1');
    await expect.poll(() => tabCount(review, 'Não integrados')).toBe('1');
    await expect.poll(() => tabCount(review, 'Pendentes de associação')).toBe('1');

    await openTab(review, 'Não integrados');
    const refused = review.getByRole('row', { name: /SKU-E2E-RUIM/ });
    await refused.waitFor();
    expect(await refused.textContent()).toContain('Peso líquido: Esperado um número, encontrado texto');

    await openTab(review, 'Pendentes de associação');
    const pendingRow = review.getByRole('row', { name: /SKU-E2E-PEND/ });
    await pendingRow.waitFor();
    expect(await pendingRow.textContent()).toContain('Produto PPA');
    await page.screenshot({ path: path.join(ARTIFACTS, 'product-integration-pending.png'), fullPage: true });

    // The association is made from the keyboard alone.
    await pendingRow.getByRole('button', { name: 'Associar o produto SKU-E2E-PEND (linha 4)' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Associar o produto SKU-E2E-PEND' });
    await dialog.waitFor();
    await dialog.getByLabel('Produto PPA', { exact: true }).focus();
    await page.keyboard.type('Brilho');
    await page
      .locator(
        '.ant-select-dropdown:visible .ant-select-item-option[title="PPA-BRI-1L - Brilho multiuso 1L"]',
      )
      .waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.textContent()).toContain('PPA-BRI-1L - Brilho multiuso 1L');
    await page.screenshot({ path: path.join(ARTIFACTS, 'product-integration-associate.png') });
    await dialog.getByRole('button', { name: 'Associar', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => tabCount(review, 'Pendentes de associação')).toBe('0');
    await expect.poll(() => tabCount(review, 'Novos')).toBe('2');
    await review.getByText('Nenhuma linha nesta aba').waitFor();

    await openTab(review, 'Novos');
    await review.getByRole('row', { name: /SKU-E2E-PEND/ }).waitFor();
    const created = review.getByRole('row', { name: /SKU-E2E-NOVO/ });
    expect(await created.textContent()).toContain('12,500');

    await approve(page, review, '2 novo(s) e 0 atualização(ões) serão aplicados.');
    await page.getByText('Integração aprovada: 2 linha(s) aplicada(s)').waitFor();
    await expect.poll(() => review.getByRole('button', { name: 'Aprovar integração' }).count()).toBe(0);

    const history = page.locator('.ant-card', { hasText: 'Histórico de integrações' });
    const entry = history.getByRole('row', { name: /produtos-erp-e2e\.xlsx/ });
    await expect.poll(() => entry.textContent()).toContain('Aprovada');
    const entryText = await entry.textContent();
    expect(entryText).toContain('Novos: 2');
    expect(entryText).toContain('Não integrados: 1');
    expect(entryText).toContain('Pendentes de associação: 0');
    await page.screenshot({ path: path.join(ARTIFACTS, 'product-integration-approved.png'), fullPage: true });

    // A second file changes one description: the update shows the new value and the current one.
    const second = await erpFile(workDir, 'produtos-erp-e2e-2.xlsx', PRODUCT_HEADER, [
      ['SKU-E2E-NOVO', '7891000999001', 'Brilho multiuso 2L cx 8', 'PPA-BRI-1L', 'BRILHO', 'LIMP', '12,5'],
      ['SKU-E2E-PEND', '7891000999002', 'Brilho vidros 500ml cx 12', 'PPA-BRI-1L', 'BRILHO', 'LIMP', 6],
    ]);
    const again = await uploadErpFile(page, second);
    await expect.poll(() => tabCount(again, 'Atualizações')).toBe('1');
    await expect.poll(() => tabCount(again, 'Integrados')).toBe('1');
    await openTab(again, 'Atualizações');
    const updated = again.getByRole('row', { name: /SKU-E2E-NOVO/ });
    await updated.waitFor();
    expect(await updated.locator('mark').textContent()).toContain('Brilho multiuso 2L cx 8');
    expect(await updated.textContent()).toContain('Valor atual: Brilho multiuso 2L cx 6');
    await updated.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'product-integration-updates.png') });

    // The history opens the earlier, approved integration.
    await history
      .getByRole('row', { name: /produtos-erp-e2e\.xlsx/ })
      .getByRole('button', { name: /^Ver linhas da integração/ })
      .click();
    await expect.poll(() => review.textContent()).toContain('produtos-erp-e2e.xlsx');
    await expect.poll(() => review.getByText('Aprovada', { exact: true }).isVisible()).toBe(true);
    await review.getByRole('button', { name: 'Ver a mais recente' }).click();
    await expect.poll(() => review.textContent()).toContain('produtos-erp-e2e-2.xlsx');

    await page.goto(`${baseUrl}/sku`);
    await page.getByLabel('Buscar por código ou nome').fill('SKU-E2E');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const associated = page.getByRole('row', { name: /SKU-E2E-PEND/ });
    await expect.poll(() => associated.isVisible()).toBe(true);
    expect(await associated.textContent()).toContain('PPA-BRI-1L - Brilho multiuso 1L');
    // The second integration is not approved: the register keeps the first description.
    expect(await page.getByRole('row', { name: /SKU-E2E-NOVO/ }).textContent()).toContain(
      'Brilho multiuso 2L cx 6',
    );
    expect(await page.getByRole('row', { name: /SKU-E2E-RUIM/ }).count()).toBe(0);
  });

  it('integrates sell-in: rows of clients not integrated are refused, and the sell-in check answers before and after the approval', async () => {
    const { page, baseUrl } = admin;
    const file = await erpFile(
      workDir,
      'sell-in-e2e.xlsx',
      ['Código do cliente', 'Código SKU', 'Competência', 'Volume', 'GSV', 'NIV', 'Receita bruta'],
      [
        ['0001000101', 'SKU-1001', '07/2026', '120.5', '1234.56', '1100.10', '1300.99'],
        ['0077777777', 'SKU-1001', '07/2026', 1, 1, 1, 1],
      ],
    );
    await page.goto(`${baseUrl}/sell-in-integration`);
    await page.getByRole('heading', { name: 'Integração de sell-in', level: 1 }).waitFor();

    const check = page.locator('.ant-card', { hasText: 'Confira se há sell-in' });
    await check.waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'sell-in-start.png'), fullPage: true });
    await typeInPicker(page, check.getByLabel('Competência'), '07/2026');
    const commodity = check.getByLabel('Unidade de negócio', { exact: true });
    await commodity.click();
    await commodity.fill('HPF');
    await page
      .locator(
        '.ant-select-dropdown:visible .ant-select-item-option[title="HPF - Home & Personal Care e Foods"]',
      )
      .click();
    await check.getByRole('button', { name: 'Verificar sell-in' }).click();
    await check
      .getByText('Não existe sell-in para a competência e a commodity (entre em contato com o administrador)')
      .waitFor();

    const review = await uploadErpFile(page, file);
    await expect.poll(() => tabCount(review, 'Novos')).toBe('1');
    await openTab(review, 'Não integrados');
    const refused = review.getByRole('row', { name: /0077777777/ });
    await refused.waitFor();
    expect(await refused.textContent()).toContain(
      'Clientes não estão integrados (veja o histórico de integração)',
    );

    await openTab(review, 'Novos');
    const loaded = review.getByRole('row', { name: /0001000101/ });
    await loaded.waitFor();
    const loadedText = await loaded.textContent();
    expect(loadedText).toContain('07/2026');
    expect(loadedText).toContain('120,500');
    expect(loadedText).toContain('1.234,56');

    await approve(page, review, '1 novo(s) e 0 atualização(ões) serão aplicados.');
    await check.getByRole('button', { name: 'Verificar sell-in' }).click();
    await check.getByText('1 linha(s) de sell-in para a competência e a unidade de negócio').waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'sell-in-integration.png'), fullPage: true });
  });
});
