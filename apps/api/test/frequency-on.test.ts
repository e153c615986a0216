import { calendarDateIn } from '@trade-terms/domain/dates';
import type { TFrequencyOnRow } from '@trade-terms/domain/frequency-on';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementFlow } from './support/agreement-flow';
import { call, demoTokens, restrictedUser } from './support/calls';
import { readSheet } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The ON frequency grid (`contrato/buscarFrequenciaOn`): an approved agreement valid from
 * 15 February to 10 July with a monthly, a quarterly and a yearly ON lever, beside an OFF one.
 */
describe('ON frequency', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let year: number;
  let onId: number;
  let offId: number;
  const path = 'contrato/buscarFrequenciaOn';

  const as = (token: string, to: string, body: unknown = {}, language?: string) =>
    call(t, `/api/${to}`, body, { token, ...(language ? { language } : {}) });
  const grid = async (filters: object = {}, token = tokens.comercial) => {
    const response = await as(token, path, { year, tamanhoPagina: 100, ...filters });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { itens: TFrequencyOnRow[]; total: number };
  };
  const leversOf = async (agreementId: number, filters: object = {}, token = tokens.comercial) =>
    (await grid(filters, token)).itens.filter((row) => row.agreementId === agreementId);
  const marks = (row: TFrequencyOnRow | undefined) =>
    (row?.months ?? []).flatMap((periods, index) => (periods.length > 0 ? [[index + 1, ...periods]] : []));

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    const yearly = await as(tokens.admin, 'alavanca/salvarAtualizarAlavanca', {
      name: 'Crescimento anual ON',
      channel: 'HC',
      validityStart: `01/01/${year}`,
      validityEnd: `31/12/${year}`,
      periodicities: ['YEARLY'],
      calculationModel: 'GROWTH',
      ascertainmentOrigin: 'SELL_IN',
      calculationBasis: 'NIV',
    });
    expect(yearly.statusCode, yearly.body).toBe(200);
    const flow = agreementFlow(
      () => t,
      () => tokens,
    );
    const scope = { commodity: 'HPF', customers: ['0001000101'], payers: ['0001000101'] };
    const growth = {
      fundsType: 'ON',
      discountPercent: '2.5',
      growthPercent: '5',
      expectedYearlyValue: '1000.00',
    };
    const ids = (await as(tokens.comercial, 'alavanca/buscarInput', {})).json().lista as {
      id: number;
      name: string;
    }[];
    const leverId = (name: string) => ids.find((lever) => lever.name === name)?.id;
    const on = await flow.approved('Acordo ON com três periodicidades', {
      validityStart: `15/02/${year}`,
      validityEnd: `10/07/${year}`,
      levers: [
        {
          leverId: leverId('Meta mensal sell-out'),
          fundsType: 'ON',
          discountPercent: '2.0',
          goal: '500000.00',
          expectedYearlyValue: '1000.00',
          ...scope,
        },
        { leverId: leverId('Crescimento trimestral sell-in'), ...growth, ...scope },
        { leverId: leverId('Crescimento anual ON'), ...growth, ...scope },
      ],
    });
    onId = on.id;
    offId = (await flow.approved('Acordo OFF de teste')).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('marks the months where each ON lever’s periods end, clipped to the agreement’s validity', async () => {
    const levers = await leversOf(onId);
    expect(levers.map((row) => row.leverName).sort()).toEqual([
      'Crescimento anual ON',
      'Crescimento trimestral sell-in',
      'Meta mensal sell-out',
    ]);
    const byName = (name: string) => levers.find((row) => row.leverName === name);
    const y = String(year);
    expect(marks(byName('Meta mensal sell-out'))).toEqual(
      [2, 3, 4, 5, 6, 7].map((month) => [month, `${String(month).padStart(2, '0')}/${y}`]),
    );
    expect(marks(byName('Crescimento trimestral sell-in'))).toEqual([
      [3, `Q1/${y}`],
      [6, `Q2/${y}`],
      [9, `Q3/${y}`],
    ]);
    expect(marks(byName('Crescimento anual ON'))).toEqual([[12, y]]);
    expect(byName('Meta mensal sell-out')).toMatchObject({
      description: 'Acordo ON com três periodicidades',
      economicGroup: { code: 'GRP-ALFA' },
      channels: ['HC'],
      businessUnit: 'HPF',
      periodicities: ['MONTHLY'],
      validityStart: `15/02/${y}`,
      validityEnd: `10/07/${y}`,
    });
    expect(await leversOf(offId)).toEqual([]);
    expect(await leversOf(onId, { year: year + 1 })).toEqual([]);
  });

  it('filters by holding, channel, business unit and periodicity, and pages on the server', async () => {
    expect(await leversOf(onId, { economicGroups: ['GRP-BETA'] })).toEqual([]);
    expect(await leversOf(onId, { texto: 'três periodicidades' })).toHaveLength(3);
    expect(await leversOf(onId, { texto: String(onId) })).toHaveLength(3);
    expect(await leversOf(onId, { texto: 'outro acordo' })).toEqual([]);
    expect(await leversOf(onId, { channels: ['PC'] })).toEqual([]);
    expect(await leversOf(onId, { businessUnits: ['ICE'] })).toEqual([]);
    expect(
      (await leversOf(onId, { periodicities: ['YEARLY', 'MONTHLY'] })).map((row) => row.leverName).sort(),
    ).toEqual(['Crescimento anual ON', 'Meta mensal sell-out']);
    const all = await grid();
    const first = await grid({ tamanhoPagina: 1 });
    expect(first.itens).toHaveLength(1);
    expect(first.total).toBe(all.total);
    expect((await as(tokens.comercial, path, {})).statusCode).toBe(422);
  });

  it('exports the grid as a sheet, a column per month', async () => {
    const response = await as(tokens.comercial, 'contrato/exportarFrequenciaOn', {
      year,
      periodicities: ['Q1'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json() as { conteudo: string; nomeArquivo: string };
    expect(file.nomeArquivo).toBe('frequencia-on.xlsx');
    const [header, ...rows] = await readSheet(file.conteudo);
    expect(header?.slice(0, 8)).toEqual([
      'Acordo',
      'Holding',
      'Canais',
      'Unidade de negócio',
      'Alavanca',
      'Periodicidades',
      'Vigência',
      `Competência 01/${year}`,
    ]);
    expect(header).toHaveLength(19);
    const mine = rows.find((row) => String(row[0]).startsWith(`${onId} - `));
    expect(mine?.slice(4)).toEqual([
      'Crescimento trimestral sell-in',
      'Q1, Q2, Q3, Q4',
      `15/02/${year} - 10/07/${year}`,
      '',
      '',
      `Q1/${year}`,
      '',
      '',
      `Q2/${year}`,
      '',
      '',
      `Q3/${year}`,
      '',
      '',
      '',
    ]);
  });

  it('answers the agreements’ view roles only, within the caller’s restrictions', async () => {
    const viewer = await restrictedUser(t, tokens.admin, {
      login: 'frequencia-on-leitura',
      features: ['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    expect(await leversOf(onId, {}, viewer)).toHaveLength(3);
    const ascertainmentOnly = await restrictedUser(t, tokens.admin, {
      login: 'frequencia-on-apuracao',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    expect((await as(ascertainmentOnly, path, { year })).statusCode).toBe(403);
    expect((await as(ascertainmentOnly, 'contrato/exportarFrequenciaOn', { year })).statusCode).toBe(403);
    const pcOnly = await restrictedUser(t, tokens.admin, {
      login: 'frequencia-on-pc',
      features: ['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    expect(await leversOf(onId, {}, pcOnly)).toEqual([]);
    const iceOnly = await restrictedUser(t, tokens.admin, {
      login: 'frequencia-on-ice',
      features: ['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS'],
      domains: { channels: [], commodities: ['ICE'], regions: [] },
    });
    expect(await leversOf(onId, {}, iceOnly)).toEqual([]);
  });
});
