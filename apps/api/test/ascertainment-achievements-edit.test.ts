import type {
  TAchievementsEditPage,
  TAchievementsEditRow,
} from '@trade-terms/domain/ascertainment-achievements-edit';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ascertainmentLines, ascertainments } from '../src/modules/ascertainment/ascertainment-table';
import { importExportJobs } from '../src/modules/imports-exports/jobs-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { agreementFlow } from './support/agreement-flow';
import { call, demoTokens, restrictedUser, texts } from './support/calls';
import { editedWorkbook, errorSheetOf, readSheet, waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * `/trade-agreements-ascertainment/achievements-edit`: the achievement % typed for goal levers,
 * saved or imported as a job that stores it and recalculates the ascertainment. The goal lever is
 * worked example 2's: goal 500 000.00, minimum 90 % at 1.0 %, potential 3.0 %; typed 95 % ->
 * 2.0 % of 475 000.00 = 9 500.00; 104 % -> 3.0 % of 520 000.00 = 15 600.00.
 */
describe('typed achievements of the ascertainments', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let competence: string;
  let agreementId: number;
  let approvedAgreementId: number;

  const as = (token: string, path: string, body: object) => call(t, `/api/apuracao/${path}`, body, { token });
  const page = async (token = tokens.comercial) => {
    const response = await as(token, 'buscarAtingimentosEditaveis', { competence, tamanhoPagina: 100 });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { itens: TAchievementsEditPage['items']; total: number };
  };
  const rowOf = async (agreement: number, token = tokens.comercial) => {
    const rows = (await page(token)).itens.filter((row) => row.agreementId === agreement);
    return rows[0] as TAchievementsEditRow;
  };
  const jobCount = async () =>
    (
      await t.database.db
        .select()
        .from(importExportJobs)
        .where(eq(importExportJobs.register, 'ascertainment-achievements'))
    ).length;
  const saved = async (rows: object[], token = tokens.comercial) => {
    const response = await as(token, 'salvarAtingimentos', { rows });
    expect(response.statusCode, response.body).toBe(202);
    return waitForJob(t, token, response.json().id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    const year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    competence = `03/${year}`;
    const flow = agreementFlow(
      () => t,
      () => tokens,
    );
    await flow.approved('Acordo sem alavanca de meta');
    const withLevers = (description: string) =>
      flow.approved(description, {
        levers: [
          {
            leverId: flow.leverIds.get('Meta mensal sell-out'),
            fundsType: 'OFF',
            discountPercent: '2.0',
            goal: '500000.00',
            minimumPercent: '90',
            minimumDiscountPercent: '1.0',
            potentialDiscountPercent: '3.0',
            expectedYearlyValue: '1000.00',
            commodity: 'HPF',
            customers: ['0001000101'],
            payers: ['0001000101'],
          },
          {
            leverId: flow.leverIds.get('Crescimento trimestral sell-in'),
            fundsType: 'OFF',
            discountPercent: '2.5',
            growthPercent: '5',
            expectedYearlyValue: '1000.00',
            commodity: 'HPF',
            customers: ['0001000101'],
            payers: ['0001000101'],
          },
        ],
      });
    agreementId = (await withLevers('Acordo com meta digitada')).id;
    approvedAgreementId = (await withLevers('Acordo com apuração aprovada')).id;
    for (const id of [agreementId, approvedAgreementId]) {
      const calculated = await as(tokens.comercial, 'calcular', { competence, agreementId: id });
      expect(calculated.statusCode, calculated.body).toBe(200);
    }
    // An approved ascertainment, as the approval flow leaves it.
    await t.database.db
      .update(ascertainments)
      .set({ status: 'APROVADA' })
      .where(eq(ascertainments.agreementId, approvedAgreementId));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only the lines whose achievement is typed (the goal lever, not the growth from sell-in), with the version', async () => {
    const rows = (await page()).itens.filter((row) => row.agreementId === agreementId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      leverName: 'Meta mensal sell-out',
      calculationModel: 'GOAL',
      competence,
      status: 'EM_VALIDACAO',
      typedAchievementPercent: null,
      typedBy: null,
    });
    expect(rows[0]?.version).toBeGreaterThan(0);
  });

  it('saves a typed achievement as a job with the 3 to 5 minutes message, audited, and recalculates the line', async () => {
    const before = await rowOf(agreementId);
    const response = await as(tokens.comercial, 'salvarAtingimentos', {
      rows: [{ lineId: before.lineId, version: before.version, achievementPercent: '95' }],
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(texts(response)[0]).toContain('3 a 5 minutos');
    const job = await waitForJob(t, tokens.comercial, response.json().id);
    expect(job).toMatchObject({ status: 'FINALIZADO', linhasLidas: 1, linhasAlteradas: 1 });
    expect(String(job.mensagem)).toContain('1 apuração(ões) recalculada(s)');
    const after = await rowOf(agreementId);
    expect(after).toMatchObject({
      typedAchievementPercent: '95.0000',
      achievementPercent: '95.0000',
      ratePercent: '2.0000',
      achievementValue: '9500.00',
      lineStatus: 'APURADA',
    });
    expect(after.typedBy).toBeTruthy();
    expect(after.version).toBeGreaterThan(before.version);
    const [line] = await t.database.db
      .select()
      .from(ascertainmentLines)
      .where(eq(ascertainmentLines.id, before.lineId));
    expect(line?.steps.map((step) => step.label)).toContain('calc.step.typedAchievement');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'ascertainment'),
          eq(auditLog.entityId, String(before.ascertainmentId)),
          eq(auditLog.action, 'ATINGIMENTO_DIGITADO'),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toEqual({ lines: [{ line: before.lineId, typed: '95.0000' }] });
  });

  it('keeps the typed achievement through a recalculation; the same value again changes nothing', async () => {
    const recalculated = await as(tokens.comercial, 'calcular', { competence, agreementId });
    expect(recalculated.statusCode, recalculated.body).toBe(200);
    const row = await rowOf(agreementId);
    expect(row.achievementValue).toBe('9500.00');
    const job = await saved([{ lineId: row.lineId, version: row.version, achievementPercent: '95.0' }]);
    expect(job).toMatchObject({ status: 'FINALIZADO', linhasSemAlteracao: 1, linhasAlteradas: 0 });
    expect((await rowOf(agreementId)).version).toBe(row.version);
  });

  it('refuses a save from a version another user already moved on: 409, nothing queued', async () => {
    const read = await rowOf(agreementId);
    await saved([{ lineId: read.lineId, version: read.version, achievementPercent: '96' }]);
    const jobs = await jobCount();
    const second = await as(tokens.comercial, 'salvarAtingimentos', {
      rows: [{ lineId: read.lineId, version: read.version, achievementPercent: '97' }],
    });
    expect(second.statusCode).toBe(409);
    expect(texts(second)[0]).toBe('O registro foi alterado por outro usuário. Recarregue e tente novamente.');
    expect(await jobCount()).toBe(jobs);
    expect((await rowOf(agreementId)).typedAchievementPercent).toBe('96.0000');
  });

  it('refuses bad cells with one message per field (422), nothing queued', async () => {
    const row = await rowOf(agreementId);
    const jobs = await jobCount();
    const cases: [unknown, string][] = [
      ['noventa', 'Informe um número (ex.: 95,5)'],
      ['1000.5', 'O atingimento vai de 0 a 1000%'],
      ['-3', 'O atingimento vai de 0 a 1000%'],
      ['95.12345', 'No máximo 4 casas decimais'],
    ];
    for (const [value, message] of cases) {
      const response = await as(tokens.comercial, 'salvarAtingimentos', {
        rows: [
          { lineId: row.lineId, version: row.version, achievementPercent: '90' },
          { lineId: row.lineId, version: row.version, achievementPercent: value },
        ],
      });
      expect(response.statusCode, String(value)).toBe(422);
      const body = response.json();
      expect(JSON.stringify(body)).toContain('rows.1.achievementPercent');
      expect(JSON.stringify(body)).toContain(message);
    }
    expect((await as(tokens.comercial, 'salvarAtingimentos', { rows: [] })).statusCode).toBe(422);
    expect(await jobCount()).toBe(jobs);
    expect((await rowOf(agreementId)).typedAchievementPercent).toBe('96.0000');
  });

  it('refuses in the job’s error sheet an approved ascertainment’s row, a lever that is computed and an unknown line; applies the rest', async () => {
    const [goal, growth] = await t.database.db
      .select({
        id: ascertainmentLines.id,
        model: ascertainmentLines.calculationModel,
        version: ascertainments.version,
      })
      .from(ascertainmentLines)
      .innerJoin(ascertainments, eq(ascertainments.id, ascertainmentLines.ascertainmentId))
      .where(eq(ascertainments.agreementId, approvedAgreementId))
      .orderBy(sql`${ascertainmentLines.calculationModel} asc`);
    expect(goal?.model).toBe('GOAL');
    const mine = await t.database.db
      .select({ id: ascertainmentLines.id, version: ascertainments.version })
      .from(ascertainmentLines)
      .innerJoin(ascertainments, eq(ascertainments.id, ascertainmentLines.ascertainmentId))
      .where(
        and(eq(ascertainments.agreementId, agreementId), eq(ascertainmentLines.calculationModel, 'GROWTH')),
      );
    const row = await rowOf(agreementId);
    const response = await as(tokens.comercial, 'salvarAtingimentos', {
      rows: [
        { lineId: goal?.id, version: goal?.version, achievementPercent: '99' },
        { lineId: mine[0]?.id, version: mine[0]?.version, achievementPercent: '99' },
        { lineId: 99_999_999, version: 1, achievementPercent: '99' },
        { lineId: row.lineId, version: row.version, achievementPercent: '104' },
        { lineId: row.lineId, version: row.version, achievementPercent: '104' },
      ],
    });
    expect(response.statusCode, response.body).toBe(202);
    const job = await waitForJob(t, tokens.comercial, response.json().id);
    expect(job).toMatchObject({
      status: 'FINALIZADO_COM_INCONSISTENCIAS',
      linhasRejeitadas: 4,
      linhasAlteradas: 1,
    });
    const reasons = (await errorSheetOf(t, tokens.comercial, String(job.id)))
      .slice(1)
      .map((cells) => cells.at(-1));
    expect(reasons).toEqual([
      expect.stringContaining('está aprovada: o atingimento não é alterado'),
      expect.stringContaining('é calculado pelos dados (modelo Crescimento, origem Sell-in)'),
      'Linha de apuração 99999999 não encontrada',
      'Linha repetida (a mesma alavanca da apuração está na linha 4)',
    ]);
    expect(growth).toBeDefined();
    expect((await rowOf(approvedAgreementId)).typedAchievementPercent).toBeNull();
    expect(await rowOf(agreementId)).toMatchObject({
      typedAchievementPercent: '104.0000',
      achievementValue: '15600.00',
    });
  });

  it('a job whose every row is refused ends in error and changes nothing', async () => {
    const approvedRow = await rowOf(approvedAgreementId);
    const job = await saved([
      { lineId: approvedRow.lineId, version: approvedRow.version, achievementPercent: '50' },
    ]);
    expect(job).toMatchObject({ status: 'ERRO', linhasRejeitadas: 1 });
    expect((await rowOf(approvedAgreementId)).typedAchievementPercent).toBeNull();
  });

  it('an ascertainment in approval is not changed either', async () => {
    const where = eq(ascertainments.agreementId, approvedAgreementId);
    await t.database.db.update(ascertainments).set({ status: 'EM_APROVACAO' }).where(where);
    try {
      const inApproval = await rowOf(approvedAgreementId);
      const job = await saved([
        { lineId: inApproval.lineId, version: inApproval.version, achievementPercent: '50' },
      ]);
      expect(job).toMatchObject({ status: 'ERRO', linhasRejeitadas: 1 });
      const reasons = (await errorSheetOf(t, tokens.comercial, String(job.id)))
        .slice(1)
        .map((cells) => cells.at(-1));
      expect(reasons).toEqual([
        `A apuração ${inApproval.ascertainmentId} está em aprovação: o atingimento não é alterado`,
      ]);
      expect((await rowOf(approvedAgreementId)).typedAchievementPercent).toBeNull();
    } finally {
      await t.database.db.update(ascertainments).set({ status: 'APROVADA' }).where(where);
    }
  });

  it('exports the rows, and imports the spreadsheet back: the typed % applied, bad cells refused row by row', async () => {
    const exported = await as(tokens.comercial, 'exportarAtingimentosEditaveis', { competence });
    expect(exported.statusCode, exported.body).toBe(200);
    const content = exported.json().conteudo as string;
    const [header, ...rows] = await readSheet(content);
    expect(header?.slice(0, 5)).toEqual([
      'Apuração',
      'Código do contrato',
      'Código da alavanca',
      'Versão',
      'Atingimento digitado (%)',
    ]);
    const current = await rowOf(agreementId);
    const mine = rows.find((row) => row[0] === current.ascertainmentId);
    expect(mine?.[4]).toBe('104.0000');
    expect(mine).toContain('Meta mensal sell-out');
    const edited = await editedWorkbook(content, (sheet) => {
      sheet.eachRow((row, number) => {
        if (number > 1 && row.getCell(1).value === current.ascertainmentId) row.getCell(5).value = '95,5';
      });
    });
    const imported = await as(tokens.comercial, 'importarAtingimentos', {
      nomeArquivo: 'atingimentos.xlsx',
      conteudo: edited,
    });
    expect(imported.statusCode, imported.body).toBe(202);
    expect(texts(imported)[0]).toContain('3 a 5 minutos');
    const job = await waitForJob(t, tokens.comercial, imported.json().id);
    expect(job.status).toMatch(/^FINALIZADO/);
    expect(job.linhasAlteradas).toBe(1);
    const after = await rowOf(agreementId);
    expect(after.typedAchievementPercent).toBe('95.5000');

    const id = after.ascertainmentId;
    const bad = await workbookOf(
      ['Apuração', 'Código do contrato', 'Código da alavanca', 'Versão', 'Atingimento digitado (%)'],
      [
        [id, agreementId, after.leverId, after.version, 'muito'],
        [id, agreementId, after.leverId, after.version, '12.34567'],
        [id, agreementId, after.leverId, after.version, '2000'],
        [99_999_999, agreementId, after.leverId, 1, '90'],
        [id, agreementId, 99_999_999, after.version, '90'],
        [id, approvedAgreementId, after.leverId, after.version, '90'],
        [id, agreementId, after.leverId, after.version - 1, '90'],
        ['abc', agreementId, after.leverId, after.version, '90'],
      ],
    );
    const badJob = await waitForJob(
      t,
      tokens.comercial,
      (await as(tokens.comercial, 'importarAtingimentos', { nomeArquivo: 'ruim.xlsx', conteudo: bad })).json()
        .id,
    );
    expect(badJob).toMatchObject({ status: 'ERRO', linhasRejeitadas: 8 });
    const reasons = (await errorSheetOf(t, tokens.comercial, String(badJob.id)))
      .slice(1)
      .map((cells) => cells.at(-1));
    expect(reasons).toEqual([
      'Atingimento digitado (%): Informe um número (ex.: 95,5)',
      'Atingimento digitado (%): No máximo 4 casas decimais',
      'Atingimento digitado (%): O atingimento vai de 0 a 1000%',
      'Apuração 99999999 não encontrada',
      `A apuração ${id} não tem a alavanca 99999999`,
      `O contrato ${approvedAgreementId} não é o da apuração ${id}`,
      expect.stringContaining('foi alterada por outro usuário depois da sua leitura'),
      expect.stringContaining('Apuração:'),
    ]);
    expect((await rowOf(agreementId)).typedAchievementPercent).toBe('95.5000');

    const missing = await workbookOf(['Apuração', 'Versão'], [[id, 1]]);
    const missingJob = await waitForJob(
      t,
      tokens.comercial,
      (
        await as(tokens.comercial, 'importarAtingimentos', {
          nomeArquivo: 'faltando.xlsx',
          conteudo: missing,
        })
      ).json().id,
    );
    expect(missingJob.status).toBe('ERRO');
    expect(String(missingJob.mensagem)).toContain('Código do contrato');
  });

  it('clearing the typed achievement goes back to the one computed from the data', async () => {
    const row = await rowOf(agreementId);
    const job = await saved([{ lineId: row.lineId, version: row.version, achievementPercent: null }]);
    expect(job.status).toBe('FINALIZADO');
    const after = await rowOf(agreementId);
    expect(after.typedAchievementPercent).toBeNull();
    expect(after.typedBy).toBeNull();
    expect(after.achievementValue).not.toBe('15600.00');
    const [line] = await t.database.db
      .select()
      .from(ascertainmentLines)
      .where(eq(ascertainmentLines.id, row.lineId));
    expect(line?.steps.map((step) => step.label)).not.toContain('calc.step.typedAchievement');
  });

  it('saving needs the edit role; outside the caller’s restrictions a line is neither listed nor changed', async () => {
    const viewer = await restrictedUser(t, tokens.admin, {
      login: 'atingimento-so-leitura',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    expect((await as(viewer, 'buscarAtingimentosEditaveis', { competence })).statusCode).toBe(200);
    const row = await rowOf(agreementId);
    const body = { rows: [{ lineId: row.lineId, version: row.version, achievementPercent: '90' }] };
    expect((await as(viewer, 'salvarAtingimentos', body)).statusCode).toBe(403);
    expect(
      (await as(viewer, 'importarAtingimentos', { nomeArquivo: 'a.xlsx', conteudo: 'eA==' })).statusCode,
    ).toBe(403);
    const elsewhere = await restrictedUser(t, tokens.admin, {
      login: 'atingimento-outro-canal',
      features: ['ROLE_EDITAR_APURACAO_ACORDO'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    expect((await page(elsewhere)).itens.filter((item) => item.agreementId === agreementId)).toHaveLength(0);
    const job = await saved(body.rows, elsewhere);
    expect(job).toMatchObject({ status: 'ERRO', linhasRejeitadas: 1 });
    expect((await rowOf(agreementId)).typedAchievementPercent).toBeNull();
    const noRole = await restrictedUser(t, tokens.admin, {
      login: 'atingimento-sem-papel',
      features: ['ROLE_EDITAR_ACORDO_COMERCIAL'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    expect((await as(noRole, 'buscarAtingimentosEditaveis', { competence })).statusCode).toBe(403);
  });
});
