import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  TAscertainment,
  TAscertainmentInputRow,
  TAscertainmentRow,
} from '@trade-terms/domain/ascertainment';
import { ascertainmentCalls } from '@trade-terms/domain/calls/ascertainment-calls';
import { formatMoney } from '@trade-terms/domain/value-text';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, tablesWithoutHeaders } from './support/accessibility';
import { call } from './support/agreements';
import { apiToken } from './support/api-token';
import { ascertainmentsUnderValidation, computedFromRows } from './support/ascertainments';
import { oneUserAtATime } from './support/browser';
import { typeInPicker } from './support/pickers';
import { sharedBaseUrl } from './support/shared-server';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));
const LIST = '/trade-agreements-ascertainment';
/** The document a claim comes with: a small PDF. */
const CLAIM_DOCUMENT = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Another value than the accurate one (R$ 500,00 less, or more when it is smaller), exact in cents. */
function changedValue(accurate: string): string {
  const cents = BigInt(accurate.replace('.', ''));
  const changed = cents > 50_000n ? cents - 50_000n : cents + 50_000n;
  const text = changed.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** Reads the page with axe-core once the success toasts, which fade out, are gone. */
async function accessible(page: Page) {
  await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 15_000 }).toBe(0);
  expect(await blockingViolations(page)).toEqual([]);
  expect(await tablesWithoutHeaders(page)).toEqual([]);
}

/** Waits until some text shows on the page. */
async function see(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
}

/**
 * Confirms a move's dialog with its button; when the agreement is not signed the server asks
 * first: the dialog says so and the user confirms.
 */
async function confirmMove(page: Page, title: string, button: string, unsigned: boolean) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: button }).click();
  if (unsigned) {
    await expect
      .poll(() => dialog.getByText('O acordo desta apuração não está assinado').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
  }
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
}

/**
 * Shows the list of one competence on a tab: the month is typed once the picker's panel is open
 * (typed before, the opening panel puts the old month back), then searched. The callers wait for
 * the rows they expect.
 */
async function listCompetence(page: Page, baseUrl: string, competence: string, tab?: string) {
  await page.goto(`${baseUrl}${LIST}${tab ? `?tab=${tab}` : ''}`);
  await typeInPicker(page, page.getByLabel('Competência', { exact: true }), competence);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
}

describe('ascertainment in the browser', () => {
  const users = oneUserAtATime();
  let baseUrl: string;
  let demo: TAscertainmentRow;
  let detail: TAscertainment;
  /** The first input row behind the line the test explains. */
  let firstInput: TAscertainmentInputRow;

  const session = async (login: string, password: string) => (await users.signInAs(login, password)).page;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    baseUrl = sharedBaseUrl();
    // The demo ascertainment: under validation, with a line computed from input rows.
    const found = (await ascertainmentsUnderValidation(baseUrl)).find(computedFromRows);
    if (found) {
      demo = found.row;
      detail = found.read;
      const line = found.read.lines.find((each) => each.inputRows > 0 && each.accurateValue !== null);
      const admin = await apiToken(baseUrl, 'admin', 'Admin@123');
      const inputs = await call<{ itens: TAscertainmentInputRow[] }>(
        baseUrl,
        admin,
        ascertainmentCalls.inputs,
        {
          lineId: line?.id,
          pagina: 1,
          tamanhoPagina: 20,
        },
      );
      if (inputs.itens[0]) firstInput = inputs.itens[0];
    }
    expect(
      demo,
      'the demo data holds an ascertainment under validation computed from input rows',
    ).toBeDefined();
  });
  afterEach(async () => {
    await users.closeAll();
  });

  it('validates a line with a justification, sends it to approval, extends its deadline, has two approvers approve it, takes a claim on it, then restores it', {
    timeout: 240_000,
  }, async () => {
    const line = detail.lines.find((each) => each.inputRows > 0 && each.accurateValue !== null);
    if (!line?.accurateValue) throw new Error('no computed line');
    const unsigned = demo.signatureStatus !== 'ASSINADO';
    const validated = changedValue(line.accurateValue);

    // The analyst finds it in the list of its competence and opens it.
    let page = await session('comercial', 'Comercial@123');
    await listCompetence(page, baseUrl, demo.competence);
    const link = page.getByRole('link', {
      name: `Abrir a apuração ${demo.id} do acordo ${demo.agreementDescription}`,
    });
    await expect.poll(() => link.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-list.png'), fullPage: true });
    await link.click();
    await page.waitForURL(`${baseUrl}${LIST}/edit/${demo.id}`);
    await see(page, `Apuração ${demo.id} - ${demo.agreementDescription}`);
    if (line.fundsType === 'ON') await page.getByRole('tab', { name: /^ON/ }).click();
    await see(page, formatMoney(line.accurateValue, 'pt-BR'));

    // Why this number: the steps in Portuguese, down to the input rows behind the base.
    await page.getByRole('button', { name: `Por que este número? ${line.leverName}` }).click();
    const why = page.getByRole('dialog', { name: `Por que este número? ${line.leverName}` });
    await expect
      .poll(() => why.getByText('Passo a passo do cálculo').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() =>
        why
          .getByText(/^Valor apurado \(arredondado/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    const customer = `${firstInput.customer.code} - ${firstInput.customer.name}`;
    await expect.poll(() => why.getByText(customer).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => why.getByText(`${firstInput.sku.code} - ${firstInput.sku.name}`).first().isVisible())
      .toBe(true);
    expect(await why.getByText(`${line.inputRows} linha(s) de entrada somada(s)`).isVisible()).toBe(true);
    await accessible(page);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-why.png') });
    await why.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => why.isVisible()).toBe(false);

    // A changed value without a justification is refused, with the domain's sentence.
    await page.getByRole('button', { name: `Validar a alavanca ${line.leverName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Validar ${line.leverName}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const value = dialog.getByLabel('Valor validado', { exact: true });
    // Typed as a Brazilian writes it.
    await value.fill(validated.replace('.', ','));
    await dialog.getByLabel('Justificativa', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Validar' }).click();
    await expect
      .poll(() => dialog.getByText('Informe uma justificativa para alterar o valor').isVisible())
      .toBe(true);
    await dialog.getByLabel('Justificativa', { exact: true }).fill('Devolução de mercadoria no período');
    await dialog.getByRole('button', { name: 'Validar' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await see(page, formatMoney(validated, 'pt-BR'));
    await see(page, 'Validada');

    await page
      .getByRole('toolbar', { name: 'Ações da apuração' })
      .getByRole('button', { name: 'Enviar para aprovação' })
      .click();
    await confirmMove(page, 'Enviar apurações para aprovação', 'Enviar para aprovação', unsigned);
    await see(page, 'Em aprovação');
    await see(page, 'Etapa 1 de 2');

    // The first approver decides on the screen.
    page = await session('aprovador', 'Aprovador@123');
    await page.goto(`${baseUrl}${LIST}/edit/${demo.id}`);
    await see(page, 'Etapa 1 de 2');
    // Overdue since its period ended: the approver gives it a later deadline, with a reason.
    const deadline = `31/12/${new Date().getFullYear() + 1}`;
    await page
      .getByRole('toolbar', { name: 'Ações da apuração' })
      .getByRole('button', { name: 'Prorrogar prazo' })
      .click();
    const extend = page.getByRole('dialog', { name: 'Prorrogar o prazo de aprovação' });
    await expect.poll(() => extend.isVisible()).toBe(true);
    await typeInPicker(page, extend.getByLabel('Novo prazo', { exact: true }), deadline);
    await extend.getByLabel('Justificativa', { exact: true }).fill('Aguardando a nota de devolução');
    await extend.getByRole('button', { name: 'Prorrogar prazo' }).click();
    await expect.poll(() => extend.isVisible(), { timeout: 15_000 }).toBe(false);
    await see(page, deadline);
    await page
      .getByRole('toolbar', { name: 'Ações da apuração' })
      .getByRole('button', { name: 'Aprovar' })
      .click();
    await confirmMove(page, 'Aprovar apurações', 'Aprovar', unsigned);
    await see(page, 'Etapa 2 de 2');

    // The second approves from the list, picking the row.
    page = await session('admin', 'Admin@123');
    await listCompetence(page, baseUrl, demo.competence, 'underApproval');
    const row = page
      .getByRole('row')
      .filter({ hasText: demo.agreementDescription })
      .filter({ hasText: String(demo.id) });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    await row.getByRole('checkbox').check();
    await page
      .getByRole('toolbar', { name: 'Ações dos registros selecionados' })
      .getByRole('button', { name: 'Aprovar' })
      .click();
    await confirmMove(page, 'Aprovar apurações', 'Aprovar', unsigned);
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(false);

    await page.getByRole('tab', { name: /Aprovadas/ }).click();
    const approved = page
      .getByRole('row')
      .filter({ hasText: demo.agreementDescription })
      .filter({ hasText: String(demo.id) });
    await expect.poll(() => approved.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await approved.textContent()).toContain(formatMoney(validated, 'pt-BR'));
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-approved.png'), fullPage: true });

    const stored = await call<TAscertainment>(
      baseUrl,
      await apiToken(baseUrl, 'admin', 'Admin@123'),
      ascertainmentCalls.get,
      {
        id: demo.id,
      },
    );
    expect(stored.status).toBe('APROVADA');
    const storedLine = stored.lines.find((each) => each.id === line.id);
    expect(storedLine).toMatchObject({
      validatedValue: validated,
      validationJustification: 'Devolução de mercadoria no período',
      finalValue: validated,
    });
    expect(stored.overdue).toBe(false);

    // A claim on the approved ascertainment, disapproved by the claims' approver.
    await page.goto(`${baseUrl}${LIST}/edit/${demo.id}`);
    await page.getByRole('button', { name: 'Registrar reclamação' }).click();
    const claim = page.getByRole('dialog', { name: 'Registrar reclamação' });
    await expect.poll(() => claim.isVisible()).toBe(true);
    await claim.getByLabel('Valor reclamado', { exact: true }).fill('1500,00');
    await claim.getByLabel('Justificativa', { exact: true }).fill('Nota de devolução lançada em duplicidade');
    await claim.locator('input[type="file"]').setInputFiles({
      name: 'nota-devolucao.pdf',
      mimeType: 'application/pdf',
      buffer: CLAIM_DOCUMENT,
    });
    await claim.getByText('nota-devolucao.pdf').waitFor();
    await claim.getByRole('button', { name: 'Registrar' }).click();
    await expect.poll(() => claim.isVisible(), { timeout: 15_000 }).toBe(false);
    await see(page, 'Aguardando análise');
    await see(page, formatMoney('1500.00', 'pt-BR'));

    page = await session('aprovador', 'Aprovador@123');
    await page.goto(`${baseUrl}${LIST}/edit/${demo.id}`);
    const claims = page.locator('.ant-card').filter({ hasText: 'Reclamações' });
    await expect
      .poll(() => claims.getByRole('button', { name: 'Reprovar' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    // The approver reads the claim's document before deciding.
    const downloaded = page.waitForEvent('download');
    await claims.getByRole('button', { name: 'Baixar nota-devolucao.pdf' }).click();
    const document = await downloaded;
    expect(document.suggestedFilename()).toBe('nota-devolucao.pdf');
    expect(readFileSync(await document.path()).equals(CLAIM_DOCUMENT)).toBe(true);
    await claims.getByRole('button', { name: 'Reprovar' }).click();
    const decision = page.getByRole('dialog', { name: 'Reprovar a reclamação' });
    await decision.getByLabel('Justificativa', { exact: true }).fill('Devolução já considerada na base');
    await decision.getByRole('button', { name: 'Reprovar' }).click();
    await expect.poll(() => decision.isVisible(), { timeout: 15_000 }).toBe(false);
    await see(page, 'Devolução já considerada na base');
    await accessible(page);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ascertainment-claims.png'), fullPage: true });

    // The administrator restores it to validation, with a reason.
    page = await session('admin', 'Admin@123');
    await page.goto(`${baseUrl}${LIST}/edit/${demo.id}`);
    await page
      .getByRole('toolbar', { name: 'Ações da apuração' })
      .getByRole('button', { name: 'Resgatar' })
      .click();
    const restore = page.getByRole('dialog', { name: 'Resgatar a apuração' });
    await expect.poll(() => restore.isVisible()).toBe(true);
    await restore.getByLabel('Justificativa', { exact: true }).fill('Cliente contestou a base');
    await restore.getByRole('button', { name: 'Resgatar' }).click();
    await expect.poll(() => restore.isVisible(), { timeout: 15_000 }).toBe(false);
    await see(page, 'Em validação');
  });
});
