import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedPeriodsSince } from '../src/modules/calculation-data/calculation-data-service';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUser } from './support/calls';
import { readSheet, waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

interface Row {
  competence: string;
  storeCode: string | null;
  customerCode: string;
  distributorCode: string | null;
  skuCode: string;
  volume: string;
  niv: string;
  gsv: string;
  grossRevenue: string;
}
interface Page {
  itens: Row[];
  total: number;
  totais: { rows: number; volume: string; niv: string; gsv: string; grossRevenue: string };
}

const SELL_OUT_HEADER = [
  'Código da loja',
  'Código SKU',
  'Competência',
  'Volume',
  'NIV',
  'GSV',
  'Receita bruta',
];
// Competences of 2031: the demo data holds the months around today, these are the test's own.
const WINDOW = { competenceFrom: '01/2031', competenceTo: '03/2031' };
const GOOD = [
  ['LJ-0001', 'SKU-1001', '01/2031', 10.5, '100.10', '110.20', '120.30'],
  ['LJ-0002', 'SKU-3001', '01/2031', '3.125', '0.10', '0.20', '0.30'],
  ['lja-101', 'SKU-2001', '02/2031', '1.000,500', '1.234,56', '2000', '3000.01'],
];

describe('calculation data: sell-in, sell-out and DMS', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;

  const as = (token: string, url: string, body: unknown = {}) => call(t, url, body, { token });
  const importSheet = async (source: string, header: string[], rows: unknown[][], token = tokens.admin) => {
    const upload = await as(token, `/api/${source}/importar`, {
      nomeArquivo: `${source}.xlsx`,
      conteudo: await workbookOf(header, rows),
    });
    expect(upload.statusCode, upload.body).toBe(202);
    return waitForJob(t, token, upload.json().id);
  };
  const search = async (source: string, body: object = {}, token = tokens.admin) => {
    const response = await as(token, `/api/${source}/buscar`, { ...WINDOW, tamanhoPagina: 200, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };
  const audits = async (entity: string) => {
    const [row] = await t.database.db
      .select({ value: count() })
      .from(auditLog)
      .where(eq(auditLog.entity, entity));
    return row?.value ?? 0;
  };

  beforeAll(async () => {
    // Exports of more than two rows become dashboard jobs.
    t = await createTestApp({ EXPORT_INLINE_MAX_ROWS: '2' });
    tokens = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('imports sell-out, sums it exactly, records the changed periods, and the same file twice changes nothing', async () => {
    const since = new Date(Date.now() - 1000);
    const auditsBefore = await audits('calcSellOut');
    const job = await importSheet('sellOut', SELL_OUT_HEADER, GOOD);
    expect(job).toMatchObject({
      status: 'FINALIZADO',
      linhasLidas: 3,
      linhasIncluidas: 3,
      linhasRejeitadas: 0,
    });
    expect(await audits('calcSellOut')).toBe(auditsBefore + 1);

    const page = await search('sellOut', { ordenarPor: 'storeCode' });
    expect(
      page.itens.map((row) => [row.storeCode, row.customerCode, row.skuCode, row.competence, row.volume]),
    ).toEqual([
      ['LJ-0001', '0001000101', 'SKU-1001', '01/2031', '10.500'],
      ['LJ-0002', '0001000102', 'SKU-3001', '01/2031', '3.125'],
      ['LJA-101', '0001000101', 'SKU-2001', '02/2031', '1000.500'],
    ]);
    expect(page.totais).toEqual({
      rows: 3,
      volume: '1014.125',
      niv: '1334.76',
      gsv: '2110.40',
      grossRevenue: '3120.61',
    });

    const periods = await changedPeriodsSince(t.database.db, since);
    const ofJob = periods.filter((period) => period.jobId === job.id);
    expect(ofJob.map((period) => [period.competence, period.source]).sort()).toEqual([
      ['2031-01-01', 'sellOut'],
      ['2031-01-01', 'sellOut'],
      ['2031-02-01', 'sellOut'],
    ]);

    const again = await importSheet('sellOut', SELL_OUT_HEADER, GOOD);
    expect(again).toMatchObject({
      status: 'FINALIZADO',
      linhasIncluidas: 0,
      linhasAlteradas: 0,
      linhasSemAlteracao: 3,
    });
    expect(
      (await changedPeriodsSince(t.database.db, since)).some((period) => period.jobId === again.id),
    ).toBe(false);

    const changed = await importSheet('sellOut', SELL_OUT_HEADER, [
      ['LJ-0001', 'SKU-1001', '01/2031', '11', '100.10', '110.20', '120.30'],
    ]);
    expect(changed).toMatchObject({ linhasIncluidas: 0, linhasAlteradas: 1 });
    expect((await search('sellOut', { store: 'LJ-0001' })).itens[0]?.volume).toBe('11.000');
  });

  it('refuses bad rows into the error sheet with their reasons, and applies the rest', async () => {
    const job = await importSheet('sellOut', SELL_OUT_HEADER, [
      ['LJ-0001', 'SKU-2001', '03/2031', '1', '1', '1', '1'],
      ['LJ-9999', 'SKU-2001', '03/2031', '1', '1', '1', '1'],
      ['LJ-0001', 'SKU-9999', '13/2031', '-1', 'abc', '1.234', '1'],
      ['LJ-0002', 'SKU-2001', '01/0000', '1', '1', '1', '1'],
      ['LJ-0001', 'SKU-2001', '03/2031', '2', '2', '2', '2'],
    ]);
    expect(job).toMatchObject({
      status: 'FINALIZADO_COM_INCONSISTENCIAS',
      linhasIncluidas: 1,
      linhasRejeitadas: 4,
    });
    const errors = await as(tokens.admin, '/api/importacaoExportacao/baixarErros', { id: job.id });
    const [header, ...rejected] = await readSheet(errors.json().conteudo);
    expect(header).toEqual(['Linha', ...SELL_OUT_HEADER, 'Motivo']);
    expect(Object.fromEntries(rejected.map((row) => [row[0], row.at(-1)]))).toEqual({
      3: 'Loja PDV não cadastrada',
      4: [
        'SKU não cadastrado',
        'Competência inválida (use MM/AAAA)',
        'Volume inválido: número não negativo com até 3 casas decimais',
        'NIV inválido: número não negativo com até 2 casas decimais',
        'GSV inválido: número não negativo com até 2 casas decimais',
      ].join('; '),
      5: 'Competência inválida (use MM/AAAA)',
      6: 'Linha repetida no arquivo (mesma identificação da linha 2)',
    });

    const none = await importSheet('sellOut', SELL_OUT_HEADER, [
      ['LJ-9999', 'SKU-2001', '03/2031', '1', '1', '1', '1'],
    ]);
    expect(none).toMatchObject({ status: 'ERRO', linhasRejeitadas: 1, temErros: true });
    expect(none.mensagem).toBe(
      'Erro na importação do sell-out: nenhuma linha pôde ser aplicada; veja a planilha de erros',
    );
  });

  it('imports DMS by distributor and store, and sell-in by customer', async () => {
    const dms = await importSheet(
      'dms',
      [
        'Código do distribuidor',
        'Código da loja',
        'Código SKU',
        'Competência',
        'Volume',
        'NIV',
        'GSV',
        'Receita bruta',
      ],
      [
        ['0002000201', 'LJ-0001', 'SKU-1001', '01/2031', '5', '50', '55', '60'],
        ['0001000102', 'LJ-0001', 'SKU-1001', '01/2031', '6', '60', '66', '72'],
        ['9999999999', 'LJ-0001', 'SKU-1001', '01/2031', '6', '60', '66', '72'],
      ],
    );
    expect(dms).toMatchObject({ linhasIncluidas: 2, linhasRejeitadas: 1 });
    const dmsPage = await search('dms', { distributor: '0002000201' });
    expect(
      dmsPage.itens.map((row) => [row.distributorCode, row.storeCode, row.customerCode, row.volume]),
    ).toEqual([['0002000201', 'LJ-0001', '0001000101', '5.000']]);

    const sellIn = await importSheet(
      'sellIn',
      ['Código do cliente', 'Código SKU', 'Competência', 'Volume', 'NIV', 'GSV', 'Receita bruta'],
      [['0002000201', 'SKU-3001', '02/2031', '7', '70', '77', '84']],
    );
    expect(sellIn).toMatchObject({ status: 'FINALIZADO', linhasIncluidas: 1 });
    const sellInPage = await search('sellIn', { economicGroup: undefined });
    expect(sellInPage.itens.map((row) => [row.customerCode, row.skuCode, row.grossRevenue])).toEqual([
      ['0002000201', 'SKU-3001', '84.00'],
    ]);
  });

  it('exports the filtered rows with the import columns, as a dashboard job above the inline limit', async () => {
    const response = await as(tokens.admin, '/api/sellOut/exportar', { ...WINDOW, competenceTo: '02/2031' });
    expect(response.statusCode, response.body).toBe(202);
    const job = await waitForJob(t, tokens.admin, response.json().id);
    expect(job).toMatchObject({
      status: 'FINALIZADO',
      tipo: 'EXPORTACAO',
      chaveCadastro: 'calcSellOut',
      linhasLidas: 3,
    });
    const file = await as(tokens.admin, '/api/importacaoExportacao/baixarResultado', { id: job.id });
    const [header, ...rows] = await readSheet(file.json().conteudo);
    expect(header).toEqual(SELL_OUT_HEADER);
    expect(rows.map((row) => row.slice(0, 4)).sort()).toEqual([
      ['LJ-0001', 'SKU-1001', '01/2031', '11.000'],
      ['LJ-0002', 'SKU-3001', '01/2031', '3.125'],
      ['LJA-101', 'SKU-2001', '02/2031', '1000.500'],
    ]);
    const template = await as(tokens.admin, '/api/dms/modelo');
    expect((await readSheet(template.json().conteudo))[0]?.[0]).toBe('Código do distribuidor *');
  });

  it('applies the caller’s restrictions to lists, totals and exports, and each source’s roles', async () => {
    const hpfOnly = await restrictedUser(t, tokens.admin, {
      login: 'calc-hpf',
      features: ['ROLE_VISUALIZAR_CADASTRO_SELL_OUT'],
      domains: { channels: [], commodities: ['HPF'], regions: [] },
    });
    const page = await search('sellOut', { competenceTo: '02/2031' }, hpfOnly);
    expect(page.itens.map((row) => row.skuCode).sort()).toEqual(['SKU-1001', 'SKU-2001']);
    expect(page.totais).toMatchObject({ rows: 2, volume: '1011.500' });
    const exported = await as(hpfOnly, '/api/sellOut/exportar', { ...WINDOW, competenceTo: '02/2031' });
    expect((await readSheet(exported.json().conteudo)).length).toBe(3);
    expect((await search('dms', {}, hpfOnly)).total).toBe(2);

    expect((await as(hpfOnly, '/api/sellIn/buscar', WINDOW)).statusCode).toBe(403);
    expect(
      (await as(hpfOnly, '/api/sellOut/importar', { nomeArquivo: 'a.xlsx', conteudo: '' })).statusCode,
    ).toBe(403);
    expect((await as(hpfOnly, '/api/sellOut/modelo')).statusCode).toBe(403);

    const southOnly = await restrictedUser(t, tokens.admin, {
      login: 'calc-south',
      features: ['ROLE_VISUALIZAR_CADASTRO_SELL_OUT', 'ROLE_VISUALIZAR_CADASTRO_SELL_IN'],
      domains: { channels: [], commodities: [], regions: ['S'] },
    });
    expect((await search('sellOut', {}, southOnly)).total).toBe(0);
    expect((await search('sellIn', {}, southOnly)).total).toBe(1);
  });

  it('refuses a window that ends before it starts', async () => {
    const response = await as(tokens.admin, '/api/sellOut/buscar', {
      competenceFrom: '03/2031',
      competenceTo: '01/2031',
    });
    expect(response.statusCode).toBe(422);
  });
});
