import { addDays, calendarDateIn, formatBrDate } from '@trade-terms/domain/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, texts } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

interface EventBody {
  id: number;
  dataEvento: string;
  descricao: string;
  cor: string;
  evento: string;
  version: number;
}

describe('calendar', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let today: string;
  const day = (offset: number) => formatBrDate(addDays(today, offset));
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    today = calendarDateIn(t.config.BUSINESS_TIME_ZONE);
  });
  afterAll(() => t.close());

  const asAdmin = (url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token: tokens.admin, ...(language ? { language } : {}) });

  async function save(body: object): Promise<EventBody> {
    const response = await asAdmin('/api/calendario/salvar', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('lists the event types to any signed-in user', async () => {
    const response = await call(t, '/api/calendario/buscarNomeEventos', {}, { token: tokens.comercial });
    expect(response.statusCode).toBe(200);
    expect(response.json().lista.map((type: { nome: string }) => type.nome)).toEqual([
      'Campanha',
      'Fechamento',
      'Feriado',
      'Reunião',
    ]);
  });

  it('shows any signed-in user the next events from today, sorted by date, in the field lista', async () => {
    await save({ dataEvento: day(-2), descricao: 'Já passou', cor: '#000000', evento: 'Reunião' });
    const response = await call(t, '/api/calendario/pesquisar', {}, { token: tokens.financeiro });
    expect(response.statusCode).toBe(200);
    const lista: EventBody[] = response.json().lista;
    expect(lista.map((event) => event.descricao)).toEqual([
      'Fechamento mensal das apurações',
      'Reunião de planejamento da pasta de ciclo',
      'Lançamento da campanha de verão',
      'Prazo de envio das evidências',
    ]);
    expect(lista[0]).toMatchObject({ dataEvento: day(3), cor: '#1677FF', evento: 'Fechamento', version: 1 });
  });

  it('creates an event, stores the colour in upper case, and writes an audit row', async () => {
    const event = await save({
      dataEvento: day(5),
      descricao: '  Feriado regional  ',
      cor: '#ff00aa',
      evento: 'feriado',
    });
    expect(event).toMatchObject({
      dataEvento: day(5),
      descricao: 'Feriado regional',
      cor: '#FF00AA',
      evento: 'Feriado',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'calendar_event'), eq(auditLog.entityId, String(event.id))))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({
      action: 'CRIADO',
      after: { dataEvento: day(5), descricao: 'Feriado regional' },
    });
  });

  it('finds the events of one day, filtered by event type', async () => {
    await save({
      dataEvento: day(30),
      descricao: 'Reunião de resultados',
      cor: '#123456',
      evento: 'Reunião',
    });
    await save({ dataEvento: day(30), descricao: 'Campanha de inverno', cor: '#654321', evento: 'Campanha' });
    const all = await asAdmin('/api/calendario/pesquisar', { data: day(30) });
    expect(all.json().lista.map((event: EventBody) => event.descricao)).toEqual([
      'Reunião de resultados',
      'Campanha de inverno',
    ]);
    const meetings = await asAdmin('/api/calendario/pesquisar', { data: day(30), eventos: ['reunião'] });
    expect(meetings.json().lista.map((event: EventBody) => event.descricao)).toEqual([
      'Reunião de resultados',
    ]);
    const none = await asAdmin('/api/calendario/pesquisar', { data: day(31) });
    expect(none.json().lista).toEqual([]);
  });

  it('finds the events of a period and lists from a given date', async () => {
    const period = await asAdmin('/api/calendario/pesquisar', { dataInicial: day(4), dataFinal: day(14) });
    expect(period.json().lista.map((event: EventBody) => event.dataEvento)).toEqual([
      day(5),
      day(7),
      day(14),
    ]);
    const fromPast = await asAdmin('/api/calendario/pesquisar', { dataInicial: day(-2), limite: 1 });
    expect(fromPast.json().lista.map((event: EventBody) => event.descricao)).toEqual(['Já passou']);
  });

  it('refuses an invalid colour and date with the field message in pt-BR and English', async () => {
    const body = { dataEvento: '31/02/2026', descricao: 'Inválido', cor: 'azul', evento: 'Reunião' };
    const pt = await asAdmin('/api/calendario/salvar', body);
    expect(pt.statusCode).toBe(422);
    expect(texts(pt)).toEqual([
      'Há campo(s) não preenchido(s) ou com irregularidades',
      'dataEvento: Data inválida: use o formato DD/MM/AAAA',
      'cor: Cor inválida: use o formato hexadecimal #RRGGBB',
    ]);
    const en = await asAdmin('/api/calendario/salvar', body, 'en');
    expect(texts(en)).toEqual([
      'There are field(s) not filled in or with irregularities',
      'dataEvento: Invalid date: use the format DD/MM/YYYY',
      'cor: Invalid colour: use the hexadecimal format #RRGGBB',
    ]);
    const isoDate = await asAdmin('/api/calendario/salvar', {
      ...body,
      dataEvento: '2026-02-10',
      cor: '#ABCDEF',
    });
    expect(texts(isoDate)).toContain('dataEvento: Data inválida: use o formato DD/MM/AAAA');
    const blank = await asAdmin('/api/calendario/salvar', { ...body, dataEvento: ' ', cor: '#ABCDEF' });
    expect(texts(blank)).toContain('dataEvento: O campo é obrigatório');
  });

  it('refuses an unknown event type, a day with a period, and a period that ends before it starts', async () => {
    const unknownType = await asAdmin('/api/calendario/salvar', {
      dataEvento: day(1),
      descricao: 'Tipo estranho',
      cor: '#ABCDEF',
      evento: 'Aniversário',
    });
    expect(unknownType.statusCode).toBe(422);
    expect(texts(unknownType)).toContain('evento: Tipo de evento desconhecido: Aniversário');
    const both = await asAdmin('/api/calendario/pesquisar', { data: day(1), dataInicial: day(1) });
    expect(texts(both)).toContain('data: Informe um dia ou um período, não ambos');
    const reversed = await asAdmin(
      '/api/calendario/pesquisar',
      { dataInicial: day(2), dataFinal: day(1) },
      'en',
    );
    expect(texts(reversed)).toContain('dataInicial: The initial date cannot be after the final date');
  });

  it('changes an event at its version, refuses a stale version, and answers 404 for an unknown one', async () => {
    const event = await save({
      dataEvento: day(40),
      descricao: 'Original',
      cor: '#111111',
      evento: 'Campanha',
    });
    const changed = await save({ ...event, descricao: 'Alterado', dataEvento: day(41) });
    expect(changed).toMatchObject({ version: 2, descricao: 'Alterado', dataEvento: day(41) });
    const stale = await asAdmin('/api/calendario/salvar', { ...event, descricao: 'Perdido' });
    expect(stale.statusCode).toBe(409);
    const read = await asAdmin('/api/calendario/pesquisar', { data: day(41) });
    expect(read.json().lista).toEqual([changed]);
    const unknown = await asAdmin('/api/calendario/salvar', { ...event, id: 99999, version: 1 });
    expect(unknown.statusCode).toBe(404);
    expect((await asAdmin('/api/calendario/excluir', { id: 99999 })).statusCode).toBe(404);
  });

  it('removes an event with an audit row of what it was', async () => {
    const event = await save({
      dataEvento: day(50),
      descricao: 'Removível',
      cor: '#222222',
      evento: 'Reunião',
    });
    const removed = await asAdmin('/api/calendario/excluir', { id: event.id });
    expect(removed.statusCode).toBe(200);
    expect(texts(removed)).toEqual(['Registro excluído com sucesso']);
    expect((await asAdmin('/api/calendario/pesquisar', { data: day(50) })).json().lista).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(event.id)), eq(auditLog.action, 'REMOVIDO')))
      .orderBy(auditLog.id);
    expect(audit?.before).toMatchObject({ descricao: 'Removível', evento: 'Reunião' });
  });

  it('adds an event type, audited, that events can then be filed under; a name taken in any case is refused', async () => {
    const added = await asAdmin('/api/calendario/salvarTipoEvento', { nome: '  Inventário ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ nome: 'Inventário' });
    const names = (await asAdmin('/api/calendario/buscarNomeEventos'))
      .json()
      .lista.map((type: { nome: string }) => type.nome);
    expect(names).toContain('Inventário');
    const event = await save({
      dataEvento: day(3),
      descricao: 'Contagem anual',
      cor: '#3366CC',
      evento: 'inventário',
    });
    expect(event.evento).toBe('Inventário');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'calendar_event_type'), eq(auditLog.entityId, String(added.json().id))))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject({ action: 'CRIADO', after: { name: 'Inventário' } });

    const taken = await asAdmin('/api/calendario/salvarTipoEvento', { nome: 'FERIADO' }, 'en');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().mensagens[1].texto).toBe('nome: A record with this name already exists');
    const empty = await asAdmin('/api/calendario/salvarTipoEvento', { nome: '   ' });
    expect(empty.statusCode).toBe(422);
    const long = await asAdmin('/api/calendario/salvarTipoEvento', { nome: 'x'.repeat(61) });
    expect(long.statusCode).toBe(422);
  });

  it('needs a session to read and the calendar edit role to change', async () => {
    expect((await call(t, '/api/calendario/pesquisar')).statusCode).toBe(401);
    expect((await call(t, '/api/calendario/buscarNomeEventos')).statusCode).toBe(401);
    const body = { dataEvento: day(1), descricao: 'Sem papel', cor: '#ABCDEF', evento: 'Reunião' };
    expect((await call(t, '/api/calendario/salvar', body, { token: tokens.comercial })).statusCode).toBe(403);
    expect(
      (await call(t, '/api/calendario/excluir', { id: 1 }, { token: tokens.comercial })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, '/api/calendario/salvarTipoEvento', { nome: 'Sem papel' }, { token: tokens.comercial }))
        .statusCode,
    ).toBe(403);
  });
});
