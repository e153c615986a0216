import { SESSION_KEYS } from '@trade-terms/domain/session';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser, resumeSession } from './support/browser';
import { callsMade, countCalls } from './support/page-calls';
import { typeInPicker } from './support/pickers';

const SAVE_PATH = '/api/alavanca/salvarAtualizarAlavanca';

/** Opens a select by its label, types to narrow it and picks the option with that title. */
async function choose(page: Page, label: string, typed: string, option: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(typed);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await page.keyboard.press('Escape');
  // The next select must not find its option in this dropdown while it closes.
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** Types a date in the language's order and takes it with Enter, as a user does. */
async function typeDate(page: Page, label: string, date: string) {
  await typeInPicker(page, page.getByLabel(label, { exact: true }), date);
}

describe('lever catalogue in the browser', () => {
  let browser: BrowserSession;
  // One name per run: the catalogue keeps one lever per name and channel.
  const name = `Aniversário de loja ${Date.now().toString(36)}`;
  const renamed = `${name} regional`;
  const year = new Date().getFullYear();

  beforeAll(async () => {
    browser = await openBrowser();
    await countCalls(browser.context);
    await resumeSession(browser, 'comercial', 'Comercial@123');
  });
  afterAll(() => browser.close());

  it('refuses a quota-event lever without events on its form, saves it with one and lists it', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/lever`);
    await page.getByRole('heading', { name: 'Alavancas' }).waitFor();
    await page.getByRole('link', { name: 'Nova alavanca' }).click();
    await page.waitForURL(`${baseUrl}/lever/register`);
    await page.getByRole('heading', { name: 'Cadastrar alavanca' }).waitFor();

    await page.getByLabel('Nome', { exact: true }).fill(name);
    await choose(page, 'Canal', 'HC', 'HC - Hiper e Cash & Carry');
    await typeDate(page, 'Início da vigência', `01/01/${year}`);
    await typeDate(page, 'Fim da vigência', `31/12/${year}`);
    await choose(page, 'Periodicidades', 'Mens', 'Mensal');
    await choose(page, 'Modelo de cálculo', 'Evento', 'Evento cota');
    await choose(page, 'Origem da apuração', 'Evid', 'Evidência');
    // A quota-event lever has no calculation basis.
    expect(await page.getByLabel('Base de cálculo', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Não é possível salvar uma alavanca de evento cota sem eventos').waitFor();
    // The domain's rule caught it in the browser: nothing was sent.
    expect(await callsMade(page, SAVE_PATH)).toBe(0);

    await page.getByRole('button', { name: 'Adicionar evento' }).click();
    await page.getByLabel('Descrição do evento 1', { exact: true }).fill('Aniversário da loja matriz');
    // The competence starts on the current month, inside this year's validity.
    const competence = page.getByLabel('Competência do evento 1', { exact: true });
    expect(await competence.inputValue()).toMatch(new RegExp(`^\\d{2}/${year}$`));
    await page.getByLabel('Valor do evento 1', { exact: true }).fill('1.500,00');
    const saved = page.waitForResponse((response) => response.url().endsWith(SAVE_PATH));
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL(`${baseUrl}/lever`);

    await page.getByLabel('Nome da alavanca', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.waitForURL((url) => url.searchParams.get('texto') === name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('HC');
    expect(text).toContain('Ativa');
    expect(text).toContain(`01/01/${year}`);
    expect(text).toContain(`31/12/${year}`);
    expect(text).toContain('Mensal');
    expect(text).toContain('Evento cota');
    expect(text).toContain('Evidência');
  });

  it('opens the lever from the filtered list, changes it and shows the change there', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: `Editar ${name}` }).click();
    await page.waitForURL(/\/lever\/edit\/\d+$/);
    await page.getByRole('heading', { name: `Editar alavanca: ${name}` }).waitFor();
    expect(await page.getByLabel('Descrição do evento 1', { exact: true }).inputValue()).toBe(
      'Aniversário da loja matriz',
    );
    expect(await page.getByLabel('Valor do evento 1', { exact: true }).inputValue()).toBe('1.500,00');

    await page.getByLabel('Nome', { exact: true }).fill(renamed);
    await page.getByLabel('Exige evidência', { exact: true }).click();
    const saved = page.waitForResponse((response) => response.url().endsWith(SAVE_PATH));
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect((await saved).status()).toBe(200);

    // Back on the list it was opened from, still filtered by the name.
    await page.waitForURL((url) => url.pathname === '/lever' && url.searchParams.get('texto') === name);
    const row = page.getByRole('row', { name: new RegExp(renamed) });
    await row.waitFor();
    expect(await page.getByRole('row', { name: new RegExp(name) }).count()).toBe(1);
  });

  it('shows the server refusing a name already taken in the channel on the name field', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/lever/register`);
    await page.getByRole('heading', { name: 'Cadastrar alavanca' }).waitFor();
    await page.getByLabel('Nome', { exact: true }).fill(renamed.toUpperCase());
    await choose(page, 'Canal', 'HC', 'HC - Hiper e Cash & Carry');
    await typeDate(page, 'Início da vigência', `01/01/${year}`);
    await choose(page, 'Periodicidades', 'Anu', 'Anual');
    await choose(page, 'Modelo de cálculo', 'Meta', 'Meta');
    await choose(page, 'Origem da apuração', 'Sell-out', 'Sell-out');
    await choose(page, 'Base de cálculo', 'NIV', 'NIV');
    const refused = page.waitForResponse((response) => response.url().endsWith(SAVE_PATH));
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect((await refused).status()).toBe(422);
    const nameItem = page.locator('.ant-form-item', { has: page.getByLabel('Nome', { exact: true }) });
    await nameItem.getByText('Já existe uma alavanca com este nome neste canal').waitFor();
    expect(new URL(page.url()).pathname).toBe('/lever/register');
  });

  it('reloads the lever when someone else saved it first, and says so', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/lever?texto=${encodeURIComponent(renamed)}`);
    await page.getByRole('link', { name: `Editar ${renamed}` }).click();
    await page.getByRole('heading', { name: `Editar alavanca: ${renamed}` }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));

    // Another session changes the first event's description meanwhile.
    const status = await page.evaluate(
      async ({ key, leverId }) => {
        const headers = {
          authorization: `Bearer ${localStorage.getItem(key)}`,
          'content-type': 'application/json',
        };
        const read = await fetch('/api/alavanca/buscarPorId', {
          method: 'POST',
          headers,
          body: JSON.stringify({ id: leverId }),
        });
        const lever = await read.json();
        const body = {
          id: lever.id,
          version: lever.version,
          name: lever.name,
          active: lever.active,
          channel: lever.channel,
          validityStart: lever.validityStart,
          validityEnd: lever.validityEnd,
          periodicities: lever.periodicities,
          needsEvidence: lever.needsEvidence,
          calculationModel: lever.calculationModel,
          ascertainmentOrigin: lever.ascertainmentOrigin,
          calculationBasis: lever.calculationBasis,
          customerId: null,
          payerCustomerId: null,
          events: lever.events.map((event: { competence: string; value: string }) => ({
            description: 'Aniversário da loja filial',
            competence: event.competence,
            value: event.value,
          })),
        };
        const saved = await fetch('/api/alavanca/salvarAtualizarAlavanca', {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        return saved.status;
      },
      { key: SESSION_KEYS.accessToken, leverId: id },
    );
    expect(status).toBe(200);

    await page.getByLabel('Valor do evento 1', { exact: true }).fill('1.750,00');
    const refused = page.waitForResponse((response) => response.url().endsWith(SAVE_PATH));
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect((await refused).status()).toBe(409);
    await page
      .getByText('A alavanca foi recarregada com a versão atual: revise e salve novamente.')
      .waitFor();
    await expect
      .poll(() => page.getByLabel('Descrição do evento 1', { exact: true }).inputValue())
      .toBe('Aniversário da loja filial');
    // Saved again over the version now shown, the change goes through.
    await page.getByLabel('Valor do evento 1', { exact: true }).fill('1.750,00');
    const saved = page.waitForResponse((response) => response.url().endsWith(SAVE_PATH));
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/lever');
  });

  it('reads the list in English once the user switches language', async () => {
    const { page, baseUrl } = browser;
    // A fresh page: the save's toast, paused while the pointer rests on it, covers the switch.
    await page.goto(`${baseUrl}/lever?texto=${encodeURIComponent(renamed)}`);
    await page.getByRole('row', { name: new RegExp(renamed) }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Levers' }).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(renamed) }).textContent()).toContain('Quota event');
    await page.getByRole('button', { name: 'Português' }).click();
    await page.getByRole('heading', { name: 'Alavancas' }).waitFor();
  });
});
