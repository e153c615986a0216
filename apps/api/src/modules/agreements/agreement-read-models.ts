import type { AgreementStatus } from '@trade-terms/domain/agreements';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { registerRowsSql } from '../master-data/register-read-models';
import { shownState } from './agreement-sap-on-repository';
import { agreementSapConditions } from './agreement-sap-on-table';
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

/**
 * The agreements the caller may see (the agreements' own restriction rule), for the
 * ascertainment's lists and reads: a parenthesised select with `id`, `description`, `holding`,
 * `holdingName`, `channels`, `status`, `signatureStatus`, `validityStart`, `validityEnd`.
 */
export function agreementsWithinSql(restrictions: TRestrictions): SQL {
  const a = agreements;
  return sql`(select ${a.id} as "id", ${a.description} as "description", ${a.economicGroupCode} as "holding",
    g."name" as "holdingName", ${a.channels} as "channels", ${a.status} as "status",
    ${a.signatureStatus} as "signatureStatus", ${a.validityStart} as "validityStart", ${a.validityEnd} as "validityEnd"
    from ${a} left join ${registerRowsSql('economicGroup')} g on g."code" = ${a.economicGroupCode}
    where ${withinRestrictions(restrictions) ?? sql`true`})`;
}

/**
 * Every lever of the agreements of some statuses, with its values in force, for the
 * ascertainment's calculation (the caller chose the agreements already): `agreementLeverId`,
 * `agreementId`, `position`, `leverId`, `fundsType`, the values, `commodity`, the scope's code
 * lists, `customers`, `events` (json) and the agreement's `validityStart`, `validityEnd`.
 */
export function agreementLeverValuesSql(statuses: readonly AgreementStatus[]): SQL {
  const a = agreements;
  const l = agreementLevers;
  return sql`(select ${l.id} as "agreementLeverId", ${a.id} as "agreementId", ${l.position} as "position",
    ${l.leverId} as "leverId", ${l.fundsType} as "fundsType", ${l.discountPercent} as "discountPercent",
    ${l.goal} as "goal", ${l.minimumPercent} as "minimumPercent", ${l.minimumDiscountPercent} as "minimumDiscountPercent",
    ${l.potentialDiscountPercent} as "potentialDiscountPercent", ${l.growthPercent} as "growthPercent",
    ${l.thresholdPercent} as "thresholdPercent", ${l.fixedValue} as "fixedValue", ${l.commodityCode} as "commodity",
    ${l.categories} as "categories", ${l.brands} as "brands", ${l.ppaProducts} as "ppaProducts", ${l.skus} as "skus",
    ${l.customers} as "customers", ${l.events} as "events", ${a.validityStart}::text as "validityStart",
    ${a.validityEnd}::text as "validityEnd"
    from ${l} join ${a} on ${a.id} = ${l.agreementId} where ${inArray(a.status, [...statuses])})`;
}

/**
 * The SAP payers of each lever of an agreement, in the levers' order (codes as the lever names
 * them), for the ascertainment's payer split. The caller has checked the agreement's visibility.
 */
export function leverPayersOf(
  db: Db,
  agreementId: number,
): Promise<{ agreementLeverId: number; payers: string[] }[]> {
  return db
    .select({ agreementLeverId: agreementLevers.id, payers: agreementLevers.payers })
    .from(agreementLevers)
    .where(eq(agreementLevers.agreementId, agreementId))
    .orderBy(asc(agreementLevers.position), asc(agreementLevers.id));
}

/**
 * The SAP payers of every agreement lever (`"agreementLeverId"`, `"payers"`: codes in the lever's
 * order), for the ascertainment's SQL; the caller applies the agreement's visibility.
 */
export function agreementLeverPayersSql(): SQL {
  return sql`(select ${agreementLevers.id} as "agreementLeverId", ${agreementLevers.payers} as "payers"
    from ${agreementLevers})`;
}

/**
 * The SAP state of every ON agreement lever, by agreement and catalogue lever (`"agreementId"`,
 * `"leverId"`, `"state"` as the SAP ON screen shows it, `"conditionNumber"`): the read model other
 * modules (the ON ascertainment) join.
 */
export function sapOnStatesSql(): SQL {
  return sql`(select ${agreementLevers.agreementId} as "agreementId", ${agreementLevers.leverId} as "leverId",
    ${shownState} as "state", ${agreementSapConditions.conditionNumber} as "conditionNumber"
    from ${agreementLevers}
    join ${agreements} on ${agreements.id} = ${agreementLevers.agreementId}
    left join ${agreementSapConditions} on ${agreementSapConditions.agreementId} = ${agreementLevers.agreementId}
      and ${agreementSapConditions.leverId} = ${agreementLevers.leverId}
    where ${agreementLevers.fundsType} = 'ON')`;
}

/** What payments read of an agreement lever to group and key its payment items. */
export interface LeverPaymentKey {
  agreementLeverId: number;
  agreementId: number;
  holding: string;
  channels: string[];
  salesOrganization: string | null;
  segment: string | null;
  region: string | null;
  ricMeasure: string | null;
  budgetType: string | null;
}

/** The payment keys of these agreement levers (unknown ids are absent). */
export async function leverPaymentKeys(
  db: Db,
  agreementLeverIds: readonly number[],
): Promise<Map<number, LeverPaymentKey>> {
  if (agreementLeverIds.length === 0) return new Map();
  const rows = await db
    .select({
      agreementLeverId: agreementLevers.id,
      agreementId: agreements.id,
      holding: agreements.economicGroupCode,
      channels: agreements.channels,
      salesOrganization: agreements.salesOrganization,
      segment: agreements.segmentCode,
      region: agreements.regionCode,
      ricMeasure: agreements.ricMeasure,
      budgetType: agreementLevers.budgetType,
    })
    .from(agreementLevers)
    .innerJoin(agreements, eq(agreements.id, agreementLevers.agreementId))
    .where(inArray(agreementLevers.id, [...new Set(agreementLeverIds)]));
  return new Map(rows.map((row) => [row.agreementLeverId, row]));
}

/** How many agreements the caller may see stand in each status (for the home dashboard). */
export function countAgreementsByStatus(db: Db, restrictions: TRestrictions) {
  return db
    .select({ status: agreements.status, total: sql<number>`count(*)::int` })
    .from(agreements)
    .where(withinRestrictions(restrictions))
    .groupBy(agreements.status);
}
