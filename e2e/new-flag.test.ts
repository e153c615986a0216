import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './support/accessibility';
import { type BrowserSession, openBrowser, resumeSession, toast } from './support/browser';
import { choose } from './support/budget-map';
import { typeInPicker } from './support/pickers';

const YEAR = new Date().getFullYear();

describe('new flags of a holding in the browser', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
    await resumeSession(session, 'comercial', 'Comercial@123');
  }, 60_000);
  afterAll(() => session?.close());

  it('registers a flag on the ON model, lists it and deactivates it; the dialogs pass the accessibility check', {
    timeout: 120_000,
  }, async () => {
    const { page, baseUrl } = session;
    const name = `Alfa Express ${Date.now() % 1_000_000}`;
    await page.goto(`${baseUrl}/new-flag`);
    await page.getByRole('heading', { name: 'Nova bandeira' }).waitFor();
    await page.getByRole('button', { name: 'Nova bandeira' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cadastrar nova bandeira' });
    await dialog.waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await choose(page, dialog, 'Holding', 'GRP-ALFA');
    await dialog.getByLabel('Bandeira').fill(name);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Bandeira salva');
    const row = page.locator('tbody tr.ant-table-row', { hasText: name });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(
      /GRP-ALFA · Grupo Alfa Supermercados .* ON Ativa/,
    );

    await row.getByRole('button', { name: 'Inativar' }).click();
    const deactivate = page.getByRole('dialog', { name: `Inativar a bandeira ${name}` });
    await deactivate.waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await deactivate.getByLabel('Justificativa').fill('Loja fechada');
    await deactivate.getByRole('button', { name: 'Inativar' }).click();
    await toast(page, 'Bandeira inativada');
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('checkbox', { name: 'Mostrar inativas' }).check();
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.innerText()).toContain('Inativa');
    expect(await row.getByRole('button', { name: 'Inativar' }).count()).toBe(0);
  });

  it('registers a flag and names it on a new agreement, whose levers start ON and may not be OFF', {
    timeout: 180_000,
  }, async () => {
    const { page, baseUrl } = session;
    const name = `Alfa Bairro ${Date.now() % 1_000_000}`;
    await page.goto(`${baseUrl}/new-flag`);
    await page.getByRole('heading', { name: 'Nova bandeira' }).waitFor();
    await page.getByRole('button', { name: 'Nova bandeira' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cadastrar nova bandeira' });
    await dialog.waitFor();
    await choose(page, dialog, 'Holding', 'GRP-ALFA');
    await dialog.getByLabel('Bandeira').fill(name);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Bandeira salva');

    await page.goto(`${baseUrl}/agreements/register`);
    await page.getByRole('heading', { name: 'Novo acordo comercial' }).waitFor();
    const form = page.locator('form');
    await form.getByLabel('Descrição', { exact: true }).fill(`Acordo da bandeira ${name}`);
    await choose(page, form, 'Holding', 'GRP-ALFA');
    await choose(page, form, 'Bandeira', name, new RegExp(`^${name}$`));
    expect(await blockingViolations(page)).toEqual([]);
    await choose(page, form, 'Canais', 'HC');
    await typeInPicker(page, form.getByLabel('Início da vigência', { exact: true }), `01/01/${YEAR}`);
    await typeInPicker(page, form.getByLabel('Fim da vigência', { exact: true }), `31/12/${YEAR}`);
    await page.getByRole('button', { name: 'Avançar' }).click();

    await choose(page, form, 'Alavanca do catálogo', 'Meta mensal', /^Meta mensal sell-out/);
    await page.getByRole('button', { name: 'Adicionar alavanca' }).click();
    const lever = page.getByRole('group', { name: 'Meta mensal sell-out' });
    // A flag is born on the ON model: the lever starts ON.
    expect(await lever.getByRole('radio', { name: 'ON' }).isChecked()).toBe(true);
    await lever.getByLabel('% de desconto', { exact: true }).fill('2,5');
    await lever.getByLabel('Meta', { exact: true }).fill('100.000,00');
    await lever.getByLabel('Valor anual previsto', { exact: true }).fill('1.000,00');
    await choose(page, lever, 'Unidade de negócio', 'HPF');
    await choose(page, lever, 'Clientes SAP', '0001000101');
    await choose(page, lever, 'Clientes SAP pagadores', '0001000101');
    // The radio buttons' inputs are hidden behind their labels: the label is what is clicked.
    await lever.getByText('OFF', { exact: true }).click();
    await expect.poll(() => lever.getByRole('radio', { name: 'OFF' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Salvar' }).click();
    const refusal = 'A bandeira deste acordo nasceu no modelo ON: suas alavancas são ON, não OFF';
    await expect.poll(() => lever.getByText(refusal).isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/agreements/register`);

    await lever.getByText('ON', { exact: true }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/agreements\/edit\/\d+$/, { timeout: 15_000 });
    await expect
      .poll(() => page.locator('form').getByText(name, { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('shows the migration’s request dialog without accessibility violations', {
    timeout: 60_000,
  }, async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/migration`);
    await page.getByRole('heading', { name: 'Migração de clientes (promo OFF → ON)' }).waitFor();
    const row = page.locator('tbody tr.ant-table-row', { hasText: 'GRP-BETA' }).filter({ hasText: 'HC' });
    await row.getByRole('button', { name: 'Solicitar migração' }).click();
    const dialog = page.getByRole('dialog', { name: /Solicitar a migração de Rede Beta Atacadista · HC/ });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('VERBA-ON').count()).toBeGreaterThan(0);
    expect(await blockingViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });
});
