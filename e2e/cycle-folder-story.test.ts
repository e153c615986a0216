import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YEAR } from './support/agreements';
import { apiToken } from './support/api-token';
import { oneBrowserPerUser, toast } from './support/browser';
import { choose, createMapLine, lineText, mapLineRow, mapLines, monthBalances } from './support/budget-map';
import { addAction, newFolderHeader, type TypedAction } from './support/cycle-folders';
import { FOLDER_CYCLES } from './support/folder-counting';
import { figure, sudesteAndSulRows, typeAmount } from './support/folder-distribution';
import { movePaymentGroups } from './support/payments';
import { typeInPicker } from './support/pickers';
import { type MigratedKey, migratableLines, migrationCells, migrationRow } from './support/promo-migration';
import { sharedBaseUrl } from './support/shared-server';

/** The story's folder: March, MT · FS, on a map line of its own with 5 000,00 in March. */
const CYCLE = FOLDER_CYCLES.story;

/** The folder's actions as planned: 100 × 12,50 = 1.250,00 and 10 × 30,00 = 300,00. */
const PLANNED: TypedAction[] = [
  {
    tactic: 'Tabloide',
    description: 'Tabloide de março',
    customer: ['Holding', 'GRP-BETA'],
    volume: '100',
    unitValue: '12,5',
  },
  {
    tactic: 'Ponto extra',
    description: 'Ponta de gôndola',
    customer: ['Região', 'S'],
    volume: '10',
    unitValue: '30',
  },
];

/**
 * The holding the story migrates: Grupo Alfa in the Farma channel, which no other browser test
 * draws on (the migration's own test moves Rede Beta in the ice-cream channel), and where no
 * agreement has levers for the migration to switch.
 */
const ALFA_FR: MigratedKey = { economicGroup: 'GRP-ALFA', channel: 'FR', channelOption: /^FR\b/ };

/**
 * A cycle folder's life in the browser, screen by screen, each step by the user whose work it
 * is: planned and approved, changed by an addendum, counted, its money distributed and its
 * actions assigned, appreciated, paid, read on the reports; then a customer migrated from promo OFF to
 * ON. One story in several steps: each step starts where the one before left the folder. Every
 * figure below follows from what the steps type:
 *
 * - planned: tabloid 100 × 12,50 = 1.250,00 and extra point 10 × 30,00 = 300,00 → 1.550,00;
 * - the addendum replans the tabloid to 120 × 12,50 = 1.500,00 → 1.800,00 planned and reserved;
 * - counted: the tabloid 110 for 0001000101 = 1.375,00, the extra point 8 for 0002000201 = 240,00
 *   → 1.615,00 executed;
 * - distributed 1.000,00 (Sudeste, comercial) + 800,00 (Sul, aprovador); comercial assigns his
 *   1.000,00 as 700,00 + 300,00;
 * - appreciated: the tabloid at 100 = 1.250,00 and the extra point at 8 = 240,00 → 1.490,00;
 * - paid: the 1.490,00 in one payment group of March, liberated on the reservation the folder
 *   holds (the actions keep 250,00 + 60,00 of it).
 */
describe('a cycle folder’s story through the screens', () => {
  const users = oneBrowserPerUser();
  const ricBox = `ST-${Date.now() % 1_000_000}`;
  const migratedRicBox = `STM-${Date.now() % 1_000_000}`;
  const description = `História ${ricBox}`;
  let address = '';
  let folderId = 0;

  beforeAll(async () => {
    // The map's lines are the budget's, set up as the budget map's and migration's own tests do.
    const base = sharedBaseUrl();
    const admin = await apiToken(base, 'admin', 'Admin@123');
    await createMapLine(base, admin, ricBox, { [CYCLE]: '5000.00' });
    await migratableLines(base, migratedRicBox, ALFA_FR);
  }, 60_000);
  afterAll(() => users.closeAll());

  /** Opens the story's folder as `login`. */
  async function folderAs(login: string): Promise<Page> {
    const page = await users.pageOf(login);
    await page.goto(`${sharedBaseUrl()}${address}`);
    await page.getByRole('heading', { name: /Pasta de ciclo/ }).waitFor();
    return page;
  }

  /** Opens the story's folder's counting as `login`. */
  async function countingAs(login: string): Promise<Page> {
    const page = await users.pageOf(login);
    await page.goto(`${sharedBaseUrl()}/counting/${folderId}`);
    await page.getByRole('heading', { name: /Apuração da pasta/ }).waitFor();
    return page;
  }

  /** The story's line of the map, as the administrator sees it: reserved and available in March. */
  async function expectMarchOfTheLine(reserved: string, available: string): Promise<void> {
    const page = await users.pageOf('admin');
    const balance = await monthBalances(page, await mapLineRow(page, sharedBaseUrl(), 'MT', ricBox));
    await expect
      .poll(() => balance('Reservado', CYCLE).textContent(), { timeout: 15_000 })
      .toContain(reserved);
    expect(await balance('Disponível', CYCLE).textContent()).toContain(available);
  }

  it('is planned on the register screen, approved in two steps and reserved on the map line of March', {
    timeout: 240_000,
  }, async () => {
    const page = await users.pageOf('comercial');
    await newFolderHeader(page, sharedBaseUrl(), { cycle: CYCLE, description });
    for (const action of PLANNED) await addAction(page, page, action, ricBox);
    await expect.poll(() => page.getByTestId('folder-planned').textContent()).toContain('1.550,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/cycleFolder\/edit\/\d+$/, { timeout: 15_000 });
    address = new URL(page.url()).pathname;
    folderId = Number(address.split('/').pop());
    await page.getByText('Em cadastro').first().waitFor();
    await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await page.getByText('Etapa 1 de 2').waitFor({ timeout: 15_000 });

    const approver = await folderAs('aprovador');
    await approver.getByRole('button', { name: 'Aprovar' }).click();
    await approver.getByText('Etapa 2 de 2').waitFor({ timeout: 15_000 });

    const admin = await folderAs('admin');
    await admin.getByRole('button', { name: 'Aprovar' }).click();
    await admin.locator('.ant-descriptions').getByText('Aprovada').waitFor({ timeout: 15_000 });

    // 1.550,00 of the line's 5.000,00 in March is reserved; 3.450,00 is left.
    await expectMarchOfTheLine('1.550,00', '3.450,00');
  });

  it('is changed by an addendum that replans the tabloid, approved in two steps, and the map reserves the new plan', {
    timeout: 240_000,
  }, async () => {
    const addenda = (page: Page) => page.locator('.ant-card', { hasText: 'Aditivos' });
    const page = await folderAs('comercial');
    await addenda(page).getByText('Nenhum aditivo').waitFor();
    await addenda(page).getByRole('button', { name: 'Novo aditivo' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('Novo aditivo').first().waitFor();
    await drawer
      .getByLabel('Justificativa do aditivo', { exact: true })
      .fill('Tabloide ampliado para 120 unidades');
    const tabloid = drawer.locator('tbody tr.ant-table-row').nth(0);
    await tabloid.getByLabel('Volume planejado', { exact: true }).fill('120');
    await expect.poll(() => tabloid.getByTestId('action-investment').textContent()).toContain('1.500,00');
    await drawer.getByRole('button', { name: 'Salvar aditivo' }).click();
    await expect.poll(() => drawer.count(), { timeout: 15_000 }).toBe(0);
    const addendum = addenda(page).locator('tbody tr.ant-table-row').first();
    await expect
      .poll(() => addendum.textContent())
      .toContain('0 nova(s) · 1 replanejada(s) · 0 cancelada(s)');
    await addendum.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await expect.poll(() => addendum.textContent(), { timeout: 15_000 }).toContain('Etapa 1 de 2');

    const approver = await folderAs('aprovador');
    await addenda(approver).getByRole('button', { name: 'Aprovar aditivo' }).click();
    await expect.poll(() => addenda(approver).textContent(), { timeout: 15_000 }).toContain('Etapa 2 de 2');

    const admin = await folderAs('admin');
    await addenda(admin).getByRole('button', { name: 'Aprovar aditivo' }).click();
    await expect.poll(() => addenda(admin).textContent(), { timeout: 15_000 }).toContain('Aprovado');
    // The tabloid plans and reserves 1.500,00; the folder 1.800,00.
    const actions = admin.getByRole('table', { name: 'Ações' }).locator('tbody tr.ant-table-row');
    await expect
      .poll(() => actions.nth(0).textContent(), { timeout: 15_000 })
      .toMatch(/1\.500,00.*1\.500,00/);
    expect(await admin.getByTestId('folder-planned').textContent()).toContain('1.800,00');
    await expectMarchOfTheLine('1.800,00', '3.200,00');
  });

  it('is counted per customer, sent and approved, and listed with what it executed', {
    timeout: 240_000,
  }, async () => {
    const page = await countingAs('comercial');
    const body = page.locator('body');
    await page.getByRole('button', { name: 'Incluir cliente na ação 1' }).click();
    await choose(page, body, 'Cliente da ação 1, linha 1', '0001000101');
    await page.getByLabel('Volume executado da ação 1, linha 1', { exact: true }).fill('110');
    await page.getByText('R$ 1.375,00').first().waitFor();
    await page.getByRole('button', { name: 'Incluir cliente na ação 2' }).click();
    await choose(page, body, 'Cliente da ação 2, linha 1', '0002000201');
    await page.getByLabel('Volume executado da ação 2, linha 1', { exact: true }).fill('8');
    await page.getByText('R$ 240,00').first().waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Apuração salva');
    await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
    await toast(page, 'Apuração enviada para aprovação');
    await page.getByText('Em aprovação').first().waitFor();

    const approver = await countingAs('aprovador');
    await approver.getByRole('button', { name: 'Aprovar' }).click();
    await toast(approver, 'Aprovação registrada');
    await approver.goto(`${sharedBaseUrl()}/counting`);
    await approver.getByRole('heading', { name: 'Apuração da pasta' }).waitFor();
    const listed = approver.locator('tr.ant-table-row', { hasText: description });
    await listed.waitFor();
    // Planned 1.800,00 beside executed 1.615,00; the folder and its counting approved.
    expect(await listed.innerText()).toMatch(/R\$\s1\.800,00[\s\S]*R\$\s1\.615,00/);
    expect(await listed.locator('td').last().innerText()).toBe('Aprovada');
  });

  it('has its money distributed to two coordinators and its actions assigned within one’s share', {
    timeout: 240_000,
  }, async () => {
    const page = await countingAs('comercial');
    await page.getByRole('button', { name: 'Distribuir verba' }).click();
    await page.getByRole('heading', { name: /Distribuição da verba da pasta/ }).waitFor();
    await expect.poll(() => figure(page, 'total').innerText()).toMatch(/R\$\s1\.800,00/);
    const table = await sudesteAndSulRows(page);
    await typeAmount(table.getByLabel('Valor da linha 1', { exact: true }), '1000');
    await typeAmount(table.getByLabel('Valor da linha 2', { exact: true }), '800');
    await expect.poll(() => figure(page, 'distributed').innerText()).toMatch(/R\$\s1\.800,00/);
    expect(await figure(page, 'difference').innerText()).toMatch(/R\$\s0,00/);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Distribuição salva');

    await countingAs('comercial');
    await page.getByRole('button', { name: 'Atribuir ações' }).click();
    await page.getByRole('heading', { name: /Atribuição de ações da pasta/ }).waitFor();
    // Comercial coordinates Sudeste: his share is its 1.000,00.
    await expect.poll(() => figure(page, 'share').innerText()).toMatch(/R\$\s1\.000,00/);
    const assignments = page.locator('.ant-table');
    await page.getByRole('button', { name: 'Incluir atribuição' }).click();
    await page.getByRole('button', { name: 'Incluir atribuição' }).click();
    await choose(page, assignments, 'Ação da atribuição 1', 'Tabloide', /Tabloide de março/);
    await choose(page, assignments, 'Cliente da atribuição 1', '0001000101');
    await typeAmount(assignments.getByLabel('Valor da atribuição 1', { exact: true }), '700');
    await choose(page, assignments, 'Ação da atribuição 2', 'Ponta', /Ponta de gôndola/);
    await choose(page, assignments, 'Cliente da atribuição 2', '0002000201');
    await typeAmount(assignments.getByLabel('Valor da atribuição 2', { exact: true }), '300');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Atribuições salvas');
    await expect.poll(() => figure(page, 'assigned').innerText()).toMatch(/R\$\s1\.000,00/);
    expect(await figure(page, 'balance').innerText()).toMatch(/R\$\s0,00/);
  });

  it('is appreciated by volume below what was executed and confirmed by finance', {
    timeout: 240_000,
  }, async () => {
    const page = await users.pageOf('financeiro');
    await page.goto(`${sharedBaseUrl()}/appreciation/financeVolume?folderId=${folderId}`);
    await page.getByRole('heading', { name: /Valorização por volume/ }).waitFor();
    // Each finance volume starts at the executed one.
    const tabloid = page.getByLabel('Volume financeiro da ação 1, cliente 0001000101', { exact: true });
    const extraPoint = page.getByLabel('Volume financeiro da ação 2, cliente 0002000201', { exact: true });
    await expect.poll(() => tabloid.inputValue()).toMatch(/^110/);
    expect(await extraPoint.inputValue()).toMatch(/^8/);
    await tabloid.fill('100');
    await page
      .locator('.ant-card', { hasText: 'Tabloide de março' })
      .locator('td', { hasText: 'R$ 1.250,00' })
      .last()
      .waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Valorização salva');
    await page.getByRole('button', { name: 'Confirmar valorização' }).click();
    await toast(page, 'Valorização confirmada');

    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.getByRole('heading', { name: 'Valorização da pasta' }).waitFor();
    const listed = page.locator('tr.ant-table-row', { hasText: description });
    await listed.getByText('Confirmada').waitFor();
    // Executed 1.615,00, appreciated 1.490,00.
    expect(await listed.innerText()).toMatch(/R\$\s1\.615,00[\s\S]*R\$\s1\.490,00/);
  });

  it('is paid: the March payments hold its appreciated money in a folder group, liberated without reserving twice', {
    timeout: 180_000,
  }, async () => {
    const page = await users.pageOf('admin');
    await page.goto(`${sharedBaseUrl()}/payments`);
    await page.getByText('Informe ao menos uma competência').waitFor();
    await typeInPicker(
      page,
      page.getByLabel('Competência', { exact: true }),
      `${String(CYCLE).padStart(2, '0')}/${YEAR}`,
    );
    // Generating makes the folder's group (another test's generation of March may have made it).
    await page.getByRole('button', { name: 'Gerar pagamentos' }).click();
    const group = page.locator('tbody tr').filter({ hasText: 'Pasta de ciclo' }).filter({ hasText: 'MT' });
    await expect.poll(() => group.count(), { timeout: 15_000 }).toBe(1);
    expect(await group.innerText()).toContain('1.490,00');

    // Its items pay the appreciated rows to their customers and link to the folder.
    await group.getByRole('button', { name: /expandir|expand/i }).click();
    const items = page.getByRole('region', { name: /Itens do grupo de pagamento/ });
    const links = items.getByRole('link', { name: `Abrir a pasta de ciclo ${folderId}` });
    await expect.poll(() => links.count()).toBe(2);
    expect(await links.first().getAttribute('href')).toBe(`/cycleFolder/edit/${folderId}`);
    expect(await items.innerText()).toMatch(/0001000101[\s\S]*1\.250,00/);
    expect(await items.innerText()).toMatch(/0002000201[\s\S]*240,00/);
    await group.getByRole('button', { name: /colapsar|collapse/i }).click();

    // Validation and liberation by the demo flows' administrator.
    await movePaymentGroups(page, 'Aprovar', [group]);
    await expect.poll(() => group.count()).toBe(0);
    await page.getByRole('tab', { name: /Liberação de verba/ }).click();
    await expect.poll(() => group.count(), { timeout: 15_000 }).toBe(1);
    await movePaymentGroups(page, 'Aprovar', [group]);
    await expect.poll(() => group.count()).toBe(0);
    await page.getByRole('tab', { name: /Distribuição/ }).click();
    await expect.poll(() => group.count(), { timeout: 15_000 }).toBe(1);

    // The payment took over the folder's reservation: March still reserves 1.800,00 (1.490,00 for
    // the payment, 310,00 left with the actions), and nothing more left the available money.
    await expectMarchOfTheLine('1.800,00', '3.200,00');
  });

  it('reads on the finance and general reports as planned, reserved, executed and appreciated', {
    timeout: 120_000,
  }, async () => {
    const page = await users.pageOf('admin');
    await page.goto(`${sharedBaseUrl()}/report-finance`);
    await page.getByRole('heading', { name: 'Relatório financeiro da pasta de ciclo' }).waitFor();
    // March holds this folder alone: no other browser test plans a folder of March.
    const march = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(CYCLE), exact: true }) });
    await expect
      .poll(() => march.getByRole('cell').allInnerTexts(), { timeout: 15_000 })
      .toEqual([String(CYCLE), '1.800,00', '1.800,00', '1.615,00', '1.490,00', '0,00']);

    await page.goto(`${sharedBaseUrl()}/cycle-folder/reports/general`);
    await page.getByRole('heading', { name: 'Relatório geral da pasta de ciclo' }).waitFor();
    const folder = page.getByRole('row', { name: new RegExp(description) });
    await expect
      .poll(() => folder.getByRole('cell').allInnerTexts(), { timeout: 15_000 })
      .toEqual([
        String(YEAR),
        String(CYCLE),
        'MT',
        'FS',
        description,
        'Aprovada',
        '2',
        '1.800,00',
        '1.800,00',
        '1.615,00',
        '1.490,00',
        '0,00',
      ]);
  });

  it('migrates a customer from promo OFF to ON from July, and the map moves July to December to the ON line', {
    timeout: 240_000,
  }, async () => {
    const page = await users.pageOf('comercial');
    const row = await migrationRow(page, sharedBaseUrl(), ALFA_FR);
    // The whole year: 12 × 1.000,00 OFF and 12 × 100,00 ON.
    await expect.poll(() => row.innerText()).toMatch(/Não migrado/);
    expect((await migrationCells(row)).slice(3, 6)).toEqual(['R$ 12.000,00', 'R$ 0,00', 'R$ 1.200,00']);
    await row.getByRole('button', { name: 'Solicitar migração' }).click();
    const dialog = page.getByRole('dialog', {
      name: /Solicitar a migração de Grupo Alfa Supermercados · FR/,
    });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('VERBA-ON').count()).toBeGreaterThan(0);
    await typeInPicker(page, dialog.getByLabel('Competência'), `07/${YEAR}`);
    await dialog.getByLabel('Justificativa').fill('Grupo Alfa passa ao modelo ON em julho');
    await dialog.getByRole('button', { name: 'Solicitar migração' }).click();
    await toast(page, 'Migração enviada para aprovação');
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toMatch(/Em aprovação/);

    const approver = await users.pageOf('aprovador');
    const pending = await migrationRow(approver, sharedBaseUrl(), ALFA_FR);
    await pending.getByRole('button', { name: 'Aprovar' }).click();
    const decision = approver.getByRole('dialog', { name: /Aprovar a migração de Grupo Alfa Supermercados/ });
    await decision.getByRole('button', { name: 'Aprovar' }).click();
    await toast(approver, 'Aprovação registrada');
    // January to June stay OFF (6.000,00); July to December moved: ON holds 1.200,00 + 6.000,00.
    await expect
      .poll(async () => (await migrationCells(pending)).slice(3, 6), { timeout: 15_000 })
      .toEqual(['R$ 6.000,00', 'R$ 0,00', 'R$ 7.200,00']);
    expect(await pending.innerText()).toMatch(/Aprovado/);
    expect(await migrationCells(pending)).toContain('R$ 6.000,00');

    const admin = await users.pageOf('admin');
    const lines = await mapLines(admin, sharedBaseUrl(), 'FR', migratedRicBox, { lines: 2 });
    // Budget, additions, removals, reserved, paid, available of the year.
    const on = lines.filter({ hasText: 'VERBA-ON' });
    const off = lines.filter({ hasText: 'VERBA-OFF' });
    await expect.poll(() => lineText(on)).toContain('1.200,00 6.000,00 0,00 0,00 0,00 7.200,00');
    expect(await lineText(off)).toContain('12.000,00 0,00 6.000,00 0,00 0,00 6.000,00');
    const offMonths = await monthBalances(admin, off);
    expect(await offMonths('Disponível', 6).textContent()).toContain('1.000,00');
    expect((await offMonths('Disponível', 7).innerText()).trim()).toBe('0,00');
  });
});
