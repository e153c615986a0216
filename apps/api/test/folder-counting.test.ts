import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUserToken, texts } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

const YEAR = new Date().getFullYear();
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const CUSTOMER = '0001000101';
const OTHER_CUSTOMER = '0001000102';

type FolderAction = { id: number; status: string };

interface Counting {
  folderId: number;
  version: number;
  status: string;
  folderStatus: string;
  planned: string;
  executed: string;
  disapprovalJustification: string | null;
  approval: { step: number; stepCount: number; canDecide: boolean } | null;
  actions: {
    id: number;
    status: string;
    investment: string;
    executedVolume: string;
    executedValue: string;
    rows: {
      id: number;
      customer: string;
      customerName: string | null;
      executedVolume: string;
      executedValue: string;
      documentName: string | null;
    }[];
  }[];
}

describe('the counting of an approved cycle folder (/api/apuracaoPasta/)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let lineId: number;

  const as = (token: string, path: string, body: unknown) =>
    call(t, `/api/apuracaoPasta/${path}`, body, { token });
  const codes = (response: { json: () => { mensagens: { codigo?: string }[] } }) =>
    response.json().mensagens.map((message) => message.codigo);

  async function folderCall(token: string, path: string, body: object) {
    const response = await call(t, `/api/pastaCiclo/${path}`, body, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number; version: number; actions: { id: number; status: string }[] };
  }

  /** A folder of HC / HPF for the cycle: two actions (2.5 and 0.3333 a unit), the second cancelled. */
  async function folderOf(cycle: number, approve = true) {
    const action = (plannedVolume: string, unitValue: string, extra: object = {}) => ({
      tacticType: 'TABLOIDE',
      description: `Tabloide ${plannedVolume} × ${unitValue}`,
      economicGroup: 'GRP-ALFA',
      plannedVolume,
      unitValue,
      mapLineId: lineId,
      ...extra,
    });
    const opened = await folderCall(tokens.comercial, 'salvar', {
      year: YEAR,
      cycle,
      channel: 'HC',
      commodity: 'HPF',
      description: `Pasta do ciclo ${cycle}`,
      actions: [action('100', '2.5'), action('3', '0.3333'), action('10', '1.2345', { status: 'CANCELADA' })],
    });
    if (!approve) return opened;
    let folder = await folderCall(tokens.comercial, 'enviarAprovacao', {
      id: opened.id,
      version: opened.version,
    });
    folder = await folderCall(tokens.aprovador, 'aprovar', { id: folder.id, version: folder.version });
    return folderCall(tokens.admin, 'aprovar', { id: folder.id, version: folder.version });
  }

  const get = async (folderId: number, token = tokens.comercial) => {
    const response = await as(token, 'buscarPorPasta', { id: folderId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Counting;
  };

  const document = (name = 'tabloide.pdf', content = PDF) => ({
    nomeArquivo: name,
    conteudo: content.toString('base64'),
  });

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    const line = await call(
      t,
      '/api/mapaboa/salvar',
      {
        commodity: 'HPF',
        economicGroup: 'GRP-ALFA',
        channel: 'HC',
        segment: 'VAR',
        region: 'SE',
        cva: 'CVA1',
        budgetType: 'VERBA-OFF',
        year: YEAR,
        ricBox: 'RIC-APURACAO',
        budgets: Array<string>(12).fill('100000.00'),
      },
      { token: tokens.admin },
    );
    expect(line.statusCode, line.body).toBe(200);
    lineId = line.json().id;
  }, 120_000);
  afterAll(() => t?.close());

  it('counts an approved folder per action and customer with a document, sends it and approves it', async () => {
    const folder = await folderOf(2);
    const [first, second] = folder.actions as [FolderAction, FolderAction];
    const empty = await get(folder.id);
    expect(empty).toMatchObject({
      folderId: folder.id,
      version: 0,
      status: 'EM_CADASTRO',
      folderStatus: 'APROVADA',
      planned: '251.00',
      executed: '0.00',
      approval: null,
    });
    expect(empty.actions.map((action) => [action.status, action.executedValue, action.rows])).toEqual([
      ['ATIVA', '0.00', []],
      ['ATIVA', '0.00', []],
      ['CANCELADA', '0.00', []],
    ]);

    const saved = await as(tokens.comercial, 'salvar', {
      folderId: folder.id,
      rows: [
        { actionId: first.id, customer: CUSTOMER, executedVolume: '60.5', document: document() },
        { actionId: first.id, customer: OTHER_CUSTOMER, executedVolume: 50 },
        { actionId: second.id, customer: CUSTOMER, executedVolume: '7.001' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    let counting = saved.json() as Counting;
    // 60.5 × 2.5 = 151.25; 50 × 2.5 = 125.00; 7.001 × 0.3333 = 2.3334333 → 2.33. The counting
    // exceeds the plan of the first action (250.00): shown, not refused.
    expect(counting).toMatchObject({
      version: 1,
      status: 'EM_CADASTRO',
      planned: '251.00',
      executed: '278.58',
    });
    expect(counting.actions[0]).toMatchObject({ executedVolume: '110.500', executedValue: '276.25' });
    expect(counting.actions[0]?.rows).toEqual([
      {
        id: expect.any(Number),
        actionId: first.id,
        customer: CUSTOMER,
        customerName: expect.any(String),
        executedVolume: '60.500',
        executedValue: '151.25',
        documentName: 'tabloide.pdf',
      },
      expect.objectContaining({ customer: OTHER_CUSTOMER, executedValue: '125.00', documentName: null }),
    ]);
    expect(counting.actions[1]).toMatchObject({ executedVolume: '7.001', executedValue: '2.33' });
    const documented = counting.actions[0]?.rows[0]?.id as number;

    // Saved again without the document: the row keeps it; the second customer's row goes.
    const resaved = await as(tokens.comercial, 'salvar', {
      folderId: folder.id,
      version: counting.version,
      rows: [
        { actionId: first.id, customer: CUSTOMER, executedVolume: '60.5' },
        { actionId: second.id, customer: CUSTOMER, executedVolume: '7.001' },
      ],
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    counting = resaved.json() as Counting;
    expect(counting).toMatchObject({ version: 2, executed: '153.58' });
    expect(counting.actions[0]?.rows).toEqual([
      expect.objectContaining({ id: documented, documentName: 'tabloide.pdf' }),
    ]);
    const file = await as(tokens.aprovador, 'baixarEvidencia', { id: documented });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json()).toMatchObject({ nomeArquivo: 'tabloide.pdf', mime: 'application/pdf' });
    expect(Buffer.from(file.json().conteudo, 'base64').equals(PDF)).toBe(true);

    const stale = await as(tokens.comercial, 'salvar', { folderId: folder.id, version: 1, rows: [] });
    expect(stale.statusCode).toBe(409);
    expect(codes(stale)).toEqual(['STALE_VERSION']);

    const sent = await as(tokens.comercial, 'enviarAprovacao', { id: folder.id, version: counting.version });
    expect(sent.statusCode, sent.body).toBe(200);
    counting = sent.json() as Counting;
    expect(counting).toMatchObject({
      status: 'EM_APROVACAO',
      approval: { step: 1, stepCount: 1, canDecide: false },
    });
    expect((await get(folder.id, tokens.aprovador)).approval).toEqual({
      step: 1,
      stepCount: 1,
      canDecide: true,
    });

    const locked = await as(tokens.comercial, 'salvar', {
      folderId: folder.id,
      version: counting.version,
      rows: [],
    });
    expect(locked.statusCode).toBe(409);
    expect(codes(locked)).toEqual(['FOLDER_COUNTING_STATUS_FORBIDS']);

    const notYours = await as(tokens.admin, 'aprovar', { id: folder.id, version: counting.version });
    expect(notYours.statusCode).toBe(403);
    expect(codes(notYours)).toEqual(['APPROVAL_NOT_RESPONSIBLE']);

    const approved = await as(tokens.aprovador, 'aprovar', { id: folder.id, version: counting.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APROVADA', approval: null, executed: '153.58' });

    const list = await as(tokens.comercial, 'buscar', { years: [YEAR], cycles: [2] });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      total: 1,
      itens: [
        {
          folderId: folder.id,
          year: YEAR,
          cycle: 2,
          channel: 'HC',
          channelName: expect.any(String),
          commodity: 'HPF',
          commodityName: expect.any(String),
          description: 'Pasta do ciclo 2',
          folderStatus: 'APROVADA',
          planned: '251.00',
          executed: '153.58',
          status: 'APROVADA',
        },
      ],
    });
    const byStatus = await as(tokens.comercial, 'buscar', { years: [YEAR], statuses: ['EM_CADASTRO'] });
    expect(byStatus.json().itens.map((row: { folderId: number }) => row.folderId)).not.toContain(folder.id);

    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cycle_folder_counting')))
      .orderBy(asc(auditLog.id));
    expect(audits.map((row) => row.action)).toEqual(['CRIADO', 'ALTERADO', 'ENVIADO_APROVACAO', 'APROVADA']);
  });

  it('disapproves with a justification only, and a disapproved counting is changed and sent again', async () => {
    const folder = await folderOf(4);
    const action = folder.actions[0] as { id: number };
    let counting = (
      await as(tokens.comercial, 'salvar', {
        folderId: folder.id,
        rows: [{ actionId: action.id, customer: CUSTOMER, executedVolume: '1' }],
      })
    ).json() as Counting;
    counting = (
      await as(tokens.comercial, 'enviarAprovacao', { id: folder.id, version: counting.version })
    ).json();
    const bare = await as(tokens.aprovador, 'reprovar', { id: folder.id, version: counting.version });
    expect(bare.statusCode).toBe(422);
    expect(texts(bare)).toContain('justification: O campo é obrigatório');
    const blank = await as(tokens.aprovador, 'reprovar', {
      id: folder.id,
      version: counting.version,
      justification: ' ',
    });
    expect(texts(blank)).toContain('justification: Informe a justificativa da reprovação');
    const disapproved = await as(tokens.aprovador, 'reprovar', {
      id: folder.id,
      version: counting.version,
      justification: 'Falta a evidência',
    });
    expect(disapproved.statusCode, disapproved.body).toBe(200);
    counting = disapproved.json() as Counting;
    expect(counting).toMatchObject({ status: 'REPROVADA', disapprovalJustification: 'Falta a evidência' });
    const changed = await as(tokens.comercial, 'salvar', {
      folderId: folder.id,
      version: counting.version,
      rows: [
        { actionId: action.id, customer: CUSTOMER, executedVolume: '2', document: document('foto.pdf') },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      status: 'EM_CADASTRO',
      executed: '5.00',
      disapprovalJustification: null,
    });
    const again = await as(tokens.comercial, 'enviarAprovacao', {
      id: folder.id,
      version: changed.json().version,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'EM_APROVACAO' });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const folder = await folderOf(5);
    const [active, , cancelled] = folder.actions as [FolderAction, FolderAction, FolderAction];
    const save = (rows: object[]) => as(tokens.comercial, 'salvar', { folderId: folder.id, rows });

    const unknown = await save([{ actionId: active.id, customer: 'NAO-EXISTE', executedVolume: '1' }]);
    expect(unknown.statusCode).toBe(422);
    expect(texts(unknown)).toContain('rows.0.customer: Código não cadastrado: NAO-EXISTE');

    const notCounted = await save([{ actionId: cancelled.id, customer: CUSTOMER, executedVolume: '1' }]);
    expect(notCounted.statusCode).toBe(422);
    expect(texts(notCounted)).toContain(
      'rows.0.actionId: Ação não apurável: não é uma ação ativa desta pasta',
    );

    for (const executedVolume of ['-1', 'abc', '1.2345']) {
      const bad = await save([{ actionId: active.id, customer: CUSTOMER, executedVolume }]);
      expect(bad.statusCode, executedVolume).toBe(422);
      expect(texts(bad)).toContain(
        'rows.0.executedVolume: Volume inválido: use até 12 dígitos e 3 casas decimais, com ponto',
      );
    }

    const repeated = await save([
      { actionId: active.id, customer: CUSTOMER, executedVolume: '1' },
      { actionId: active.id, customer: CUSTOMER, executedVolume: '2' },
    ]);
    expect(repeated.statusCode).toBe(422);
    expect(texts(repeated)).toContain(
      'rows.1.customer: Linha repetida: cada ação e cliente aparecem uma vez',
    );

    const disguised = await save([
      {
        actionId: active.id,
        customer: CUSTOMER,
        executedVolume: '1',
        document: document('tabloide.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)])),
      },
    ]);
    expect(disguised.statusCode, disguised.body).toBe(422);
    expect(disguised.body).toContain('O documento deve ser um PDF ou uma imagem JPG ou PNG');

    const none = await get(folder.id);
    expect(none).toMatchObject({ version: 0, executed: '0.00', status: 'EM_CADASTRO' });

    const withoutRows = await as(tokens.comercial, 'enviarAprovacao', { id: folder.id, version: 0 });
    expect(withoutRows.statusCode).toBe(422);
    expect(codes(withoutRows)).toEqual(['FOLDER_COUNTING_NO_ROWS']);
    const emptySaved = await save([]);
    expect(emptySaved.statusCode, emptySaved.body).toBe(200);
    const stillNoRows = await as(tokens.comercial, 'enviarAprovacao', { id: folder.id, version: 1 });
    expect(codes(stillNoRows)).toEqual(['FOLDER_COUNTING_NO_ROWS']);

    const inRegister = await folderOf(6, false);
    const notApproved = await as(tokens.comercial, 'salvar', { folderId: inRegister.id, rows: [] });
    expect(notApproved.statusCode).toBe(409);
    expect(codes(notApproved)).toEqual(['FOLDER_COUNTING_FOLDER_NOT_APPROVED']);
    expect(texts(notApproved)[0]).toBe('A apuração só existe para uma pasta de ciclo aprovada ou encerrada');
    expect((await as(tokens.comercial, 'buscarPorPasta', { id: inRegister.id })).statusCode).toBe(409);
  });

  it('hides folders outside the caller’s channels and refuses callers without a counting role', async () => {
    const folder = await folderOf(8);
    const pcOnly = await restrictedUserToken(t, tokens.admin, {
      login: 'apuracao.pc',
      features: ['ROLE_VISUALIZAR_APURACAO_PASTA', 'ROLE_EDITAR_APURACAO_PASTA'],
      channels: ['PC'],
    });
    expect((await as(pcOnly, 'buscar', { years: [YEAR] })).json()).toEqual({ itens: [], total: 0 });
    expect((await as(pcOnly, 'buscarPorPasta', { id: folder.id })).statusCode).toBe(404);
    const outside = await as(pcOnly, 'salvar', { folderId: folder.id, rows: [] });
    expect(outside.statusCode).toBe(404);
    expect((await as(tokens.financeiro, 'buscar', {})).statusCode).toBe(403);
    expect((await as(tokens.aprovador, 'salvar', { folderId: folder.id, rows: [] })).statusCode).toBe(403);
    expect((await as(tokens.aprovador, 'enviarAprovacao', { id: folder.id, version: 0 })).statusCode).toBe(
      403,
    );
    expect((await as(tokens.comercial, 'aprovar', { id: folder.id, version: 0 })).statusCode).toBe(403);
  });
});
