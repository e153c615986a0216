import { calendarDateIn } from '@trade-terms/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens, restrictedUserToken, texts } from './support/calls';
import { readSheet } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

describe('agreement exports and checks', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let year: number;
  const leverIds = new Map<string, number>();

  const as = (token: string, url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token, ...(language ? { language } : {}) });

  beforeAll(async () => {
    t = await createTestApp({ EXPORT_INLINE_MAX_ROWS: '5' });
    tokens = await demoTokens(t);
    year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    for (const lever of (await as(tokens.comercial, '/api/alavanca/buscarInput', {})).json().lista) {
      leverIds.set(lever.name, lever.id);
    }
  });
  afterAll(() => t.close());

  it('refuses the consolidated export without channel and business unit filters', async () => {
    const refused = await as(tokens.financeiro, '/api/contrato/exportarConsolidado', { channels: ['HC'] });
    expect(refused.statusCode).toBe(422);
    expect(texts(refused).join(' ')).toContain(
      'Informe os filtros de canal e de unidade de negócio para exportar',
    );
    expect((await as(tokens.comercial, '/api/contrato/exportarConsolidado', {})).statusCode).toBe(403);
  });

  it('exports one row per lever of the matching agreements, values as exact decimals', async () => {
    const response = await as(tokens.financeiro, '/api/contrato/exportarConsolidado', {
      channels: ['HC'],
      businessUnits: ['HPF'],
      economicGroups: ['GRP-ALFA'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().nomeArquivo).toBe('acordos-consolidado.xlsx');
    const [header, ...rows] = await readSheet(response.json().conteudo);
    expect(header?.slice(0, 6)).toEqual([
      'Acordo',
      'Descrição',
      'Grupo econômico',
      'Bandeira',
      'Canais',
      'Situação',
    ]);
    expect(rows.map((row) => [row[1], row[11]])).toEqual([
      [`Acordo Grupo Alfa ${year} (em cadastro)`, 'Meta mensal sell-out'],
      [`Acordo Grupo Alfa ${year} (em cadastro)`, 'Evento cota aniversário'],
      [`Acordo Grupo Alfa ${year}`, 'Meta mensal sell-out'],
      [`Acordo Grupo Alfa ${year}`, 'Crescimento trimestral sell-in'],
      [`Acordo Grupo Alfa execução em loja ${year}`, 'Execução de loja auditada'],
    ]);
    const goal = rows[2] ?? [];
    expect([goal[5], goal[14], goal[15], goal[17]]).toEqual(['Aprovado', '2.0000', '500000.00', '120000.00']);
  });

  it('refuses an export past the inline limit, asking to narrow the filters', async () => {
    await as(tokens.comercial, '/api/contrato/copiarContrato', {
      id: (await as(tokens.comercial, '/api/contrato/buscarContratos', { tab: 'current' })).json().itens[0]
        .id,
    });
    const refused = await as(tokens.financeiro, '/api/contrato/exportarConsolidado', {
      channels: ['HC'],
      businessUnits: ['HPF'],
    });
    expect(refused.statusCode).toBe(422);
    expect(texts(refused).join(' ')).toContain('A exportação passa de 5 linhas: refine os filtros');
  });

  it('exports the quota events of the matching agreements, one row per event', async () => {
    const response = await as(tokens.admin, '/api/contrato/exportarRelatorioEventosCota', {
      channels: ['HC'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [, ...rows] = await readSheet(response.json().conteudo);
    expect(rows.map((row) => [row[6], row[7], row[8], row[9]])).toEqual([
      ['Evento cota aniversário', `09/${year}`, 'Aniversário da rede', '5000.00'],
    ]);
    expect((await as(tokens.comercial, '/api/contrato/exportarRelatorioEventosCota', {})).statusCode).toBe(
      403,
    );
  });

  it('answers the yearly value of quota events exactly, and warns when they pass the catalogue’s', async () => {
    const events = [
      { description: 'A', competence: `09/${year}`, value: '5000.10' },
      { description: 'B', competence: `12/${year}`, value: '2499.95' },
    ];
    const value = await as(tokens.comercial, '/api/contrato/buscarValorAnualAlavancaEventosCota', { events });
    expect(value.json()).toEqual({ value: '7500.05' });
    const check = await as(tokens.comercial, '/api/contrato/validarTotaisEventoCota', {
      leverId: leverIds.get('Evento cota aniversário'),
      events,
    });
    expect(check.json()).toMatchObject({ total: '7500.05', catalogueTotal: '7500.00', aboveCatalogue: true });
    expect(texts(check)).toEqual(['Os eventos somam 7500.05, acima dos 7500.00 da alavanca no catálogo']);
    const within = await as(tokens.comercial, '/api/contrato/validarTotaisEventoCota', {
      leverId: leverIds.get('Evento cota aniversário'),
      events: events.slice(0, 1),
    });
    expect(within.json()).toMatchObject({ aboveCatalogue: false, mensagens: [] });
  });

  it('lists the levers whose budget type does not cover the whole agreement', async () => {
    const saved = await as(tokens.comercial, '/api/contrato/salvarAtualizarContrato', {
      description: 'Verba fora da vigência',
      economicGroup: 'GRP-ALFA',
      channels: ['HC'],
      validityStart: '01/01/2025',
      validityEnd: `31/12/${year}`,
      region: 'SE',
      businessUnit: 'HPF',
      levers: [
        {
          leverId: leverIds.get('Meta mensal sell-out'),
          fundsType: 'OFF',
          budgetType: 'VERBA-OFF',
          discountPercent: '2',
          goal: '1000.00',
          commodity: 'HPF',
          customers: ['0001000101'],
          payers: ['0001000101'],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const funds = await as(tokens.comercial, '/api/contrato/buscaFundoForaVigencia', { id: saved.json().id });
    expect(funds.json().lista).toEqual([
      expect.objectContaining({ leverName: 'Meta mensal sell-out', budgetType: 'VERBA-OFF' }),
    ]);
  });

  it('exports nothing of agreements outside a restricted user’s channels', async () => {
    const restricted = await restrictedUserToken(t, tokens.admin, {
      login: 'relatorios.pc',
      features: ['ROLE_RELATORIO_CONSOLIDADO_ACORDOS', 'ROLE_VISUALIZAR_RELATORIO_EVENTOS_COTA'],
      channels: ['PC'],
    });
    const response = await as(restricted, '/api/contrato/exportarRelatorioEventosCota', { channels: ['HC'] });
    const [, ...rows] = await readSheet(response.json().conteudo);
    expect(rows).toEqual([]);
  });
});
