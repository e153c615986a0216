import type { TRestrictions } from '@trade-terms/domain/session';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { groupVisibleTo } from './payments-repository';
import { paymentGroups, paymentItems } from './payments-table';

/** What was paid of a competence per budget type, business unit and channel. */
export interface BudgetTypePaid {
  budgetType: string;
  commodity: string;
  channel: string;
  paid: string;
}

/**
 * Money paid of a competence (ISO first day) per budget type, business unit and channel, for the
 * budget types asked (ACTPM ascertainment reads it): the active items SAP returned with a
 * payment number, whatever their origin. The caller's channels and commodities apply.
 */
export function paidByBudgetType(
  db: Db,
  competence: { isoDate: string; budgetTypes: readonly string[] },
  restrictions: TRestrictions,
): Promise<BudgetTypePaid[]> {
  if (competence.budgetTypes.length === 0) return Promise.resolve([]);
  return db
    .select({
      budgetType: paymentGroups.budgetType,
      commodity: paymentGroups.commodity,
      channel: paymentGroups.channel,
      paid: sql<string>`coalesce(sum(${paymentItems.amount}), 0)::numeric(18,2)::text`,
    })
    .from(paymentItems)
    .innerJoin(paymentGroups, eq(paymentGroups.id, paymentItems.groupId))
    .where(
      and(
        eq(paymentItems.active, true),
        isNotNull(paymentItems.paymentNumber),
        eq(paymentGroups.competence, competence.isoDate),
        inArray(paymentGroups.budgetType, [...competence.budgetTypes]),
        groupVisibleTo(restrictions),
      ),
    )
    .groupBy(paymentGroups.budgetType, paymentGroups.commodity, paymentGroups.channel);
}
