import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAgreement } from '@trade-terms/domain/agreements';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { calendarDateIn, formatBrDate } from '@trade-terms/domain/dates';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createAgreement as createAgreementUntil, YEAR } from './support/agreements';
import { apiToken } from './support/api-token';
import { oneUserAtATime, openBrowser } from './support/browser';
import { typeInPicker } from './support/pickers';

const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));
/** Today as the product's business day (its dates are Brazilian). */
const TODAY = formatBrDate(calendarDateIn('America/Sao_Paulo'));

/** An HC agreement valid until the end of next year (a termination today is always early). */
const createAgreement = (baseUrl: string, token: string, description: string) =>
  createAgreementUntil(baseUrl, token, description, { main: { validityEnd: `31/12/${YEAR + 1}` } });

/** Waits until some text shows on the page. */
async function see(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
}

/** Fills a dialog's fields by label (a date is confirmed with Enter) and confirms with its button. */
async function answer(page: Page, title: string, button: string, fields: Record<string, string>) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  for (const [label, value] of Object.entries(fields)) {
    const field = dialog.getByLabel(label, { exact: true });
    if (/^\d{2}\/\d{2}\/\d{4}$/.test(value)) await typeInPicker(page, field, value);
    else await field.fill(value);
  }
  await dialog.getByRole('button', { name: button }).click();
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
}

describe('agreement moves in the browser', () => {
  const users = oneUserAtATime();
  let tokens: { comercial: string; aprovador: string; admin: string };
  let baseUrl: string;

  const session = (login: string, password: string) => users.signInAs(login, password);
  /** An agreement approved at both steps of the demo flow, through the API. */
  const approved = async (description: string) => {
    const created = await createAgreement(baseUrl, tokens.comercial, description);
    await call(baseUrl, tokens.comercial, agreementCalls.sendToApproval, { ids: [created.id] });
    await call(baseUrl, tokens.aprovador, agreementCalls.approve, { ids: [created.id] });
    await call(baseUrl, tokens.admin, agreementCalls.approve, { ids: [created.id] });
    return created;
  };

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const probe = await openBrowser();
    baseUrl = probe.baseUrl;
    await probe.close();
    tokens = {
      comercial: await apiToken(baseUrl, 'comercial', 'Comercial@123'),
      aprovador: await apiToken(baseUrl, 'aprovador', 'Aprovador@123'),
      admin: await apiToken(baseUrl, 'admin', 'Admin@123'),
    };
  });
  afterEach(async () => {
    await users.closeAll();
  });

  it('disables a lever from a date, reads it in detail, then terminates the agreement early', {
    timeout: 180_000,
  }, async () => {
    const agreement = await approved(`Rescisão ${Date.now()}`);
    const { page } = await session('aprovador', 'Aprovador@123');
    // Nothing on the screen asks what the approver may not read.
    const forbidden: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) forbidden.push(response.url());
    });
    await page.goto(`${baseUrl}/agreements/edit/${agreement.id}`);
    // The approvers' panel shows the approval that ended, with its steps.
    const panel = page.getByText('Situação do acordo');
    await expect.poll(() => panel.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Última aprovação' }).click();
    const steps = page.getByText(/Aprovada por André Aprovador/).first();
    await expect.poll(() => steps.isVisible(), { timeout: 15_000 }).toBe(true);
    await steps.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'agreement-details-panel.png') });

    await page.getByRole('button', { name: 'Avançar' }).click();
    const lever = page.getByRole('group', { name: 'Meta mensal sell-out' });
    await lever.getByRole('button', { name: 'Inativar' }).click();
    await answer(page, 'Inativar a alavanca Meta mensal sell-out', 'Inativar', {
      'Inativa a partir de': TODAY,
      Justificativa: 'Loja fechada para reforma',
    });
    // The screen shows the agreement as it now is, on the levers' step the user was on.
    await expect
      .poll(() => lever.getByText(`Inativa desde ${TODAY}`).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await lever.getByRole('button', { name: 'Ativar' }).isVisible()).toBe(true);

    await lever.getByRole('button', { name: 'Detalhes' }).click();
    const detail = page.getByRole('dialog', { name: 'Alavanca Meta mensal sell-out' });
    await expect
      .poll(() => detail.getByText(`Desde ${TODAY}, sem data de volta`).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await detail.getByText('Loja fechada para reforma').isVisible()).toBe(true);
    expect(await detail.getByText('0001000101 - Alfa Supermercados Matriz').first().isVisible()).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'agreement-lever-detail.png') });
    await detail.getByRole('button', { name: 'Fechar' }).last().click();

    await page
      .getByRole('toolbar', { name: 'Ações do acordo' })
      .getByRole('button', { name: 'Rescindir' })
      .click();
    await answer(page, 'Rescindir acordos', 'Rescindir', {
      'Data da rescisão': TODAY,
      Justificativa: 'Rescisão amigável entre as partes',
    });
    await see(page, 'Encerrado');
    await see(
      page,
      new RegExp(`Rescindido em ${TODAY} \\(vigência original até 31/12/${YEAR + 1}\\) por André Aprovador`),
    );
    await see(page, 'Rescisão amigável entre as partes');
    await page.screenshot({ path: path.join(ARTIFACTS, 'agreement-terminated.png'), fullPage: true });
    const stored = await call<TAgreement>(baseUrl, tokens.comercial, agreementCalls.get, {
      id: agreement.id,
    });
    expect(stored).toMatchObject({ status: 'ENCERRADO', terminatedOn: TODAY, validityEnd: TODAY });
    expect(stored.levers[0]?.status).toBe('INATIVA');
    expect(forbidden).toEqual([]);
  });

  it('shows the approvers where an agreement in approval stands: its steps, responsibles and the current one', {
    timeout: 120_000,
  }, async () => {
    const sent = await createAgreement(baseUrl, tokens.comercial, `Em aprovação ${Date.now()}`);
    await call(baseUrl, tokens.comercial, agreementCalls.sendToApproval, { ids: [sent.id] });
    const { page } = await session('aprovador', 'Aprovador@123');
    await page.goto(`${baseUrl}/agreements/edit/${sent.id}`);
    // Open while it waits for a decision.
    await see(page, 'Aprovação em andamento');
    await see(page, 'etapa atual');
    await see(page, 'Responsáveis: André Aprovador');
    await see(page, 'Responsáveis: Administrador do Sistema');
    await see(page, '1 Ativa');
    await page.screenshot({ path: path.join(ARTIFACTS, 'agreement-in-approval.png') });
  });

  it('reactivates a canceled agreement back into registration, and lists the ones turned back', {
    timeout: 180_000,
  }, async () => {
    const canceled = await createAgreement(baseUrl, tokens.comercial, `Reativação ${Date.now()}`);
    await call(baseUrl, tokens.aprovador, agreementCalls.cancel, {
      ids: [canceled.id],
      justification: 'Cliente desistiu',
    });
    const returned = await approved(`Retornado ${Date.now()}`);
    await call(baseUrl, tokens.comercial, agreementCalls.turnBack, {
      ids: [returned.id],
      justification: 'Revisar os clientes',
    });

    let { page } = await session('aprovador', 'Aprovador@123');
    await page.goto(`${baseUrl}/agreements/edit/${canceled.id}`);
    await see(page, 'Cancelado');
    // Nothing but a reactivation is left to a canceled agreement.
    const toolbar = page.getByRole('toolbar', { name: 'Ações do acordo' });
    await expect.poll(() => toolbar.getByRole('button', { name: 'Reativar' }).isVisible()).toBe(true);
    expect(await toolbar.getByRole('button', { name: 'Encerrar' }).count()).toBe(0);
    await toolbar.getByRole('button', { name: 'Reativar' }).click();
    await answer(page, 'Reativar acordos', 'Reativar', { Justificativa: 'Cliente voltou a negociar' });
    await see(page, 'Em cadastro');
    expect(await toolbar.getByRole('button', { name: 'Reativar' }).count()).toBe(0);
    const stored = await call<TAgreement>(baseUrl, tokens.comercial, agreementCalls.get, { id: canceled.id });
    expect(stored.status).toBe('EM_CADASTRO');

    ({ page } = await session('comercial', 'Comercial@123'));
    await page.goto(`${baseUrl}/agreements`);
    await page.getByLabel('Buscar na descrição', { exact: true }).fill(returned.description);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByRole('checkbox', { name: /Somente retornados ao cadastro \(1\)/ }).check();
    const table = page.getByRole('region', { name: 'Acordos retornados ao cadastro' });
    const row = table.getByRole('row').filter({ hasText: returned.description });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await row.textContent()).toContain('Revisar os clientes');
    expect(await row.textContent()).toContain('Carla Comercial');
    await page.screenshot({ path: path.join(ARTIFACTS, 'agreements-returned.png'), fullPage: true });

    // The list shows an agreement's levers under its row.
    await page.getByRole('checkbox', { name: /Somente retornados ao cadastro/ }).uncheck();
    const listed = page.getByRole('row').filter({ hasText: returned.description }).first();
    await expect.poll(() => listed.isVisible(), { timeout: 15_000 }).toBe(true);
    await listed.getByRole('button', { name: /expandir|expand/i }).click();
    const levers = page.getByRole('region', { name: `Alavancas do acordo ${returned.id}` });
    await expect
      .poll(() => levers.getByText('Meta mensal sell-out').isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await levers.textContent()).toContain('1 / 1 / 0');
    await page.screenshot({ path: path.join(ARTIFACTS, 'agreements-lever-rows.png'), fullPage: true });
  });
});
