import type {
  TAscertainment,
  TAscertainmentInputRow,
  TAscertainmentRow,
} from '@trade-terms/domain/ascertainment';
import { calendarDateIn } from '@trade-terms/domain/dates';
import Decimal from 'decimal.js';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCalcDataRows } from '../src/modules/calculation-data/calculation-data-service';
import { registerTables } from '../src/modules/master-data/register-tables';
import { auditLog } from '../src/platform/audit/audit-table';
import { type AgreementBody, agreementFlow, type BulkBody } from './support/agreement-flow';
import { call, demoTokens, restrictedUser } from './support/calls';
import { justifyFindings } from './support/reconciliation';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Worked example 1 of DOMAIN.md from stored sell-in rows: a quarterly growth lever of 2.5 % over
 * 5 % growth, customers 100010 (700 000.00 in Q1) and 100011 (380 000.00), growth base
 * 1 000 000.00 in Q1 a year earlier. Then every move of the ascertainment and every refusal.
 */
describe('ascertainment of agreements', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let year: number;
  let agreement: AgreementBody;
  let flow: ReturnType<typeof agreementFlow>;
  let q1: number;

  const as = (token: string, path: string, body: unknown = {}, language?: string) =>
    call(t, `/api/${path}`, body, { token, ...(language ? { language } : {}) });
  const ok = async <T>(token: string, path: string, body: unknown = {}): Promise<T> => {
    const response = await as(token, path, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const read = (id: number, token = tokens.comercial) =>
    ok<TAscertainment>(token, 'apuracao/buscarPorId', { id });
  const auditCount = async (id: number) => {
    const [row] = await t.database.db
      .select({ total: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ascertainment'), eq(auditLog.entityId, String(id))));
    return row?.total ?? 0;
  };
  const calculate = (competence: string, token = tokens.comercial) =>
    as(token, 'apuracao/calcular', { competence, agreementId: agreement.id });

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    const { db } = t.database;
    const customer = registerTables.customer;
    const [model] = await db.select().from(customer).where(eq(customer.code, '0001000102'));
    if (!model) throw new Error('demo customer missing');
    const { id: _id, ...fields } = model;
    const created = await db
      .insert(customer)
      .values([
        { ...fields, code: '100010', name: 'Cliente 100010', cnpj: null, sapPayer: true },
        { ...fields, code: '100011', name: 'Cliente 100011', cnpj: null, sapPayer: false },
      ])
      .returning({ id: customer.id, code: customer.code });
    expect(created).toHaveLength(2);
    const row = (code: string, skuCode: string, at: string, niv: string) => ({
      customerCode: code,
      storeCode: null,
      distributorCode: null,
      skuCode,
      competence: at,
      volume: '10.000',
      niv,
      gsv: new Decimal(niv).times(2).toFixed(2),
      grossRevenue: new Decimal(niv).times(3).toFixed(2),
    });
    const month = (y: number, m: number) => `${String(m).padStart(2, '0')}/${y}`;
    await db.transaction((tx) =>
      loadCalcDataRows(tx, 'sellIn', [
        // Q1 of this year: 700 000.00 + 380 000.00, in the order the months came.
        row('100010', 'SKU-1001', month(year, 1), '300000.00'),
        row('100010', 'SKU-1001', month(year, 2), '200000.00'),
        row('100010', 'SKU-2001', month(year, 3), '200000.00'),
        row('100011', 'SKU-1001', month(year, 3), '140000.00'),
        row('100011', 'SKU-1001', month(year, 1), '100000.00'),
        row('100011', 'SKU-2001', month(year, 2), '140000.00'),
        // Q1 a year earlier: 1 000 000.00.
        row('100010', 'SKU-1001', month(year - 1, 1), '200000.00'),
        row('100010', 'SKU-1001', month(year - 1, 2), '200000.00'),
        row('100010', 'SKU-1001', month(year - 1, 3), '200000.00'),
        row('100011', 'SKU-1001', month(year - 1, 1), '100000.00'),
        row('100011', 'SKU-1001', month(year - 1, 2), '150000.00'),
        row('100011', 'SKU-1001', month(year - 1, 3), '150000.00'),
        // Outside the lever's scope: another business unit, another month.
        row('100010', 'SKU-3001', month(year, 3), '999999.00'),
        row('100010', 'SKU-1001', month(year, 4), '50000.00'),
      ]),
    );
    flow = agreementFlow(
      () => t,
      () => tokens,
    );
    agreement = await flow.approvedWithLever('Acordo do exemplo 1', 'Crescimento trimestral sell-in', {
      fundsType: 'OFF',
      discountPercent: '2.5',
      growthPercent: '5',
      expectedYearlyValue: '108000.00',
      commodity: 'HPF',
      customers: ['100010', '100011'],
      payers: ['100010'],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('calculates worked example 1 from the stored sell-in: 27 000.00, with its steps and input rows', async () => {
    const response = await calculate(`03/${year}`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as { changed: number[]; unchanged: number[]; skipped: unknown[] };
    expect(result.changed).toHaveLength(1);
    q1 = result.changed[0] as number;

    const detail = await read(q1);
    expect(detail).toMatchObject({
      agreementId: agreement.id,
      commodity: 'HPF',
      competence: `03/${year}`,
      period: `Q1/${year}`,
      status: 'EM_VALIDACAO',
      signatureStatus: 'AGUARDANDO_ASSINATURA',
      fundsTypes: ['OFF'],
      accurateValue: '27000.00',
      toPay: '27000.00',
      inconsistentLines: 0,
    });
    const [line] = detail.lines;
    expect(line).toMatchObject({
      calculationModel: 'GROWTH',
      calculationBasis: 'NIV',
      origin: 'SELL_IN',
      status: 'APURADA',
      accurateValue: '27000.00',
      achievementPercent: '102.8571',
      ratePercent: '2.5000',
      abatement: '0.00',
      toPay: '27000.00',
      inputRows: 12,
      inconsistencies: [],
    });
    const step = (label: string) => line?.steps.find((each) => each.label === label)?.value;
    expect(step('calc.step.period')).toBe(`Q1/${year}`);
    expect(step('calc.step.actual')).toBe('1080000.00');
    expect(step('calc.step.growthBase')).toBe('1000000.00');
    expect(step('calc.step.goal')).toBe('1050000.00');
    expect(step('calc.step.achievementPercent')).toBe('102.8571');
    expect(step('calc.step.value')).toBe('27000.00');

    // Why this number: the rows behind the base and the growth base.
    const rows = async (role?: string) =>
      ok<{ itens: TAscertainmentInputRow[]; total: number }>(
        tokens.comercial,
        'apuracao/buscarLinhasEntrada',
        {
          lineId: line?.id,
          tamanhoPagina: 50,
          ...(role ? { role } : {}),
        },
      );
    const base = await rows('BASE');
    expect(base.total).toBe(6);
    expect(base.itens.reduce((sum, row) => sum.plus(row.niv), new Decimal(0)).toFixed(2)).toBe('1080000.00');
    const byCustomer = (code: string) =>
      base.itens
        .filter((row) => row.customer.code === code)
        .reduce((sum, row) => sum.plus(row.niv), new Decimal(0))
        .toFixed(2);
    expect(byCustomer('100010')).toBe('700000.00');
    expect(byCustomer('100011')).toBe('380000.00');
    expect(base.itens.every((row) => row.source === 'SELL_IN' && row.competence.endsWith(`/${year}`))).toBe(
      true,
    );
    expect(base.itens[0]).toMatchObject({ customer: { code: '100010', name: 'Cliente 100010' } });
    const growth = await rows('GROWTH_BASE');
    expect(growth.total).toBe(6);
    expect(growth.itens.reduce((sum, row) => sum.plus(row.niv), new Decimal(0)).toFixed(2)).toBe(
      '1000000.00',
    );
    const paged = await ok<{ itens: unknown[]; total: number }>(
      tokens.comercial,
      'apuracao/buscarLinhasEntrada',
      {
        lineId: line?.id,
        tamanhoPagina: 5,
        pagina: 3,
      },
    );
    expect(paged).toMatchObject({ total: 12 });
    expect(paged.itens).toHaveLength(2);

    const levers = await ok<{ lista: { id: number }[] }>(
      tokens.comercial,
      'apuracaopack/buscarAlavancasContrato',
      {
        id: q1,
      },
    );
    expect(levers.lista.map((each) => each.id)).toEqual([line?.id]);
  });

  it('recalculates with the same inputs to the same numbers and writes nothing', async () => {
    const before = await read(q1);
    const audits = await auditCount(q1);
    const response = await calculate(`03/${year}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ changed: [], unchanged: [q1], skipped: [] });
    const after = await read(q1);
    expect(after.version).toBe(before.version);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(after.lines).toEqual(before.lines);
    expect(await auditCount(q1)).toBe(audits);
  });

  it('lists it under validation with its counts, by the filters', async () => {
    const search = (body: object) =>
      ok<{ itens: TAscertainmentRow[]; total: number }>(tokens.comercial, 'apuracao/buscarApuracoes', {
        tab: 'underValidation',
        tamanhoPagina: 50,
        ...body,
      });
    const found = await search({ competence: `03/${year}`, economicGroups: ['GRP-ALFA'], channels: ['HC'] });
    expect(found.itens.map((row) => row.id)).toContain(q1);
    const row = found.itens.find((each) => each.id === q1);
    // Approved within 60 days of the quarter's last day, or overdue.
    const overdue = calendarDateIn(t.config.BUSINESS_TIME_ZONE) > `${year}-05-30`;
    expect(row).toMatchObject({
      economicGroup: { code: 'GRP-ALFA' },
      accurateValue: '27000.00',
      deadline: `30/05/${year}`,
      overdue,
    });
    expect(
      (await search({ competence: `03/${year}`, signatureStatuses: ['ASSINADO'] })).itens.map((r) => r.id),
    ).not.toContain(q1);
    expect(
      (await search({ competence: `03/${year}`, fundsTypes: ['ON'] })).itens.map((r) => r.id),
    ).not.toContain(q1);
    expect(
      (await search({ competence: `03/${year}`, fundsTypes: ['OFF'] })).itens.map((r) => r.id),
    ).toContain(q1);
    expect((await search({ competence: `02/${year}` })).itens.map((r) => r.id)).not.toContain(q1);
    expect((await search({ commodities: ['ICE'] })).itens.map((r) => r.id)).not.toContain(q1);
    const sorted = await search({ ordenarPor: 'accurateValue', direcao: 'desc', tamanhoPagina: 1 });
    expect(sorted.itens).toHaveLength(1);

    const counts = await ok<Record<string, number>>(tokens.comercial, 'apuracao/totalizadorAbas', {
      agreementId: agreement.id,
    });
    expect(counts).toEqual({
      underValidation: 1,
      underApproval: 0,
      approved: 0,
      claims: 0,
      disapproved: 0,
      overdue: overdue ? 1 : 0,
    });
  });

  it('refuses a changed value without a justification, and a validation from a stale version', async () => {
    const detail = await read(q1);
    const lineId = detail.lines[0]?.id;
    const refused = await as(tokens.comercial, 'apuracao/validar', {
      id: q1,
      version: detail.version,
      lineId,
      validatedValue: '26000.00',
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.body).toContain('Informe uma justificativa para alterar o valor');
    expect((await read(q1)).version).toBe(detail.version);

    const validated = await ok<TAscertainment>(tokens.comercial, 'apuracao/validar', {
      id: q1,
      version: detail.version,
      lineId,
      validatedValue: '26000.00',
      justification: 'Devolução no período',
    });
    expect(validated.version).toBe(detail.version + 1);
    expect(validated.lines[0]).toMatchObject({
      status: 'VALIDADA',
      accurateValue: '27000.00',
      validatedValue: '26000.00',
      validationJustification: 'Devolução no período',
      toPay: '26000.00',
    });
    // A second analyst validating from the same reading.
    const stale = await as(tokens.comercial, 'apuracao/validar', {
      id: q1,
      version: detail.version,
      lineId,
      validatedValue: '25000.00',
      justification: 'Outra leitura',
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect((await read(q1)).lines[0]?.validatedValue).toBe('26000.00');
  });

  it('refuses to send without an approval flow for it, then asks to confirm an unsigned agreement', async () => {
    const flows = await ok<{ itens: { id: number; actionType: string }[] }>(
      tokens.admin,
      'fluxoAprovacao/buscarFluxos',
      { actionType: 'APURACAO', tamanhoPagina: 50 },
    );
    const stored = await ok<{
      id: number;
      version: number;
      actionType: string;
      name: string;
      steps: { stepNumber: number; responsibleIds: number[]; notifiedIds: number[] }[];
    }>(tokens.admin, 'fluxoAprovacao/buscarPorId', { id: flows.itens[0]?.id });
    const saveFlow = (version: number, channel: string | null) =>
      ok<{ version: number }>(tokens.admin, 'fluxoAprovacao/salvarAtualizarFluxo', {
        id: stored.id,
        version,
        actionType: stored.actionType,
        name: stored.name,
        requesterProfileId: null,
        channel,
        budgetType: null,
        paymentOrigin: null,
        steps: stored.steps.map(({ stepNumber, responsibleIds, notifiedIds }) => ({
          stepNumber,
          responsibleIds,
          notifiedIds,
        })),
      });
    // The only ascertainment flow now applies to the PC channel alone: none for this HC agreement.
    const moved = await saveFlow(stored.version, 'PC');
    const none = await ok<BulkBody>(tokens.comercial, 'apuracao/enviarAprovacao', {
      ids: [q1],
      confirmUnsigned: true,
    });
    expect(none.done).toEqual([]);
    expect(none.skipped).toEqual([{ id: q1, reason: 'Nenhum fluxo de aprovação encontrado' }]);
    expect((await read(q1)).status).toBe('EM_VALIDACAO');
    await saveFlow(moved.version, null);

    const unconfirmed = await as(tokens.comercial, 'apuracao/enviarAprovacao', { ids: [q1] });
    expect(unconfirmed.statusCode, unconfirmed.body).toBe(409);
    expect(unconfirmed.json().mensagens[0].codigo).toBe('ASCERTAINMENT_UNSIGNED_AGREEMENT');
    expect((await read(q1)).status).toBe('EM_VALIDACAO');

    const sent = await ok<BulkBody>(tokens.comercial, 'apuracao/enviarAprovacao', {
      ids: [q1],
      confirmUnsigned: true,
    });
    expect(sent.done).toEqual([q1]);
    const detail = await read(q1);
    expect(detail.status).toBe('EM_APROVACAO');
    expect(detail.approval).toMatchObject({ currentStep: 1, stepCount: 2 });
    const recalculated = await calculate(`03/${year}`);
    expect(recalculated.statusCode, recalculated.body).toBe(409);
  });

  it('approves at the current step only by its responsible, the final value with its justification', async () => {
    // The administrator is the second step's responsible, not the first's.
    const early = await ok<BulkBody>(tokens.admin, 'apuracao/aprovar', { ids: [q1], confirmUnsigned: true });
    expect(early.done).toEqual([]);
    expect(early.skipped[0]?.reason).toBe('Você não é responsável pela etapa atual desta aprovação');
    expect(
      (await as(tokens.comercial, 'apuracao/aprovar', { ids: [q1], confirmUnsigned: true })).statusCode,
    ).toBe(403);
    const unconfirmed = await as(tokens.aprovador, 'apuracao/aprovar', { ids: [q1] });
    expect(unconfirmed.statusCode).toBe(409);

    const first = await ok<BulkBody>(tokens.aprovador, 'apuracao/aprovar', {
      ids: [q1],
      confirmUnsigned: true,
    });
    expect(first.done).toEqual([q1]);
    expect((await read(q1)).approval).toMatchObject({ currentStep: 2 });

    const lineId = (await read(q1)).lines[0]?.id;
    const withoutReason = await as(tokens.admin, 'apuracao/aprovar', {
      ids: [q1],
      confirmUnsigned: true,
      finalValues: [{ lineId, finalValue: '25500.00' }],
    });
    expect(withoutReason.statusCode, withoutReason.body).toBe(422);
    expect((await read(q1)).status).toBe('EM_APROVACAO');

    const last = await ok<BulkBody>(tokens.admin, 'apuracao/aprovar', {
      ids: [q1],
      confirmUnsigned: true,
      finalValues: [{ lineId, finalValue: '25500.00', justification: 'Acordo com o cliente' }],
    });
    expect(last.done).toEqual([q1]);
    const approved = await read(q1);
    expect(approved).toMatchObject({ status: 'APROVADA', finalValue: '25500.00', toPay: '25500.00' });
    expect(approved.lines[0]).toMatchObject({
      validatedValue: '26000.00',
      finalValue: '25500.00',
      finalJustification: 'Acordo com o cliente',
    });
    expect(approved.approval).toMatchObject({ status: 'APROVADO' });

    const again = await calculate(`03/${year}`);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().mensagens[0].texto).toBe('Apuração já aprovada: não pode ser recalculada');
    const english = await as(
      tokens.comercial,
      'apuracao/calcular',
      { competence: `03/${year}`, agreementId: agreement.id },
      'en',
    );
    expect(english.json().mensagens[0].texto).toBe(
      'Ascertainment already approved: it cannot be recalculated',
    );
    expect(await auditCount(q1)).toBeGreaterThanOrEqual(5);
  });

  it('takes a claim only on an approved ascertainment, analysed on its own flow', async () => {
    const claim = (body: object, token = tokens.comercial) =>
      as(token, 'apuracao/registrarReclamacao', { ascertainmentId: q1, ...body });
    expect((await claim({ value: '0.00', justification: 'Sem valor' })).statusCode).toBe(422);
    expect((await claim({ value: '500.00' })).statusCode).toBe(422);
    const registered = await claim({ value: '1500.00', justification: 'Notas de março fora da base' });
    expect(registered.statusCode, registered.body).toBe(200);
    const first = registered.json() as { id: number; status: string; approval: { stepCount: number } };
    expect(first).toMatchObject({
      status: 'AGUARDANDO_ANALISE',
      value: '1500.00',
      approval: { stepCount: 1 },
    });
    // The administrator is not the claim step's responsible.
    const early = await as(tokens.admin, 'apuracao/aprovarReclamacao', { id: first.id });
    expect(early.statusCode, early.body).toBe(403);
    const approved = await ok<{ status: string }>(tokens.aprovador, 'apuracao/aprovarReclamacao', {
      id: first.id,
    });
    expect(approved.status).toBe('APROVADA');
    const twice = await as(tokens.aprovador, 'apuracao/aprovarReclamacao', { id: first.id });
    expect(twice.statusCode).toBe(409);

    const second = (await claim({ value: '800.00', justification: 'Bonificação' })).json() as { id: number };
    expect((await as(tokens.aprovador, 'apuracao/reprovarReclamacao', { id: second.id })).statusCode).toBe(
      422,
    );
    const reproved = await ok<{ status: string; decisionJustification: string }>(
      tokens.aprovador,
      'apuracao/reprovarReclamacao',
      { id: second.id, justification: 'Já paga em outra apuração' },
    );
    expect(reproved).toMatchObject({
      status: 'REPROVADA',
      decisionJustification: 'Já paga em outra apuração',
    });
    const listed = await ok<{ lista: { id: number; status: string }[] }>(
      tokens.comercial,
      'apuracao/buscarReclamacoes',
      {
        id: q1,
      },
    );
    expect(listed.lista.map((each) => [each.id, each.status])).toEqual([
      [second.id, 'REPROVADA'],
      [first.id, 'APROVADA'],
    ]);
    const counts = await ok<Record<string, number>>(tokens.comercial, 'apuracao/totalizadorAbas', {
      agreementId: agreement.id,
    });
    expect(counts.claims).toBe(1);
  });

  it('keeps a claim’s supporting document and downloads it; a file that is not a PDF or an image refuses the claim', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const claimsOfQ1 = async () =>
      (await ok<{ lista: { id: number }[] }>(tokens.comercial, 'apuracao/buscarReclamacoes', { id: q1 }))
        .lista;
    const before = await claimsOfQ1();
    const claim = (evidence: object) =>
      as(tokens.comercial, 'apuracao/registrarReclamacao', {
        ascertainmentId: q1,
        value: '300.00',
        justification: 'Tabloide de março',
        evidence,
      });

    // An executable named as a PDF, and a text file: refused, no claim written.
    const disguised = await claim({
      nomeArquivo: 'tabloide.pdf',
      conteudo: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]).toString('base64'),
    });
    expect(disguised.statusCode, disguised.body).toBe(422);
    expect(disguised.body).toContain('O documento da reclamação deve ser um PDF ou uma imagem (JPG, PNG)');
    const text = await claim({ nomeArquivo: 'tabloide.txt', conteudo: pdf.toString('base64') });
    expect(text.statusCode, text.body).toBe(422);
    expect(text.json().mensagens[0].codigo).toBe('FILE_TYPE_NOT_ACCEPTED');
    expect(await claimsOfQ1()).toEqual(before);

    const registered = await claim({ nomeArquivo: 'tabloide.pdf', conteudo: pdf.toString('base64') });
    expect(registered.statusCode, registered.body).toBe(200);
    const kept = registered.json() as { id: number; evidenceName: string | null };
    expect(kept.evidenceName).toBe('tabloide.pdf');
    const file = await ok<{ nomeArquivo: string; mime: string; conteudo: string }>(
      tokens.aprovador,
      'apuracao/baixarEvidenciaReclamacao',
      { id: kept.id },
    );
    expect(file).toMatchObject({ nomeArquivo: 'tabloide.pdf', mime: 'application/pdf' });
    expect(Buffer.from(file.conteudo, 'base64').equals(pdf)).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ascertainment_claim'), eq(auditLog.entityId, String(kept.id))));
    expect(audit?.after).toMatchObject({ evidence: 'tabloide.pdf', value: '300.00' });

    // A claim without a document has nothing to download.
    const without = before.at(-1);
    if (!without) throw new Error('the claims test leaves claims on q1');
    expect(
      (await as(tokens.comercial, 'apuracao/baixarEvidenciaReclamacao', { id: without.id })).statusCode,
    ).toBe(404);
    await ok(tokens.aprovador, 'apuracao/reprovarReclamacao', {
      id: kept.id,
      justification: 'Tabloide já pago',
    });
  });

  it('disapproves with a justification, and the analyst takes it back', async () => {
    const response = await calculate(`06/${year}`);
    expect(response.statusCode, response.body).toBe(200);
    const q2 = response.json().changed[0] as number;
    const detail = await read(q2);
    // April's sell-in, and none in the second quarter a year earlier: no comparison sales, 0.00.
    expect(detail.lines[0]).toMatchObject({ accurateValue: '0.00', inputRows: 1 });
    expect(detail.lines[0]?.steps.map((step) => step.label)).toContain('calc.step.noComparisonSales');
    const early = await as(tokens.comercial, 'apuracao/registrarReclamacao', {
      ascertainmentId: q2,
      value: '100.00',
      justification: 'Antes da aprovação',
    });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().mensagens[0].texto).toBe('Só é possível reclamar de uma apuração aprovada');
    // The reconciliation finds no sell-in in May and June: justified, the quarter may be sent.
    expect(await justifyFindings(t, tokens.comercial, q2, 'Trimestre sem vendas')).toBeGreaterThan(0);
    await ok<BulkBody>(tokens.comercial, 'apuracao/enviarAprovacao', { ids: [q2], confirmUnsigned: true });
    const bare = await as(tokens.aprovador, 'apuracao/reprovar', { ids: [q2] });
    expect(bare.statusCode).toBe(422);
    const reproved = await ok<BulkBody>(tokens.aprovador, 'apuracao/reprovar', {
      ids: [q2],
      justification: 'Sem vendas no trimestre',
    });
    expect(reproved.done).toEqual([q2]);
    expect(await read(q2)).toMatchObject({
      status: 'REPROVADA',
      reprovalJustification: 'Sem vendas no trimestre',
    });
    const counts = await ok<Record<string, number>>(tokens.comercial, 'apuracao/totalizadorAbas', {
      agreementId: agreement.id,
    });
    expect(counts).toMatchObject({ underValidation: 0, approved: 1, disapproved: 1 });

    const back = await read(q2);
    const validated = await ok<TAscertainment>(tokens.comercial, 'apuracao/validar', {
      id: q2,
      version: back.version,
      lineId: back.lines[0]?.id,
      validatedValue: '0.00',
    });
    expect(validated).toMatchObject({ status: 'EM_VALIDACAO', reprovalJustification: null });
  });

  it('extends the deadline of one not approved, later and with a justification', async () => {
    const response = await calculate(`06/${year}`);
    const q2 = response.json().unchanged[0] as number;
    const before = await read(q2);
    expect(before.deadline).toBe(`29/08/${year}`);
    const extend = (body: object) =>
      as(tokens.aprovador, 'apuracao/prorrogar', { id: q2, version: before.version, ...body });
    const bare = await extend({ deadline: `31/12/${year + 1}` });
    expect(bare.statusCode, bare.body).toBe(422);
    const earlier = await extend({ deadline: `01/08/${year}`, justification: 'Fechamento atrasado' });
    expect(earlier.statusCode, earlier.body).toBe(422);
    expect(earlier.body).toContain('O novo prazo deve ser posterior ao prazo atual');
    expect((await as(tokens.comercial, 'apuracao/prorrogar', {})).statusCode).toBe(403);

    const extended = await extend({ deadline: `31/12/${year + 1}`, justification: 'Fechamento atrasado' });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ deadline: `31/12/${year + 1}`, overdue: false });
    const stale = await extend({ deadline: `31/01/${year + 2}`, justification: 'De novo' });
    expect(stale.statusCode).toBe(409);
    const approved = await read(q1);
    const refused = await as(tokens.aprovador, 'apuracao/prorrogar', {
      id: q1,
      version: approved.version,
      deadline: `31/12/${year + 1}`,
      justification: 'Já aprovada',
    });
    expect(refused.statusCode).toBe(409);
  });

  it('restores an approved one to validation, not while a claim on it stands', async () => {
    const withClaim = await read(q1);
    const claimed = await as(tokens.admin, 'apuracao/resgatar', {
      id: q1,
      version: withClaim.version,
      justification: 'Erro na base',
    });
    expect(claimed.statusCode, claimed.body).toBe(409);
    expect(claimed.json().mensagens[0].codigo).toBe('ASCERTAINMENT_HAS_CLAIMS');
    expect((await as(tokens.comercial, 'apuracao/resgatar', {})).statusCode).toBe(403);

    const q2 = (await calculate(`06/${year}`)).json().unchanged[0] as number;
    const q3 = (await calculate(`09/${year}`)).json().changed[0] as number;
    // The quarters without sell-in are justified, so the gate lets them through.
    await justifyFindings(t, tokens.comercial, q2, 'Trimestre sem vendas');
    await justifyFindings(t, tokens.comercial, q3, 'Trimestre sem vendas');
    const sent = await ok<BulkBody>(tokens.comercial, 'apuracao/enviarAprovacao', {
      ids: [q2, q3],
      confirmUnsigned: true,
    });
    expect(sent.done).toEqual([q2, q3]);
    await ok<BulkBody>(tokens.aprovador, 'apuracao/aprovar', { ids: [q2], confirmUnsigned: true });
    // A bulk approval acts on the items whose current step lists the caller and says what it left.
    const bulk = await ok<BulkBody>(tokens.admin, 'apuracao/aprovar', {
      ids: [q2, q3],
      confirmUnsigned: true,
    });
    expect(bulk.done).toEqual([q2]);
    expect(bulk.skipped).toEqual([
      { id: q3, reason: 'Você não é responsável pela etapa atual desta aprovação' },
    ]);
    expect(bulk.mensagens.map((message) => message.texto)).toEqual([
      '1 apuração(ões) atualizada(s)',
      `Apuração ${q3} não alterada: Você não é responsável pela etapa atual desta aprovação`,
    ]);
    expect((await read(q3)).approval).toMatchObject({ currentStep: 1 });
    const approved = await read(q2);
    expect(approved).toMatchObject({ status: 'APROVADA', finalValue: '0.00' });
    const restore = (body: object) =>
      as(tokens.admin, 'apuracao/resgatar', { id: q2, version: approved.version, ...body });
    expect((await restore({})).statusCode).toBe(422);
    const restored = await restore({ justification: 'Vendas de junho reprocessadas' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'EM_VALIDACAO', finalValue: null });
    expect(restored.json().lines[0]).toMatchObject({
      finalValue: null,
      validatedValue: '0.00',
      toPay: '0.00',
    });
    expect((await restore({ justification: 'De novo' })).statusCode).toBe(409);
  });

  it('refuses a calculation of an agreement with no period ending in the competence', async () => {
    const response = await calculate(`02/${year}`);
    expect(response.statusCode, response.body).toBe(422);
  });

  it('hides it from a user outside the agreement’s channel: 404 by id, absent from lists and counts', async () => {
    const pcOnly = await restrictedUser(t, tokens.admin, {
      login: 'apuracao-pc',
      features: [
        'ROLE_VISUALIZAR_EDICAO_APURACAO',
        'ROLE_EDITAR_APURACAO_ACORDO',
        'ROLE_EDITAR_CALCULO_ACORDO',
      ],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    expect((await as(pcOnly, 'apuracao/buscarPorId', { id: q1 })).statusCode).toBe(404);
    expect((await as(pcOnly, 'apuracaopack/buscarAlavancasContrato', { id: q1 })).statusCode).toBe(404);
    const lineId = (await read(q1)).lines[0]?.id;
    expect((await as(pcOnly, 'apuracao/buscarLinhasEntrada', { lineId })).statusCode).toBe(404);
    expect((await as(pcOnly, 'apuracao/buscarReclamacoes', { id: q1 })).statusCode).toBe(404);
    const claim = { ascertainmentId: q1, value: '1.00', justification: 'Fora do canal' };
    expect((await as(pcOnly, 'apuracao/registrarReclamacao', claim)).statusCode).toBe(404);
    // The newest claim of q1 keeps a document: outside the channel it is not found either.
    const [newest] = (
      await ok<{ lista: { id: number }[] }>(tokens.comercial, 'apuracao/buscarReclamacoes', { id: q1 })
    ).lista;
    expect((await as(pcOnly, 'apuracao/baixarEvidenciaReclamacao', { id: newest?.id })).statusCode).toBe(404);
    const list = await ok<{ itens: TAscertainmentRow[] }>(pcOnly, 'apuracao/buscarApuracoes', {
      tab: 'approved',
      tamanhoPagina: 200,
    });
    expect(list.itens.map((row) => row.id)).not.toContain(q1);
    const counts = await ok<Record<string, number>>(pcOnly, 'apuracao/totalizadorAbas', {
      agreementId: agreement.id,
    });
    expect(Object.values(counts).every((value) => value === 0)).toBe(true);
    expect(
      (await as(pcOnly, 'apuracao/calcular', { competence: `03/${year}`, agreementId: agreement.id }))
        .statusCode,
    ).toBe(404);
    const validate = await as(pcOnly, 'apuracao/validar', {
      id: q1,
      version: 1,
      lineId,
      validatedValue: '1.00',
    });
    expect(validate.statusCode).toBe(404);
  });
});
