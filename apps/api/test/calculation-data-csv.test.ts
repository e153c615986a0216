import { ALL_ROLES } from '@trade-terms/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, queueRecordedJob } from '../src/modules/imports-exports/jobs-service';
import { QUEUES } from '../src/platform/jobs/job-queue';
import { call, demoTokens, restrictedUser, texts, userIdOf } from './support/calls';
import { errorSheetOf, waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

const SELL_OUT_HEADER = 'Código da loja;Código SKU;Competência;Volume;NIV;GSV;Receita bruta';
// Competences of 2032: the demo data holds the months around today, these are the test's own.
const GOOD = [
  'LJ-0001;SKU-1001;01/2032;10,5;100,10;110,20;120,30',
  'LJ-0002;SKU-3001;01/2032;3.125;0.10;0.20;0.30',
  '"lja-101";SKU-2001;02/2032;"1.000,500";1.234,56;2000;3000.01',
];
const csvOf = (header: string, rows: string[]) => `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;

describe('calculation data: large files imported as CSV, streamed', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;

  const send = (
    source: string,
    name: string,
    content: string | Buffer,
    token = tokens.admin,
    type = 'text/csv',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${source}/importarArquivo?nomeArquivo=${encodeURIComponent(name)}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload: content,
    });
  const importCsv = async (source: string, content: string) => {
    const upload = await send(source, `${source}.csv`, content);
    expect(upload.statusCode, upload.body).toBe(202);
    return waitForJob(t, tokens.admin, upload.json().id);
  };
  const search = async (source: string, body: object) => {
    const response = await call(
      t,
      `/api/${source}/buscar`,
      { competenceFrom: '01/2032', competenceTo: '03/2032', tamanhoPagina: 200, ...body },
      { token: tokens.admin },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { itens: Record<string, string>[]; totais: Record<string, unknown> };
  };

  beforeAll(async () => {
    t = await createTestApp({ STREAMED_UPLOAD_MAX_BYTES: '4096' });
    tokens = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('imports a CSV of sell-out (semicolons, Brazilian decimals, quotes), and the same file again changes nothing', async () => {
    const job = await importCsv('sellOut', csvOf(SELL_OUT_HEADER, GOOD));
    expect(job).toMatchObject({
      status: 'FINALIZADO',
      linhasLidas: 3,
      linhasIncluidas: 3,
      linhasRejeitadas: 0,
    });
    const page = await search('sellOut', { ordenarPor: 'storeCode' });
    expect(
      page.itens.map((row) => [row.storeCode, row.skuCode, row.competence, row.volume, row.niv]),
    ).toEqual([
      ['LJ-0001', 'SKU-1001', '01/2032', '10.500', '100.10'],
      ['LJ-0002', 'SKU-3001', '01/2032', '3.125', '0.10'],
      ['LJA-101', 'SKU-2001', '02/2032', '1000.500', '1234.56'],
    ]);
    expect(page.totais).toMatchObject({ rows: 3, volume: '1014.125', niv: '1334.76' });

    const again = await importCsv('sellOut', csvOf(SELL_OUT_HEADER, GOOD));
    expect(again).toMatchObject({
      status: 'FINALIZADO',
      linhasLidas: 3,
      linhasIncluidas: 0,
      linhasAlteradas: 0,
      linhasSemAlteracao: 3,
    });
  });

  it('refuses bad rows into the error sheet with the spec’s reasons, and applies the rest', async () => {
    const job = await importCsv(
      'sellOut',
      csvOf(SELL_OUT_HEADER, [
        'LJ-0001;SKU-2001;03/2032;1;1;1;1',
        'LJ-9999;SKU-2001;03/2032;1;1;1;1',
        'LJ-0001;SKU-9999;13/2032;-1;abc;1.234;1',
        'LJ-0001;SKU-2001;03/2032;2;2;2;2',
      ]),
    );
    expect(job).toMatchObject({
      status: 'FINALIZADO_COM_INCONSISTENCIAS',
      linhasIncluidas: 1,
      linhasRejeitadas: 3,
    });
    const errors = await call(
      t,
      '/api/importacaoExportacao/baixarErros',
      { id: job.id },
      { token: tokens.admin },
    );
    expect(errors.json().nomeArquivo).toBe('sellOut-erros.xlsx');
    const sent = await call(
      t,
      '/api/importacaoExportacao/baixarResultado',
      { id: job.id },
      { token: tokens.admin },
    );
    expect(sent.json()).toMatchObject({ nomeArquivo: 'sellOut.csv', tipoArquivo: 'csv', mime: 'text/csv' });
    expect(Buffer.from(sent.json().conteudo, 'base64').toString('utf8')).toContain(
      'LJ-9999;SKU-2001;03/2032',
    );
    const [header, ...rejected] = await errorSheetOf(t, tokens.admin, String(job.id));
    expect(header).toEqual(['Linha', ...SELL_OUT_HEADER.split(';'), 'Motivo']);
    expect(Object.fromEntries(rejected.map((row) => [row[0], row.at(-1)]))).toEqual({
      3: 'Loja PDV não cadastrada',
      4: [
        'SKU não cadastrado',
        'Competência inválida (use MM/AAAA)',
        'Volume inválido: número não negativo com até 3 casas decimais',
        'NIV inválido: número não negativo com até 2 casas decimais',
        'GSV inválido: número não negativo com até 2 casas decimais',
      ].join('; '),
      5: 'Linha repetida no arquivo (mesma identificação da linha 2)',
    });
  });

  it('imports DMS from a comma-separated file, and says which columns are missing', async () => {
    const dms = await importCsv(
      'dms',
      csvOf('Código do distribuidor,Código da loja,Código SKU,Competência,Volume,NIV,GSV,Receita bruta', [
        '0002000201,LJ-0001,SKU-1001,01/2032,5,50,55,60',
        '9999999999,LJ-0001,SKU-1001,01/2032,6,60,66,72',
        '0002000201,LJ-0001,SKU-1001,02/2032,7,70,77,84',
        '0002000201,lj-0001,SKU-1001,01/2032,8,80,88,96',
        '9999999999,LJ-0001,SKU-1001,01/2032,9,90,99,108',
        '0002000201,LJ-0001,SKU-1001,13/2032,1,1,1,1',
        '0002000201,LJ-0001,SKU-1001,13/2032,1,1,1,1',
      ]),
    );
    expect(dms).toMatchObject({ linhasIncluidas: 2, linhasRejeitadas: 5 });
    // The same codes (after trimming and upper-casing) and competence as an earlier row: repeated.
    // Rows refused for an unknown code or a bad competence are not also marked repeated.
    const [, ...rejected] = await errorSheetOf(t, tokens.admin, String(dms.id));
    expect(Object.fromEntries(rejected.map((row) => [row[0], row.at(-1)]))).toEqual({
      3: 'Distribuidor não cadastrado como cliente',
      5: 'Linha repetida no arquivo (mesma identificação da linha 2)',
      6: 'Distribuidor não cadastrado como cliente',
      7: 'Competência inválida (use MM/AAAA)',
      8: 'Competência inválida (use MM/AAAA)',
    });
    const page = await search('dms', { distributor: '0002000201' });
    expect(page.itens.map((row) => [row.distributorCode, row.storeCode, row.volume]).sort()).toEqual([
      ['0002000201', 'LJ-0001', '5.000'],
      ['0002000201', 'LJ-0001', '7.000'],
    ]);

    const missing = await importCsv('dms', csvOf('Código da loja;Código SKU', ['LJ-0001;SKU-1001']));
    expect(missing.status).toBe('ERRO');
    expect(String(missing.mensagem)).toContain('Código do distribuidor');
  });

  it('ends a file unreadable after rows were already staged as unreadable, nothing applied', async () => {
    // Past the upload limit of this app: stored as a large upload would be, and queued.
    const rows = Array.from(
      { length: 6_000 },
      (_, index) => `LJ-0001;SKU-1001;${String((index % 12) + 1).padStart(2, '0')}/2033;1;1;1;1`,
    );
    const content = Buffer.concat([
      Buffer.from(csvOf(SELL_OUT_HEADER, rows)),
      Buffer.from([0xc3, 0x28, 0x0a]),
    ]);
    const key = 'uploads/broken-after-rows.csv';
    await t.storage.save(key, content);
    const job = await createJob(t.database.db, {
      type: 'IMPORTACAO',
      register: 'calcSellOut',
      requester: { id: await userIdOf(t, 'admin'), name: 'admin', authorities: ALL_ROLES },
      language: 'pt-BR',
      file: { name: 'quebrado.csv', key, hash: 'test' },
    });
    await queueRecordedJob(t.database.db, t.jobs, QUEUES.calcDataImport, job);
    const done = await waitForJob(t, tokens.admin, job.id);
    expect(done).toMatchObject({ status: 'ERRO', mensagem: 'O arquivo não pôde ser lido como planilha' });
    const page = await call(
      t,
      '/api/sellOut/buscar',
      { competenceFrom: '01/2033', competenceTo: '12/2033', tamanhoPagina: 10 },
      { token: tokens.admin },
    );
    expect(page.json().total).toBe(0);
  });

  it('keeps the error sheet bounded: the first 10 000 refused rows, then how many more', async () => {
    const bad = Array.from({ length: 10_003 }, (_, index) => [
      `LJ-X${index}`,
      'SKU-1001',
      '01/2032',
      '1',
      '1',
      '1',
      '1',
    ]);
    const upload = await call(
      t,
      '/api/sellOut/importar',
      { nomeArquivo: 'muitos-erros.xlsx', conteudo: await workbookOf(SELL_OUT_HEADER.split(';'), bad) },
      { token: tokens.admin },
    );
    expect(upload.statusCode, upload.body).toBe(202);
    const job = await waitForJob(t, tokens.admin, upload.json().id);
    expect(job).toMatchObject({ status: 'ERRO', linhasLidas: 10_003, linhasRejeitadas: 10_003 });
    const [, ...listed] = await errorSheetOf(t, tokens.admin, String(job.id));
    expect(listed.length).toBe(10_001);
    expect(listed[0]?.[0]).toBe(2);
    expect(listed[9_999]?.[0]).toBe(10_001);
    expect(listed.at(-1)?.at(-1)).toBe(
      'Mais 3 linhas recusadas não aparecem aqui: a planilha de erros lista as primeiras 10000 (o total está no resumo da importação).',
    );
  });

  it('refuses a file over the size limit, of another type, empty, or badly named', async () => {
    const large = await send('sellOut', 'big.csv', csvOf(SELL_OUT_HEADER, Array(200).fill(GOOD[0])));
    expect(large.statusCode).toBe(413);
    expect(texts(large)).toEqual(['O tamanho do arquivo não pode ser maior que 4 KB']);

    const sheet = await send('sellOut', 'vendas.xlsx', 'a;b');
    expect(sheet.statusCode).toBe(422);
    expect(texts(sheet)[0]).toContain('.csv');

    const binary = await send('sellOut', 'vendas.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1]));
    expect(binary.statusCode).toBe(422);
    expect(texts(binary)[0]).toContain('.csv');

    const empty = await send('sellOut', 'vendas.csv', '', tokens.admin, 'application/octet-stream');
    expect(empty.statusCode).toBe(422);

    const badName = await send('sellOut', 'vendas*.csv', 'a;b');
    expect(badName.statusCode).toBe(422);

    // A JSON body is not what the call takes; other calls keep their JSON-only bodies.
    const json = await send('sellOut', 'vendas.csv', '{}', tokens.admin, 'application/json');
    expect(json.statusCode).toBe(415);
    const csvElsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/sellOut/buscar',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'text/csv' },
      payload: 'a;b',
    });
    expect(csvElsewhere.statusCode).toBe(415);
  });

  it('refuses the upload to a caller without the import role, and to no caller', async () => {
    const viewer = await restrictedUser(t, tokens.admin, {
      login: 'csv-viewer',
      features: ['ROLE_VISUALIZAR_CADASTRO_SELL_OUT'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    expect((await send('sellOut', 'a.csv', csvOf(SELL_OUT_HEADER, GOOD), viewer)).statusCode).toBe(403);
    expect((await send('dms', 'a.csv', csvOf(SELL_OUT_HEADER, GOOD), viewer)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/sellOut/importarArquivo?nomeArquivo=a.csv',
      headers: { 'content-type': 'text/csv' },
      payload: csvOf(SELL_OUT_HEADER, GOOD),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
