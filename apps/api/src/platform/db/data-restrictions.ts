import {
  isRestricted,
  RESTRICTION_DIMENSIONS,
  type RestrictionDimension,
} from '@trade-terms/domain/data-restrictions';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column of a table that a data restriction applies to. It holds the dimension's code, or,
 * with `lookup`, the id of a record of the dimension's register (whose id and code columns
 * `lookup` names), as a foreign key does.
 */
export interface RestrictedColumn {
  dimension: RestrictionDimension;
  column: PgColumn | SQL;
  lookup?: { id: PgColumn; code: PgColumn };
  /**
   * The column holds an array of codes (an agreement's channels): every one of them must be
   * listed, so a record that reaches into another channel is not shown in part.
   */
  array?: true;
}

/**
 * The condition that keeps a query to the rows the caller's restrictions let through
 * (`packages/domain/src/data-restrictions.ts`): on every restricted dimension, each of the
 * table's columns for it must hold one of the listed codes. A null is not in any list, so a row
 * without a value there is seen only by callers open on that dimension. Undefined when nothing
 * restricts the table, so `and(...)` drops it. Every list, count, export and read by id of data
 * with a channel, commodity or region goes through here.
 */
export function restrictionCondition(
  restrictions: TRestrictions,
  columns: readonly RestrictedColumn[],
): SQL | undefined {
  const conditions: SQL[] = [];
  for (const dimension of RESTRICTION_DIMENSIONS) {
    if (!isRestricted(restrictions, dimension)) continue;
    const codes = restrictions[dimension];
    for (const { column, lookup, array } of columns.filter(
      (candidate) => candidate.dimension === dimension,
    )) {
      if (array) conditions.push(sql`${column} <@ ${sql.param(codes)}::varchar[]`);
      else
        conditions.push(
          lookup
            ? sql`${column} in (select ${lookup.id} from ${lookup.id.table} where ${inArray(lookup.code, codes)})`
            : sql`${column} in ${codes}`,
        );
    }
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}
