import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAscertainmentRow } from '@trade-terms/domain/ascertainment';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { zipOf } from '../apps/api/test/support/zip-of';
import { ascertainmentsUnderValidation, computedFromRows } from './support/ascertainments';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { sharedBaseUrl } from './support/shared-server';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
/** The first bytes of a Windows executable. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

async function see(scope: Page | Locator, text: string | RegExp) {
  await expect.poll(() => scope.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
}

describe('ascertainment evidence in the browser', () => {
  const sessions: BrowserSession[] = [];
  let baseUrl: string;
  let target: TAscertainmentRow;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    baseUrl = sharedBaseUrl();
    // An ascertainment under validation that the ascertainment flow's test leaves alone (it moves
    // the one with a line computed from input rows).
    const found = (await ascertainmentsUnderValidation(baseUrl)).find((each) => !computedFromRows(each));
    if (found) target = found.row;
    expect(target, 'the demo data holds a second ascertainment under validation').toBeDefined();
  });
  afterEach(async () => {
    for (const open of sessions.splice(0)) await open.close();
  });

  it('shows each refused file with its reason, then keeps a good ZIP and downloads its file', {
    timeout: 120_000,
  }, async () => {
    const browser = await openBrowser();
    sessions.push(browser);
    await resumeSession(browser, 'comercial', 'Comercial@123');
    const { page } = browser;
    const [month, year] = target.competence.split('/');
    // A sequence of this run, so a second run on the same server does not meet its own files.
    const sequence = Date.now() % 100_000;
    const good = `${target.agreementId}_${month}_${year}_${sequence}.pdf`;
    const renamed = `${target.agreementId}_${month}_${year}_${sequence + 1}.pdf`;

    await page.goto(`${baseUrl}/trade-agreements-ascertainment/edit/${target.id}`);
    const section = page.getByRole('table', { name: 'Evidências' });
    await expect.poll(() => section.isVisible(), { timeout: 15_000 }).toBe(true);
    // Every part above the evidence has been drawn (the reconciliation loads on its own), so the
    // button is where the click aims.
    await expect.poll(() => page.locator('.ant-skeleton-active').count()).toBe(0);
    await page.getByRole('button', { name: 'Importar evidências' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar evidências (ZIP)' });
    await expect.poll(() => dialog.isVisible()).toBe(true);

    const upload = async (zip: Buffer) => {
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'evidencias.zip', mimeType: 'application/zip', buffer: zip });
      await see(dialog, /evidencias\.zip/);
      await dialog.getByRole('button', { name: 'Importar' }).click();
    };
    await upload(
      zipOf([
        { name: good, content: PDF },
        { name: renamed, content: EXE },
        { name: 'foto.pdf', content: PDF },
      ]),
    );
    const refusal = dialog.getByRole('alert');
    await see(refusal, /nenhum arquivo foi guardado/);
    await see(
      refusal,
      `${renamed}: o conteúdo do arquivo não é um PDF (a extensão não corresponde ao arquivo)`,
    );
    await see(refusal, /^foto\.pdf: o nome deve seguir o padrão/);
    await page.screenshot({
      path: path.join(ARTIFACTS, 'ascertainment-evidence-refused.png'),
      fullPage: true,
    });
    await expect.poll(() => section.getByText(good).count()).toBe(0);

    await upload(zipOf([{ name: good, content: PDF }]));
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await see(section, good);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-evidence.png'), fullPage: true });

    const downloaded = page.waitForEvent('download');
    await section.getByRole('button', { name: `Baixar ${good}` }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(good);
    const saved = await file.path();
    expect(readFileSync(saved).equals(PDF)).toBe(true);

    // In English, the section and a refusal speak English.
    await page.getByRole('button', { name: 'English' }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Evidence' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Import evidence' }).click();
    const english = page.getByRole('dialog', { name: 'Import evidence (ZIP)' });
    await english.locator('input[type="file"]').setInputFiles({
      name: 'evidence.zip',
      mimeType: 'application/zip',
      buffer: zipOf([{ name: good, content: PDF }]),
    });
    await english.getByRole('button', { name: 'Import' }).click();
    await see(
      english.getByRole('alert'),
      `${good}: this ascertainment already keeps evidence with this name; remove it before sending another`,
    );
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-evidence-en.png'), fullPage: true });
  });
});
