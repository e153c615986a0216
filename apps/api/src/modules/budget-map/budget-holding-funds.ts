import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { registerRowsSql } from '../master-data/register-read-models';
import { lineColumns, type MapLine } from './budget-ledger';
import { budgetLineBalances, budgetMapLines } from './budget-map-table';

/**
 * Reads of the map per holding, channel and year, split by the budget types' payment type (ON or
 * OFF, from the budget type register): what the migration of promo OFF to ON lists and moves.
 */

/** The register's budget type codes of one payment type. */
const budgetTypesPaying = (paymentType: 'ON' | 'OFF') =>
  sql`(select t."code" from ${registerRowsSql('budgetType', ['paymentType'])} t where t."paymentType" = ${paymentType})`;

export interface HoldingFundsFilters {
  year: number;
  /** The money adds up the months from this one to the year's end. */
  fromMonth: number;
  channels?: readonly string[] | undefined;
  economicGroups?: readonly string[] | undefined;
  /** The caller's channels, in SQL (undefined: all). */
  visible?: SQL | undefined;
}

/**
 * A query of every holding, channel and year with at least one active OFF line: its OFF lines'
 * count, their available and reserved money and the ON lines' available money, from `fromMonth`
 * on, as decimal text. Columns: economic_group_code, channel_code, year, off_lines, off_available,
 * off_reserved, on_available. The caller joins it with its own records and pages it.
 */
export function holdingFundsQuery(filters: HoldingFundsFilters): SQL {
  const isOff = sql`l.budget_type_code in ${budgetTypesPaying('OFF')}`;
  const isOn = sql`l.budget_type_code in ${budgetTypesPaying('ON')}`;
  const conditions = [sql`l.active`, sql`l.year = ${filters.year}`];
  if (filters.channels?.length) conditions.push(sql`l.channel_code in ${filters.channels}`);
  if (filters.economicGroups?.length)
    conditions.push(sql`l.economic_group_code in ${filters.economicGroups}`);
  if (filters.visible) conditions.push(filters.visible);
  return sql`select l.economic_group_code, l.channel_code, l.year,
      count(distinct l.id) filter (where ${isOff})::int as off_lines,
      coalesce(sum(b.available) filter (where ${isOff}), 0)::numeric(18,2)::text as off_available,
      coalesce(sum(b.reserved) filter (where ${isOff}), 0)::numeric(18,2)::text as off_reserved,
      coalesce(sum(b.available) filter (where ${isOn}), 0)::numeric(18,2)::text as on_available
    from ${budgetMapLines} l
    join ${budgetLineBalances} b on b.line_id = l.id and b.month >= ${filters.fromMonth}
    where ${sql.join(conditions, sql` and `)}
    group by l.economic_group_code, l.channel_code, l.year
    having count(distinct l.id) filter (where ${isOff}) > 0`;
}

/** The map's channel column, for the caller's restrictions on the holdings' funds. */
export const holdingFundsChannel = sql`l.channel_code`;

export interface HoldingLine extends MapLine {
  paymentType: 'ON' | 'OFF' | null;
  months: { month: number; available: string; reserved: string }[];
}

/**
 * The active lines of a holding in a channel and year with their budget type's payment type and
 * each month's available and reserved money. With `lock`, the lines' month balances are read for
 * update, so a movement elsewhere waits until the caller's transaction ends.
 */
export async function holdingLines(
  db: Db,
  key: { economicGroup: string; channel: string; year: number },
  options: { lock?: boolean } = {},
): Promise<HoldingLine[]> {
  const lines = await db
    .select({
      ...lineColumns,
      paymentType: sql<
        'ON' | 'OFF' | null
      >`(select t."paymentType" from ${registerRowsSql('budgetType', ['paymentType'])} t where t."code" = ${budgetMapLines.budgetTypeCode})`,
    })
    .from(budgetMapLines)
    .where(
      and(
        eq(budgetMapLines.economicGroupCode, key.economicGroup),
        eq(budgetMapLines.channelCode, key.channel),
        eq(budgetMapLines.year, key.year),
        eq(budgetMapLines.active, true),
      ),
    )
    .orderBy(budgetMapLines.id);
  if (lines.length === 0) return [];
  const query = db
    .select({
      lineId: budgetLineBalances.lineId,
      month: budgetLineBalances.month,
      available: budgetLineBalances.available,
      reserved: budgetLineBalances.reserved,
    })
    .from(budgetLineBalances)
    .where(
      inArray(
        budgetLineBalances.lineId,
        lines.map((line) => line.id),
      ),
    )
    .orderBy(budgetLineBalances.lineId, budgetLineBalances.month);
  const balances = options.lock ? await query.for('update') : await query;
  return lines.map((line) => ({
    ...line,
    months: balances
      .filter((balance) => balance.lineId === line.id)
      .map(({ month, available, reserved }) => ({ month, available, reserved })),
  }));
}
