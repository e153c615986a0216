import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPayment, reserveFunds } from '../src/modules/budget-map/budget-ledger';
import { insertGroup, insertItems } from '../src/modules/payments/payments-repository';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUser, texts } from './support/calls';
import { readSheet } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * ACTPM ascertainment (docs/domain.md "ACTPM ascertainment"): a competence's money of the budget
 * types carrying an ACTPM code, read from the budget map and payments, ascertained, approved and
 * frozen, and reported with its export.
 */
const YEAR = new Date().getFullYear() - 1;
const MARCH = `03/${YEAR}`;
const KEY = {
  economicGroup: 'GRP-ALFA',
  segment: 'CCR',
  region: 'SE',
  cva: 'CVA4',
  year: YEAR,
};
const REFERENCE = { kind: 'ACTPM_TEST', id: 1 };

describe('ACTPM ascertainment (/api/apuracaoActpm/)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let viewer: string;
  let pcEditor: string;
  let lineA1: number;
  const as = (token: string, path: string, body: unknown, language?: string) =>
    call(t, `/api/apuracaoActpm/${path}`, body, { token, ...(language ? { language } : {}) });
  const admin = (path: string, body: unknown, language?: string) => as(tokens.admin, path, body, language);
  const audits = () => t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'actpm_row'));

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    const register = async (path: string, body: object) => {
      const response = await call(t, `/api/${path}`, body, { token: tokens.admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const budgetType = (code: string, actpmCode: string | null) =>
      register('tipoVerba/salvar', {
        code,
        name: `Verba ${code}`,
        paymentType: 'OFF',
        validateBoa: true,
        validityStart: `01/01/${YEAR}`,
        ...(actpmCode ? { actpmCode } : {}),
      });
    await budgetType('ACT-A', 'AC01');
    await budgetType('ACT-B', 'AC02');
    await budgetType('NO-ACT', null);
    const march = (value: string) => Array.from({ length: 12 }, (_, index) => (index === 2 ? value : '0'));
    const line = (budgetType: string, commodity: string, channel: string, ricBox: string, budget: string) =>
      register('mapaboa/salvar', { ...KEY, budgetType, commodity, channel, ricBox, budgets: march(budget) });
    lineA1 = (await line('ACT-A', 'HPF', 'HC', 'R1', '10000.50')).id;
    await line('ACT-A', 'HPF', 'HC', 'R2', '2500.25');
    await line('ACT-B', 'ICE', 'PC', 'R1', '7000.00');
    await line('NO-ACT', 'HPF', 'HC', 'R1', '999.00');
    const { db } = t.database;
    await db.transaction(async (tx) => {
      await reserveFunds(tx, {
        lineId: lineA1,
        month: 3,
        amount: '3000.10',
        reference: REFERENCE,
        userId: null,
      });
      await recordPayment(tx, {
        lineId: lineA1,
        month: 3,
        amount: '1000.00',
        reference: REFERENCE,
        userId: null,
      });
    });
    const group = await insertGroup(db, {
      channel: 'HC',
      competence: `${YEAR}-03-01`,
      salesOrganization: 'BR01',
      commodity: 'HPF',
      budgetType: 'ACT-A',
      ricBox: 'R1',
      origin: 'APURACAO',
      stage: 'CRIADO',
    });
    const item = (position: number, amount: string, paymentNumber: string | null) => ({
      groupId: group.id,
      position,
      ascertainmentId: 900 + position,
      ascertainmentLineId: 900 + position,
      agreementId: 900,
      economicGroup: 'GRP-ALFA',
      payerCode: '0001000102',
      segmentType: 'OUTROS' as const,
      calculated: amount,
      amount,
      dueDate: `${YEAR}-04-30`,
      paymentNumber,
    });
    // The second item has not come back from SAP: it is not paid yet.
    await insertItems(db, [item(1, '1000.00', '5100009001'), item(2, '50.00', null)]);
    viewer = await restrictedUser(t, tokens.admin, {
      login: 'actpm.leitura',
      features: ['ROLE_VISUALIZAR_APURACAO_ACTPM'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    pcEditor = await restrictedUser(t, tokens.admin, {
      login: 'actpm.pc',
      features: ['ROLE_EDITAR_APURACAO_ACTPM'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('refuses a competence not begun yet and one with nothing to ascertain, in both languages, writing nothing', async () => {
    const future = `12/${new Date().getFullYear() + 1}`;
    const ahead = await admin('apurar', { competencia: future });
    expect(ahead.statusCode).toBe(422);
    expect(texts(ahead)).toEqual([`A competência ${future} ainda não começou: não pode ser apurada`]);
    const aheadEn = await admin('apurar', { competencia: future }, 'en');
    expect(texts(aheadEn)).toEqual([`Competence ${future} has not started yet: it cannot be ascertained`]);
    const empty = await admin('apurar', { competencia: `02/${YEAR}` }, 'en');
    expect(empty.statusCode).toBe(422);
    expect(texts(empty)[0]).toContain(`Nothing to ascertain in 02/${YEAR}`);
    const bad = await admin('apurar', { competencia: '13/2020' });
    expect(bad.statusCode).toBe(422);
    expect(await audits()).toEqual([]);
  });

  it('lets only the edit role ascertain', async () => {
    expect((await as(viewer, 'apurar', { competencia: MARCH })).statusCode).toBe(403);
    expect((await as(tokens.comercial, 'buscar', { competencia: MARCH })).statusCode).toBe(403);
    const view = await as(viewer, 'buscar', { competencia: MARCH });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ status: null, itens: [] });
  });

  it('ascertains a competence from the map and payments with exact figures, once', async () => {
    const response = await admin('apurar', { competencia: MARCH });
    expect(response.statusCode, response.body).toBe(200);
    const period = response.json();
    expect(period.status).toBe('APURADO');
    expect(
      period.itens.map((row: Record<string, unknown>) => [
        row.budgetType,
        row.actpmCode,
        row.commodity,
        row.channel,
        row.budget,
        row.reserved,
        row.consumed,
        row.paid,
        row.ascertained,
        row.balance,
        row.status,
      ]),
    ).toEqual([
      [
        'ACT-A',
        'AC01',
        'HPF',
        'HC',
        '12500.75',
        '2000.10',
        '1000.00',
        '1000.00',
        '3000.10',
        '9500.65',
        'APURADO',
      ],
      ['ACT-B', 'AC02', 'ICE', 'PC', '7000.00', '0.00', '0.00', '0.00', '0.00', '7000.00', 'APURADO'],
    ]);
    expect(period.totals).toEqual({ budget: '19500.75', paid: '1000.00', ascertained: '3000.10' });
    expect((await audits()).map((row) => row.action)).toEqual(['APURADO', 'APURADO']);

    const again = await admin('apurar', { competencia: MARCH });
    expect(again.json().itens).toEqual(period.itens);
    expect(await audits()).toHaveLength(2);
  });

  it('refreshes an ascertained row whose money moved, and keeps each caller to their channels', async () => {
    await t.database.db.transaction((tx) =>
      reserveFunds(tx, { lineId: lineA1, month: 3, amount: '500.00', reference: REFERENCE, userId: null }),
    );
    const byPc = await as(pcEditor, 'apurar', { competencia: MARCH });
    expect(byPc.statusCode, byPc.body).toBe(200);
    expect(byPc.json().itens.map((row: { budgetType: string }) => row.budgetType)).toEqual(['ACT-B']);
    // The PC editor's ascertainment did not reach the HC row.
    const before = (await admin('buscar', { competencia: MARCH })).json().itens[0];
    expect(before.reserved).toBe('2000.10');

    const refreshed = await admin('apurar', { competencia: MARCH });
    const row = refreshed.json().itens[0];
    expect([row.reserved, row.ascertained, row.balance]).toEqual(['2500.10', '3500.10', '9000.65']);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'actpm_row'), eq(auditLog.action, 'REAPURADO')));
    expect(trail).toHaveLength(1);
    expect(trail[0]?.before).toMatchObject({ reserved: '2000.10', ascertained: '3000.10' });
  });

  it('approves the competence, which is then frozen: re-ascertaining or approving again is a conflict', async () => {
    const approved = await admin('aprovar', { competencia: MARCH });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('APROVADO');
    expect(approved.json().itens.every((row: { approvedAt: string | null }) => row.approvedAt !== null)).toBe(
      true,
    );

    await t.database.db.transaction((tx) =>
      reserveFunds(tx, { lineId: lineA1, month: 3, amount: '100.00', reference: REFERENCE, userId: null }),
    );
    const conflict = await admin('apurar', { competencia: MARCH });
    expect(conflict.statusCode).toBe(409);
    expect(texts(conflict)).toEqual([`A apuração ACTPM de ${MARCH} já está aprovada e não pode mudar`]);
    const conflictEn = await admin('aprovar', { competencia: MARCH }, 'en');
    expect(conflictEn.statusCode).toBe(409);
    expect(texts(conflictEn)).toEqual([
      `The ACTPM ascertainment of ${MARCH} is already approved and cannot change`,
    ]);
    const nothing = await admin('aprovar', { competencia: `01/${YEAR}` }, 'en');
    expect(nothing.statusCode).toBe(409);
    expect(texts(nothing)).toEqual([`Competence 01/${YEAR} has no ascertained rows to approve`]);
    const after = (await admin('buscar', { competencia: MARCH })).json();
    expect(after.itens[0].ascertained).toBe('3500.10');
    expect((await audits()).filter((row) => row.action === 'APROVADO')).toHaveLength(2);
  });

  it('reports a competence range with filters and paging, and exports it with exact money', async () => {
    const range = { competenciaInicial: `01/${YEAR}`, competenciaFinal: `06/${YEAR}` };
    const all = await as(viewer, 'relatorio', { ...range, pagina: 1, tamanhoPagina: 1 });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({
      total: 2,
      totals: { budget: '19500.75', paid: '1000.00', ascertained: '3500.10' },
    });
    expect(all.json().itens.map((row: { budgetType: string }) => row.budgetType)).toEqual(['ACT-A']);
    const filtered = await as(viewer, 'relatorio', {
      ...range,
      budgetTypes: ['ACT-B'],
      statuses: ['APROVADO'],
    });
    expect(filtered.json().itens.map((row: { commodity: string }) => row.commodity)).toEqual(['ICE']);
    const none = await as(viewer, 'relatorio', { ...range, commodities: ['FS'] });
    expect(none.json().total).toBe(0);
    const restricted = await as(pcEditor, 'relatorio', range);
    expect(restricted.json().itens.map((row: { channel: string }) => row.channel)).toEqual(['PC']);
    const backwards = await as(
      viewer,
      'relatorio',
      { competenciaInicial: `06/${YEAR}`, competenciaFinal: `01/${YEAR}` },
      'en',
    );
    expect(backwards.statusCode).toBe(422);
    expect(texts(backwards).join(' ')).toContain(
      'The last competence must be the same as or after the first',
    );

    const exported = await as(viewer, 'exportarRelatorio', range, 'en');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().nomeArquivo).toBe('actpm-ascertainment-report.xlsx');
    const rows = await readSheet(exported.json().conteudo);
    expect(rows[0]).toEqual([
      'Competence',
      'Budget type',
      'Budget type name',
      'ACTPM code',
      'Business unit',
      'Channel',
      'Budget',
      'Reserved',
      'Consumed (map)',
      'Paid',
      'Ascertained',
      'Balance',
      'Status',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        MARCH,
        'ACT-A',
        'Verba ACT-A',
        'AC01',
        'HPF',
        'HC',
        12500.75,
        2500.1,
        1000,
        1000,
        3500.1,
        9000.65,
        'Approved',
      ],
      [MARCH, 'ACT-B', 'Verba ACT-B', 'AC02', 'ICE', 'PC', 7000, 0, 0, 0, 0, 7000, 'Approved'],
    ]);
    expect((rows.slice(1) as number[][]).map((row) => (row[10] as number).toFixed(2))).toEqual([
      '3500.10',
      '0.00',
    ]);
  });
});
