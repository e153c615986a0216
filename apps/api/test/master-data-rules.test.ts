import { randomBytes, randomUUID } from 'node:crypto';
import { ALL_ROLES } from '@trade-terms/domain/permissions';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importExportJobs } from '../src/modules/imports-exports/jobs-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, texts, userIdOf } from './support/calls';
import { CUSTOMER_HEADER } from './support/register-samples';
import { readSheet, waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';
import { zipOf } from './support/zip-of';

describe('register rules, refusals and import jobs', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp({
      UPLOAD_MAX_BYTES: '60000',
      UPLOAD_MAX_UNPACKED_BYTES: '2000000',
      UPLOAD_MAX_ZIP_ENTRIES: '100',
    });
    tokens = await demoTokens(t);
    adminId = await userIdOf(t, 'admin');
  });
  afterAll(() => t.close());

  const asAdmin = (url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token: tokens.admin, ...(language ? { language } : {}) });

  const tokenWith = (authorities: string[]) =>
    t.tokens.issue({
      user_name: 'admin',
      name: 'Editor de clientes',
      id: adminId,
      authorities,
      perfil: null,
      restricoes: { canais: [], commodities: [], regioes: [] },
      client_id: 'trade-terms-web',
      sessao: 0,
    });

  async function regionId(code: string): Promise<number> {
    const response = await asAdmin('/api/regiao/opcoes', { texto: code });
    return response.json().lista.find((option: { code: string }) => option.code === code).id;
  }

  async function importCustomers(rows: unknown[][], token = tokens.admin, name = 'clientes.xlsx') {
    const upload = await call(
      t,
      '/api/cliente/importar',
      { nomeArquivo: name, conteudo: await workbookOf(CUSTOMER_HEADER, rows) },
      { token },
    );
    expect(upload.statusCode, upload.body).toBe(202);
    return waitForJob(t, token, upload.json().id);
  }

  it('refuses a stale version with 409 and keeps the other change', async () => {
    const created = await asAdmin('/api/canal/salvar', { code: 'tt', name: 'Tradicional' });
    expect(created.json()).toMatchObject({ code: 'TT', version: 1 });
    const first = await asAdmin('/api/canal/salvar', {
      id: created.json().id,
      version: 1,
      code: 'TT',
      name: 'Um',
    });
    expect(first.statusCode).toBe(200);
    const stale = await asAdmin('/api/canal/salvar', {
      id: created.json().id,
      version: 1,
      code: 'TT',
      name: 'Dois',
    });
    expect(stale.statusCode).toBe(409);
    expect(texts(stale)).toEqual([
      'O registro foi alterado por outro usuário. Recarregue e tente novamente.',
    ]);
    expect((await asAdmin('/api/canal/buscarPorId', { id: created.json().id })).json().name).toBe('Um');
  });

  it('answers a taken code, a bad CNPJ, a validity that ends before it starts and decimals out of range as field errors', async () => {
    const taken = await asAdmin('/api/canal/salvar', { code: 'hc', name: 'Outro HC' });
    expect(taken.statusCode).toBe(422);
    expect(texts(taken)).toContain('code: Já existe um registro com este código');

    const cnpj = await asAdmin('/api/cliente/salvar', {
      code: 'C-CNPJ',
      name: 'Loja',
      cnpj: '11.222.333/0001-82',
    });
    expect(texts(cnpj)).toContain('cnpj: CNPJ inválido');

    const validity = await asAdmin('/api/tipoVerba/salvar', {
      code: 'V-X',
      name: 'Verba',
      paymentType: 'OFF',
      validityStart: '10/03/2026',
      validityEnd: '09/03/2026',
    });
    expect(texts(validity)).toContain('validityEnd: O fim da vigência deve ser igual ou posterior ao início');

    const pack = await asAdmin('/api/categoriaPack/salvar', {
      code: 'PK',
      name: 'Pack',
      compliancePercentage: '100.5',
    });
    expect(texts(pack)).toContain('compliancePercentage: Deve ser menor ou igual a 100');
    const floats = await asAdmin('/api/categoria/salvar', {
      code: 'CX',
      name: 'Cat',
      validityStart: '01/01/2026',
      fyBudget: 10.5,
    });
    expect(floats.statusCode).toBe(422);

    const subregion = await asAdmin('/api/subregiao/salvar', {
      code: 'SUB-X',
      name: 'Sub',
      region: await regionId('SE'),
      storeCompliancePercentage: '99.99',
    });
    expect(subregion.json().storeCompliancePercentage).toBe('99.9900');
    const unknown = await asAdmin('/api/subregiao/salvar', { code: 'SUB-Y', name: 'Sub', region: 999999 });
    expect(unknown.statusCode).toBe(422);
  });

  it('answers 403 to a user without the register roles, and lets anyone signed in read options', async () => {
    const list = await call(t, '/api/cliente/buscar', {}, { token: tokens.comercial });
    expect(list.statusCode).toBe(403);
    const save = await call(t, '/api/cliente/salvar', { code: 'X', name: 'X' }, { token: tokens.comercial });
    expect(save.statusCode).toBe(403);
    const viewer = await tokenWith(['ROLE_VISUALIZAR_CLIENTE']);
    expect((await call(t, '/api/cliente/buscar', {}, { token: viewer })).statusCode).toBe(200);
    expect(
      (await call(t, '/api/cliente/salvar', { code: 'X', name: 'X' }, { token: viewer })).statusCode,
    ).toBe(403);
    expect((await call(t, '/api/regiao/opcoes', {}, { token: tokens.comercial })).statusCode).toBe(200);
  });

  it('answers the options a text finds plus the codes and ids asked for, for selects that show saved values', async () => {
    const codes = (body: object) =>
      asAdmin('/api/canal/opcoes', body).then((response) =>
        response.json().lista.map((option: { code: string }) => option.code),
      );
    expect(await codes({ texto: 'farma' })).toEqual(['FR']);
    expect(await codes({ texto: 'farma', codigos: ['HC', 'MT', 'NADA'] })).toEqual(['FR', 'HC', 'MT']);
    const tooMany = await asAdmin('/api/canal/opcoes', {
      codigos: Array.from({ length: 201 }, (_, i) => `C${i}`),
    });
    expect(tooMany.statusCode).toBe(422);
  });

  it('offers only the records with the yes/no fields asked for, the saved codes besides', async () => {
    const customers = (body: object) =>
      asAdmin('/api/cliente/opcoes', body).then((response) =>
        response.json().lista.map((option: { code: string }) => option.code),
      );
    // 0001000102 is the demo customer that is no SAP payer.
    expect(await customers({})).toContain('0001000102');
    const payers = await customers({ marcados: ['sapPayer'] });
    expect(payers).toEqual(expect.arrayContaining(['0001000101', '0002000201']));
    expect(payers).not.toContain('0001000102');
    expect(await customers({ marcados: ['sapPayer'], codigos: ['0001000102'] })).toContain('0001000102');
    const notAFlag = await asAdmin('/api/cliente/opcoes', { marcados: ['name', 'nada'] }, 'en');
    expect(notAFlag.statusCode).toBe(422);
    expect(texts(notAFlag).join(' ')).toContain('Unknown field(s): name, nada');
  });

  it('needs the mark-SAP-payer role to mark or unmark a payer, on a save and in an import', async () => {
    const editor = await tokenWith(['ROLE_EDITAR_CLIENTE']);
    const marked = await call(
      t,
      '/api/cliente/salvar',
      { code: 'PG-1', name: 'Pagador', sapPayer: true },
      { token: editor },
    );
    expect(marked.statusCode).toBe(403);
    expect(texts(marked)).toEqual(['Sem permissão para alterar o campo sapPayer']);
    const plain = await call(
      t,
      '/api/cliente/salvar',
      { code: 'PG-1', name: 'Cliente', sapPayer: false },
      { token: editor },
    );
    expect(plain.statusCode, plain.body).toBe(200);
    const renamed = await call(
      t,
      '/api/cliente/salvar',
      { id: plain.json().id, version: 1, code: 'PG-1', name: 'Cliente novo', sapPayer: false },
      { token: editor },
    );
    expect(renamed.statusCode).toBe(200);
    const payerEditor = await tokenWith(['ROLE_EDITAR_CLIENTE', 'ROLE_MARCAR_PAGADOR_SAP']);
    const allowed = await call(
      t,
      '/api/cliente/salvar',
      { id: plain.json().id, version: 2, code: 'PG-1', name: 'Cliente novo', sapPayer: true },
      { token: payerEditor },
    );
    expect(allowed.json()).toMatchObject({ sapPayer: true, version: 3 });

    const job = await importCustomers(
      [['PG-1', 'Cliente novo', null, null, null, null, null, null, null, 'Não']],
      editor,
    );
    expect(job).toMatchObject({ status: 'ERRO', linhasRejeitadas: 1 });
    const errors = await call(t, '/api/importacaoExportacao/baixarErros', { id: job.id }, { token: editor });
    const rows = await readSheet(errors.json().conteudo);
    expect(rows[1]?.at(-1)).toBe('Pagador SAP: sem permissão para alterar este campo');
  });

  it('imports a file twice: the second time changes nothing', async () => {
    const rows = [
      [
        'IMP-1',
        'Cliente importado 1',
        '11.222.333/0001-81',
        'GRP-ALFA',
        'SE',
        'SP-CAP',
        'VAR',
        'HC',
        'CVA1',
        'Sim',
        'PA',
        '341',
        '1-2',
        '01',
        'Sim',
      ],
      [
        'imp-2',
        'Cliente importado 2',
        null,
        'GRP-BETA',
        'S',
        'POA',
        'ATC',
        'PC',
        'CVA2',
        'Não',
        null,
        null,
        null,
        null,
        null,
      ],
    ];
    const first = await importCustomers(rows);
    expect(first).toMatchObject({
      status: 'FINALIZADO',
      linhasLidas: 2,
      linhasIncluidas: 2,
      linhasAlteradas: 0,
    });
    const [before] = await t.database.db
      .select({ value: count() })
      .from(auditLog)
      .where(eq(auditLog.entity, 'customer'));
    const second = await importCustomers(rows);
    expect(second).toMatchObject({
      status: 'FINALIZADO',
      linhasIncluidas: 0,
      linhasAlteradas: 0,
      linhasSemAlteracao: 2,
      mensagem: '2 linha(s) lida(s): 0 incluída(s), 0 alterada(s), 2 sem alteração, 0 rejeitada(s)',
    });
    const inEnglish = await call(
      t,
      '/api/importacaoExportacao/buscarPorId',
      { id: second.id },
      { token: tokens.admin, language: 'en' },
    );
    expect(inEnglish.json().mensagem).toBe('2 row(s) read: 0 created, 0 changed, 2 unchanged, 0 rejected');
    const [after] = await t.database.db
      .select({ value: count() })
      .from(auditLog)
      .where(eq(auditLog.entity, 'customer'));
    expect(after?.value).toBe(before?.value);
    const found = await asAdmin('/api/cliente/buscar', { texto: 'IMP-' });
    expect(
      found.json().itens.map((item: { code: string; version: number }) => [item.code, item.version]),
    ).toEqual([
      ['IMP-1', 1],
      ['IMP-2', 1],
    ]);
    const changed = await importCustomers([
      [...(rows[0] ?? []).slice(0, 1), 'Cliente renomeado', ...(rows[0] ?? []).slice(2)],
    ]);
    expect(changed).toMatchObject({ linhasAlteradas: 1, linhasIncluidas: 0 });
  });

  it('rejects bad rows into an error sheet with each reason, and applies the good ones', async () => {
    const job = await importCustomers([
      [
        'OK-1',
        'Cliente bom',
        null,
        'GRP-ALFA',
        'SE',
        null,
        null,
        null,
        null,
        'Não',
        null,
        null,
        null,
        null,
        null,
      ],
      [
        'BAD-1',
        'CNPJ ruim',
        '11.222.333/0001-82',
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
      ],
      [
        'BAD-2',
        'Região desconhecida',
        null,
        null,
        'XX',
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
      ],
      ['OK-1', 'Repetido', null, null, null, null, null, null, null, null, null, null, null, null, null],
      ['BAD-3', null, null, null, null, null, null, null, null, 'talvez', null, null, null, null, null],
    ]);
    expect(job).toMatchObject({
      status: 'FINALIZADO_COM_INCONSISTENCIAS',
      linhasLidas: 5,
      linhasIncluidas: 1,
      linhasRejeitadas: 4,
      temErros: true,
    });
    const status = await asAdmin('/api/importacaoExportacao/situacaoUpload', { id: job.id });
    expect(status.json()).toMatchObject({ terminado: true, situacao: 'FALHOU' });
    const errors = await asAdmin('/api/importacaoExportacao/baixarErros', { id: job.id });
    expect(errors.json().nomeArquivo).toBe('clientes-erros.xlsx');
    const rows = await readSheet(errors.json().conteudo);
    expect(rows[0]).toEqual(['Linha', ...CUSTOMER_HEADER, 'Motivo']);
    const reasons = rows.slice(1).map((row) => [row[0], row[1], row.at(-1)]);
    expect(reasons).toEqual([
      [3, 'BAD-1', 'CNPJ: CNPJ inválido'],
      [4, 'BAD-2', 'Região: Região não encontrada: XX'],
      [5, 'OK-1', 'Código repetido no arquivo (já informado na linha 2)'],
      [6, 'BAD-3', 'Pagador SAP: Use Sim ou Não; Nome: O campo é obrigatório'],
    ]);
  });

  it('reports text in a number cell and a missing column', async () => {
    const upload = await asAdmin('/api/categoriaPack/importar', {
      nomeArquivo: 'packs.xlsx',
      conteudo: await workbookOf(
        ['Código *', 'Nome *', 'Categoria', '% de compliance *'],
        [['PK-1', 'Pack', 'LIMP', 'muito']],
      ),
    });
    const job = await waitForJob(t, tokens.admin, upload.json().id);
    expect(job).toMatchObject({ status: 'ERRO', linhasRejeitadas: 1 });
    const rows = await readSheet(
      (await asAdmin('/api/importacaoExportacao/baixarErros', { id: job.id })).json().conteudo,
    );
    expect(rows[1]?.at(-1)).toBe('% de compliance: Esperado um número, encontrado texto');

    const missing = await asAdmin('/api/categoriaPack/importar', {
      nomeArquivo: 'packs.xlsx',
      conteudo: await workbookOf(['Código *', 'Nome *'], [['PK-2', 'Pack']]),
    });
    const missingJob = await waitForJob(t, tokens.admin, missing.json().id);
    expect(missingJob).toMatchObject({
      status: 'ERRO',
      mensagem: 'Coluna(s) ausente(s) na planilha: % de compliance *',
    });
    const empty = await asAdmin('/api/categoriaPack/importar', {
      nomeArquivo: 'packs.xlsx',
      conteudo: await workbookOf(['Código *', 'Nome *', '% de compliance *'], []),
    });
    expect(await waitForJob(t, tokens.admin, empty.json().id)).toMatchObject({
      status: 'ERRO',
      mensagem: 'A planilha não tem linhas de dados',
    });
  });

  it('says a workbook whose sheet cannot be read is unreadable, and applies nothing', async () => {
    const before = (await asAdmin('/api/canal/buscar', { ativo: '*' })).json().total;
    const broken = zipOf([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
      {
        name: 'xl/worksheets/sheet1.xml',
        content: Buffer.from(
          '<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>Código *</t></is></c></row><row r="2"><c>',
        ),
      },
    ]);
    const upload = await asAdmin('/api/canal/importar', {
      nomeArquivo: 'canais.xlsx',
      conteudo: broken.toString('base64'),
    });
    expect(upload.statusCode, upload.body).toBe(202);
    expect(await waitForJob(t, tokens.admin, upload.json().id)).toMatchObject({
      status: 'ERRO',
      mensagem: 'O arquivo não pôde ser lido como planilha',
      linhasIncluidas: 0,
    });
    expect((await asAdmin('/api/canal/buscar', { ativo: '*' })).json().total).toBe(before);
  });

  it('refuses wrong file types, special characters, oversized, empty and zip-bomb files', async () => {
    const good = await workbookOf(['Código *', 'Nome *'], [['A', 'B']]);
    const send = (nomeArquivo: string, conteudo: string) =>
      asAdmin('/api/canal/importar', { nomeArquivo, conteudo });

    const csv = await send('canais.csv', good);
    expect([csv.statusCode, csv.json().mensagens[0].codigo]).toEqual([422, 'FILE_TYPE_NOT_ACCEPTED']);
    const notZip = await send('canais.xlsx', Buffer.from('just text pretending').toString('base64'));
    expect(notZip.json().mensagens[0].codigo).toBe('FILE_TYPE_NOT_ACCEPTED');
    const name = await send('canais<script>.xlsx', good);
    expect([name.statusCode, texts(name)[0]]).toEqual([
      422,
      'Nome de arquivo inválido: use apenas letras, números, espaço e . _ - ( )',
    ]);
    const large = await send('canais.xlsx', randomBytes(70_000).toString('base64'));
    expect([large.statusCode, texts(large)[0]]).toEqual([
      413,
      'O tamanho do arquivo não pode ser maior que 58,59 KB',
    ]);
    const empty = await send('canais.xlsx', '');
    expect([empty.statusCode, empty.json().mensagens[0].codigo]).toEqual([422, 'EMPTY_FILE']);

    const parts = [
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
    ];
    const bomb = zipOf([...parts, { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(5_000_000) }]);
    expect(bomb.length).toBeLessThan(60_000);
    const honest = await send('canais.xlsx', bomb.toString('base64'));
    expect([honest.statusCode, honest.json().mensagens[0].codigo]).toEqual([422, 'UNSAFE_FILE']);
    const liar = zipOf([
      ...parts,
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(5_000_000), declaredSize: 1000 },
    ]);
    const lying = await send('canais.xlsx', liar.toString('base64'));
    expect([lying.statusCode, lying.json().mensagens[0].codigo]).toEqual([422, 'UNSAFE_FILE']);
    const many = zipOf([
      ...parts,
      ...Array.from({ length: 150 }, (_, index) => ({ name: `x/${index}`, content: Buffer.from('a') })),
    ]);
    expect((await send('canais.xlsx', many.toString('base64'))).json().mensagens[0].codigo).toBe(
      'UNSAFE_FILE',
    );
  });

  it('asks a second export of a register to wait while one runs', async () => {
    const running = randomUUID();
    await t.database.db.insert(importExportJobs).values({
      id: running,
      type: 'EXPORTACAO',
      register: 'segment',
      status: 'PROCESSANDO',
      requestedBy: adminId,
      requestedByName: 'Outro usuário',
      authorities: [...ALL_ROLES],
      language: 'pt-BR',
    });
    const waiting = await asAdmin('/api/segmento/exportar', {});
    expect(waiting.statusCode).toBe(409);
    expect(texts(waiting)).toEqual([
      'Há uma exportação deste cadastro em andamento, aguarde e tente novamente',
    ]);
    expect(texts(await asAdmin('/api/segmento/exportar', {}, 'en'))).toEqual([
      'An export of this register is in progress, wait and retry',
    ]);
    expect((await asAdmin('/api/canal/exportar', {})).statusCode).toBe(200);
    await t.database.db
      .update(importExportJobs)
      .set({ status: 'ERRO' })
      .where(eq(importExportJobs.id, running));
    expect((await asAdmin('/api/segmento/exportar', {})).statusCode).toBe(200);
  });

  it('blocks reprocessing a file while another user reprocesses it', async () => {
    const job = await importCustomers([
      ['RP-1', 'Reprocessado', null, null, null, null, null, null, null, null, null, null, null, null, null],
    ]);
    const [source] = await t.database.db
      .select()
      .from(importExportJobs)
      .where(eq(importExportJobs.id, String(job.id)));
    if (!source) throw new Error('source job missing');
    const other = randomUUID();
    await t.database.db.insert(importExportJobs).values({
      ...source,
      id: other,
      status: 'PROCESSANDO',
      requestedByName: 'Outro usuário',
      sourceJobId: source.id,
      finishedAt: null,
    });
    const blocked = await asAdmin('/api/importacaoExportacao/reprocessar', { id: source.id });
    expect(blocked.statusCode).toBe(409);
    expect(texts(blocked)).toEqual([
      'O reprocessamento está bloqueado: outro usuário está reprocessando este arquivo',
    ]);
    await t.database.db
      .update(importExportJobs)
      .set({ status: 'FINALIZADO' })
      .where(eq(importExportJobs.id, other));
    const again = await asAdmin('/api/importacaoExportacao/reprocessar', { id: source.id });
    expect(again.statusCode, again.body).toBe(202);
    expect(await waitForJob(t, tokens.admin, again.json().id)).toMatchObject({
      status: 'FINALIZADO',
      linhasSemAlteracao: 1,
    });
  });

  it('lists jobs on the dashboard by period and status, and serves the uploaded and exported files', async () => {
    const all = await asAdmin('/api/importacaoExportacao/buscar', { dias: 30 });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThan(5);
    const withProblems = await asAdmin('/api/importacaoExportacao/buscar', {
      dias: 90,
      status: ['FINALIZADO_COM_INCONSISTENCIAS'],
    });
    expect(
      withProblems
        .json()
        .itens.every((job: { status: string }) => job.status === 'FINALIZADO_COM_INCONSISTENCIAS'),
    ).toBe(true);
    const exports = await asAdmin('/api/importacaoExportacao/buscar', { tipo: 'EXPORTACAO' });
    const exported = exports.json().itens.find((job: { status: string }) => job.status === 'FINALIZADO');
    const file = await asAdmin('/api/importacaoExportacao/baixarResultado', { id: exported.id });
    expect(file.json().nomeArquivo).toMatch(/\.xlsx$/);
    expect((await readSheet(file.json().conteudo)).length).toBeGreaterThan(1);
    const noErrors = await asAdmin('/api/importacaoExportacao/baixarErros', { id: exported.id });
    expect(noErrors.statusCode).toBe(404);
    // Without the dashboard role a user sees only their own jobs.
    const mine = await call(t, '/api/importacaoExportacao/buscar', {}, { token: tokens.comercial });
    expect(mine.json().total).toBe(0);
    const [ownJobs] = await t.database.db
      .select({ value: count() })
      .from(importExportJobs)
      .where(and(eq(importExportJobs.requestedBy, adminId)));
    expect(ownJobs?.value).toBeGreaterThan(0);
  });
});
