import type { TAscertainment } from '@trade-terms/domain/ascertainment';
import type { TOnePage } from '@trade-terms/domain/ascertainment-one-page';
import type { TPayerSplit } from '@trade-terms/domain/ascertainment-payers';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCalcDataRows } from '../src/modules/calculation-data/calculation-data-service';
import { registerTables } from '../src/modules/master-data/register-tables';
import { auditLog } from '../src/platform/audit/audit-table';
import { agreementFlow } from './support/agreement-flow';
import { call, demoTokens, restrictedUser } from './support/calls';
import { pdfText } from './support/pdf';
import { readSheet } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The SAP payer split of an ascertainment (DOMAIN.md worked example 6): a growth lever paying
 * 27 000.00 (worked example 1's numbers) with two SAP payers, 200010 and 200011.
 */
describe('SAP payers of an ascertainment', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let id: number;
  let agreementId: number;
  const agreementIdOf = () => agreementId;

  const as = (token: string, path: string, body: unknown = {}, language?: string) =>
    call(t, `/api/${path}`, body, { token, ...(language ? { language } : {}) });
  const split = async (token = tokens.comercial) => {
    const response = await as(token, 'apuracao/buscarPagadoresSap', { id });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TPayerSplit;
  };
  const save = (body: object, token = tokens.comercial, language?: string) =>
    as(token, 'apuracao/salvarPagadoresSap', { id, ...body }, language);
  const parts = (first: string, second: string) => [
    { payerCode: '200010', value: first },
    { payerCode: '200011', value: second },
  ];

  beforeAll(async () => {
    // Exports answer at once up to two rows here, so the limit is met.
    t = await createTestApp({ EXPORT_INLINE_MAX_ROWS: '2' });
    tokens = await demoTokens(t);
    const year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    const { db } = t.database;
    const customer = registerTables.customer;
    const [model] = await db.select().from(customer).where(eq(customer.code, '0001000102'));
    if (!model) throw new Error('demo customer missing');
    const { id: _id, ...fields } = model;
    await db.insert(customer).values([
      { ...fields, code: '200010', name: 'Pagador 200010', cnpj: null, sapPayer: true },
      { ...fields, code: '200011', name: 'Pagador 200011', cnpj: null, sapPayer: true },
    ]);
    const row = (competence: string, niv: string) => ({
      customerCode: '200010',
      storeCode: null,
      distributorCode: null,
      skuCode: 'SKU-1001',
      competence,
      volume: '10.000',
      niv,
      gsv: niv,
      grossRevenue: niv,
    });
    // Actual 1 080 000.00 over a growth base of 1 000 000.00: 2.5 % -> 27 000.00.
    await db.transaction((tx) =>
      loadCalcDataRows(tx, 'sellIn', [row(`03/${year}`, '1080000.00'), row(`03/${year - 1}`, '1000000.00')]),
    );
    const flow = agreementFlow(
      () => t,
      () => tokens,
    );
    const agreement = await flow.approvedWithLever(
      'Acordo com dois pagadores',
      'Crescimento trimestral sell-in',
      {
        fundsType: 'OFF',
        discountPercent: '2.5',
        growthPercent: '5',
        expectedYearlyValue: '108000.00',
        commodity: 'HPF',
        customers: ['200010', '200011'],
        payers: ['200010', '200011'],
      },
    );
    const calculated = await as(tokens.comercial, 'apuracao/calcular', {
      competence: `03/${year}`,
      agreementId: agreement.id,
    });
    expect(calculated.statusCode, calculated.body).toBe(200);
    id = (calculated.json() as { changed: number[] }).changed[0] as number;
    agreementId = agreement.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('proposes the whole to-pay value to the lever’s first payer until a split is saved', async () => {
    expect(await split()).toMatchObject({
      ascertainmentId: id,
      status: 'EM_VALIDACAO',
      editable: true,
      target: '27000.00',
      total: '27000.00',
      difference: '0.00',
      outcome: 'ACCEPTED',
      proposed: true,
      payers: [
        { code: '200010', name: 'Pagador 200010' },
        { code: '200011', name: 'Pagador 200011' },
      ],
      parts: parts('27000.00', '0.00'),
      justification: null,
    });
  });

  it('worked example 6: 20 000 + 8 000 refused, 20 000 + 7 000 accepted, 20 000 + 6 000 accepted with a warning', async () => {
    const before = await split();
    const justification = 'Divisão acordada com o cliente';
    const above = await save({ version: before.version, parts: parts('20000.00', '8000.00'), justification });
    expect(above.statusCode, above.body).toBe(422);
    expect(above.body).toContain('A divisão entre os pagadores passa do valor final');
    const inEnglish = await save(
      { version: before.version, parts: parts('20000.00', '8000.00'), justification },
      tokens.comercial,
      'en',
    );
    expect(inEnglish.body).toContain('The split among the payers goes past the final value');
    expect((await split()).proposed).toBe(true);

    const exact = await save({ version: before.version, parts: parts('20000.00', '7000.00'), justification });
    expect(exact.statusCode, exact.body).toBe(200);
    const accepted = exact.json() as TPayerSplit;
    expect(accepted).toMatchObject({
      outcome: 'ACCEPTED',
      total: '27000.00',
      proposed: false,
      parts: parts('20000.00', '7000.00'),
      justification,
    });
    expect(accepted.version).toBe(before.version + 1);

    const below = await save({
      version: accepted.version,
      parts: parts('20000.00', '6000.00'),
      justification: 'Parte retida',
    });
    expect(below.statusCode, below.body).toBe(200);
    expect(below.json()).toMatchObject({
      outcome: 'ACCEPTED_WITH_WARNING',
      total: '26000.00',
      difference: '1000.00',
      message: 'calc.payerSplit.below',
    });
    expect(await split()).toMatchObject({
      parts: parts('20000.00', '6000.00'),
      outcome: 'ACCEPTED_WITH_WARNING',
    });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ascertainment'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'PAGADORES_SAP', justification: 'Parte retida' });
  });

  it('refuses a stale version, a missing justification, a payer not of the levers and a payer twice', async () => {
    const current = await split();
    const stale = await save({
      version: current.version - 1,
      parts: parts('1.00', '1.00'),
      justification: 'x',
    });
    expect(stale.statusCode).toBe(409);
    const bare = await save({ version: current.version, parts: parts('1.00', '1.00') });
    expect(bare.statusCode, bare.body).toBe(422);
    const stranger = await save({
      version: current.version,
      parts: [{ payerCode: '0001000102', value: '1.00' }],
      justification: 'Outro cliente',
    });
    expect(stranger.statusCode, stranger.body).toBe(422);
    expect(stranger.body).toContain('Este cliente não é pagador SAP das alavancas do acordo');
    const twice = await save({
      version: current.version,
      parts: [
        { payerCode: '200010', value: '1.00' },
        { payerCode: '200010', value: '2.00' },
      ],
      justification: 'Duas vezes',
    });
    expect(twice.statusCode, twice.body).toBe(422);
    expect(twice.body).toContain('Este pagador já está na divisão');
    const negative = await save({
      version: current.version,
      parts: parts('-1.00', '1.00'),
      justification: 'Negativo',
    });
    expect(negative.statusCode).toBe(422);
    expect(await split()).toMatchObject({ version: current.version, parts: parts('20000.00', '6000.00') });
  });

  it('needs the roles, and hides the split outside the caller’s restrictions', async () => {
    expect((await as(tokens.aprovador, 'apuracao/buscarPagadoresSap', { id })).statusCode).toBe(200);
    const readOnly = await restrictedUser(t, tokens.admin, {
      login: 'pagadores-leitura',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    expect((await as(readOnly, 'apuracao/buscarPagadoresSap', { id })).statusCode).toBe(200);
    const refused = await as(readOnly, 'apuracao/salvarPagadoresSap', {
      id,
      version: 1,
      parts: parts('1.00', '1.00'),
      justification: 'Sem papel',
    });
    expect(refused.statusCode).toBe(403);
    const pcOnly = await restrictedUser(t, tokens.admin, {
      login: 'pagadores-pc',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO', 'ROLE_EDITAR_APURACAO_ACORDO'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    expect((await as(pcOnly, 'apuracao/buscarPagadoresSap', { id })).statusCode).toBe(404);
    const current = await split();
    const outside = await as(pcOnly, 'apuracao/salvarPagadoresSap', {
      id,
      version: current.version,
      parts: parts('1.00', '1.00'),
      justification: 'Fora do canal',
    });
    expect(outside.statusCode).toBe(404);
  });

  it('shows the one page of the agreement and period, and prints it as a PDF for the ascertainment’s view roles', async () => {
    const page = await as(tokens.comercial, 'apuracao/buscarOnePage', { id });
    expect(page.statusCode, page.body).toBe(200);
    const onePage = page.json() as TOnePage;
    expect(onePage).toMatchObject({
      agreement: { description: 'Acordo com dois pagadores', signatureStatus: 'AGUARDANDO_ASSINATURA' },
      ascertainments: [{ id, commodity: 'HPF', status: 'EM_VALIDACAO' }],
      lines: [{ ascertainmentId: id, accurateValue: '27000.00', abatement: '0.00', toPay: '27000.00' }],
      totals: { accurateValue: '27000.00', validatedValue: null, finalValue: null, toPay: '27000.00' },
    });
    expect(onePage.period).toMatch(/^Q1\/\d{4}$/);

    const printed = await as(tokens.comercial, 'impressao/imprimir', { documento: 'APURACAO_ONE_PAGE', id });
    expect(printed.statusCode, printed.body).toBe(200);
    const file = printed.json() as { conteudo: string; nomeArquivo: string; mime: string };
    expect(file.mime).toBe('application/pdf');
    expect(file.nomeArquivo).toMatch(/^one_page_\d+_Q1-\d{4}\.pdf$/);
    const text = await pdfText(file.conteudo);
    expect(text).toContain('Acordo com dois pagadores');
    expect(text).toContain('Valor apurado');
    expect(text).toContain('R$ 27.000,00');
    expect(text).toContain('Totais');
    const english = await as(
      tokens.comercial,
      'impressao/imprimir',
      { documento: 'APURACAO_ONE_PAGE', id },
      'en',
    );
    expect(await pdfText((english.json() as { conteudo: string }).conteudo)).toContain('R$ 27,000.00');

    // No role of its own: the ascertainment's view roles and restrictions still apply.
    const agreementsOnly = await restrictedUser(t, tokens.admin, {
      login: 'one-page-acordos',
      features: ['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    expect((await as(agreementsOnly, 'apuracao/buscarOnePage', { id })).statusCode).toBe(403);
    const refused = await as(agreementsOnly, 'impressao/imprimir', { documento: 'APURACAO_ONE_PAGE', id });
    expect(refused.statusCode).toBe(403);
    const pcOnly = await restrictedUser(t, tokens.admin, {
      login: 'one-page-pc',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    expect((await as(pcOnly, 'apuracao/buscarOnePage', { id })).statusCode).toBe(404);
    expect((await as(pcOnly, 'impressao/imprimir', { documento: 'APURACAO_ONE_PAGE', id })).statusCode).toBe(
      404,
    );
  });

  it('exports the discounts summary under channel and commodity filters, with exact decimals', async () => {
    const exportPath = 'relatorioresumodescontos/exportarRelatorioResumoDescontos';
    const bare = await as(tokens.comercial, exportPath, { agreementId: agreementIdOf() });
    expect(bare.statusCode, bare.body).toBe(422);
    expect(bare.body).toContain('Informe os filtros de canal e de commodity para exportar');
    const onlyChannel = await as(tokens.comercial, exportPath, { channels: ['HC'] });
    expect(onlyChannel.statusCode).toBe(422);

    const filters = { channels: ['HC'], commodities: ['HPF'], agreementId: agreementIdOf() };
    const exported = await as(tokens.comercial, exportPath, filters);
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.json() as { conteudo: string; nomeArquivo: string };
    expect(file.nomeArquivo).toBe('resumo-descontos.xlsx');
    const [header, ...rows] = await readSheet(file.conteudo);
    expect(header).toEqual([
      'Apuração',
      'Acordo',
      'Descrição',
      'Grupo econômico',
      'Canais',
      'Commodity',
      'Período',
      'Competência',
      'Situação',
      'Alavanca',
      'ON/OFF',
      'Valor apurado',
      'Valor validado',
      'Valor final',
      'Abatimento',
      'A pagar',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      0: id,
      1: agreementIdOf(),
      2: 'Acordo com dois pagadores',
      5: 'HPF',
      8: 'Em validação',
      9: 'Crescimento trimestral sell-in',
      10: 'OFF',
      11: '27000.00',
      14: '0.00',
      15: '27000.00',
    });
    expect(String(rows[0]?.[6])).toMatch(/^Q1\/\d{4}$/);

    // Every HC and HPF ascertainment: this one and the demo data's, beyond the two rows allowed.
    const wide = await as(tokens.comercial, exportPath, { channels: ['HC'], commodities: ['HPF'] });
    expect(wide.statusCode, wide.body).toBe(422);
    expect(wide.json().mensagens[0].codigo).toBe('EXPORT_TOO_LARGE');

    // Another channel: nothing of this agreement; outside the caller's restrictions: nothing.
    const otherChannel = await as(tokens.comercial, exportPath, { ...filters, channels: ['PC'] });
    expect(await readSheet((otherChannel.json() as { conteudo: string }).conteudo)).toHaveLength(1);
    const pcOnly = await restrictedUser(t, tokens.admin, {
      login: 'resumo-pc',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    const hidden = await as(pcOnly, exportPath, filters);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await readSheet((hidden.json() as { conteudo: string }).conteudo)).toHaveLength(1);
    const agreementsOnly = await restrictedUser(t, tokens.admin, {
      login: 'resumo-acordos',
      features: ['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    expect((await as(agreementsOnly, exportPath, filters)).statusCode).toBe(403);
  });

  it('locks the split once the ascertainment is approved', async () => {
    const send = await as(tokens.comercial, 'apuracao/enviarAprovacao', { ids: [id], confirmUnsigned: true });
    expect(send.json().done, send.body).toEqual([id]);
    for (const token of [tokens.aprovador, tokens.admin]) {
      const step = await as(token, 'apuracao/aprovar', { ids: [id], confirmUnsigned: true });
      expect(step.json().done, step.body).toEqual([id]);
    }
    const approved = await as(tokens.comercial, 'apuracao/buscarPorId', { id });
    expect((approved.json() as TAscertainment).status).toBe('APROVADA');
    const locked = await split();
    expect(locked).toMatchObject({ editable: false, parts: parts('20000.00', '6000.00') });
    const refused = await save(
      { version: locked.version, parts: parts('20000.00', '7000.00'), justification: 'Depois' },
      tokens.admin,
    );
    expect(refused.statusCode).toBe(409);
  });
});
