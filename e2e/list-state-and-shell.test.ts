import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, signIn } from './support/browser';

const ADMIN_NAME = 'Administrador do Sistema';
// Long enough for a first page load on a busy machine; a poll ends as soon as it holds.
const LOAD = { timeout: 15_000 };

describe('register lists, the account menu and toasts in the browser', () => {
  let admin: BrowserSession;
  let token: string;
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'trade-terms-lists-'));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));
  beforeEach(async () => {
    admin = await openBrowser();
    await signIn(admin, 'admin', 'Admin@123');
    token = await apiToken(admin.baseUrl, 'admin', 'Admin@123');
  });
  afterEach(async () => {
    await admin.close();
  });

  async function api(call: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(`${admin.baseUrl}/api/${call}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${call}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  }

  const errorToasts = () => admin.page.locator('.ant-notification-notice-error');

  it('"Todos" shows inactive records besides the active ones, with no filter left', async () => {
    const { page, baseUrl } = admin;
    const created = await api('segmento/salvar', {
      code: 'E2E-TODOS-INAT',
      name: 'Segmento inativo do teste',
    });
    await api('segmento/inativar', { id: created.id, version: created.version });

    await page.goto(`${baseUrl}/segment`);
    const inactive = page.locator('tr', { hasText: 'E2E-TODOS-INAT' });
    const active = page.locator('tr', { hasText: 'Varejo' });
    await expect.poll(() => active.isVisible(), LOAD).toBe(true);
    expect(await inactive.count()).toBe(0);

    await page.getByLabel('Buscar por código ou nome').fill('Varejo');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => page.locator('tr', { hasText: 'Atacado' }).count(), LOAD).toBe(0);

    await page.getByRole('button', { name: 'Todos', exact: true }).click();
    await expect.poll(() => inactive.isVisible(), LOAD).toBe(true);
    expect(await active.isVisible()).toBe(true);
    expect(await page.getByLabel('Buscar por código ou nome').inputValue()).toBe('');
    expect(await inactive.textContent()).toContain('Inativo');
  });

  it('returns from a form to the page, sort and filters the list was left at, by Back, Voltar and Salvar', async () => {
    const { page, baseUrl } = admin;
    for (let index = 1; index <= 12; index += 1) {
      const number = String(index).padStart(2, '0');
      await api('canal/salvar', { code: `E2E-PG-${number}`, name: `Canal paginado ${number}` });
    }
    await page.goto(`${baseUrl}/channel`);
    const firstCode = () => page.locator('tr.ant-table-row').first().locator('td').first().textContent();
    await page.getByLabel('Buscar por código ou nome').fill('E2E-PG');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(firstCode, LOAD).toBe('E2E-PG-01');
    await page.getByRole('columnheader', { name: 'Nome' }).click();
    await page.waitForURL(/ordenarPor=name/);
    await page.getByRole('columnheader', { name: 'Nome' }).click();
    await page.waitForURL(/direcao=desc/);
    await expect.poll(firstCode, LOAD).toBe('E2E-PG-12');
    await page.locator('.ant-pagination-options .ant-select').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '10' })
      .first()
      .click();
    await page.waitForURL(/tamanhoPagina=10/);
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL(/pagina=2/);
    // Page 2 of the names in descending order: 02 and 01.
    await expect.poll(firstCode, LOAD).toBe('E2E-PG-02');
    const listUrl = page.url();
    expect(new URL(listUrl).searchParams.get('texto')).toBe('E2E-PG');

    // The form's field, not the list's "Nome" column header that shares its name.
    const nameField = () => page.locator('form').getByLabel('Nome', { exact: true });
    const listShown = async () => {
      await page.waitForURL(listUrl);
      await expect.poll(firstCode, LOAD).toBe('E2E-PG-02');
      expect(await page.locator('tr', { hasText: 'E2E-PG-12' }).count()).toBe(0);
      expect(await page.getByLabel('Buscar por código ou nome').inputValue()).toBe('E2E-PG');
      expect(await page.locator('.ant-pagination-item-active').textContent()).toBe('2');
    };

    await page.getByRole('link', { name: 'Editar Canal paginado 01' }).click();
    // The form has opened (the list has a "Nome" column too) before Back is pressed.
    await page.waitForURL(/\/edit\//);
    await nameField().waitFor();
    await page.goBack();
    await listShown();

    await page.getByRole('link', { name: 'Editar Canal paginado 01' }).click();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await listShown();

    await page.getByRole('link', { name: 'Editar Canal paginado 02' }).click();
    await page.waitForURL(/\/edit\//);
    await nameField().fill('Canal paginado 02 salvo');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await listShown();
    await expect
      .poll(() => page.locator('tr', { hasText: 'Canal paginado 02 salvo' }).isVisible())
      .toBe(true);

    // The address alone brings the same list back, in a new visit.
    await page.goto(listUrl);
    await listShown();
  });

  it('says how many rows a re-import left unchanged', async () => {
    const { page, baseUrl } = admin;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Dados');
    sheet.addRow(['Código *', 'Nome *']);
    sheet.addRow(['E2E-REIMP-1', 'Canal reimportado 1']);
    sheet.addRow(['E2E-REIMP-2', 'Canal reimportado 2']);
    const file = path.join(workDir, 'canais-reimportados.xlsx');
    await workbook.xlsx.writeFile(file);

    await page.goto(`${baseUrl}/channel`);
    const importOnce = async (expected: string) => {
      await page.getByRole('button', { name: 'Importar' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type="file"]').setInputFiles(file);
      await dialog.getByRole('button', { name: 'Enviar planilha' }).click();
      await expect.poll(() => dialog.getByText(expected).isVisible(), { timeout: 30_000 }).toBe(true);
      await dialog.getByRole('button', { name: 'Fechar' }).first().click();
      await expect.poll(() => dialog.isVisible(), LOAD).toBe(false);
    };
    await importOnce('Planilha importada: 2 linha(s) lida(s), 2 incluída(s), 0 alterada(s), 0 sem alteração');
    await importOnce('Planilha importada: 2 linha(s) lida(s), 0 incluída(s), 0 alterada(s), 2 sem alteração');
  });

  it("opens the account menu from the user's name in the top bar", async () => {
    const { page } = admin;
    const header = page.locator('header');
    const account = header.getByRole('button', { name: ADMIN_NAME, exact: true });
    await account.click();
    await expect
      .poll(() => page.getByRole('menuitem', { name: 'Alterar senha' }).isVisible(), LOAD)
      .toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Solicitar edição de usuário' }).isVisible()).toBe(true);
    // Every control of the top bar says what it does.
    const unnamed = await header
      .getByRole('button')
      .evaluateAll(
        (buttons) =>
          buttons.filter(
            (button) => (button.textContent ?? '').trim() === '' && !button.getAttribute('aria-label'),
          ).length,
      );
    expect(unnamed).toBe(0);
  });

  it('closes error toasts on logout and on session expiry', async () => {
    const { page, baseUrl } = admin;
    await page.route('**/api/segmento/buscar', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ mensagens: [{ tipo: 'ERRO', texto: 'Falha de teste na lista' }] }),
      }),
    );
    await page.goto(`${baseUrl}/segment`);
    await expect.poll(() => errorToasts().count(), LOAD).toBeGreaterThan(0);
    // The toasts open below the top bar: the logout button stays visible and can be clicked.
    const logout = page.getByRole('button', { name: 'Sair' });
    const bar = await logout.boundingBox();
    const toast = await errorToasts().first().boundingBox();
    expect(bar && toast && toast.y >= bar.y + bar.height).toBe(true);
    await logout.click();
    await page.waitForURL(`${baseUrl}/login`);
    await expect.poll(() => errorToasts().count(), LOAD).toBe(0);

    // Signing in again returns to the list, which fails again.
    await page.getByLabel('Usuário', { exact: true }).fill('admin');
    await page.getByLabel('Senha', { exact: true }).fill('Admin@123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${baseUrl}/segment`);
    await expect.poll(() => errorToasts().count(), LOAD).toBeGreaterThan(0);
    // The server refuses the session on the next search: the user lands on /login, without the old errors.
    await page.unroute('**/api/segmento/buscar');
    await page.route('**/api/segmento/buscar', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ mensagens: [] }),
      }),
    );
    await page.getByLabel('Buscar por código ou nome').fill('outra busca');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.waitForURL(/\/login/);
    await expect.poll(() => errorToasts().count(), LOAD).toBe(0);
  });
});
