import type { TRestrictions } from '@trade-terms/domain/session';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { detachedVisibleTo } from './cashflow-repository';
import { detachedAscertainments } from './cashflow-table';

/**
 * The read model payments take detached ascertainments' money from (docs/domain.md "Cashflow
 * (detached ascertainments)"): the approved ones of a competence within the caller's
 * restrictions. The rows read are share-locked until the caller's transaction ends, so a record
 * never changes under a generation in flight.
 */

export interface PayableDetached {
  detachedId: number;
  customerCode: string;
  payerCode: string;
  budgetType: string;
  commodity: string;
  channel: string | null;
  region: string | null;
  value: string;
}

/** `competence` is the first day of the month (ISO date). */
export function payableDetached(
  db: Db,
  competence: string,
  restrictions: TRestrictions,
): Promise<PayableDetached[]> {
  return rowsOf<PayableDetached>(
    db,
    sql`select d."id" as "detachedId", d."customer_code" as "customerCode", d."payer_code" as "payerCode",
        d."budget_type_code" as "budgetType", d."commodity_code" as "commodity", d."channel_code" as "channel",
        d."region_code" as "region", d."value"::text as "value"
      from ${detachedAscertainments} d
      where d."status" = 'APROVADA' and d."competence" = ${competence}::date and ${detachedVisibleTo(restrictions)}
      order by d."id"
      for share of d`,
  );
}
