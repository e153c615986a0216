import type { TConsolidatedRow } from '@trade-terms/domain/budget-map';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detachedAscertainments } from '../src/modules/cashflow/cashflow-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUser, texts } from './support/calls';
import { readSheet, waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

const CUSTOMER = '0001000102';
const PAYER = '0001000101';
const OTHER_CUSTOMER = '0002000201';
const YEAR = new Date().getFullYear();
const competence = (month: number) => `${String(month).padStart(2, '0')}/${YEAR}`;
const pdf = Buffer.from('%PDF-1.4\n% evidence\n').toString('base64');
const file = (name: string) => ({ nomeArquivo: name, conteudo: pdf });

interface Detached {
  id: number;
  version: number;
  status: string;
  value: string;
  channel: string | null;
  region: string | null;
  competence: string;
  evidence: { id: number; name: string; removed: boolean }[];
  approval: { currentStep: number; stepCount: number } | null;
  payment: { inPayment: string | null; paid: string; paymentNumber: string | null };
}

interface Figures {
  forecast: string;
  approved: string;
  paid: string;
}

/**
 * Detached ascertainments (docs/domain.md "Cashflow (detached ascertainments)"): registered with
 * evidence, edited under validation, sent to the approval engine, approved or disapproved by the
 * flow's responsible, canceled; kept within the caller's restrictions; summed exactly in the cash
 * flow; paid through payments as items of origin APURACAO_AVULSA, the SAP return filling the cash
 * flow's paid column.
 */
describe('cashflow of detached ascertainments', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;

  const api = (path: string, body: object, token = tokens.financeiro, language?: string) =>
    call(t, `/api/apuracaoAvulsa/${path}`, body, { token, ...(language ? { language } : {}) });
  async function ok<T = Detached>(path: string, body: object, token = tokens.financeiro): Promise<T> {
    const response = await api(path, body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }
  const register = (month: number, value: string, extra: object = {}) =>
    ok('salvar', {
      customer: CUSTOMER,
      payer: PAYER,
      budgetType: 'VERBA-OFF',
      commodity: 'HPF',
      competence: competence(month),
      value,
      justification: 'Ação de ponto extra sem acordo',
      evidence: [file('comprovante.pdf')],
      ...extra,
    });
  const send = (detached: Detached) => ok('enviarAprovacao', { id: detached.id, version: detached.version });
  const approve = (detached: Detached) =>
    ok('aprovar', { id: detached.id, version: detached.version }, tokens.aprovador);
  const flowOf = (from: number, to: number, extra: object = {}) =>
    ok<{
      months: (Figures & { competence: string; budgetTypes: (Figures & { budgetType: string })[] })[];
      totals: Figures;
    }>('fluxoCaixa', { competenceFrom: competence(from), competenceTo: competence(to), ...extra });
  /** A 422's field messages (the first one says that fields are wrong). */
  const fieldTexts = (response: Parameters<typeof texts>[0]) => texts(response).slice(1);
  const auditActions = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'detached_ascertainment'), eq(auditLog.entityId, String(id))))
        .orderBy(asc(auditLog.id))
    ).map((row) => row.action);

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses bad input at its field in both languages and keeps nothing', async () => {
    const before = await t.database.db.select().from(detachedAscertainments);
    const empty = await api('salvar', {
      customer: '',
      payer: '',
      budgetType: '',
      commodity: '',
      competence: '',
      value: '0',
      justification: ' ',
      evidence: [],
    });
    expect(empty.statusCode).toBe(422);
    expect(texts(empty)).toEqual(
      expect.arrayContaining([
        'customer: O campo é obrigatório',
        'payer: O campo é obrigatório',
        'budgetType: O campo é obrigatório',
        'competence: O campo é obrigatório',
        'value: O valor deve ser maior que zero',
        'justification: O campo é obrigatório',
      ]),
    );
    const base = {
      customer: CUSTOMER,
      payer: PAYER,
      budgetType: 'VERBA-OFF',
      commodity: 'HPF',
      competence: competence(3),
      value: '10.00',
      justification: 'Teste',
      evidence: [file('a.pdf')],
    };
    const noEvidence = await api('salvar', { ...base, evidence: [] }, tokens.financeiro, 'en');
    expect(fieldTexts(noEvidence)).toEqual(['evidence: The field is required']);
    const unknown = await api('salvar', { ...base, customer: '999', payer: CUSTOMER, budgetType: 'NOPE' });
    expect(unknown.statusCode).toBe(422);
    expect(fieldTexts(unknown)).toEqual([
      'customer: Cliente SAP não cadastrado ou inativo: 999',
      'payer: O cliente 0001000102 não está marcado como pagador SAP',
      'budgetType: Código não cadastrado: NOPE',
    ]);
    const unknownEn = await api('salvar', { ...base, payer: '777' }, tokens.financeiro, 'en');
    expect(fieldTexts(unknownEn)).toEqual(['payer: SAP customer not registered or inactive: 777']);
    const negative = await api('salvar', { ...base, value: '-5.00' });
    expect(negative.statusCode).toBe(422);
    const fake = await api('salvar', { ...base, evidence: [{ nomeArquivo: 'x.pdf', conteudo: 'aGVsbG8=' }] });
    expect(fieldTexts(fake)).toEqual(['evidence.0: A evidência deve ser um PDF ou uma imagem (JPG ou PNG)']);
    const tooLong = await api('salvar', { ...base, justification: 'x'.repeat(501) });
    expect(fieldTexts(tooLong)).toEqual(['justification: A justificativa pode ter no máximo 500 caracteres']);
    expect(await t.database.db.select().from(detachedAscertainments)).toEqual(before);

    // Sending needs a flow: without one the spec's message, and nothing moves (the demo flow is
    // removed for a moment, before any item stands on it).
    const flows = await call(
      t,
      '/api/fluxoAprovacao/buscarFluxos',
      { actionType: 'APURACAO_AVULSA' },
      {
        token: tokens.admin,
      },
    );
    const flow = flows.json().itens[0];
    const full = (
      await call(t, '/api/fluxoAprovacao/buscarPorId', { id: flow.id }, { token: tokens.admin })
    ).json();
    expect(
      (await call(t, '/api/fluxoAprovacao/removerFluxo', { id: flow.id }, { token: tokens.admin }))
        .statusCode,
    ).toBe(200);
    const draft = await register(3, '10.00');
    const noFlow = await api('enviarAprovacao', { id: draft.id, version: draft.version });
    expect(noFlow.statusCode).toBe(422);
    expect(texts(noFlow)).toEqual(['Nenhum fluxo de aprovação encontrado']);
    expect((await ok('buscarPorId', { id: draft.id })).status).toBe('EM_VALIDACAO');
    const { id: _id, version: _version, ...again } = full;
    const restored = await call(t, '/api/fluxoAprovacao/salvarAtualizarFluxo', again, {
      token: tokens.admin,
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('registers one with its evidence, edits it under validation, sends, approves and audits every move', async () => {
    const created = await register(1, '1500.50');
    expect(created).toMatchObject({
      status: 'EM_VALIDACAO',
      value: '1500.50',
      channel: 'HC',
      region: 'SE',
      competence: competence(1),
      approval: null,
      payment: { inPayment: null, paid: '0.00', paymentNumber: null },
    });
    expect(created.evidence.map((item) => [item.name, item.removed])).toEqual([['comprovante.pdf', false]]);

    // An edit replaces the evidence; the dropped file stays listed as removed.
    const edited = await register(1, '1600.00', {
      id: created.id,
      version: created.version,
      evidence: [file('nota.pdf')],
      keptEvidenceIds: [],
    });
    expect(edited).toMatchObject({ value: '1600.00', version: created.version + 1 });
    expect(edited.evidence.map((item) => [item.name, item.removed])).toEqual([
      ['comprovante.pdf', true],
      ['nota.pdf', false],
    ]);
    const download = await ok<{ nomeArquivo: string; conteudo: string }>('baixarEvidencia', {
      id: edited.evidence[1]?.id,
    });
    expect([download.nomeArquivo, download.conteudo]).toEqual(['nota.pdf', pdf]);
    // A stale version changes nothing.
    const stale = await api('salvar', {
      id: created.id,
      version: created.version,
      customer: CUSTOMER,
      payer: PAYER,
      budgetType: 'VERBA-OFF',
      commodity: 'HPF',
      competence: competence(1),
      value: '1.00',
      justification: 'Outra',
      keptEvidenceIds: edited.evidence.map((item) => item.id),
    });
    expect(stale.statusCode).toBe(409);

    const sent = await send(edited);
    expect(sent).toMatchObject({ status: 'EM_APROVACAO', approval: { currentStep: 1, stepCount: 1 } });
    // Under approval it is not edited, nor sent again, nor decided by someone outside the step.
    const locked = await api('salvar', {
      id: sent.id,
      version: sent.version,
      customer: CUSTOMER,
      payer: PAYER,
      budgetType: 'VERBA-OFF',
      commodity: 'HPF',
      competence: competence(1),
      value: '1.00',
      justification: 'Outra',
      keptEvidenceIds: sent.evidence.map((item) => item.id),
    });
    expect(locked.statusCode).toBe(409);
    const notMine = await api('aprovar', { id: sent.id, version: sent.version }, tokens.admin);
    expect(notMine.statusCode).toBe(403);
    const approved = await approve(sent);
    expect(approved.status).toBe('APROVADA');
    const again = await api(
      'aprovar',
      { id: approved.id, version: approved.version },
      tokens.aprovador,
      'en',
    );
    expect(again.statusCode).toBe(409);
    expect(texts(again)).toEqual(['The detached ascertainment’s status does not allow this action']);
    expect(await auditActions(created.id)).toEqual(['CRIADA', 'ALTERADA', 'ENVIADA_APROVACAO', 'APROVADA']);
  });

  it('disapproves with a justification, and cancels one under validation or disapproved', async () => {
    const sent = await send(await register(2, '300.00'));
    const bare = await api(
      'reprovar',
      { id: sent.id, version: sent.version, justification: ' ' },
      tokens.aprovador,
    );
    expect(bare.statusCode).toBe(422);
    expect(fieldTexts(bare)).toEqual(['justification: O campo é obrigatório']);
    const disapproved = await ok(
      'reprovar',
      { id: sent.id, version: sent.version, justification: 'Sem comprovação suficiente' },
      tokens.aprovador,
    );
    expect(disapproved).toMatchObject({
      status: 'REPROVADA',
      decisionJustification: 'Sem comprovação suficiente',
    });
    const canceled = await ok('cancelar', {
      id: disapproved.id,
      version: disapproved.version,
      justification: 'Substituída por outra',
    });
    expect(canceled).toMatchObject({ status: 'CANCELADA', cancelJustification: 'Substituída por outra' });

    const fresh = await register(2, '10.00');
    expect(
      (await api('cancelar', { id: fresh.id, version: fresh.version, justification: '' })).statusCode,
    ).toBe(422);
    expect(
      (await ok('cancelar', { id: fresh.id, version: fresh.version, justification: 'Erro' })).status,
    ).toBe('CANCELADA');
    // Under approval it is left to its approvers.
    const pending = await send(await register(2, '20.00'));
    const refused = await api('cancelar', {
      id: pending.id,
      version: pending.version,
      justification: 'Erro',
    });
    expect(refused.statusCode).toBe(409);
    expect(texts(refused)).toEqual(['A situação da apuração avulsa não permite esta ação']);
    expect(await auditActions(sent.id)).toEqual(['CRIADA', 'ENVIADA_APROVACAO', 'REPROVADA', 'CANCELADA']);
  });

  it('keeps lists, counts, the cash flow, its export and reads by id within the caller’s restrictions', async () => {
    const hc = await register(4, '100.00');
    const pc = await register(4, '40.00', { customer: OTHER_CUSTOMER, payer: OTHER_CUSTOMER });
    expect(pc).toMatchObject({ channel: 'PC', region: 'S' });
    const pcOnly = await restrictedUser(t, tokens.admin, {
      login: 'avulsa.pc',
      features: ['ROLE_VISUALIZAR_APURACOES_AVULSO', 'ROLE_EDITAR_APURACAO_AVULSO'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    const filters = { competenceFrom: competence(4), competenceTo: competence(4) };
    const page = await ok<{ itens: { id: number }[]; total: number }>(
      'buscar',
      { ...filters, tab: 'underValidation' },
      pcOnly,
    );
    expect(page).toEqual({ itens: [expect.objectContaining({ id: pc.id })], total: 1 });
    expect(await ok('totalizadorAbas', filters, pcOnly)).toMatchObject({ underValidation: 1, approved: 0 });
    expect((await api('buscarPorId', { id: hc.id }, pcOnly)).statusCode).toBe(404);
    expect(
      (await api('cancelar', { id: hc.id, version: hc.version, justification: 'x' }, pcOnly)).statusCode,
    ).toBe(404);
    const outside = await api(
      'salvar',
      {
        customer: CUSTOMER,
        payer: PAYER,
        budgetType: 'VERBA-OFF',
        commodity: 'HPF',
        competence: competence(4),
        value: '1.00',
        justification: 'Fora do perfil',
        evidence: [file('a.pdf')],
      },
      pcOnly,
    );
    expect(fieldTexts(outside)).toEqual(['customer: Seu perfil só permite PC']);
    const flow = await ok<{ totals: Figures }>('fluxoCaixa', filters, pcOnly);
    expect(flow.totals).toEqual({ forecast: '40.00', approved: '0.00', paid: '0.00' });
    const sheet = await readSheet(
      (await ok<{ conteudo: string }>('exportarFluxoCaixa', filters, pcOnly)).conteudo,
    );
    expect(sheet.slice(1).map((row) => [row[0], row[1], row[2]])).toEqual([
      [competence(4), 'VERBA-OFF · Verba de acordo', 40],
      [competence(4), 'Total', 40],
      ['Total', '', 40],
    ]);
  });

  it('sums the cash flow exactly per month and budget type, with empty months, and refuses a bad range', async () => {
    const a = await register(6, '0.10');
    const b = await register(6, '0.20', { budgetType: 'VERBA-ON' });
    await approve(await send(await register(6, '1000.05')));
    await send(a);
    const flow = await flowOf(5, 7);
    expect(flow.months.map((month) => month.competence)).toEqual([
      competence(5),
      competence(6),
      competence(7),
    ]);
    expect(flow.months[0]).toMatchObject({
      forecast: '0.00',
      approved: '0.00',
      paid: '0.00',
      budgetTypes: [],
    });
    expect(flow.months[1]).toMatchObject({ forecast: '0.30', approved: '1000.05', paid: '0.00' });
    expect(flow.months[1]?.budgetTypes).toEqual([
      {
        budgetType: 'VERBA-OFF',
        budgetTypeName: 'Verba de acordo',
        forecast: '0.10',
        approved: '1000.05',
        paid: '0.00',
      },
      {
        budgetType: 'VERBA-ON',
        budgetTypeName: 'Desconto em nota',
        forecast: '0.20',
        approved: '0.00',
        paid: '0.00',
      },
    ]);
    expect(flow.totals).toEqual({ forecast: '0.30', approved: '1000.05', paid: '0.00' });
    expect((await flowOf(5, 7, { budgetType: 'VERBA-ON' })).totals.forecast).toBe('0.20');
    expect(b.status).toBe('EM_VALIDACAO');
    const reversed = await api('fluxoCaixa', { competenceFrom: competence(7), competenceTo: competence(5) });
    expect(fieldTexts(reversed)).toEqual([
      'competenceTo: A competência final não pode ser anterior à inicial',
    ]);
  });

  it('pays approved ones as APURACAO_AVULSA items, once, and shows the SAP return as paid', async () => {
    const approved = await approve(await send(await register(9, '2500.75')));
    const pay = (path: string, body: object) =>
      call(t, `/api/pagamento/${path}`, body, { token: tokens.admin });
    const generated = await pay('gerarPagamentos', { competence: competence(9) });
    expect(generated.statusCode, generated.body).toBe(200);
    const groups = (await pay('buscar', { competences: [competence(9)], tab: 'underValidation' })).json()
      .itens as {
      id: number;
      origin: string;
      budgetType: string;
      ricBox: string;
      toPay: string;
    }[];
    const group = groups.find((candidate) => candidate.origin === 'APURACAO_AVULSA');
    expect(group).toMatchObject({ budgetType: 'VERBA-OFF', ricBox: 'RIC-OFF', toPay: '2500.75' });
    const items = (await pay('buscarItens', { ids: [group?.id] })).json() as {
      detachedAscertainmentId: number | null;
      ascertainmentId: number | null;
      payerCode: string;
      amount: string;
    }[];
    expect(items).toEqual([
      expect.objectContaining({
        detachedAscertainmentId: approved.id,
        ascertainmentId: null,
        payerCode: PAYER,
        amount: '2500.75',
      }),
    ]);
    // Nothing is paid twice.
    expect((await pay('gerarPagamentos', { competence: competence(9) })).json().items).toBe(0);
    expect((await ok('buscarPorId', { id: approved.id })).payment).toMatchObject({
      inPayment: '2500.75',
      paid: '0.00',
    });

    // Validation and liberation (the demo flows' administrator), lot, SAP sheet and its return.
    for (let step = 0; step < 2; step += 1)
      expect((await pay('aprovar', { ids: [group?.id] })).json().done).toEqual([group?.id]);
    const lot = await pay('distribuir', { ids: [group?.id] });
    expect(lot.statusCode, lot.body).toBe(200);
    const sheet = await readSheet(
      (await pay('exportarLoteSap', { lotCode: lot.json().lotCode })).json().conteudo,
    );
    expect(sheet.slice(1).map((row) => [row[4], row[11]])).toEqual([[PAYER, 2500.75]]);
    const returned = await workbookOf(
      ['ID_ITEM', 'NUM_PAGAMENTO', 'DATA_PAGAMENTO', 'STATUS', 'VALOR'],
      sheet.slice(1).map((row) => [row[3], '5100000001', `15/10/${YEAR}`, 'PAGO', row[11]]),
    );
    const queued = await pay('importarRetornoSap', { nomeArquivo: 'retorno.xlsx', conteudo: returned });
    expect(queued.statusCode, queued.body).toBe(202);
    expect((await waitForJob(t, tokens.admin, queued.json().id)).status).toBe('FINALIZADO');

    expect((await ok('buscarPorId', { id: approved.id })).payment).toMatchObject({
      inPayment: '2500.75',
      paid: '2500.75',
      paymentNumber: '5100000001',
    });
    expect((await flowOf(9, 9)).totals).toEqual({ forecast: '0.00', approved: '2500.75', paid: '2500.75' });
    // The map's consolidated report says which detached ascertainment the money paid.
    const report = await call(
      t,
      '/api/mapaboa/relatorioConsolidado',
      { year: YEAR, channel: 'HC', commodity: 'HPF', month: 9 },
      { token: tokens.admin },
    );
    expect(report.statusCode, report.body).toBe(200);
    const references = (report.json().lista as TConsolidatedRow[]).flatMap((row) => row.references);
    expect(references).toContainEqual(
      expect.objectContaining({
        kind: 'PAYMENT_ITEM',
        paid: '2500.75',
        origin: { detachedId: approved.id, payerCode: PAYER },
      }),
    );
  });
});
