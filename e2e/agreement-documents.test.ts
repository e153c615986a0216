import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TAgreement } from '@trade-terms/domain/agreements';
import PDFDocument from 'pdfkit';
import type { Download, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvedAgreement } from './support/agreements';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { sharedBaseUrl } from './support/shared-server';

/** A small real PDF, as a signed agreement would be scanned. */
function signedPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.text('Acordo assinado pelas partes.');
    document.end();
  });
}

/** The first bytes of a file the browser downloaded. */
async function headOf(download: Download, bytes = 5): Promise<string> {
  const saved = await download.path();
  return readFileSync(saved).subarray(0, bytes).toString('latin1');
}

/** Waits until the text shows on the page (or within a part of it). */
async function see(within: Page | ReturnType<Page['locator']>, text: string | RegExp) {
  await expect
    .poll(
      () =>
        within
          .getByText(text, { exact: typeof text === 'string' })
          .first()
          .isVisible(),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}

/**
 * Shows the levers' step (a form rebuilt after a save or an action opens on the step it was on;
 * a new page opens on the first) and waits until the lever stands in this status.
 */
async function leverIn(page: Page, status: string) {
  const lever = page.getByRole('group', { name: 'Meta mensal sell-out' });
  await expect
    .poll(
      async () => {
        const next = page.getByRole('button', { name: 'Avançar' });
        if (await next.isVisible()) await next.click();
        return lever.getByText(status, { exact: true }).first().isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return lever;
}

/** Takes an action from a lever's toolbar. */
async function leverAction(page: Page, action: string) {
  await page
    .getByRole('group', { name: 'Meta mensal sell-out' })
    .getByRole('toolbar', { name: 'Ações da alavanca Meta mensal sell-out' })
    .getByRole('button', { name: action })
    .click();
}

describe('signatures, print and lever changes on the agreement screen', () => {
  const sessions: BrowserSession[] = [];
  const folder = mkdtempSync(path.join(tmpdir(), 'trade-terms-signatures-'));
  let agreement: TAgreement;

  const session = async (login: string, password: string) => {
    const browser = await openBrowser();
    sessions.push(browser);
    await resumeSession(browser, login, password);
    return browser;
  };
  afterEach(async () => {
    for (const open of sessions.splice(0)) await open.close();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  // An approved agreement of its own, so the shared demo records stay as other files expect them.
  beforeAll(async () => {
    agreement = await approvedAgreement(sharedBaseUrl(), `Acordo assinado ${Date.now()}`);
  }, 60_000);

  it('imports the signed PDF, downloads it, removes it, and prints the agreement', {
    timeout: 120_000,
  }, async () => {
    const file = path.join(folder, 'acordo-assinado.pdf');
    writeFileSync(file, await signedPdf());
    const { page, baseUrl } = await session('admin', 'Admin@123');
    await page.goto(`${baseUrl}/agreements/edit/${agreement.id}`);
    await see(page, 'Aguardando assinatura');

    await page.getByRole('button', { name: 'Importar assinatura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar o acordo assinado' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await see(dialog, /acordo-assinado\.pdf/);
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await see(page, 'Assinado');
    const history = page.getByRole('table', { name: 'Assinatura' });
    const row = history.getByRole('row').filter({ hasText: 'acordo-assinado.pdf' });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await row.textContent()).toContain('Administrador do Sistema');

    const [signed] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Baixar acordo-assinado.pdf' }).click(),
    ]);
    expect(signed.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await headOf(signed)).toBe('%PDF-');

    const [printed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Imprimir' }).click(),
    ]);
    expect(printed.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await headOf(printed)).toBe('%PDF-');

    // Removed, the file stays in the history and the agreement awaits signature again.
    await row.getByRole('button', { name: 'Excluir acordo-assinado.pdf' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Excluir' }).click();
    await see(page, 'Aguardando assinatura');
    await expect
      .poll(() => row.getByRole('button', { name: 'Excluir acordo-assinado.pdf' }).count(), {
        timeout: 15_000,
      })
      .toBe(0);
    expect(await row.count()).toBe(1);
  });

  it('holds a raised lever value pending until the lever-change flow approves it', {
    timeout: 120_000,
  }, async () => {
    let { page, baseUrl } = await session('comercial', 'Comercial@123');
    await page.goto(`${baseUrl}/agreements/edit/${agreement.id}`);
    await see(page, 'Aprovado');
    // Only the levers' values change: the main information stays read-only.
    expect(await page.getByLabel('Descrição', { exact: true }).isDisabled()).toBe(true);
    let lever = await leverIn(page, 'Ativa');
    const discount = lever.getByLabel('% de desconto', { exact: true });
    expect(await discount.isEnabled()).toBe(true);
    expect(await lever.getByLabel('Unidade de negócio', { exact: true }).isDisabled()).toBe(true);
    await discount.fill('3,5');
    await page.getByRole('button', { name: 'Salvar' }).click();

    lever = await leverIn(page, 'Em alteração');
    await see(lever, 'Valores pendentes de aprovação');
    await see(lever, /2(,0+)?\s?% → 3,50*\s?%/);
    // The approved value stays in force meanwhile: once the form is rebuilt from the saved
    // agreement, the field shows it again instead of the value typed.
    await expect
      .poll(() => lever.getByLabel('% de desconto', { exact: true }).inputValue())
      .toMatch(/^2(,0+)?$/);
    await leverAction(page, 'Enviar para aprovação');
    await leverIn(page, 'Aguardando aprovação');

    for (const open of sessions.splice(0)) await open.close();
    ({ page, baseUrl } = await session('aprovador', 'Aprovador@123'));
    await page.goto(`${baseUrl}/agreements/edit/${agreement.id}`);
    await leverIn(page, 'Aguardando aprovação');
    await leverAction(page, 'Aprovar');
    lever = await leverIn(page, 'Ativa');
    await expect
      .poll(() => lever.getByLabel('% de desconto', { exact: true }).inputValue(), { timeout: 15_000 })
      .toMatch(/^3,50*$/);
    expect(await lever.getByText('Valores pendentes de aprovação').count()).toBe(0);
  });
});
