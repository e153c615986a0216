import { cycleFolderCalls } from '@trade-terms/domain/calls/cycle-folder-calls';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './support/accessibility';
import { call, YEAR } from './support/agreements';
import { apiToken } from './support/api-token';
import type { BrowserSession } from './support/browser';
import { createMapLine } from './support/budget-map';
import { addAction, openFolderAs } from './support/cycle-folders';
import { FOLDER_CYCLES } from './support/folder-counting';
import { sharedBaseUrl } from './support/shared-server';

/** The folder's cycle (August), whose month of the map line holds the budget. */
const CYCLE = FOLDER_CYCLES.addenda;

interface Folder {
  id: number;
  version: number;
}

const addendaCard = (page: Page) => page.locator('.ant-card', { hasText: 'Aditivos' });

describe('an addendum of an approved cycle folder in the browser', () => {
  let browser: BrowserSession | null = null;
  const ricBox = `AD-${Date.now() % 1_000_000}`;
  let address = '';

  beforeAll(async () => {
    // A line of its own with 5 000,00 in August and a folder approved on it through the API.
    const base = sharedBaseUrl();
    const admin = await apiToken(base, 'admin', 'Admin@123');
    const comercial = await apiToken(base, 'comercial', 'Comercial@123');
    const aprovador = await apiToken(base, 'aprovador', 'Aprovador@123');
    const line = await createMapLine(base, admin, ricBox, { [CYCLE]: '5000.00' });
    let folder = await call<Folder>(base, comercial, cycleFolderCalls.save, {
      year: YEAR,
      cycle: CYCLE,
      channel: 'MT',
      commodity: 'FS',
      description: `Pasta ${ricBox}`,
      actions: [
        {
          tacticType: 'TABLOIDE',
          description: 'Tabloide de agosto',
          economicGroup: 'GRP-BETA',
          plannedVolume: '100',
          unitValue: '10',
          mapLineId: line.id,
        },
      ],
    });
    for (const [token, move] of [
      [comercial, cycleFolderCalls.sendToApproval],
      [aprovador, cycleFolderCalls.approve],
      [admin, cycleFolderCalls.approve],
    ] as const) {
      folder = await call<Folder>(base, token, move, { id: folder.id, version: folder.version });
    }
    address = `/cycleFolder/edit/${folder.id}`;
  });
  afterAll(() => browser?.close());

  it('makes an addendum with a new action, approves it in two steps and reserves the new action', {
    timeout: 240_000,
  }, async () => {
    browser = await openFolderAs('comercial', 'Comercial@123', address);
    let page = browser.page;
    await addendaCard(page).getByText('Nenhum aditivo').waitFor();
    await addendaCard(page).getByRole('button', { name: 'Novo aditivo' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('Novo aditivo').first().waitFor();
    await drawer.getByLabel('Justificativa do aditivo', { exact: true }).fill('Degustação extra em agosto');
    await addAction(
      page,
      drawer,
      {
        tactic: 'Degustação',
        description: 'Degustação na loja',
        customer: ['Holding', 'GRP-BETA'],
        volume: '20',
        unitValue: '12,5',
      },
      ricBox,
    );
    // The editor reads well to assistive technology, as the walked screens do.
    expect(await blockingViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Salvar aditivo' }).click();
    await expect.poll(() => drawer.count(), { timeout: 15_000 }).toBe(0);
    const first = addendaCard(page).locator('tbody tr.ant-table-row').first();
    await expect.poll(() => first.textContent()).toContain('Em cadastro');
    expect(await first.textContent()).toContain('1 nova(s)');
    await first.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await expect.poll(() => first.textContent(), { timeout: 15_000 }).toContain('Etapa 1 de 2');
    await browser.close();

    browser = await openFolderAs('aprovador', 'Aprovador@123', address);
    page = browser.page;
    await addendaCard(page).getByRole('button', { name: 'Aprovar aditivo' }).click();
    await expect.poll(() => addendaCard(page).textContent(), { timeout: 15_000 }).toContain('Etapa 2 de 2');
    await browser.close();

    browser = await openFolderAs('admin', 'Admin@123', address);
    page = browser.page;
    await addendaCard(page).getByRole('button', { name: 'Aprovar aditivo' }).click();
    await expect.poll(() => addendaCard(page).textContent(), { timeout: 15_000 }).toContain('Aprovado');
    // The folder now plans the new action, its investment reserved on the map.
    const rows = page.getByRole('table', { name: 'Ações' }).locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => rows.nth(1).textContent()).toMatch(/250,00.*250,00/);
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: 'e2e/artifacts/cycle-folder-addenda.png', fullPage: true });
  });
});
