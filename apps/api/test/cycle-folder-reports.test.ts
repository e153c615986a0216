import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens, restrictedUserToken, texts } from './support/calls';
import {
  approvedFolder,
  errorCodes,
  FOLDER_YEAR,
  type FolderAnswer,
  folderAction,
  newFolderLine,
} from './support/cycle-folders';
import { createTestApp, type TestApp } from './support/test-app';

const YEAR = FOLDER_YEAR;
const CUSTOMER = '0001000101';

interface Report {
  rows: Record<string, string | number | null>[];
  total: number;
  totals: { planned: string; reserved: string; executed: string; paid: string };
  cycles: number[];
}

/**
 * The folders of these tests draw on CVA groups 3 and 4 only, so filtering by those groups keeps
 * every report to them, whatever else the demo data holds.
 */
const OURS = { year: YEAR, cvaGroups: [3, 4] };

describe('the cycle folder reports (/api/relatorioPastaCiclo/)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let folder: FolderAnswer;
  let inRegister: number;

  const report = async (name: string, body: object, token = tokens.admin) => {
    const response = await call(t, `/api/relatorioPastaCiclo/${name}`, body, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Report;
  };

  beforeAll(async () => {
    // Three actions are more than an export may carry inline here; one folder is not.
    t = await createTestApp({ EXPORT_INLINE_MAX_ROWS: '2' });
    tokens = await demoTokens(t);
    // OFF funds in the south-east (CVA group 3), ON funds in the south (CVA group 4).
    const offLine = await newFolderLine(t, tokens.admin, 'RIC-REL-OFF', '1000.00', { cva: 'CVA3' });
    const onLine = await newFolderLine(t, tokens.admin, 'RIC-REL-ON', '1000.00', {
      cva: 'CVA4',
      region: 'S',
      budgetType: 'VERBA-ON',
    });
    folder = await approvedFolder(t, tokens, 2, [
      folderAction(offLine, '100', '2.5'),
      folderAction(onLine, '10', '3', { tacticType: 'PONTO_EXTRA', description: 'Ponta de gôndola' }),
      folderAction(offLine, '7', '1', { status: 'CANCELADA' }),
    ]);
    const [first] = folder.actions as [FolderAnswer['actions'][number]];

    // The counting of the first action: 60 × 2.5 = 150.00, approved by the approver.
    const counted = await call(
      t,
      '/api/apuracaoPasta/salvar',
      { folderId: folder.id, rows: [{ actionId: first.id, customer: CUSTOMER, executedVolume: '60' }] },
      { token: tokens.comercial },
    );
    expect(counted.statusCode, counted.body).toBe(200);
    let counting = counted.json() as { version: number };
    for (const [token, path] of [
      [tokens.comercial, 'enviarAprovacao'],
      [tokens.aprovador, 'aprovar'],
    ] as const) {
      const moved = await call(
        t,
        `/api/apuracaoPasta/${path}`,
        { id: folder.id, version: counting.version },
        { token },
      );
      expect(moved.statusCode, moved.body).toBe(200);
      counting = moved.json();
    }

    // Finance appreciates the counted row at 50 of the 60 executed: 50 × 2.5 = 125.00, confirmed.
    const appreciated = await call(
      t,
      '/api/valorizacaoPasta/salvar',
      {
        folderId: folder.id,
        method: 'VOLUME',
        rows: [{ actionId: first.id, customer: CUSTOMER, financeVolume: '50' }],
      },
      { token: tokens.financeiro },
    );
    expect(appreciated.statusCode, appreciated.body).toBe(200);
    const confirmed = await call(
      t,
      '/api/valorizacaoPasta/confirmar',
      { id: folder.id, version: appreciated.json().version },
      { token: tokens.financeiro },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // An addendum in register that replans the ON action.
    const addendum = await call(
      t,
      '/api/pastaCiclo/salvarAditivo',
      {
        folderId: folder.id,
        justification: 'Mais pontas',
        replans: [
          folderAction(onLine, '20', '3', {
            id: folder.actions[1]?.id,
            tacticType: 'PONTO_EXTRA',
            description: 'Ponta de gôndola',
          }),
        ],
      },
      { token: tokens.comercial },
    );
    expect(addendum.statusCode, addendum.body).toBe(200);

    // A folder still in register plans nothing the reports count.
    const opened = await call(
      t,
      '/api/pastaCiclo/salvar',
      {
        year: YEAR,
        cycle: 5,
        channel: 'HC',
        commodity: 'HPF',
        description: 'Ainda em cadastro',
        actions: [folderAction(offLine, '1', '999')],
      },
      { token: tokens.comercial },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    inRegister = opened.json().id;
  }, 120_000);
  afterAll(() => t?.close());

  const TOTALS = {
    planned: '280.00',
    reserved: '280.00',
    executed: '150.00',
    appreciated: '125.00',
    paid: '0.00',
  };

  it('shows each approved folder with its money from plan to payment (general report)', async () => {
    const general = await report('geral', OURS);
    expect(general.totals).toEqual(TOTALS);
    expect(general.total).toBe(1);
    expect(general.rows).toEqual([
      {
        folderId: folder.id,
        year: YEAR,
        cycle: 2,
        channel: 'HC',
        commodity: 'HPF',
        folderDescription: 'Pasta do ciclo 2',
        status: 'APROVADA',
        actionCount: 2,
        ...TOTALS,
      },
    ]);
    expect(general.rows.some((row) => row.folderId === inRegister)).toBe(false);
  });

  it('adds the money up by month (finance report), by tactic per funds and by region', async () => {
    const finance = await report('financeiro', OURS);
    expect(finance.rows).toEqual([{ cycle: 2, ...TOTALS }]);

    const off = await report('resumoVerbasTaticasOff', OURS, tokens.comercial);
    expect(off.rows).toEqual([
      {
        tacticType: 'TABLOIDE',
        tacticName: 'Tabloide',
        actionCount: 1,
        planned: '250.00',
        reserved: '250.00',
        executed: '150.00',
        appreciated: '125.00',
        paid: '0.00',
      },
    ]);
    expect(off.totals).toEqual({
      planned: '250.00',
      reserved: '250.00',
      executed: '150.00',
      appreciated: '125.00',
      paid: '0.00',
    });
    const on = await report('resumoVerbasTaticasOn', OURS, tokens.comercial);
    expect(on.rows).toEqual([
      {
        tacticType: 'PONTO_EXTRA',
        tacticName: 'Ponto extra',
        actionCount: 1,
        planned: '30.00',
        reserved: '30.00',
        executed: '0.00',
        appreciated: '0.00',
        paid: '0.00',
      },
    ]);

    const regional = await report('regional', OURS);
    expect(regional.rows.map((row) => [row.region, row.regionName, row.planned])).toEqual([
      ['S', 'Sul', '30.00'],
      ['SE', 'Sudeste', '250.00'],
    ]);
    const south = await report('regional', { ...OURS, regions: ['S'] });
    expect(south.totals.planned).toBe('30.00');
  });

  it('lists every counted row, every addendum change and every action with what is left to pay', async () => {
    const detail = await report('detalheApuracao', OURS);
    expect(detail.rows).toEqual([
      expect.objectContaining({
        folderId: folder.id,
        actionNumber: 1,
        tacticType: 'TABLOIDE',
        tacticName: 'Tabloide',
        customer: CUSTOMER,
        customerName: expect.any(String),
        plannedVolume: '100.000',
        executedVolume: '60.000',
        unitValue: '2.5000',
        executed: '150.00',
        countingStatus: 'APROVADA',
      }),
    ]);

    const maintenance = await report('manutencaoDetalhada', OURS);
    expect(maintenance.rows).toEqual([
      expect.objectContaining({
        addendumNumber: 1,
        addendumStatus: 'EM_CADASTRO',
        changeKind: 'REPLANEJAMENTO',
        actionNumber: 2,
        tacticType: 'PONTO_EXTRA',
        tacticName: 'Ponto extra',
        investment: '60.00',
        justification: 'Mais pontas',
      }),
    ]);

    const payments = await report('pagamentos', { ...OURS, tamanhoPagina: 2 });
    expect(payments.total).toBe(3);
    expect(
      payments.rows.map((row) => [
        row.actionNumber,
        row.tacticName,
        row.actionStatus,
        row.planned,
        row.executed,
        row.appreciated,
        row.toPay,
      ]),
    ).toEqual([
      // To pay: what was appreciated and not yet paid.
      [1, 'Tabloide', 'ATIVA', '250.00', '150.00', '125.00', '125.00'],
      [2, 'Ponto extra', 'ATIVA', '30.00', '0.00', '0.00', '0.00'],
    ]);
    const secondPage = await report('pagamentos', { ...OURS, tamanhoPagina: 2, pagina: 2 });
    expect(secondPage.rows.map((row) => [row.actionNumber, row.actionStatus, row.planned])).toEqual([
      [3, 'CANCELADA', '0.00'],
    ]);
    expect(secondPage.totals).toEqual(TOTALS);
  });

  it('keeps to the period (YTD, YTG, FY), the last days, the CVA groups, channels and business units', async () => {
    const thisMonth = new Date().getMonth() + 1;
    const ytd = await report('geral', { ...OURS, period: 'YTD' });
    const ytg = await report('geral', { ...OURS, period: 'YTG' });
    // The folder is of February: done by the year to date from February on, to go before it.
    expect([ytd.total, ytg.total]).toEqual(thisMonth >= 2 ? [1, 0] : [0, 1]);
    expect(ytd.cycles).toEqual(Array.from({ length: thisMonth }, (_, index) => index + 1));
    const lastDays = await report('geral', { ...OURS, lastDays: 30 });
    expect(lastDays.cycles.length).toBeGreaterThan(0);
    expect(lastDays.total).toBe(lastDays.cycles.includes(2) ? 1 : 0);

    expect((await report('geral', { ...OURS, cvaGroups: [4] })).totals.planned).toBe('30.00');
    expect((await report('geral', { ...OURS, channels: ['PC'] })).total).toBe(0);
    expect((await report('geral', { ...OURS, commodities: ['HPF'] })).total).toBe(1);
    expect((await report('geral', { ...OURS, year: YEAR + 1 })).total).toBe(0);
  });

  it('refuses bad filters with the field named', async () => {
    const response = await call(
      t,
      '/api/relatorioPastaCiclo/geral',
      { year: YEAR, lastDays: 45 },
      { token: tokens.admin },
    );
    expect(response.statusCode).toBe(422);
    expect(texts(response)[1]).toMatch(/^lastDays: /);
  });

  it('keeps each report to its role, the fund summaries to any signed-in user, and to the caller’s channels', async () => {
    // The commercial profile holds no report role of the cycle folder.
    const denied = await call(t, '/api/relatorioPastaCiclo/geral', OURS, { token: tokens.comercial });
    expect(denied.statusCode).toBe(403);
    const outsider = await restrictedUserToken(t, tokens.admin, {
      login: 'relatorio.pc',
      features: ['ROLE_RELATORIO_PASTA_CICLO_GERAL'],
      channels: ['PC'],
    });
    expect((await report('geral', OURS, outsider)).total).toBe(0);
    expect((await report('resumoVerbasTaticasOff', OURS, outsider)).rows).toEqual([]);
  });

  it('exports a report to Excel in the caller’s language with its money at the chosen scale', async () => {
    const response = await call(
      t,
      '/api/relatorioPastaCiclo/geral/exportar',
      { ...OURS, scale: 'THOUSANDS' },
      { token: tokens.admin },
    );
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json() as { conteudo: string; nomeArquivo: string };
    expect(file.nomeArquivo).toBe('Relatório geral da pasta de ciclo.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.conteudo, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Ano',
      'Ciclo',
      'Canal',
      'Unidade de negócio',
      'Descrição',
      'Situação',
      'Ações',
      'Planejado (Milhares)',
      'Reservado (Milhares)',
      'Executado (Milhares)',
      'Valorizado (Milhares)',
      'Pago (Milhares)',
    ]);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      YEAR,
      2,
      'HC',
      'HPF',
      'Pasta do ciclo 2',
      'Aprovada',
      2,
      0.28,
      0.28,
      0.15,
      0.13,
      0,
    ]);
    expect(sheet?.rowCount).toBe(2);
  });

  it('refuses an export past the inline limit, naming the limit', async () => {
    const response = await call(t, '/api/relatorioPastaCiclo/pagamentos/exportar', OURS, {
      token: tokens.admin,
    });
    expect(response.statusCode).toBe(422);
    expect(errorCodes(response)).toEqual(['EXPORT_TOO_LARGE']);
  });
});
