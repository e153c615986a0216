import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUser, texts } from './support/calls';
import { editedWorkbook, queuedExport, readSheet, waitForJob } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

interface AuditedProduct {
  id: number;
  version: number;
  productCode: string;
  description: string;
  ean: string | null;
  category: string | null;
  region: string;
  commodity: string;
  validityStart: string;
  validityEnd: string | null;
}

const BASE = '/api/produtoAuditado';

describe('audited products', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;

  const as = (token: string, verb: string, body: unknown = {}, language?: string) =>
    call(t, `${BASE}/${verb}`, body, { token, ...(language ? { language } : {}) });
  const search = async (token: string, body: object = {}) => {
    const response = await as(token, 'buscar', { tamanhoPagina: 200, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { itens: AuditedProduct[]; total: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('lists the demo products filtered by text, commodity and region, sorted and paged', async () => {
    const all = await search(tokens.comercial);
    expect(all.total).toBe(3);
    expect(all.itens.map((product) => product.productCode)).toEqual(['SKU-1001', 'SKU-2001', 'SKU-3001']);
    expect(all.itens[0]).toMatchObject({
      ean: '7891000100103',
      category: 'LIMP',
      region: 'SE',
      commodity: 'HPF',
    });
    expect((await search(tokens.comercial, { texto: 'gelato' })).itens.map((p) => p.productCode)).toEqual([
      'SKU-3001',
    ]);
    expect((await search(tokens.comercial, { commodity: 'HPF' })).total).toBe(2);
    expect((await search(tokens.comercial, { region: 'S' })).total).toBe(1);
    const page = await search(tokens.comercial, {
      ordenarPor: 'description',
      direcao: 'desc',
      tamanhoPagina: 1,
    });
    expect(page).toMatchObject({ total: 3, itens: [{ description: 'Suave sabonete 200g' }] });
  });

  it('saves a change at the read version with an audit row, refuses a stale one, and refuses a bad EAN in English', async () => {
    const [product] = (await search(tokens.comercial, { texto: 'SKU-2001' })).itens;
    if (!product) throw new Error('no demo product');
    const {
      id,
      version,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = product as AuditedProduct & {
      createdAt: string;
      updatedAt: string;
    };
    const saved = await as(tokens.comercial, 'salvar', { ...fields, id, version, description: 'Suave 200g' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ description: 'Suave 200g', version: version + 1 });
    const stale = await as(tokens.comercial, 'salvar', { ...fields, id, version, description: 'Perdida' });
    expect(stale.statusCode).toBe(409);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'audited_product'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'ALTERADO'),
        ),
      );
    expect(audit?.before).toMatchObject({ description: 'Suave sabonete 200g' });
    expect(audit?.after).toMatchObject({ description: 'Suave 200g' });
    const bad = await as(tokens.comercial, 'salvar', { ...fields, productCode: 'NOVO-1', ean: '12AB' }, 'en');
    expect(bad.statusCode).toBe(422);
    expect(texts(bad).join(' ')).toContain('Invalid EAN: use 8 to 14 digits');
  });

  it('shows a user restricted to region SE only the products of SE; another answers 404', async () => {
    const restricted = await restrictedUser(t, tokens.admin, {
      login: 'auditados.se',
      features: ['ROLE_EDITAR_CADASTRO_ALAVANCA'],
      domains: { channels: [], commodities: [], regions: ['SE'] },
    });
    const seen = await search(restricted);
    expect(seen.itens.map((product) => product.region)).toEqual(['SE']);
    expect(seen.total).toBe(1);
    const other = (await search(tokens.admin, { region: 'NE' })).itens[0];
    if (!other) throw new Error('no product in NE');
    expect((await as(restricted, 'buscarPorId', { id: other.id })).statusCode).toBe(404);
    expect((await as(restricted, 'remover', { id: other.id, version: other.version })).statusCode).toBe(404);
  });

  it('round-trips the spreadsheet: preview with the refused row, apply as a job with its error sheet, then again without change', async () => {
    const exported = await as(tokens.comercial, 'exportar', {});
    expect(exported.statusCode, exported.body).toBe(200);
    const file = await editedWorkbook(exported.json().conteudo, (sheet, column) => {
      sheet.getRow(4).getCell(column('Fim da vigência')).value = '30/06/2026';
      const added = sheet.addRow([]);
      added.getCell(column('Código do produto')).value = 'SKU-9999';
      added.getCell(column('Descrição')).value = 'Produto novo auditado';
      added.getCell(column('Região')).value = 'SE';
      added.getCell(column('Unidade de negócio')).value = 'HPF';
      added.getCell(column('Início da vigência')).value = '01/02/2026';
      const bad = sheet.addRow([]);
      bad.getCell(column('Código do produto')).value = 'SKU-8888';
      bad.getCell(column('Descrição')).value = 'EAN errado';
      bad.getCell(column('EAN')).value = 'ABC';
      bad.getCell(column('Região')).value = 'SE';
      bad.getCell(column('Unidade de negócio')).value = 'HPF';
      bad.getCell(column('Início da vigência')).value = '01/02/2026';
    });
    const preview = await as(tokens.comercial, 'previsualizarImportacao', {
      nomeArquivo: 'auditados.xlsx',
      conteudo: file,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().contagens).toEqual({ NOVA: 1, ALTERADA: 1, SEM_ALTERACAO: 2, RECUSADA: 1 });
    const refused = await as(tokens.comercial, 'buscarPrevia', {
      id: preview.json().id,
      situacao: 'RECUSADA',
    });
    expect(refused.json().itens).toEqual([
      expect.objectContaining({ linha: 6, motivo: 'EAN: EAN inválido: use de 8 a 14 dígitos' }),
    ]);

    const applied = await as(tokens.comercial, 'aplicarImportacao', { id: preview.json().id });
    expect(applied.statusCode, applied.body).toBe(202);
    const job = await waitForJob(t, tokens.comercial, applied.json().id);
    expect(job).toMatchObject({
      status: 'FINALIZADO_COM_INCONSISTENCIAS',
      cadastro: 'Produtos auditados',
      linhasIncluidas: 1,
      linhasAlteradas: 1,
      linhasSemAlteracao: 2,
      linhasRejeitadas: 1,
    });
    const after = await search(tokens.comercial);
    expect(after.total).toBe(4);
    expect(after.itens.find((product) => product.productCode === 'SKU-3001')?.validityEnd).toBe('30/06/2026');
    const errors = await call(
      t,
      '/api/importacaoExportacao/baixarErros',
      { id: job.id },
      { token: tokens.comercial },
    );
    const errorRows = await readSheet(errors.json().conteudo);
    expect(errorRows.slice(1).map((row) => row[0])).toEqual([6]);

    const again = await as(tokens.comercial, 'previsualizarImportacao', {
      nomeArquivo: 'auditados.xlsx',
      conteudo: file,
    });
    expect(again.json().contagens).toEqual({ NOVA: 0, ALTERADA: 0, SEM_ALTERACAO: 4, RECUSADA: 1 });
    const second = await as(tokens.comercial, 'aplicarImportacao', { id: again.json().id });
    expect(await waitForJob(t, tokens.comercial, second.json().id)).toMatchObject({
      linhasIncluidas: 0,
      linhasAlteradas: 0,
    });
    const last = await search(tokens.comercial);
    expect(last.itens.map((p) => [p.id, p.version])).toEqual(after.itens.map((p) => [p.id, p.version]));
  });

  it('refuses a file that is not a spreadsheet, and an upload of another user', async () => {
    const refused = await as(
      tokens.comercial,
      'previsualizarImportacao',
      { nomeArquivo: 'produtos.pdf', conteudo: Buffer.from('%PDF').toString('base64') },
      'en',
    );
    expect(refused.statusCode).toBe(422);
    expect(texts(refused).join(' ')).toContain('File type not accepted');
    const exported = await as(tokens.comercial, 'exportar', {});
    const mine = await as(tokens.comercial, 'previsualizarImportacao', {
      nomeArquivo: 'meus.xlsx',
      conteudo: exported.json().conteudo,
    });
    expect((await as(tokens.admin, 'aplicarImportacao', { id: mine.json().id })).statusCode).toBe(404);
  });
});

describe('a large export of audited products', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;

  beforeAll(async () => {
    t = await createTestApp({ EXPORT_INLINE_MAX_ROWS: '1' });
    tokens = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('runs as a job on the dashboard, within the requester’s restrictions', async () => {
    const restricted = await restrictedUser(t, tokens.admin, {
      login: 'auditados.export',
      features: ['ROLE_VISUALIZAR_CADASTRO_ALAVANCAS'],
      domains: { channels: [], commodities: ['HPF'], regions: [] },
    });
    for (const [token, rows] of [
      [tokens.comercial, 3],
      [restricted, 2],
    ] as const) {
      const {
        job,
        fileName,
        rows: written,
      } = await queuedExport(t, token, await call(t, `${BASE}/exportar`, {}, { token }));
      expect(job).toMatchObject({
        status: 'FINALIZADO',
        tipo: 'EXPORTACAO',
        cadastro: 'Produtos auditados',
        linhasLidas: rows,
      });
      expect(fileName).toMatch(/^produtos-auditados-\d{8}-\d{6}\.xlsx$/);
      expect(written).toHaveLength(rows + 1);
    }
  });
});
