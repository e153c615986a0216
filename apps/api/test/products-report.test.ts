import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens, restrictedUser, texts } from './support/calls';
import { readSheet } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The products report (docs/domain.md "Products report"): SKUs with their PPA product, brand,
 * category and business unit read from the registers, filtered, paged and exported.
 */
describe('products report (/api/relatorioProdutos/)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let reader: string;
  let iceReader: string;
  const as = (token: string, path: string, body: unknown, language?: string) =>
    call(t, `/api/relatorioProdutos/${path}`, body, { token, ...(language ? { language } : {}) });
  const skus = (response: { json: () => { itens: { sku: string }[] } }) =>
    response.json().itens.map((row) => row.sku);

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    const save = async (register: string, body: object): Promise<number> => {
      const response = await call(t, `/api/${register}/salvar`, body, { token: tokens.admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().id;
    };
    const commodityIds = new Map<string, number>();
    for (const code of ['HPF', 'ICE']) {
      const found = await call(t, '/api/unidadeNegocio/buscar', { texto: code }, { token: tokens.admin });
      const record = found.json().itens.find((row: { code: string }) => row.code === code);
      commodityIds.set(code, record.id);
    }
    const product = async (suffix: string, commodity: string, validityEnd: string | null) => {
      const category = await save('categoria', {
        code: `RP-CAT-${suffix}`,
        name: `Categoria ${suffix}`,
        commodity: commodityIds.get(commodity),
        validityStart: '01/01/2026',
        ...(validityEnd ? { validityEnd } : {}),
      });
      const brand = await save('marca', { code: `RP-MAR-${suffix}`, name: `Marca ${suffix}`, category });
      const ppa = await save('produtoPpa', { code: `RP-PPA-${suffix}`, name: `PPA ${suffix}`, brand });
      return save('sku', {
        code: `RP-SKU-${suffix}`,
        name: `Produto ${suffix}`,
        ean: '7891234567895',
        ppaProduct: ppa,
        netWeight: '1.250',
      });
    };
    const sku1 = await product('1', 'HPF', null);
    await product('2', 'ICE', '30/06/2026');
    const sku3 = await product('3', 'HPF', null);
    await call(t, '/api/sku/inativar', { id: sku3 }, { token: tokens.admin });
    await save('produtoInovacao', { code: 'RP-INO-1', name: 'Inovação 1', competence: '03/2026', sku: sku1 });
    await save('produtoInovacao', { code: 'RP-INO-2', name: 'Inovação 2', competence: '05/2026', sku: sku1 });
    reader = await restrictedUser(t, tokens.admin, {
      login: 'produtos.leitura',
      features: ['ROLE_RELATORIO_PRODUTOS'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    iceReader = await restrictedUser(t, tokens.admin, {
      login: 'produtos.ice',
      features: ['ROLE_RELATORIO_PRODUTOS'],
      domains: { channels: [], commodities: ['ICE'], regions: [] },
    });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('needs the products report role', async () => {
    expect((await as(tokens.comercial, 'buscar', {})).statusCode).toBe(403);
    expect((await as(tokens.comercial, 'exportar', {})).statusCode).toBe(403);
  });

  it('lists a product with its chain of registers and its latest innovation competence', async () => {
    const response = await as(reader, 'buscar', { text: 'RP-SKU-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      total: 1,
      itens: [
        {
          id: expect.any(Number),
          sku: 'RP-SKU-1',
          description: 'Produto 1',
          ean: '7891234567895',
          netWeight: '1.250',
          ppaProduct: 'RP-PPA-1',
          brand: 'RP-MAR-1',
          category: 'RP-CAT-1',
          commodity: 'HPF',
          categoryValidityStart: '01/01/2026',
          categoryValidityEnd: null,
          innovation: true,
          innovationCompetence: '05/2026',
          status: 'ATIVO',
        },
      ],
    });
  });

  it('filters by business unit, category, brand, status and validity, and pages on the server', async () => {
    const mine = { text: 'RP-SKU' };
    expect(skus(await as(reader, 'buscar', mine))).toEqual(['RP-SKU-1', 'RP-SKU-2', 'RP-SKU-3']);
    expect(skus(await as(reader, 'buscar', { ...mine, commodities: ['ICE'] }))).toEqual(['RP-SKU-2']);
    expect(skus(await as(reader, 'buscar', { ...mine, categories: ['RP-CAT-3'] }))).toEqual(['RP-SKU-3']);
    expect(skus(await as(reader, 'buscar', { ...mine, brands: ['RP-MAR-1', 'RP-MAR-2'] }))).toEqual([
      'RP-SKU-1',
      'RP-SKU-2',
    ]);
    expect(skus(await as(reader, 'buscar', { ...mine, status: 'INATIVO' }))).toEqual(['RP-SKU-3']);
    expect(skus(await as(reader, 'buscar', { ...mine, status: 'ATIVO', validOn: '01/08/2026' }))).toEqual([
      'RP-SKU-1',
    ]);
    const page = await as(reader, 'buscar', { ...mine, pagina: 2, tamanhoPagina: 2 });
    expect(page.json().total).toBe(3);
    expect(skus(page)).toEqual(['RP-SKU-3']);
    const bad = await as(reader, 'buscar', { validOn: '31/02/2026' }, 'en');
    expect(bad.statusCode).toBe(422);
    expect(texts(bad).join(' ')).toContain('validOn');
  });

  it('shows a restricted reader only the products of their business units', async () => {
    expect(skus(await as(iceReader, 'buscar', { text: 'RP-SKU' }))).toEqual(['RP-SKU-2']);
  });

  it('exports the filtered products', async () => {
    const exported = await as(reader, 'exportar', { text: 'RP-SKU', status: 'ATIVO' }, 'en');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().nomeArquivo).toBe('products-report.xlsx');
    const rows = await readSheet(exported.json().conteudo);
    expect(rows[0]?.slice(0, 3)).toEqual(['SKU', 'Description', 'EAN']);
    expect(rows.slice(1)).toEqual([
      [
        'RP-SKU-1',
        'Produto 1',
        '7891234567895',
        '1.250',
        'RP-PPA-1',
        'RP-MAR-1',
        'RP-CAT-1',
        'HPF',
        '01/01/2026 –',
        'Yes',
        '05/2026',
        'Active',
      ],
      [
        'RP-SKU-2',
        'Produto 2',
        '7891234567895',
        '1.250',
        'RP-PPA-2',
        'RP-MAR-2',
        'RP-CAT-2',
        'ICE',
        '01/01/2026 – 30/06/2026',
        'No',
        undefined,
        'Active',
      ],
    ]);
  });
});
