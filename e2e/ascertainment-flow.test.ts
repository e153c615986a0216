import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAgreementSummary } from '@trade-terms/domain/agreements';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { formatMoney } from '@trade-terms/domain/value-text';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/api/test/support/pdf';
import { call, YEAR } from './support/agreements';
import { apiToken } from './support/api-token';
import { oneUserAtATime } from './support/browser';
import { typeInPicker } from './support/pickers';
import { sharedBaseUrl } from './support/shared-server';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));
const LIST = '/trade-agreements-ascertainment';
/** The demo's approved agreement holding the quarterly sell-in growth lever (seed/demo-agreements.ts). */
const AGREEMENT = `Acordo Grupo Alfa ${YEAR}`;
const LEVER = 'Crescimento trimestral sell-in';
/** The second quarter: the demo data hold sell-in of the first one only. */
const COMPETENCE = `06/${YEAR}`;
/**
 * Monthly NIV of the agreement's two customers in the second quarter of this year and of the year
 * before: 1 350 000.00 against 1 200 000.00, a growth of 12.5 % above the lever's 5 %, so the
 * lever earns 2.5 % of this quarter's NIV.
 */
const SELL_IN = [
  { customer: '0001000101', year: YEAR, niv: '300000.00' },
  { customer: '0001000102', year: YEAR, niv: '150000.00' },
  { customer: '0001000101', year: YEAR - 1, niv: '280000.00' },
  { customer: '0001000102', year: YEAR - 1, niv: '120000.00' },
];
const ACCURATE = '33750.00';
const VALIDATED = '33500.00';
const CLAIMED = '1250.00';

/** Waits until some text shows inside the page or one of its parts. */
async function see(where: Page | Locator, text: string | RegExp) {
  await expect.poll(() => where.getByText(text).first().isVisible(), { timeout: 30_000 }).toBe(true);
}

/** A move's dialog confirmed; when the agreement is not signed the server asks first and the user confirms. */
async function confirmMove(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: button }).click();
  const unsigned = dialog.getByText('O acordo desta apuração não está assinado');
  const settled = await expect
    .poll(async () => !(await dialog.isVisible()) || (await unsigned.isVisible()), { timeout: 30_000 })
    .toBe(true)
    .then(() => true)
    .catch(() => false);
  if (!settled) {
    // A refused move leaves the dialog open with the server's message in a toast: name both.
    const toasts = await page.locator('.ant-message, .ant-notification').allTextContents();
    throw new Error(`"${title}" stayed open: ${await dialog.textContent()} | ${toasts.join(' | ')}`);
  }
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 30_000 }).toBe(false);
  }
}

describe('an ascertainment from the imported sell-in to the printed one page', () => {
  const users = oneUserAtATime();
  let baseUrl: string;
  let workDir: string;
  let agreementId: number;

  const session = async (login: string, password: string) => (await users.signInAs(login, password)).page;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    workDir = mkdtempSync(path.join(tmpdir(), 'trade-terms-asc-flow-'));
    baseUrl = sharedBaseUrl();
    // The agreement's code, as the analyst reads it on the agreements list.
    const token = await apiToken(baseUrl, 'comercial', 'Comercial@123');
    const current = await call<{ itens: TAgreementSummary[] }>(baseUrl, token, agreementCalls.search, {
      tab: 'current',
      texto: AGREEMENT,
      pagina: 1,
      tamanhoPagina: 20,
    });
    const found = current.itens.find((agreement) => agreement.description === AGREEMENT);
    expect(found, `the demo data hold the approved agreement ${AGREEMENT}`).toBeDefined();
    agreementId = found?.id ?? 0;
  });
  afterEach(async () => {
    await users.closeAll();
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('imports sell-in, ascertains, explains, validates, approves in two steps, takes a claim and prints the one page', {
    timeout: 300_000,
  }, async () => {
    // 1. The administrator imports the quarter's sell-in (the import is the administrator's).
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Dados');
    sheet.addRow(['Código do cliente', 'Código SKU', 'Competência', 'Volume', 'NIV', 'GSV', 'Receita bruta']);
    for (const { customer, year, niv } of SELL_IN)
      for (const month of ['04', '05', '06'])
        sheet.addRow([customer, 'SKU-1001', `${month}/${year}`, '1000', niv, niv, niv]);
    const file = path.join(workDir, 'sell-in-q2.xlsx');
    await workbook.xlsx.writeFile(file);

    let page = await session('admin', 'Admin@123');
    await page.goto(`${baseUrl}/calc/register`);
    await page.getByRole('heading', { name: 'Importação dos dados de cálculo' }).waitFor();
    await page.getByRole('button', { name: 'Importar — Sell-in' }).click();
    const upload = page.getByRole('dialog');
    await upload.locator('input[type="file"]').setInputFiles(file);
    await see(upload, 'sell-in-q2.xlsx');
    await upload.getByRole('button', { name: 'Enviar planilha' }).click();
    await see(upload, /12 linha\(s\) lida\(s\), 12 incluída\(s\)/);
    await upload.getByRole('button', { name: 'Fechar' }).first().click();

    // 2. The analyst calculates the quarter's competence for the agreement and opens it.
    page = await session('comercial', 'Comercial@123');
    await page.goto(`${baseUrl}${LIST}`);
    await page.getByRole('button', { name: 'Calcular' }).click();
    const calculate = page.getByRole('dialog', { name: 'Calcular apurações' });
    await typeInPicker(page, calculate.getByLabel('Competência', { exact: true }), COMPETENCE);
    await calculate.getByLabel('Código do acordo (vazio: todos)', { exact: true }).fill(String(agreementId));
    await calculate.getByRole('button', { name: 'Calcular' }).click();
    await expect.poll(() => calculate.isVisible(), { timeout: 60_000 }).toBe(false);

    await typeInPicker(page, page.getByLabel('Competência', { exact: true }), COMPETENCE);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    // The quarter's ascertainment, beside the month's one of the agreement's monthly lever.
    const quarter = page
      .getByRole('row')
      .filter({ hasText: AGREEMENT })
      .filter({ hasText: `Q2/${YEAR}` });
    await expect.poll(() => quarter.count(), { timeout: 30_000 }).toBe(1);
    await quarter
      .getByRole('link', { name: /^Abrir a apuração \d+ do acordo / })
      .first()
      .click();
    await page.waitForURL(new RegExp(`${LIST}/edit/\\d+$`));
    const editUrl = page.url();
    await see(page, formatMoney(ACCURATE, 'pt-BR'));

    // Why this number: the steps down to the rows of the imported file.
    await page.getByRole('button', { name: `Por que este número? ${LEVER}` }).click();
    const why = page.getByRole('dialog', { name: `Por que este número? ${LEVER}` });
    await see(why, 'Passo a passo do cálculo');
    await see(why, '12 linha(s) de entrada somada(s)');
    const imported = why
      .getByRole('table', { name: 'Linhas de entrada da base' })
      .getByRole('row')
      .filter({ hasText: '0001000101 - ' })
      .filter({ hasText: `06/${YEAR}` });
    await expect.poll(() => imported.count(), { timeout: 30_000 }).toBe(1);
    expect(await imported.textContent()).toContain(formatMoney('300000.00', 'pt-BR'));
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-flow-why.png') });
    await why.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => why.isVisible()).toBe(false);

    // 3. Validated with another value and its justification.
    await page.getByRole('button', { name: `Validar a alavanca ${LEVER}` }).click();
    const validate = page.getByRole('dialog', { name: `Validar ${LEVER}` });
    await validate.getByLabel('Valor validado', { exact: true }).fill(VALIDATED.replace('.', ','));
    await validate.getByLabel('Justificativa', { exact: true }).fill('Devolução de mercadoria em junho');
    await validate.getByRole('button', { name: 'Validar' }).click();
    await expect.poll(() => validate.isVisible(), { timeout: 30_000 }).toBe(false);
    await see(page, formatMoney(VALIDATED, 'pt-BR'));

    // The growth lever reads sell-in only, and the quarter's sell-in is whole: nothing to reconcile.
    await see(
      page.locator('.ant-card').filter({ hasText: 'Conciliação' }),
      'Nenhuma inconsistência de conciliação',
    );

    // 4. Sent to approval; the approver decides step 1, the administrator step 2.
    await page
      .getByRole('toolbar', { name: 'Ações da apuração' })
      .getByRole('button', { name: 'Enviar para aprovação' })
      .click();
    await confirmMove(page, 'Enviar apurações para aprovação', 'Enviar para aprovação');
    await see(page, 'Etapa 1 de 2');
    for (const [login, password, next] of [
      ['aprovador', 'Aprovador@123', 'Etapa 2 de 2'],
      ['admin', 'Admin@123', 'Aprovada'],
    ] as const) {
      page = await session(login, password);
      await page.goto(editUrl);
      await page
        .getByRole('toolbar', { name: 'Ações da apuração' })
        .getByRole('button', { name: 'Aprovar' })
        .click();
      await confirmMove(page, 'Aprovar apurações', 'Aprovar');
      await see(page, next);
    }
    const id = editUrl.split('/').at(-1) ?? '';
    await page.goto(`${baseUrl}${LIST}?tab=approved`);
    await typeInPicker(page, page.getByLabel('Competência', { exact: true }), COMPETENCE);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect
      .poll(
        () => page.getByRole('link', { name: `Abrir a apuração ${id} do acordo ${AGREEMENT}` }).isVisible(),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);

    // 5. A claim on it, approved by the claims' approver.
    page = await session('comercial', 'Comercial@123');
    await page.goto(editUrl);
    await page.getByRole('button', { name: 'Registrar reclamação' }).click();
    const claim = page.getByRole('dialog', { name: 'Registrar reclamação' });
    await claim.getByLabel('Valor reclamado', { exact: true }).fill(CLAIMED.replace('.', ','));
    await claim.getByLabel('Justificativa', { exact: true }).fill('Bonificação de junho não considerada');
    await claim.getByRole('button', { name: 'Registrar' }).click();
    await expect.poll(() => claim.isVisible(), { timeout: 30_000 }).toBe(false);

    page = await session('aprovador', 'Aprovador@123');
    await page.goto(editUrl);
    const claims = page.getByRole('table', { name: 'Reclamações' });
    const claimRow = claims.getByRole('row').filter({ hasText: formatMoney(CLAIMED, 'pt-BR') });
    await see(claimRow, 'Aguardando análise');
    await claimRow.getByRole('button', { name: 'Aprovar' }).click();
    const decision = page.getByRole('dialog', { name: 'Aprovar a reclamação' });
    await decision.getByRole('button', { name: 'Aprovar' }).click();
    await expect.poll(() => decision.isVisible(), { timeout: 30_000 }).toBe(false);
    await see(claimRow, 'Aprovada');

    // 6. The one page, printed.
    await page.getByRole('link', { name: 'One page' }).click();
    await page.waitForURL(`${baseUrl}${LIST}/one-page?id=${id}`);
    await see(page, `One page — ${agreementId} - ${AGREEMENT}`);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-flow-one-page.png'), fullPage: true });
    const [printed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Imprimir PDF' }).click(),
    ]);
    const text = await pdfText(readFileSync(await printed.path()).toString('base64'));
    expect(text).toContain(`${agreementId} - ${AGREEMENT}`);
    expect(text).toContain(`${LEVER} — OFF — HPF`);
    expect(text).toContain('R$ 33.500,00');
  });
});
