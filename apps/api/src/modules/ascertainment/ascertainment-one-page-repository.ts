import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { visibleTo } from './ascertainment-repository';
import { ascertainments } from './ascertainment-table';

/**
 * The ascertainments of the same agreement and period as one (every business unit) that the
 * caller may see, by business unit; none when that one is outside their restrictions.
 */
export async function samePeriodIds(db: Db, id: number, restrictions: TRestrictions): Promise<number[]> {
  const anchor = alias(ascertainments, 'anchor');
  const rows = await db
    .select({ id: ascertainments.id })
    .from(ascertainments)
    .innerJoin(
      anchor,
      and(
        eq(anchor.agreementId, ascertainments.agreementId),
        eq(anchor.periodCode, ascertainments.periodCode),
        eq(anchor.periodYear, ascertainments.periodYear),
      ),
    )
    .where(and(eq(anchor.id, id), visibleTo(restrictions)))
    .orderBy(asc(ascertainments.commodityCode), asc(ascertainments.id));
  return rows.map((row) => row.id);
}
