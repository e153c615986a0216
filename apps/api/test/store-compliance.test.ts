import { calendarDateIn } from '@trade-terms/domain/dates';
import {
  type AnswerSubject,
  type ComplianceAnswer,
  leverPeriods,
  storeCompliance,
} from '@trade-terms/domain/store-compliance';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUser, texts } from './support/calls';
import { readSheet, waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

interface Answer {
  id: number;
  version: number;
  storeCode: string;
  competence: string;
  questionCode: string;
  answerType: 'SIM_NAO' | 'NUMERO' | 'TEXTO';
  productCode: string | null;
  categoryCode: string | null;
  answer: string;
  updatedBy: string | null;
}

interface AbstractRow {
  agreementDescription: string;
  leverName: string;
  channel: string;
  region: { code: string; name: string } | null;
  subregions: string[];
  period: { code: string; year: number; label: string; first: string; last: string };
  auditedStores: number;
  compliantStores: number;
  compliancePercent: string | null;
  thresholdPercent: string | null;
  thresholdSource: string | null;
  reached: boolean | null;
}

interface DetailRow {
  period: { code: string };
  store: { code: string; name: string };
  customer: string;
  audited: boolean;
  answers: number;
  compliantAnswers: number;
  compliant: boolean;
}

const REPORT_ROLE = 'ROLE_RELATORIO_COMPLIANCE_LOJAS_ACORDOS';
const HEADER = [
  'Código da loja',
  'Competência',
  'Código da pergunta',
  'Código do produto de execução',
  'Resposta',
];

describe('store compliance: target execution and the compliance reports', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let year: number;
  const window = () => ({ competenceFrom: `01/${year}`, competenceTo: `12/${year}` });

  const as = (token: string, url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token, ...(language ? { language } : {}) });
  const answers = async (token: string, body: object = {}) => {
    const response = await as(token, '/api/execucaoMeta/buscar', { tamanhoPagina: 200, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { itens: Answer[]; total: number };
  };
  const report = async <T>(call: string, token: string, body: object) => {
    const response = await as(token, `/api/alavanca/${call}`, { ...window(), tamanhoPagina: 200, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { itens: T[]; total: number };
  };
  const summary = (token: string, body: object = {}) =>
    report<AbstractRow>('relatorioResumoCompliance', token, body);
  const detail = (token: string, body: object = {}) =>
    report<DetailRow>('relatorioDetalhesCompliance', token, body);
  const numbers = (row: AbstractRow | undefined) =>
    row && [row.period.label, row.auditedStores, row.compliantStores, row.compliancePercent, row.reached];
  const importSheet = async (rows: unknown[][], header = HEADER) => {
    const upload = await as(tokens.admin, '/api/execucaoMeta/importar', {
      nomeArquivo: 'respostas.xlsx',
      conteudo: await workbookOf(header, rows),
    });
    expect(upload.statusCode, upload.body).toBe(202);
    return waitForJob(t, tokens.admin, upload.json().id);
  };
  const auditRows = async () => {
    const [row] = await t.database.db
      .select({ value: count() })
      .from(auditLog)
      .where(eq(auditLog.entity, 'target_execution_answer'));
    return row?.value ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp({ EXPORT_INLINE_MAX_ROWS: '10' });
    tokens = await demoTokens(t);
    year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
  });
  afterAll(() => t.close());

  it('sums up the demo agreement’s store compliance per quarter against its 80 % threshold', async () => {
    const { itens, total } = await summary(tokens.admin);
    expect(total).toBe(4);
    expect(itens.map(numbers)).toEqual([
      [`Q1/${year}`, 5, 4, '80.0000', true],
      [`Q2/${year}`, 4, 2, '50.0000', false],
      [`Q3/${year}`, 0, 0, null, null],
      [`Q4/${year}`, 0, 0, null, null],
    ]);
    expect(itens[0]).toMatchObject({
      agreementDescription: `Acordo Grupo Alfa execução em loja ${year}`,
      leverName: 'Execução de loja auditada',
      channel: 'HC',
      region: { code: 'SE', name: 'Sudeste' },
      thresholdPercent: '80.0000',
      thresholdSource: 'AGREEMENT_LEVER',
      period: { code: 'Q1', year, first: `01/${year}`, last: `03/${year}` },
    });
  });

  it('lists each audited store of the lever in a period with its counted answers and verdict', async () => {
    const q1 = (await detail(tokens.admin)).itens.filter((row) => row.period.code === 'Q1');
    expect(
      q1.map((row) => [
        row.store.code,
        row.customer,
        row.audited,
        row.answers,
        row.compliantAnswers,
        row.compliant,
      ]),
    ).toEqual([
      ['LJ-0001', '0001000101', true, 2, 2, true],
      ['LJA-101', '0001000101', true, 2, 2, true],
      ['LJA-102', '0001000101', true, 2, 1, false],
      ['LJA-103', '0001000102', true, 1, 1, true],
      ['LJA-104', '0001000102', true, 1, 1, true],
    ]);
    const sorted = await detail(tokens.admin, {
      ordenarPor: 'store',
      direcao: 'desc',
      tamanhoPagina: 3,
      pagina: 2,
    });
    expect(sorted.total).toBe(20);
    expect(sorted.itens.map((row) => row.store.code)).toEqual(['LJA-104', 'LJA-103', 'LJA-103']);
  });

  it('computes in SQL what the domain rule computes from the same answers', async () => {
    const stored = (await answers(tokens.admin)).itens;
    const lineage: Record<string, AnswerSubject> = {
      'TEP-1001': {
        kind: 'PRODUCT',
        sku: 'SKU-1001',
        ppaProduct: 'PPA-BRI-1L',
        brand: 'BRILHO',
        category: 'LIMP',
        commodity: 'HPF',
      },
      'TEC-LIMP': { kind: 'CATEGORY', category: 'LIMP', commodity: 'HPF' },
    };
    const domainAnswers: ComplianceAnswer[] = stored.map((answer) => {
      const [month, answerYear] = answer.competence.split('/');
      return {
        store: answer.storeCode,
        competence: `${answerYear}-${month}-01`,
        answerType: answer.answerType,
        compliant: answer.answerType === 'SIM_NAO' ? answer.answer === 'SIM' : null,
        subject: lineage[answer.productCode ?? answer.categoryCode ?? ''] ?? { kind: 'STORE' },
      };
    });
    const stores = ['LJ-0001', 'LJA-101', 'LJA-102', 'LJA-103', 'LJA-104'].map((code) => ({
      code,
      customer: ['LJ-0001', 'LJA-101', 'LJA-102'].includes(code) ? '0001000101' : '0001000102',
      region: 'SE',
      auditedStore: true,
      active: true,
    }));
    const periods = leverPeriods(['Q1', 'Q2', 'Q3', 'Q4'], `${year}-01-01`, `${year}-12-01`);
    const reported = (await summary(tokens.admin)).itens;
    const computed = periods.map((period) =>
      storeCompliance({
        lever: {
          commodity: 'HPF',
          categories: ['LIMP'],
          brands: [],
          ppaProducts: [],
          skus: [],
          customers: ['0001000101', '0001000102'],
          thresholdPercent: '80.0000',
        },
        recommendations: [],
        period,
        stores,
        auditedProducts: [
          {
            productCode: 'SKU-1001',
            region: 'SE',
            validityStart: `${year}-01-01`,
            validityEnd: `${year}-12-31`,
          },
        ],
        answers: domainAnswers,
      }),
    );
    expect(
      reported.map((row) => [row.auditedStores, row.compliantStores, row.compliancePercent, row.reached]),
    ).toEqual(
      computed.map((result) => [
        result.auditedStores,
        result.compliantStores,
        result.compliancePercent,
        result.reached,
      ]),
    );
  });

  it('imports answers as a job: bad rows to the error sheet, the rest applied, the same file twice changes nothing', async () => {
    const rows = [
      ['LJA-104', `07/${year}`, 'Q-GONDOLA', 'TEP-1001', 'Sim'],
      ['LJA-103', `08/${year}`, 'Q-GONDOLA', null, 'Não'],
      ['LJ-0001', `08/${year}`, 'Q-FRENTES', 'TEP-1001', '7,5'],
      ['LJ-9999', `08/${year}`, 'Q-GONDOLA', null, 'Sim'],
      ['LJ-0002', `08/${year}`, 'Q-GONDOLA', null, 'Sim'],
      ['LJA-101', `08/${year}`, 'Q-GONDOLA', null, 'Talvez'],
      ['LJA-101', `08/${year}`, 'Q-FRENTES', 'TEP-9', '3'],
      ['LJA-104', `07/${year}`, 'Q-GONDOLA', 'TEP-1001', 'Não'],
      ['LJA-102', `13/${year}`, 'Q-GONDOLA', null, 'Sim'],
    ];
    const before = await auditRows();
    const job = await importSheet(rows);
    expect(job).toMatchObject({
      status: 'FINALIZADO_COM_INCONSISTENCIAS',
      linhasLidas: 9,
      linhasIncluidas: 3,
      linhasRejeitadas: 6,
      temErros: true,
    });
    expect(await auditRows()).toBe(before + 3);
    const errors = await as(tokens.admin, '/api/importacaoExportacao/baixarErros', { id: job.id });
    const [header, ...rejected] = await readSheet(errors.json().conteudo);
    expect(header).toEqual(['Linha', ...HEADER, 'Motivo']);
    const reasons = Object.fromEntries(rejected.map((row) => [row[0], String(row.at(-1))]));
    expect(reasons).toEqual({
      5: 'Código da loja: Loja PDV não encontrada: LJ-9999',
      6: 'Código da loja: A loja LJ-0002 não está marcada como loja auditada',
      7: 'Resposta: A pergunta pede sim ou não',
      8: 'Código do produto de execução: Produto de execução de meta não encontrado: TEP-9',
      9: 'Linha repetida no arquivo (mesma identificação da linha 2)',
      10: 'Competência: Competência inválida: use o formato MM/AAAA',
    });
    const q3 = (await summary(tokens.admin)).itens.find((row) => row.period.code === 'Q3');
    expect(numbers(q3)).toEqual([`Q3/${year}`, 2, 1, '50.0000', false]);
    const frentes = (await answers(tokens.admin, { storeCode: 'LJ-0001', questionCode: 'Q-FRENTES' })).itens;
    expect(frentes.map((answer) => [answer.competence, answer.answer, answer.updatedBy])).toEqual([
      [`02/${year}`, '4', 'Administrador do Sistema'],
      [`08/${year}`, '7.5', 'Administrador do Sistema'],
    ]);

    const again = await importSheet(rows);
    expect(again).toMatchObject({
      linhasLidas: 9,
      linhasIncluidas: 0,
      linhasAlteradas: 0,
      linhasSemAlteracao: 3,
    });
    expect(await auditRows()).toBe(before + 3);

    const changed = await importSheet([['LJA-103', `08/${year}`, 'Q-GONDOLA', null, 'Sim']]);
    expect(changed).toMatchObject({ status: 'FINALIZADO', linhasAlteradas: 1 });
    const q3After = (await summary(tokens.admin)).itens.find((row) => row.period.code === 'Q3');
    expect(numbers(q3After)).toEqual([`Q3/${year}`, 2, 2, '100.0000', true]);
  });

  it('refuses a file without its required columns, and a product not audited in the store’s region', async () => {
    const missing = await importSheet(
      [['LJA-101', `09/${year}`, 'Sim']],
      ['Código da loja', 'Competência', 'Resposta'],
    );
    expect(missing).toMatchObject({ status: 'ERRO' });
    expect(String(missing.mensagem)).toContain('Código da pergunta');
    const saved = await as(tokens.admin, '/api/execucaoMeta/salvar', {
      storeCode: 'LJA-101',
      competence: `09/${year}`,
      questionCode: 'Q-GONDOLA',
      productCode: 'TEP-1001',
      answer: 'Sim',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // SKU-1001 is audited in SE only: a store of a customer in the South is refused.
    const customers = (await as(tokens.admin, '/api/cliente/opcoes', { codigos: ['0002000201'] })).json()
      .lista;
    const beta = await as(tokens.admin, '/api/clientePdv/salvar', {
      code: 'LJB-201',
      name: 'Beta Porto Alegre',
      customer: customers.find((customer: { code: string }) => customer.code === '0002000201').id,
      cnpj: '45.997.418/0002-34',
      state: 'RS',
      auditedStore: true,
    });
    expect(beta.statusCode, beta.body).toBe(200);
    const refused = await as(tokens.admin, '/api/execucaoMeta/salvar', {
      storeCode: 'LJB-201',
      competence: `09/${year}`,
      questionCode: 'Q-GONDOLA',
      productCode: 'TEP-1001',
      answer: 'Sim',
    });
    expect(refused.statusCode).toBe(422);
    expect(texts(refused)).toContain(
      `productCode: O SKU SKU-1001 não é produto auditado na região S na competência 09/${year}`,
    );
  });

  it('keys in, changes and removes an answer at its version, each with an audit row', async () => {
    const created = await as(tokens.admin, '/api/execucaoMeta/salvar', {
      storeCode: 'lja-102',
      competence: `10/${year}`,
      questionCode: 'Q-GONDOLA',
      categoryCode: 'TEC-LIMP',
      answer: 'não',
    });
    expect(created.statusCode, created.body).toBe(200);
    const answer = created.json() as Answer;
    expect(answer).toMatchObject({
      storeCode: 'LJA-102',
      answer: 'NAO',
      version: 1,
      categoryCode: 'TEC-LIMP',
    });
    const taken = await as(tokens.admin, '/api/execucaoMeta/salvar', {
      storeCode: 'LJA-102',
      competence: `10/${year}`,
      questionCode: 'Q-GONDOLA',
      categoryCode: 'TEC-LIMP',
      answer: 'Sim',
    });
    expect(taken.statusCode).toBe(422);
    const changed = await as(tokens.admin, '/api/execucaoMeta/salvar', {
      id: answer.id,
      version: 1,
      storeCode: 'LJA-102',
      competence: `10/${year}`,
      questionCode: 'Q-GONDOLA',
      categoryCode: 'TEC-LIMP',
      answer: 'Sim',
    });
    expect(changed.json()).toMatchObject({ answer: 'SIM', version: 2 });
    const stale = await as(tokens.admin, '/api/execucaoMeta/salvar', {
      id: answer.id,
      version: 1,
      storeCode: 'LJA-102',
      competence: `10/${year}`,
      questionCode: 'Q-GONDOLA',
      answer: 'Não',
    });
    expect(stale.statusCode).toBe(409);
    const wrongType = await as(tokens.admin, '/api/execucaoMeta/salvar', {
      storeCode: 'LJA-102',
      competence: `10/${year}`,
      questionCode: 'Q-FRENTES',
      answer: 'Sim',
    });
    expect(texts(wrongType)).toContain(
      'answer: A pergunta pede um número não negativo com até 4 casas decimais',
    );
    expect(
      (await as(tokens.admin, '/api/execucaoMeta/remover', { id: answer.id, version: 2 })).statusCode,
    ).toBe(200);
    expect((await as(tokens.admin, '/api/execucaoMeta/buscarPorId', { id: answer.id })).statusCode).toBe(404);
    const trail = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'target_execution_answer'), eq(auditLog.entityId, String(answer.id))))
      .orderBy(auditLog.id);
    expect(trail.map((row) => row.action)).toEqual(['CRIADO', 'ALTERADO', 'REMOVIDO']);
  });

  it('exports both reports with decimals as text, in the caller’s language', async () => {
    const abstract = await as(tokens.admin, '/api/alavanca/exportarRelatorioResumoCompliance', window());
    expect(abstract.statusCode, abstract.body).toBe(200);
    expect(abstract.json().nomeArquivo).toBe('compliance-lojas-resumo.xlsx');
    const [header, first] = await readSheet(abstract.json().conteudo);
    expect(header?.slice(-6)).toEqual([
      'Lojas auditadas',
      'Lojas em compliance',
      'Compliance %',
      '% mínimo',
      'Origem do mínimo',
      'Atingido',
    ]);
    expect(first?.slice(8)).toEqual([
      `Q1/${year}`,
      `01/${year} – 03/${year}`,
      5,
      4,
      '80.0000',
      '80.0000',
      'Acordo',
      'Sim',
    ]);
    const english = await as(
      tokens.admin,
      '/api/alavanca/exportarRelatorioDetalhesCompliance',
      { competenceFrom: `01/${year}`, competenceTo: `03/${year}`, economicGroups: ['GRP-ALFA'] },
      'en',
    );
    expect(english.json().nomeArquivo).toBe('store-compliance-details.xlsx');
    const [detailHeader, ...detailRows] = await readSheet(english.json().conteudo);
    expect(detailHeader?.slice(10)).toEqual([
      'Store code',
      'Store',
      'SAP customer',
      'Audited',
      'Answers',
      'Yes answers',
      'Compliant',
    ]);
    expect(detailRows[2]?.slice(10)).toEqual(['LJA-102', 'Alfa Moema', '0001000101', 'Yes', 2, 1, 'No']);
    const tooMany = await as(tokens.admin, '/api/alavanca/exportarRelatorioDetalhesCompliance', {
      competenceFrom: `01/${year}`,
      competenceTo: `12/${year}`,
      channels: ['HC'],
    });
    expect(tooMany.statusCode).toBe(422);
  });

  it('keeps to the caller’s restrictions in every read, and to the report role', async () => {
    const pcOnly = await restrictedUser(t, tokens.admin, {
      login: 'compliance-pc',
      features: [REPORT_ROLE, 'ROLE_EDITAR_EXECUCAO_META'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    expect((await summary(pcOnly)).total).toBe(0);
    expect((await detail(pcOnly)).total).toBe(0);
    expect((await answers(pcOnly)).total).toBe(0);
    const one = (await answers(tokens.admin)).itens[0] as Answer;
    expect((await as(pcOnly, '/api/execucaoMeta/buscarPorId', { id: one.id })).statusCode).toBe(404);
    const outside = await as(pcOnly, '/api/execucaoMeta/salvar', {
      storeCode: 'LJA-101',
      competence: `11/${year}`,
      questionCode: 'Q-GONDOLA',
      answer: 'Sim',
    });
    expect(outside.statusCode).toBe(422);
    expect(texts(outside)).toContain('storeCode: Seu perfil só permite PC');
    expect(
      (await as(pcOnly, '/api/execucaoMeta/remover', { id: one.id, version: one.version })).statusCode,
    ).toBe(404);
    expect((await as(pcOnly, '/api/alavanca/buscarAlavancasCompliance')).json().lista).toEqual([]);

    const southeast = await restrictedUser(t, tokens.admin, {
      login: 'compliance-se',
      features: [REPORT_ROLE],
      domains: { channels: ['HC'], commodities: ['HPF'], regions: ['SE'] },
    });
    expect((await summary(southeast)).itens.map(numbers).slice(0, 2)).toEqual([
      [`Q1/${year}`, 5, 4, '80.0000', true],
      [`Q2/${year}`, 4, 2, '50.0000', false],
    ]);
    expect((await as(southeast, '/api/alavanca/buscarAlavancasCompliance')).json().lista).toEqual([
      expect.objectContaining({ name: 'Execução de loja auditada', channel: 'HC' }),
    ]);
    expect((await as(tokens.comercial, '/api/alavanca/relatorioResumoCompliance', window())).statusCode).toBe(
      403,
    );
    expect((await as(tokens.comercial, '/api/execucaoMeta/buscar', {})).statusCode).toBe(403);
  });

  it('filters by lever, holding, region and business unit, and refuses a window that runs backwards', async () => {
    const lever = (await as(tokens.admin, '/api/alavanca/buscarAlavancasCompliance')).json().lista[0];
    expect((await summary(tokens.admin, { leverIds: [lever.id], economicGroups: ['GRP-ALFA'] })).total).toBe(
      4,
    );
    expect((await summary(tokens.admin, { economicGroups: ['GRP-BETA'] })).total).toBe(0);
    expect((await summary(tokens.admin, { regions: ['S'] })).total).toBe(0);
    expect((await summary(tokens.admin, { businessUnits: ['ICE'] })).total).toBe(0);
    expect(
      (await summary(tokens.admin, { competenceFrom: `02/${year}`, competenceTo: `04/${year}` })).itens.map(
        (row) => row.period.code,
      ),
    ).toEqual(['Q1', 'Q2']);
    const backwards = await as(tokens.admin, '/api/alavanca/relatorioResumoCompliance', {
      competenceFrom: `05/${year}`,
      competenceTo: `01/${year}`,
    });
    expect(backwards.statusCode).toBe(422);
    expect(texts(backwards)).toContain('competenceTo: A competência final não pode ser anterior à inicial');
  });
});
