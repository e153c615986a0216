import type { AscertainmentOrigin } from '@trade-terms/domain/ascertainment-calculation';
import type { SQL } from 'drizzle-orm';
import { dmsRowsSql, sellInRowsSql, sellOutRowsSql } from '../calculation-data/sales-read-models';

/**
 * Where the rows of an ascertainment origin come from: each source is its owner module's read
 * model, a parenthesised select with `rowId`, `customerId`, `skuId`, `competence` (first day of
 * the month), `volume`, `niv`, `gsv` and `grossRevenue`: the calculation-data module's.
 */
export type SalesSource = Exclude<AscertainmentOrigin, 'EVIDENCE'>;

export const SALES_SOURCES: Record<SalesSource, () => SQL> = {
  SELL_IN: sellInRowsSql,
  SELL_OUT: sellOutRowsSql,
  DMS: dmsRowsSql,
};

/**
 * The source of a lever's base. Evidence carries no sales: a model that needs a base (store
 * compliance pays a percentage of it) reads it from sell-in, our invoices to the customer.
 */
export function salesSourceOf(origin: AscertainmentOrigin): SalesSource {
  return origin === 'EVIDENCE' ? 'SELL_IN' : origin;
}
