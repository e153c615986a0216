import type { SQL } from 'drizzle-orm';

/**
 * What the cashflow asks of payments, handed in by the composition root (payments read detached
 * ascertainments as a source, so the cashflow cannot import payments).
 */
export interface CashflowNeighbours {
  /**
   * A subquery with one row per detached ascertainment in payment (`detached_id`): what its active
   * items hold (`in_payment`), what SAP returned as paid (`paid`), and the payment's number, date
   * and status (`payment_number`, `payment_date`, `payment_status`).
   */
  paymentStateSql: () => SQL;
}
