import { randomUUID } from 'node:crypto';
import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements } from '../src/modules/agreements/agreements-table';
import { ascertainmentLines, ascertainments } from '../src/modules/ascertainment/ascertainment-table';
import { reserveFunds } from '../src/modules/budget-map/budget-ledger';
import { saveLine } from '../src/modules/budget-map/budget-map';
import { importExportJobs } from '../src/modules/imports-exports/jobs-table';
import { levers } from '../src/modules/levers/levers-table';
import { askAccess, call, demoTokens, restrictedUser, userIdOf } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

/** A year the demo data does not reach, so every sum below is this file's own. */
const YEAR = 2031;
const COMPETENCE = `12/${YEAR}`;
const HOME = '/api/dashboard/buscarPainelInicial';

const open = { canais: [], commodities: [], regioes: [] };
const domains = (channels: string[]) => ({ channels, commodities: [], regions: [] });

describe('home dashboard', () => {
  let t: TestApp;
  let admin: string;
  let approver: string;
  let restricted: string;
  let bare: string;
  let applicantId: number;

  async function lineOn(channel: 'HC' | 'PC', monthly: string) {
    const key =
      channel === 'HC'
        ? {
            commodity: 'HPF',
            economicGroup: 'GRP-ALFA',
            segment: 'VAR',
            region: 'SE',
            cva: 'CVA1',
            ricBox: 'RIC-01',
          }
        : {
            commodity: 'HPF',
            economicGroup: 'GRP-BETA',
            segment: 'ATC',
            region: 'S',
            cva: 'CVA3',
            ricBox: 'RIC-01',
          };
    const line = await saveLine(
      t.database.db,
      {
        ...key,
        channel,
        budgetType: 'VERBA-OFF',
        year: YEAR,
        budgets: Array(12).fill(monthly),
        active: true,
      },
      { id: await userIdOf(t, 'admin'), restrictions: open, language: 'pt-BR' },
    );
    return line.id;
  }

  /** An ascertainment of December on an agreement of the channel, with lines of these values. */
  async function ascertainmentOn(
    channel: 'HC' | 'PC',
    values: { accurate: string; final: string | null; toPay: string | null }[],
  ) {
    const { db } = t.database;
    const [agreement] = await db
      .select({ id: agreements.id })
      .from(agreements)
      .where(sql`${agreements.channels} = array[${channel}]::varchar[]`)
      .limit(1);
    const [lever] = await db.select({ id: levers.id }).from(levers).limit(1);
    if (!agreement || !lever) throw new Error('demo agreement or lever missing');
    const [record] = await db
      .insert(ascertainments)
      .values({
        agreementId: agreement.id,
        commodityCode: 'HPF',
        periodCode: 'M12',
        periodYear: YEAR,
        periodStart: `${YEAR}-12-01`,
        periodEnd: `${YEAR}-12-01`,
        deadline: `${YEAR + 1}-03-01`,
        createdBy: null,
        updatedBy: null,
      })
      .returning({ id: ascertainments.id });
    if (!record) throw new Error('ascertainment not inserted');
    await db.insert(ascertainmentLines).values(
      values.map((value, index) => ({
        ascertainmentId: record.id,
        agreementLeverId: 900000 + record.id * 10 + index,
        position: index + 1,
        leverId: lever.id,
        calculationModel: 'PERCENT_OF_BASE' as const,
        origin: 'SELL_IN' as const,
        fundsType: 'OFF' as const,
        status: 'APURADA' as const,
        accurateValue: value.accurate,
        finalValue: value.final,
        toPay: value.toPay,
        steps: [],
        inconsistencies: [],
      })),
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await demoTokens(t)).admin;
    // Created before the request, so the request's step (no flow: the holders of the deciding
    // role) lists them.
    approver = await restrictedUser(t, admin, {
      login: 'aprovadora.painel',
      features: ['ROLE_VISUALIZAR_DASHBOARD', 'ROLE_CONFIRMAR_USUARIO'],
      domains: domains([]),
    });
    restricted = await restrictedUser(t, admin, {
      login: 'analista.hc',
      features: [
        'ROLE_VISUALIZAR_DASHBOARD',
        'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS',
        'ROLE_VISUALIZAR_EDICAO_APURACAO',
        'ROLE_VISUALIZAR_MAPA_BOA',
      ],
      domains: domains(['HC']),
    });
    bare = await restrictedUser(t, admin, {
      login: 'so.painel',
      features: ['ROLE_VISUALIZAR_DASHBOARD'],
      domains: domains([]),
    });
    applicantId = await askAccess(t, 'pessoa.nova');

    const hc = await lineOn('HC', '1000.10');
    await lineOn('PC', '333.33');
    await t.database.db.transaction((tx) =>
      reserveFunds(tx, {
        lineId: hc,
        month: 3,
        amount: '250.05',
        reference: { kind: 'PAYMENT_ITEM', id: 'painel-1' },
        userId: null,
      }),
    );
    await ascertainmentOn('HC', [
      { accurate: '1000.01', final: '900.01', toPay: '800.01' },
      { accurate: '0.02', final: null, toPay: null },
    ]);
    await ascertainmentOn('PC', [{ accurate: '5000.55', final: '5000.55', toPay: '4000.44' }]);
  });
  afterAll(() => t.close());

  const home = (token: string, body: object = { competencia: COMPETENCE }) => call(t, HOME, body, { token });

  it('shows an approver the access request waiting for them, counted, with the screen it needs', async () => {
    const answer = await home(approver);
    expect(answer.statusCode, answer.body).toBe(200);
    const { approvals } = answer.json();
    expect(approvals.total).toBe(1);
    expect(approvals.byActionType).toEqual([{ actionType: 'ACESSO_USUARIO', total: 1 }]);
    expect(approvals.oldest).toEqual([
      expect.objectContaining({
        actionType: 'ACESSO_USUARIO',
        entity: 'user',
        entityId: String(applicantId),
        requester: 'Pessoa pessoa.nova',
        userAccessState: 'PRIMEIRO_ACESSO',
      }),
    ]);
  });

  it('answers only the approvals to a user without any area role', async () => {
    const answer = await home(approver);
    expect(answer.json()).toMatchObject({
      agreements: null,
      ascertainment: null,
      budgetMap: null,
      jobs: { scope: 'OWN', errors: 0, withInconsistencies: 0 },
    });
    const empty = await home(bare);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({
      approvals: { total: 0, byActionType: [], oldest: [] },
      agreements: null,
      ascertainment: null,
      budgetMap: null,
    });
  });

  it('adds up the month and the year exactly, over every channel for an open profile', async () => {
    const answer = await home(admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      competencia: COMPETENCE,
      ascertainment: { ascertainments: 2, accurate: '6000.58', final: '5900.56', toPay: '4800.45' },
      budgetMap: {
        year: YEAR,
        lines: 2,
        // 12 × 1000.10 + 12 × 333.33
        budget: '16001.16',
        reserved: '250.05',
        paid: '0.00',
        available: '15751.11',
      },
    });
  });

  it("leaves another channel out of a restricted user's sums and counts", async () => {
    const answer = await home(restricted);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.ascertainment).toEqual({
      ascertainments: 1,
      accurate: '1000.03',
      final: '900.01',
      toPay: '800.01',
    });
    expect(body.budgetMap).toMatchObject({
      lines: 1,
      budget: '12001.20',
      reserved: '250.05',
      available: '11751.15',
    });
    const { db } = t.database;
    const hcByStatus = await db
      .select({ status: agreements.status, total: sql<number>`count(*)::int` })
      .from(agreements)
      .where(sql`${agreements.channels} <@ array['HC']::varchar[]`)
      .groupBy(agreements.status);
    const byStatus = Object.fromEntries(
      body.agreements.byStatus.map((row: { status: string; total: number }) => [row.status, row.total]),
    );
    expect(byStatus).toEqual(Object.fromEntries(hcByStatus.map((row) => [row.status, row.total])));
    const all = await home(admin);
    expect(all.json().agreements.total).toBeGreaterThan(body.agreements.total);
  });

  it("counts the imports with problems: one's own, or everyone's with the imports dashboard role", async () => {
    const { db } = t.database;
    const approverId = await userIdOf(t, 'aprovadora.painel');
    const job = (status: string, requestedBy: number) => ({
      id: randomUUID(),
      authorities: [],
      language: 'pt-BR',
      type: 'IMPORTACAO',
      register: 'channel',
      status,
      requestedBy,
      requestedByName: 'Teste',
      parameters: { restrictions: NO_RESTRICTIONS },
    });
    await db
      .insert(importExportJobs)
      .values([
        job('ERRO', approverId),
        job('FINALIZADO_COM_INCONSISTENCIAS', approverId),
        job('FINALIZADO', approverId),
        job('ERRO', await userIdOf(t, 'admin')),
      ]);
    expect((await home(approver)).json().jobs).toEqual({
      scope: 'OWN',
      days: 30,
      errors: 1,
      withInconsistencies: 1,
    });
    const everyone = (await home(admin)).json().jobs;
    expect(everyone.scope).toBe('ALL');
    expect(everyone.errors).toBeGreaterThanOrEqual(2);
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(importExportJobs)
      .where(
        and(
          eq(importExportJobs.status, 'ERRO'),
          sql`${importExportJobs.createdAt} > now() - interval '30 days'`,
        ),
      );
    expect(everyone.errors).toBe(counted?.total);
  });

  it('refuses a caller without the dashboard role and a competence that is no month', async () => {
    const outsider = await restrictedUser(t, admin, {
      login: 'sem.painel',
      features: ['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS'],
      domains: domains([]),
    });
    expect((await home(outsider)).statusCode).toBe(403);
    const bad = await home(admin, { competencia: '13/2031' });
    expect(bad.statusCode).toBe(422);
    const today = await home(admin, {});
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().competencia).toMatch(/^\d{2}\/\d{4}$/);
  });
});
