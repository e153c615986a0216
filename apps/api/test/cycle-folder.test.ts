import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetLedger } from '../src/modules/budget-map/budget-map-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUserToken, texts } from './support/calls';
import {
  errorCodes,
  FOLDER_LINE_KEY,
  FOLDER_YEAR,
  folderAction,
  monthOf,
  newFolderLine,
  twelve,
} from './support/cycle-folders';
import { createTestApp, type TestApp } from './support/test-app';

const YEAR = FOLDER_YEAR;
const LINE_KEY = FOLDER_LINE_KEY;

interface Folder {
  id: number;
  version: number;
  status: string;
  planningOpen: boolean;
  planned: string;
  reserved: string;
  disapprovalJustification: string | null;
  approval: { step: number; stepCount: number; canDecide: boolean } | null;
  actions: {
    id: number;
    number: number;
    investment: string;
    reserved: string;
    status: string;
    mapLineId: number;
  }[];
}

describe('the cycle folder’s planning (/api/pastaCiclo/)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  /** Lines of HC / HPF for the folders: A with 1 000.00 a month, B with 500.00. */
  let lineA: number;
  let lineB: number;
  /** A line of another channel (PC). */
  let linePc: number;

  const as = (token: string, path: string, body: unknown) =>
    call(t, `/api/pastaCiclo/${path}`, body, { token });
  const codes = errorCodes;

  const newLine = (ricBox: string, monthly: string, key: Partial<typeof LINE_KEY> = {}) =>
    newFolderLine(t, tokens.admin, ricBox, monthly, key);

  const month = (lineId: number, number: number) => monthOf(t, lineId, number);

  const action = folderAction;

  async function opened(cycle: number, actions: object[], description = `Pasta do ciclo ${cycle}`) {
    const response = await as(tokens.comercial, 'salvar', {
      year: YEAR,
      cycle,
      channel: 'HC',
      commodity: 'HPF',
      description,
      actions,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Folder;
  }

  async function moved(token: string, path: string, folder: Folder, extra: object = {}) {
    const response = await as(token, path, { id: folder.id, version: folder.version, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Folder;
  }

  const get = async (id: number, token = tokens.admin) =>
    (await as(token, 'buscarPorId', { id })).json() as Folder;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    lineA = await newLine('RIC-CF-A', '1000.00');
    lineB = await newLine('RIC-CF-B', '500.00');
    linePc = await newLine('RIC-CF-PC', '1000.00', { channel: 'PC', economicGroup: 'GRP-BETA' });
  }, 120_000);
  afterAll(() => t?.close());

  it('opens, replans, sends, approves in two steps reserving on the cycle’s month, and closes releasing', async () => {
    const created = await opened(3, [action(lineA, '100', '2.5'), action(lineB, '3', '0.3333')]);
    expect(created).toMatchObject({
      version: 1,
      year: YEAR,
      cycle: 3,
      channel: 'HC',
      commodity: 'HPF',
      status: 'EM_CADASTRO',
      planningOpen: true,
      actionCount: 2,
      planned: '251.00',
      reserved: '0.00',
      approval: null,
      disapprovalJustification: null,
    });
    expect(created.actions).toMatchObject([
      {
        number: 1,
        plannedVolume: '100.000',
        unitValue: '2.5000',
        investment: '250.00',
        mapLineId: lineA,
        mapLineLabel: 'VAR · SE · CVA1 · VERBA-OFF · RIC-CF-A · GRP-ALFA',
        budgetType: 'VERBA-OFF',
        fundsType: 'OFF',
        status: 'ATIVA',
        reserved: '0.00',
      },
      { number: 2, investment: '1.00', mapLineId: lineB },
    ]);
    const [first, second] = created.actions as [Folder['actions'][0], Folder['actions'][0]];

    const options = await as(tokens.comercial, 'buscarLinhasMapa', {
      year: YEAR,
      cycle: 3,
      channel: 'HC',
      commodity: 'HPF',
    });
    expect(options.statusCode, options.body).toBe(200);
    const byId = new Map(options.json().map((line: { id: number }) => [line.id, line]));
    expect(byId.get(lineA)).toMatchObject({
      available: '1000.00',
      fundsType: 'OFF',
      budgetType: 'VERBA-OFF',
    });
    expect(byId.get(lineB)).toMatchObject({ available: '500.00' });
    expect(byId.has(linePc)).toBe(false);

    const replanned = await as(tokens.comercial, 'salvar', {
      id: created.id,
      version: created.version,
      year: YEAR,
      cycle: 3,
      channel: 'HC',
      commodity: 'HPF',
      description: 'Pasta de março replanejada',
      actions: [
        action(lineA, '200', '2.5', { id: first.id }),
        action(lineB, '3', '0.3333', { id: second.id, status: 'CANCELADA' }),
        action(lineA, '10', '1.2345'),
      ],
    });
    expect(replanned.statusCode, replanned.body).toBe(200);
    let folder = replanned.json() as Folder;
    expect(folder).toMatchObject({ version: 2, planned: '512.35', actionCount: 2, status: 'EM_CADASTRO' });
    expect(folder.actions.map((each) => [each.id, each.number, each.investment, each.status])).toEqual([
      [first.id, 1, '500.00', 'ATIVA'],
      [second.id, 2, '1.00', 'CANCELADA'],
      [expect.any(Number), 3, '12.35', 'ATIVA'],
    ]);

    const edit = (version: number) =>
      as(tokens.comercial, 'salvar', {
        id: folder.id,
        version,
        year: YEAR,
        cycle: 3,
        channel: 'HC',
        commodity: 'HPF',
        description: 'Outra',
        actions: [],
      });
    expect((await edit(1)).statusCode).toBe(409);
    expect(codes(await edit(1))).toEqual(['STALE_VERSION']);

    folder = await moved(tokens.comercial, 'enviarAprovacao', folder);
    expect(folder).toMatchObject({
      status: 'EM_APROVACAO',
      version: 3,
      approval: { step: 1, stepCount: 2, canDecide: false },
      reserved: '0.00',
    });
    expect((await get(folder.id, tokens.aprovador)).approval).toEqual({
      step: 1,
      stepCount: 2,
      canDecide: true,
    });
    expect(await month(lineA, 3)).toMatchObject({ reserved: '0.00', available: '1000.00' });

    const afterSend = await edit(folder.version);
    expect(afterSend.statusCode).toBe(409);
    expect(codes(afterSend)).toEqual(['CYCLE_FOLDER_STATUS_FORBIDS']);

    const notYours = await as(tokens.admin, 'aprovar', { id: folder.id, version: folder.version });
    expect(notYours.statusCode).toBe(403);
    expect(codes(notYours)).toEqual(['APPROVAL_NOT_RESPONSIBLE']);

    folder = await moved(tokens.aprovador, 'aprovar', folder);
    expect(folder).toMatchObject({
      status: 'EM_APROVACAO',
      approval: { step: 2, stepCount: 2, canDecide: false },
    });
    folder = await moved(tokens.admin, 'aprovar', folder, { justification: 'Plano dentro do mapa' });
    expect(folder).toMatchObject({
      status: 'APROVADA',
      approval: null,
      planned: '512.35',
      reserved: '512.35',
    });
    expect(folder.actions.map((each) => each.reserved)).toEqual(['500.00', '0.00', '12.35']);
    expect(await month(lineA, 3)).toMatchObject({ reserved: '512.35', available: '487.65' });
    expect(await month(lineA, 4)).toMatchObject({ reserved: '0.00', available: '1000.00' });
    expect(await month(lineB, 3)).toMatchObject({ reserved: '0.00', available: '500.00' });
    const reservations = await t.database.db
      .select({
        kind: budgetLedger.kind,
        amount: budgetLedger.amount,
        referenceKind: budgetLedger.referenceKind,
      })
      .from(budgetLedger)
      .where(
        and(eq(budgetLedger.lineId, lineA), eq(budgetLedger.month, 3), eq(budgetLedger.kind, 'RESERVATION')),
      )
      .orderBy(asc(budgetLedger.id));
    expect(reservations).toEqual([
      { kind: 'RESERVATION', amount: '-500.00', referenceKind: 'CYCLE_FOLDER_ACTION' },
      { kind: 'RESERVATION', amount: '-12.35', referenceKind: 'CYCLE_FOLDER_ACTION' },
    ]);

    folder = await moved(tokens.admin, 'fecharPlanejamento', folder);
    expect(folder.planningOpen).toBe(false);
    const twice = await as(tokens.admin, 'fecharPlanejamento', { id: folder.id, version: folder.version });
    expect(codes(twice)).toEqual(['CYCLE_FOLDER_STATUS_FORBIDS']);
    folder = await moved(tokens.admin, 'abrirPlanejamento', folder);
    expect(folder.planningOpen).toBe(true);

    folder = await moved(tokens.admin, 'encerrar', folder);
    expect(folder).toMatchObject({ status: 'ENCERRADA', reserved: '0.00', planned: '512.35' });
    expect(await month(lineA, 3)).toMatchObject({ reserved: '0.00', available: '1000.00' });
    const releases = await t.database.db
      .select({ amount: budgetLedger.amount, justification: budgetLedger.justification })
      .from(budgetLedger)
      .where(and(eq(budgetLedger.lineId, lineA), eq(budgetLedger.kind, 'RELEASE')))
      .orderBy(asc(budgetLedger.id));
    expect(releases).toEqual([
      { amount: '500.00', justification: 'Pasta de ciclo encerrada' },
      { amount: '12.35', justification: 'Pasta de ciclo encerrada' },
    ]);
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cycle_folder'), eq(auditLog.entityId, String(folder.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((row) => row.action)).toEqual([
      'CRIADO',
      'ALTERADO',
      'ENVIADO_APROVACAO',
      'ETAPA_APROVADA',
      'APROVADA',
      'PLANEJAMENTO_FECHADO',
      'PLANEJAMENTO_ABERTO',
      'ENCERRADA',
    ]);
    const search = await as(tokens.comercial, 'buscar', { years: [YEAR], cycles: [3] });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()).toMatchObject({
      total: 1,
      itens: [
        {
          id: folder.id,
          channelName: expect.any(String),
          commodityName: expect.any(String),
          status: 'ENCERRADA',
          actionCount: 2,
          planned: '512.35',
          reserved: '0.00',
        },
      ],
    });
  });

  it('refuses a second folder of one key, a changed key, a foreign action and a line of another channel', async () => {
    const folder = await opened(4, [action(lineA, '1', '1')]);
    const again = await as(tokens.comercial, 'salvar', {
      year: YEAR,
      cycle: 4,
      channel: 'HC',
      commodity: 'HPF',
      description: 'Repetida',
      actions: [],
    });
    expect(again.statusCode).toBe(409);
    expect(codes(again)).toEqual(['CYCLE_FOLDER_EXISTS']);
    const other = await opened(5, [action(lineA, '1', '1')]);
    const body = {
      id: folder.id,
      version: folder.version,
      year: YEAR,
      cycle: 4,
      channel: 'HC',
      commodity: 'HPF',
      description: 'Pasta do ciclo 4',
    };
    const keyChanged = await as(tokens.comercial, 'salvar', { ...body, cycle: 6, actions: [] });
    expect(keyChanged.statusCode).toBe(422);
    expect(texts(keyChanged).slice(1)).toEqual([
      'cycle: O ano, o ciclo, o canal e a unidade de negócio de uma pasta não mudam; abra outra pasta',
    ]);
    const foreign = await as(tokens.comercial, 'salvar', {
      ...body,
      actions: [action(lineA, '1', '1', { id: other.actions[0]?.id })],
    });
    expect(foreign.statusCode).toBe(422);
    expect(texts(foreign).slice(1)).toEqual(['actions.0.id: Ação não encontrada nesta pasta']);
    const own = folder.actions[0]?.id;
    const repeated = await as(tokens.comercial, 'salvar', {
      ...body,
      actions: [action(lineA, '1', '1', { id: own }), action(lineA, '2', '1', { id: own })],
    });
    expect(repeated.statusCode).toBe(422);
    expect(texts(repeated).slice(1)).toEqual([
      'actions.1.id: Ação repetida na lista: cada ação aparece uma vez',
    ]);
    const pc = await as(tokens.comercial, 'salvar', {
      ...body,
      actions: [action(lineA, '1', '1'), action(linePc, '1', '1')],
    });
    expect(pc.statusCode).toBe(422);
    expect(texts(pc).slice(1)).toEqual([
      'actions.1.mapLineId: Linha do mapa inválida: escolha uma linha ativa do ano, do canal e da unidade de negócio da pasta',
    ]);
    const unknown = await as(tokens.comercial, 'salvar', {
      ...body,
      id: undefined,
      version: undefined,
      cycle: 9,
      channel: 'XX',
      actions: [],
    });
    expect(unknown.statusCode).toBe(422);
    expect(texts(unknown).slice(1)).toEqual(['channel: Código não cadastrado: XX']);
    const stored = await get(folder.id);
    expect(stored).toMatchObject({ version: 1, planned: '1.00' });
    expect(stored.actions).toHaveLength(1);
  });

  it('takes a tactic of the tactic types register and refuses an unknown or inactive one, saving nothing', async () => {
    const register = (path: string, body: object) =>
      call(t, `/api/tipoTatica/${path}`, body, { token: tokens.admin });
    const registered = await register('salvar', { code: 'AMOSTRA', name: 'Amostra grátis' });
    expect(registered.statusCode, registered.body).toBe(200);
    const folder = await opened(2, [action(lineA, '1', '1', { tacticType: 'amostra' })]);
    expect(folder.actions).toMatchObject([{ number: 1, tacticType: 'AMOSTRA' }]);
    const body = {
      id: folder.id,
      version: folder.version,
      year: YEAR,
      cycle: 2,
      channel: 'HC',
      commodity: 'HPF',
      description: 'Pasta do ciclo 2',
    };
    const kept = { ...action(lineA, '1', '1', { tacticType: 'AMOSTRA' }), id: folder.actions[0]?.id };
    /** The field errors of a save adding a second action of the tactic, in the language. */
    const refusal = async (tacticType: string, language = 'pt-BR') => {
      const response = await call(
        t,
        '/api/pastaCiclo/salvar',
        { ...body, actions: [kept, action(lineA, '2', '1', { tacticType })] },
        { token: tokens.comercial, language },
      );
      expect(response.statusCode).toBe(422);
      return texts(response).slice(1);
    };
    expect(await refusal('BRINDE')).toEqual([
      'actions.1.tacticType: Tipo de tática inexistente ou inativo: BRINDE',
    ]);
    expect(await refusal('BRINDE', 'en')).toEqual([
      'actions.1.tacticType: Unknown or inactive tactic type: BRINDE',
    ]);
    const deactivated = await register('inativar', {
      id: registered.json().id,
      version: registered.json().version,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await refusal('AMOSTRA')).toEqual([
      'actions.1.tacticType: Tipo de tática inexistente ou inativo: AMOSTRA',
    ]);
    // The action's holding, region, category, brand and SKU are codes of their registers too.
    const coded = await call(
      t,
      '/api/pastaCiclo/salvar',
      {
        ...body,
        actions: [
          kept,
          action(lineA, '2', '1', {
            economicGroup: 'GRP-NENHUM',
            region: 'SE',
            category: 'CAT-NENHUMA',
            brand: 'MARCA-NENHUMA',
            sku: 'SKU-NENHUM',
          }),
        ],
      },
      { token: tokens.comercial },
    );
    expect(coded.statusCode).toBe(422);
    expect(texts(coded).slice(1)).toEqual([
      'actions.1.economicGroup: Código inexistente ou inativo no cadastro: GRP-NENHUM',
      'actions.1.category: Código inexistente ou inativo no cadastro: CAT-NENHUMA',
      'actions.1.brand: Código inexistente ou inativo no cadastro: MARCA-NENHUMA',
      'actions.1.sku: Código inexistente ou inativo no cadastro: SKU-NENHUM',
    ]);
    const stored = await get(folder.id);
    expect(stored).toMatchObject({ version: 1, planned: '1.00' });
    expect(stored.actions).toHaveLength(1);
    // The action saved with the tactic keeps it although the record was deactivated since.
    const edited = await as(tokens.comercial, 'salvar', {
      ...body,
      description: 'Pasta do ciclo 2 revista',
      actions: [kept],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().actions).toMatchObject([{ tacticType: 'AMOSTRA' }]);
  });

  it('sends only a folder with an active action whose lines cover the plan on the cycle’s month', async () => {
    const empty = await opened(6, [action(lineA, '1', '1', { status: 'CANCELADA' })]);
    const none = await as(tokens.comercial, 'enviarAprovacao', { id: empty.id, version: empty.version });
    expect(none.statusCode).toBe(422);
    expect(codes(none)).toEqual(['CYCLE_FOLDER_NO_ACTIONS']);

    // 300.00 + 250.00 on line B, which has 500.00 in August.
    const above = await opened(8, [
      action(lineB, '300', '1'),
      action(lineB, '250', '1'),
      action(lineA, '1', '1'),
    ]);
    const refused = await as(tokens.comercial, 'enviarAprovacao', { id: above.id, version: above.version });
    expect(refused.statusCode).toBe(422);
    expect(codes(refused)).toEqual(['INSUFFICIENT_FUNDS']);
    expect(await get(above.id)).toMatchObject({ status: 'EM_CADASTRO', version: 1, approval: null });
    expect(await month(lineB, 8)).toMatchObject({ reserved: '0.00', available: '500.00' });
  });

  it('refuses the last approval the map can no longer cover, taking no decision, and takes a justified disapproval', async () => {
    let folder = await opened(7, [action(lineB, '400', '1')]);
    folder = await moved(tokens.comercial, 'enviarAprovacao', folder);
    folder = await moved(tokens.aprovador, 'aprovar', folder);
    // The map's July of line B comes down to 100.00 meanwhile.
    const line = (await call(t, '/api/mapaboa/buscarLinha', { id: lineB }, { token: tokens.admin })).json();
    const budgets = twelve('500.00');
    budgets[6] = '100.00';
    const lowered = await call(
      t,
      '/api/mapaboa/salvar',
      { ...LINE_KEY, ricBox: 'RIC-CF-B', id: lineB, version: line.version, active: true, budgets },
      { token: tokens.admin },
    );
    expect(lowered.statusCode, lowered.body).toBe(200);
    const refused = await as(tokens.admin, 'aprovar', { id: folder.id, version: folder.version });
    expect(refused.statusCode).toBe(422);
    expect(codes(refused)).toEqual(['INSUFFICIENT_FUNDS']);
    const after = await get(folder.id);
    expect(after).toMatchObject({
      status: 'EM_APROVACAO',
      version: folder.version,
      reserved: '0.00',
      approval: { step: 2, stepCount: 2, canDecide: true },
    });
    expect(await month(lineB, 7)).toMatchObject({ budget: '100.00', reserved: '0.00', available: '100.00' });

    const unjustified = await as(tokens.admin, 'reprovar', {
      id: folder.id,
      version: folder.version,
      justification: ' ',
    });
    expect(unjustified.statusCode).toBe(422);
    expect(texts(unjustified).slice(1)).toEqual(['justification: Informe a justificativa da reprovação']);
    folder = await moved(tokens.admin, 'reprovar', folder, { justification: 'Sem verba em julho' });
    expect(folder).toMatchObject({
      status: 'REPROVADA',
      disapprovalJustification: 'Sem verba em julho',
      approval: null,
      reserved: '0.00',
    });
    const [audit] = await t.database.db
      .select({ justification: auditLog.justification })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cycle_folder'), eq(auditLog.action, 'REPROVADA')));
    expect(audit?.justification).toBe('Sem verba em julho');

    const stale = await as(tokens.comercial, 'enviarAprovacao', {
      id: folder.id,
      version: folder.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(codes(stale)).toEqual(['STALE_VERSION']);
    const replanned = await as(tokens.comercial, 'salvar', {
      id: folder.id,
      version: folder.version,
      year: YEAR,
      cycle: 7,
      channel: 'HC',
      commodity: 'HPF',
      description: 'Pasta de julho menor',
      actions: [action(lineB, '80', '1', { id: folder.actions[0]?.id })],
    });
    expect(replanned.statusCode, replanned.body).toBe(200);
    expect(replanned.json()).toMatchObject({
      status: 'EM_CADASTRO',
      planned: '80.00',
      disapprovalJustification: null,
    });
  });

  it('hides folders outside the caller’s channels and refuses callers without a folder role', async () => {
    const folder = await opened(9, [action(lineA, '1', '1')]);
    const pcOnly = await restrictedUserToken(t, tokens.admin, {
      login: 'pasta.pc',
      features: ['ROLE_VISUALIZAR_PASTA_CICLO', 'ROLE_ABRIR_PASTA_CICLO'],
      channels: ['PC'],
    });
    const search = await as(pcOnly, 'buscar', { years: [YEAR] });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()).toEqual({ itens: [], total: 0 });
    expect((await as(pcOnly, 'buscarPorId', { id: folder.id })).statusCode).toBe(404);
    const lines = await as(pcOnly, 'buscarLinhasMapa', {
      year: YEAR,
      cycle: 9,
      channel: 'HC',
      commodity: 'HPF',
    });
    expect(lines.json()).toEqual([]);
    const outside = await as(pcOnly, 'salvar', {
      year: YEAR,
      cycle: 10,
      channel: 'HC',
      commodity: 'HPF',
      description: 'Fora do canal',
      actions: [],
    });
    expect(outside.statusCode).toBe(422);
    expect(texts(outside).slice(1)).toEqual(['channel: Seu perfil só permite PC']);
    expect((await as(tokens.financeiro, 'buscar', {})).statusCode).toBe(403);
    expect((await as(tokens.aprovador, 'salvar', { id: folder.id })).statusCode).toBe(403);
    const noOpen = await restrictedUserToken(t, tokens.admin, {
      login: 'pasta.editor',
      features: ['ROLE_EDITAR_PASTA_CICLO'],
      channels: [],
    });
    const create = await as(noOpen, 'salvar', {
      year: YEAR,
      cycle: 11,
      channel: 'HC',
      commodity: 'HPF',
      description: 'Sem papel de abrir',
      actions: [],
    });
    expect(create.statusCode).toBe(403);
  });
});
