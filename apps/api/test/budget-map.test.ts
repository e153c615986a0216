import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveFunds } from '../src/modules/budget-map/budget-ledger';
import { budgetLedger, budgetMapAdditions } from '../src/modules/budget-map/budget-map-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUserToken, texts } from './support/calls';
import { pdfSaying } from './support/pdf';
import { editedWorkbook, errorSheetOf, readSheet, waitForJob } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

const YEAR = new Date().getFullYear();
const NEW_KEY = {
  commodity: 'FS',
  economicGroup: 'GRP-ALFA',
  channel: 'MT',
  segment: 'CCR',
  region: 'SE',
  cva: 'CVA4',
  budgetType: 'VERBA-OFF',
  ricBox: 'RIC-TEST',
  year: YEAR,
};
const twelve = (value: string) => Array<string>(12).fill(value);

describe('the budget map (/api/mapaboa/)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let pdf: string;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    pdf = (await pdfSaying('Aprovação da diretoria')).toString('base64');
  });
  afterAll(() => t.close());

  const admin = (url: string, body: unknown) => call(t, `/api/mapaboa/${url}`, body, { token: tokens.admin });

  async function newLine(ricBox: string, monthly = '1000.00') {
    const response = await admin('salvar', { ...NEW_KEY, ricBox, budgets: twelve(monthly) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      id: number;
      version: number;
      months: { available: string; budget: string }[];
    };
  }

  it('lists the demo lines of the year with each month’s balances and the year', async () => {
    const response = await admin('buscar', { year: YEAR });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.total).toBeGreaterThanOrEqual(3);
    const alfa = page.itens.find(
      (line: { economicGroup: string; channel: string }) =>
        line.economicGroup === 'GRP-ALFA' && line.channel === 'HC',
    );
    expect(alfa.months).toHaveLength(12);
    expect(alfa.months[0]).toMatchObject({
      month: 1,
      budget: '50000.00',
      available: '50000.00',
      reserved: '0.00',
    });
    expect(alfa.total).toMatchObject({ budget: '600000.00', available: '600000.00' });
    const filtered = await admin('buscar', { year: YEAR, channel: 'PC' });
    expect(filtered.json().itens.every((line: { channel: string }) => line.channel === 'PC')).toBe(true);
  });

  it('refuses the map without a session and without a map role', async () => {
    expect((await call(t, '/api/mapaboa/buscar', { year: YEAR })).statusCode).toBe(401);
    expect(
      (await call(t, '/api/mapaboa/buscar', { year: YEAR }, { token: tokens.comercial })).statusCode,
    ).toBe(403);
    const viewer = await restrictedUserToken(t, tokens.admin, {
      login: 'mapa.leitor',
      features: ['ROLE_VISUALIZAR_MAPA_BOA'],
      channels: [],
    });
    expect((await call(t, '/api/mapaboa/buscar', { year: YEAR }, { token: viewer })).statusCode).toBe(200);
    const save = await call(
      t,
      '/api/mapaboa/salvar',
      { ...NEW_KEY, ricBox: 'NOPE', budgets: twelve('1') },
      { token: viewer },
    );
    expect(save.statusCode).toBe(403);
  });

  it('shows a restricted user only the lines of their channels and refuses a line outside them', async () => {
    const token = await restrictedUserToken(t, tokens.admin, {
      login: 'mapa.pc',
      features: ['ROLE_EDITAR_MAPA_BOA'],
      channels: ['PC'],
    });
    const page = (await call(t, '/api/mapaboa/buscar', { year: YEAR }, { token })).json();
    expect(page.itens.length).toBeGreaterThan(0);
    expect(page.itens.every((line: { channel: string }) => line.channel === 'PC')).toBe(true);
    const hc = (await admin('buscar', { year: YEAR, channel: 'HC' })).json().itens[0];
    expect((await call(t, '/api/mapaboa/buscarLinha', { id: hc.id }, { token })).statusCode).toBe(404);
    const outside = await call(
      t,
      '/api/mapaboa/salvar',
      { ...NEW_KEY, ricBox: 'OUT', budgets: twelve('1') },
      { token },
    );
    expect(outside.statusCode).toBe(422);
  });

  it('creates a line whose monthly budgets are ledger rows, and changes them as new rows', async () => {
    const line = await newLine('CREATE', '1000.00');
    expect(line.months[5]).toMatchObject({ budget: '1000.00', available: '1000.00' });
    const budgets = twelve('1000.00');
    budgets[5] = '1500.25';
    budgets[6] = '0';
    const changed = await admin('salvar', {
      ...NEW_KEY,
      ricBox: 'CREATE',
      id: line.id,
      version: line.version,
      budgets,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().months[5]).toMatchObject({ budget: '1500.25', available: '1500.25' });
    expect(changed.json().months[6]).toMatchObject({ budget: '0.00', available: '0.00' });
    expect(changed.json().version).toBe(line.version + 1);
    const rows = await t.database.db
      .select({ month: budgetLedger.month, kind: budgetLedger.kind, amount: budgetLedger.amount })
      .from(budgetLedger)
      .where(and(eq(budgetLedger.lineId, line.id), eq(budgetLedger.month, 6)));
    expect(rows).toEqual([
      { month: 6, kind: 'BUDGET', amount: '1000.00' },
      { month: 6, kind: 'BUDGET', amount: '500.25' },
    ]);
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'budget_map_line'), eq(auditLog.entityId, String(line.id))))
      .orderBy(auditLog.id);
    expect(audits.map((row) => row.action)).toEqual(['CRIADO', 'ALTERADO']);
    // The version moved on: the first save's version is stale now.
    const stale = await admin('salvar', {
      ...NEW_KEY,
      ricBox: 'CREATE',
      id: line.id,
      version: line.version,
      budgets,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a duplicated key, unknown codes, a changed key and bad budgets, saving nothing', async () => {
    await newLine('DUP');
    const duplicate = await admin('salvar', { ...NEW_KEY, ricBox: 'DUP', budgets: twelve('5') });
    expect(duplicate.statusCode).toBe(422);
    expect(texts(duplicate).join(' ')).toContain('Já existe uma linha do mapa com esta chave');
    const unknown = await admin('salvar', { ...NEW_KEY, channel: 'XX', ricBox: 'UNK', budgets: twelve('5') });
    expect(unknown.statusCode).toBe(422);
    expect(texts(unknown).join(' ')).toContain('XX');
    const line = await newLine('KEY');
    const keyChange = await admin('salvar', {
      ...NEW_KEY,
      ricBox: 'KEY2',
      id: line.id,
      version: line.version,
      budgets: twelve('5'),
    });
    expect(keyChange.statusCode).toBe(422);
    expect((await admin('salvar', { ...NEW_KEY, ricBox: 'BAD', budgets: twelve('-1') })).statusCode).toBe(
      422,
    );
    expect((await admin('salvar', { ...NEW_KEY, ricBox: 'BAD', budgets: ['1'] })).statusCode).toBe(422);
    const page = (await admin('buscar', { year: YEAR, channel: 'MT' })).json();
    expect(page.itens.map((item: { ricBox: string }) => item.ricBox)).not.toContain('BAD');
    expect(page.itens.map((item: { ricBox: string }) => item.ricBox)).not.toContain('UNK');
  });

  it('refuses lowering a month below what is reserved: "Saldo insuficiente"', async () => {
    const line = await newLine('RESERVED', '100.00');
    await reserveFunds(t.database.db, {
      lineId: line.id,
      month: 1,
      amount: '80.00',
      reference: { kind: 'PAYMENT_GROUP', id: 'g-1' },
      userId: null,
    });
    const budgets = twelve('100.00');
    budgets[0] = '79.99';
    const lowered = await admin('salvar', {
      ...NEW_KEY,
      ricBox: 'RESERVED',
      id: line.id,
      version: line.version,
      budgets,
    });
    expect(lowered.statusCode).toBe(422);
    expect(texts(lowered)).toEqual(['Saldo insuficiente']);
    const english = await call(
      t,
      '/api/mapaboa/salvar',
      { ...NEW_KEY, ricBox: 'RESERVED', id: line.id, version: line.version, budgets },
      { token: tokens.admin, language: 'en' },
    );
    expect(texts(english)).toEqual(['Insufficient funds']);
    const after = (await admin('buscarLinha', { id: line.id })).json();
    expect(after.months[0]).toMatchObject({ budget: '100.00', reserved: '80.00', available: '20.00' });
    expect(after.version).toBe(line.version);
  });

  it('adds money only once the approval engine approves the addition, with its evidence', async () => {
    const line = await newLine('ADD', '100.00');
    const request = await admin('solicitarAdicao', {
      lineId: line.id,
      month: 3,
      removal: false,
      value: '250.50',
      justification: 'Campanha de verão',
      evidence: { nomeArquivo: 'aprovacao.pdf', conteudo: pdf },
    });
    expect(request.statusCode, request.body).toBe(200);
    const addition = request.json();
    expect(addition).toMatchObject({
      status: 'EM_APROVACAO',
      value: '250.50',
      evidenceName: 'aprovacao.pdf',
    });
    expect(addition.approval.stepCount).toBe(1);
    expect((await admin('buscarLinha', { id: line.id })).json().months[2].available).toBe('100.00');
    const listed = (await admin('buscarAdicoes', { id: line.id })).json().lista;
    expect(listed.map((item: { id: number }) => item.id)).toEqual([addition.id]);
    const evidence = await admin('baixarEvidenciaAdicao', { id: addition.id });
    expect(evidence.statusCode).toBe(200);
    const approved = await admin('aprovarAdicao', { id: addition.id, justification: null });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('APROVADA');
    const balance = (await admin('buscarLinha', { id: line.id })).json();
    expect(balance.months[2]).toMatchObject({ budget: '100.00', additions: '250.50', available: '350.50' });
    const again = await admin('aprovarAdicao', { id: addition.id, justification: null });
    expect(again.statusCode).toBe(409);
    const rows = await t.database.db
      .select()
      .from(budgetLedger)
      .where(eq(budgetLedger.referenceKind, 'BUDGET_ADDITION'));
    expect(
      rows.filter((row) => row.referenceId === String(addition.id)).map((row) => [row.kind, row.amount]),
    ).toEqual([['ADDITION', '250.50']]);
  });

  it('refuses a removal the balance cannot cover at its approval, and keeps it in approval', async () => {
    const line = await newLine('REMOVE', '100.00');
    const removal = (
      await admin('solicitarAdicao', {
        lineId: line.id,
        month: 4,
        removal: true,
        value: '100.01',
        justification: 'Corte de orçamento',
        evidence: { nomeArquivo: 'corte.pdf', conteudo: pdf },
      })
    ).json();
    const refused = await admin('aprovarAdicao', { id: removal.id, justification: null });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(texts(refused)).toEqual(['Saldo insuficiente']);
    expect((await admin('buscarAdicoes', { id: line.id })).json().lista[0].status).toBe('EM_APROVACAO');
    const reproveWithout = await admin('reprovarAdicao', { id: removal.id, justification: null });
    expect(reproveWithout.statusCode).toBe(422);
    const reproved = await admin('reprovarAdicao', { id: removal.id, justification: 'Valor acima do saldo' });
    expect(reproved.json()).toMatchObject({
      status: 'REPROVADA',
      decisionJustification: 'Valor acima do saldo',
    });
    const fits = (
      await admin('solicitarAdicao', {
        lineId: line.id,
        month: 4,
        removal: true,
        value: '40.00',
        justification: 'Corte de orçamento',
        evidence: {
          nomeArquivo: 'corte.jpg',
          conteudo: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64'),
        },
      })
    ).json();
    expect((await admin('aprovarAdicao', { id: fits.id, justification: null })).json().status).toBe(
      'APROVADA',
    );
    expect((await admin('buscarLinha', { id: line.id })).json().months[3]).toMatchObject({
      removals: '40.00',
      available: '60.00',
    });
  });

  it('refuses an addition whose evidence is not a PDF or an image, or without value or justification', async () => {
    const line = await newLine('EVIDENCE');
    const before = await t.database.db
      .select()
      .from(budgetMapAdditions)
      .where(eq(budgetMapAdditions.lineId, line.id));
    const body = {
      lineId: line.id,
      month: 1,
      removal: false,
      value: '10.00',
      justification: 'Teste',
      evidence: { nomeArquivo: 'falso.pdf', conteudo: Buffer.from('not a pdf at all').toString('base64') },
    };
    const fake = await admin('solicitarAdicao', body);
    expect(fake.statusCode).toBe(422);
    expect(texts(fake).join(' ')).toContain('PDF ou uma imagem');
    const text = await admin('solicitarAdicao', {
      ...body,
      evidence: { nomeArquivo: 'nota.txt', conteudo: pdf },
    });
    expect(text.statusCode).toBe(422);
    expect(
      (
        await admin('solicitarAdicao', {
          ...body,
          evidence: { nomeArquivo: 'a.pdf', conteudo: pdf },
          value: '0',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await admin('solicitarAdicao', {
          ...body,
          evidence: { nomeArquivo: 'a.pdf', conteudo: pdf },
          justification: ' ',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await admin('solicitarAdicao', {
          ...body,
          lineId: 999999,
          evidence: { nomeArquivo: 'a.pdf', conteudo: pdf },
        })
      ).statusCode,
    ).toBe(404);
    const after = await t.database.db
      .select()
      .from(budgetMapAdditions)
      .where(eq(budgetMapAdditions.lineId, line.id));
    expect(after).toEqual(before);
  });

  it('answers the consolidated report per line and month with the references behind reserved and paid, and exports it', async () => {
    const line = await newLine('REPORT', '500.00');
    await reserveFunds(t.database.db, {
      lineId: line.id,
      month: 2,
      amount: '120.00',
      reference: { kind: 'PAYMENT_GROUP', id: 77 },
      userId: null,
    });
    const missing = await admin('relatorioConsolidado', { year: YEAR, commodity: 'FS' });
    expect(missing.statusCode).toBe(422);
    expect((await admin('exportarRelatorioConsolidado', { year: YEAR, channel: 'MT' })).statusCode).toBe(422);
    const report = await admin('relatorioConsolidado', {
      year: YEAR,
      channel: 'MT',
      commodity: 'FS',
      month: 2,
    });
    expect(report.statusCode, report.body).toBe(200);
    const row = report.json().lista.find((item: { lineId: number }) => item.lineId === line.id);
    expect(row).toMatchObject({
      month: 2,
      budget: '500.00',
      reserved: '120.00',
      available: '380.00',
      // A reference that is no payment item names no agreement.
      references: [{ kind: 'PAYMENT_GROUP', id: '77', reserved: '120.00', paid: '0.00', origin: null }],
    });
    const file = await admin('exportarRelatorioConsolidado', {
      year: YEAR,
      channel: 'MT',
      commodity: 'FS',
      month: 2,
    });
    expect(file.statusCode, file.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.json().conteudo, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = sheet?.getSheetValues().flat().map(String) ?? [];
    expect(values).toContain('REPORT');
    expect(values).toContain('(PAYMENT_GROUP 77): reservado 120.00 / pago 0.00');
  });

  it('round-trips the lines through a spreadsheet: download, change, upload, preview, apply once', async () => {
    const SHEET_KEY = { ...NEW_KEY, channel: 'FR', commodity: 'HPF' };
    const kept = await admin('salvar', { ...SHEET_KEY, ricBox: 'SHEET-1', budgets: twelve('100.00') });
    expect(kept.statusCode, kept.body).toBe(200);
    await reserveFunds(t.database.db, {
      lineId: kept.json().id,
      month: 5,
      amount: '90.00',
      reference: { kind: 'PAYMENT_GROUP', id: 'sheet' },
      userId: null,
    });
    await admin('salvar', { ...SHEET_KEY, ricBox: 'SHEET-2', budgets: twelve('10.00') });
    const exported = await admin('exportarPlanilha', { year: YEAR, channel: 'FR' });
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = await readSheet(exported.json().conteudo);
    expect(rows[0]).toContain('Caixa RIC');
    expect(rows[0]).toContain('Orçado 01');
    expect(rows.length).toBe(3);
    const changed = await editedWorkbook(exported.json().conteudo, (sheet, column) => {
      const ric = column('Caixa RIC');
      for (let number = 2; number <= 3; number++) {
        const row = sheet.getRow(number);
        if (row.getCell(ric).value === 'SHEET-1') {
          row.getCell(column('Orçado 01')).value = '150.50';
          // Below the 90.00 reserved in May: refused as insufficient funds.
          row.getCell(column('Orçado 05')).value = '80.00';
        }
      }
      const template = sheet.getRow(2).values as unknown[];
      const added = [...template.slice(1)];
      added[ric - 1] = 'SHEET-NEW';
      sheet.addRow(added);
      sheet.addRow(added);
    });
    const preview = await admin('previaPlanilha', { nomeArquivo: 'mapa.xlsx', conteudo: changed });
    expect(preview.statusCode, preview.body).toBe(200);
    const all = await admin('linhasPrevia', {
      id: preview.json().id,
      situacao: 'RECUSADA',
      tamanhoPagina: 50,
    });
    expect(preview.json().contagens, all.body).toEqual({
      NOVA: 1,
      ALTERADA: 0,
      SEM_ALTERACAO: 1,
      RECUSADA: 2,
    });
    const refused = await admin('linhasPrevia', {
      id: preview.json().id,
      situacao: 'RECUSADA',
      tamanhoPagina: 50,
    });
    const reasons = refused
      .json()
      .itens.map((item: { motivo: string }) => item.motivo)
      .join(' / ');
    expect(reasons).toContain('Saldo insuficiente');
    expect(reasons).toContain('Linha repetida: a mesma chave está na linha 4');
    // Nothing applied by the preview.
    expect((await admin('buscar', { year: YEAR, channel: 'FR' })).json().total).toBe(2);

    const applied = await admin('aplicarPlanilha', { id: preview.json().id });
    expect(applied.statusCode, applied.body).toBe(202);
    const job = await waitForJob(t, tokens.admin, applied.json().id);
    expect(job.status, JSON.stringify(job)).toBe('FINALIZADO_COM_INCONSISTENCIAS');
    const errors = await errorSheetOf(t, tokens.admin, applied.json().id);
    expect(errors.length).toBe(3);
    const lines = (await admin('buscar', { year: YEAR, channel: 'FR' })).json().itens;
    expect(lines.map((line: { ricBox: string }) => line.ricBox).sort()).toEqual([
      'SHEET-1',
      'SHEET-2',
      'SHEET-NEW',
    ]);
    const first = lines.find((line: { ricBox: string }) => line.ricBox === 'SHEET-1');
    expect(first.months[0].budget).toBe('100.00');
    expect(first.months[4]).toMatchObject({ budget: '100.00', reserved: '90.00', available: '10.00' });
    const twice = await admin('aplicarPlanilha', { id: preview.json().id });
    expect(twice.statusCode).toBe(409);
  });
});
