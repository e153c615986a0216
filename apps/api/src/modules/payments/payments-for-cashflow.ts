import { type SQL, sql } from 'drizzle-orm';
import type { CashflowNeighbours } from '../cashflow/cashflow-neighbours';
import { paymentItems } from './payments-table';

/** A detached ascertainment's active items: what they hold and what SAP returned as paid. */
function detachedPaymentStateSql(): SQL {
  return sql`(select i."detached_ascertainment_id" as "detached_id", sum(i."amount") as "in_payment",
      coalesce(sum(i."amount") filter (where i."payment_number" is not null), 0)::numeric(18, 2) as "paid",
      max(i."payment_number") as "payment_number", max(i."payment_date")::text as "payment_date",
      max(i."payment_status") as "payment_status"
    from ${paymentItems} i where i."detached_ascertainment_id" is not null and i."active"
    group by i."detached_ascertainment_id")`;
}

/** What payments answer the cashflow (handed in by the composition root). */
export const paymentsForCashflow: CashflowNeighbours = { paymentStateSql: detachedPaymentStateSql };
