import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedPeriodsSince } from '../src/modules/calculation-data/calculation-data-service';
import { sellIn } from '../src/modules/calculation-data/calculation-data-tables';
import { tableOf } from '../src/modules/master-data/register-tables';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, userIdOf } from './support/calls';
import { workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

const PRODUCT_HEADER = [
  'Código SKU',
  'EAN',
  'Descrição',
  'Código PPA',
  'Código da marca',
  'Código da categoria',
  'Peso líquido',
];
const CUSTOMER_HEADER = [
  'Código SAP',
  'Nome',
  'CNPJ',
  'Região',
  'Microrregião',
  'Segmento',
  'Grupo econômico',
];
const STORE_HEADER = ['Código da loja', 'CNPJ', 'Código do cliente', 'Tamanho', 'UF', 'Cidade', 'Endereço'];
const SELL_IN_HEADER = [
  'Código do cliente',
  'Código SKU',
  'Competência',
  'Volume',
  'GSV',
  'NIV',
  'Receita bruta',
];

describe('manual integrations', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await demoTokens(t)).admin;
    adminId = await userIdOf(t, 'admin');
  });
  afterAll(() => t.close());

  const asAdmin = (url: string, body: unknown = {}) => call(t, url, body, { token: admin });

  async function integrate(api: string, header: string[], rows: unknown[][], name = 'erp.xlsx') {
    const upload = await asAdmin(`/api/${api}/importar`, {
      nomeArquivo: name,
      conteudo: await workbookOf(header, rows),
    });
    expect(upload.statusCode, upload.body).toBe(202);
    const id = upload.json().id as number;
    const deadline = Date.now() + 25_000;
    for (;;) {
      const page = await asAdmin(`/api/${api}/buscarLinhas`, { integracaoId: id, aba: 'NOVOS' });
      expect(page.statusCode, page.body).toBe(200);
      if (page.json().integracao.status !== 'PROCESSANDO') return page.json().integracao;
      if (Date.now() > deadline) throw new Error(`integration ${id} still processing`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function tab(api: string, integracaoId: number, aba: string) {
    const page = await asAdmin(`/api/${api}/buscarLinhas`, { integracaoId, aba, tamanhoPagina: 200 });
    expect(page.statusCode, page.body).toBe(200);
    return page.json();
  }

  async function optionId(api: string, code: string): Promise<number> {
    const response = await asAdmin(`/api/${api}/opcoes`, { texto: code });
    return response.json().lista.find((option: { code: string }) => option.code === code).id;
  }

  async function auditCount(entity: string): Promise<number> {
    const [row] = await t.database.db
      .select({ total: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), like(auditLog.justification, 'integração%')));
    return row?.total ?? 0;
  }

  it('sorts product rows into the tabs, resolves a pending association and applies the approval with audit', async () => {
    const integration = await integrate('integracaoProdutos', PRODUCT_HEADER, [
      ['SKU-1001', '7891000100103', 'Brilho multiuso 1L cx 12', 'PPA-BRI-1L', 'BRILHO', 'LIMP', 12],
      ['SKU-2001', '7891000200100', 'Suave sabonete 200g cx 24', 'PPA-SUA-200', 'SUAVE', 'HIG', 9.6],
      ['SKU-9001', '7891000900101', 'Gelato morango 2L', 'PPA-GEL-2L', 'GELATO', 'SORV', '1,150'],
      ['SKU-9002', '7891000900202', 'Brilho vidros 500ml', 'PPA-NOVO', 'BRILHO', 'LIMP', 6],
      ['SKU-9003', '7891000900303', 'Produto sem peso', 'PPA-BRI-1L', 'BRILHO', 'LIMP', 'abc'],
    ]);
    expect(integration.status).toBe('AGUARDANDO_APROVACAO');
    expect(integration.contagens).toEqual({
      INTEGRADOS: 1,
      ATUALIZACOES: 1,
      NOVOS: 1,
      NAO_INTEGRADOS: 1,
      PENDENTES_ASSOCIACAO: 1,
    });
    const updates = await tab('integracaoProdutos', integration.id, 'ATUALIZACOES');
    expect(updates.itens[0]).toMatchObject({
      valores: { code: 'SKU-2001', name: 'Suave sabonete 200g cx 24' },
      alterados: ['name'],
      anteriores: { name: 'Suave sabonete 200g cx 48' },
    });
    const refused = await tab('integracaoProdutos', integration.id, 'NAO_INTEGRADOS');
    expect(refused.itens[0].motivo).toBe('Peso líquido: Esperado um número, encontrado texto');
    const pending = await tab('integracaoProdutos', integration.id, 'PENDENTES_ASSOCIACAO');
    expect(pending.itens[0]).toMatchObject({ valores: { code: 'SKU-9002' }, pendencias: ['ppaProduct'] });

    // Nothing reaches the register before the approval.
    const skus = tableOf('sku');
    const before = await t.database.db.select().from(skus).where(eq(skus.code, 'SKU-9001'));
    expect(before).toHaveLength(0);

    const associated = await asAdmin('/api/integracaoProdutos/associar', {
      linhaId: pending.itens[0].id,
      produtoPpaId: await optionId('produtoPpa', 'PPA-BRI-1L'),
    });
    expect(associated.statusCode, associated.body).toBe(200);
    const afterAssociation = await tab('integracaoProdutos', integration.id, 'NOVOS');
    expect(afterAssociation.integracao.contagens).toMatchObject({ NOVOS: 2, PENDENTES_ASSOCIACAO: 0 });
    expect(afterAssociation.itens.map((row: { valores: { code: string } }) => row.valores.code)).toEqual([
      'SKU-9001',
      'SKU-9002',
    ]);

    const approved = await asAdmin('/api/integracaoProdutos/aprovar', { integracaoId: integration.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().aplicadas).toBe(3);
    const rows = await t.database.db.select().from(skus);
    const byCode = new Map(rows.map((row) => [String(row.code), row]));
    expect(byCode.get('SKU-2001')?.name).toBe('Suave sabonete 200g cx 24');
    expect(byCode.get('SKU-9001')?.netWeight).toBe('1.150');
    expect(byCode.get('SKU-9002')?.ppaProduct).toBe(await optionId('produtoPpa', 'PPA-BRI-1L'));
    expect(byCode.has('SKU-9003')).toBe(false);
    expect(await auditCount('sku')).toBe(3);

    const again = await asAdmin('/api/integracaoProdutos/aprovar', { integracaoId: integration.id });
    expect(again.statusCode).toBe(409);

    const history = await asAdmin('/api/integracaoProdutos/historico', {});
    expect(history.json().itens[0]).toMatchObject({
      id: integration.id,
      status: 'APROVADA',
      nomeArquivo: 'erp.xlsx',
      aprovador: expect.any(String),
      contagens: { NOVOS: 2, ATUALIZACOES: 1 },
    });
  });

  it('changes nothing when the same client file is integrated twice', async () => {
    const rows = [
      ['0009000001', 'Cliente Integrado Um', '11.222.333/0001-81', 'SE', 'SP-CAP', 'VAR', 'GRP-ALFA'],
      ['0009000002', 'Cliente Integrado Dois', null, 'S', 'POA', null, null],
      ['0009000003', 'Cliente Região Errada', null, 'XX', null, null, null],
    ];
    const first = await integrate('integracaoClientes', CUSTOMER_HEADER, rows, 'clientes.xlsx');
    expect(first.contagens).toMatchObject({ NOVOS: 2, NAO_INTEGRADOS: 1 });
    const refused = await tab('integracaoClientes', first.id, 'NAO_INTEGRADOS');
    expect(refused.itens[0].motivo).toBe('Região: código XX não cadastrado');
    const approved = await asAdmin('/api/integracaoClientes/aprovar', { integracaoId: first.id });
    expect(approved.json().aplicadas).toBe(2);
    const audits = await auditCount('customer');
    expect(audits).toBe(2);
    const customers = tableOf('customer');
    const stored = await t.database.db.select().from(customers).where(like(customers.code, '000900%'));
    const versions = stored.map((row) => [row.code, row.version]);

    const second = await integrate('integracaoClientes', CUSTOMER_HEADER, rows, 'clientes.xlsx');
    expect(second.contagens).toEqual({
      INTEGRADOS: 2,
      ATUALIZACOES: 0,
      NOVOS: 0,
      NAO_INTEGRADOS: 1,
      PENDENTES_ASSOCIACAO: 0,
    });
    const secondApproval = await asAdmin('/api/integracaoClientes/aprovar', { integracaoId: second.id });
    expect(secondApproval.json().aplicadas).toBe(0);
    expect(await auditCount('customer')).toBe(audits);
    const after = await t.database.db.select().from(customers).where(like(customers.code, '000900%'));
    expect(after.map((row) => [row.code, row.version])).toEqual(versions);
  });

  it('refuses stores and sell-in of clients not integrated, loads sell-in and answers the sell-in check', async () => {
    const stores = await integrate('integracaoLojasPdv', STORE_HEADER, [
      ['LOJA-900', '11.222.333/0001-81', '0001000101', 'M', 'SP', 'São Paulo', 'Rua A, 1'],
      ['LOJA-901', '11.222.333/0001-81', '0077777777', 'P', 'RJ', 'Rio', 'Rua B, 2'],
    ]);
    expect(stores.contagens).toMatchObject({ NOVOS: 1, NAO_INTEGRADOS: 1 });
    const refusedStore = await tab('integracaoLojasPdv', stores.id, 'NAO_INTEGRADOS');
    expect(refusedStore.itens[0].motivo).toBe(
      'Clientes não estão integrados (veja o histórico de integração)',
    );

    const sellInHeader = SELL_IN_HEADER;
    // A month the demo's sell-in does not reach.
    const rows = [
      ['0001000101', 'SKU-1001', '07/2024', '120.5', '1234.56', '1100.10', '1300.99'],
      ['0001000101', 'SKU-3001', '07/2024', 10, 99.9, 90, 100],
      ['0077777777', 'SKU-1001', '07/2024', 1, 1, 1, 1],
      ['0001000101', 'SKU-NADA', '07/2024', 1, 1, 1, 1],
    ];
    const first = await integrate('integracaoSellIn', sellInHeader, rows, 'sell-in.xlsx');
    expect(first.contagens).toMatchObject({ NOVOS: 2, NAO_INTEGRADOS: 2 });
    const refused = await tab('integracaoSellIn', first.id, 'NAO_INTEGRADOS');
    expect(refused.itens.map((row: { motivo: string }) => row.motivo)).toEqual([
      'Clientes não estão integrados (veja o histórico de integração)',
      'SKU SKU-NADA não cadastrado',
    ]);
    const hpf = await optionId('unidadeNegocio', 'HPF');
    const none = await asAdmin('/api/integracaoSellIn/verificarSellIn', {
      competencia: '07/2024',
      commodity: hpf,
    });
    expect(none.json()).toEqual({
      existe: false,
      linhas: 0,
      mensagem: 'Não existe sell-in para a competência e a commodity (entre em contato com o administrador)',
    });
    const approved = await asAdmin('/api/integracaoSellIn/aprovar', { integracaoId: first.id });
    expect(approved.json().aplicadas).toBe(2);
    const loaded = await t.database.db.select().from(sellIn).where(eq(sellIn.competence, '2024-07-01'));
    expect(loaded.map((row) => [row.volume, row.gsv, row.niv, row.grossRevenue]).sort()).toEqual([
      ['10.000', '99.90', '90.00', '100.00'],
      ['120.500', '1234.56', '1100.10', '1300.99'],
    ]);
    // The approval records the periods it changed, for the ascertainment's recalculation warning.
    const periods = await changedPeriodsSince(t.database.db, new Date(0));
    expect(
      periods
        .filter((period) => period.integrationId === first.id)
        .map((period) => [period.competence, period.source]),
    ).toEqual([['2024-07-01', 'sellIn']]);
    const found = await asAdmin('/api/integracaoSellIn/verificarSellIn', {
      competencia: '07/2024',
      commodity: hpf,
    });
    expect(found.json()).toEqual({ existe: true, linhas: 1, mensagem: null });
    const ice = await optionId('unidadeNegocio', 'ICE');
    const iceAnswer = await asAdmin('/api/integracaoSellIn/verificarSellIn', {
      competencia: '07/2024',
      commodity: ice,
    });
    expect(iceAnswer.json()).toMatchObject({ existe: true, linhas: 1 });

    const second = await integrate('integracaoSellIn', sellInHeader, rows, 'sell-in.xlsx');
    expect(second.contagens).toMatchObject({ INTEGRADOS: 2, NOVOS: 0, ATUALIZACOES: 0 });
    const secondApproval = await asAdmin('/api/integracaoSellIn/aprovar', { integracaoId: second.id });
    expect(secondApproval.json().aplicadas).toBe(0);
    const [total] = await t.database.db
      .select({ total: count() })
      .from(sellIn)
      .where(eq(sellIn.competence, '2024-07-01'));
    expect(total?.total).toBe(2);
  });

  it('reports a file missing required columns on the integration', async () => {
    const integration = await integrate(
      'integracaoSellIn',
      ['Código do cliente', 'Volume'],
      [['0001000101', 1]],
    );
    expect(integration.status).toBe('ERRO');
    expect(integration.mensagem).toContain('Código SKU');
  });

  it('answers 403 without the integration roles', async () => {
    const token = await t.tokens.issue({
      user_name: 'admin',
      name: 'Sem integração',
      id: adminId,
      authorities: ['ROLE_VISUALIZAR_INTEGRACAO_CLIENTES'],
      perfil: null,
      restricoes: { canais: [], commodities: [], regioes: [] },
      client_id: 'trade-terms-web',
      sessao: 0,
    });
    const upload = await call(
      t,
      '/api/integracaoClientes/importar',
      { nomeArquivo: 'x.xlsx', conteudo: await workbookOf(CUSTOMER_HEADER, []) },
      { token },
    );
    expect(upload.statusCode).toBe(403);
    expect((await call(t, '/api/integracaoClientes/buscarLinhas', {}, { token })).statusCode).toBe(200);
    expect((await call(t, '/api/integracaoProdutos/buscarLinhas', {}, { token })).statusCode).toBe(403);
    expect((await call(t, '/api/integracaoSellIn/aprovar', { integracaoId: 1 }, { token })).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(
          t,
          '/api/integracaoSellIn/verificarSellIn',
          { competencia: '11/2026', commodity: 1 },
          { token },
        )
      ).statusCode,
    ).toBe(403);
  });
});
