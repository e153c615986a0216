import type { TAscertainment } from '@trade-terms/domain/ascertainment';
import type { TInconsistencyRow, TReconciliation } from '@trade-terms/domain/ascertainment-reconciliation';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCalcDataRows } from '../src/modules/calculation-data/calculation-data-service';
import { registerTables } from '../src/modules/master-data/register-tables';
import { auditLog } from '../src/platform/audit/audit-table';
import { type AgreementBody, agreementFlow, type BulkBody } from './support/agreement-flow';
import { call, demoTokens, restrictedUser } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The reconciliation gate on a monthly sell-out goal lever of customers 300010 (with its own
 * store) and 300099 (taken out of the customer register after the agreement's approval): May of
 * this year first without any data, then with sell-in and sell-out that differ by half.
 */
describe('reconciliation of ascertainments', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let year: number;
  let agreement: AgreementBody;
  let may: number;

  const as = (token: string, path: string, body: unknown = {}, language?: string) =>
    call(t, `/api/${path}`, body, { token, ...(language ? { language } : {}) });
  const ok = async <T>(token: string, path: string, body: unknown = {}): Promise<T> => {
    const response = await as(token, path, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const reconciliation = (id: number, token = tokens.comercial) =>
    ok<TReconciliation>(token, 'apuracao/buscarConciliacao', { id });
  const codes = (found: TReconciliation) => found.findings.map((finding) => finding.code).sort();
  const calculate = () =>
    ok<{ changed: number[]; unchanged: number[] }>(tokens.comercial, 'apuracao/calcular', {
      competence: `05/${year}`,
      agreementId: agreement.id,
    });
  const load = (source: 'sellIn' | 'sellOut', rows: { customer?: string; store?: string; gsv: string }[]) =>
    t.database.db.transaction((tx) =>
      loadCalcDataRows(
        tx,
        source,
        rows.map((row) => ({
          customerCode: row.customer ?? null,
          storeCode: row.store ?? null,
          distributorCode: null,
          skuCode: 'SKU-1001',
          competence: `05/${year}`,
          volume: '10.000',
          niv: row.gsv,
          gsv: row.gsv,
          grossRevenue: row.gsv,
        })),
      ),
    );

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    const { db } = t.database;
    const { customer, customerPdv } = registerTables;
    const [model] = await db.select().from(customer).where(eq(customer.code, '0001000101'));
    const [storeModel] = await db.select().from(customerPdv).where(eq(customerPdv.code, 'LJ-0001'));
    if (!model || !storeModel) throw new Error('demo customer or store missing');
    const { id: _id, ...fields } = model;
    const created = await db
      .insert(customer)
      .values([
        { ...fields, code: '300010', name: 'Cliente 300010', cnpj: null, sapPayer: true },
        { ...fields, code: '300099', name: 'Cliente 300099', cnpj: null, sapPayer: false },
      ])
      .returning({ id: customer.id, code: customer.code });
    const own = created.find((row) => row.code === '300010');
    const { id: _storeId, ...storeFields } = storeModel;
    await db.insert(customerPdv).values({
      ...storeFields,
      code: 'LJ-9001',
      name: 'Loja 9001',
      cnpj: '11.222.333/0099-99',
      customer: own?.id ?? 0,
    });
    const flow = agreementFlow(
      () => t,
      () => tokens,
    );
    const options = await ok<{ lista: { id: number; name: string }[] }>(
      tokens.comercial,
      'alavanca/buscarInput',
    );
    agreement = await flow.approved('Acordo da conciliação', {
      validityStart: `01/01/${year}`,
      validityEnd: `31/12/${year}`,
      levers: [
        {
          leverId: options.lista.find((lever) => lever.name === 'Meta mensal sell-out')?.id,
          fundsType: 'OFF',
          discountPercent: '2.0',
          goal: '400.00',
          minimumPercent: '90',
          minimumDiscountPercent: '1.0',
          potentialDiscountPercent: '3.0',
          expectedYearlyValue: '1200.00',
          commodity: 'HPF',
          customers: ['300010', '300099'],
          payers: ['300010'],
        },
      ],
    });
    await db.update(customer).set({ active: false }).where(eq(customer.code, '300099'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the missing sell-in, sell-out, customer and lever value of a period without data', async () => {
    const result = await calculate();
    expect(result.changed).toHaveLength(1);
    may = result.changed[0] as number;
    const found = await reconciliation(may);
    expect(found.checkedAt).not.toBeNull();
    expect(found.warning).toBeNull();
    expect(codes(found)).toEqual(['CUSTOMERS_NOT_INTEGRATED', 'NO_ACHIEVEMENT', 'NO_SELL_IN']);
    const detail = (code: string) => found.findings.find((finding) => finding.code === code)?.detail;
    expect(detail('NO_SELL_IN')).toBe(`05/${year} HPF`);
    expect(detail('CUSTOMERS_NOT_INTEGRATED')).toBe('300099');
    expect(detail('NO_ACHIEVEMENT')).toBe('Meta mensal sell-out (SELL_OUT)');
    expect(found.findings.find((finding) => finding.code === 'NO_SELL_IN')?.message).toBe(
      'reconciliation.finding.noSellIn',
    );
    // Calculating again with nothing changed finds the same, once.
    await calculate();
    expect((await reconciliation(may)).findings.map((finding) => finding.id)).toEqual(
      found.findings.map((finding) => finding.id),
    );
  });

  it('warns that the data changed after the calculation, and a recalculation clears what it no longer finds', async () => {
    const before = await reconciliation(may);
    await load('sellIn', [{ customer: '300010', gsv: '1000.00' }]);
    await load('sellOut', [{ store: 'LJ-9001', gsv: '500.00' }]);
    const warned = await reconciliation(may);
    expect(warned.warning).toMatchObject({
      message: 'Sell-in alterado após o cálculo: recalcule',
      sources: ['sellIn', 'sellOut'],
      competences: [`05/${year}`],
      informative: false,
    });
    expect(new Date(warned.warning?.changedAt ?? 0).getTime()).toBeGreaterThan(
      new Date(before.checkedAt ?? 0).getTime(),
    );
    const english = await as(tokens.comercial, 'apuracao/buscarConciliacao', { id: may }, 'en');
    expect(english.json().warning.message).toBe('Sell-in changed after the calculation: recalculate');

    await calculate();
    const after = await reconciliation(may);
    expect(after.warning).toBeNull();
    expect(codes(after)).toEqual(['CUSTOMERS_NOT_INTEGRATED', 'OUT_OF_TOLERANCE']);
    expect(after.findings.find((finding) => finding.code === 'OUT_OF_TOLERANCE')?.detail).toBe(
      'sell-in 1000.00 × sell-out + DMS 500.00 (50.00% > 10%)',
    );
    // The finding found again keeps its row.
    const kept = before.findings.find((finding) => finding.code === 'CUSTOMERS_NOT_INTEGRATED');
    expect(after.findings.find((finding) => finding.code === 'CUSTOMERS_NOT_INTEGRATED')?.id).toBe(kept?.id);
  });

  it('refuses to send while a finding stands, until each is justified by the edit role', async () => {
    const blocked = await ok<BulkBody>(tokens.comercial, 'apuracao/enviarAprovacao', {
      ids: [may],
      confirmUnsigned: true,
    });
    expect(blocked.done).toEqual([]);
    expect(blocked.skipped[0]?.reason).toContain(
      'Inconsistências sem justificativa: Clientes não integrados',
    );
    expect(blocked.skipped[0]?.reason).toContain('Sell-in diverge do sell-out + DMS acima da tolerância');

    const found = await reconciliation(may);
    const [first, second] = found.findings;
    let version = (await ok<TAscertainment>(tokens.comercial, 'apuracao/buscarPorId', { id: may })).version;
    const override = (token: string, findingId: number | undefined, justification: string, at = version) =>
      as(token, 'apuracao/justificarInconsistencia', { id: may, version: at, findingId, justification });
    expect((await override(tokens.aprovador, first?.id, 'Sem papel')).statusCode).toBe(403);
    const empty = await override(tokens.comercial, first?.id, '  ');
    expect(empty.statusCode).toBe(422);
    expect((await override(tokens.comercial, first?.id, 'Versão antiga', version - 1)).statusCode).toBe(409);
    expect((await override(tokens.comercial, 999999, 'Não existe')).statusCode).toBe(404);

    const once = await override(tokens.comercial, first?.id, 'Cliente será reativado pela integração');
    expect(once.statusCode, once.body).toBe(200);
    const justified = (once.json() as TReconciliation).findings.find((finding) => finding.id === first?.id);
    expect(justified).toMatchObject({
      overrideJustification: 'Cliente será reativado pela integração',
      overriddenByName: expect.stringContaining('comercial'),
    });
    expect(justified?.overriddenAt).not.toBeNull();
    const [audited] = await t.database.db
      .select({ total: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(may)), eq(auditLog.action, 'INCONSISTENCIA_JUSTIFICADA')));
    expect(audited?.total).toBe(1);
    const still = await ok<BulkBody>(tokens.comercial, 'apuracao/enviarAprovacao', {
      ids: [may],
      confirmUnsigned: true,
    });
    expect(still.done).toEqual([]);
    expect(still.skipped[0]?.reason).not.toContain('Clientes não integrados');

    version = (await ok<TAscertainment>(tokens.comercial, 'apuracao/buscarPorId', { id: may })).version;
    expect(
      (await override(tokens.comercial, second?.id, 'Diferença de estoque no distribuidor')).statusCode,
    ).toBe(200);
    const sent = await ok<BulkBody>(tokens.comercial, 'apuracao/enviarAprovacao', {
      ids: [may],
      confirmUnsigned: true,
    });
    expect(sent.done).toEqual([may]);
  });

  it('lists findings, line inconsistencies and warnings on the dashboard, within the caller’s restrictions', async () => {
    // A change after the send: the ascertainment in approval shows the warning, not only informative.
    await load('sellIn', [{ customer: '300010', gsv: '1100.00' }]);
    const warned = await reconciliation(may);
    expect(warned.warning?.informative).toBe(false);

    const page = await ok<{ itens: TInconsistencyRow[]; total: number; counts: Record<string, number> }>(
      tokens.admin,
      'dashboardInconsistencias/buscar',
      { competence: `05/${year}`, tamanhoPagina: 50 },
    );
    const mine = page.itens.filter((row) => row.ascertainmentId === may);
    expect(mine.map((row) => row.kind).sort()).toEqual([
      'CUSTOMERS_NOT_INTEGRATED',
      'OUT_OF_TOLERANCE',
      'RECALCULATION',
    ]);
    expect(mine.every((row) => row.agreementId === agreement.id && row.competence === `05/${year}`)).toBe(
      true,
    );
    expect(mine.find((row) => row.kind === 'OUT_OF_TOLERANCE')?.overridden).toBe(true);
    expect(page.counts.RECALCULATION).toBeGreaterThanOrEqual(1);
    expect(page.total).toBe(Object.values(page.counts).reduce((a, b) => a + b, 0));

    const onlyWarnings = await ok<{ itens: TInconsistencyRow[]; total: number }>(
      tokens.admin,
      'dashboardInconsistencias/buscar',
      { competence: `05/${year}`, kinds: ['RECALCULATION'], tamanhoPagina: 1 },
    );
    expect(onlyWarnings.itens).toHaveLength(1);
    expect(onlyWarnings.itens[0]).toMatchObject({
      kind: 'RECALCULATION',
      message: 'reconciliation.recalculate',
    });

    // The demo's March: the Alfa agreement's sell-out goal has no sell-out under its sell-in.
    const march = await ok<{ itens: TInconsistencyRow[]; counts: Record<string, number> }>(
      tokens.admin,
      'dashboardInconsistencias/buscar',
      { competence: `03/${year}`, kinds: ['NO_ACHIEVEMENT', 'OUT_OF_TOLERANCE'], tamanhoPagina: 50 },
    );
    expect(march.itens.map((row) => [row.kind, row.agreementDescription, row.detail])).toEqual([
      ['NO_ACHIEVEMENT', `Acordo Grupo Alfa ${year}`, 'Meta mensal sell-out (SELL_OUT)'],
      [
        'OUT_OF_TOLERANCE',
        `Acordo Grupo Alfa ${year}`,
        'sell-in 418000.00 × sell-out + DMS 0 (100.00% > 10%)',
      ],
    ]);

    const pcOnly = await restrictedUser(t, tokens.admin, {
      login: 'inconsistencias-pc',
      features: ['ROLE_VISUALIZAR_DASHBOARD_INCONSISTENCIAS', 'ROLE_VISUALIZAR_EDICAO_APURACAO'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    const hidden = await ok<{ itens: TInconsistencyRow[]; total: number }>(
      pcOnly,
      'dashboardInconsistencias/buscar',
      { competence: `05/${year}`, tamanhoPagina: 50 },
    );
    expect(hidden.itens.some((row) => row.ascertainmentId === may)).toBe(false);
    expect((await as(pcOnly, 'apuracao/buscarConciliacao', { id: may })).statusCode).toBe(404);
    expect((await as(tokens.comercial, 'dashboardInconsistencias/buscar', {})).statusCode).toBe(403);
  });

  it('shows the warning on an approved ascertainment as information only', async () => {
    await ok<BulkBody>(tokens.aprovador, 'apuracao/aprovar', { ids: [may], confirmUnsigned: true });
    await ok<BulkBody>(tokens.admin, 'apuracao/aprovar', { ids: [may], confirmUnsigned: true });
    const approved = await ok<TAscertainment>(tokens.comercial, 'apuracao/buscarPorId', { id: may });
    expect(approved.status).toBe('APROVADA');
    expect((await reconciliation(may)).warning).toMatchObject({ informative: true });
  });
});
