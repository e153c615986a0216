import type { TMapSearch } from '@trade-terms/domain/budget-map';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { registerRowsSql } from '../master-data/register-read-models';
import type { MapLineKey } from './budget-ledger';
import { lineColumns, ofKey } from './budget-ledger';
import {
  budgetLineBalances,
  budgetMapAdditions,
  budgetMapLines,
  budgetReferenceBalances,
} from './budget-map-table';

/** The map lines the caller's channels, commodities and regions let through. */
export function visibleLines(restrictions: TRestrictions): SQL | undefined {
  return restrictionCondition(restrictions, [
    { dimension: 'canais', column: budgetMapLines.channelCode },
    { dimension: 'commodities', column: budgetMapLines.commodityCode },
    { dimension: 'regioes', column: budgetMapLines.regionCode },
  ]);
}

function searchCondition(
  search: Omit<TMapSearch, 'page' | 'pageSize' | 'direction'>,
  restrictions: TRestrictions,
) {
  return and(
    eq(budgetMapLines.year, search.year),
    search.channel ? eq(budgetMapLines.channelCode, search.channel) : undefined,
    search.commodity ? eq(budgetMapLines.commodityCode, search.commodity) : undefined,
    search.budgetType ? eq(budgetMapLines.budgetTypeCode, search.budgetType) : undefined,
    search.economicGroup ? eq(budgetMapLines.economicGroupCode, search.economicGroup) : undefined,
    search.includeInactive ? undefined : eq(budgetMapLines.active, true),
    visibleLines(restrictions),
  );
}

const ORDER = [
  asc(budgetMapLines.channelCode),
  asc(budgetMapLines.commodityCode),
  asc(budgetMapLines.economicGroupCode),
  asc(budgetMapLines.budgetTypeCode),
  asc(budgetMapLines.ricBox),
  asc(budgetMapLines.id),
];

/** One page of lines under the filters, and how many there are. */
export async function linePage(db: Db, search: TMapSearch, restrictions: TRestrictions) {
  const where = searchCondition(search, restrictions);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(budgetMapLines).where(where);
  const lines = await db
    .select(lineColumns)
    .from(budgetMapLines)
    .where(where)
    .orderBy(...ORDER)
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);
  return { lines, total: count?.total ?? 0 };
}

/** Every line under the filters (the spreadsheet). */
export function allLines(
  db: Db,
  search: Omit<TMapSearch, 'page' | 'pageSize' | 'direction'>,
  restrictions: TRestrictions,
) {
  return db
    .select(lineColumns)
    .from(budgetMapLines)
    .where(searchCondition(search, restrictions))
    .orderBy(...ORDER);
}

export type BalanceRow = typeof budgetLineBalances.$inferSelect;

/** The twelve balance rows of each line. */
export function balancesOf(db: Db, lineIds: readonly number[]): Promise<BalanceRow[]> {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(budgetLineBalances)
    .where(inArray(budgetLineBalances.lineId, [...lineIds]))
    .orderBy(asc(budgetLineBalances.lineId), asc(budgetLineBalances.month));
}

/** The references behind each line's reserved and paid money. */
export function referencesOf(db: Db, lineIds: readonly number[]) {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(budgetReferenceBalances)
    .where(inArray(budgetReferenceBalances.lineId, [...lineIds]))
    .orderBy(
      asc(budgetReferenceBalances.lineId),
      asc(budgetReferenceBalances.month),
      asc(budgetReferenceBalances.referenceKind),
      asc(budgetReferenceBalances.referenceId),
    );
}

/** A visible line, locked for a change when asked. */
export async function findLine(
  db: Db,
  id: number,
  restrictions: TRestrictions,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select(lineColumns)
    .from(budgetMapLines)
    .where(and(eq(budgetMapLines.id, id), visibleLines(restrictions)));
  const [line] = options.lock ? await query.for('update') : await query;
  return line ?? null;
}

/** The line of a key, active or not. */
export async function lineOfKey(db: Db, key: MapLineKey) {
  const [line] = await db.select(lineColumns).from(budgetMapLines).where(ofKey(key));
  return line ?? null;
}

export async function insertLine(db: Db, key: MapLineKey, active: boolean, userId: number) {
  const [line] = await db
    .insert(budgetMapLines)
    .values({
      commodityCode: key.commodity,
      economicGroupCode: key.economicGroup,
      channelCode: key.channel,
      segmentCode: key.segment,
      regionCode: key.region,
      cvaCode: key.cva,
      budgetTypeCode: key.budgetType,
      ricBox: key.ricBox,
      year: key.year,
      active,
      createdBy: userId,
      updatedBy: userId,
    })
    .returning({ id: budgetMapLines.id });
  if (!line) throw new Error('line insert answered no row');
  return line.id;
}

export async function touchLine(db: Db, id: number, active: boolean, userId: number) {
  await db
    .update(budgetMapLines)
    .set({ active, version: sql`${budgetMapLines.version} + 1`, updatedAt: new Date(), updatedBy: userId })
    .where(eq(budgetMapLines.id, id));
}

/** The codes of a register that exist among the given ones. */
export async function existingCodes(
  db: Db,
  register: 'commodity' | 'economicGroup' | 'channel' | 'segment' | 'region' | 'cva' | 'budgetType',
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const result = await db.execute(
    sql`select r."code" from ${registerRowsSql(register)} r where r."code" in ${[...new Set(codes)]}`,
  );
  return new Set((result as unknown as { rows: { code: string }[] }).rows.map((row) => row.code));
}

// Additions

export type AdditionRecord = typeof budgetMapAdditions.$inferSelect;

export async function insertAddition(
  db: Db,
  values: Omit<typeof budgetMapAdditions.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await db.insert(budgetMapAdditions).values(values).returning({ id: budgetMapAdditions.id });
  if (!row) throw new Error('addition insert answered no row');
  return row.id;
}

export async function findAddition(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(budgetMapAdditions).where(eq(budgetMapAdditions.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export function additionsOfLine(db: Db, lineId: number) {
  return db
    .select()
    .from(budgetMapAdditions)
    .where(eq(budgetMapAdditions.lineId, lineId))
    .orderBy(asc(budgetMapAdditions.id));
}

export async function updateAddition(
  db: Db,
  id: number,
  values: Partial<Pick<AdditionRecord, 'status' | 'decisionJustification' | 'approvalRequestId'>>,
  userId: number,
) {
  await db
    .update(budgetMapAdditions)
    .set({
      ...values,
      version: sql`${budgetMapAdditions.version} + 1`,
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(eq(budgetMapAdditions.id, id));
}
