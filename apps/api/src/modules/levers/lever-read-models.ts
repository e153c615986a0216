import { type SQL, sql } from 'drizzle-orm';
import { auditedProducts, leverRecommendations } from './lever-sheets-table';
import { levers } from './levers-table';

/**
 * What the store-compliance reports read of the lever area, for their SQL, with the lever tables
 * kept behind it: parenthesised selects to put in a `from` or a `join` under an alias, their
 * columns named as written here (quoted).
 */

/** The catalogue's store-compliance levers: `id`, `name`, `channel`, `periodicities`. */
export function storeComplianceLeversSql(): SQL {
  return sql`(select ${levers.id} as "id", ${levers.name} as "name", ${levers.channelCode} as "channel",
    ${levers.periodicities} as "periodicities"
    from ${levers} where ${levers.calculationModel} = 'STORE_COMPLIANCE')`;
}

/** The levers' recommendation rows: `leverId`, `region`, `commodity`, `subregion`, `packCategory` (codes). */
export function recommendationScopesSql(): SQL {
  const r = leverRecommendations;
  return sql`(select ${r.leverId} as "leverId", ${r.regionCode} as "region", ${r.commodityCode} as "commodity",
    ${r.subregionCode} as "subregion", ${r.packCategoryCode} as "packCategory" from ${r})`;
}

/** The audited products: `productCode`, `region`, `validityStart`, `validityEnd`. */
export function auditedProductsSql(): SQL {
  const p = auditedProducts;
  return sql`(select ${p.productCode} as "productCode", ${p.regionCode} as "region",
    ${p.validityStart} as "validityStart", ${p.validityEnd} as "validityEnd" from ${p})`;
}

/**
 * The catalogue's levers as the ascertainment reads them: `id`, `name`, `periodicities`,
 * `needsEvidence`, `calculationModel`, `ascertainmentOrigin`, `calculationBasis`.
 */
export function leverCatalogueSql(): SQL {
  return sql`(select ${levers.id} as "id", ${levers.name} as "name", ${levers.periodicities} as "periodicities",
    ${levers.needsEvidence} as "needsEvidence", ${levers.calculationModel} as "calculationModel",
    ${levers.ascertainmentOrigin} as "ascertainmentOrigin", ${levers.calculationBasis} as "calculationBasis"
    from ${levers})`;
}
