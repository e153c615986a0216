import type { TExecutionPage } from '@trade-terms/domain/ascertainment-execution';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCalcDataRows } from '../src/modules/calculation-data/calculation-data-service';
import { registerTables } from '../src/modules/master-data/register-tables';
import { agreementFlow } from './support/agreement-flow';
import { call, demoTokens, restrictedUser } from './support/calls';
import { readSheet } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * `/trade-agreements-ascertainment/execution`: the achievement of each lever line as the last
 * calculation stored it. The agreement is worked example 1's growth lever: actual 1 080 000.00
 * over a growth base of 1 000 000.00 (8 % growth against 5 % asked: 102.8571 % achieved), 2.5 % -> 27 000.00.
 */
describe('execution of the ascertainments’ levers', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let year: number;
  let ascertainmentId: number;
  let agreementId: number;

  const search = (body: object, token = tokens.comercial) =>
    call(t, '/api/apuracao/buscarAtingimentos', body, { token });
  const page = async (body: object, token = tokens.comercial) => {
    const response = await search(body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { itens: TExecutionPage['items']; total: number };
  };
  const ofAgreement = (result: { itens: TExecutionPage['items'] }) =>
    result.itens.filter((row) => row.agreementId === agreementId);

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    const { db } = t.database;
    const customer = registerTables.customer;
    const [model] = await db.select().from(customer).where(eq(customer.code, '0001000102'));
    if (!model) throw new Error('demo customer missing');
    const { id: _id, ...fields } = model;
    await db
      .insert(customer)
      .values({ ...fields, code: '300030', name: 'Cliente 300030', cnpj: null, sapPayer: true });
    const row = (competence: string, niv: string) => ({
      customerCode: '300030',
      storeCode: null,
      distributorCode: null,
      skuCode: 'SKU-1001',
      competence,
      volume: '10.000',
      niv,
      gsv: niv,
      grossRevenue: niv,
    });
    await db.transaction((tx) =>
      loadCalcDataRows(tx, 'sellIn', [row(`03/${year}`, '1080000.00'), row(`03/${year - 1}`, '1000000.00')]),
    );
    const flow = agreementFlow(
      () => t,
      () => tokens,
    );
    const agreement = await flow.approvedWithLever('Acordo da execução', 'Crescimento trimestral sell-in', {
      fundsType: 'OFF',
      discountPercent: '2.5',
      growthPercent: '5',
      expectedYearlyValue: '108000.00',
      commodity: 'HPF',
      customers: ['300030'],
      payers: ['300030'],
    });
    agreementId = agreement.id;
    const calculated = await call(
      t,
      '/api/apuracao/calcular',
      { competence: `03/${year}`, agreementId },
      { token: tokens.comercial },
    );
    expect(calculated.statusCode, calculated.body).toBe(200);
    ascertainmentId = (calculated.json() as { changed: number[] }).changed[0] as number;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists each lever line with its contract discount, metric % and achievement, read from the stored line', async () => {
    const result = await page({ competence: `03/${year}` });
    const rows = ofAgreement(result);
    expect(rows).toHaveLength(1);
    const [line] = rows;
    expect(line).toMatchObject({
      ascertainmentId,
      agreementId,
      agreementDescription: 'Acordo da execução',
      economicGroup: 'GRP-ALFA',
      channels: ['HC'],
      commodity: 'HPF',
      competence: `03/${year}`,
      status: 'EM_VALIDACAO',
      leverName: 'Crescimento trimestral sell-in',
      fundsType: 'OFF',
      calculationModel: 'GROWTH',
      origin: 'SELL_IN',
      achievementValue: '27000.00',
      lineStatus: 'APURADA',
    });
    // Exact decimals as text: the contract's 2.5 % and the engine's 8 % growth.
    expect(Number(line?.discountPercent)).toBe(2.5);
    expect(line?.discountPercent).toMatch(/^2\.50*$/);
    // Growth achieved: 1 080 000.00 over the base grown by 5 % (1 050 000.00).
    expect(line?.achievementPercent).toBe('102.8571');
    expect(result.total).toBeGreaterThanOrEqual(1);
  });

  it('filters by competence, commodity, holding and channel in the query, and pages', async () => {
    expect(ofAgreement(await page({ competence: `02/${year}` }))).toHaveLength(0);
    expect(ofAgreement(await page({ competence: `03/${year}`, commodities: ['XYZ'] }))).toHaveLength(0);
    expect(ofAgreement(await page({ competence: `03/${year}`, economicGroups: ['NONE'] }))).toHaveLength(0);
    expect(
      ofAgreement(await page({ competence: `03/${year}`, channels: ['HC'], commodities: ['HPF'] })),
    ).toHaveLength(1);
    const all = await page({ tamanhoPagina: 100 });
    const first = await page({ pagina: 1, tamanhoPagina: 1 });
    expect(first.itens).toHaveLength(Math.min(1, all.total));
    expect(first.total).toBe(all.total);
    const invalid = await search({ competence: '13/2026' });
    expect(invalid.statusCode).toBe(422);
  });

  it('exports the rows under the filters as a spreadsheet with exact decimal text', async () => {
    const exported = await call(
      t,
      '/api/apuracao/exportarAtingimentos',
      { competence: `03/${year}`, commodities: ['HPF'], channels: ['HC'] },
      { token: tokens.comercial },
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.json() as { conteudo: string; nomeArquivo: string };
    expect(file.nomeArquivo).toBe('execucao-alavancas.xlsx');
    const [header, ...rows] = await readSheet(file.conteudo);
    expect(header).toContain('% métrica');
    const mine = rows.find((row) => row[0] === ascertainmentId);
    expect(mine).toBeDefined();
    expect(mine).toContain('Crescimento trimestral sell-in');
    expect(mine).toContain('102.8571');
    expect(mine).toContain('27000.00');
    expect(mine).toContain('Em validação');
  });

  it('shows only the lines of agreements within the caller’s restrictions; needs an ascertainment role', async () => {
    const elsewhere = await restrictedUser(t, tokens.admin, {
      login: 'execucao-outro-canal',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    expect(ofAgreement(await page({ competence: `03/${year}` }, elsewhere))).toHaveLength(0);
    const same = await restrictedUser(t, tokens.admin, {
      login: 'execucao-mesmo-canal',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO'],
      domains: { channels: ['HC'], commodities: [], regions: [] },
    });
    expect(ofAgreement(await page({ competence: `03/${year}` }, same))).toHaveLength(1);
    const noRole = await restrictedUser(t, tokens.admin, {
      login: 'execucao-sem-papel',
      features: ['ROLE_EDITAR_ACORDO_COMERCIAL'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    expect((await search({}, noRole)).statusCode).toBe(403);
  });
});
