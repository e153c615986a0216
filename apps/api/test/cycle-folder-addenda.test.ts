import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetLedger } from '../src/modules/budget-map/budget-map-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUserToken, texts } from './support/calls';
import {
  approvedFolder as approvedFolderOf,
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

interface Action {
  id: number;
  number: number;
  investment: string;
  reserved: string;
  status: string;
  mapLineId: number;
}
interface Folder {
  id: number;
  version: number;
  status: string;
  planningOpen: boolean;
  planned: string;
  reserved: string;
  actions: Action[];
}
interface Addendum {
  id: number;
  version: number;
  number: number;
  status: string;
  justification: string;
  disapprovalJustification: string | null;
  approval: { step: number; stepCount: number; canDecide: boolean } | null;
  changes: {
    kind: string;
    actionId: number | null;
    actionNumber: number | null;
    investment: string | null;
  }[];
}

describe('addenda of an approved cycle folder (/api/pastaCiclo/…Aditivo)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  /** Lines of HC / HPF: A with 1 000.00 a month, B with 500.00, C with 300.00. */
  let lineA: number;
  let lineB: number;
  let lineC: number;

  const as = (token: string, path: string, body: unknown) =>
    call(t, `/api/pastaCiclo/${path}`, body, { token });
  async function ok<T>(token: string, path: string, body: unknown): Promise<T> {
    const response = await as(token, path, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }

  /** A folder of the cycle, opened, sent and approved in its two steps. */
  const approvedFolder = async (cycle: number, actions: object[]) =>
    (await approvedFolderOf(t, tokens, cycle, actions)) as unknown as Folder;

  const move = (token: string, path: string, addendum: Addendum, extra: object = {}) =>
    ok<Addendum>(token, path, { id: addendum.id, version: addendum.version, ...extra });

  const get = async (id: number) => ok<Folder>(tokens.admin, 'buscarPorId', { id });

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    lineA = await newFolderLine(t, tokens.admin, 'RIC-AD-A', '1000.00');
    lineB = await newFolderLine(t, tokens.admin, 'RIC-AD-B', '500.00');
    lineC = await newFolderLine(t, tokens.admin, 'RIC-AD-C', '300.00');
  }, 120_000);
  afterAll(() => t?.close());

  it('adds, replans up, moves to another line and cancels through a two-step approval, the reservations exact', async () => {
    const folder = await approvedFolder(3, [
      folderAction(lineA, '100', '2'),
      folderAction(lineA, '50', '1'),
      folderAction(lineB, '100', '1'),
      folderAction(lineB, '40', '1'),
    ]);
    const [a1, a2, a3, a4] = folder.actions as [Action, Action, Action, Action];
    expect(await monthOf(t, lineA, 3)).toMatchObject({ reserved: '250.00', available: '750.00' });
    expect(await monthOf(t, lineB, 3)).toMatchObject({ reserved: '140.00', available: '360.00' });

    const body = {
      folderId: folder.id,
      justification: 'Reforço do tabloide',
      newActions: [folderAction(lineC, '10', '1.5')],
      replans: [
        folderAction(lineA, '300', '1', { id: a1.id }),
        folderAction(lineB, '60', '1', { id: a2.id }),
      ],
      cancellations: [a4.id],
    };
    let addendum = await ok<Addendum>(tokens.comercial, 'salvarAditivo', body);
    expect(addendum).toMatchObject({ number: 1, version: 1, status: 'EM_CADASTRO', approval: null });
    expect(addendum.changes.map((change) => [change.kind, change.actionNumber, change.investment])).toEqual([
      ['NOVA', null, '15.00'],
      ['REPLANEJAMENTO', 1, '300.00'],
      ['REPLANEJAMENTO', 2, '60.00'],
      ['CANCELAMENTO', 4, null],
    ]);
    const second = await as(tokens.comercial, 'salvarAditivo', { ...body, justification: 'Outro' });
    expect(second.statusCode).toBe(409);
    expect(errorCodes(second)).toEqual(['CYCLE_FOLDER_ADDENDUM_OPEN_EXISTS']);

    addendum = await ok<Addendum>(tokens.comercial, 'salvarAditivo', {
      ...body,
      id: addendum.id,
      version: addendum.version,
      justification: 'Reforço do tabloide de março',
    });
    expect(addendum).toMatchObject({ number: 1, version: 2, justification: 'Reforço do tabloide de março' });
    const stale = await as(tokens.comercial, 'salvarAditivo', { ...body, id: addendum.id, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorCodes(stale)).toEqual(['STALE_VERSION']);

    addendum = await move(tokens.comercial, 'enviarAprovacaoAditivo', addendum);
    expect(addendum).toMatchObject({
      status: 'EM_APROVACAO',
      approval: { step: 1, stepCount: 2, canDecide: false },
    });
    const [listed] = await ok<Addendum[]>(tokens.aprovador, 'buscarAditivos', { id: folder.id });
    expect(listed?.approval).toEqual({ step: 1, stepCount: 2, canDecide: true });
    const edit = await as(tokens.comercial, 'salvarAditivo', {
      ...body,
      id: addendum.id,
      version: addendum.version,
    });
    expect(errorCodes(edit)).toEqual(['CYCLE_FOLDER_ADDENDUM_STATUS_FORBIDS']);
    const notYours = await as(tokens.admin, 'aprovarAditivo', { id: addendum.id, version: addendum.version });
    expect(notYours.statusCode).toBe(403);
    expect(errorCodes(notYours)).toEqual(['APPROVAL_NOT_RESPONSIBLE']);

    addendum = await move(tokens.aprovador, 'aprovarAditivo', addendum);
    expect(addendum).toMatchObject({ status: 'EM_APROVACAO', approval: { step: 2 } });
    expect(await get(folder.id)).toMatchObject({ version: folder.version, reserved: '390.00' });
    addendum = await move(tokens.admin, 'aprovarAditivo', addendum, { justification: 'Cabe no mapa' });
    expect(addendum).toMatchObject({ status: 'APROVADO', approval: null });

    const after = await get(folder.id);
    expect(after).toMatchObject({ version: folder.version + 1, planned: '475.00', reserved: '475.00' });
    expect(
      after.actions.map((each) => [
        each.id,
        each.number,
        each.mapLineId,
        each.investment,
        each.reserved,
        each.status,
      ]),
    ).toEqual([
      [a1.id, 1, lineA, '300.00', '300.00', 'ATIVA'],
      [a2.id, 2, lineB, '60.00', '60.00', 'ATIVA'],
      [a3.id, 3, lineB, '100.00', '100.00', 'ATIVA'],
      [a4.id, 4, lineB, '40.00', '0.00', 'CANCELADA'],
      [expect.any(Number), 5, lineC, '15.00', '15.00', 'ATIVA'],
    ]);
    expect(addendum.changes[0]).toMatchObject({ kind: 'NOVA', actionNumber: 5 });
    expect(await monthOf(t, lineA, 3)).toMatchObject({ reserved: '300.00', available: '700.00' });
    expect(await monthOf(t, lineB, 3)).toMatchObject({ reserved: '160.00', available: '340.00' });
    expect(await monthOf(t, lineC, 3)).toMatchObject({ reserved: '15.00', available: '285.00' });
    const rows = await t.database.db
      .select({
        line: budgetLedger.lineId,
        kind: budgetLedger.kind,
        amount: budgetLedger.amount,
        ref: budgetLedger.referenceId,
      })
      .from(budgetLedger)
      .where(
        and(
          inArray(budgetLedger.lineId, [lineA, lineB, lineC]),
          inArray(budgetLedger.kind, ['RESERVATION', 'RELEASE']),
        ),
      )
      .orderBy(asc(budgetLedger.id));
    const created = after.actions[4]?.id;
    expect(rows.slice(4)).toEqual([
      { line: lineA, kind: 'RELEASE', amount: '50.00', ref: String(a2.id) },
      { line: lineB, kind: 'RELEASE', amount: '40.00', ref: String(a4.id) },
      { line: lineC, kind: 'RESERVATION', amount: '-15.00', ref: String(created) },
      { line: lineA, kind: 'RESERVATION', amount: '-100.00', ref: String(a1.id) },
      { line: lineB, kind: 'RESERVATION', amount: '-60.00', ref: String(a2.id) },
    ]);
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cycle_folder_addendum'), eq(auditLog.entityId, String(addendum.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((row) => row.action)).toEqual([
      'CRIADO',
      'ALTERADO',
      'ENVIADO_APROVACAO',
      'ETAPA_APROVADA',
      'APROVADO',
    ]);
    const [applied] = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cycle_folder'), eq(auditLog.action, 'ADITIVO_APLICADO')));
    expect(applied).toBeDefined();

    // The next addendum is number 2, and may be deleted while in register.
    const next = await ok<Addendum>(tokens.comercial, 'salvarAditivo', {
      folderId: folder.id,
      justification: 'Cancelar a ação 3',
      cancellations: [a3.id],
    });
    expect(next.number).toBe(2);
    const cancelledAgain = await as(tokens.comercial, 'salvarAditivo', {
      folderId: folder.id,
      id: next.id,
      version: next.version,
      justification: 'Ação já cancelada',
      cancellations: [a4.id],
    });
    expect(cancelledAgain.statusCode).toBe(422);
    expect(texts(cancelledAgain).slice(1)).toEqual([
      'cancellations.0: Ação não encontrada entre as ações ativas desta pasta',
    ]);
    const left = await ok<Addendum[]>(tokens.comercial, 'excluirAditivo', {
      id: next.id,
      version: next.version,
    });
    expect(left.map((each) => [each.number, each.status])).toEqual([[1, 'APROVADO']]);
  });

  it('refuses an addendum of a folder not approved, one without a change, and one on a closed planning without the approve role', async () => {
    const draft = await ok<Folder>(tokens.comercial, 'salvar', {
      year: YEAR,
      cycle: 4,
      channel: 'HC',
      commodity: 'HPF',
      description: 'Em cadastro',
      actions: [folderAction(lineA, '1', '1')],
    });
    const notApproved = await as(tokens.comercial, 'salvarAditivo', {
      folderId: draft.id,
      justification: 'Antes da aprovação',
      cancellations: [draft.actions[0]?.id],
    });
    expect(notApproved.statusCode).toBe(409);
    expect(texts(notApproved)).toEqual(['Aditivos só podem ser feitos em uma pasta de ciclo aprovada']);

    let folder = await approvedFolder(5, [folderAction(lineA, '10', '1')]);
    const empty = await as(tokens.comercial, 'salvarAditivo', { folderId: folder.id, justification: 'Nada' });
    expect(empty.statusCode).toBe(422);
    expect(errorCodes(empty)).toEqual(['CYCLE_FOLDER_ADDENDUM_NO_CHANGES']);
    const unknownTactic = await as(tokens.comercial, 'salvarAditivo', {
      folderId: folder.id,
      justification: 'Tática fora do cadastro',
      newActions: [folderAction(lineA, '1', '1', { tacticType: 'BRINDE' })],
      replans: [{ ...folderAction(lineA, '12', '1', { tacticType: 'SORTEIO' }), id: folder.actions[0]?.id }],
    });
    expect(unknownTactic.statusCode).toBe(422);
    expect(texts(unknownTactic).slice(1)).toEqual([
      'newActions.0.tacticType: Tipo de tática inexistente ou inativo: BRINDE',
      'replans.0.tacticType: Tipo de tática inexistente ou inativo: SORTEIO',
    ]);
    const unjustified = await as(tokens.comercial, 'salvarAditivo', {
      folderId: folder.id,
      justification: '',
      cancellations: [folder.actions[0]?.id],
    });
    expect(unjustified.statusCode).toBe(422);
    expect(texts(unjustified).slice(1)).toEqual(['justification: Informe a justificativa do aditivo']);

    folder = await ok<Folder>(tokens.admin, 'fecharPlanejamento', { id: folder.id, version: folder.version });
    const body = {
      folderId: folder.id,
      justification: 'Planejamento fechado',
      cancellations: [folder.actions[0]?.id],
    };
    const closed = await as(tokens.comercial, 'salvarAditivo', body);
    expect(closed.statusCode).toBe(403);
    expect(texts(closed)).toEqual([
      'O planejamento desta pasta está fechado: só quem aprova pastas de ciclo pode fazer ou enviar aditivos',
    ]);
    const byApprover = await ok<Addendum>(tokens.admin, 'salvarAditivo', body);
    const send = await as(tokens.comercial, 'enviarAprovacaoAditivo', {
      id: byApprover.id,
      version: byApprover.version,
    });
    expect(send.statusCode).toBe(403);
    expect(errorCodes(send)).toEqual(['CYCLE_FOLDER_ADDENDUM_PLANNING_CLOSED']);
    expect(await ok<Addendum[]>(tokens.admin, 'buscarAditivos', { id: folder.id })).toMatchObject([
      { status: 'EM_CADASTRO', version: 1 },
    ]);
  });

  it('refuses a net increase above the available balance at send and at the last approval, changing nothing', async () => {
    // Line B has 500.00 in June: the folder reserves 400.00, the addendum asks 150.00 more.
    const folder = await approvedFolder(6, [folderAction(lineB, '400', '1')]);
    const [only] = folder.actions as [Action];
    let addendum = await ok<Addendum>(tokens.comercial, 'salvarAditivo', {
      folderId: folder.id,
      justification: 'Mais volume',
      replans: [folderAction(lineB, '550', '1', { id: only.id })],
    });
    const above = await as(tokens.comercial, 'enviarAprovacaoAditivo', {
      id: addendum.id,
      version: addendum.version,
    });
    expect(above.statusCode).toBe(422);
    expect(errorCodes(above)).toEqual(['INSUFFICIENT_FUNDS']);
    expect(await ok<Addendum[]>(tokens.comercial, 'buscarAditivos', { id: folder.id })).toMatchObject([
      { status: 'EM_CADASTRO', version: 1, approval: null },
    ]);

    addendum = await ok<Addendum>(tokens.comercial, 'salvarAditivo', {
      folderId: folder.id,
      id: addendum.id,
      version: addendum.version,
      justification: 'Mais volume, dentro do mapa',
      replans: [folderAction(lineB, '480', '1', { id: only.id })],
    });
    addendum = await move(tokens.comercial, 'enviarAprovacaoAditivo', addendum);
    addendum = await move(tokens.aprovador, 'aprovarAditivo', addendum);
    // June of line B comes down to 450.00 meanwhile: 50.00 left, the addendum asks 80.00.
    const line = (await call(t, '/api/mapaboa/buscarLinha', { id: lineB }, { token: tokens.admin })).json();
    const budgets = twelve('500.00');
    budgets[5] = '450.00';
    const lowered = await call(
      t,
      '/api/mapaboa/salvar',
      { ...LINE_KEY, ricBox: 'RIC-AD-B', id: lineB, version: line.version, active: true, budgets },
      { token: tokens.admin },
    );
    expect(lowered.statusCode, lowered.body).toBe(200);
    const refused = await as(tokens.admin, 'aprovarAditivo', { id: addendum.id, version: addendum.version });
    expect(refused.statusCode).toBe(422);
    expect(errorCodes(refused)).toEqual(['INSUFFICIENT_FUNDS']);
    expect(await ok<Addendum[]>(tokens.admin, 'buscarAditivos', { id: folder.id })).toMatchObject([
      { status: 'EM_APROVACAO', version: addendum.version, approval: { step: 2, canDecide: true } },
    ]);
    expect(await get(folder.id)).toMatchObject({
      version: folder.version,
      planned: '400.00',
      reserved: '400.00',
    });
    expect(await monthOf(t, lineB, 6)).toMatchObject({ reserved: '400.00', available: '50.00' });

    const noReason = await as(tokens.admin, 'reprovarAditivo', {
      id: addendum.id,
      version: addendum.version,
      justification: ' ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(texts(noReason).slice(1)).toEqual(['justification: Informe a justificativa da reprovação']);
    addendum = await move(tokens.admin, 'reprovarAditivo', addendum, { justification: 'Sem verba em junho' });
    expect(addendum).toMatchObject({ status: 'REPROVADO', disapprovalJustification: 'Sem verba em junho' });
    expect(await get(folder.id)).toMatchObject({ version: folder.version, reserved: '400.00' });
    // A decided addendum frees the folder for the next one.
    const next = await ok<Addendum>(tokens.comercial, 'salvarAditivo', {
      folderId: folder.id,
      justification: 'Menos volume',
      replans: [folderAction(lineB, '300', '1', { id: only.id })],
    });
    expect(next.number).toBe(2);
  });

  it('hides addenda of folders outside the caller’s channels', async () => {
    const folder = await approvedFolder(7, [folderAction(lineA, '1', '1')]);
    const addendum = await ok<Addendum>(tokens.comercial, 'salvarAditivo', {
      folderId: folder.id,
      justification: 'Cancelar',
      cancellations: [folder.actions[0]?.id],
    });
    const pcOnly = await restrictedUserToken(t, tokens.admin, {
      login: 'aditivo.pc',
      features: ['ROLE_VISUALIZAR_PASTA_CICLO', 'ROLE_EDITAR_PASTA_CICLO', 'ROLE_APROVAR_PASTA_CICLO'],
      channels: ['PC'],
    });
    expect((await as(pcOnly, 'buscarAditivos', { id: folder.id })).statusCode).toBe(404);
    const save = await as(pcOnly, 'salvarAditivo', {
      folderId: folder.id,
      justification: 'Fora do canal',
      cancellations: [folder.actions[0]?.id],
    });
    expect(save.statusCode).toBe(404);
    const send = await as(pcOnly, 'enviarAprovacaoAditivo', { id: addendum.id, version: addendum.version });
    expect(send.statusCode).toBe(404);
    const remove = await as(pcOnly, 'excluirAditivo', { id: addendum.id, version: addendum.version });
    expect(remove.statusCode).toBe(404);
    expect((await as(tokens.financeiro, 'buscarAditivos', { id: folder.id })).statusCode).toBe(403);
  });
});
