import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './support/accessibility';
import { type BrowserSession, openBrowser, signIn, toast } from './support/browser';
import { choose } from './support/budget-map';

describe('new flags of a holding in the browser', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
    await signIn(session, 'comercial', 'Comercial@123');
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
