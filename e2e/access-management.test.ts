import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser';
import { callsMade, countCalls, pendingCalls } from './support/page-calls';
import { typeInPicker } from './support/pickers';

async function signInAsAdmin({ page, baseUrl }: BrowserSession) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Usuário', { exact: true }).fill('admin');
  await page.getByLabel('Senha', { exact: true }).fill('Admin@123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Picks a user in a step's searchable select, found by typing part of the login. */
async function pickUser(page: Page, field: string, search: string, option: string) {
  const drawer = page.getByRole('dialog', { name: 'Novo fluxo' });
  await drawer.getByLabel(field, { exact: true }).click();
  await drawer.getByLabel(field, { exact: true }).fill(search);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await page.keyboard.press('Escape');
  // The next step's select must not find its option in this dropdown while it closes.
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

describe('access management screens', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
    await signInAsAdmin(browser);
  });
  afterEach(() => browser.close());

  it('creates an approval flow with two steps, the approver then the admin, and lists it', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/approval-flow`);
    await page.getByRole('button', { name: 'Novo fluxo' }).click();
    const drawer = page.getByRole('dialog', { name: 'Novo fluxo' });
    await drawer.getByLabel('Tipo de ação', { exact: true }).fill('Contrato');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option[title="Contrato percentual"]')
      .click();
    await drawer.getByLabel('Nome', { exact: true }).fill('Contratos percentuais em duas etapas');
    // The demo data holds a percentage contracts' flow without criteria: this one is for one
    // budget type.
    await drawer.getByLabel('Tipo de verba', { exact: true }).fill('acordo');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option[title="VERBA-OFF - Verba de acordo"]')
      .click();
    if ((await page.locator('.ant-select-dropdown:visible').count()) > 0)
      await drawer.getByText('Novo fluxo', { exact: true }).click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await pickUser(page, 'Responsáveis da etapa 1', 'aprov', 'André Aprovador (aprovador)');
    await drawer.getByRole('button', { name: 'Adicionar etapa' }).click();
    await pickUser(page, 'Responsáveis da etapa 2', 'admin', 'Administrador do Sistema (admin)');
    await drawer.getByRole('button', { name: 'Salvar' }).click();

    const row = page.getByRole('row', { name: /Contratos percentuais em duas etapas/ });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('Contrato percentual');
    expect(await row.getByRole('cell').nth(6).textContent()).toBe('2');
  });

  it('picks an approval flow channel and budget type from their registers and its payment origin from a list', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/approval-flow`);
    await page.getByRole('button', { name: 'Novo fluxo' }).click();
    const drawer = page.getByRole('dialog', { name: 'Novo fluxo' });
    await drawer.getByLabel('Tipo de ação', { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option[title="Validação de pagamento"]')
      .click();
    await drawer.getByLabel('Nome', { exact: true }).fill('Validações do pequeno comércio');
    const pick = async (label: string, search: string, option: string) => {
      await drawer.getByLabel(label, { exact: true }).fill(search);
      await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
      // A list still open after the pick (the search text may keep it open on a busy machine) is
      // closed by clicking the drawer's title: Escape would close the drawer once the list is gone.
      if ((await page.locator('.ant-select-dropdown:visible').count()) > 0)
        await drawer.getByText('Novo fluxo', { exact: true }).click();
      await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    };
    // Typed text that names no record offers nothing to pick.
    await drawer.getByLabel('Canal', { exact: true }).fill('Canal inexistente XYZ');
    await expect
      .poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-empty').isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');
    await pick('Canal', 'pequeno', 'PC - Pequeno Comércio');
    await pick('Tipo de verba', 'acordo', 'VERBA-OFF - Verba de acordo');
    await pick('Origem do pagamento', 'avulsa', 'Apuração avulsa');
    await pickUser(page, 'Responsáveis da etapa 1', 'aprov', 'André Aprovador (aprovador)');
    await drawer.getByRole('button', { name: 'Salvar' }).click();

    const row = page.getByRole('row', { name: /Validações do pequeno comércio/ });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('PC');
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('VERBA-OFF');
    expect(await row.getByRole('cell').nth(5).textContent()).toBe('Apuração avulsa');
  });

  it('creates a calendar event and shows its coloured dot and the event in the side panel', async () => {
    const { page, baseUrl } = browser;
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return {
        iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
        br: `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`,
      };
    });
    const description = `Revisão das verbas ${Date.now()}`;
    await page.goto(`${baseUrl}/calendar`);
    await page.getByRole('button', { name: 'Novo evento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo evento' });
    await typeInPicker(page, dialog.getByLabel('Data', { exact: true }), today.br);
    // A type of its own, added from the form: Enter adds it and picks it, without saving the event.
    const type = `Visita técnica ${Date.now() % 100_000}`;
    await dialog.getByLabel('Novo tipo de evento').fill(type);
    await dialog.getByLabel('Novo tipo de evento').press('Enter');
    await expect.poll(() => page.getByText(`Tipo de evento ${type} adicionado`).isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByTitle(type, { exact: true }).isVisible()).toBe(true);
    // A name another type has, in any case, is refused under the field.
    await dialog.getByLabel('Novo tipo de evento').fill('reunião');
    await dialog.getByRole('button', { name: 'Adicionar tipo' }).click();
    await expect.poll(() => dialog.getByText('Já existe um registro com este nome').isVisible()).toBe(true);
    await dialog.getByLabel('Novo tipo de evento').fill('');
    // Told at the field only: no notice covers the screen.
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
    await dialog.getByLabel('Descrição', { exact: true }).fill(description);
    await dialog.locator('.ant-color-picker-trigger').click();
    const hex = page.locator('.ant-color-picker-input input').first();
    await hex.fill('722ED1');
    await hex.press('Enter');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Abrir o calendário de eventos' }).click();
    const panel = page.getByRole('dialog', { name: 'Calendário de eventos' });
    const dot = panel.locator(`td[title="${today.iso}"] .calendar-event-dot[data-color="#722ED1"]`);
    await expect.poll(() => dot.count()).toBe(1);
    expect(await dot.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(114, 46, 209)',
    );
    await expect.poll(() => panel.getByText(description).isVisible()).toBe(true);
    expect(await panel.getByText(type).first().isVisible()).toBe(true);
    expect(await panel.getByRole('heading', { name: 'Próximos eventos' }).isVisible()).toBe(true);
  });

  it('creates a profile with features chosen by group and lists it', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: 'Novo perfil' }).click();
    const drawer = page.getByRole('dialog', { name: 'Novo perfil' });
    await drawer.getByLabel('Nome', { exact: true }).fill('Analista de verbas');
    await drawer.getByLabel('Descrição', { exact: true }).fill('Consulta painéis e o cashflow');
    await drawer.getByLabel('Todas de Painéis').check();
    await drawer.getByLabel('Todas de Cashflow').check();
    await expect.poll(() => drawer.getByText('3 de 3').isVisible()).toBe(true);
    // Budget types and domains are chosen from their registers, searched by code or name.
    const pick = async (label: string, search: string, option: string) => {
      await drawer.getByLabel(label, { exact: true }).fill(search);
      await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
      await page.keyboard.press('Escape');
    };
    await pick('Tipos de verba', 'nota', 'VERBA-ON - Desconto em nota');
    await pick('Regiões', 'sul', 'S - Sul');
    await drawer.getByRole('button', { name: 'Salvar' }).click();

    const row = page.getByRole('row', { name: /Analista de verbas/ });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('5');
    // Opened again, the profile shows the chosen records by code and name.
    await row.getByRole('button', { name: 'Editar Analista de verbas' }).click();
    const saved = page.getByRole('dialog', { name: 'Editar perfil' });
    await expect.poll(() => saved.getByText('VERBA-ON - Desconto em nota').isVisible()).toBe(true);
    await expect.poll(() => saved.getByText('S - Sul').isVisible()).toBe(true);
  });

  it('refreshes the side panel every 2 seconds while it is open, and stops once it is closed', async () => {
    const { page, baseUrl } = browser;
    const SEARCH = '/api/calendario/pesquisar';
    // The page's clock moves when the test moves it (between moves it runs as usual), and its
    // calls are counted as they leave: no real seconds are spent waiting for refreshes.
    await page.clock.install();
    await countCalls(page);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Abrir o calendário de eventos' }).click();
    const panel = page.getByRole('dialog', { name: 'Calendário de eventos' });
    await expect.poll(() => panel.getByRole('heading', { name: 'Próximos eventos' }).isVisible()).toBe(true);
    // The refresh timer starts once the panel's first answers are in: moving the clock before
    // then would move it past no timer at all.
    await expect.poll(() => pendingCalls(page)).toBe(0);
    // Two searches (the month's dots and the list) per refresh; each refresh is let finish
    // before the next is due, as it would in real time.
    const opened = await callsMade(page, SEARCH);
    await page.clock.runFor(2_000);
    await expect.poll(() => callsMade(page, SEARCH)).toBeGreaterThanOrEqual(opened + 2);
    await expect.poll(() => pendingCalls(page)).toBe(0);
    await page.clock.runFor(2_000);
    await expect.poll(() => callsMade(page, SEARCH)).toBeGreaterThanOrEqual(opened + 4);

    await panel.getByRole('button', { name: 'Fechar o calendário de eventos' }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    const closed = await callsMade(page, SEARCH);
    // Ten seconds of the page's time: five refreshes were it still open; none goes out.
    await page.clock.runFor(10_000);
    expect(await callsMade(page, SEARCH)).toBe(closed);
  });
});
