import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  budgetTypeNeedsMap,
  changeBudget,
  findMapLine,
  ledgerSum,
  lineBalance,
  type MapLineKey,
  recordPayment,
  releaseFunds,
  reserveFunds,
} from '../src/modules/budget-map/budget-ledger';
import {
  budgetLedger,
  budgetLineBalances,
  budgetMapLines,
  budgetReferenceBalances,
} from '../src/modules/budget-map/budget-map-table';
import type { Database } from '../src/platform/db/database';
import { AppError } from '../src/platform/errors';
import { openTestDatabase } from './support/test-database';

const KEY: MapLineKey = {
  commodity: 'HPF',
  economicGroup: 'GRP-ALFA',
  channel: 'HC',
  segment: 'VAR',
  region: 'SE',
  cva: 'CVA1',
  budgetType: 'VERBA-OFF',
  ricBox: 'RIC-01',
  year: 2026,
};

async function newLine(database: Database, key: Partial<MapLineKey>, budgets: Record<number, string>) {
  const k = { ...KEY, ...key };
  return database.db.transaction(async (tx) => {
    const [line] = await tx
      .insert(budgetMapLines)
      .values({
        commodityCode: k.commodity,
        economicGroupCode: k.economicGroup,
        channelCode: k.channel,
        segmentCode: k.segment,
        regionCode: k.region,
        cvaCode: k.cva,
        budgetTypeCode: k.budgetType,
        ricBox: k.ricBox,
        year: k.year,
      })
      .returning({ id: budgetMapLines.id });
    if (!line) throw new Error('no line');
    for (const [month, value] of Object.entries(budgets)) {
      await changeBudget(tx, { lineId: line.id, month: Number(month), delta: value, userId: null });
    }
    return line.id;
  });
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('the call was not refused');
}

const ref = (id: number | string) => ({ kind: 'PAYMENT_GROUP', id });

describe('the budget ledger', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ contents: 'seeded' });
  });
  afterAll(() => database.close());

  it('finds an active line by its key and answers null for a key the map lacks', async () => {
    const lineId = await newLine(database, { ricBox: 'FIND' }, { 1: '100.00' });
    const found = await findMapLine(database.db, { ...KEY, ricBox: 'FIND' });
    expect(found).toMatchObject({ id: lineId, ...KEY, ricBox: 'FIND', active: true });
    expect(await findMapLine(database.db, { ...KEY, ricBox: 'FIND', year: 2027 })).toBeNull();
    await database.db.update(budgetMapLines).set({ active: false }).where(eq(budgetMapLines.id, lineId));
    expect(await findMapLine(database.db, { ...KEY, ricBox: 'FIND' })).toBeNull();
  });

  it('reserves, releases and pays, and the balance shows each move per month and for the year', async () => {
    const lineId = await newLine(database, { ricBox: 'FLOW' }, { 3: '1000.00', 4: '500.50' });
    await database.db.transaction(async (tx) => {
      await reserveFunds(tx, { lineId, month: 3, amount: '400.10', reference: ref(1), userId: null });
      await releaseFunds(tx, {
        lineId,
        month: 3,
        amount: '100.10',
        reference: ref(1),
        userId: null,
        justification: 'Grupo reprovado em parte',
      });
      await recordPayment(tx, { lineId, month: 3, amount: '300.00', reference: ref(1), userId: null });
    });
    const balance = await lineBalance(database.db, lineId);
    expect(balance.months[2]).toEqual({
      month: 3,
      budget: '1000.00',
      additions: '0.00',
      removals: '0.00',
      reserved: '0.00',
      paid: '300.00',
      available: '700.00',
    });
    expect(balance.months[3]?.available).toBe('500.50');
    expect(balance.months[0]).toMatchObject({ month: 1, budget: '0.00', available: '0.00' });
    expect(balance.year).toEqual({
      budget: '1500.50',
      additions: '0.00',
      removals: '0.00',
      reserved: '0.00',
      paid: '300.00',
      available: '1200.50',
    });
    expect(await ledgerSum(database.db, lineId, 3)).toBe('700.00');
  });

  it('refuses a reservation above the available balance with "Insufficient funds", and the caller can go on', async () => {
    const lineId = await newLine(database, { ricBox: 'SHORT' }, { 5: '100.00' });
    await database.db.transaction(async (tx) => {
      expect(
        await refusal(
          reserveFunds(tx, { lineId, month: 5, amount: '100.01', reference: ref(2), userId: null }),
        ),
      ).toBe('INSUFFICIENT_FUNDS');
      // The refusal rolled back only its savepoint: the same transaction still reserves.
      await reserveFunds(tx, { lineId, month: 5, amount: '100.00', reference: ref(2), userId: null });
    });
    expect(
      await refusal(
        reserveFunds(database.db, { lineId, month: 6, amount: '0.01', reference: ref(2), userId: null }),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    const balance = await lineBalance(database.db, lineId);
    expect(balance.months[4]).toMatchObject({ reserved: '100.00', available: '0.00' });
    const rows = await database.db.select().from(budgetLedger).where(eq(budgetLedger.lineId, lineId));
    expect(rows.map((row) => [row.kind, row.amount])).toEqual([
      ['BUDGET', '100.00'],
      ['RESERVATION', '-100.00'],
    ]);
  });

  it('refuses lowering a budget below what is already reserved', async () => {
    const lineId = await newLine(database, { ricBox: 'LOWER' }, { 7: '100.00' });
    await reserveFunds(database.db, { lineId, month: 7, amount: '60.00', reference: ref(3), userId: null });
    expect(
      await refusal(changeBudget(database.db, { lineId, month: 7, delta: '-40.01', userId: null })),
    ).toBe('INSUFFICIENT_FUNDS');
    await changeBudget(database.db, { lineId, month: 7, delta: '-40.00', userId: null });
    expect((await lineBalance(database.db, lineId)).months[6]).toMatchObject({
      budget: '60.00',
      available: '0.00',
    });
  });

  it('refuses releasing or paying more than the reference holds reserved, and releasing another reference', async () => {
    const lineId = await newLine(database, { ricBox: 'REL' }, { 2: '1000.00' });
    await reserveFunds(database.db, { lineId, month: 2, amount: '200.00', reference: ref(10), userId: null });
    await reserveFunds(database.db, { lineId, month: 2, amount: '300.00', reference: ref(11), userId: null });
    const release = (id: number, amount: string) =>
      releaseFunds(database.db, {
        lineId,
        month: 2,
        amount,
        reference: ref(id),
        userId: null,
        justification: 'x',
      });
    expect(await refusal(release(10, '200.01'))).toBe('BUDGET_ABOVE_RESERVED');
    expect(await refusal(release(12, '1.00'))).toBe('BUDGET_ABOVE_RESERVED');
    await release(10, '200.00');
    expect(await refusal(release(10, '0.01'))).toBe('BUDGET_ABOVE_RESERVED');
    await recordPayment(database.db, {
      lineId,
      month: 2,
      amount: '250.00',
      reference: ref(11),
      userId: null,
    });
    expect(
      await refusal(
        recordPayment(database.db, { lineId, month: 2, amount: '50.01', reference: ref(11), userId: null }),
      ),
    ).toBe('BUDGET_ABOVE_RESERVED');
    expect(await refusal(release(11, '50.01'))).toBe('BUDGET_ABOVE_RESERVED');
    await release(11, '50.00');
    const references = await database.db
      .select()
      .from(budgetReferenceBalances)
      .where(eq(budgetReferenceBalances.lineId, lineId));
    expect(references.map((r) => [r.referenceId, r.reserved, r.released, r.paid]).sort()).toEqual([
      ['10', '200.00', '200.00', '0.00'],
      ['11', '300.00', '50.00', '250.00'],
    ]);
    expect((await lineBalance(database.db, lineId)).months[1]).toMatchObject({
      reserved: '0.00',
      paid: '250.00',
      available: '750.00',
    });
  });

  it('refuses bad amounts and months as field problems, and an unknown line as not found', async () => {
    const lineId = await newLine(database, { ricBox: 'BAD' }, { 1: '10.00' });
    for (const amount of ['0', '-1.00', '1.001', 'abc']) {
      expect(
        await refusal(
          reserveFunds(database.db, { lineId, month: 1, amount, reference: ref(1), userId: null }),
        ),
      ).toBe('INVALID_FIELDS');
    }
    expect(
      await refusal(
        reserveFunds(database.db, { lineId, month: 13, amount: '1.00', reference: ref(1), userId: null }),
      ),
    ).toBe('INVALID_FIELDS');
    expect(
      await refusal(
        reserveFunds(database.db, {
          lineId: 999999,
          month: 1,
          amount: '1.00',
          reference: ref(1),
          userId: null,
        }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('is append-only: the database refuses changing or removing a ledger row, or writing a balance by hand', async () => {
    const lineId = await newLine(database, { ricBox: 'APPEND' }, { 1: '10.00' });
    await expect(
      database.db.update(budgetLedger).set({ amount: '999.00' }).where(eq(budgetLedger.lineId, lineId)),
    ).rejects.toThrow();
    await expect(database.db.delete(budgetLedger).where(eq(budgetLedger.lineId, lineId))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate budget_ledger cascade`)).rejects.toThrow();
    await expect(
      database.db
        .update(budgetLineBalances)
        .set({ available: '999.00' })
        .where(and(eq(budgetLineBalances.lineId, lineId), eq(budgetLineBalances.month, 1))),
    ).rejects.toThrow();
    await expect(
      database.db.insert(budgetLineBalances).values({ lineId, month: 2, budget: '5.00', available: '5.00' }),
    ).rejects.toThrow();
    expect((await lineBalance(database.db, lineId)).months[0]?.available).toBe('10.00');
  });

  it('checks only the budget types flagged "validate BOA" against the map', async () => {
    expect(await budgetTypeNeedsMap(database.db, 'VERBA-OFF')).toBe(true);
    expect(await budgetTypeNeedsMap(database.db, 'VERBA-ON')).toBe(false);
    expect(await budgetTypeNeedsMap(database.db, 'NO-SUCH-TYPE')).toBe(true);
  });

  it('takes fifty concurrent reservations and releases on one line: never negative, every cent explained', async () => {
    const lineId = await newLine(database, { ricBox: 'FIFTY' }, { 9: '1000.00' });
    // Each caller reserves 70.00 in its own transaction; every fifth also releases 30.00 of it.
    // 1000 / 70 leaves room for 14 plus what the releases give back, so many must be refused.
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        database.db
          .transaction(async (tx) => {
            await reserveFunds(tx, {
              lineId,
              month: 9,
              amount: '70.00',
              reference: ref(`c${index}`),
              userId: null,
            });
            if (index % 5 === 0) {
              await releaseFunds(tx, {
                lineId,
                month: 9,
                amount: '30.00',
                reference: ref(`c${index}`),
                userId: null,
                justification: 'Reprovado',
              });
            }
            return index;
          })
          .then(
            (index) => ({ accepted: true, index }),
            (error: unknown) => {
              if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')
                return { accepted: false, index: -1 };
              throw error;
            },
          ),
      ),
    );
    const accepted = outcomes.filter((outcome) => outcome.accepted);
    const releases = accepted.filter((outcome) => outcome.index % 5 === 0).length;
    expect(accepted.length).toBeGreaterThanOrEqual(14);
    expect(accepted.length).toBeLessThan(50);
    const expected = (1000 * 100 - accepted.length * 7000 + releases * 3000) / 100;
    const balance = (await lineBalance(database.db, lineId)).months[8];
    expect(Number(balance?.available)).toBe(expected);
    expect(Number(balance?.available)).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(database.db, lineId, 9)).toBe(balance?.available);
    const rows = await database.db
      .select({ kind: budgetLedger.kind, n: sql<number>`count(*)::int` })
      .from(budgetLedger)
      .where(and(eq(budgetLedger.lineId, lineId), eq(budgetLedger.month, 9)))
      .groupBy(budgetLedger.kind);
    expect(Object.fromEntries(rows.map((row) => [row.kind, row.n]))).toEqual({
      BUDGET: 1,
      RESERVATION: accepted.length,
      ...(releases > 0 ? { RELEASE: releases } : {}),
    });
  });
});
