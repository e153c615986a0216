import type { RegisterKey } from '@trade-terms/domain/registers';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../src/modules/master-data/register-tables';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUserToken, texts } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

const YEAR = new Date().getFullYear();
const CUSTOMER = '0001000101';
const OTHER_CUSTOMER = '0001000102';

interface Appreciation {
  folderId: number;
  version: number;
  status: string;
  method: string | null;
  planned: string;
  executed: string;
  appreciated: string;
  actions: {
    id: number;
    status: string;
    category: string | null;
    executedValue: string;
    appreciatedValue: string;
    rows: {
      customer: string;
      executedVolume: string;
      executedValue: string;
      financeVolume: string | null;
      categorySales: string | null;
      percentage: string | null;
      appreciatedValue: string | null;
    }[];
  }[];
}

type Folder = { id: number; version: number; actions: { id: number; status: string }[] };

describe('the appreciation of a counted cycle folder (/api/valorizacaoPasta/)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let lineId: number;

  const as = (token: string, path: string, body: unknown) =>
    call(t, `/api/valorizacaoPasta/${path}`, body, { token });
  const codes = (response: { json: () => { mensagens: { codigo?: string }[] } }) =>
    response.json().mensagens.map((message) => message.codigo);

  async function ok<T>(token: string, url: string, body: object): Promise<T> {
    const response = await call(t, url, body, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }

  const idOf = async (key: RegisterKey, code: string) => {
    const table = tableOf(key);
    const [row] = await t.database.db.select({ id: table.id }).from(table).where(eq(table.code, code));
    if (!row) throw new Error(`no ${key} ${code}`);
    return row.id;
  };

  /**
   * A folder of HC / HPF for the cycle with three actions of category SORV (no demo percentage names it) (100 × 2.5,
   * 3 × 0.3333, and one without category), approved; its counting saved with the rows given and,
   * unless told otherwise, approved.
   */
  async function countedFolder(cycle: number, options: { approveCounting?: boolean } = {}) {
    const action = (plannedVolume: string, unitValue: string, category: string | null) => ({
      tacticType: 'TABLOIDE',
      description: `Tabloide ${plannedVolume} × ${unitValue}`,
      economicGroup: 'GRP-ALFA',
      category,
      plannedVolume,
      unitValue,
      mapLineId: lineId,
    });
    const folderCall = (token: string, path: string, body: object) =>
      ok<Folder>(token, `/api/pastaCiclo/${path}`, body);
    let folder = await folderCall(tokens.comercial, 'salvar', {
      year: YEAR,
      cycle,
      channel: 'HC',
      commodity: 'HPF',
      description: `Pasta valorizada do ciclo ${cycle}`,
      actions: [action('100', '2.5', 'SORV'), action('3', '0.3333', 'SORV'), action('5', '1', null)],
    });
    folder = await folderCall(tokens.comercial, 'enviarAprovacao', {
      id: folder.id,
      version: folder.version,
    });
    folder = await folderCall(tokens.aprovador, 'aprovar', { id: folder.id, version: folder.version });
    folder = await folderCall(tokens.admin, 'aprovar', { id: folder.id, version: folder.version });
    const [first, second, third] = folder.actions as [
      Folder['actions'][0],
      Folder['actions'][0],
      Folder['actions'][0],
    ];
    const countingCall = (token: string, path: string, body: object) =>
      ok<{ version: number }>(token, `/api/apuracaoPasta/${path}`, body);
    let counting = await countingCall(tokens.comercial, 'salvar', {
      folderId: folder.id,
      rows: [
        { actionId: first.id, customer: CUSTOMER, executedVolume: '60.5' },
        { actionId: first.id, customer: OTHER_CUSTOMER, executedVolume: '50' },
        { actionId: second.id, customer: CUSTOMER, executedVolume: '7.001' },
        { actionId: third.id, customer: CUSTOMER, executedVolume: '4' },
      ],
    });
    if (options.approveCounting !== false) {
      counting = await countingCall(tokens.comercial, 'enviarAprovacao', {
        id: folder.id,
        version: counting.version,
      });
      await countingCall(tokens.aprovador, 'aprovar', { id: folder.id, version: counting.version });
    }
    return { folder, first, second, third };
  }

  const get = async (folderId: number, token = tokens.financeiro) => {
    const response = await as(token, 'buscarPorPasta', { id: folderId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Appreciation;
  };

  const appreciationAudits = async () =>
    (
      await t.database.db
        .select({ action: auditLog.action, entityId: auditLog.entityId })
        .from(auditLog)
        .where(eq(auditLog.entity, 'cycle_folder_appreciation'))
        .orderBy(asc(auditLog.id))
    ).map((row) => row.action);

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    const line = await ok<{ id: number }>(tokens.admin, '/api/mapaboa/salvar', {
      commodity: 'HPF',
      economicGroup: 'GRP-ALFA',
      channel: 'HC',
      segment: 'VAR',
      region: 'SE',
      cva: 'CVA1',
      budgetType: 'VERBA-OFF',
      year: YEAR,
      ricBox: 'RIC-VALORIZACAO',
      budgets: Array<string>(12).fill('100000.00'),
    });
    lineId = line.id;
    // The test's own percentages of this year: any channel at 4 %, and HC / HPF at 12.5 % from
    // March, so the most specific one is chosen in the folders' cycles.
    const category = await idOf('category', 'SORV');
    for (const [code, extra, percentage, validityStart] of [
      [`PCT-T-${YEAR}`, {}, '4', `01/01/${YEAR}`],
      [
        `PCT-T-${YEAR}-HC`,
        { channel: await idOf('channel', 'HC'), commodity: await idOf('commodity', 'HPF') },
        '12.5',
        `01/03/${YEAR}`,
      ],
    ] as const)
      await ok(tokens.financeiro, '/api/percentualCategoria/salvar', {
        code,
        name: `Sorvetes ${code}`,
        year: YEAR,
        category,
        percentage,
        validityStart,
        ...extra,
      });
  }, 120_000);
  afterAll(() => t?.close());

  it('appreciates an approved counting by volume, confirms it, and reopens it to change it', async () => {
    const { folder, first, second } = await countedFolder(3);
    const empty = await get(folder.id);
    expect(empty).toMatchObject({
      folderId: folder.id,
      version: 0,
      status: 'EM_CADASTRO',
      method: null,
      planned: '256.00',
      executed: '282.58',
      appreciated: '0.00',
    });
    expect(empty.actions.map((action) => [action.id, action.rows.length, action.appreciatedValue])).toEqual([
      [first.id, 2, '0.00'],
      [second.id, 1, '0.00'],
      [expect.any(Number), 1, '0.00'],
    ]);

    const saved = await as(tokens.financeiro, 'salvar', {
      folderId: folder.id,
      method: 'VOLUME',
      rows: [
        // The executed volume as it is, and one lowered by finance.
        { actionId: first.id, customer: CUSTOMER, financeVolume: '60.5' },
        { actionId: first.id, customer: OTHER_CUSTOMER, financeVolume: '40' },
        { actionId: second.id, customer: CUSTOMER, financeVolume: '7.001' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    let appreciation = saved.json() as Appreciation;
    // 60.5 × 2.5 = 151.25; 40 × 2.5 = 100.00; 7.001 × 0.3333 = 2.3334333 → 2.33.
    expect(appreciation).toMatchObject({
      version: 1,
      method: 'VOLUME',
      status: 'EM_CADASTRO',
      appreciated: '253.58',
    });
    expect(appreciation.actions[0]).toMatchObject({ appreciatedValue: '251.25' });
    expect(appreciation.actions[0]?.rows).toEqual([
      {
        customer: CUSTOMER,
        customerName: expect.any(String),
        executedVolume: '60.500',
        executedValue: '151.25',
        financeVolume: '60.500',
        categorySales: null,
        percentage: null,
        appreciatedValue: '151.25',
      },
      expect.objectContaining({
        customer: OTHER_CUSTOMER,
        financeVolume: '40.000',
        appreciatedValue: '100.00',
      }),
    ]);
    // A counted row not sent is not appreciated.
    expect(appreciation.actions[2]?.rows[0]).toMatchObject({ financeVolume: null, appreciatedValue: null });

    const stale = await as(tokens.financeiro, 'salvar', {
      folderId: folder.id,
      version: 0,
      method: 'VOLUME',
      rows: [],
    });
    expect(stale.statusCode).toBe(409);
    expect(codes(stale)).toEqual(['STALE_VERSION']);
    const staleMove = await as(tokens.financeiro, 'confirmar', { id: folder.id, version: 0 });
    expect(codes(staleMove)).toEqual(['STALE_VERSION']);

    const confirmed = await as(tokens.financeiro, 'confirmar', {
      id: folder.id,
      version: appreciation.version,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    appreciation = confirmed.json() as Appreciation;
    expect(appreciation).toMatchObject({ version: 2, status: 'CONFIRMADA', appreciated: '253.58' });

    const locked = await as(tokens.financeiro, 'salvar', {
      folderId: folder.id,
      version: appreciation.version,
      method: 'VOLUME',
      rows: [],
    });
    expect(locked.statusCode).toBe(409);
    expect(codes(locked)).toEqual(['FOLDER_APPRECIATION_STATUS_FORBIDS']);
    const twice = await as(tokens.financeiro, 'confirmar', { id: folder.id, version: appreciation.version });
    expect(codes(twice)).toEqual(['FOLDER_APPRECIATION_STATUS_FORBIDS']);

    const reopened = await as(tokens.financeiro, 'reabrir', { id: folder.id, version: appreciation.version });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ version: 3, status: 'EM_CADASTRO' });
    const changed = await as(tokens.financeiro, 'salvar', {
      folderId: folder.id,
      version: 3,
      method: 'VOLUME',
      rows: [{ actionId: first.id, customer: CUSTOMER, financeVolume: '10' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ version: 4, appreciated: '25.00' });

    const list = await as(tokens.financeiro, 'buscar', { years: [YEAR], cycles: [3] });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      total: 1,
      itens: [
        {
          folderId: folder.id,
          year: YEAR,
          cycle: 3,
          channel: 'HC',
          channelName: expect.any(String),
          commodity: 'HPF',
          commodityName: expect.any(String),
          description: 'Pasta valorizada do ciclo 3',
          planned: '256.00',
          executed: '282.58',
          appreciated: '25.00',
          method: 'VOLUME',
          status: 'EM_CADASTRO',
        },
      ],
    });
    const confirmedOnly = await as(tokens.financeiro, 'buscar', { years: [YEAR], statuses: ['CONFIRMADA'] });
    expect(confirmedOnly.json().itens.map((row: { folderId: number }) => row.folderId)).not.toContain(
      folder.id,
    );
    expect(await appreciationAudits()).toEqual(['CRIADO', 'CONFIRMADA', 'REABERTA', 'ALTERADO']);
  });

  it('appreciates by category percentage at the most specific percentage valid in the cycle', async () => {
    const { folder, first, second, third } = await countedFolder(4);
    const sales = (actionId: number, customer: string, categorySales: string) => ({
      actionId,
      customer,
      categorySales,
    });
    const saved = await as(tokens.financeiro, 'salvar', {
      folderId: folder.id,
      method: 'PERCENTUAL_CATEGORIA',
      rows: [sales(first.id, CUSTOMER, '1000'), sales(second.id, CUSTOMER, '333.33')],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const appreciation = saved.json() as Appreciation;
    // 1000 × 12.5 % = 125.00; 333.33 × 12.5 % = 41.66625 → 41.67.
    expect(appreciation).toMatchObject({ method: 'PERCENTUAL_CATEGORIA', appreciated: '166.67' });
    expect(appreciation.actions[0]?.rows[0]).toMatchObject({
      financeVolume: null,
      categorySales: '1000.00',
      percentage: '12.5000',
      appreciatedValue: '125.00',
    });

    const withoutCategory = await as(tokens.financeiro, 'salvar', {
      folderId: folder.id,
      version: appreciation.version,
      method: 'PERCENTUAL_CATEGORIA',
      rows: [sales(third.id, CUSTOMER, '10')],
    });
    expect(withoutCategory.statusCode).toBe(422);
    expect(texts(withoutCategory)).toContain(
      'rows.0.actionId: A ação não tem categoria: valorize-a por volume ou informe a categoria na pasta',
    );

    // February is before the HC percentage's validity: the general one (4 %) applies.
    const { folder: february, first: februaryAction } = await countedFolder(2);
    const general = await as(tokens.financeiro, 'salvar', {
      folderId: february.id,
      method: 'PERCENTUAL_CATEGORIA',
      rows: [sales(februaryAction.id, CUSTOMER, '1000')],
    });
    expect(general.statusCode, general.body).toBe(200);
    expect(general.json()).toMatchObject({ appreciated: '40.00' });

    // Switching the method replaces the rows.
    const byVolume = await as(tokens.financeiro, 'salvar', {
      folderId: folder.id,
      version: appreciation.version,
      method: 'VOLUME',
      rows: [{ actionId: third.id, customer: CUSTOMER, financeVolume: '4' }],
    });
    expect(byVolume.statusCode, byVolume.body).toBe(200);
    expect(byVolume.json()).toMatchObject({ method: 'VOLUME', appreciated: '4.00' });
  });

  it('refuses an action not counted and other bad input with a clear message, and changes nothing', async () => {
    const { folder, first, third } = await countedFolder(5);
    const save = (rows: object[], method = 'VOLUME') =>
      as(tokens.financeiro, 'salvar', { folderId: folder.id, method, rows });
    const otherFolder = await countedFolder(6);

    const foreign = await save([{ actionId: otherFolder.first.id, customer: CUSTOMER, financeVolume: '1' }]);
    expect(foreign.statusCode).toBe(422);
    expect(texts(foreign)).toContain(
      'rows.0.actionId: Ação não apurada: só se valoriza uma ação ativa com linhas na apuração aprovada da pasta',
    );
    const english = await call(
      t,
      '/api/valorizacaoPasta/salvar',
      {
        folderId: folder.id,
        method: 'VOLUME',
        rows: [{ actionId: 999999, customer: CUSTOMER, financeVolume: '1' }],
      },
      { token: tokens.financeiro, language: 'en' },
    );
    expect(texts(english)).toContain(
      'rows.0.actionId: Action not counted: only an active action with rows in the folder’s approved counting is appreciated',
    );

    const uncountedCustomer = await save([
      { actionId: third.id, customer: OTHER_CUSTOMER, financeVolume: '1' },
    ]);
    expect(uncountedCustomer.statusCode).toBe(422);
    expect(texts(uncountedCustomer)).toContain(
      `rows.0.customer: Cliente não apurado nesta ação: ${OTHER_CUSTOMER}`,
    );

    const above = await save([{ actionId: first.id, customer: CUSTOMER, financeVolume: '60.501' }]);
    expect(above.statusCode).toBe(422);
    expect(texts(above)).toContain(
      'rows.0.financeVolume: O volume financeiro passa do volume executado na apuração (60.500)',
    );

    const repeated = await save([
      { actionId: first.id, customer: CUSTOMER, financeVolume: '1' },
      { actionId: first.id, customer: CUSTOMER, financeVolume: '2' },
    ]);
    expect(texts(repeated)).toContain(
      'rows.1.customer: Linha repetida: cada ação e cliente aparecem uma vez',
    );

    const mixed = await save(
      [{ actionId: first.id, customer: CUSTOMER, financeVolume: '1' }],
      'PERCENTUAL_CATEGORIA',
    );
    expect(mixed.statusCode).toBe(422);
    expect(texts(mixed).some((text) => text.startsWith('rows.0.categorySales:'))).toBe(true);

    expect(await get(folder.id)).toMatchObject({ version: 0, appreciated: '0.00', method: null });

    const nothingToConfirm = await as(tokens.financeiro, 'confirmar', { id: folder.id, version: 0 });
    expect(nothingToConfirm.statusCode).toBe(422);
    expect(codes(nothingToConfirm)).toEqual(['FOLDER_APPRECIATION_NO_ROWS']);
    expect((await save([])).statusCode).toBe(200);
    const stillNothing = await as(tokens.financeiro, 'confirmar', { id: folder.id, version: 1 });
    expect(codes(stillNothing)).toEqual(['FOLDER_APPRECIATION_NO_ROWS']);
    const notConfirmed = await as(tokens.financeiro, 'reabrir', { id: folder.id, version: 1 });
    expect(codes(notConfirmed)).toEqual(['FOLDER_APPRECIATION_STATUS_FORBIDS']);

    const { folder: notApproved } = await countedFolder(7, { approveCounting: false });
    const early = await as(tokens.financeiro, 'salvar', {
      folderId: notApproved.id,
      method: 'VOLUME',
      rows: [],
    });
    expect(early.statusCode).toBe(409);
    expect(codes(early)).toEqual(['FOLDER_APPRECIATION_COUNTING_NOT_APPROVED']);
    expect(texts(early)[0]).toBe('A valorização só existe para uma pasta de ciclo com a apuração aprovada');
    expect((await as(tokens.financeiro, 'buscarPorPasta', { id: notApproved.id })).statusCode).toBe(409);
    const listed = await as(tokens.financeiro, 'buscar', { years: [YEAR], cycles: [7] });
    expect(listed.json()).toEqual({ itens: [], total: 0 });
  });

  it('hides folders outside the caller’s channels and refuses callers without an appreciation role', async () => {
    const { folder, first } = await countedFolder(8);
    const pcOnly = await restrictedUserToken(t, tokens.admin, {
      login: 'valorizacao.pc',
      features: ['ROLE_VISUALIZAR_VALORIZACAO_PASTA', 'ROLE_EDITAR_VALORIZACAO_PASTA'],
      channels: ['PC'],
    });
    expect((await as(pcOnly, 'buscar', { years: [YEAR] })).json()).toEqual({ itens: [], total: 0 });
    expect((await as(pcOnly, 'buscarPorPasta', { id: folder.id })).statusCode).toBe(404);
    const body = {
      folderId: folder.id,
      method: 'VOLUME',
      rows: [{ actionId: first.id, customer: CUSTOMER, financeVolume: '1' }],
    };
    expect((await as(pcOnly, 'salvar', body)).statusCode).toBe(404);
    expect((await as(pcOnly, 'confirmar', { id: folder.id, version: 0 })).statusCode).toBe(404);
    expect((await as(tokens.aprovador, 'buscar', {})).statusCode).toBe(403);

    const viewer = await restrictedUserToken(t, tokens.admin, {
      login: 'valorizacao.leitura',
      features: ['ROLE_VISUALIZAR_VALORIZACAO_PASTA'],
      channels: ['HC'],
    });
    expect((await as(viewer, 'buscarPorPasta', { id: folder.id })).statusCode).toBe(200);
    expect((await as(viewer, 'salvar', body)).statusCode).toBe(403);
    expect((await as(viewer, 'confirmar', { id: folder.id, version: 0 })).statusCode).toBe(403);
    expect((await as(viewer, 'reabrir', { id: folder.id, version: 0 })).statusCode).toBe(403);
    const register = await call(
      t,
      '/api/percentualCategoria/salvar',
      {
        code: 'PCT-LEITURA',
        name: 'Leitura',
        year: YEAR,
        category: 1,
        percentage: '1',
        validityStart: `01/01/${YEAR}`,
      },
      { token: viewer },
    );
    expect(register.statusCode).toBe(403);
    expect((await as(tokens.financeiro, 'salvar', body)).statusCode).toBe(200);
  });
});
