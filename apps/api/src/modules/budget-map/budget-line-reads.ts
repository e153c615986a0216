import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { lineColumns } from './budget-ledger';
import { visibleLines } from './budget-map-repository';
import { budgetLineBalances, budgetMapLines, budgetReferenceBalances } from './budget-map-table';

/**
 * Reads of the map for the modules that plan on it (cycle folders): lines by id or by year,
 * channel and commodity, and what a kind of reference still holds reserved on them.
 */

export type PlanLine = Awaited<ReturnType<typeof linesByIds>>[number];

/** Map lines by id, each with whether the caller's channels, commodities and regions let it through. */
export function linesByIds(db: Db, ids: readonly number[], restrictions: TRestrictions) {
  return db
    .select({ ...lineColumns, visible: sql<boolean>`${visibleLines(restrictions) ?? sql`true`}` })
    .from(budgetMapLines)
    .where(inArray(budgetMapLines.id, ids.length > 0 ? [...new Set(ids)] : [0]));
}

/** The active lines of a year, channel and commodity the caller may see, in the map's order. */
export function activeLinesOf(
  db: Db,
  key: { year: number; channel: string; commodity: string },
  restrictions: TRestrictions,
) {
  return db
    .select(lineColumns)
    .from(budgetMapLines)
    .where(
      and(
        eq(budgetMapLines.year, key.year),
        eq(budgetMapLines.channelCode, key.channel),
        eq(budgetMapLines.commodityCode, key.commodity),
        eq(budgetMapLines.active, true),
        visibleLines(restrictions),
      ),
    )
    .orderBy(
      asc(budgetMapLines.economicGroupCode),
      asc(budgetMapLines.budgetTypeCode),
      asc(budgetMapLines.ricBox),
      asc(budgetMapLines.id),
    );
}

export interface HeldRow {
  referenceId: string;
  lineId: number;
  month: number;
  /** What the reference still holds reserved there: reserved − released − paid. */
  held: string;
}

/** What references of one kind still hold reserved, per reference, line and month. */
export async function heldByReferences(
  db: Db,
  kind: string,
  referenceIds: readonly (string | number)[],
): Promise<HeldRow[]> {
  if (referenceIds.length === 0) return [];
  return db
    .select({
      referenceId: budgetReferenceBalances.referenceId,
      lineId: budgetReferenceBalances.lineId,
      month: budgetReferenceBalances.month,
      held: sql<string>`(${budgetReferenceBalances.reserved} - ${budgetReferenceBalances.released} - ${budgetReferenceBalances.paid})::numeric(18,2)::text`,
    })
    .from(budgetReferenceBalances)
    .where(
      and(
        eq(budgetReferenceBalances.referenceKind, kind),
        inArray(budgetReferenceBalances.referenceId, referenceIds.map(String)),
      ),
    );
}

/**
 * The lines' keys (`id`, `economic_group_code`, `segment_code`, `region_code`, `cva_code`,
 * `budget_type_code`, `ric_box`), for other modules' reads to join on.
 */
export function lineKeysSql(): SQL {
  return sql`(select ${budgetMapLines.id} as "id", ${budgetMapLines.economicGroupCode} as "economic_group_code",
    ${budgetMapLines.segmentCode} as "segment_code", ${budgetMapLines.regionCode} as "region_code",
    ${budgetMapLines.cvaCode} as "cva_code", ${budgetMapLines.budgetTypeCode} as "budget_type_code",
    ${budgetMapLines.ricBox} as "ric_box"
    from ${budgetMapLines})`;
}

/**
 * Per reference of one kind (`reference_id`), what it still holds reserved (`held`) and what was
 * paid on it (`paid`), over all its lines and months, for reports to join on.
 */
export function referenceMoneySql(kind: string): SQL {
  const balances = budgetReferenceBalances;
  return sql`(select ${balances.referenceId} as "reference_id",
    sum(${balances.reserved} - ${balances.released} - ${balances.paid}) as "held", sum(${balances.paid}) as "paid"
    from ${balances} where ${balances.referenceKind} = ${kind} group by ${balances.referenceId})`;
}

/** A month's money on the active lines of one budget type, business unit and channel. */
export interface BudgetTypeMonthMoney {
  budgetType: string;
  commodity: string;
  channel: string;
  /** Budget plus additions less removals. */
  budget: string;
  /** Still reserved. */
  reserved: string;
  /** Reserved money moved to paid. */
  consumed: string;
}

/**
 * A month's money on the map per budget type, business unit and channel, for the budget types
 * asked (ACTPM ascertainment reads it). The caller's channels and commodities apply; regions do
 * not, as the answer sums over every region of a key.
 */
export async function monthMoneyByBudgetType(
  db: Db,
  month: { year: number; month: number; budgetTypes: readonly string[] },
  restrictions: TRestrictions,
): Promise<BudgetTypeMonthMoney[]> {
  if (month.budgetTypes.length === 0) return [];
  const lines = budgetMapLines;
  const balances = budgetLineBalances;
  const money = (value: SQL) => sql<string>`coalesce(sum(${value}), 0)::numeric(18,2)::text`;
  return db
    .select({
      budgetType: lines.budgetTypeCode,
      commodity: lines.commodityCode,
      channel: lines.channelCode,
      budget: money(sql`${balances.budget} + ${balances.additions} - ${balances.removals}`),
      reserved: money(sql`${balances.reserved}`),
      consumed: money(sql`${balances.paid}`),
    })
    .from(lines)
    .innerJoin(balances, and(eq(balances.lineId, lines.id), eq(balances.month, month.month)))
    .where(
      and(
        eq(lines.year, month.year),
        eq(lines.active, true),
        inArray(lines.budgetTypeCode, [...month.budgetTypes]),
        visibleLines({ ...restrictions, regioes: [] }),
      ),
    )
    .groupBy(lines.budgetTypeCode, lines.commodityCode, lines.channelCode);
}

/**
 * A year of the map the caller may see, added up in SQL over its active lines' months (for the
 * home dashboard): budget (monthly budgets plus additions minus removals), reserved, paid and
 * available, as exact decimal text.
 */
export async function yearTotals(db: Db, year: number, restrictions: TRestrictions) {
  const [row] = await db
    .select({
      lines: sql<number>`count(distinct ${budgetMapLines.id})::int`,
      budget: sql<string>`coalesce(sum(${budgetLineBalances.budget} + ${budgetLineBalances.additions} - ${budgetLineBalances.removals}), 0)::numeric(18,2)::text`,
      reserved: sql<string>`coalesce(sum(${budgetLineBalances.reserved}), 0)::numeric(18,2)::text`,
      paid: sql<string>`coalesce(sum(${budgetLineBalances.paid}), 0)::numeric(18,2)::text`,
      available: sql<string>`coalesce(sum(${budgetLineBalances.available}), 0)::numeric(18,2)::text`,
    })
    .from(budgetMapLines)
    .innerJoin(budgetLineBalances, eq(budgetLineBalances.lineId, budgetMapLines.id))
    .where(and(eq(budgetMapLines.year, year), eq(budgetMapLines.active, true), visibleLines(restrictions)));
  return {
    year,
    lines: row?.lines ?? 0,
    budget: row?.budget ?? '0.00',
    reserved: row?.reserved ?? '0.00',
    paid: row?.paid ?? '0.00',
    available: row?.available ?? '0.00',
  };
}
