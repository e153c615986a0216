import {
  AGREEMENT_TEMPLATE_COLUMNS,
  AGREEMENT_TEMPLATE_MAX_ROWS,
} from '@trade-terms/domain/agreement-template';
import { agreementFieldsOf, type TAgreement } from '@trade-terms/domain/agreements';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { translate } from '@trade-terms/domain/i18n';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverAbandonedJobs } from '../src/modules/imports-exports/jobs-recovery';
import { createJob } from '../src/modules/imports-exports/jobs-service';
import { importExportJobs } from '../src/modules/imports-exports/jobs-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { QUEUES } from '../src/platform/jobs/job-queue';
import { call, demoTokens, restrictedUser, texts, userIdOf } from './support/calls';
import { editedWorkbook, errorSheetOf, queuedExport, readSheet, waitForJob } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

interface Agreement {
  id: number;
  version: number;
  description: string;
  status: string;
  channels: string[];
  levers: {
    leverId: number;
    discountPercent: string | null;
    events: { value: string }[];
    customers: string[];
  }[];
  totals: { on: string; off: string };
}
interface PreviewEntry {
  linha: number;
  situacao: string;
  valores: Record<string, string | null>;
  alterados: string[];
  anteriores: Record<string, string | null>;
  motivo: string | null;
}
interface Preview {
  id: string;
  contagens: Record<string, number>;
  jobId: string | null;
}

const FILTERS = { channels: ['HC'], businessUnits: ['HPF'] };

describe('the agreements massive template', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let year: number;
  const leverIds = new Map<string, number>();
  /** The demo agreements of GRP-ALFA in HC: one in registration, one approved. */
  let registeringId: number;
  let approvedId: number;

  const as = (token: string, verb: string, body: unknown = {}, language?: string) =>
    call(t, `/api/contrato/${verb}`, body, { token, ...(language ? { language } : {}) });
  const leverId = (name: string) => {
    const id = leverIds.get(name);
    if (id === undefined) throw new Error(`no demo lever ${name}`);
    return id;
  };
  const agreements = async (token: string, body: object = {}): Promise<Agreement[]> => {
    const found = [];
    for (const tab of ['registering', 'current', 'closed', 'canceled']) {
      const response = await as(token, 'buscarContratos', { tamanhoPagina: 200, tab, ...body });
      expect(response.statusCode, response.body).toBe(200);
      found.push(...response.json().itens);
    }
    return found;
  };
  const read = async (id: number): Promise<Agreement> => {
    const response = await as(tokens.comercial, 'buscarContratoEdicao', { id });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const byDescription = async (description: string) => {
    const found = (await agreements(tokens.comercial)).find(
      (agreement) => agreement.description === description,
    );
    if (!found) throw new Error(`no agreement ${description}`);
    return read(found.id);
  };
  const exported = async (token: string, body: object = FILTERS) => {
    const response = await as(token, 'exportarTemplateMassivo', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().conteudo as string;
  };
  const preview = async (content: string, token = tokens.comercial): Promise<Preview> => {
    const response = await as(token, 'importarTemplateMassivo', {
      nomeArquivo: 'template.xlsx',
      conteudo: content,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const entries = async (id: string, situacao: string, token = tokens.comercial): Promise<PreviewEntry[]> => {
    const response = await as(token, 'buscarPreviaTemplateMassivo', { id, situacao, tamanhoPagina: 200 });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().itens;
  };
  const apply = async (id: string, token = tokens.comercial) => {
    const response = await as(token, 'aplicarTemplateMassivo', { id });
    expect(response.statusCode, response.body).toBe(202);
    expect(texts(response).join(' ')).toContain('Importação recebida');
    return waitForJob(t, token, response.json().id);
  };

  const agreementAudits = (id: number, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'agreement'), eq(auditLog.action, action), eq(auditLog.entityId, String(id))),
      );

  /** Rows that fill in a new agreement of the holding GRP-ALFA in HC: a goal lever and a quota event lever. */
  function addNewAgreement(sheet: ExcelJS.Worksheet, column: (label: string) => number, key: string) {
    const main = (row: ExcelJS.Row) => {
      row.getCell(column('Chave do acordo')).value = key;
      row.getCell(column('Descrição')).value = `Acordo novo pelo template ${key}`;
      row.getCell(column('Grupo econômico')).value = 'grp-alfa';
      row.getCell(column('Canais')).value = 'HC';
      row.getCell(column('Início da vigência')).value = `01/01/${year}`;
      row.getCell(column('Fim da vigência')).value = `31/12/${year}`;
      row.getCell(column('Região')).value = 'SE';
      row.getCell(column('Unidade de negócio')).value = 'HPF';
    };
    const goal = sheet.addRow([]);
    main(goal);
    goal.getCell(column('ID da alavanca')).value = leverId('Meta mensal sell-out');
    goal.getCell(column('ON/OFF da alavanca')).value = 'OFF';
    goal.getCell(column('Desconto (%)')).value = '1,75';
    goal.getCell(column('Meta')).value = '300000.00';
    goal.getCell(column('Valor anual previsto')).value = '45000.10';
    goal.getCell(column('Unidade de negócio da alavanca')).value = 'HPF';
    goal.getCell(column('Clientes SAP')).value = '0001000101, 0001000102';
    goal.getCell(column('Pagadores SAP')).value = '0001000101';
    const events = [
      [`03/${year}`, 'Aniversário da loja', '1200.10'],
      [`11/${year}`, 'Black Friday', '800.20'],
    ];
    for (const [competence, description, value] of events) {
      const row = sheet.addRow([]);
      row.getCell(column('Chave do acordo')).value = key;
      row.getCell(column('ID da alavanca')).value = leverId('Evento cota aniversário');
      row.getCell(column('ON/OFF da alavanca')).value = 'OFF';
      row.getCell(column('Unidade de negócio da alavanca')).value = 'HPF';
      row.getCell(column('Clientes SAP')).value = '0001000101';
      row.getCell(column('Pagadores SAP')).value = '0001000101';
      row.getCell(column('Competência do evento')).value = competence ?? '';
      row.getCell(column('Descrição do evento')).value = description ?? '';
      row.getCell(column('Valor do evento')).value = value ?? '';
    }
  }

  /** Leaves on the sheet only the rows of the given agreements (other tests add agreements of their own). */
  function keepOnly(sheet: ExcelJS.Worksheet, idColumn: number, ids: readonly number[]) {
    for (let number = sheet.rowCount; number > 1; number--) {
      if (!ids.includes(Number(sheet.getRow(number).getCell(idColumn).value))) sheet.spliceRows(number, 1);
    }
  }

  /** Sets a column on every row of an agreement (its main information repeats on each row). */
  function setOnAgreement(
    sheet: ExcelJS.Worksheet,
    column: number,
    idColumn: number,
    id: number,
    value: string,
  ) {
    sheet.eachRow((row, number) => {
      if (number > 1 && Number(row.getCell(idColumn).value) === id) row.getCell(column).value = value;
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    const options = await call(t, '/api/alavanca/buscarInput', {}, { token: tokens.comercial });
    for (const lever of options.json().lista) leverIds.set(lever.name, lever.id);
    registeringId = (await byDescription(`Acordo Grupo Alfa ${year} (em cadastro)`)).id;
    approvedId = (await byDescription(`Acordo Grupo Alfa ${year}`)).id;
  });
  afterAll(() => t.close());

  it('refuses an export without channel and business unit filters, in Portuguese and English', async () => {
    const none = await as(tokens.comercial, 'exportarTemplateMassivo', {});
    expect(none.statusCode).toBe(422);
    expect(texts(none).join(' ')).toContain(
      'Informe os filtros de canal e de unidade de negócio para exportar',
    );
    const onlyChannel = await as(tokens.comercial, 'exportarTemplateMassivo', { channels: ['HC'] }, 'en');
    expect(onlyChannel.statusCode).toBe(422);
    expect(texts(onlyChannel).join(' ')).toContain('Give the channel and business unit filters to export');
    // Viewing agreements is not enough: the template is for those who edit them.
    expect((await as(tokens.financeiro, 'exportarTemplateMassivo', FILTERS)).statusCode).toBe(403);
  });

  it('exports the filtered agreements one row per lever and per event, decimals as text, with the instructions; none matching: the empty template', async () => {
    const rows = await readSheet(await exported(tokens.comercial));
    const header = rows[0] as string[];
    const cell = (row: unknown[] | undefined, label: string) =>
      row?.[header.findIndex((text) => text.replace(' *', '') === label)];
    // Only the demo agreements: other tests of this file add agreements of their own.
    const demo = (row: unknown[]) =>
      [registering.id, approved.id].includes(Number(cell(row, 'ID do acordo')));
    expect(header.slice(0, 4)).toEqual(['Chave do acordo *', 'ID do acordo', 'Versão', 'Situação']);
    const registering = await read(registeringId);
    const approved = await read(approvedId);
    const data = rows.slice(1).filter(demo);
    expect(
      data.map((row) => [
        cell(row, 'ID do acordo'),
        cell(row, 'Alavanca'),
        cell(row, 'Competência do evento') ?? null,
      ]),
    ).toEqual([
      [registering.id, 'Meta mensal sell-out', null],
      [registering.id, 'Evento cota aniversário', `09/${year}`],
      [approved.id, 'Meta mensal sell-out', null],
      [approved.id, 'Crescimento trimestral sell-in', null],
    ]);
    const goalRow = data[0];
    expect(cell(goalRow, 'Situação')).toBe('Em cadastro');
    // Exact decimals travel as text, never as spreadsheet floats.
    expect(cell(goalRow, 'Desconto (%)')).toBe('2.0000');
    expect(cell(goalRow, 'Meta')).toBe('500000.00');
    expect(cell(goalRow, 'Clientes SAP')).toBe('0001000101, 0001000102');
    const instructions = await readSheet(await exported(tokens.comercial), 2);
    expect(String(instructions[0]?.[0])).toContain('Template massivo de acordos');

    const current = await readSheet(await exported(tokens.comercial, { ...FILTERS, tab: 'current' }));
    expect(
      current
        .slice(1)
        .filter(demo)
        .map((row) => cell(row, 'ID do acordo')),
    ).toEqual([approved.id, approved.id]);
    expect(current.slice(1).every((row) => cell(row, 'Situação') === 'Aprovado')).toBe(true);
    const empty = await readSheet(
      await exported(tokens.comercial, { channels: ['MT'], businessUnits: ['HPF'] }),
    );
    expect(empty).toEqual([header]);
  });

  it('previews new, changed, unchanged and refused agreements, applies them in one job with the error sheet, and the same file again changes nothing', async () => {
    const registering = await read(registeringId);
    const approved = await read(approvedId);
    const goalId = leverId('Meta mensal sell-out');
    let badLine = 0;
    const file = await editedWorkbook(await exported(tokens.comercial), (sheet, column) => {
      setOnAgreement(
        sheet,
        column('Descrição'),
        column('ID do acordo'),
        registering.id,
        'Acordo Alfa revisto',
      );
      sheet.eachRow((row, number) => {
        if (
          number > 1 &&
          Number(row.getCell(column('ID do acordo')).value) === registering.id &&
          Number(row.getCell(column('ID da alavanca')).value) === goalId
        ) {
          row.getCell(column('Desconto (%)')).value = '2.5';
        }
      });
      addNewAgreement(sheet, column, 'NOVO-1');
      // One bad row: a new agreement whose customer is not of its holding.
      const bad = sheet.addRow([]);
      bad.getCell(column('Chave do acordo')).value = 'NOVO-2';
      bad.getCell(column('Descrição')).value = 'Acordo com cliente de outro grupo';
      bad.getCell(column('Grupo econômico')).value = 'GRP-ALFA';
      bad.getCell(column('Canais')).value = 'HC';
      bad.getCell(column('Início da vigência')).value = `01/01/${year}`;
      bad.getCell(column('Fim da vigência')).value = `31/12/${year}`;
      bad.getCell(column('ID da alavanca')).value = goalId;
      bad.getCell(column('ON/OFF da alavanca')).value = 'OFF';
      bad.getCell(column('Desconto (%)')).value = '1';
      bad.getCell(column('Meta')).value = '1000';
      bad.getCell(column('Unidade de negócio da alavanca')).value = 'HPF';
      bad.getCell(column('Clientes SAP')).value = '0002000201';
      bad.getCell(column('Pagadores SAP')).value = '0002000201';
      badLine = bad.number;
    });
    const before = await agreements(tokens.comercial);

    const previewed = await preview(file);
    // Unchanged: the demo agreements the file carries as exported (the store-compliance one among them).
    expect(previewed.contagens).toEqual({ NOVA: 1, ALTERADA: 1, SEM_ALTERACAO: 2, RECUSADA: 1 });
    const [changed] = await entries(previewed.id, 'ALTERADA');
    expect(changed?.alterados).toEqual(['description', `lever:${goalId}:discountPercent`]);
    expect(changed?.anteriores).toEqual({
      description: `Acordo Grupo Alfa ${year} (em cadastro)`,
      [`lever:${goalId}:discountPercent`]: '2.0000',
    });
    expect(changed?.valores).toMatchObject({
      agreementId: String(registering.id),
      description: 'Acordo Alfa revisto',
      [`lever:${goalId}:discountPercent`]: '2.5000',
      [`lever:${goalId}`]: 'Meta mensal sell-out',
    });
    const [created] = await entries(previewed.id, 'NOVA');
    expect(created?.valores).toMatchObject({
      agreementKey: 'NOVO-1',
      agreementId: null,
      levers: 'Meta mensal sell-out, Evento cota aniversário',
    });
    const [unchanged] = await entries(previewed.id, 'SEM_ALTERACAO');
    expect(unchanged?.valores.agreementId).toBe(String(approved.id));
    const [refused] = await entries(previewed.id, 'RECUSADA');
    expect(refused?.linha).toBe(badLine);
    expect(refused?.motivo).toContain(
      `Linha ${badLine}: Clientes SAP: O cliente 0002000201 não pertence ao grupo econômico do acordo`,
    );
    // The preview applies nothing.
    expect(await agreements(tokens.comercial)).toEqual(before);

    const job = await apply(previewed.id);
    expect(job).toMatchObject({
      status: 'FINALIZADO_COM_INCONSISTENCIAS',
      cadastro: 'Template massivo de acordos',
      linhasLidas: 9,
      linhasIncluidas: 3,
      linhasAlteradas: 2,
      linhasSemAlteracao: 3,
      linhasRejeitadas: 1,
      temErros: true,
    });
    expect(job.mensagem).toBe(
      '9 linha(s) lida(s): 1 acordo(s) incluído(s), 1 alterado(s), 2 sem alteração, 1 recusado(s) (1 linha(s) na planilha de erros)',
    );
    const revised = await read(registering.id);
    expect(revised).toMatchObject({ description: 'Acordo Alfa revisto', version: registering.version + 1 });
    expect(revised.levers[0]?.discountPercent).toBe('2.5000');
    expect((await read(approved.id)).version).toBe(approved.version);
    const novo = await byDescription('Acordo novo pelo template NOVO-1');
    expect(novo).toMatchObject({
      status: 'EM_CADASTRO',
      channels: ['HC'],
      totals: { on: '0.00', off: '47000.40' },
    });
    expect(novo.levers.map((lever) => [lever.leverId, lever.discountPercent, lever.events.length])).toEqual([
      [goalId, '1.7500', 0],
      [leverId('Evento cota aniversário'), null, 2],
    ]);
    // Audited like the wizard's saves: who, before and after.
    const audits = await agreementAudits(registering.id, 'ALTERADO');
    expect(
      audits.map((audit) => [
        (audit.before as { description: string }).description,
        (audit.after as { description: string }).description,
      ]),
    ).toEqual([[`Acordo Grupo Alfa ${year} (em cadastro)`, 'Acordo Alfa revisto']]);
    const creation = await agreementAudits(novo.id, 'CRIADO');
    expect(creation).toHaveLength(1);
    expect(creation[0]?.actorId).not.toBeNull();

    const errorRows = await errorSheetOf(t, tokens.comercial, String(job.id));
    expect(errorRows).toHaveLength(2);
    expect(errorRows[1]?.[0]).toBe(badLine);
    expect(errorRows[1]).toContain('NOVO-2');
    expect(String(errorRows[1]?.at(-1))).toBe(
      'Clientes SAP: O cliente 0002000201 não pertence ao grupo econômico do acordo',
    );

    // An upload is applied once.
    expect((await as(tokens.comercial, 'aplicarTemplateMassivo', { id: previewed.id })).statusCode).toBe(409);

    // The same file again: what it created and changed is found as it is, nothing is written.
    const after = await agreements(tokens.comercial);
    const again = await preview(file);
    expect(again.contagens).toEqual({ NOVA: 0, ALTERADA: 0, SEM_ALTERACAO: 4, RECUSADA: 1 });
    const sameNew = (await entries(again.id, 'SEM_ALTERACAO')).find(
      (entry) => entry.valores.agreementKey === 'NOVO-1',
    );
    expect(sameNew?.valores.agreementId).toBe(String(novo.id));
    const second = await apply(again.id);
    expect(second).toMatchObject({
      linhasIncluidas: 0,
      linhasAlteradas: 0,
      linhasSemAlteracao: 8,
      linhasRejeitadas: 1,
    });
    expect(await agreements(tokens.comercial)).toEqual(after);
  });

  it('refuses changes to an approved agreement, to one changed since the export, and to what the same file created once it changed', async () => {
    const approved = await read(approvedId);
    const file = await editedWorkbook(await exported(tokens.comercial), (sheet, column) => {
      keepOnly(sheet, column('ID do acordo'), [approved.id]);
      setOnAgreement(sheet, column('Descrição'), column('ID do acordo'), approved.id, 'Aprovado alterado');
    });
    const previewed = await preview(file);
    expect(previewed.contagens).toEqual({ NOVA: 0, ALTERADA: 0, SEM_ALTERACAO: 0, RECUSADA: 1 });
    const [refused] = await entries(previewed.id, 'RECUSADA');
    expect(refused?.motivo).toContain(
      `ID do acordo: O acordo ${approved.id} está na situação Aprovado: pelo template só mudam acordos em cadastro ou reprovados`,
    );

    // A new agreement: created by a file, then changed in the wizard, then the file sent again.
    const newFile = await editedWorkbook(
      await exported(tokens.comercial, { channels: ['MT'], businessUnits: ['HPF'] }),
      (sheet, column) => addNewAgreement(sheet, column, 'NOVO-3'),
    );
    expect((await apply((await preview(newFile)).id)).status).toBe('FINALIZADO');
    const created = await byDescription('Acordo novo pelo template NOVO-3');
    const exportedCreated = await exported(tokens.comercial);
    const { version } = created;
    const saved = await as(tokens.comercial, 'salvarAtualizarContrato', {
      ...agreementFieldsOf(created as unknown as TAgreement),
      id: created.id,
      version,
      description: 'Mudado no assistente',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await preview(newFile);
    expect(again.contagens).toEqual({ NOVA: 0, ALTERADA: 0, SEM_ALTERACAO: 0, RECUSADA: 1 });
    expect((await entries(again.id, 'RECUSADA'))[0]?.motivo).toContain(
      `Este arquivo já incluiu o acordo ${created.id}, que mudou desde então`,
    );
    // The export taken before the wizard's change holds the old version.
    const stale = await editedWorkbook(exportedCreated, (sheet, column) => {
      keepOnly(sheet, column('ID do acordo'), [created.id]);
      setOnAgreement(sheet, column('Descrição'), column('ID do acordo'), created.id, 'Mudado pelo template');
    });
    const staleEntry = (await entries((await preview(stale)).id, 'RECUSADA'))[0];
    expect(staleEntry?.motivo).toContain(
      `Versão: O acordo ${created.id} mudou depois da exportação (versão ${version} no arquivo, ${version + 1} agora)`,
    );
  });

  it('keeps a user to their restrictions: exports only their agreements, and a file cannot reach or create others', async () => {
    const restricted = await restrictedUser(t, tokens.admin, {
      login: 'template.pc',
      features: ['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS', 'ROLE_EDITAR_ACORDO_COMERCIAL'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    expect(await readSheet(await exported(restricted))).toHaveLength(1);
    const beta = await readSheet(await exported(restricted, { channels: ['PC'], businessUnits: ['HPF'] }));
    expect(beta.slice(1).map((row) => row[4])).toEqual([`Acordo Rede Beta ${year}`]);

    const registering = await read(registeringId);
    const file = await editedWorkbook(await exported(tokens.comercial), (sheet, column) => {
      keepOnly(sheet, column('ID do acordo'), [registering.id]);
      setOnAgreement(sheet, column('Descrição'), column('ID do acordo'), registering.id, 'Fora do perfil');
      addNewAgreement(sheet, column, 'NOVO-HC');
    });
    const previewed = await preview(file, restricted);
    expect(previewed.contagens).toEqual({ NOVA: 0, ALTERADA: 0, SEM_ALTERACAO: 0, RECUSADA: 2 });
    const reasons = (await entries(previewed.id, 'RECUSADA', restricted)).map((entry) => entry.motivo);
    expect(reasons[0]).toContain(`ID do acordo: Acordo não encontrado: ${registering.id}`);
    expect(reasons[1]).toContain('Canais: Seu perfil só permite PC');
    // Another user's preview is not theirs to read or apply.
    expect(
      (await as(tokens.comercial, 'buscarPreviaTemplateMassivo', { id: previewed.id, situacao: 'RECUSADA' }))
        .statusCode,
    ).toBe(404);
    expect((await as(tokens.comercial, 'aplicarTemplateMassivo', { id: previewed.id })).statusCode).toBe(404);
  });

  it('refuses a sheet without a required column, naming it, in either language, and one past the row limit', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Dados').addRows([
      ['Chave do acordo', 'Descrição'],
      ['A', 'Sem as outras colunas'],
    ]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const response = await as(
      tokens.comercial,
      'importarTemplateMassivo',
      { nomeArquivo: 'faltando.xlsx', conteudo: content },
      'en',
    );
    expect(response.statusCode).toBe(422);
    expect(texts(response).join(' ')).toContain('Economic group *');

    // A file is read whole before it is compared: past its row limit it is refused whole.
    const large = new ExcelJS.Workbook();
    const sheet = large.addWorksheet('Dados');
    sheet.addRow(
      AGREEMENT_TEMPLATE_COLUMNS.filter((column) => column.required).map((column) =>
        translate('pt-BR', column.label),
      ),
    );
    for (let row = 0; row <= AGREEMENT_TEMPLATE_MAX_ROWS; row++) sheet.addRow([`K${row}`]);
    const tooMany = await as(tokens.comercial, 'importarTemplateMassivo', {
      nomeArquivo: 'grande.xlsx',
      conteudo: Buffer.from(await large.xlsx.writeBuffer()).toString('base64'),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(texts(tooMany)).toEqual([
      `A planilha passa de ${AGREEMENT_TEMPLATE_MAX_ROWS} linhas: divida-a em arquivos menores`,
    ]);
  });
});

describe('a large export of the agreements massive template', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;

  beforeAll(async () => {
    t = await createTestApp({ EXPORT_INLINE_MAX_ROWS: '1' });
    tokens = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('runs as a job on the dashboard, within the requester’s restrictions', async () => {
    const restricted = await restrictedUser(t, tokens.admin, {
      login: 'template.export.s',
      features: ['ROLE_EDITAR_ACORDO_COMERCIAL'],
      domains: { channels: [], commodities: [], regions: ['S'] },
    });
    const { job, fileName, rows } = await queuedExport(
      t,
      tokens.comercial,
      await call(t, '/api/contrato/exportarTemplateMassivo', FILTERS, { token: tokens.comercial }),
    );
    expect(job).toMatchObject({
      status: 'FINALIZADO',
      tipo: 'EXPORTACAO',
      cadastro: 'Template massivo de acordos',
      linhasLidas: 5,
    });
    expect(fileName).toMatch(/^template-massivo-acordos-\d{8}-\d{6}\.xlsx$/);
    expect(rows).toHaveLength(6);
    // The demo agreements of HC are in SE: for a user of region S nothing is to be written,
    // which is small enough to answer at once, the empty template.
    const empty = await call(t, '/api/contrato/exportarTemplateMassivo', FILTERS, { token: restricted });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(await readSheet(empty.json().conteudo)).toHaveLength(1);
  });
});

describe('an abandoned job of the massive template', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('goes back to its own queue, as a lever table’s and a register’s go back to theirs', async () => {
    const requester = { id: await userIdOf(t, 'comercial'), name: 'Carla Comercial', authorities: [] };
    const jobs = [
      ['agreementTemplate', 'IMPORTACAO', QUEUES.agreementTemplate],
      ['agreementTemplate', 'EXPORTACAO', QUEUES.agreementTemplateExport],
      ['leverRecommendation', 'IMPORTACAO', QUEUES.leverSheet],
      ['category', 'EXPORTACAO', QUEUES.export],
    ] as const;
    const expected = new Map<string, string>();
    for (const [register, type, queue] of jobs) {
      const job = await createJob(t.database.db, { type, register, requester, language: 'pt-BR' });
      expected.set(job.id, queue);
    }
    // Their worker stopped a minute ago: no heartbeat since.
    await t.database.db
      .update(importExportJobs)
      .set({ heartbeatAt: sql`now() - interval '1 minute'`, startedAt: sql`now() - interval '2 minutes'` })
      .where(inArray(importExportJobs.id, [...expected.keys()]));
    const handedBack = new Map<string, string>();
    await recoverAbandonedJobs({
      db: t.database.db,
      jobs: {
        ...t.jobs,
        async retryAbandoned(queue, id) {
          handedBack.set(id, queue);
          return 'retrying';
        },
      },
      log: { error: () => {} },
    });
    expect(handedBack).toEqual(expected);
  });
});
