import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUser, texts } from './support/calls';
import { editedWorkbook, errorSheetOf, readSheet, waitForJob } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

interface Recommendation {
  id: number;
  version: number;
  leverId: number;
  leverName: string;
  channel: string;
  commodity: string;
  region: string;
  subregion: string | null;
  goal: string | null;
  discountPercent: string | null;
  annualValue: string | null;
  recommended: boolean;
}

interface PreviewRow {
  linha: number;
  situacao: string;
  valores: Record<string, string | null>;
  alterados: string[];
  anteriores: Record<string, string | null>;
  motivo: string | null;
}

const BASE = '/api/recomendacaoAlavanca';

describe('lever recommendations', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  const leverIds = new Map<string, number>();

  const as = (token: string, verb: string, body: unknown = {}, language?: string) =>
    call(t, `${BASE}/${verb}`, body, { token, ...(language ? { language } : {}) });
  const search = async (token: string, body: object = {}) => {
    const response = await as(token, 'buscar', { tamanhoPagina: 200, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { itens: Recommendation[]; total: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    const levers = await call(
      t,
      '/api/alavanca/buscarAlavancas',
      { tamanhoPagina: 50 },
      { token: tokens.admin },
    );
    for (const lever of levers.json().itens) leverIds.set(lever.name, lever.id);
  });
  afterAll(() => t.close());

  const leverId = (name: string) => {
    const id = leverIds.get(name);
    if (id === undefined) throw new Error(`no demo lever ${name}`);
    return id;
  };

  it('lists the demo rows with their lever and channel, filtered by lever, channel, commodity and region, paged', async () => {
    const all = await search(tokens.comercial);
    expect(all.total).toBe(3);
    const growth = all.itens.find((row) => row.leverName === 'Crescimento trimestral sell-in');
    expect(growth).toMatchObject({
      channel: 'HC',
      commodity: 'HPF',
      region: 'SE',
      subregion: 'SE-1',
      goal: '1050000.00',
      discountPercent: '2.5000',
      recommended: true,
    });
    expect((await search(tokens.comercial, { leverId: leverId('Meta mensal sell-out') })).total).toBe(1);
    expect((await search(tokens.comercial, { commodity: 'ice' })).itens.map((row) => row.region)).toEqual([
      'NE',
    ]);
    expect((await search(tokens.comercial, { region: 'S' })).total).toBe(1);
    expect((await search(tokens.comercial, { channel: 'PC' })).total).toBe(0);
    const page = await search(tokens.comercial, { tamanhoPagina: 2, pagina: 2, ordenarPor: 'region' });
    expect(page.total).toBe(3);
    expect(page.itens.map((row) => row.region)).toEqual(['SE']);
  });

  it('saves a change at the read version with an audit row, and refuses a stale one with 409', async () => {
    const [row] = (await search(tokens.comercial, { region: 'S' })).itens;
    if (!row) throw new Error('no demo row in S');
    const read = await as(tokens.comercial, 'buscarPorId', { id: row.id });
    const { id, version, leverName: _n, channel: _c, createdAt: _a, updatedAt: _u, ...fields } = read.json();
    const saved = await as(tokens.comercial, 'salvar', { ...fields, id, version, annualValue: '130000.5' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ annualValue: '130000.50', version: version + 1 });
    const stale = await as(tokens.comercial, 'salvar', { ...fields, id, version, annualValue: '1.00' });
    expect(stale.statusCode).toBe(409);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lever_recommendation'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    const change = audits.find((audit) => audit.action === 'ALTERADO');
    expect(change?.before).toMatchObject({ annualValue: '120000.00' });
    expect(change?.after).toMatchObject({ annualValue: '130000.50' });
  });

  it('refuses rows against their rules: unknown codes, minimum above potential, a key already taken', async () => {
    const base = { leverId: leverId('Desconto sobre GSV'), commodity: 'HPF', region: 'SE' };
    const unknown = await as(tokens.comercial, 'salvar', { ...base, brand: 'NAO-EXISTE' }, 'en');
    expect(unknown.statusCode).toBe(422);
    expect(texts(unknown).join(' ')).toContain('NAO-EXISTE');
    const discounts = await as(tokens.comercial, 'salvar', {
      ...base,
      minimumDiscountPercent: '3',
      potentialDiscountPercent: '2',
    });
    expect(discounts.statusCode).toBe(422);
    expect(texts(discounts).join(' ')).toContain(
      'O desconto mínimo não pode ser maior que o desconto potencial',
    );
    const created = await as(tokens.comercial, 'salvar', base);
    expect(created.statusCode, created.body).toBe(200);
    const again = await as(tokens.comercial, 'salvar', base);
    expect(again.statusCode).toBe(422);
    expect(texts(again).join(' ')).toContain(`linha ${created.json().id}`);
    const removed = await as(tokens.comercial, 'remover', { id: created.json().id, version: 1 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await as(tokens.comercial, 'buscarPorId', { id: created.json().id })).statusCode).toBe(404);
  });

  describe('for a user restricted to channel HC and region SE', () => {
    let restricted: string;

    beforeAll(async () => {
      restricted = await restrictedUser(t, tokens.admin, {
        login: 'recomendacoes.se',
        features: ['ROLE_VISUALIZAR_CADASTRO_ALAVANCAS', 'ROLE_EDITAR_CADASTRO_ALAVANCA'],
        domains: { channels: ['HC'], commodities: [], regions: ['SE'] },
      });
    });

    it('lists, counts and reads only rows of HC levers in SE; others answer 404', async () => {
      const seen = await search(restricted);
      expect(seen.itens.map((row) => [row.channel, row.region])).toEqual([['HC', 'SE']]);
      expect(seen.total).toBe(1);
      const other = (await search(tokens.admin, { region: 'S' })).itens[0];
      if (!other) throw new Error('no row in S');
      expect((await as(restricted, 'buscarPorId', { id: other.id })).statusCode).toBe(404);
      const outside = await as(restricted, 'salvar', {
        leverId: leverId('Meta mensal sell-out'),
        commodity: 'HPF',
        region: 'S',
      });
      expect(outside.statusCode).toBe(422);
      expect(texts(outside).join(' ')).toContain('Seu perfil só permite SE');
      const pcLever = await as(restricted, 'salvar', {
        leverId: leverId('Desconto sobre GSV'),
        commodity: 'HPF',
        region: 'SE',
      });
      expect(pcLever.statusCode).toBe(422);
      expect(texts(pcLever).join(' ')).toContain('Alavanca não encontrada');
      const exported = await as(restricted, 'exportar', {});
      expect(exported.statusCode, exported.body).toBe(200);
      expect((await readSheet(exported.json().conteudo)).length).toBe(2);
    });
  });

  describe('the spreadsheet round trip', () => {
    async function preview(content: string, name = 'recomendacoes.xlsx') {
      const response = await as(tokens.comercial, 'previsualizarImportacao', {
        nomeArquivo: name,
        conteudo: content,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { id: string; contagens: Record<string, number>; jobId: string | null };
    }

    async function rowsOf(id: string, situacao: string): Promise<PreviewRow[]> {
      const response = await as(tokens.comercial, 'buscarPrevia', { id, situacao, tamanhoPagina: 200 });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().itens;
    }

    async function apply(id: string) {
      const response = await as(tokens.comercial, 'aplicarImportacao', { id });
      expect(response.statusCode, response.body).toBe(202);
      expect(texts(response)).toContain(
        'Salvar os dados de recomendação leva em média de 3 a 5 minutos. Acompanhe no painel de importações e exportações.',
      );
      return waitForJob(t, tokens.comercial, response.json().id);
    }

    it('previews new, changed, unchanged and refused rows with reasons, then applies exactly them in a job, once', async () => {
      const exported = await as(tokens.comercial, 'exportar', { commodity: 'HPF' });
      expect(exported.statusCode, exported.body).toBe(200);
      const before = await search(tokens.comercial);
      const file = await editedWorkbook(exported.json().conteudo, (sheet, column) => {
        // Change the growth lever's discount, keep the other HPF row, add a new row and a bad one.
        sheet.eachRow((row, number) => {
          if (number > 1 && row.getCell(column('Alavanca')).value === 'Crescimento trimestral sell-in') {
            row.getCell(column('Valor do desconto (%)')).value = 3.25;
          }
        });
        const added = sheet.addRow([]);
        added.getCell(column('ID da alavanca')).value = leverId('Desconto sobre GSV');
        added.getCell(column('Unidade de negócio')).value = 'HPF';
        added.getCell(column('Região')).value = 'S';
        added.getCell(column('Meta')).value = 250000;
        const bad = sheet.addRow([]);
        bad.getCell(column('ID da alavanca')).value = leverId('Desconto sobre GSV');
        bad.getCell(column('Unidade de negócio')).value = 'HPF';
        bad.getCell(column('Região')).value = 'NAO-EXISTE';
        bad.getCell(column('Valor do desconto (%)')).value = 'muito';
      });

      const previewed = await preview(file);
      expect(previewed.contagens).toEqual({ NOVA: 1, ALTERADA: 1, SEM_ALTERACAO: 1, RECUSADA: 1 });
      const [changed] = await rowsOf(previewed.id, 'ALTERADA');
      expect(changed).toMatchObject({
        alterados: ['discountPercent'],
        anteriores: { discountPercent: '2.5000' },
      });
      const [refused] = await rowsOf(previewed.id, 'RECUSADA');
      expect(refused?.linha).toBe(5);
      expect(refused?.motivo).toContain('Valor do desconto (%): Esperado um número, encontrado texto');
      const [created] = await rowsOf(previewed.id, 'NOVA');
      expect(created?.valores).toMatchObject({ region: 'S', goal: '250000' });
      // Nothing is applied by the preview.
      expect((await search(tokens.comercial)).total).toBe(before.total);

      const job = await apply(previewed.id);
      expect(job).toMatchObject({
        status: 'FINALIZADO_COM_INCONSISTENCIAS',
        cadastro: 'Recomendações das alavancas',
        linhasLidas: 4,
        linhasIncluidas: 1,
        linhasAlteradas: 1,
        linhasSemAlteracao: 1,
        linhasRejeitadas: 1,
        temErros: true,
      });
      const after = await search(tokens.comercial);
      expect(after.total).toBe(before.total + 1);
      const growth = after.itens.find((row) => row.leverName === 'Crescimento trimestral sell-in');
      expect(growth).toMatchObject({ discountPercent: '3.2500' });
      expect(growth?.version).toBe((before.itens.find((row) => row.id === growth?.id)?.version ?? 0) + 1);
      const errorRows = await errorSheetOf(t, tokens.comercial, String(job.id));
      expect(errorRows).toHaveLength(2);
      expect(errorRows[1]?.[0]).toBe(5);
      expect(String(errorRows[1]?.at(-1))).toContain('Esperado um número');

      // An upload is applied once.
      const twice = await as(tokens.comercial, 'aplicarImportacao', { id: previewed.id });
      expect(twice.statusCode).toBe(409);

      // The same file again: nothing new or changed, and applying it changes nothing.
      const again = await preview(file);
      expect(again.contagens).toEqual({ NOVA: 0, ALTERADA: 0, SEM_ALTERACAO: 3, RECUSADA: 1 });
      const second = await apply(again.id);
      expect(second).toMatchObject({ linhasIncluidas: 0, linhasAlteradas: 0, linhasSemAlteracao: 3 });
      const last = await search(tokens.comercial);
      expect(last.itens.map((row) => [row.id, row.version])).toEqual(
        after.itens.map((row) => [row.id, row.version]),
      );
    });

    it('refuses a file of the wrong type or name, in Portuguese and English', async () => {
      const text = Buffer.from('not a spreadsheet').toString('base64');
      const wrongType = await as(tokens.comercial, 'previsualizarImportacao', {
        nomeArquivo: 'dados.csv',
        conteudo: text,
      });
      expect(wrongType.statusCode).toBe(422);
      expect(texts(wrongType).join(' ')).toContain('Tipo de arquivo não aceito');
      const english = await as(
        tokens.comercial,
        'previsualizarImportacao',
        { nomeArquivo: 'dados.csv', conteudo: text },
        'en',
      );
      expect(texts(english).join(' ')).toContain('File type not accepted');
      const badName = await as(tokens.comercial, 'previsualizarImportacao', {
        nomeArquivo: 'dados<1>.xlsx',
        conteudo: text,
      });
      expect(badName.statusCode).toBe(422);
      expect(texts(badName).join(' ')).toContain('Nome de arquivo inválido');
      const notXlsx = await as(
        tokens.comercial,
        'previsualizarImportacao',
        { nomeArquivo: 'dados.xlsx', conteudo: text },
        'en',
      );
      expect(notXlsx.statusCode).toBe(422);
      expect(texts(notXlsx).join(' ')).toContain('File type not accepted');
    });

    it('refuses a sheet without a required column, naming it', async () => {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Dados').addRows([
        ['Região', 'Meta'],
        ['SE', 10],
      ]);
      const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
      const response = await as(tokens.comercial, 'previsualizarImportacao', {
        nomeArquivo: 'faltando.xlsx',
        conteudo: content,
      });
      expect(response.statusCode).toBe(422);
      expect(texts(response).join(' ')).toContain('ID da alavanca *');
    });

    it('offers an empty template with the columns to fill', async () => {
      const template = await as(tokens.comercial, 'modelo', {}, 'en');
      expect(template.statusCode, template.body).toBe(200);
      const [header] = await readSheet(template.json().conteudo);
      expect(header).toContain('Lever ID *');
      expect(header).not.toContain('Lever');
    });
  });
});
