import type { TRestrictions } from '@trade-terms/domain/session';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { contractVisible, customersSql } from './percentage-contracts-repository';
import { percentageAscertainments, percentageContracts } from './percentage-contracts-table';

/**
 * The read model payments take percentage contracts' money from (docs/domain.md
 * "Percentage-value contracts"): the ascertained months of a competence above zero, of contracts
 * still approved, within the caller's restrictions (customer and business unit). The months read
 * are share-locked until the caller's transaction ends, so a refresh of the month (which locks it
 * for update and asks whether payment items use it) waits for a generation in flight.
 */

export interface PayablePercentageMonth {
  monthId: number;
  contractId: number;
  customerCode: string;
  customerChannel: string | null;
  payerCode: string;
  budgetType: string;
  /** The contract's business unit; null for one saved before contracts had it. */
  commodity: string | null;
  value: string;
}

export function payablePercentageMonths(
  db: Db,
  competence: string,
  restrictions: TRestrictions,
): Promise<PayablePercentageMonth[]> {
  return rowsOf<PayablePercentageMonth>(
    db,
    sql`select a.id as "monthId", p.id as "contractId", p.customer_code as "customerCode",
        c."channel" as "customerChannel", p.payer_code as "payerCode", p.budget_type_code as "budgetType",
        p.commodity_code as commodity, a.value::text as value
      from ${percentageAscertainments} a
      join ${percentageContracts} p on p.id = a.contract_id
      left join ${customersSql()} c on c."code" = p.customer_code
      where a.competence = ${competence}::date and a.value > 0 and p.status = 'APROVADO'
        and ${contractVisible(restrictions)}
      order by p.id, a.id
      for share of a`,
  );
}

/**
 * The contract of each ascertained month (what a payment of the month pays), for another module's
 * SQL to join on: a parenthesised select of `month_id` and `contract_id`, under an alias.
 */
export function monthContractsSql(): SQL {
  const months = percentageAscertainments;
  return sql`(select ${months.id} as "month_id", ${months.contractId} as "contract_id" from ${months})`;
}
