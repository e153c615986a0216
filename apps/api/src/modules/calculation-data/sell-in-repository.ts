import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { sellIn } from './calculation-data-tables';
import { recordChangedPeriods } from './changed-periods-repository';

/**
 * Loads sell-in rows given as a select (`customer_id, sku_id, competence, volume, gsv, niv,
 * gross_revenue, row_number`, the manual integration's approved rows) in one statement; a key
 * repeated keeps the row with the highest `row_number`. The customers and competences written
 * are recorded as changed periods of the integration. Answers how many rows were written.
 */
export async function upsertSellInFrom(db: Db, rows: SQL, integrationId: number): Promise<number> {
  const result = await db.execute(sql`
    with written as (
      insert into ${sellIn} (customer_id, sku_id, competence, volume, gsv, niv, gross_revenue, integration_id, updated_at)
      select distinct on (customer_id, sku_id, competence)
        customer_id, sku_id, competence, volume, gsv, niv, gross_revenue, ${integrationId}, now()
      from (${rows}) rows
      order by customer_id, sku_id, competence, row_number desc
      on conflict (customer_id, sku_id, competence) do update set
        volume = excluded.volume, gsv = excluded.gsv, niv = excluded.niv,
        gross_revenue = excluded.gross_revenue, integration_id = excluded.integration_id,
        job_id = null, updated_at = excluded.updated_at
      returning customer_id, competence
    ), periods as (
      ${recordChangedPeriods(sql`select distinct customer_id, competence from written`, 'sellIn', { integrationId })}
    )
    select (select count(*) from written)::int as "written"
  `);
  return Number((result as unknown as { rows: { written: number }[] }).rows[0]?.written ?? 0);
}

export interface SellInKey {
  customerId: number;
  skuId: number;
  competence: string;
}

/** The stored sell-in of these customer, SKU and competence keys. */
export function findSellIn(db: Db, keys: readonly SellInKey[]) {
  const tuples: SQL[] = keys.map(
    (key) => sql`(${key.customerId}::integer, ${key.skuId}::integer, ${key.competence}::date)`,
  );
  return db
    .select({
      customerId: sellIn.customerId,
      skuId: sellIn.skuId,
      competence: sellIn.competence,
      volume: sellIn.volume,
      gsv: sellIn.gsv,
      niv: sellIn.niv,
      grossRevenue: sellIn.grossRevenue,
    })
    .from(sellIn)
    .where(
      sql`(${sellIn.customerId}, ${sellIn.skuId}, ${sellIn.competence}) in (${sql.join(tuples, sql`, `)})`,
    );
}

/** Sell-in rows of a competence (its first day) whose SKU is among `skuIds` (a subquery). */
export async function countSellIn(db: Db, competence: string, skuIds: SQLWrapper): Promise<number> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(sellIn)
    .where(and(eq(sellIn.competence, competence), inArray(sellIn.skuId, skuIds)));
  return counted?.total ?? 0;
}

/**
 * Whether a competence (its first day) holds any sell-in row whose SKU is among `skuIds`: stops
 * at the first row, where a count reads the whole month (the ascertainment asks it for every
 * month of every ascertainment it calculates).
 */
export async function hasSellIn(db: Db, competence: string, skuIds: SQLWrapper): Promise<boolean> {
  const found = await db
    .select({ one: sql<number>`1` })
    .from(sellIn)
    .where(and(eq(sellIn.competence, competence), inArray(sellIn.skuId, skuIds)))
    .limit(1);
  return found.length > 0;
}
