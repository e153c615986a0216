import { translate } from '@trade-terms/domain/i18n';
import { REGISTER_DECLARATIONS, REGISTER_LIST } from '@trade-terms/domain/register-declarations';
import type { RegisterDeclaration } from '@trade-terms/domain/registers';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens } from './support/calls';
import { sampleValue } from './support/register-samples';
import { readSheet, waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

describe('every register, on the register engine', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await demoTokens(t)).admin;
  });
  afterAll(() => t.close());

  const asAdmin = (url: string, body: unknown = {}) => call(t, url, body, { token: admin });

  async function firstDemoRecords(): Promise<Map<string, { id: number; code: string }>> {
    const firsts = new Map<string, { id: number; code: string }>();
    for (const register of REGISTER_LIST) {
      const options = await asAdmin(`/api/${register.apiName}/opcoes`, { limite: 1 });
      expect(options.statusCode, options.body).toBe(200);
      const [first] = options.json().lista;
      expect(first, `${register.key} has demo data`).toBeTruthy();
      firsts.set(register.key, first);
    }
    return firsts;
  }

  /** A sample pointing at a record that lies under a parent takes that parent too. */
  async function obeyParentRules(register: RegisterDeclaration, input: Record<string, unknown>) {
    for (const rule of register.rules ?? []) {
      if (rule.kind !== 'withinParent') continue;
      const child = register.fields.find((field) => field.name === rule.field)?.references;
      if (!child || typeof input[rule.field] !== 'number') continue;
      const pointed = await asAdmin(`/api/${REGISTER_DECLARATIONS[child].apiName}/buscarPorId`, {
        id: input[rule.field],
      });
      input[rule.parent] = pointed.json()[rule.parent];
    }
  }

  async function auditCount(register: RegisterDeclaration, id: number): Promise<number> {
    const [row] = await t.database.db
      .select({ value: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, register.key), eq(auditLog.entityId, String(id))));
    return row?.value ?? 0;
  }

  // One test per register, so a failure names its register. The demo records the samples point
  // at are read once, before any register adds its own.
  let references: Map<string, { id: number; code: string }>;
  beforeAll(async () => {
    references = await firstDemoRecords();
  });

  it.each(REGISTER_LIST.map((register, index) => ({ key: register.key, register, index })))(
    'lists, creates, edits, deactivates, exports, gives the template and imports the $key register',
    async ({ register, index }) => {
      const api = `/api/${register.apiName}`;
      const label = register.key;
      const suffix = `R${index}`;

      const list = await asAdmin(`${api}/buscar`, { tamanhoPagina: 5, ordenarPor: 'name', direcao: 'desc' });
      expect(list.statusCode, `${label} list: ${list.body}`).toBe(200);
      const demoTotal = list.json().total;
      expect(demoTotal, label).toBeGreaterThan(0);

      const input: Record<string, unknown> = {};
      for (const field of register.fields) input[field.name] = sampleValue(field, suffix, references);
      await obeyParentRules(register, input);
      const created = await asAdmin(`${api}/salvar`, input);
      expect(created.statusCode, `${label} create: ${created.body}`).toBe(200);
      const record = created.json();
      expect(record).toMatchObject({ code: `NOVO-${suffix}`, version: 1, ativo: true });
      for (const field of register.fields.filter((candidate) => candidate.type === 'reference')) {
        if (record[field.name] !== null)
          expect(record.referencias[field.name]?.id, label).toBe(record[field.name]);
      }

      const found = await asAdmin(`${api}/buscarPorId`, { id: record.id });
      expect(found.json().code, label).toBe(record.code);

      const edited = await asAdmin(`${api}/salvar`, {
        ...input,
        id: record.id,
        version: 1,
        name: 'Nome alterado',
      });
      expect(edited.statusCode, `${label} edit: ${edited.body}`).toBe(200);
      expect(edited.json()).toMatchObject({ name: 'Nome alterado', version: 2 });

      const searched = await asAdmin(`${api}/buscar`, { texto: 'alterado' });
      expect(
        searched.json().itens.map((item: { id: number }) => item.id),
        label,
      ).toContain(record.id);

      const deactivated = await asAdmin(`${api}/inativar`, { id: record.id, version: 2 });
      expect(deactivated.statusCode, `${label} deactivate: ${deactivated.body}`).toBe(200);
      expect(deactivated.json()).toMatchObject({ ativo: false, version: 3 });
      const activeOnly = await asAdmin(`${api}/buscar`, { texto: 'alterado' });
      expect(activeOnly.json().total, label).toBe(0);
      const everyone = await asAdmin(`${api}/buscar`, { texto: 'alterado', ativo: '*' });
      expect(everyone.json().total, label).toBe(1);
      expect(await auditCount(register, record.id), label).toBe(3);

      const exported = await asAdmin(`${api}/exportar`, { ativo: '*' });
      expect(exported.statusCode, `${label} export: ${exported.body}`).toBe(200);
      expect(exported.json()).toMatchObject({ tipoArquivo: 'xlsx' });
      expect(exported.json().nomeArquivo).toMatch(new RegExp(`^${register.fileName}-\\d{8}-\\d{6}\\.xlsx$`));
      const exportedRows = await readSheet(exported.json().conteudo);
      expect(exportedRows.length - 1, label).toBe(demoTotal + 1);

      const template = await asAdmin(`${api}/modelo`);
      expect(template.statusCode, `${label} template`).toBe(200);
      const templateRows = await readSheet(template.json().conteudo);
      expect(templateRows).toHaveLength(1);
      expect(templateRows[0]).toEqual(exportedRows[0]);
      const instructions = await readSheet(template.json().conteudo, 2);
      expect(String(instructions[0]?.[0])).toContain(translate('pt-BR', register.title));

      // A generated file: one new row with references by code, in the template's columns.
      const header = templateRows[0] as string[];
      const newRow = register.fields.map((field) => {
        const value = sampleValue(field, `${suffix}-IMP`, references);
        // The created record's references, which obey the register's declared rules.
        if (field.type === 'reference') return record.referencias[field.name]?.code ?? null;
        if (field.type === 'boolean') return value ? 'Sim' : 'Não';
        return value;
      });
      const file = await workbookOf(header, [[...newRow, 'Sim']]);
      const upload = await asAdmin(`${api}/importar`, {
        nomeArquivo: `${register.fileName}.xlsx`,
        conteudo: file,
      });
      expect(upload.statusCode, `${label} import: ${upload.body}`).toBe(202);
      const job = await waitForJob(t, admin, upload.json().id);
      expect(job, `${label} import job: ${JSON.stringify(job)}`).toMatchObject({
        status: 'FINALIZADO',
        linhasLidas: 1,
        linhasIncluidas: 1,
        temErros: false,
      });
      const imported = await asAdmin(`${api}/buscar`, { texto: `NOVO-${suffix}-IMP` });
      expect(imported.json().total, label).toBe(1);
    },
    60_000,
  );

  it('exports coded values by their label, and the exported file imports back without changes', async () => {
    const exported = await asAdmin('/api/clientePdv/exportar', { texto: 'LJ-000' });
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = await readSheet(exported.json().conteudo);
    const header = rows[0] as string[];
    const situation = header.indexOf('Nova ou atual');
    const size = header.indexOf('Porte da loja');
    expect(rows.slice(1).map((row) => [row[0], row[size], row[situation]])).toEqual([
      ['LJ-0001', 'Grande', 'Atual'],
      ['LJ-0002', 'Média', 'Nova'],
    ]);
    const upload = await asAdmin('/api/clientePdv/importar', {
      nomeArquivo: 'lojas.xlsx',
      conteudo: exported.json().conteudo,
    });
    expect(upload.statusCode, upload.body).toBe(202);
    const job = await waitForJob(t, admin, upload.json().id);
    expect(job).toMatchObject({ status: 'FINALIZADO', linhasLidas: 2, linhasAlteradas: 0, temErros: false });
  });
});
