import {
  DIMENSION_REGISTERS,
  isWithinRestrictions,
  type RestrictionDimension,
  restrictedFields,
} from '@trade-terms/domain/data-restrictions';
import { REGISTER_DECLARATIONS, REGISTER_LIST } from '@trade-terms/domain/register-declarations';
import type { RegisterDeclaration } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../src/modules/imports-exports/jobs-service';
import { runExport } from '../src/modules/master-data/register-export';
import { call, demoTokens, texts, userIdOf } from './support/calls';
import { CUSTOMER_HEADER, sampleValue } from './support/register-samples';
import { readSheet, waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

type ApiRecord = Record<string, unknown> & {
  id: number;
  version: number;
  code: string;
  referencias: Record<string, { code: string } | null>;
};

const PASSWORD = 'Restrita@2026';
const RESTRICTIONS: TRestrictions = { canais: ['HC'], commodities: ['HPF'], regioes: ['SE'] };
/** A code of each dimension outside RESTRICTIONS, for records the restricted user must not see. */
const OUTSIDE: Record<RestrictionDimension, string> = { canais: 'PC', commodities: 'ICE', regioes: 'NE' };
const MISSING_ID = 99_999_999;

/** Registers with a channel, commodity or region, from their declarations: a new one is covered too. */
const RESTRICTED = REGISTER_LIST.filter((register) => restrictedFields(register).length > 0);
/** Registers where restricted users may create records (the dimension registers' codes are fixed). */
const CREATABLE = RESTRICTED.filter(
  (register) => !restrictedFields(register).some((f) => f.field === 'code'),
);

/** The record's code on each dimension that restricts its register (null when it has none). */
function codesOf(register: RegisterDeclaration, record: ApiRecord) {
  const codes: Partial<Record<RestrictionDimension, string | null>> = {};
  for (const { dimension, field } of restrictedFields(register)) {
    codes[dimension] = field === 'code' ? record.code : (record.referencias[field]?.code ?? null);
  }
  return codes;
}

describe('data restrictions on the registers', () => {
  let t: TestApp;
  let admin: string;
  let restricted: string;
  let colleague: string;
  const dimensionIds = new Map<string, number>();

  const as = (token: string, url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token, ...(language ? { language } : {}) });

  async function everyRecord(token: string, register: RegisterDeclaration) {
    const response = await as(token, `/api/${register.apiName}/buscar`, { ativo: '*', tamanhoPagina: 200 });
    expect(response.statusCode, `${register.key}: ${response.body}`).toBe(200);
    const page = response.json<{ itens: ApiRecord[]; total: number }>();
    expect(page.itens.length, `${register.key} fits one page`).toBe(page.total);
    return page;
  }

  /** A new record's body: sample values, the restricted fields on the given codes. */
  async function sampleRecord(
    register: RegisterDeclaration,
    suffix: string,
    codes: Record<RestrictionDimension, string>,
  ): Promise<Record<string, unknown>> {
    const references = new Map<string, { id: number; code: string }>();
    for (const field of register.fields) {
      if (!field.references || references.has(field.references)) continue;
      const target = REGISTER_DECLARATIONS[field.references];
      const options = await as(admin, `/api/${target.apiName}/opcoes`, { limite: 1 });
      const [first] = options.json().lista;
      if (first) references.set(field.references, first);
    }
    const input: Record<string, unknown> = {};
    for (const field of register.fields) input[field.name] = sampleValue(field, suffix, references);
    for (const { dimension, field } of restrictedFields(register)) {
      input[field] = dimensionIds.get(`${dimension}:${codes[dimension]}`);
    }
    // A reference that must lie under a restricted one (a customer's microregion) is left empty.
    for (const rule of register.rules ?? []) {
      if (rule.kind === 'withinParent') input[rule.field] = null;
    }
    return input;
  }

  beforeAll(async () => {
    // Large exports run in the worker; every export here does, so the job's parameters are proved.
    t = await createTestApp({ EXPORT_INLINE_MAX_ROWS: '0' });
    admin = (await demoTokens(t)).admin;
    for (const [dimension, key] of Object.entries(DIMENSION_REGISTERS)) {
      const codes = [
        ...RESTRICTIONS[dimension as RestrictionDimension],
        OUTSIDE[dimension as RestrictionDimension],
      ];
      const options = await as(admin, `/api/${REGISTER_DECLARATIONS[key].apiName}/opcoes`, {
        codigos: codes,
      });
      for (const option of options.json().lista) dimensionIds.set(`${dimension}:${option.code}`, option.id);
    }
    const roles = REGISTER_LIST.flatMap((register) => [register.viewRole, register.editRole]);
    const profile = await as(admin, '/api/perfil/salvarAtualizarPerfil', {
      name: 'Somente HC, HPF e Sudeste',
      features: [...new Set([...roles, 'ROLE_MARCAR_PAGADOR_SAP', 'ROLE_VISUALIZAR_DASHBOARD_IMPORTACOES'])],
      budgetTypes: [],
      domains: {
        channels: RESTRICTIONS.canais,
        commodities: RESTRICTIONS.commodities,
        regions: RESTRICTIONS.regioes,
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    for (const login of ['restrita', 'colega']) {
      const user = await as(admin, '/api/usuario/salvarAtualizarUsuario', {
        login,
        name: `Usuária ${login}`,
        email: `${login}@example.com`,
        profileId: profile.json().id,
        status: 'ATIVO',
        senha: PASSWORD,
      });
      expect(user.statusCode, user.body).toBe(200);
    }
    restricted = await t.login('restrita', PASSWORD);
    colleague = await t.login('colega', PASSWORD);

    // Every register with a restricted field gets a record outside the restrictions (by the
    // administrator) and one inside (by the restricted user, which proves such a save goes through).
    for (const [index, register] of CREATABLE.entries()) {
      const outside = await as(
        admin,
        `/api/${register.apiName}/salvar`,
        await sampleRecord(register, `FORA${index}`, OUTSIDE),
      );
      expect(outside.statusCode, `${register.key} outside: ${outside.body}`).toBe(200);
      const inside = await as(
        restricted,
        `/api/${register.apiName}/salvar`,
        await sampleRecord(register, `DENTRO${index}`, {
          canais: 'HC',
          commodities: 'HPF',
          regioes: 'SE',
        }),
      );
      expect(inside.statusCode, `${register.key} inside: ${inside.body}`).toBe(200);
    }
    // A fresh database and a score of saves: more than the default minute on a busy machine.
  }, 180_000);
  afterAll(() => t?.close());

  async function exportedCodes(token: string, register: RegisterDeclaration): Promise<string[]> {
    const queued = await as(token, `/api/${register.apiName}/exportar`, { ativo: '*' });
    expect(queued.statusCode, `${register.key} export: ${queued.body}`).toBe(202);
    const job = await waitForJob(t, token, queued.json().id);
    expect(job.status, `${register.key} export job`).toBe('FINALIZADO');
    const file = await as(token, '/api/importacaoExportacao/baixarResultado', { id: job.id });
    const rows = await readSheet(file.json().conteudo);
    return rows.slice(1).map((row) => String(row[0]));
  }

  it.each(REGISTER_LIST.map((register) => [register.key, register] as const))(
    'shows, counts, offers and exports to a restricted user only the %s records within their restrictions',
    async (_key, register) => {
      const all = await everyRecord(admin, register);
      const seen = await everyRecord(restricted, register);
      const within = all.itens.filter((record) =>
        isWithinRestrictions(RESTRICTIONS, codesOf(register, record)),
      );
      expect(seen.itens.map((record) => record.id).sort()).toEqual(within.map((record) => record.id).sort());
      expect(seen.total).toBe(within.length);
      if (restrictedFields(register).length === 0) {
        expect(seen.total, 'a register without restricted fields is not narrowed').toBe(all.total);
        return;
      }
      expect(within.length, 'some records are within').toBeGreaterThan(0);
      const outside = all.itens.find((record) => !within.includes(record));
      if (!outside) throw new Error(`${register.key} has no record outside the restrictions`);

      const api = `/api/${register.apiName}`;
      const missing = await as(restricted, `${api}/buscarPorId`, { id: MISSING_ID });
      const hidden = await as(restricted, `${api}/buscarPorId`, { id: outside.id });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual(missing.json());
      expect((await as(admin, `${api}/buscarPorId`, { id: outside.id })).statusCode).toBe(200);
      const [inside] = within;
      expect((await as(restricted, `${api}/buscarPorId`, { id: inside?.id })).statusCode).toBe(200);

      const body: Record<string, unknown> = { id: outside.id, version: outside.version };
      for (const field of register.fields)
        if (outside[field.name] !== null) body[field.name] = outside[field.name];
      expect((await as(restricted, `${api}/salvar`, { ...body, name: 'Tomado' })).statusCode).toBe(404);
      expect((await as(restricted, `${api}/inativar`, { id: outside.id })).statusCode).toBe(404);
      expect((await as(restricted, `${api}/reativar`, { id: outside.id })).statusCode).toBe(404);
      expect((await as(admin, `${api}/buscarPorId`, { id: outside.id })).json().version).toBe(
        outside.version,
      );

      const options = await as(restricted, `${api}/opcoes`, { limite: 100, ids: [outside.id] });
      const offered = options.json().lista.map((option: { id: number }) => option.id);
      expect(offered).not.toContain(outside.id);
      const withinIds = new Set(within.map((record) => record.id));
      expect(offered.every((id: number) => withinIds.has(id))).toBe(true);

      expect((await exportedCodes(restricted, register)).sort()).toEqual(within.map((r) => r.code).sort());
      expect(await exportedCodes(admin, register)).toContain(outside.code);
    },
  );

  it('refuses a save that would put a record outside the restrictions, on the restricted field', async () => {
    const customer = await sampleRecord(REGISTER_DECLARATIONS.customer, 'X1', { ...OUTSIDE, regioes: 'SE' });
    const refused = await as(restricted, '/api/cliente/salvar', customer);
    expect(refused.statusCode).toBe(422);
    expect(texts(refused)).toContain('channel: Seu perfil só permite HC');
    const english = await as(restricted, '/api/cliente/salvar', { ...customer, channel: null }, 'en');
    expect(texts(english)).toContain('channel: Your profile allows only HC');

    const inside = await as(restricted, '/api/cliente/salvar', {
      ...customer,
      channel: dimensionIds.get('canais:HC'),
    });
    expect(inside.statusCode, inside.body).toBe(200);
    const moved = await as(restricted, '/api/cliente/salvar', {
      ...customer,
      id: inside.json().id,
      version: inside.json().version,
      region: dimensionIds.get('regioes:NE'),
    });
    expect(texts(moved)).toContain('region: Seu perfil só permite SE');

    const channel = await as(restricted, '/api/canal/salvar', { code: 'XX', name: 'Outro canal' });
    expect(texts(channel)).toContain('code: Seu perfil só permite HC');
  });

  it('rejects imported rows outside the restrictions and rows naming a record the importer cannot see', async () => {
    const outsideCustomer = (await everyRecord(admin, REGISTER_DECLARATIONS.customer)).itens.find(
      (record) => record.referencias.channel?.code === 'PC',
    );
    if (!outsideCustomer) throw new Error('no customer of channel PC');
    const row = (code: string, region: string | null, channel: string | null) => {
      const cells: unknown[] = CUSTOMER_HEADER.map(() => null);
      cells[0] = code;
      cells[1] = `Importado ${code}`;
      cells[CUSTOMER_HEADER.indexOf('Região')] = region;
      cells[CUSTOMER_HEADER.indexOf('Canal')] = channel;
      return cells;
    };
    const upload = await as(restricted, '/api/cliente/importar', {
      nomeArquivo: 'clientes.xlsx',
      conteudo: await workbookOf(CUSTOMER_HEADER, [
        row('IMP-DENTRO', 'SE', 'HC'),
        row('IMP-FORA', 'SE', 'PC'),
        row('IMP-SEM', null, 'HC'),
        row(outsideCustomer.code, 'SE', 'HC'),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(202);
    const job = await waitForJob(t, restricted, upload.json().id);
    const errors = await as(restricted, '/api/importacaoExportacao/baixarErros', { id: job.id });
    const reasons = (await readSheet(errors.json().conteudo)).slice(1).map((cells) => String(cells.at(-1)));
    expect(job).toMatchObject({
      status: 'FINALIZADO_COM_INCONSISTENCIAS',
      linhasIncluidas: 1,
      linhasRejeitadas: 3,
    });
    expect(reasons).toEqual([
      'Canal: Seu perfil só permite HC',
      'Região: Seu perfil só permite SE',
      'Código SAP: Já existe um registro com este código',
    ]);
    const kept = await as(admin, '/api/cliente/buscarPorId', { id: outsideCustomer.id });
    expect(kept.json()).toMatchObject({ name: outsideCustomer.name, version: outsideCustomer.version });
  });

  it('keeps the dashboard files of wider restrictions from a restricted viewer with the dashboard role', async () => {
    const queue = async (token: string) => {
      const queued = await as(token, '/api/canal/exportar', { ativo: '*' });
      expect(queued.statusCode, queued.body).toBe(202);
      return String((await waitForJob(t, token, queued.json().id)).id);
    };
    const adminJob = await queue(admin);
    const restrictedJob = await queue(restricted);

    const everyJob = { somenteMeus: false, tamanhoPagina: 200 };
    const listed = await as(colleague, '/api/importacaoExportacao/buscar', everyJob);
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = listed.json().itens.map((job: { id: string }) => job.id);
    expect(ids).toContain(restrictedJob);
    expect(ids).not.toContain(adminJob);
    const hidden = await as(colleague, '/api/importacaoExportacao/baixarResultado', { id: adminJob });
    expect(hidden.statusCode).toBe(404);
    const shared = await as(colleague, '/api/importacaoExportacao/baixarResultado', { id: restrictedJob });
    expect(shared.statusCode).toBe(200);
    const everything = await as(admin, '/api/importacaoExportacao/buscar', everyJob);
    expect(everything.json().itens.map((job: { id: string }) => job.id)).toEqual(
      expect.arrayContaining([adminJob, restrictedJob]),
    );
  });

  it('does not run an export job that carries no restrictions', async () => {
    const job = await createJob(t.database.db, {
      type: 'EXPORTACAO',
      register: 'customer',
      requester: { id: await userIdOf(t, 'restrita'), name: 'Usuária restrita', authorities: [] },
      language: 'pt-BR',
      parameters: { active: '*', filters: {}, sortBy: 'code', direction: 'asc' },
    });
    await runExport({ db: t.database.db, storage: t.storage, log: console }, job.id, 'America/Sao_Paulo');
    expect(await waitForJob(t, restricted, job.id)).toMatchObject({ status: 'ERRO', temResultado: false });
  });
});
