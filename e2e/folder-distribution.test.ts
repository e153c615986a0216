import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { choose } from './support/budget-map';
import { approvedFolder, FOLDER_CYCLES } from './support/folder-counting';
import { figure, sudesteAndSulRows, typeAmount } from './support/folder-distribution';
import { sharedBaseUrl } from './support/shared-server';

describe('distributing an approved folder’s money and assigning its actions in the browser', () => {
  let browser: BrowserSession | null = null;
  const ricBox = `DV-${Date.now() % 1_000_000}`;
  const description = `Distribuição ${ricBox}`;
  let folderId: number;

  beforeAll(async () => {
    // One tabloid action of 100 × 2.5: R$ 250,00 approved.
    folderId = (
      await approvedFolder(sharedBaseUrl(), { ricBox, cycle: FOLDER_CYCLES.distribution, description })
    ).id;
  }, 60_000);
  afterAll(() => browser?.close());

  it('refuses shares that do not add up, saves the proposed split and assigns an action within a share', {
    timeout: 240_000,
  }, async () => {
    browser = await openBrowser();
    await resumeSession(browser, 'comercial', 'Comercial@123');
    const { page } = browser;
    await page.goto(`${browser.baseUrl}/counting/${folderId}`);
    await page.getByRole('heading', { name: /Apuração da pasta/ }).waitFor();
    await page.getByRole('button', { name: 'Distribuir verba' }).click();
    await page.getByRole('heading', { name: /Distribuição da verba da pasta/ }).waitFor();
    expect(await figure(page, 'total').innerText()).toMatch(/R\$\s250,00/);

    const table = await sudesteAndSulRows(page);
    await typeAmount(table.getByLabel('Valor da linha 1', { exact: true }), '100');
    await typeAmount(table.getByLabel('Valor da linha 2', { exact: true }), '125');
    // Live: R$ 225,00 distributed, R$ 25,00 missing.
    await expect.poll(() => figure(page, 'distributed').innerText()).toMatch(/R\$\s225,00/);
    expect(await figure(page, 'difference').innerText()).toMatch(/R\$\s25,00/);

    await page.getByRole('button', { name: 'Salvar' }).click();
    await page
      .locator('.ant-notification-notice-error')
      .getByText(
        'Os valores distribuídos (R$ 225,00) não somam o total da pasta (R$ 250,00): a diferença é de R$ 25,00',
      )
      .waitFor();

    // No action names a region: the proposal splits the total equally among the table's two.
    await page.getByRole('button', { name: 'Propor divisão' }).click();
    await expect.poll(() => figure(page, 'difference').innerText()).toMatch(/R\$\s0,00/);
    expect(await table.getByLabel('Valor da linha 1', { exact: true }).inputValue()).toBe('125,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.locator('.ant-message').getByText('Distribuição salva').waitFor();

    await page.goto(`${browser.baseUrl}/counting/${folderId}`);
    await page.getByRole('button', { name: 'Atribuir ações' }).click();
    await page.getByRole('heading', { name: /Atribuição de ações da pasta/ }).waitFor();
    // The caller coordinates a region: his own share comes first.
    await expect.poll(() => figure(page, 'share').innerText()).toMatch(/R\$\s125,00/);
    await page.getByRole('button', { name: 'Incluir atribuição' }).click();
    const assignments = page.locator('.ant-table');
    await choose(page, assignments, 'Ação da atribuição 1', 'Tabloide', /Tabloide apurado/);
    await choose(page, assignments, 'Cliente da atribuição 1', '0001000101');
    await typeAmount(assignments.getByLabel('Valor da atribuição 1', { exact: true }), '125.01');
    await expect.poll(() => figure(page, 'balance').innerText()).toMatch(/-\s?R\$\s?0,01|R\$\s-0,01/);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page
      .locator('.ant-notification-notice-error')
      .getByText(/passam a sua verba/)
      .waitFor();

    await typeAmount(assignments.getByLabel('Valor da atribuição 1', { exact: true }), '125');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.locator('.ant-message').getByText('Atribuições salvas').waitFor();
    await expect.poll(() => figure(page, 'assigned').innerText()).toMatch(/R\$\s125,00/);
    expect(await figure(page, 'balance').innerText()).toMatch(/R\$\s0,00/);

    // The counting proposes its rows from the assignments: the assigned customer, to key in.
    await page.goto(`${browser.baseUrl}/counting/${folderId}`);
    await page.getByRole('button', { name: 'Incluir clientes atribuídos (1)' }).click();
    const action = page.locator('.ant-card', { hasText: 'Tabloide apurado' });
    await action.getByText('0001000101').first().waitFor();
    expect(await page.getByRole('button', { name: /Incluir clientes atribuídos/ }).count()).toBe(0);
  });
});
