import type { AgreementStatus } from '@trade-terms/domain/agreements';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { withinRestrictions } from './agreements-repository';
import { agreementLevers, agreements } from './agreements-table';

/**
 * The levers of the agreements of some statuses that the caller may see (the agreements' own
 * restriction rule), for another module's SQL, with the agreement tables kept behind it: a
 * parenthesised select to put in a `from` under an alias. Columns: `agreementLeverId`,
 * `agreementId`, `description`, `holding`, `channels`, `region`, `businessUnit`, `validityStart`,
 * `validityEnd`, `leverId`, `thresholdPercent`, `commodity`, `categories`, `brands`,
 * `ppaProducts`, `skus`, `customers` (codes, ISO dates, the in-force values of the lever).
 */
export function agreementLeversSql(restrictions: TRestrictions, statuses: readonly AgreementStatus[]): SQL {
  const a = agreements;
  const l = agreementLevers;
  const where = and(inArray(a.status, [...statuses]), withinRestrictions(restrictions));
  return sql`(select ${l.id} as "agreementLeverId", ${a.id} as "agreementId", ${a.description} as "description",
    ${a.economicGroupCode} as "holding", ${a.channels} as "channels", ${a.regionCode} as "region",
    ${a.businessUnitCode} as "businessUnit", ${a.validityStart} as "validityStart", ${a.validityEnd} as "validityEnd",
    ${l.leverId} as "leverId", ${l.thresholdPercent} as "thresholdPercent", ${l.commodityCode} as "commodity",
    ${l.categories} as "categories", ${l.brands} as "brands", ${l.ppaProducts} as "ppaProducts", ${l.skus} as "skus",
    ${l.customers} as "customers"
    from ${l} join ${a} on ${a.id} = ${l.agreementId} where ${where})`;
}
