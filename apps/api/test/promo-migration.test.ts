import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementLevers, agreements } from '../src/modules/agreements/agreements-table';
import { releaseFunds, reserveFunds } from '../src/modules/budget-map/budget-ledger';
import { budgetLedger } from '../src/modules/budget-map/budget-map-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUserToken, texts, userIdOf } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

const YEAR = new Date().getFullYear();

interface Row {
  id: number | null;
  version: number;
  economicGroup: string;
  channel: string;
  year: number;
  status: string;
  competence: string | null;
  targetBudgetType: string | null;
  offAvailable: string;
  offReserved: string;
  onAvailable: string;
  offLines: number;
  moved: string | null;
  approval: { step: number; stepCount: number; canDecide: boolean } | null;
  justification: string | null;
}

interface MapLine {
  id: number;
  economicGroup: string;
  channel: string;
  budgetType: string;
  commodity: string;
  segment: string;
  region: string;
  cva: string;
  ricBox: string;
  months: {
    month: number;
    budget: string;
    additions: string;
    removals: string;
    reserved: string;
    available: string;
  }[];
}

describe('the migration of promo OFF to promo ON (/api/migracao/)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;

  const as = (token: string, path: string, body: unknown, language?: string) =>
    call(t, `/api/migracao/${path}`, body, { token, ...(language ? { language } : {}) });
  const codes = (response: { json: () => { mensagens: { codigo?: string }[] } }) =>
    response.json().mensagens.map((message) => message.codigo);
  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(200);
    return answered.json() as T;
  };

  const search = (body: object = {}, token = tokens.comercial) =>
    ok<{ itens: Row[]; total: number }>(as(token, 'buscar', { year: YEAR, tamanhoPagina: 200, ...body }));
  const rowOf = async (economicGroup: string, channel: string, body: object = {}) =>
    (await search({ economicGroups: [economicGroup], channels: [channel], ...body })).itens[0];

  const mapLines = async (economicGroup: string, channel: string) =>
    (
      await ok<{ itens: MapLine[] }>(
        call(
          t,
          '/api/mapaboa/buscar',
          { year: YEAR, economicGroup, channel, tamanhoPagina: 200 },
          { token: tokens.admin },
        ),
      )
    ).itens;

  /** An ON line (VERBA-ON, `monthly` a month) of each OFF line's key of the holding in the channel. */
  async function onLinesFor(economicGroup: string, channel: string, monthly: string) {
    for (const line of (await mapLines(economicGroup, channel)).filter(
      (each) => each.budgetType === 'VERBA-OFF',
    )) {
      await ok(
        call(
          t,
          '/api/mapaboa/salvar',
          {
            commodity: line.commodity,
            economicGroup,
            channel,
            segment: line.segment,
            region: line.region,
            cva: line.cva,
            budgetType: 'VERBA-ON',
            ricBox: line.ricBox,
            year: YEAR,
            budgets: Array<string>(12).fill(monthly),
          },
          { token: tokens.admin },
        ),
      );
    }
  }

  const ledgerOf = (id: number) =>
    t.database.db
      .select({
        lineId: budgetLedger.lineId,
        month: budgetLedger.month,
        kind: budgetLedger.kind,
        amount: budgetLedger.amount,
      })
      .from(budgetLedger)
      .where(and(eq(budgetLedger.referenceKind, 'MIGRACAO'), eq(budgetLedger.referenceId, String(id))))
      .orderBy(asc(budgetLedger.id));
  const auditOf = (id: number) =>
    t.database.db
      .select({ action: auditLog.action, justification: auditLog.justification })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'promo_migration'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
  const auditCount = async () => (await t.database.db.select({ id: auditLog.id }).from(auditLog)).length;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
  }, 120_000);
  afterAll(() => t?.close());

  it('lists each holding with OFF lines per channel, not migrated, with its OFF and ON money from a month on', async () => {
    const beta = await rowOf('GRP-BETA', 'HC');
    // The demo map: Rede Beta in HC has 20 000.00 a month OFF and 5 000.00 a month ON.
    expect(beta).toMatchObject({
      id: null,
      version: 0,
      status: 'NAO_MIGRADO',
      offAvailable: '240000.00',
      offReserved: '0.00',
      onAvailable: '60000.00',
      offLines: 1,
      approval: null,
    });
    expect(await rowOf('GRP-BETA', 'HC', { fromMonth: 11 })).toMatchObject({
      offAvailable: '40000.00',
      onAvailable: '10000.00',
    });
    const all = await search();
    expect(all.itens.map((row) => `${row.economicGroup}/${row.channel}`)).toEqual(
      expect.arrayContaining(['GRP-ALFA/HC', 'GRP-BETA/HC', 'GRP-BETA/PC']),
    );
    expect(all.total).toBe(all.itens.length);
    expect((await search({ statuses: ['APROVADO'] })).itens).toEqual([]);
    const types = await ok<{ code: string }[]>(as(tokens.comercial, 'buscarTiposVerbaOn', {}));
    expect(types.map((type) => type.code)).toEqual(['VERBA-ON']);
  });

  it('refuses a request without an ON line to receive, of another year, to an OFF budget type or at a stale version, changing nothing', async () => {
    const before = await auditCount();
    const request = {
      economicGroup: 'GRP-ALFA',
      channel: 'HC',
      year: YEAR,
      version: 0,
      targetBudgetType: 'VERBA-ON',
    };
    const noOnLine = await as(tokens.comercial, 'solicitar', { ...request, competence: `07/${YEAR}` });
    expect(noOnLine.statusCode).toBe(422);
    expect(codes(noOnLine)).toEqual(['PROMO_MIGRATION_NO_ON_LINE']);
    expect(texts(noOnLine)[0]).toMatch(
      /^Não há linha ON do tipo de verba VERBA-ON para receber os recursos da linha OFF HPF · VAR · SE · CVA1 · VERBA-OFF/,
    );
    const otherYear = await as(tokens.comercial, 'solicitar', { ...request, competence: `07/${YEAR + 1}` });
    expect(otherYear.statusCode).toBe(422);
    expect(texts(otherYear)).toContain('competence: A competência deve ser um mês do ano da migração');
    const offType = await as(tokens.comercial, 'solicitar', {
      ...request,
      competence: `07/${YEAR}`,
      targetBudgetType: 'VERBA-OFF',
    });
    expect(offType.statusCode).toBe(422);
    expect(texts(offType)).toContain('targetBudgetType: Escolha um tipo de verba ON ativo');
    const badMonth = await as(tokens.comercial, 'solicitar', { ...request, competence: `13/${YEAR}` });
    expect(badMonth.statusCode).toBe(422);
    const stale = await as(tokens.comercial, 'solicitar', {
      ...request,
      version: 3,
      competence: `07/${YEAR}`,
    });
    expect(stale.statusCode).toBe(409);
    expect(codes(stale)).toEqual(['STALE_VERSION']);
    const unknown = await as(tokens.comercial, 'solicitar', {
      ...request,
      economicGroup: 'GRP-NENHUM',
      competence: `07/${YEAR}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await as(tokens.aprovador, 'solicitar', { ...request, competence: `07/${YEAR}` })).statusCode,
    ).toBe(403);
    expect(await rowOf('GRP-ALFA', 'HC')).toMatchObject({ id: null, status: 'NAO_MIGRADO' });
    expect(await auditCount()).toBe(before);
  });

  it('migrates Rede Beta in HC from November: the OFF money moves to ON on the ledger, refused while reserved', async () => {
    const [offLine] = (await mapLines('GRP-BETA', 'HC')).filter((line) => line.budgetType === 'VERBA-OFF');
    const [onLine] = (await mapLines('GRP-BETA', 'HC')).filter((line) => line.budgetType === 'VERBA-ON');
    if (!offLine || !onLine) throw new Error('the demo map has Rede Beta’s OFF and ON lines in HC');
    const admin = await userIdOf(t, 'admin');
    // October's OFF money is held by a payment: a migration from September must not go around it.
    await reserveFunds(t.database.db, {
      lineId: offLine.id,
      month: 10,
      amount: '1000.00',
      reference: { kind: 'PAYMENT_ITEM', id: 9001 },
      userId: admin,
    });
    const request = {
      economicGroup: 'GRP-BETA',
      channel: 'HC',
      year: YEAR,
      version: 0,
      targetBudgetType: 'VERBA-ON',
    };
    const reserved = await as(tokens.comercial, 'solicitar', { ...request, competence: `09/${YEAR}` });
    expect(reserved.statusCode).toBe(422);
    expect(codes(reserved)).toEqual(['PROMO_MIGRATION_FUNDS_RESERVED']);
    expect(texts(reserved)).toEqual([
      `Os recursos OFF deste cliente a partir de 09/${YEAR} já estão reservados (1000.00): libere as reservas antes de migrar`,
    ]);
    const inEnglish = await as(tokens.comercial, 'solicitar', { ...request, competence: `09/${YEAR}` }, 'en');
    expect(texts(inEnglish)).toEqual([
      `This client’s OFF funds from 09/${YEAR} on are already reserved (1000.00): release the reservations before migrating`,
    ]);
    expect(await rowOf('GRP-BETA', 'HC')).toMatchObject({
      id: null,
      status: 'NAO_MIGRADO',
      offReserved: '1000.00',
    });

    let row = await ok<Row>(
      as(tokens.comercial, 'solicitar', {
        ...request,
        competence: `11/${YEAR}`,
        justification: 'Rede passa a ON',
      }),
    );
    expect(row).toMatchObject({
      status: 'EM_APROVACAO',
      competence: `11/${YEAR}`,
      targetBudgetType: 'VERBA-ON',
      approval: { step: 1, stepCount: 1, canDecide: false },
    });
    const id = row.id as number;
    expect((await rowOf('GRP-BETA', 'HC'))?.status).toBe('EM_APROVACAO');
    const forApprover = (await search({ economicGroups: ['GRP-BETA'], channels: ['HC'] }, tokens.aprovador))
      .itens[0];
    expect(forApprover?.approval).toEqual({ step: 1, stepCount: 1, canDecide: true });
    const twice = await as(tokens.comercial, 'solicitar', {
      ...request,
      version: row.version,
      competence: `11/${YEAR}`,
    });
    expect(twice.statusCode).toBe(409);
    expect(codes(twice)).toEqual(['PROMO_MIGRATION_STATUS_FORBIDS']);

    // December is reserved after the request: the decision is refused and nothing changes.
    const late = {
      lineId: offLine.id,
      month: 12,
      amount: '500.00',
      reference: { kind: 'PAYMENT_ITEM', id: 9002 },
      userId: admin,
    };
    await reserveFunds(t.database.db, late);
    const refused = await as(tokens.aprovador, 'aprovar', { id, version: row.version });
    expect(refused.statusCode).toBe(422);
    expect(codes(refused)).toEqual(['PROMO_MIGRATION_FUNDS_RESERVED']);
    expect(await ledgerOf(id)).toEqual([]);
    expect(await rowOf('GRP-BETA', 'HC')).toMatchObject({ status: 'EM_APROVACAO', version: row.version });
    await releaseFunds(t.database.db, { ...late, justification: 'Pagamento cancelado' });

    expect((await as(tokens.comercial, 'aprovar', { id, version: row.version })).statusCode).toBe(403);
    const notResponsible = await as(tokens.admin, 'aprovar', { id, version: row.version });
    expect(notResponsible.statusCode).toBe(403);
    expect(codes(notResponsible)).toEqual(['APPROVAL_NOT_RESPONSIBLE']);
    expect((await as(tokens.aprovador, 'aprovar', { id, version: row.version + 1 })).statusCode).toBe(409);

    row = await ok<Row>(
      as(tokens.aprovador, 'aprovar', { id, version: row.version, justification: 'De acordo' }),
    );
    expect(row).toMatchObject({ status: 'APROVADO', moved: '40000.00', approval: null });
    expect(await ledgerOf(id)).toEqual([
      { lineId: offLine.id, month: 11, kind: 'REMOVAL', amount: '-20000.00' },
      { lineId: onLine.id, month: 11, kind: 'ADDITION', amount: '20000.00' },
      { lineId: offLine.id, month: 12, kind: 'REMOVAL', amount: '-20000.00' },
      { lineId: onLine.id, month: 12, kind: 'ADDITION', amount: '20000.00' },
    ]);
    const after = await mapLines('GRP-BETA', 'HC');
    const off = after.find((line) => line.id === offLine.id);
    const on = after.find((line) => line.id === onLine.id);
    expect(off?.months.map((month) => month.available)).toEqual([
      ...Array<string>(9).fill('20000.00'),
      '19000.00',
      '0.00',
      '0.00',
    ]);
    expect(off?.months[10]).toMatchObject({ budget: '20000.00', removals: '20000.00', available: '0.00' });
    expect(on?.months.map((month) => month.available)).toEqual([
      ...Array<string>(10).fill('5000.00'),
      '25000.00',
      '25000.00',
    ]);
    expect(on?.months[11]).toMatchObject({ budget: '5000.00', additions: '20000.00' });
    expect(await rowOf('GRP-BETA', 'HC', { fromMonth: 11 })).toMatchObject({
      offAvailable: '0.00',
      onAvailable: '50000.00',
    });

    // A reservation above what the OFF line holds now is refused by the map.
    await expect(
      reserveFunds(t.database.db, {
        ...late,
        month: 11,
        amount: '0.01',
        reference: { kind: 'PAYMENT_ITEM', id: 9003 },
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const excludeApproved = await as(tokens.comercial, 'excluir', {
      ...request,
      version: row.version,
      justification: 'Não se aplica',
    });
    expect(excludeApproved.statusCode).toBe(409);
    expect((await auditOf(id)).map((entry) => [entry.action, entry.justification])).toEqual([
      ['SOLICITADA', 'Rede passa a ON'],
      ['APROVADA', 'De acordo'],
    ]);
  });

  it('switches Grupo Alfa’s OFF levers in HC to ON on the approval, audited on each agreement', async () => {
    const alfa = await t.database.db
      .select({
        id: agreements.id,
        status: agreements.status,
        totalOn: agreements.totalOn,
        totalOff: agreements.totalOff,
      })
      .from(agreements)
      .where(eq(agreements.economicGroupCode, 'GRP-ALFA'))
      .orderBy(asc(agreements.id));
    const switched = alfa.filter((agreement) => !['CANCELADO', 'ENCERRADO'].includes(agreement.status));
    const leversOf = () =>
      t.database.db
        .select({
          agreementId: agreementLevers.agreementId,
          fundsType: agreementLevers.fundsType,
          budgetType: agreementLevers.budgetType,
        })
        .from(agreementLevers)
        .where(
          inArray(
            agreementLevers.agreementId,
            switched.map((agreement) => agreement.id),
          ),
        );
    expect((await leversOf()).some((lever) => lever.fundsType === 'OFF')).toBe(true);

    await onLinesFor('GRP-ALFA', 'HC', '100.00');
    const requested = await ok<Row>(
      as(tokens.comercial, 'solicitar', {
        economicGroup: 'GRP-ALFA',
        channel: 'HC',
        year: YEAR,
        version: 0,
        competence: `12/${YEAR}`,
        targetBudgetType: 'VERBA-ON',
      }),
    );
    const approved = await ok<Row>(
      as(tokens.aprovador, 'aprovar', { id: requested.id, version: requested.version }),
    );
    expect(approved.status).toBe('APROVADO');
    expect(
      (await leversOf()).every((lever) => lever.fundsType === 'ON' && lever.budgetType === 'VERBA-ON'),
    ).toBe(true);
    const totals = await t.database.db
      .select({ id: agreements.id, totalOn: agreements.totalOn, totalOff: agreements.totalOff })
      .from(agreements)
      .where(
        inArray(
          agreements.id,
          switched.map((agreement) => agreement.id),
        ),
      )
      .orderBy(asc(agreements.id));
    for (const agreement of totals) {
      const was = switched.find((each) => each.id === agreement.id);
      expect(agreement.totalOff).toBe('0.00');
      expect(Number(agreement.totalOn)).toBe(Number(was?.totalOn) + Number(was?.totalOff));
    }
    const audits = await t.database.db
      .select({ entityId: auditLog.entityId, justification: auditLog.justification })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'agreement'), eq(auditLog.action, 'ALAVANCAS_MIGRADAS_ON')));
    expect(audits.map((audit) => Number(audit.entityId)).sort()).toEqual(
      switched.map((agreement) => agreement.id),
    );
    expect(audits[0]?.justification).toBe(
      `Migração promo OFF → ON a partir de 12/${YEAR} (migração ${requested.id})`,
    );
  });

  it('disapproves with a justification, excludes with one and brings an excluded holding back', async () => {
    await ok(
      call(
        t,
        '/api/mapaboa/salvar',
        {
          commodity: 'HPF',
          economicGroup: 'GRP-ALFA',
          channel: 'FR',
          segment: 'VAR',
          region: 'SE',
          cva: 'CVA1',
          budgetType: 'VERBA-OFF',
          ricBox: 'RIC-FR',
          year: YEAR,
          budgets: Array<string>(12).fill('300.00'),
        },
        { token: tokens.admin },
      ),
    );
    await onLinesFor('GRP-ALFA', 'FR', '0.00');
    const key = { economicGroup: 'GRP-ALFA', channel: 'FR', year: YEAR };
    let row = await ok<Row>(
      as(tokens.comercial, 'solicitar', {
        ...key,
        version: 0,
        competence: `01/${YEAR}`,
        targetBudgetType: 'VERBA-ON',
      }),
    );
    const id = row.id as number;
    const blank = await as(tokens.aprovador, 'reprovar', { id, version: row.version, justification: '  ' });
    expect(blank.statusCode).toBe(422);
    row = await ok<Row>(
      as(tokens.aprovador, 'reprovar', { id, version: row.version, justification: 'Rever a competência' }),
    );
    expect(row).toMatchObject({
      status: 'NAO_MIGRADO',
      justification: 'Rever a competência',
      competence: null,
      moved: null,
    });
    expect(await ledgerOf(id)).toEqual([]);

    expect(
      (await as(tokens.comercial, 'excluir', { ...key, version: row.version, justification: '' })).statusCode,
    ).toBe(422);
    row = await ok<Row>(
      as(tokens.comercial, 'excluir', { ...key, version: row.version, justification: 'Rede sem promo OFF' }),
    );
    expect(row).toMatchObject({ status: 'EXCLUIDO', justification: 'Rede sem promo OFF' });
    expect((await search({ channels: ['FR'] })).itens).toEqual([]);
    expect((await search({ channels: ['FR'], statuses: ['EXCLUIDO'] })).itens.map((each) => each.id)).toEqual(
      [id],
    );
    const requestExcluded = await as(tokens.comercial, 'solicitar', {
      ...key,
      version: row.version,
      competence: `01/${YEAR}`,
      targetBudgetType: 'VERBA-ON',
    });
    expect(requestExcluded.statusCode).toBe(409);
    expect(codes(requestExcluded)).toEqual(['PROMO_MIGRATION_STATUS_FORBIDS']);

    row = await ok<Row>(as(tokens.comercial, 'restaurar', { id, version: row.version }));
    expect(row).toMatchObject({ status: 'NAO_MIGRADO', justification: null });
    expect((await as(tokens.comercial, 'restaurar', { id, version: row.version })).statusCode).toBe(409);
    expect((await auditOf(id)).map((entry) => [entry.action, entry.justification])).toEqual([
      ['SOLICITADA', null],
      ['REPROVADA', 'Rever a competência'],
      ['EXCLUIDA', 'Rede sem promo OFF'],
      ['RESTAURADA', null],
    ]);
  });

  it('keeps to the caller’s channels and refuses callers without a migration role', async () => {
    const pcOnly = await restrictedUserToken(t, tokens.admin, {
      login: 'migracao.pc',
      features: ['ROLE_VISUALIZAR_MIGRACAO_CLIENTE', 'ROLE_EDITAR_MIGRACAO_CLIENTE'],
      channels: ['PC'],
    });
    const seen = await search({}, pcOnly);
    expect(seen.itens.map((row) => row.channel)).toEqual(['PC']);
    const outside = await as(pcOnly, 'excluir', {
      economicGroup: 'GRP-ALFA',
      channel: 'FR',
      year: YEAR,
      version: 4,
      justification: 'Fora do canal',
    });
    expect(outside.statusCode).toBe(404);
    const [excludedBefore] = (await search({ channels: ['FR'], statuses: ['NAO_MIGRADO'] })).itens;
    expect(
      (await as(pcOnly, 'restaurar', { id: excludedBefore?.id, version: excludedBefore?.version }))
        .statusCode,
    ).toBe(404);
    expect((await as(tokens.financeiro, 'buscar', { year: YEAR })).statusCode).toBe(403);
    expect(
      (
        await as(tokens.aprovador, 'excluir', {
          economicGroup: 'GRP-BETA',
          channel: 'PC',
          year: YEAR,
          version: 0,
          justification: 'x',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('new flags of a holding (/api/novaBandeira/)', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  const as = (token: string, path: string, body: unknown) =>
    call(t, `/api/novaBandeira/${path}`, body, { token });

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
  }, 120_000);
  afterAll(() => t?.close());

  it('registers, lists, changes and deactivates a flag on the ON model, audited', async () => {
    const saved = await as(tokens.comercial, 'salvar', {
      economicGroup: 'GRP-ALFA',
      name: 'Alfa Express',
      competence: `03/${YEAR}`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const flag = saved.json();
    expect(flag).toMatchObject({
      economicGroup: 'GRP-ALFA',
      economicGroupName: 'Grupo Alfa Supermercados',
      name: 'Alfa Express',
      competence: `03/${YEAR}`,
      fundsType: 'ON',
      active: true,
      version: 1,
    });
    const listed = await as(tokens.aprovador, 'buscar', {});
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ total: 1, itens: [{ id: flag.id, name: 'Alfa Express' }] });

    const changed = await as(tokens.comercial, 'salvar', {
      id: flag.id,
      version: 1,
      economicGroup: 'GRP-ALFA',
      name: 'Alfa Express Bairro',
      competence: `04/${YEAR}`,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      version: 2,
      name: 'Alfa Express Bairro',
      competence: `04/${YEAR}`,
    });
    const stale = await as(tokens.comercial, 'salvar', {
      id: flag.id,
      version: 1,
      economicGroup: 'GRP-ALFA',
      name: 'Outra',
      competence: `04/${YEAR}`,
    });
    expect(stale.statusCode).toBe(409);

    const deactivated = await as(tokens.comercial, 'inativar', {
      id: flag.id,
      version: 2,
      justification: 'Loja fechada',
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toMatchObject({ active: false, version: 3 });
    const again = await as(tokens.comercial, 'inativar', { id: flag.id, version: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().mensagens[0].codigo).toBe('NEW_FLAG_INACTIVE');
    expect((await as(tokens.comercial, 'buscar', {})).json()).toEqual({ itens: [], total: 0 });
    expect((await as(tokens.comercial, 'buscar', { includeInactive: true })).json().total).toBe(1);

    const trail = await t.database.db
      .select({ action: auditLog.action, justification: auditLog.justification })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'holding_flag'), eq(auditLog.entityId, String(flag.id))))
      .orderBy(asc(auditLog.id));
    expect(trail).toEqual([
      { action: 'CRIADO', justification: null },
      { action: 'ALTERADO', justification: null },
      { action: 'INATIVADO', justification: 'Loja fechada' },
    ]);
  });

  it('refuses a repeated name of the holding, an unknown holding, a bad competence and callers without the edit role', async () => {
    const first = await as(tokens.comercial, 'salvar', {
      economicGroup: 'GRP-BETA',
      name: 'Beta Atacarejo',
      competence: `01/${YEAR}`,
    });
    expect(first.statusCode, first.body).toBe(200);
    const repeated = await as(tokens.comercial, 'salvar', {
      economicGroup: 'GRP-BETA',
      name: 'beta atacarejo',
      competence: `02/${YEAR}`,
    });
    expect(repeated.statusCode).toBe(409);
    expect(texts(repeated)).toEqual(['Já existe uma bandeira com este nome nesta holding']);
    const otherHolding = await as(tokens.comercial, 'salvar', {
      economicGroup: 'GRP-ALFA',
      name: 'Beta Atacarejo',
      competence: `02/${YEAR}`,
    });
    expect(otherHolding.statusCode).toBe(200);
    const unknown = await as(tokens.comercial, 'salvar', {
      economicGroup: 'GRP-XYZ',
      name: 'Nova',
      competence: `02/${YEAR}`,
    });
    expect(unknown.statusCode).toBe(422);
    expect(texts(unknown)).toContain('economicGroup: Código não cadastrado: GRP-XYZ');
    const badCompetence = await as(tokens.comercial, 'salvar', {
      economicGroup: 'GRP-BETA',
      name: 'Nova',
      competence: `2026-02`,
    });
    expect(badCompetence.statusCode).toBe(422);
    expect(
      (
        await as(tokens.aprovador, 'salvar', {
          economicGroup: 'GRP-BETA',
          name: 'Nova',
          competence: `02/${YEAR}`,
        })
      ).statusCode,
    ).toBe(403);
    expect((await as(tokens.financeiro, 'buscar', {})).statusCode).toBe(403);
    expect((await as(tokens.comercial, 'buscar', { economicGroups: ['GRP-BETA'] })).json().total).toBe(1);
  });
});
