import { parseBrDate } from '@trade-terms/domain/dates';
import type { TProductsReportFilters } from '@trade-terms/domain/products-report';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { registerRowsSql } from '../master-data/register-read-models';

export interface ProductRow {
  id: number;
  sku: string;
  description: string;
  ean: string | null;
  netWeight: string | null;
  ppaProduct: string | null;
  brand: string | null;
  category: string | null;
  commodity: string | null;
  categoryValidityStart: string | null;
  categoryValidityEnd: string | null;
  innovationCompetence: string | null;
  active: boolean;
}

/** SKU → PPA product → brand → category → business unit, and the SKU's latest innovation record. */
const PRODUCTS = sql`${registerRowsSql('sku', ['ean', 'ppaProduct', 'netWeight'])} s
  left join ${registerRowsSql('ppaProduct', ['brand'])} p on p."id" = s."ppaProductId"
  left join ${registerRowsSql('brand', ['category'])} b on b."id" = p."brandId"
  left join ${registerRowsSql('category', ['commodity', 'validityStart', 'validityEnd'])} c on c."id" = b."categoryId"
  left join lateral (select max(i."competence") as "competence"
    from ${registerRowsSql('innovationProduct', ['sku', 'competence'])} i
    where i."skuId" = s."id" and i."active") inn on true`;

const codes = (values: readonly string[]) => sql`${sql.param([...values])}::varchar[]`;

/**
 * The filters, and the caller's business units on the product's (its category's): a product
 * without one is seen only by callers open on business units.
 */
function conditionOf(filters: TProductsReportFilters, restrictions: TRestrictions): SQL {
  const validOn = filters.validOn ? parseBrDate(filters.validOn) : null;
  const text = filters.text ? `%${filters.text.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
  return (
    and(
      filters.commodities?.length ? sql`c."commodity" = any(${codes(filters.commodities)})` : undefined,
      filters.categories?.length ? sql`c."code" = any(${codes(filters.categories)})` : undefined,
      filters.brands?.length ? sql`b."code" = any(${codes(filters.brands)})` : undefined,
      filters.status ? sql`s."active" = ${filters.status === 'ATIVO'}` : undefined,
      validOn
        ? sql`c."validityStart" <= ${validOn}::date and (c."validityEnd" is null or c."validityEnd" >= ${validOn}::date)`
        : undefined,
      text ? sql`(s."code" ilike ${text} or s."name" ilike ${text} or s."ean" ilike ${text})` : undefined,
      restrictionCondition(restrictions, [{ dimension: 'commodities', column: sql`c."commodity"` }]),
    ) ?? sql`true`
  );
}

export async function productRows(
  db: Db,
  filters: TProductsReportFilters,
  restrictions: TRestrictions,
  page: { offset: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const condition = conditionOf(filters, restrictions);
  const rows = await rowsOf<ProductRow>(
    db,
    sql`select s."id", s."code" as "sku", s."name" as "description",
      s."ean", s."netWeight"::text as "netWeight", p."code" as "ppaProduct", b."code" as "brand",
      c."code" as "category", c."commodity", c."validityStart"::text as "categoryValidityStart",
      c."validityEnd"::text as "categoryValidityEnd", inn."competence"::text as "innovationCompetence",
      s."active"
    from ${PRODUCTS} where ${condition}
    order by s."code", s."id" offset ${page.offset} limit ${page.limit}`,
  );
  const count = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as "total" from ${PRODUCTS} where ${condition}`,
  );
  return { rows, total: count[0]?.total ?? 0 };
}
