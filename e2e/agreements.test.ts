import { agreementFieldsOf, type TAgreement } from '@trade-terms/domain/agreements';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { call, createAgreement, YEAR } from './support/agreements';
import { apiToken } from './support/api-token';
import { oneUserAtATime } from './support/browser';
import { typeInPicker } from './support/pickers';

/**
 * Picks an option of a select, typing first to find it, and leaves its list closed (a multiple
 * select keeps it open), so the next select's list is the only one shown.
 */
async function choose(
  page: Page,
  label: string,
  typed: string,
  option: string | RegExp,
  within: Page | Locator = page,
) {
  const field = within.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(typed);
  const open = page.locator('.ant-select-dropdown:visible');
  await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  if ((await open.count()) > 0) await page.keyboard.press('Escape');
  await expect.poll(() => open.count()).toBe(0);
}

/** Waits until the edit screen shows the agreement in this status. */
async function seeStatus(page: Page, text: string) {
  await expect
    .poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 15_000 })
    .toBe(true);
}

/** Takes an action from the agreement's toolbar and confirms its dialog. */
async function act(page: Page, action: string, dialogTitle: string, answers: Record<string, string> = {}) {
  await page.getByRole('toolbar', { name: 'Ações do acordo' }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  for (const [label, value] of Object.entries(answers)) {
    const field = dialog.getByLabel(label, { exact: true });
    if (label.includes('data')) await typeInPicker(page, field, value);
    else await field.fill(value);
  }
  await dialog.getByRole('button', { name: action }).click();
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
}

describe('agreements in the browser', () => {
  const users = oneUserAtATime();
  const session = (login: string, password: string) => users.signInAs(login, password);
  afterEach(async () => {
    await users.closeAll();
  });

  it('creates an agreement in the wizard, sends it to approval, approves it in two steps, then copies, extends and closes it', {
    timeout: 240_000,
  }, async () => {
    const description = `Acordo Alfa ${Date.now()}`;
    let browser = await session('comercial', 'Comercial@123');
    let { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/agreements`);
    await page.getByRole('link', { name: 'Novo acordo' }).click();
    await page.waitForURL(`${baseUrl}/agreements/register`);
    await page.getByRole('heading', { name: 'Novo acordo comercial' }).waitFor();

    await page.getByLabel('Descrição', { exact: true }).fill(description);
    await choose(page, 'Holding', 'GRP-ALFA', 'GRP-ALFA - Grupo Alfa Supermercados');
    await choose(page, 'Canais', 'HC', 'HC - Hiper e Cash & Carry');
    for (const [label, date] of [
      ['Início da vigência', `01/01/${YEAR}`],
      ['Fim da vigência', `31/12/${YEAR}`],
    ] as const) {
      await typeInPicker(page, page.getByLabel(label, { exact: true }), date);
    }
    await page.getByRole('button', { name: 'Avançar' }).click();

    await choose(page, 'Alavanca do catálogo', 'Meta mensal', /^Meta mensal sell-out/);
    await page.getByRole('button', { name: 'Adicionar alavanca' }).click();
    const lever = page.getByRole('group', { name: 'Meta mensal sell-out' });
    await lever.getByLabel('% de desconto', { exact: true }).fill('2,5');
    await lever.getByLabel('Meta', { exact: true }).fill('100.000,00');
    await lever.getByLabel('Valor anual previsto', { exact: true }).fill('12.345,67');
    // The totals follow what is typed, before the value is left.
    const totals = page.getByRole('region', { name: 'Totais do acordo' });
    await expect.poll(() => totals.textContent()).toMatch(/Total OFF\s*R\$\s12\.345,67/);
    await choose(page, 'Unidade de negócio', 'HPF', 'HPF - Home & Personal Care e Foods', lever);

    // A lever without SAP customers is refused with the spec's sentence.
    await page.getByRole('button', { name: 'Salvar' }).click();
    const refusal =
      'Não é possível salvar o contrato. Verifique se há alavancas adicionadas, e se há clientes SAP selecionados em todas as alavancas.';
    await expect.poll(() => page.getByText(refusal).first().isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/agreements/register`);

    await choose(page, 'Clientes SAP', '0001000101', /^0001000101/, lever);
    await choose(page, 'Clientes SAP', '0001000102', /^0001000102/, lever);
    await choose(page, 'Clientes SAP pagadores', '0001000101', /^0001000101/, lever);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/agreements\/edit\/\d+$/, { timeout: 15_000 });
    const id = Number(page.url().split('/').pop());
    await seeStatus(page, 'Em cadastro');

    await act(page, 'Enviar para aprovação', 'Enviar para aprovação');
    await seeStatus(page, 'Aguardando aprovação de vendas');

    browser = await session('aprovador', 'Aprovador@123');
    ({ page, baseUrl } = browser);
    await page.goto(`${baseUrl}/agreements/edit/${id}`);
    await act(page, 'Aprovar', 'Aprovar acordos');
    await seeStatus(page, 'Aguardando aprovação do canal');
    // The channel's step belongs to someone else: this approver has nothing left to decide.
    expect(await page.getByRole('button', { name: 'Aprovar' }).count()).toBe(0);

    browser = await session('admin', 'Admin@123');
    ({ page, baseUrl } = browser);
    await page.goto(`${baseUrl}/agreements/edit/${id}`);
    await act(page, 'Aprovar', 'Aprovar acordos');
    await seeStatus(page, 'Aprovado');
    await page.goto(`${baseUrl}/agreements?tab=current`);
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: description }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    await page.getByRole('link', { name: description }).click();
    await page.waitForURL(`${baseUrl}/agreements/edit/${id}`);
    await page.getByRole('button', { name: 'Copiar acordo' }).click();
    await page.waitForURL(
      (url) => /\/agreements\/edit\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${id}`),
    );
    await seeStatus(page, 'Em cadastro');
    expect(await page.getByLabel('Descrição', { exact: true }).inputValue()).toContain('Acordo Alfa');

    await page.goto(`${baseUrl}/agreements/edit/${id}`);
    await act(page, 'Prorrogar', 'Prorrogar acordo', {
      'Nova data final': `31/01/${YEAR + 1}`,
      Justificativa: 'Negociação estendida até o fim do ano',
    });
    await expect
      .poll(() => page.getByLabel('Fim da vigência', { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe(`31/01/${YEAR + 1}`);

    await act(page, 'Encerrar', 'Encerrar acordos');
    await seeStatus(page, 'Encerrado');
  });

  it("keeps the user's changes when someone else saved the agreement first, and rebuilds the form on request", async () => {
    const browser = await session('comercial', 'Comercial@123');
    const { page, baseUrl } = browser;
    const token = await apiToken(baseUrl, 'comercial', 'Comercial@123');
    const created = await createAgreement(baseUrl, token, `Acordo concorrido ${Date.now()}`);
    await page.goto(`${baseUrl}/agreements/edit/${created.id}`);
    const description = page.getByLabel('Descrição', { exact: true });
    await expect.poll(() => description.inputValue()).toBe(created.description);

    // Another session renames it meanwhile.
    await call(baseUrl, token, agreementCalls.save, {
      ...agreementFieldsOf(created),
      id: created.id,
      version: created.version,
      description: `${created.description} (renomeado)`,
    });
    await description.fill('Minha versão do acordo');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(() => page.getByText('Outra pessoa alterou este acordo', { exact: false }).first().isVisible())
      .toBe(true);
    expect(await description.inputValue()).toBe('Minha versão do acordo');

    await page.getByRole('button', { name: 'Recarregar o acordo' }).click();
    await expect.poll(() => description.inputValue()).toBe(`${created.description} (renomeado)`);
  });
  it('sends the picked agreements to approval at once and lists the one it skipped, with the reason', async () => {
    const browser = await session('comercial', 'Comercial@123');
    const { page, baseUrl } = browser;
    const token = await apiToken(baseUrl, 'comercial', 'Comercial@123');
    const prefix = `Lote ${Date.now()}`;
    const first = await createAgreement(baseUrl, token, `${prefix} A`);
    const second = await createAgreement(baseUrl, token, `${prefix} B`);
    // The first one is already on its way to approval: the bulk action skips it.
    await call(baseUrl, token, agreementCalls.sendToApproval, { ids: [first.id] });

    await page.goto(`${baseUrl}/agreements`);
    await page.getByLabel('Buscar na descrição', { exact: true }).fill(prefix);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const rows = page.getByRole('row').filter({ hasText: prefix });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    for (const row of await rows.all()) await row.getByRole('checkbox').check();
    const bar = page.getByRole('toolbar', { name: 'Ações dos registros selecionados' });
    await expect.poll(() => bar.getByText('2 selecionado(s)').isVisible()).toBe(true);
    await bar.getByRole('button', { name: 'Enviar para aprovação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar para aprovação' });
    await expect.poll(() => dialog.getByText('2 acordo(s) selecionado(s)').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Enviar para aprovação' }).click();

    const skipped = page.getByRole('alert').filter({ hasText: '1 acordo(s) não alterado(s)' });
    await expect.poll(() => skipped.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await skipped.textContent()).toContain(`Acordo ${first.id} não alterado:`);
    // The one sent leaves the selection; the skipped one stays picked.
    await expect.poll(() => bar.getByText('1 selecionado(s)').isVisible()).toBe(true);
    const sent = await call<TAgreement>(baseUrl, token, agreementCalls.get, { id: second.id });
    expect(sent.status).toBe('AGUARDANDO_APROVACAO');
  });
});
