import type { TAscertainmentFilters } from '@trade-terms/domain/ascertainment';
import type { TRestrictions } from '@trade-terms/domain/session';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { visibleFrom } from './ascertainment-reads-repository';
import { ascertainmentLines } from './ascertainment-table';

export interface DiscountRow {
  ascertainmentId: number;
  agreementId: number;
  description: string;
  holding: string;
  holdingName: string | null;
  channels: string[];
  commodity: string;
  periodCode: string;
  periodYear: number;
  periodEnd: string;
  status: string;
  leverId: number;
  fundsType: string;
  accurateValue: string | null;
  validatedValue: string | null;
  finalValue: string | null;
  abatement: string;
  toPay: string | null;
}

/**
 * The lines of the visible ascertainments under the filters (every status), by agreement,
 * period and lever position, at most `limit`. Values as numeric text: exact.
 */
export async function discountRows(
  db: Db,
  filters: TAscertainmentFilters,
  restrictions: TRestrictions,
  limit: number,
): Promise<DiscountRow[]> {
  const result = await db.execute(sql`select x.id as "ascertainmentId", x.agreement_id as "agreementId",
      x."description", x."holding", x."holdingName", array_to_json(x."channels") as "channels",
      x.commodity_code as "commodity", x.period_code as "periodCode", x.period_year as "periodYear",
      x.period_end::text as "periodEnd", x.status, l.lever_id as "leverId", l.funds_type as "fundsType",
      l.accurate_value::text as "accurateValue", l.validated_value::text as "validatedValue",
      l.final_value::text as "finalValue", l.abatement::text as "abatement", l.to_pay::text as "toPay"
    from ${ascertainmentLines} l
    join (select a.id, a.agreement_id, a.commodity_code, a.period_code, a.period_year, a.period_end, a.status,
        ag."description", ag."holding", ag."holdingName", ag."channels"
      ${visibleFrom(restrictions, filters)}) x on x.id = l.ascertainment_id
    order by x.agreement_id, x.period_end, x.period_code, x.commodity_code, l.position, l.id
    limit ${limit}`);
  return (result as unknown as { rows: DiscountRow[] }).rows;
}
