import { calendarDateIn } from '@trade-terms/domain/dates';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements } from '../src/modules/agreements/agreements-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, texts } from './support/calls';
import { pdfText } from './support/pdf';
import { readSheet } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

describe('agreements of a new flag (docs/domain.md "New flags")', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let year: number;
  let goalLeverId: number;

  const as = (token: string, url: string, body: unknown = {}, language?: string) =>
    call(t, url, body, { token, ...(language ? { language } : {}) });
  const save = (body: object, language?: string) =>
    as(tokens.comercial, '/api/contrato/salvarAtualizarContrato', body, language);
  async function registerFlag(economicGroup: string, name: string): Promise<{ id: number; version: number }> {
    const response = await as(tokens.comercial, '/api/novaBandeira/salvar', {
      economicGroup,
      name,
      competence: `01/${year}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const agreement = (flag: number | null, fundsType: 'ON' | 'OFF' = 'ON') => ({
    description: 'Acordo da bandeira',
    economicGroup: 'GRP-ALFA',
    flag,
    channels: ['HC'],
    validityStart: `01/01/${year}`,
    validityEnd: `31/12/${year}`,
    region: 'SE',
    businessUnit: 'HPF',
    levers: [
      {
        leverId: goalLeverId,
        fundsType,
        discountPercent: '2.0',
        goal: '500000.00',
        expectedYearlyValue: '1000.00',
        commodity: 'HPF',
        customers: ['0001000101'],
        payers: ['0001000101'],
      },
    ],
  });
  /** An agreement's audit rows of an action, oldest first. */
  const auditRows = (id: number, action: string) =>
    t.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'agreement'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)),
      )
      .orderBy(asc(auditLog.id));
  const flagOf = (image: unknown) => (image as { flagId?: number | null } | null)?.flagId;
  const agreementCount = async () =>
    (await t.database.db.select({ total: count() }).from(agreements))[0]?.total ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    const options = await as(tokens.comercial, '/api/alavanca/buscarInput', {});
    expect(options.statusCode, options.body).toBe(200);
    goalLeverId = options
      .json()
      .lista.find((lever: { name: string }) => lever.name === 'Meta mensal sell-out').id;
  }, 120_000);
  afterAll(() => t?.close());

  it('lists a holding’s active flags to the agreement roles, and saves an agreement naming one, shown, exported and audited', async () => {
    const flag = await registerFlag('GRP-ALFA', 'Alfa Express');
    const retired = await registerFlag('GRP-ALFA', 'Alfa Antiga');
    await registerFlag('GRP-BETA', 'Beta Atacarejo');
    expect(
      (await as(tokens.comercial, '/api/novaBandeira/inativar', { id: retired.id, version: 1 })).statusCode,
    ).toBe(200);
    // Financeiro views agreements without any migration role.
    const listed = await as(tokens.financeiro, '/api/contrato/buscarBandeirasContrato', {
      economicGroup: 'GRP-ALFA',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      lista: [{ id: flag.id, name: 'Alfa Express', competence: `01/${year}` }],
    });
    expect(
      (await as(tokens.financeiro, '/api/novaBandeira/buscar', { economicGroups: ['GRP-ALFA'] })).statusCode,
    ).toBe(403);

    const response = await save(agreement(flag.id));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved.flag).toEqual({ id: flag.id, name: 'Alfa Express' });
    expect(saved.totals.on).toBe('1000.00');
    const read = await as(tokens.comercial, '/api/contrato/buscarContratoEdicao', { id: saved.id });
    expect(read.json().flag).toEqual({ id: flag.id, name: 'Alfa Express' });

    expect((await auditRows(saved.id, 'CRIADO')).map((row) => flagOf(row.after))).toEqual([flag.id]);
    const printed = await as(tokens.comercial, '/api/impressao/imprimir', {
      documento: 'ACORDO',
      id: saved.id,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(await pdfText(printed.json().conteudo)).toContain('Bandeira: Alfa Express');

    const exported = await as(tokens.financeiro, '/api/contrato/exportarConsolidado', {
      channels: ['HC'],
      businessUnits: ['HPF'],
      economicGroups: ['GRP-ALFA'],
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const [header, ...rows] = await readSheet(exported.json().conteudo);
    expect(header?.[3]).toBe('Bandeira');
    expect(rows.filter((row) => row[1] === 'Acordo da bandeira').map((row) => row[3])).toEqual([
      'Alfa Express',
    ]);

    // Taking the flag off, the agreement may hold OFF levers again; the change is audited.
    const unflagged = await save({ ...agreement(null, 'OFF'), id: saved.id, version: saved.version });
    expect(unflagged.statusCode, unflagged.body).toBe(200);
    expect(unflagged.json().flag).toBeNull();
    const changes = await auditRows(saved.id, 'ALTERADO');
    expect(changes.map((change) => [flagOf(change.before), flagOf(change.after)])).toEqual([[flag.id, null]]);
  });

  it('refuses an OFF lever on an agreement of a flag, a flag of another holding and an inactive flag, saving nothing', async () => {
    const flag = await registerFlag('GRP-ALFA', 'Alfa Bairro');
    const other = await registerFlag('GRP-BETA', 'Beta Bairro');
    const inactive = await registerFlag('GRP-ALFA', 'Alfa Fechada');
    expect(
      (await as(tokens.comercial, '/api/novaBandeira/inativar', { id: inactive.id, version: 1 })).statusCode,
    ).toBe(200);
    const before = await agreementCount();
    const cases: [object, string, string][] = [
      [
        agreement(flag.id, 'OFF'),
        'levers.0.fundsType: A bandeira deste acordo nasceu no modelo ON: suas alavancas são ON, não OFF',
        'levers.0.fundsType: This agreement’s flag was born on the ON model: its levers are ON, not OFF',
      ],
      [
        agreement(other.id),
        'flag: A bandeira Beta Bairro não pertence ao grupo econômico do acordo',
        'flag: Flag Beta Bairro does not belong to the agreement’s economic group',
      ],
      [
        agreement(inactive.id),
        'flag: A bandeira Alfa Fechada está inativa',
        'flag: Flag Alfa Fechada is inactive',
      ],
    ];
    for (const [body, portuguese, english] of cases) {
      const refused = await save(body);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(texts(refused)).toContain(portuguese);
      expect(texts(await save(body, 'en'))).toContain(english);
    }
    expect(await agreementCount()).toBe(before);
  });

  it('keeps on an agreement a flag deactivated since, and refuses OFF levers in its change', async () => {
    const flag = await registerFlag('GRP-ALFA', 'Alfa Centro');
    const response = await save(agreement(flag.id));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(
      (await as(tokens.comercial, '/api/novaBandeira/inativar', { id: flag.id, version: 1 })).statusCode,
    ).toBe(200);
    const off = await save({ ...agreement(flag.id, 'OFF'), id: saved.id, version: saved.version });
    expect(off.statusCode, off.body).toBe(422);
    const stored = await as(tokens.comercial, '/api/contrato/buscarContratoEdicao', { id: saved.id });
    expect(stored.json()).toMatchObject({ version: saved.version, levers: [{ fundsType: 'ON' }] });
    const kept = await save({
      ...agreement(flag.id),
      description: 'Acordo da bandeira (alterado)',
      id: saved.id,
      version: saved.version,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ flag: { id: flag.id, name: 'Alfa Centro' } });
  });
});
