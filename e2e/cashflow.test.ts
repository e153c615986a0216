import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession, toast } from './support/browser';
import { typeInPicker } from './support/pickers';

const YEAR = new Date().getFullYear();
const COMPETENCE = `11/${YEAR}`;

/** Picks a record in a register's searchable select by typing its code. */
async function pick(page: Page, field: Locator, code: string, option: string) {
  await field.click();
  await field.fill(code);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

describe('a detached ascertainment in the browser', () => {
  let session: BrowserSession | null = null;
  afterAll(() => session?.close());

  it('is registered with its evidence, sent, approved by the approver and seen on the cash flow', {
    timeout: 240_000,
  }, async () => {
    session = await openBrowser();
    await resumeSession(session, 'financeiro', 'Financeiro@123');
    let { page } = session;
    await page.goto(`${session.baseUrl}/cashflow/newCounting`);
    await page.getByRole('heading', { name: 'Nova apuração avulsa' }).waitFor();

    // Saving an empty form says what is missing, at each field.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('O campo é obrigatório').count()).toBeGreaterThan(3);

    await pick(
      page,
      page.getByLabel('Cliente SAP'),
      '0001000102',
      '0001000102 - Alfa Supermercados Filial RJ',
    );
    await pick(page, page.getByLabel('Pagador SAP'), '0001000101', '0001000101 - Alfa Supermercados Matriz');
    await pick(page, page.getByLabel('Tipo de verba'), 'VERBA-OFF', 'VERBA-OFF - Verba de acordo');
    await pick(page, page.getByLabel('Unidade de negócio'), 'HPF', 'HPF - Home & Personal Care e Foods');
    await typeInPicker(page, page.getByLabel('Competência'), COMPETENCE);
    await page.getByLabel('Valor').fill('1234,56');
    await page.getByLabel('Justificativa').fill('Ponto extra da loja matriz sem acordo');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'comprovante.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% comprovante\n'),
    });
    await page.getByText('comprovante.pdf').waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Registro salvo com sucesso');
    await page.waitForURL(/\/cashflow\/newCounting\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));

    await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await toast(page, 'Apuração avulsa enviada para aprovação');
    await page.getByText('Etapa 1 de 1').waitFor();
    await session.close();

    session = await openBrowser();
    await resumeSession(session, 'aprovador', 'Aprovador@123');
    page = session.page;
    await page.goto(`${session.baseUrl}/cashflow`);
    await page.getByRole('tab', { name: /Em aprovação/ }).click();
    const row = page.locator('.ant-table-row', { hasText: 'Alfa Supermercados Filial RJ' }).filter({
      has: page.getByRole('cell', { name: String(id), exact: true }),
    });
    await row.getByRole('button', { name: 'Aprovar' }).click();
    await toast(page, 'Aprovação registrada');

    // The cash flow's month shows the money as approved, nothing paid yet.
    const month = page.locator('tr.ant-table-row', {
      hasText: new RegExp(`${COMPETENCE.replace('/', '\\/')}\\s*Total`),
    });
    await expect
      .poll(() => month.innerText(), { timeout: 15_000 })
      .toMatch(/R\$\s0,00\s+R\$\s1\.234,56\s+R\$\s0,00/);
    await page.getByRole('tab', { name: /Aprovadas/ }).click();
    await expect
      .poll(() => page.locator('.ant-table-row', { hasText: 'R$ 1.234,56' }).count())
      .toBeGreaterThan(0);
  });
});
