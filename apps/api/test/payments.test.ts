import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeBudget, findMapLine, lineBalance } from '../src/modules/budget-map/budget-ledger';
import { budgetMapLines } from '../src/modules/budget-map/budget-map-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { demoPaymentsMapLineKey } from '../src/seed/demo-payments';
import type { DemoTokens } from './support/agreement-flow';
import { call, demoTokens, restrictedUser, texts } from './support/calls';
import { type ApprovedOff, approvedOffAscertainments } from './support/payments';
import { errorSheetOf, readSheet, waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

interface Group {
  id: number;
  stage: string;
  calculated: string;
  toPay: string;
  difference: string;
  balance: string | null;
  items: number;
  ascertainments: number;
  lotCode: string | null;
  fatherBudgetCode: string | null;
  mine: boolean;
}

/**
 * Payments (spec sections 2-6; docs/domain.md "Payments"): approved OFF ascertainments become
 * payment groups, validated, liberated on the budget map, distributed into a lot, exported to
 * SAP and created from SAP's return; a disapproval returns what was reserved, once; an
 * ascertainment line's to-pay is paid at most once.
 */
describe('payments', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let data: ApprovedOff;
  let outsider: string;
  let mapLineId: number;

  const as = (token: string, path: string, body: unknown = {}, language?: string) =>
    call(t, `/api/pagamento/${path}`, body, { token, ...(language ? { language } : {}) });
  const filters = () => ({ competences: [data.competence] });
  const tab = async (name: string, token = tokens.admin): Promise<Group[]> => {
    const response = await as(token, 'buscar', { ...filters(), tab: name });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().itens;
  };
  const available = async () => {
    const balance = await lineBalance(t.database.db, mapLineId);
    return balance.months.find((month) => month.month === 3)?.available;
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    data = await approvedOffAscertainments(t, tokens, ['300031', '300032']);
    outsider = await restrictedUser(t, tokens.admin, {
      login: 'pagamentos.fora',
      features: [
        'ROLE_EDITAR_VALIDACAO_VERBAS',
        'ROLE_EDITAR_LIBERACAO_VERBAS',
        'ROLE_EDITAR_PAGAMENTOS_DISTRIBUICAO',
      ],
      domains: { channels: [], commodities: [], regions: [] },
    });
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('needs at least one competence to filter', async () => {
    const response = await as(tokens.admin, 'buscar', { competences: [], tab: 'underValidation' });
    expect(response.statusCode).toBe(422);
    expect(texts(response).join(' ')).toContain('Informe ao menos uma competência');
    const report = await as(tokens.admin, 'relatorio', { competences: [] }, 'en');
    expect(report.statusCode).toBe(422);
    expect(texts(report).join(' ')).toContain('Choose at least one competence');
  });

  it('refuses callers without a payments role', async () => {
    expect((await as(tokens.aprovador, 'buscar', { ...filters(), tab: 'underValidation' })).statusCode).toBe(
      403,
    );
    expect((await as(tokens.comercial, 'gerarPagamentos', { competence: data.competence })).statusCode).toBe(
      403,
    );
  });

  it('groups the approved OFF ascertainments under validation, once', async () => {
    const generated = await as(tokens.admin, 'gerarPagamentos', { competence: data.competence });
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json()).toMatchObject({ items: 2 });
    expect(generated.json().groups).toHaveLength(1);
    const again = await as(tokens.admin, 'gerarPagamentos', { competence: data.competence });
    expect(again.json()).toEqual({ groups: [], items: 0 });
    const [group] = await tab('underValidation');
    expect(group).toMatchObject({
      stage: 'VALIDACAO',
      channel: 'HC',
      competence: data.competence,
      salesOrganization: 'BR01',
      commodity: 'HPF',
      budgetType: 'VERBA-OFF',
      ricBox: 'RIC-OFF',
      calculated: '54000.00',
      toPay: '54000.00',
      difference: '0.00',
      balance: '500000.00',
      items: 2,
      ascertainments: 2,
      mine: true,
    });
    const counts = await as(tokens.admin, 'totalizadorAbas', filters());
    expect(counts.json()).toEqual({ underValidation: 1, budgetLiberation: 0, distribution: 0, created: 0 });
    const items = await as(tokens.admin, 'buscarItens', { ids: [group?.id] });
    expect(
      items.json().map((item: { payerCode: string; amount: string }) => [item.payerCode, item.amount]),
    ).toEqual([
      ['300031', '27000.00'],
      ['300032', '27000.00'],
    ]);
  });

  it('keeps an ascertainment in payment from being restored, changing nothing', async () => {
    const [id] = data.ascertainmentIds;
    const read = async () =>
      (await call(t, '/api/apuracao/buscarPorId', { id }, { token: tokens.admin })).json();
    const before = await read();
    const restore = await call(
      t,
      '/api/apuracao/resgatar',
      { id, version: before.version, justification: 'Base reprocessada' },
      { token: tokens.admin },
    );
    expect(restore.statusCode, restore.body).toBe(409);
    expect(restore.json().mensagens[0]).toMatchObject({
      codigo: 'ASCERTAINMENT_IN_PAYMENT',
      texto: 'Apuração em pagamento: reprove o pagamento antes de resgatá-la',
    });
    const after = await read();
    expect(after).toMatchObject({ status: 'APROVADA', version: before.version });
  });

  it('ungroups a group under validation into one group per ascertainment', async () => {
    const [group] = await tab('underValidation');
    const response = await as(tokens.admin, 'desagrupar', { ids: [group?.id] });
    expect(response.json().done, response.body).toEqual([group?.id]);
    const groups = await tab('underValidation');
    expect(groups.map((each) => [each.toPay, each.ascertainments])).toEqual([
      ['27000.00', 1],
      ['27000.00', 1],
    ]);
    const single = await as(tokens.admin, 'desagrupar', { ids: [group?.id] });
    expect(single.json().skipped[0].reason).toContain('única apuração');
  });

  it('approves only where the caller is the current step’s responsible', async () => {
    const groups = await tab('underValidation', outsider);
    expect(groups.every((group) => !group.mine)).toBe(true);
    const response = await as(outsider, 'aprovar', { ids: groups.map((group) => group.id) });
    expect(response.json().done).toEqual([]);
    expect(response.json().skipped).toHaveLength(2);
    expect((await tab('underValidation')).map((group) => group.stage)).toEqual(['VALIDACAO', 'VALIDACAO']);
  });

  it('refuses a disapproval without a justification', async () => {
    const [group] = await tab('underValidation');
    const response = await as(tokens.admin, 'reprovar', { ids: [group?.id], justification: ' ' });
    expect(response.statusCode).toBe(422);
    expect(texts(response).join(' ')).toContain('justificativa');
    expect((await tab('underValidation'))[0]?.stage).toBe('VALIDACAO');
  });

  it('moves validated groups to budget liberation', async () => {
    const groups = await tab('underValidation');
    const response = await as(tokens.admin, 'aprovar', { ids: groups.map((group) => group.id) });
    expect(response.json().done, response.body).toHaveLength(2);
    expect(await tab('underValidation')).toEqual([]);
    expect((await tab('budgetLiberation')).map((group) => group.stage)).toEqual(['LIBERACAO', 'LIBERACAO']);
  });

  it('refuses a liberation without a matching map line, changing nothing', async () => {
    const { db } = t.database;
    const line = await findMapLine(db, demoPaymentsMapLineKey(data.year));
    mapLineId = line?.id as number;
    expect(mapLineId, 'the demo map line of Grupo Alfa').toBeGreaterThan(0);
    // The map without the line: the liberation has nothing to reserve on.
    await db.update(budgetMapLines).set({ active: false }).where(eq(budgetMapLines.id, mapLineId));
    const [group] = await tab('budgetLiberation');
    expect(group?.balance).toBeNull();
    const response = await as(tokens.admin, 'aprovar', { ids: [group?.id] });
    expect(response.json().done).toEqual([]);
    expect(response.json().skipped[0].reason).toContain('Nenhuma linha do mapa de verbas');
    expect(await tab('budgetLiberation')).toHaveLength(2);
    await db.update(budgetMapLines).set({ active: true }).where(eq(budgetMapLines.id, mapLineId));
    expect(await available()).toBe('500000.00');
  });

  it('refuses a liberation above the available balance, changing nothing', async () => {
    const { db } = t.database;
    await db.transaction((tx) =>
      changeBudget(tx, { lineId: mapLineId, month: 3, delta: '-470000.00', userId: null }),
    );
    const groups = await tab('budgetLiberation');
    expect(groups.map((group) => group.balance)).toEqual(['30000.00', '30000.00']);
    const first = await as(tokens.admin, 'aprovar', { ids: [groups[0]?.id] });
    expect(first.json().done, first.body).toEqual([groups[0]?.id]);
    expect(await available()).toBe('3000.00');
    const second = await as(tokens.admin, 'aprovar', { ids: [groups[1]?.id] });
    expect(second.json().done).toEqual([]);
    expect(second.json().skipped[0].reason).toMatch(/saldo|insuficiente/i);
    expect(await available()).toBe('3000.00');
    expect((await tab('budgetLiberation')).map((group) => group.id)).toEqual([groups[1]?.id]);
    // More budget, and the second liberation goes through.
    await db.transaction((tx) =>
      changeBudget(tx, { lineId: mapLineId, month: 3, delta: '30000.00', userId: null }),
    );
    const retried = await as(tokens.admin, 'aprovar', { ids: [groups[1]?.id] });
    expect(retried.json().done).toEqual([groups[1]?.id]);
    expect(await available()).toBe('6000.00');
    expect((await tab('distribution')).map((group) => group.stage)).toEqual(['DISTRIBUICAO', 'DISTRIBUICAO']);
  });

  it('shows on the map’s consolidated report which agreement and ascertainment each reservation pays', async () => {
    const report = await call(
      t,
      '/api/mapaboa/relatorioConsolidado',
      { year: data.year, channel: 'HC', commodity: 'HPF', month: 3 },
      { token: tokens.admin },
    );
    expect(report.statusCode, report.body).toBe(200);
    const row = report.json().lista.find((each: { lineId: number }) => each.lineId === mapLineId);
    const origins = row.references.map(
      (reference: { kind: string; reserved: string; origin: { ascertainmentId: number } | null }) => [
        reference.kind,
        reference.reserved,
        reference.origin?.ascertainmentId,
      ],
    );
    expect(origins.sort()).toEqual(
      [...data.ascertainmentIds].sort().map((id) => ['PAYMENT_ITEM', '27000.00', id]),
    );
  });

  it('disapproves a liberated group, returning exactly what it reserved, once', async () => {
    const [, group] = await tab('distribution');
    const justification = 'Cliente com pendência';
    const response = await as(tokens.admin, 'reprovar', { ids: [group?.id], justification });
    expect(response.json().done, response.body).toEqual([group?.id]);
    expect(await available()).toBe('33000.00');
    const twice = await as(tokens.admin, 'reprovar', { ids: [group?.id], justification });
    expect(twice.json().done).toEqual([]);
    expect(await available()).toBe('33000.00');
    const ledger = await t.database.db.execute(
      sql`select kind, amount::text as amount from budget_ledger where line_id = ${mapLineId} and kind = 'RELEASE'`,
    );
    expect((ledger as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'RELEASE', amount: '27000.00' },
    ]);
    expect(await tab('distribution')).toHaveLength(1);
  });

  it('lets a disapproved line be generated again, never twice at once', async () => {
    const regenerated = await as(tokens.admin, 'gerarPagamentos', { competence: data.competence });
    expect(regenerated.json()).toMatchObject({ items: 1 });
    const fresh = await tab('underValidation');
    expect(fresh).toHaveLength(1);
    // The database refuses a second active item of the line and payer, and more than its to-pay.
    const { db } = t.database;
    const duplicate = db.execute(sql`insert into payment_items (group_id, position, ascertainment_id,
        ascertainment_line_id, agreement_id, economic_group, payer_code, segment_type, calculated, amount, due_date)
      select group_id, 99, ascertainment_id, ascertainment_line_id, agreement_id, economic_group, payer_code,
        segment_type, calculated, amount, due_date from payment_items where active limit 1`);
    await expect(duplicate).rejects.toThrow();
    const beyond = db.execute(sql`update payment_line_allocations set allocated = to_pay + 0.01`);
    await expect(beyond).rejects.toThrow();
    const reproved = await as(tokens.admin, 'reprovar', { ids: [fresh[0]?.id], justification: 'Duplicado' });
    expect(reproved.json().done).toEqual([fresh[0]?.id]);
  });

  it('distributes into a lot, exports it for SAP and creates the payments from SAP’s return', async () => {
    const [group] = await tab('distribution');
    const distributed = await as(tokens.admin, 'distribuir', { ids: [group?.id] });
    expect(distributed.statusCode, distributed.body).toBe(200);
    const { lotCode } = distributed.json();
    expect(lotCode).toMatch(/^LT\d{8}$/);
    expect((await as(tokens.admin, 'distribuir', { ids: [group?.id] })).statusCode).toBe(409);
    const [shown] = await tab('distribution');
    expect(shown).toMatchObject({ lotCode, fatherBudgetCode: `VB${String(group?.id).padStart(8, '0')}` });

    const detailed = await as(tokens.admin, 'buscarVerbaDetalhada', { ids: [group?.id], lotCode });
    expect(detailed.statusCode, detailed.body).toBe(200);
    expect(detailed.json()).toMatchObject({ lotCode, toPay: '27000.00' });
    expect(detailed.json().itens[0]).toMatchObject({ payerCode: '300031', mapLineId, reserved: '27000.00' });

    const exported = await as(tokens.admin, 'exportarLoteSap', { lotCode });
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = await readSheet(exported.json().conteudo);
    expect(rows[0]).toEqual([
      'LOTE',
      'COD_VERBA_PAI',
      'COD_VERBA_FILHA',
      'ID_ITEM',
      'PAGADOR_SAP',
      'COMPETENCIA',
      'CANAL',
      'ORG_VENDAS',
      'UNIDADE_NEGOCIO',
      'TIPO_VERBA',
      'CAIXA_RIC',
      'VALOR',
      'VENCIMENTO',
    ]);
    expect(rows).toHaveLength(2);
    const itemId = rows[1]?.[3] as number;
    expect(rows[1]?.slice(0, 3)).toEqual([
      lotCode,
      shown?.fatherBudgetCode,
      `${shown?.fatherBudgetCode}-001`,
    ]);
    expect(rows[1]?.slice(4, 12)).toEqual([
      '300031',
      data.competence,
      'HC',
      'BR01',
      'HPF',
      'VERBA-OFF',
      'RIC-OFF',
      27000,
    ]);

    const header = ['ID_ITEM', 'NUM_PAGAMENTO', 'DATA_PAGAMENTO', 'STATUS', 'VALOR'];
    const file = await workbookOf(header, [
      [999999, '5100000001', `15/04/${data.year}`, 'PAGO', 100],
      [itemId, '5100000002', `15/04/${data.year}`, 'PAGO', 26999.99],
      [itemId, '5100000003', `15/04/${data.year}`, 'PAGO', 27000],
    ]);
    const queued = await as(tokens.admin, 'importarRetornoSap', {
      nomeArquivo: 'retorno.xlsx',
      conteudo: file,
    });
    expect(queued.statusCode, queued.body).toBe(202);
    const job = await waitForJob(t, tokens.admin, queued.json().id);
    expect(job.status).toBe('FINALIZADO_COM_INCONSISTENCIAS');
    const errors = await errorSheetOf(t, tokens.admin, String(job.id));
    expect(errors.slice(1).map((row) => String(row.at(-1)))).toEqual([
      'Item de pagamento não encontrado em nenhum lote',
      'O valor difere do enviado ao SAP',
    ]);
    expect(await tab('distribution')).toEqual([]);
    const created = await as(tokens.admin, 'buscarPagamentosCriados', filters());
    expect(created.json().itens).toEqual([
      expect.objectContaining({
        id: itemId,
        paymentNumber: '5100000003',
        paymentDate: `${data.year}-04-15`,
        paymentStatus: 'PAGO',
        dueDate: `${data.year}-04-30`,
        deadlineStatus: 'NO_PRAZO',
        origin: 'APURACAO',
        segmentType: 'OUTROS',
        stage: 'CRIADO',
      }),
    ]);
    const counts = await as(tokens.admin, 'totalizadorAbas', filters());
    expect(counts.json()).toMatchObject({ created: 1, distribution: 0 });
    // The same return again changes nothing; the reservation became a payment once.
    const again = await as(tokens.admin, 'importarRetornoSap', {
      nomeArquivo: 'retorno.xlsx',
      conteudo: file,
    });
    await waitForJob(t, tokens.admin, again.json().id);
    const paid = await lineBalance(t.database.db, mapLineId);
    expect(paid.months.find((month) => month.month === 3)).toMatchObject({
      paid: '27000.00',
      available: '33000.00',
    });
  });

  it('reports the items of the chosen competences and exports them', async () => {
    expect((await as(tokens.comercial, 'relatorio', filters())).statusCode).toBe(403);
    const report = await as(tokens.admin, 'relatorio', filters());
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().total).toBe(3);
    const exported = await as(tokens.admin, 'exportarRelatorio', filters());
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = await readSheet(exported.json().conteudo);
    expect(rows).toHaveLength(4);
    expect(rows[0]?.[0]).toBe('Competência');
  });

  it('keeps each caller to the channels of their profile', async () => {
    const otherChannel = await restrictedUser(t, tokens.admin, {
      login: 'pagamentos.pc',
      features: ['ROLE_VISUALIZAR_PAGAMENTOS_CRIADOS', 'ROLE_RELATORIO_PAGAMENTOS'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    const created = await as(otherChannel, 'buscarPagamentosCriados', filters());
    expect(created.json()).toEqual({ itens: [], total: 0 });
    expect((await as(otherChannel, 'relatorio', filters())).json().total).toBe(0);
    const counts = await as(otherChannel, 'totalizadorAbas', filters());
    expect(counts.json()).toEqual({ underValidation: 0, budgetLiberation: 0, distribution: 0, created: 0 });
    expect((await as(tokens.admin, 'buscarPagamentosCriados', filters())).json().total).toBe(1);
  });

  it('audits every move of a group', async () => {
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'payment_group'`);
    expect(new Set(actions.map((row) => row.action))).toEqual(
      new Set(['GERADO', 'DESAGRUPADO', 'APROVADO', 'REPROVADO', 'DISTRIBUIDO', 'RETORNO_SAP', 'CRIADO']),
    );
  });
});
