import type { TAscertainment } from '@trade-terms/domain/ascertainment';
import type { TPayerSplit } from '@trade-terms/domain/ascertainment-payers';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCalcDataRows } from '../src/modules/calculation-data/calculation-data-service';
import { registerTables } from '../src/modules/master-data/register-tables';
import { agreementFlow } from './support/agreement-flow';
import { call, demoTokens } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

interface Bulk {
  done: number[];
  skipped: { id: number; reason: string }[];
  mensagens: { tipo: string; codigo?: string; texto: string }[];
}

/**
 * The SAP payer split checked at sending and at each approval step: a saved split past the
 * to-pay value skips the item with the reason; below it the item moves with a warning; a split
 * never saved (the proposal) adds up and passes. One growth lever paying 27 000.00, two payers.
 */
describe('SAP payer split at sending and approval', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let id: number;

  const as = (token: string, path: string, body: unknown = {}, language?: string) =>
    call(t, `/api/${path}`, body, { token, ...(language ? { language } : {}) });
  const bulk = async (token: string, path: string, body: object, language?: string) => {
    const response = await as(token, path, { ids: [id], confirmUnsigned: true, ...body }, language);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Bulk;
  };
  const read = async () =>
    (await as(tokens.comercial, 'apuracao/buscarPorId', { id })).json() as TAscertainment;
  const saveSplit = async (first: string, second: string) => {
    const current = (await as(tokens.comercial, 'apuracao/buscarPagadoresSap', { id })).json() as TPayerSplit;
    const saved = await as(tokens.comercial, 'apuracao/salvarPagadoresSap', {
      id,
      version: current.version,
      parts: [
        { payerCode: '200010', value: first },
        { payerCode: '200011', value: second },
      ],
      justification: 'Divisão acordada com o cliente',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const splitAlerts = (answer: Bulk) =>
    answer.mensagens.filter((each) => each.codigo === 'payerSplitGate.below');

  beforeAll(async () => {
    t = await createTestApp();
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
    const agreement = await agreementFlow(
      () => t,
      () => tokens,
    ).approvedWithLever('Acordo com divisão conferida', 'Crescimento trimestral sell-in', {
      fundsType: 'OFF',
      discountPercent: '2.5',
      growthPercent: '5',
      expectedYearlyValue: '108000.00',
      commodity: 'HPF',
      customers: ['200010', '200011'],
      payers: ['200010', '200011'],
    });
    const calculated = await as(tokens.comercial, 'apuracao/calcular', {
      competence: `03/${year}`,
      agreementId: agreement.id,
    });
    expect(calculated.statusCode, calculated.body).toBe(200);
    id = (calculated.json() as { changed: number[] }).changed[0] as number;
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends an ascertainment whose split was never saved: the proposal adds up', async () => {
    const sent = await bulk(tokens.comercial, 'apuracao/enviarAprovacao', {});
    expect(sent.done, JSON.stringify(sent)).toEqual([id]);
    expect(splitAlerts(sent)).toEqual([]);
    const reproved = await as(tokens.aprovador, 'apuracao/reprovar', { ids: [id], justification: 'Rever' });
    expect(reproved.json().done, reproved.body).toEqual([id]);
  });

  it('skips sending when the saved split goes past the to-pay value a validation lowered', async () => {
    await saveSplit('20000.00', '7000.00');
    const before = await read();
    const lineId = before.lines[0]?.id as number;
    const validated = await as(tokens.comercial, 'apuracao/validar', {
      id,
      version: before.version,
      lineId,
      validatedValue: '25000.00',
      justification: 'Devolução parcial',
    });
    expect(validated.statusCode, validated.body).toBe(200);

    const refused = await bulk(tokens.comercial, 'apuracao/enviarAprovacao', {});
    expect(refused.done).toEqual([]);
    expect(refused.skipped).toEqual([
      {
        id,
        reason:
          'A divisão entre os pagadores SAP (R$\u00a027.000,00) passa do valor a pagar (R$\u00a025.000,00): salve uma nova divisão',
      },
    ]);
    const inEnglish = await bulk(tokens.comercial, 'apuracao/enviarAprovacao', {}, 'en');
    expect(inEnglish.skipped[0]?.reason).toBe(
      'The split among the SAP payers (R$27,000.00) goes past the value to pay (R$25,000.00): save a new split',
    );
    // Nothing moved: the same version, still under validation, the disapproved request kept.
    const after = await read();
    expect(after).toMatchObject({ status: 'EM_VALIDACAO', version: validated.json().version });
    expect(after.approval?.status).toBe('REPROVADO');
  });

  it('sends a split below the to-pay value with a warning', async () => {
    await saveSplit('20000.00', '4000.00');
    const sent = await bulk(tokens.comercial, 'apuracao/enviarAprovacao', {});
    expect(sent.done, JSON.stringify(sent)).toEqual([id]);
    expect(splitAlerts(sent).map((each) => [each.tipo, each.texto])).toEqual([
      [
        'ALERTA',
        `Apuração ${id}: a divisão entre os pagadores SAP (R$\u00a024.000,00) fica abaixo do valor a pagar (R$\u00a025.000,00); a diferença de R$\u00a01.000,00 não será paga`,
      ],
    ]);
    expect((await read()).status).toBe('EM_APROVACAO');
  });

  it('skips an approval whose final value would leave the split past the to-pay value, and approves with a warning otherwise', async () => {
    const lineId = (await read()).lines[0]?.id as number;
    const lowered = await bulk(tokens.aprovador, 'apuracao/aprovar', {
      finalValues: [{ lineId, finalValue: '23000.00', justification: 'Acordo comercial' }],
    });
    expect(lowered.done).toEqual([]);
    expect(lowered.skipped[0]?.reason).toBe(
      'A divisão entre os pagadores SAP (R$\u00a024.000,00) passa do valor a pagar (R$\u00a023.000,00): salve uma nova divisão',
    );
    const unchanged = await read();
    expect(unchanged.status).toBe('EM_APROVACAO');
    expect(unchanged.lines[0]).toMatchObject({ finalValue: null, toPay: '25000.00' });

    for (const token of [tokens.aprovador, tokens.admin]) {
      const step = await bulk(token, 'apuracao/aprovar', {});
      expect(step.done, JSON.stringify(step)).toEqual([id]);
      expect(splitAlerts(step)).toHaveLength(1);
    }
    expect((await read()).status).toBe('APROVADA');
  });
});
