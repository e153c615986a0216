import { calendarDateIn } from '@trade-terms/domain/dates';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { loadCalcDataRows } from '../../src/modules/calculation-data/calculation-data-service';
import { registerTables } from '../../src/modules/master-data/register-tables';
import { agreementFlow, type DemoTokens } from './agreement-flow';
import { call } from './calls';
import type { TestApp } from './test-app';

export interface ApprovedOff {
  year: number;
  competence: string;
  ascertainmentIds: number[];
  payers: string[];
}

/**
 * Approved OFF ascertainments of March, one per new SAP payer customer of Grupo Alfa (channel HC,
 * segment VAR, region SE, CVA1, as demo customer 0001000102), each on an agreement of sales
 * organisation BR01 whose quarterly growth lever of budget type VERBA-OFF pays 27 000.00
 * (worked example 1's numbers).
 */
export async function approvedOffAscertainments(
  t: TestApp,
  tokens: DemoTokens,
  payers: readonly string[],
): Promise<ApprovedOff> {
  const year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
  const { db } = t.database;
  const customer = registerTables.customer;
  const [model] = await db.select().from(customer).where(eq(customer.code, '0001000102'));
  if (!model) throw new Error('demo customer missing');
  const { id: _id, ...fields } = model;
  await db
    .insert(customer)
    .values(payers.map((code) => ({ ...fields, code, name: `Cliente ${code}`, cnpj: null, sapPayer: true })));
  const row = (code: string, competence: string, niv: string) => ({
    customerCode: code,
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
    loadCalcDataRows(
      tx,
      'sellIn',
      payers.flatMap((code) => [
        row(code, `03/${year}`, '1080000.00'),
        row(code, `03/${year - 1}`, '1000000.00'),
      ]),
    ),
  );
  const flow = agreementFlow(
    () => t,
    () => tokens,
  );
  const as = (token: string, path: string, body: object) => call(t, `/api/${path}`, body, { token });
  const options = await as(tokens.comercial, 'alavanca/buscarInput', {});
  const lever = (options.json().lista as { id: number; name: string }[]).find(
    (each) => each.name === 'Crescimento trimestral sell-in',
  );
  const ids: number[] = [];
  for (const code of payers) {
    const agreement = await flow.approved(`Acordo OFF de pagamento ${code}`, {
      validityStart: `01/01/${year}`,
      validityEnd: `31/12/${year}`,
      salesOrganization: 'BR01',
      levers: [
        {
          leverId: lever?.id,
          fundsType: 'OFF',
          budgetType: 'VERBA-OFF',
          discountPercent: '2.5',
          growthPercent: '5',
          expectedYearlyValue: '108000.00',
          commodity: 'HPF',
          customers: [code],
          payers: [code],
        },
      ],
    });
    const calculated = await as(tokens.comercial, 'apuracao/calcular', {
      competence: `03/${year}`,
      agreementId: agreement.id,
    });
    expect(calculated.statusCode, calculated.body).toBe(200);
    const id = (calculated.json() as { changed: number[] }).changed[0] as number;
    const sent = await as(tokens.comercial, 'apuracao/enviarAprovacao', { ids: [id], confirmUnsigned: true });
    expect(sent.json().done, sent.body).toEqual([id]);
    for (const token of [tokens.aprovador, tokens.admin]) {
      const step = await as(token, 'apuracao/aprovar', { ids: [id], confirmUnsigned: true });
      expect(step.json().done, step.body).toEqual([id]);
    }
    ids.push(id);
  }
  return { year, competence: `03/${year}`, ascertainmentIds: ids, payers: [...payers] };
}
