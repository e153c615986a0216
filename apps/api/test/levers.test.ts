import { calendarDateIn } from '@trade-terms/domain/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUserToken, texts } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

interface LeverBody {
  id: number;
  version: number;
  name: string;
  status: string;
  channel: string;
  validityStart: string;
  validityEnd: string | null;
  periodicities: string[];
  calculationBasis: string | null;
  customer: { id: number; code: string; name: string } | null;
  payerCustomer: { id: number; code: string; name: string } | null;
  events: { id: number; description: string; competence: string; value: string }[];
}

describe('lever catalogue', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let year: number;
  const customerIds = new Map<string, number>();

  const as = (token: string, url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token, ...(language ? { language } : {}) });
  const search = (token: string, body: object = {}) => as(token, '/api/alavanca/buscarAlavancas', body);
  const save = (body: object, token = tokens.comercial, language?: string) =>
    as(token, '/api/alavanca/salvarAtualizarAlavanca', body, language);

  const goalLever = (overrides: object = {}) => ({
    name: 'Meta trimestral de teste',
    channel: 'HC',
    validityStart: `01/01/${year}`,
    validityEnd: `31/12/${year}`,
    periodicities: ['Q1', 'Q2'],
    calculationModel: 'GOAL',
    ascertainmentOrigin: 'SELL_IN',
    calculationBasis: 'NIV',
    ...overrides,
  });

  async function saved(body: object, token?: string): Promise<LeverBody> {
    const response = await save(body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    const customers = await as(tokens.admin, '/api/cliente/opcoes', {
      codigos: ['0001000101', '0001000102'],
    });
    expect(customers.statusCode, customers.body).toBe(200);
    for (const option of customers.json().lista) customerIds.set(option.code, option.id);
  });
  afterAll(() => t.close());

  it('lists the demo levers to a viewer, with the overdue one computed from its validity', async () => {
    const response = await search(tokens.comercial, { tamanhoPagina: 50 });
    expect(response.statusCode, response.body).toBe(200);
    const { itens, total } = response.json();
    expect(total).toBeGreaterThanOrEqual(7);
    const overdue = itens.find((lever: LeverBody) => lever.name === 'Crescimento anual (ano anterior)');
    expect(overdue).toMatchObject({ status: 'VENCIDO', channel: 'PC', periodicities: ['YEARLY'] });
    const growth = itens.find((lever: LeverBody) => lever.name === 'Crescimento trimestral sell-in');
    expect(growth).toMatchObject({
      status: 'ATIVO',
      validityStart: `01/01/${year}`,
      calculationBasis: 'NIV',
    });
  });

  it('filters by name, channel, status and validity window, and sorts on the server', async () => {
    const byName = await search(tokens.comercial, { texto: 'facing' });
    expect(byName.json().itens.map((lever: LeverBody) => lever.name)).toEqual(['Facing ponta de gôndola']);

    const overdue = await search(tokens.comercial, { status: 'VENCIDO' });
    expect(overdue.json().itens.map((lever: LeverBody) => lever.status)).toEqual(['VENCIDO']);

    const pc = await search(tokens.comercial, { channels: ['PC'], ordenarPor: 'name', direcao: 'desc' });
    expect(pc.json().itens.map((lever: LeverBody) => lever.name)).toEqual([
      'Desconto sobre GSV',
      'Crescimento anual (ano anterior)',
    ]);

    const lastYear = await search(tokens.comercial, {
      validFrom: `01/06/${year - 1}`,
      validTo: `30/06/${year - 1}`,
    });
    expect(lastYear.json().itens.map((lever: LeverBody) => lever.name)).toEqual([
      'Crescimento anual (ano anterior)',
    ]);

    const backwards = await search(tokens.comercial, {
      validFrom: `02/01/${year}`,
      validTo: `01/01/${year}`,
    });
    expect(backwards.statusCode).toBe(422);
  });

  it('creates a lever with its audit row, and reads it back by id', async () => {
    const lever = await saved(goalLever({ name: '  Meta com auditoria  ' }));
    expect(lever).toMatchObject({
      name: 'Meta com auditoria',
      status: 'ATIVO',
      version: 1,
      periodicities: ['Q1', 'Q2'],
      customer: null,
      events: [],
    });
    const read = await as(tokens.comercial, '/api/alavanca/buscarPorId', { id: lever.id });
    expect(read.json()).toMatchObject({ id: lever.id, name: 'Meta com auditoria' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lever'), eq(auditLog.entityId, String(lever.id))))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({
      action: 'CRIADO',
      after: expect.objectContaining({ name: 'Meta com auditoria' }),
    });
  });

  it('keeps a quota-event lever with its events as exact decimals', async () => {
    const lever = await saved(
      goalLever({
        name: 'Evento cota de teste',
        calculationModel: 'QUOTA_EVENT',
        calculationBasis: 'NIV',
        ascertainmentOrigin: 'EVIDENCE',
        needsEvidence: true,
        events: [
          { description: 'Inauguração', competence: `03/${year}`, value: '1234.5' },
          { description: 'Encarte', competence: `04/${year}`, value: 0.1 },
        ],
      }),
    );
    // A quota event earns from its events: no calculation basis is kept.
    expect(lever.calculationBasis).toBeNull();
    expect(lever.events.map(({ competence, value }) => ({ competence, value }))).toEqual([
      { competence: `03/${year}`, value: '1234.50' },
      { competence: `04/${year}`, value: '0.10' },
    ]);
  });

  it('keeps a facing lever with its customer and SAP payer, and refuses a payer that is not one', async () => {
    const facing = goalLever({
      name: 'Facing de teste',
      calculationModel: 'FIXED_VALUE',
      ascertainmentOrigin: 'EVIDENCE',
      customerId: customerIds.get('0001000102'),
      payerCustomerId: customerIds.get('0001000101'),
    });
    const lever = await saved(facing);
    expect(lever.customer).toMatchObject({ code: '0001000102' });
    expect(lever.payerCustomer).toMatchObject({ code: '0001000101' });

    const notPayer = await save({
      ...facing,
      name: 'Facing sem pagador',
      payerCustomerId: customerIds.get('0001000102'),
    });
    expect(notPayer.statusCode).toBe(422);
    expect(texts(notPayer).join(' ')).toContain('O cliente 0001000102 não é um pagador SAP');
  });

  it("refuses each of the spec's lever rules with its message, in pt-BR and in English, saving nothing", async () => {
    const before = (await search(tokens.admin, { tamanhoPagina: 200 })).json().total;
    const cases: [object, string, string][] = [
      [
        { calculationModel: 'QUOTA_EVENT', ascertainmentOrigin: 'EVIDENCE', events: [] },
        'Não é possível salvar uma alavanca de evento cota sem eventos',
        'A quota-event lever cannot be saved without events',
      ],
      [{ periodicities: [] }, 'Selecione ao menos uma periodicidade', 'Select at least one periodicity'],
      [
        { validityStart: `31/12/${year}`, validityEnd: `01/01/${year}` },
        'A data final deve ser igual ou posterior à data inicial',
        'The end date must be on or after the start date',
      ],
      [
        { calculationModel: 'FIXED_VALUE', ascertainmentOrigin: 'EVIDENCE' },
        'A alavanca de facing precisa de um cliente selecionado',
        'A facing lever needs a selected customer',
      ],
      [
        {
          validityStart: `01/03/${year}`,
          calculationModel: 'QUOTA_EVENT',
          ascertainmentOrigin: 'EVIDENCE',
          events: [{ description: 'Cedo demais', competence: `02/${year}`, value: '10.00' }],
        },
        'A nova competência não pode ser anterior à competência inicial da alavanca',
        "The new competence cannot be earlier than the lever's initial competence",
      ],
      [{ channel: 'XX' }, 'Código não cadastrado: XX', 'XX'],
    ];
    for (const [overrides, portuguese, english] of cases) {
      const body = goalLever({ name: 'Alavanca recusada', ...overrides });
      const pt = await save(body);
      expect(pt.statusCode, pt.body).toBe(422);
      expect(texts(pt).join(' ')).toContain(portuguese);
      const en = await save(body, tokens.comercial, 'en');
      expect(texts(en).join(' ')).toContain(english);
    }
    expect((await search(tokens.admin, { tamanhoPagina: 200 })).json().total).toBe(before);
  });

  it('refuses a second lever of the same name in a channel, whatever its case', async () => {
    await saved(goalLever({ name: 'Nome único' }));
    const again = await save(goalLever({ name: 'NOME ÚNICO' }));
    expect(again.statusCode).toBe(422);
    expect(texts(again).join(' ')).toContain('Já existe uma alavanca com este nome neste canal');
    // Another channel may use it.
    await saved(goalLever({ name: 'Nome único', channel: 'PC' }));
  });

  it('changes a lever at its version, audits before and after, and refuses a stale save with 409', async () => {
    const lever = await saved(goalLever({ name: 'Alavanca a mudar' }));
    const changed = await saved({
      ...goalLever({ name: 'Alavanca mudada', active: false }),
      id: lever.id,
      version: 1,
    });
    expect(changed).toMatchObject({ version: 2, status: 'INATIVO', name: 'Alavanca mudada' });

    const stale = await save({ ...goalLever({ name: 'Por cima' }), id: lever.id, version: 1 });
    expect(stale.statusCode).toBe(409);
    const read = await as(tokens.comercial, '/api/alavanca/buscarPorId', { id: lever.id });
    expect(read.json()).toMatchObject({ name: 'Alavanca mudada', version: 2 });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lever'), eq(auditLog.entityId, String(lever.id))))
      .orderBy(auditLog.id);
    expect(audits.map((audit) => audit.action)).toEqual(['CRIADO', 'ALTERADO']);
    expect(audits[1]).toMatchObject({
      before: expect.objectContaining({ name: 'Alavanca a mudar', active: true }),
      after: expect.objectContaining({ name: 'Alavanca mudada', active: false }),
    });
  });

  it('lets only the lever roles in: viewers read, only editors save', async () => {
    expect((await search(tokens.financeiro)).statusCode).toBe(403);
    expect((await save(goalLever({ name: 'Sem papel' }), tokens.financeiro)).statusCode).toBe(403);
  });

  describe('for a user restricted to channel HC', () => {
    let restricted: string;
    let pcLeverId: number;

    beforeAll(async () => {
      restricted = await restrictedUserToken(t, tokens.admin, {
        login: 'alavancas.hc',
        features: ['ROLE_VISUALIZAR_CADASTRO_ALAVANCAS', 'ROLE_EDITAR_CADASTRO_ALAVANCA'],
        channels: ['HC'],
      });
      pcLeverId = (await saved(goalLever({ name: 'Alavanca do canal PC', channel: 'PC' }))).id;
    });

    it('lists and counts only HC levers, even when asking for PC', async () => {
      const all = await search(restricted, { tamanhoPagina: 200 });
      const channels = new Set(all.json().itens.map((lever: LeverBody) => lever.channel));
      expect([...channels]).toEqual(['HC']);
      expect(all.json().total).toBe(all.json().itens.length);
      const pc = await search(restricted, { channels: ['PC'] });
      expect(pc.json()).toEqual({ itens: [], total: 0 });
    });

    it('does not find a PC lever by id, nor change it, and cannot create one', async () => {
      const read = await as(restricted, '/api/alavanca/buscarPorId', { id: pcLeverId });
      expect(read.statusCode).toBe(404);
      const change = await save({ ...goalLever({ name: 'Tomada' }), id: pcLeverId, version: 1 }, restricted);
      expect(change.statusCode).toBe(404);
      const create = await save(goalLever({ name: 'Nova PC', channel: 'PC' }), restricted);
      expect(create.statusCode).toBe(422);
      expect(texts(create).join(' ')).toContain('Seu perfil só permite HC');
      const stored = await as(tokens.admin, '/api/alavanca/buscarPorId', { id: pcLeverId });
      expect(stored.json()).toMatchObject({ name: 'Alavanca do canal PC', version: 1 });
    });
  });
});
