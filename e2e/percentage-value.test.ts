import { jobCalls } from '@trade-terms/domain/calls/jobs-calls';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from './support/agreements';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession, toast } from './support/browser';
import { choose } from './support/budget-map';
import { typeInPicker } from './support/pickers';
import { sharedBaseUrl } from './support/shared-server';

/** Beta Atacadista's purchases in 03/2032: NIV 1 234,50 + 765,50 = 2 000,00; 2,5 % of it is 50,00. */
const MONTH = '03/2032';

async function loadSellIn(baseUrl: string): Promise<void> {
  const admin = await apiToken(baseUrl, 'admin', 'Admin@123');
  const csv = [
    'Código do cliente;Código SKU;Competência;Volume;NIV;GSV;Receita bruta',
    `0002000201;SKU-1001;${MONTH};10;1234,50;1500,00;1600,00`,
    `0002000201;SKU-2001;${MONTH};5;765,50;900,00;950,00`,
    '',
  ].join('\n');
  const response = await fetch(`${baseUrl}/api/sellIn/importarArquivo?nomeArquivo=percentual-e2e.csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
    body: csv,
  });
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  await expect
    .poll(async () => (await call<{ status: string }>(baseUrl, admin, jobCalls.get, { id })).status, {
      timeout: 60_000,
    })
    .toBe('FINALIZADO');
}

/** Opens the list on a status tab and answers the row of the contract described so. */
async function contractRow(page: Page, baseUrl: string, tab: RegExp, description: string) {
  await page.goto(`${baseUrl}/percentage-value`);
  await page.getByRole('heading', { name: 'Valor percentual' }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
  const row = page.getByRole('row').filter({ hasText: description });
  return row;
}

describe('percentage-value contracts in the browser', () => {
  let session: BrowserSession | null = null;
  const description = `Contrato percentual e2e ${Date.now() % 1_000_000}`;

  afterAll(() => session?.close());

  it('registers a contract, approves it and shows its ascertained month', { timeout: 300_000 }, async () => {
    await loadSellIn(sharedBaseUrl());
    session = await openBrowser();
    await resumeSession(session, 'comercial', 'Comercial@123');
    let { page, baseUrl } = session;
    await page.goto(`${baseUrl}/percentage-value`);
    await page.getByRole('link', { name: 'Novo contrato percentual' }).click();
    await page.getByRole('heading', { name: 'Cadastro de contrato percentual' }).waitFor();
    const form = page.locator('form#percentage-contract-form');
    // Saving empty tells every required field.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => form.getByText('O campo é obrigatório').count()).toBeGreaterThanOrEqual(5);
    await choose(page, form, 'Cliente SAP', '0002000201');
    // The payer's picker offers SAP payers only: the demo customer that is none is not listed.
    const payer = form.getByLabel('Pagador SAP', { exact: true });
    await payer.click();
    await payer.fill('00010001');
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options
      .filter({ hasText: /^0001000101\b/ })
      .first()
      .waitFor();
    expect(await options.filter({ hasText: /^0001000102\b/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await choose(page, form, 'Pagador SAP', '0002000201');
    await choose(page, form, 'Tipo de verba', 'VERBA-ON');
    await choose(page, form, 'Unidade de negócio', 'HPF');
    await form.getByLabel('Percentual (%)').fill('150');
    await typeInPicker(page, form.getByLabel('Competência inicial'), '01/2032');
    await typeInPicker(page, form.getByLabel('Competência final'), '12/2032');
    await form.getByLabel('Descrição').fill(description);
    // The server refuses a percentage above 100 beside the field.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('O percentual deve ser maior que 0 e no máximo 100').waitFor();
    await form.getByLabel('Percentual (%)').fill('2,5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`${baseUrl}/percentage-value`);

    let row = await contractRow(page, baseUrl, /Em cadastro/, description);
    expect(await row.innerText()).toContain('HPF');
    await row.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await toast(page, 'Contrato percentual atualizado');
    await session.close();

    session = await openBrowser();
    await resumeSession(session, 'aprovador', 'Aprovador@123');
    ({ page, baseUrl } = session);
    row = await contractRow(page, baseUrl, /Em aprovação/, description);
    expect(await row.innerText()).toContain('Etapa 1 de 1');
    await row.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await toast(page, 'Contrato percentual atualizado');
    await session.close();

    session = await openBrowser();
    await resumeSession(session, 'comercial', 'Comercial@123');
    ({ page, baseUrl } = session);
    await page.goto(`${baseUrl}/percentage-value`);
    await page.getByRole('button', { name: 'Apurar competência' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apurar competência' });
    await typeInPicker(page, dialog.getByLabel('Competência'), MONTH);
    await dialog.getByRole('button', { name: 'Apurar competência' }).click();
    await toast(page, 'Competência apurada');
    row = await contractRow(page, baseUrl, /Aprovado/, description);
    await row.getByRole('button', { name: 'Apurações' }).click();
    const drawer = page.getByRole('dialog', { name: /Apurações do contrato/ });
    const month = drawer.getByRole('row').filter({ hasText: MONTH });
    await expect.poll(() => month.innerText(), { timeout: 15_000 }).toMatch(/R\$\s2\.000,00/);
    expect(await month.innerText()).toMatch(/R\$\s50,00/);
    await page.screenshot({ path: '/tmp/percentage-value-months.png' });
  });
});
