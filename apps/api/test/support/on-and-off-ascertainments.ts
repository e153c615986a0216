import { calendarDateIn } from '@trade-terms/domain/dates';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { loadCalcDataRows } from '../../src/modules/calculation-data/calculation-data-service';
import { registerTables } from '../../src/modules/master-data/register-tables';
import { type AgreementBody, agreementFlow } from './agreement-flow';
import { call, type demoTokens } from './calls';
import type { TestApp } from './test-app';

export interface OnAndOff {
  year: number;
  off: { agreement: AgreementBody; ascertainmentId: number };
  on: { agreement: AgreementBody; ascertainmentId: number };
}

/**
 * Two approved HC agreements of Grupo Alfa with worked example 1's quarterly growth lever
 * (27 000.00 in Q1 from customer 300010's sell-in), one OFF and one ON, calculated for March.
 */
export async function onAndOffAscertainments(
  t: TestApp,
  tokens: Awaited<ReturnType<typeof demoTokens>>,
): Promise<OnAndOff> {
  const year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
  const { db } = t.database;
  const customer = registerTables.customer;
  const [model] = await db.select().from(customer).where(eq(customer.code, '0001000102'));
  if (!model) throw new Error('demo customer missing');
  const { id: _id, ...fields } = model;
  await db
    .insert(customer)
    .values([{ ...fields, code: '300010', name: 'Cliente 300010', cnpj: null, sapPayer: true }]);
  const row = (competence: string, niv: string) => ({
    customerCode: '300010',
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
  const made = async (description: string, fundsType: 'ON' | 'OFF') => {
    const agreement = await flow.approvedWithLever(description, 'Crescimento trimestral sell-in', {
      fundsType,
      discountPercent: '2.5',
      growthPercent: '5',
      expectedYearlyValue: '108000.00',
      commodity: 'HPF',
      customers: ['300010'],
      payers: ['300010'],
    });
    const calculated = await call(
      t,
      '/api/apuracao/calcular',
      { competence: `03/${year}`, agreementId: agreement.id },
      { token: tokens.comercial },
    );
    expect(calculated.statusCode, calculated.body).toBe(200);
    const [ascertainmentId] = (calculated.json() as { changed: number[] }).changed;
    return { agreement, ascertainmentId: ascertainmentId as number };
  };
  return {
    year,
    off: await made('Acordo OFF do relatório', 'OFF'),
    on: await made('Acordo ON do relatório', 'ON'),
  };
}
