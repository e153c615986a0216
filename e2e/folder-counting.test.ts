import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession, toast } from './support/browser';
import { choose } from './support/budget-map';
import { approvedFolder, FOLDER_CYCLES } from './support/folder-counting';
import { sharedBaseUrl } from './support/shared-server';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Opens the folder's counting as `login` and waits for its heading. */
async function openCountingAs(login: string, password: string, folderId: number): Promise<BrowserSession> {
  const session = await openBrowser();
  await resumeSession(session, login, password);
  await session.page.goto(`${session.baseUrl}/counting/${folderId}`);
  await session.page.getByRole('heading', { name: /Apuração da pasta/ }).waitFor();
  return session;
}

describe('the counting of an approved cycle folder in the browser', () => {
  let browser: BrowserSession | null = null;
  const ricBox = `AP-${Date.now() % 1_000_000}`;
  const description = `Apuração ${ricBox}`;
  let folderId: number;

  beforeAll(async () => {
    folderId = (await approvedFolder(sharedBaseUrl(), { ricBox, cycle: FOLDER_CYCLES.counting, description }))
      .id;
  }, 60_000);
  afterAll(() => browser?.close());

  it('keys in a row with its document, sends it, approves it and lists it approved with the executed total', {
    timeout: 240_000,
  }, async () => {
    browser = await openCountingAs('comercial', 'Comercial@123', folderId);
    let page = browser.page;
    const action = page.locator('.ant-card', { hasText: 'Tabloide apurado' });
    await action.getByRole('button', { name: 'Incluir cliente na ação 1' }).click();
    await choose(page, action, 'Cliente da ação 1, linha 1', '0001000101');
    await action.getByLabel('Volume executado da ação 1, linha 1', { exact: true }).fill('120.5');
    // 120.5 × 2.5 = 301.25, shown as typed: the counting may exceed the plan (250.00).
    await action.getByText('R$ 301,25').waitFor();
    await action
      .locator('input[type="file"]')
      .setInputFiles({ name: 'tabloide.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Apuração salva');
    await action.getByRole('button', { name: 'tabloide.pdf' }).waitFor();
    await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await toast(page, 'Apuração enviada para aprovação');
    await page.getByText('Em aprovação').first().waitFor();
    await browser.close();

    browser = await openCountingAs('aprovador', 'Aprovador@123', folderId);
    page = browser.page;
    await page.getByRole('button', { name: 'Aprovar' }).click();
    await toast(page, 'Aprovação registrada');

    await page.goto(`${browser.baseUrl}/counting`);
    await page.getByRole('heading', { name: 'Apuração da pasta' }).waitFor();
    const row = page.locator('tr.ant-table-row', { hasText: description });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/R\$\s301,25/);
    // The folder's status, then the counting's: both approved.
    expect(await row.locator('td').last().innerText()).toBe('Aprovada');
    expect(await row.getByText('R$ 250,00').count()).toBe(1);
  });
});
