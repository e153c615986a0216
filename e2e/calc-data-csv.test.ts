import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';

describe('calculation data: a CSV file imported in the browser', () => {
  let admin: BrowserSession;
  let workDir: string;
  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'trade-terms-calc-csv-'));
    admin = await openBrowser();
    await resumeSession(admin, 'admin', 'Admin@123');
  });
  afterAll(async () => {
    await admin.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('sends a DMS CSV on /calc/register, explains the CSV, and follows the job to its counts', async () => {
    const { page, baseUrl } = admin;
    const file = path.join(workDir, 'dms-e2e.csv');
    writeFileSync(
      file,
      [
        'Código do distribuidor;Código da loja;Código SKU;Competência;Volume;NIV;GSV;Receita bruta',
        '0002000201;LJ-0001;SKU-1001;05/2029;5;50,00;55,00;60,00',
        '0002000201;LJ-0002;SKU-2001;05/2029;1,5;10;11;12',
        '',
      ].join('\n'),
    );

    await page.goto(`${baseUrl}/calc/register`);
    await page.getByRole('heading', { name: 'Importação dos dados de cálculo' }).waitFor();
    await page.getByRole('button', { name: 'Importar — DMS' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/envie um CSV com as mesmas colunas do modelo/).waitFor();
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => dialog.getByText('dms-e2e.csv').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Enviar planilha' }).click();
    await expect
      .poll(() => dialog.getByText(/2 linha\(s\) lida\(s\)/).isVisible(), { timeout: 30_000 })
      .toBe(true);
  });
});
