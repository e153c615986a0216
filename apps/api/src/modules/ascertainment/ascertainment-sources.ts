import type { AscertainmentOrigin } from '@trade-terms/domain/ascertainment-calculation';
import type { SQL } from 'drizzle-orm';
import { sellInRowsSql } from '../integrations/sell-in-read-model';

/**
 * Where the rows of an ascertainment origin come from: each source is its owner module's read
 * model, a parenthesised select with `rowId`, `customerId`, `skuId`, `competence` (first day of
 * the month), `volume`, `niv`, `gsv` and `grossRevenue`. Adding a source (sell-out, DMS) is one
 * entry here; until then a lever of that origin is stored without a value, with the
 * inconsistency "source data not available".
 */
export type SalesSource = Exclude<AscertainmentOrigin, 'EVIDENCE'>;

export const SALES_SOURCES: Record<SalesSource, (() => SQL) | null> = {
  SELL_IN: sellInRowsSql,
  SELL_OUT: null,
  DMS: null,
};

/**
 * The source of a lever's base. Evidence carries no sales: a model that needs a base (store
 * compliance pays a percentage of it) reads it from sell-in, our invoices to the customer.
 */
export function salesSourceOf(origin: AscertainmentOrigin): SalesSource {
  return origin === 'EVIDENCE' ? 'SELL_IN' : origin;
}
