import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken } from './support/api-token';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';

describe('imports and exports dashboard of a register editor without the dashboard role', () => {
  let editor: BrowserSession;
  let workDir: string;
  const login = `editor.painel.${Date.now()}`;
  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'trade-terms-dashboard-'));
    editor = await openBrowser();
    const { baseUrl } = editor;
    const token = await apiToken(baseUrl, 'admin', 'Admin@123');
    const asAdmin = async (url: string, body: unknown) => {
      const response = await fetch(`${baseUrl}/api${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as { id: number };
    };
    const profile = await asAdmin('/perfil/salvarAtualizarPerfil', {
      name: `Editor de canais ${login}`,
      features: ['ROLE_VISUALIZAR_CANAL', 'ROLE_EDITAR_CANAL'],
    });
    await asAdmin('/usuario/salvarAtualizarUsuario', {
      login,
      name: 'Editora do Painel',
      email: `${login}@example.com`,
      profileId: profile.id,
      status: 'ATIVO',
      senha: 'Editora#2026',
    });
    await resumeSession(editor, login, 'Editora#2026');
  });
  afterAll(async () => {
    await editor.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('follows the import dialog’s link, sees only their own job and reprocesses it', async () => {
    const { page, baseUrl } = editor;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Dados');
    sheet.addRow(['Código *', 'Nome *']);
    sheet.addRow(['E2E-PAINEL', 'Canal do painel']);
    const file = path.join(workDir, 'canais-painel.xlsx');
    await workbook.xlsx.writeFile(file);

    await page.goto(`${baseUrl}/channel`);
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Enviar planilha' }).click();
    await expect
      .poll(() => dialog.getByText('Planilha importada', { exact: false }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    await dialog.getByRole('link', { name: 'Abrir o painel de importações e exportações' }).click();

    await page.waitForURL(`${baseUrl}/imports-exports-dashboard`);
    await page.getByRole('heading', { name: 'Painel de importações e exportações' }).waitFor();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    const jobRow = rows.first();
    expect(await jobRow.textContent()).toContain('canais-painel.xlsx');
    expect(await jobRow.textContent()).toContain('Editora do Painel');
    // Only their own: the choice is made for them.
    const onlyMine = page.getByRole('checkbox', { name: 'Somente os meus' });
    expect(await onlyMine.isChecked()).toBe(true);
    expect(await onlyMine.isDisabled()).toBe(true);

    await jobRow.getByRole('button', { name: 'Reprocessar' }).click();
    await expect.poll(() => page.getByText('Reprocessamento iniciado').isVisible()).toBe(true);
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    await expect
      .poll(() => rows.filter({ hasText: 'Finalizado/sucesso' }).count(), { timeout: 30_000 })
      .toBe(2);
  });
});
