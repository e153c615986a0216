import { CYCLE_ACTION_LEDGER_KIND } from '@trade-terms/domain/cycle-folders';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldByReferences } from '../src/modules/budget-map/budget-line-reads';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, texts } from './support/calls';
import {
  approvedFolder,
  FOLDER_YEAR,
  type FolderAnswer,
  folderAction,
  monthOf,
  newFolderLine,
} from './support/cycle-folders';
import { readSheet, waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

const CUSTOMER = '0001000101';
const OTHER_CUSTOMER = '0001000102';

interface Item {
  id: number;
  groupId: number;
  folderId: number | null;
  folderActionId: number | null;
  ascertainmentId: number | null;
  payerCode: string;
  amount: string;
  calculated: string;
  mapLineId: number | null;
  reserved: string | null;
  origin: string;
  stage: string;
}

interface Group {
  id: number;
  origin: string;
  budgetType: string;
  ricBox: string;
  toPay: string;
}

/**
 * Payments of cycle folders (docs/domain.md "Cycle folder payments"): a confirmed appreciation's
 * rows become payment items of origin PASTA_CICLO that take over their actions' reservations on
 * the budget map instead of reserving twice; money above the reservation must be available,
 * money below it stays with the action; a disapproval gives the action its reservation back; an
 * appreciation in payment is not reopened; the folder reports show what was paid.
 */
describe('payments of cycle folders', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;

  async function ok<T>(token: string, url: string, body: object): Promise<T> {
    const response = await call(t, url, body, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }
  const competence = (cycle: number) => `${String(cycle).padStart(2, '0')}/${FOLDER_YEAR}`;
  const pay = (path: string, body: object, token = tokens.admin) =>
    call(t, `/api/pagamento/${path}`, body, { token });
  const folderHeld = async (actionIds: readonly number[]) =>
    Object.fromEntries(
      (await heldByReferences(t.database.db, CYCLE_ACTION_LEDGER_KIND, actionIds)).map((row) => [
        Number(row.referenceId),
        row.held,
      ]),
    );

  /**
   * A folder of the cycle on the line with two actions, 100 × 2.5 (250.00) and 10 × 3 (30.00),
   * approved; counted (the first for two customers, 60 and 50; the second, 10) and approved;
   * appreciated by volume (the second at 5 of its 10) and confirmed. Appreciated: 150.00 and
   * 125.00 for the first action (25.00 above its reservation), 15.00 for the second (15.00 below).
   */
  async function appreciatedFolder(cycle: number, lineId: number) {
    const folder: FolderAnswer = await approvedFolder(t, tokens, cycle, [
      folderAction(lineId, '100', '2.5'),
      folderAction(lineId, '10', '3'),
    ]);
    const [first, second] = folder.actions as [FolderAnswer['actions'][0], FolderAnswer['actions'][0]];
    let counting = await ok<{ version: number }>(tokens.comercial, '/api/apuracaoPasta/salvar', {
      folderId: folder.id,
      rows: [
        { actionId: first.id, customer: CUSTOMER, executedVolume: '60' },
        { actionId: first.id, customer: OTHER_CUSTOMER, executedVolume: '50' },
        { actionId: second.id, customer: CUSTOMER, executedVolume: '10' },
      ],
    });
    counting = await ok(tokens.comercial, '/api/apuracaoPasta/enviarAprovacao', {
      id: folder.id,
      version: counting.version,
    });
    await ok(tokens.aprovador, '/api/apuracaoPasta/aprovar', { id: folder.id, version: counting.version });
    let appreciation = await ok<{ version: number }>(tokens.financeiro, '/api/valorizacaoPasta/salvar', {
      folderId: folder.id,
      version: 0,
      method: 'VOLUME',
      rows: [
        { actionId: first.id, customer: CUSTOMER, financeVolume: '60' },
        { actionId: first.id, customer: OTHER_CUSTOMER, financeVolume: '50' },
        { actionId: second.id, customer: CUSTOMER, financeVolume: '5' },
      ],
    });
    appreciation = await ok(tokens.financeiro, '/api/valorizacaoPasta/confirmar', {
      id: folder.id,
      version: appreciation.version,
    });
    return { folder, first, second, appreciationVersion: appreciation.version };
  }

  const groupsOf = async (cycle: number, tab: string) =>
    (
      await ok<{ itens: Group[] }>(tokens.admin, '/api/pagamento/buscar', {
        competences: [competence(cycle)],
        tab,
      })
    ).itens;
  const itemsOf = async (groupId: number) =>
    (await ok<Item[]>(tokens.admin, '/api/pagamento/buscarItens', { ids: [groupId] })).sort(
      (a, b) => Number(a.amount) - Number(b.amount),
    );
  /** Validation and liberation by the demo flows' administrator; answers the liberation's answer. */
  async function liberate(groupId: number) {
    expect((await pay('aprovar', { ids: [groupId] })).json().done).toEqual([groupId]);
    return pay('aprovar', { ids: [groupId] });
  }

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
  }, 120_000);
  afterAll(() => t?.close());

  it('pays a confirmed appreciation: its rows take over the actions’ reservations, lot, SAP and the reports’ paid money', async () => {
    const lineId = await newFolderLine(t, tokens.admin, 'RIC-PAGAMENTO', '1000.00');
    const { folder, first, second, appreciationVersion } = await appreciatedFolder(3, lineId);
    expect(await monthOf(t, lineId, 3)).toMatchObject({ reserved: '280.00', available: '720.00' });

    // The competence of the folder's cycle: one group of origin PASTA_CICLO on the action's line's
    // budget type and RIC box, one item per appreciated row, paid to the row's customer.
    const generated = await pay('gerarPagamentos', { competence: competence(3) });
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json()).toMatchObject({ items: 3 });
    const [group, ...others] = await groupsOf(3, 'underValidation');
    expect(others).toEqual([]);
    expect(group).toMatchObject({
      origin: 'PASTA_CICLO',
      budgetType: 'VERBA-OFF',
      ricBox: 'RIC-PAGAMENTO',
      toPay: '290.00',
    });
    const items = await itemsOf(group?.id as number);
    expect(items.map((item) => [item.folderActionId, item.payerCode, item.amount])).toEqual([
      [second.id, CUSTOMER, '15.00'],
      [first.id, OTHER_CUSTOMER, '125.00'],
      [first.id, CUSTOMER, '150.00'],
    ]);
    expect(items.every((item) => item.folderId === folder.id && item.ascertainmentId === null)).toBe(true);
    expect(items.every((item) => item.mapLineId === lineId && item.reserved === null)).toBe(true);
    // Nothing is paid twice: generating again makes nothing new.
    expect((await pay('gerarPagamentos', { competence: competence(3) })).json()).toMatchObject({ items: 0 });

    // An appreciation in payment is not reopened (its rows are what the items pay).
    const reopen = await call(
      t,
      '/api/valorizacaoPasta/reabrir',
      { id: folder.id, version: appreciationVersion },
      { token: tokens.financeiro },
    );
    expect(reopen.statusCode, reopen.body).toBe(409);
    expect(texts(reopen)).toEqual([
      'Esta valorização já está em pagamento: só pode ser reaberta se os pagamentos da pasta forem reprovados.',
    ]);

    // The liberation takes over the actions' reservations: the first action's 250.00 covers 150.00
    // and 100.00 of the 125.00, and 25.00 more comes from the line's available money; the second
    // gives 15.00 of its 30.00 and keeps 15.00 until the folder closes.
    const liberated = await liberate(group?.id as number);
    expect(liberated.json().done, liberated.body).toEqual([group?.id]);
    expect(await folderHeld([first.id, second.id])).toEqual({ [first.id]: '0.00', [second.id]: '15.00' });
    expect(await monthOf(t, lineId, 3)).toMatchObject({ reserved: '305.00', available: '695.00' });
    expect((await itemsOf(group?.id as number)).map((item) => item.reserved)).toEqual([
      '15.00',
      '125.00',
      '150.00',
    ]);

    // The general report shows what the folder's payments hold as reserved, nothing paid yet.
    const reportBody = {
      year: FOLDER_YEAR,
      period: 'FY',
      channels: ['HC'],
      commodities: ['HPF'],
      regions: [],
      pagina: 1,
      tamanhoPagina: 20,
    };
    const before = await ok<{ totals: Record<string, string> }>(
      tokens.admin,
      '/api/relatorioPastaCiclo/geral',
      reportBody,
    );
    expect(before.totals).toMatchObject({
      planned: '280.00',
      reserved: '305.00',
      appreciated: '290.00',
      paid: '0.00',
    });

    // Lot, SAP and its return: the items' reservations become payments.
    const lot = await pay('distribuir', { ids: [group?.id] });
    expect(lot.statusCode, lot.body).toBe(200);
    const sheet = await readSheet(
      (await pay('exportarLoteSap', { lotCode: lot.json().lotCode })).json().conteudo,
    );
    expect(sheet.slice(1).map((row) => [row[4], row[11]])).toEqual([
      [CUSTOMER, 150],
      [OTHER_CUSTOMER, 125],
      [CUSTOMER, 15],
    ]);
    const file = await workbookOf(
      ['ID_ITEM', 'NUM_PAGAMENTO', 'DATA_PAGAMENTO', 'STATUS', 'VALOR'],
      sheet
        .slice(1)
        .map((row, index) => [row[3], `52000000${index}`, `10/04/${FOLDER_YEAR}`, 'PAGO', row[11]]),
    );
    const queued = await pay('importarRetornoSap', { nomeArquivo: 'retorno.xlsx', conteudo: file });
    expect(queued.statusCode, queued.body).toBe(202);
    expect((await waitForJob(t, tokens.admin, queued.json().id)).status).toBe('FINALIZADO');
    expect(await monthOf(t, lineId, 3)).toMatchObject({
      reserved: '15.00',
      paid: '290.00',
      available: '695.00',
    });
    const after = await ok<{ totals: Record<string, string> }>(
      tokens.admin,
      '/api/relatorioPastaCiclo/geral',
      reportBody,
    );
    expect(after.totals).toMatchObject({ reserved: '15.00', appreciated: '290.00', paid: '290.00' });

    // Closing the folder gives back only what the second action kept.
    const read = await ok<{ version: number }>(tokens.comercial, '/api/pastaCiclo/buscarPorId', {
      id: folder.id,
    });
    await ok(tokens.admin, '/api/pastaCiclo/encerrar', { id: folder.id, version: read.version });
    expect(await monthOf(t, lineId, 3)).toMatchObject({
      reserved: '0.00',
      paid: '290.00',
      available: '710.00',
    });
  });

  it('gives a disapproved payment’s money back to the actions, so the appreciation can be reopened', async () => {
    const lineId = await newFolderLine(t, tokens.admin, 'RIC-REPROVADO', '1000.00');
    const { folder, first, second, appreciationVersion } = await appreciatedFolder(4, lineId);
    await pay('gerarPagamentos', { competence: competence(4) });
    const [group] = await groupsOf(4, 'underValidation');
    expect((await liberate(group?.id as number)).json().done).toEqual([group?.id]);
    expect(await monthOf(t, lineId, 4)).toMatchObject({ reserved: '305.00', available: '695.00' });

    const refused = await pay('reprovar', { ids: [group?.id], justification: 'Volumes a conferir' });
    expect(refused.json().done, refused.body).toEqual([group?.id]);
    // The items' 290.00 released, the 265.00 they took over reserved for the actions again.
    expect(await folderHeld([first.id, second.id])).toEqual({ [first.id]: '250.00', [second.id]: '30.00' });
    expect(await monthOf(t, lineId, 4)).toMatchObject({ reserved: '280.00', available: '720.00' });
    const [audit] = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entity, 'payment_group'))
      .orderBy(asc(auditLog.id))
      .then((rows) => rows.filter((row) => (row.after as { stage?: string }).stage === 'REPROVADO'));
    expect(
      ((audit?.after ?? {}) as { givenBack?: { action: number; amount: string }[] }).givenBack?.map((row) => [
        row.action,
        row.amount,
      ]),
    ).toEqual([
      [first.id, '150.00'],
      [first.id, '100.00'],
      [second.id, '15.00'],
    ]);

    await ok(tokens.financeiro, '/api/valorizacaoPasta/reabrir', {
      id: folder.id,
      version: appreciationVersion,
    });
  });

  it('refuses the liberation when the money appreciated above the reservation is not available, and changes nothing', async () => {
    // 290.00 a month: the folder reserves 280.00 and leaves 10.00, short of the 25.00 above.
    const lineId = await newFolderLine(t, tokens.admin, 'RIC-CURTO', '290.00');
    const { first, second } = await appreciatedFolder(5, lineId);
    await pay('gerarPagamentos', { competence: competence(5) });
    const [group] = await groupsOf(5, 'underValidation');
    const liberated = await liberate(group?.id as number);
    expect(liberated.json().done).toEqual([]);
    expect(liberated.json().skipped).toEqual([{ id: group?.id, reason: 'Saldo insuficiente' }]);
    expect(await folderHeld([first.id, second.id])).toEqual({ [first.id]: '250.00', [second.id]: '30.00' });
    expect(await monthOf(t, lineId, 5)).toMatchObject({ reserved: '280.00', available: '10.00' });
    expect((await groupsOf(5, 'budgetLiberation')).map((row) => row.id)).toEqual([group?.id]);
  });

  it('makes one item per appreciated row when generations race', async () => {
    const lineId = await newFolderLine(t, tokens.admin, 'RIC-CORRIDA', '1000.00');
    await appreciatedFolder(6, lineId);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => pay('gerarPagamentos', { competence: competence(6) })),
    );
    // Each generation either made the items or found them made (or lost the race and says so).
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    const made = answers
      .filter((answer) => answer.statusCode === 200)
      .reduce((sum, answer) => sum + (answer.json().items as number), 0);
    expect(made).toBe(3);
    const groups = await groupsOf(6, 'underValidation');
    expect(groups.map((group) => group.toPay)).toEqual(['290.00']);
  });
});
