import { referenceText, type TConsolidatedRow } from '@trade-terms/domain/budget-map';
import type { TPercentageAscertainment, TPercentageContract } from '@trade-terms/domain/percentage-contracts';
import Decimal from 'decimal.js';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMapLine, lineBalance } from '../src/modules/budget-map/budget-ledger';
import { loadCalcDataRows } from '../src/modules/calculation-data/calculation-data-service';
import { paymentItems } from '../src/modules/payments/payments-table';
import { percentageContracts } from '../src/modules/percentage-contracts/percentage-contracts-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { demoPaymentsMapLineKey } from '../src/seed/demo-payments';
import { call, demoTokens, restrictedUser, restrictedUserToken, texts } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Percentage-value contracts: register, edit, send, approve, disapprove, cancel, refusals and
 * restrictions; then a month ascertained from seeded sell-in, re-run idempotently, and paid.
 * Sell-in of customer 0001000101 in 05/2031: NIV 1 000.50 + 2 000.25 = 3 000.75 (GSV twice).
 */
const MONTH = '05/2031';

describe('percentage-value contracts (/api/contratoPercentual/)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;

  const as = (token: string, path: string, body: unknown, language?: string) =>
    call(t, `/api/contratoPercentual/${path}`, body, { token, ...(language ? { language } : {}) });
  const ok = async <T>(token: string, path: string, body: unknown): Promise<T> => {
    const response = await as(token, path, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const contract = {
    customer: '0001000101',
    budgetType: 'VERBA-ON',
    commodity: 'HPF',
    percentage: '2.5',
    basis: 'NIV',
    validityStart: '01/2031',
    validityEnd: '12/2031',
    payer: '0001000101',
    description: 'Contrato percentual de teste',
  };
  const register = (body: object = {}) =>
    ok<TPercentageContract>(tokens.comercial, 'salvar', { ...contract, ...body });
  const approved = async (body: object = {}) => {
    const saved = await register(body);
    const sent = await ok<TPercentageContract>(tokens.comercial, 'enviarAprovacao', {
      id: saved.id,
      version: saved.version,
    });
    return ok<TPercentageContract>(tokens.aprovador, 'aprovar', { id: sent.id, version: sent.version });
  };
  const audits = async (entity: string, id: number) => {
    const [row] = await t.database.db
      .select({ total: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));
    return row?.total ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    const row = (customerCode: string, skuCode: string, niv: string, gsv: string) => ({
      customerCode,
      storeCode: null,
      distributorCode: null,
      skuCode,
      competence: MONTH,
      volume: '1.000',
      niv,
      gsv,
      grossRevenue: gsv,
    });
    await t.database.db.transaction((tx) =>
      loadCalcDataRows(tx, 'sellIn', [
        row('0001000101', 'SKU-1001', '1000.50', '2001.00'),
        row('0001000101', 'SKU-2001', '2000.25', '4000.50'),
        row('0002000201', 'SKU-1001', '999.99', '999.99'),
      ]),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers, edits in registration and keeps every change in the audit trail', async () => {
    const saved = await register();
    expect(saved).toMatchObject({
      status: 'EM_CADASTRO',
      percentage: '2.5000',
      validityStart: '01/2031',
      validityEnd: '12/2031',
      channel: 'HC',
    });
    const edited = await ok<TPercentageContract>(tokens.comercial, 'salvar', {
      ...contract,
      id: saved.id,
      version: saved.version,
      percentage: '3',
    });
    expect(edited).toMatchObject({ percentage: '3.0000', version: saved.version + 1 });
    const stale = await as(tokens.comercial, 'salvar', { ...contract, id: saved.id, version: saved.version });
    expect(stale.statusCode).toBe(409);
    expect(await audits('percentage_contract', saved.id)).toBe(2);
  });

  it('refuses bad input at its field in both languages, saving nothing', async () => {
    const [before] = await t.database.db.select({ total: count() }).from(auditLog);
    const above = await as(tokens.comercial, 'salvar', {
      ...contract,
      percentage: '100.01',
      validityEnd: '12/2030',
    });
    expect(above.statusCode).toBe(422);
    expect(texts(above)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('O percentual deve ser maior que 0 e no máximo 100'),
        expect.stringContaining('A data final deve ser igual ou posterior à data inicial'),
      ]),
    );
    const zero = await as(tokens.comercial, 'salvar', { ...contract, percentage: '0' }, 'en');
    expect(texts(zero)).toContain('percentage: The percentage must be above 0 and at most 100');
    const unknown = await as(
      tokens.comercial,
      'salvar',
      { ...contract, customer: 'NOPE', budgetType: 'NOPE', payer: '0001000102' },
      'en',
    );
    expect(unknown.statusCode).toBe(422);
    expect(texts(unknown)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('SAP customer not registered: NOPE'),
        expect.stringContaining('Budget type not registered: NOPE'),
        expect.stringContaining('SAP payer not registered: 0001000102'),
      ]),
    );
    const noUnit = await as(tokens.comercial, 'salvar', { ...contract, commodity: 'NOPE' }, 'en');
    expect(noUnit.statusCode).toBe(422);
    expect(texts(noUnit).join(' ')).toContain('commodity');
    expect((await as(tokens.comercial, 'salvar', { ...contract, commodity: '' })).statusCode).toBe(422);
    const [after] = await t.database.db.select({ total: count() }).from(auditLog);
    expect(after?.total).toBe(before?.total);
  });

  it('sends a contract saved before the business unit was asked only once an edit chooses one', async () => {
    const saved = await register();
    await t.database.db
      .update(percentageContracts)
      .set({ commodityCode: null })
      .where(eq(percentageContracts.id, saved.id));
    const legacy = await ok<TPercentageContract>(tokens.comercial, 'buscarPorId', { id: saved.id });
    expect(legacy.commodity).toBeNull();
    const refused = await as(tokens.comercial, 'enviarAprovacao', { id: saved.id, version: saved.version });
    expect(refused.statusCode).toBe(422);
    expect(texts(refused).join(' ')).toContain('commodity');
    expect((await ok<TPercentageContract>(tokens.comercial, 'buscarPorId', { id: saved.id })).status).toBe(
      'EM_CADASTRO',
    );
    const edited = await register({ id: saved.id, version: saved.version });
    const sent = await ok<TPercentageContract>(tokens.comercial, 'enviarAprovacao', {
      id: edited.id,
      version: edited.version,
    });
    expect(sent).toMatchObject({ status: 'EM_APROVACAO', commodity: 'HPF' });
    // Closed again, so the later stories count only their own contracts and flows.
    await ok(tokens.aprovador, 'reprovar', { id: sent.id, version: sent.version, justification: 'Teste' });
  });

  it('sends, approves, disapproves and cancels through the approval engine, with the roles each needs', async () => {
    const saved = await register();
    const sent = await ok<TPercentageContract>(tokens.comercial, 'enviarAprovacao', {
      id: saved.id,
      version: saved.version,
    });
    expect(sent).toMatchObject({ status: 'EM_APROVACAO', approval: { step: 1, stepCount: 1 } });
    expect(
      (await as(tokens.comercial, 'salvar', { ...contract, id: sent.id, version: sent.version })).statusCode,
    ).toBe(409);
    expect((await as(tokens.comercial, 'aprovar', { id: sent.id, version: sent.version })).statusCode).toBe(
      403,
    );
    const asApprover = await ok<TPercentageContract>(tokens.aprovador, 'buscarPorId', { id: sent.id });
    expect(asApprover.approval?.canDecide).toBe(true);
    const noReason = await as(tokens.aprovador, 'reprovar', {
      id: sent.id,
      version: sent.version,
      justification: ' ',
    });
    expect(noReason.statusCode).toBe(422);
    const disapproved = await ok<TPercentageContract>(tokens.aprovador, 'reprovar', {
      id: sent.id,
      version: sent.version,
      justification: 'Percentual acima da política',
    });
    expect(disapproved).toMatchObject({ status: 'REPROVADO', justification: 'Percentual acima da política' });
    const resent = await ok<TPercentageContract>(tokens.comercial, 'enviarAprovacao', {
      id: disapproved.id,
      version: disapproved.version,
    });
    const done = await ok<{ decided: number[]; skipped: number[] }>(tokens.aprovador, 'aprovarEmLote', {
      ids: [resent.id, 999999],
    });
    expect(done).toEqual({ decided: [resent.id], skipped: [999999] });
    const current = await ok<TPercentageContract>(tokens.comercial, 'buscarPorId', { id: resent.id });
    expect(current.status).toBe('APROVADO');
    const canceled = await ok<TPercentageContract>(tokens.comercial, 'cancelar', {
      id: current.id,
      version: current.version,
      justification: 'Cliente encerrou as compras',
    });
    expect(canceled.status).toBe('CANCELADO');
    expect(
      (await as(tokens.comercial, 'enviarAprovacao', { id: canceled.id, version: canceled.version }))
        .statusCode,
    ).toBe(409);
    expect(await audits('percentage_contract', saved.id)).toBe(6);
  });

  it('ascertains a competence from sell-in exactly, idempotently, and hands the months to payments', async () => {
    const niv = await approved();
    const gsv = await approved({ basis: 'GSV', percentage: '1.5' });
    const later = await approved({ validityStart: '06/2031' });
    expect([niv.status, gsv.status, later.status]).toEqual(['APROVADO', 'APROVADO', 'APROVADO']);
    const first = await ok(tokens.comercial, 'apurar', { competence: MONTH });
    expect(first).toEqual({ created: 2, updated: 0, unchanged: 0, inPayment: 0 });
    const monthsOf = async (id: number) =>
      (
        await ok<{ itens: TPercentageAscertainment[] }>(tokens.comercial, 'buscarApuracoes', {
          contractId: id,
        })
      ).itens;
    // 2.5 % of NIV 3 000.75 = 75.01875 -> 75.02; 1.5 % of GSV 6 001.50 = 90.0225 -> 90.02.
    expect(await monthsOf(niv.id)).toEqual([
      expect.objectContaining({
        competence: MONTH,
        basis: 'NIV',
        base: '3000.75',
        value: '75.02',
        rows: 2,
        inPayment: false,
      }),
    ]);
    expect(await monthsOf(gsv.id)).toEqual([expect.objectContaining({ base: '6001.50', value: '90.02' })]);
    expect(await monthsOf(later.id)).toEqual([]);
    expect(await ok(tokens.comercial, 'apurar', { competence: MONTH })).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
      inPayment: 0,
    });
    const noSellIn = await as(tokens.comercial, 'apurar', { competence: '06/2031' });
    expect(noSellIn.statusCode).toBe(422);
    expect(texts(noSellIn).join(' ')).toContain('Não existe sell-in para a competência');
    expect(await monthsOf(later.id)).toEqual([]);
    expect((await as(tokens.aprovador, 'apurar', { competence: MONTH })).statusCode).toBe(403);

    const generated = await call(
      t,
      '/api/pagamento/gerarPagamentos',
      { competence: MONTH },
      { token: tokens.admin },
    );
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json()).toMatchObject({ items: 2 });
    const items = await t.database.db
      .select({
        month: paymentItems.percentageAscertainmentId,
        amount: paymentItems.amount,
        payer: paymentItems.payerCode,
      })
      .from(paymentItems)
      .where(eq(paymentItems.active, true));
    const ours = items.filter((item) => item.month !== null).map(({ amount, payer }) => ({ amount, payer }));
    expect(ours.sort((a, b) => a.amount.localeCompare(b.amount))).toEqual([
      { amount: '75.02', payer: '0001000101' },
      { amount: '90.02', payer: '0001000101' },
    ]);
    expect((await monthsOf(niv.id))[0]?.inPayment).toBe(true);
    // A month in payment is left as it is; generating again makes nothing new.
    expect(await ok(tokens.comercial, 'apurar', { competence: MONTH })).toMatchObject({
      inPayment: 2,
      created: 0,
    });
    const again = await call(
      t,
      '/api/pagamento/gerarPagamentos',
      { competence: MONTH },
      { token: tokens.admin },
    );
    expect(again.json()).toMatchObject({ items: 0 });
  });

  it('pays a month of a budget type checked on the map from the line of its business unit', async () => {
    // The demo map has a VERBA-OFF line for Grupo Alfa's HPF business unit in the current year.
    const year = new Date().getFullYear();
    const month = `08/${year}`;
    await t.database.db.transaction((tx) =>
      loadCalcDataRows(tx, 'sellIn', [
        {
          customerCode: '0001000101',
          storeCode: null,
          distributorCode: null,
          skuCode: 'SKU-1001',
          competence: month,
          volume: '1.000',
          niv: '4000.00',
          gsv: '4400.00',
          grossRevenue: '4800.00',
        },
      ]),
    );
    const line = await findMapLine(t.database.db, demoPaymentsMapLineKey(year));
    expect(line, 'the demo map line of Grupo Alfa').not.toBeNull();
    const reserved = async () =>
      (await lineBalance(t.database.db, line?.id as number)).months.find((entry) => entry.month === 8)
        ?.reserved;
    const before = await reserved();
    const contract = await approved({
      budgetType: 'VERBA-OFF',
      percentage: '1',
      validityStart: month,
      validityEnd: month,
    });
    expect(await ok(tokens.comercial, 'apurar', { competence: month })).toMatchObject({ created: 1 });
    const pay = (path: string, body: object) =>
      call(t, `/api/pagamento/${path}`, body, { token: tokens.admin });
    expect((await pay('gerarPagamentos', { competence: month })).json()).toMatchObject({ items: 1 });
    const groups = (await pay('buscar', { competences: [month], tab: 'underValidation' })).json().itens as {
      id: number;
      origin: string;
      toPay: string;
    }[];
    const group = groups.find((candidate) => candidate.origin === 'CONTRATO_PERCENTUAL');
    expect(group).toMatchObject({ toPay: '40.00' });
    // Validation, then the liberation, which finds the unit's line and reserves on it.
    for (let step = 0; step < 2; step += 1) {
      const decided = await pay('aprovar', { ids: [group?.id] });
      expect(decided.json().done, decided.body).toEqual([group?.id]);
    }
    const distribution = (await pay('buscar', { competences: [month], tab: 'distribution' })).json()
      .itens as { id: number }[];
    expect(distribution.map((entry) => entry.id)).toContain(group?.id);
    expect(new Decimal(String(await reserved())).minus(String(before)).toFixed(2)).toBe('40.00');
    // The map's consolidated report says which contract the reservation pays, in the reader's language.
    const report = await call(
      t,
      '/api/mapaboa/relatorioConsolidado',
      { year, channel: 'HC', commodity: 'HPF', month: 8 },
      { token: tokens.admin },
    );
    expect(report.statusCode, report.body).toBe(200);
    const row = (report.json().lista as TConsolidatedRow[]).find((each) => each.lineId === line?.id);
    const reference = row?.references.find(
      (each) => each.origin !== null && 'percentageContractId' in each.origin,
    );
    expect(reference).toMatchObject({
      kind: 'PAYMENT_ITEM',
      reserved: '40.00',
      origin: { percentageContractId: contract.id, payerCode: contract.payer },
    });
    expect(referenceText('pt-BR', reference as TConsolidatedRow['references'][number])).toBe(
      `Contrato percentual ${contract.id} · pagador ${contract.payer} (PAYMENT_ITEM ${reference?.id}): reservado 40.00 / pago 0.00`,
    );
  });

  it('answers "no approval flow found" when no flow of percentage contracts applies', async () => {
    const flows = await call(
      t,
      '/api/fluxoAprovacao/buscarFluxos',
      { actionType: 'CONTRATO_PERCENTUAL' },
      { token: tokens.admin },
    );
    const flow = (flows.json() as { itens: { id: number; actionType: string }[] }).itens.find(
      (item) => item.actionType === 'CONTRATO_PERCENTUAL',
    );
    expect(flow).toBeDefined();
    const saved = await register({ customer: '0002000201', payer: '0002000201' });
    const restricted = await restrictedUserToken(t, tokens.admin, {
      login: 'percentual.pc',
      features: ['ROLE_VISUALIZAR_CONTRATO_PERCENTUAL', 'ROLE_EDITAR_CONTRATO_PERCENTUAL'],
      channels: ['PC'],
    });
    // Restricted to PC: the HC contracts are not seen, counted nor read.
    const seen = await ok<{ itens: TPercentageContract[]; total: number }>(restricted, 'buscar', {});
    expect(seen.itens.map((row) => row.customer)).toEqual(['0002000201']);
    const counts = await ok<Record<string, number>>(restricted, 'totalizadorAbas', {});
    expect(counts.EM_CADASTRO).toBe(1);
    const hc = await ok<{ itens: TPercentageContract[] }>(tokens.comercial, 'buscar', {
      customer: '0001000101',
    });
    expect((await as(restricted, 'buscarPorId', { id: hc.itens[0]?.id })).statusCode).toBe(404);
    const outside = await as(restricted, 'salvar', contract);
    expect(outside.statusCode).toBe(422);
    // Restricted to the ICE business unit: the HPF contracts are not seen, nor saved there.
    const ice = await restrictedUser(t, tokens.admin, {
      login: 'percentual.ice',
      features: ['ROLE_VISUALIZAR_CONTRATO_PERCENTUAL', 'ROLE_EDITAR_CONTRATO_PERCENTUAL'],
      domains: { channels: [], commodities: ['ICE'], regions: [] },
    });
    expect((await ok<{ total: number }>(ice, 'buscar', {})).total).toBe(0);
    expect((await as(ice, 'buscarPorId', { id: saved.id })).statusCode).toBe(404);
    const otherUnit = await as(ice, 'salvar', contract, 'en');
    expect(otherUnit.statusCode).toBe(422);
    expect(texts(otherUnit).join(' ')).toContain('commodity');
    expect((await ok<TPercentageContract>(ice, 'salvar', { ...contract, commodity: 'ICE' })).commodity).toBe(
      'ICE',
    );
    // The demo flow is removed for a moment: sending finds none and nothing changes.
    const removed = await call(
      t,
      '/api/fluxoAprovacao/removerFluxo',
      { id: flow?.id },
      { token: tokens.admin },
    );
    if (removed.statusCode === 200) {
      const refused = await as(restricted, 'enviarAprovacao', { id: saved.id, version: saved.version }, 'en');
      expect(refused.statusCode).toBe(422);
      expect(texts(refused).join(' ')).toContain('No approval flow found');
      expect((await ok<TPercentageContract>(restricted, 'buscarPorId', { id: saved.id })).status).toBe(
        'EM_CADASTRO',
      );
    } else expect(removed.statusCode, removed.body).toBe(200);
  });
});
