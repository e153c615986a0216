import type { CalculationBasis } from '@trade-terms/domain/levers';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { dms, sellIn, sellOut } from './calculation-data-tables';

type SalesTable = typeof sellIn | typeof sellOut | typeof dms;

/**
 * A source of calculation data as the ascertainment sums it, with the table kept behind it: a
 * parenthesised select to put in a `from` under an alias. Columns (quoted): `rowId`,
 * `customerId` (the SAP customer the row counts for: the store's for sell-out and DMS), `skuId`,
 * `competence` (first day of the month), `volume`, `niv`, `gsv`, `grossRevenue`.
 */
function salesRowsSql(table: SalesTable): SQL {
  const t = table;
  return sql`(select ${t.id} as "rowId", ${t.customerId} as "customerId", ${t.skuId} as "skuId",
    ${t.competence} as "competence", ${t.volume} as "volume", ${t.niv} as "niv", ${t.gsv} as "gsv",
    ${t.grossRevenue} as "grossRevenue" from ${t as PgTable})`;
}

export const sellInRowsSql = (): SQL => salesRowsSql(sellIn);
export const sellOutRowsSql = (): SQL => salesRowsSql(sellOut);
export const dmsRowsSql = (): SQL => salesRowsSql(dms);

/** The column of a read model's row that holds each calculation basis, under a row alias. */
export function basisColumnSql(basis: CalculationBasis, alias: string): SQL {
  const column = { NIV: 'niv', GSV: 'gsv', GROSS_REVENUE: 'grossRevenue' }[basis];
  return sql`${sql.identifier(alias)}.${sql.identifier(column)}`;
}
