import { type SQL, sql } from 'drizzle-orm';
import { sellIn } from './integrations-table';

/**
 * The integrated sell-in as the ascertainment sums it, with the table kept behind it: a
 * parenthesised select to put in a `from` under an alias. Columns (quoted): `rowId`,
 * `customerId`, `skuId`, `competence` (first day of the month), `volume`, `niv`, `gsv`,
 * `grossRevenue`. Every source of an ascertainment (sell-in, sell-out, DMS) answers this shape.
 */
export function sellInRowsSql(): SQL {
  const s = sellIn;
  return sql`(select ${s.id} as "rowId", ${s.customerId} as "customerId", ${s.skuId} as "skuId",
    ${s.competence} as "competence", ${s.volume} as "volume", ${s.niv} as "niv", ${s.gsv} as "gsv",
    ${s.grossRevenue} as "grossRevenue" from ${s})`;
}
