import type { TAscertainment } from '@trade-terms/domain/ascertainment';
import type { TPayerConfigurationRow } from '@trade-terms/domain/ascertainment-payer-configuration';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCalcDataRows } from '../src/modules/calculation-data/calculation-data-service';
import { registerTables } from '../src/modules/master-data/register-tables';
import { auditLog } from '../src/platform/audit/audit-table';
import { agreementFlow } from './support/agreement-flow';
import { call, demoTokens, restrictedUser } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The SAP payer configuration list (`apuracao/buscarConfiguracaoPagadoresSap`): a growth lever
 * paying 27 000.00 with two SAP payers (listed, its split's state following each save) beside
 * the same lever with one payer (never listed).
 */
describe('SAP payer configuration', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let id: number;
  let singleId: number;
  let competence: string;
  const path = 'apuracao/buscarConfiguracaoPagadoresSap';

  const as = (token: string, to: string, body: unknown = {}, language?: string) =>
    call(t, `/api/${to}`, body, { token, ...(language ? { language } : {}) });
  const list = async (filters: object = {}, token = tokens.comercial) => {
    const response = await as(token, path, { competence, tamanhoPagina: 100, ...filters });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { itens: TPayerConfigurationRow[]; total: number };
  };
  const rowOf = async (filters: object = {}) => (await list(filters)).itens.find((row) => row.id === id);
  const read = async () =>
    (await as(tokens.comercial, 'apuracao/buscarPorId', { id })).json() as TAscertainment;
  const saveSplit = async (first: string, second: string) => {
    const response = await as(tokens.comercial, 'apuracao/salvarPagadoresSap', {
      id,
      version: (await read()).version,
      parts: [
        { payerCode: '300010', value: first },
        { payerCode: '300011', value: second },
      ],
      justification: 'Divisão acordada com o cliente',
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    const year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    competence = `03/${year}`;
    const { db } = t.database;
    const customer = registerTables.customer;
    const [model] = await db.select().from(customer).where(eq(customer.code, '0001000102'));
    if (!model) throw new Error('demo customer missing');
    const { id: _id, ...fields } = model;
    await db.insert(customer).values([
      { ...fields, code: '300010', name: 'Pagador 300010', cnpj: null, sapPayer: true },
      { ...fields, code: '300011', name: 'Pagador 300011', cnpj: null, sapPayer: true },
    ]);
    const row = (month: string, niv: string) => ({
      customerCode: '300010',
      storeCode: null,
      distributorCode: null,
      skuCode: 'SKU-1001',
      competence: month,
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
    const lever = {
      fundsType: 'OFF',
      discountPercent: '2.5',
      growthPercent: '5',
      expectedYearlyValue: '108000.00',
      commodity: 'HPF',
      customers: ['300010', '300011'],
    };
    const calculate = async (agreementId: number) => {
      const calculated = await as(tokens.comercial, 'apuracao/calcular', { competence, agreementId });
      expect(calculated.statusCode, calculated.body).toBe(200);
      return (calculated.json() as { changed: number[] }).changed[0] as number;
    };
    const two = await flow.approvedWithLever('Acordo de dois pagadores', 'Crescimento trimestral sell-in', {
      ...lever,
      payers: ['300010', '300011'],
    });
    const one = await flow.approvedWithLever('Acordo de um pagador', 'Crescimento trimestral sell-in', {
      ...lever,
      payers: ['300010'],
    });
    id = await calculate(two.id);
    singleId = await calculate(one.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the ascertainments with more than one payer, not configured until a split is saved', async () => {
    const page = await list();
    expect(page.itens.every((row) => row.payerCount > 1)).toBe(true);
    expect(page.itens.map((row) => row.id)).not.toContain(singleId);
    expect(page.total).toBe(page.itens.length);
    expect(await rowOf()).toMatchObject({
      agreementDescription: 'Acordo de dois pagadores',
      economicGroup: { code: 'GRP-ALFA' },
      commodity: 'HPF',
      status: 'EM_VALIDACAO',
      payerCount: 2,
      finalValue: null,
      toPay: '27000.00',
      distributed: null,
      difference: null,
      state: 'NOT_CONFIGURED',
    });
    // The ascertainment's own list holds the single-payer one under the same filters.
    const all = await as(tokens.comercial, 'apuracao/buscarApuracoes', { competence, tamanhoPagina: 100 });
    expect((all.json() as { itens: { id: number }[] }).itens.map((row) => row.id)).toContain(singleId);
  });

  it('follows the saved split: equal, below with the difference, above once a validation lowers the value', async () => {
    await saveSplit('20000.00', '7000.00');
    expect(await rowOf()).toMatchObject({ state: 'EQUAL', distributed: '27000.00', difference: '0.00' });

    await saveSplit('20000.00', '6000.00');
    expect(await rowOf()).toMatchObject({ state: 'BELOW', distributed: '26000.00', difference: '1000.00' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ascertainment'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'PAGADORES_SAP', justification: 'Divisão acordada com o cliente' });

    const before = await read();
    const validated = await as(tokens.comercial, 'apuracao/validar', {
      id,
      version: before.version,
      lineId: before.lines[0]?.id,
      validatedValue: '25000.00',
      justification: 'Devolução parcial',
    });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(await rowOf()).toMatchObject({
      state: 'ABOVE',
      toPay: '25000.00',
      distributed: '26000.00',
      difference: '-1000.00',
    });
  });

  it('filters by state and by the list’s filters, sorts by the difference', async () => {
    expect((await list({ states: ['ABOVE'] })).itens.map((row) => row.id)).toContain(id);
    expect((await list({ states: ['EQUAL', 'BELOW'] })).itens.map((row) => row.id)).not.toContain(id);
    expect((await list({ channels: ['PC'] })).itens.map((row) => row.id)).not.toContain(id);
    expect((await list({ agreementId: (await read()).agreementId })).total).toBe(1);
    const year = Number(competence.slice(3));
    expect((await list({ competence: `02/${year}` })).itens.map((row) => row.id)).not.toContain(id);
    const sorted = await list({ ordenarPor: 'difference', direcao: 'asc' });
    expect(sorted.itens[0]?.id).toBe(id);
  });

  it('needs a competence', async () => {
    const missing = await as(tokens.comercial, path, {});
    expect(missing.statusCode, missing.body).toBe(422);
    const wrong = await as(tokens.comercial, path, { competence: '13/2026' });
    expect(wrong.statusCode, wrong.body).toBe(422);
  });

  it('answers the ascertainment’s view roles only, within the caller’s restrictions', async () => {
    const readOnly = await restrictedUser(t, tokens.admin, {
      login: 'config-pagadores-leitura',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    expect((await list({}, readOnly)).itens.map((row) => row.id)).toContain(id);
    const agreementsOnly = await restrictedUser(t, tokens.admin, {
      login: 'config-pagadores-acordos',
      features: ['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    expect((await as(agreementsOnly, path, { competence })).statusCode).toBe(403);
    const pcOnly = await restrictedUser(t, tokens.admin, {
      login: 'config-pagadores-pc',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    expect((await list({}, pcOnly)).itens.map((row) => row.id)).not.toContain(id);
    const iceOnly = await restrictedUser(t, tokens.admin, {
      login: 'config-pagadores-ice',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO'],
      domains: { channels: [], commodities: ['ICE'], regions: [] },
    });
    expect((await list({}, iceOnly)).itens.map((row) => row.id)).not.toContain(id);
  });
});
