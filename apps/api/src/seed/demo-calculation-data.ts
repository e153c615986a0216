import { formatCompetence } from '@trade-terms/domain/competence';
import Decimal from 'decimal.js';
import { loadCalcDataRows } from '../modules/calculation-data/calculation-data-service';
import type { Db } from '../platform/db/database';

const STORES = ['LJ-0001', 'LJ-0002', 'LJA-101', 'LJA-102', 'LJA-103', 'LJA-104'];
const SKUS = ['SKU-1001', 'SKU-2001', 'SKU-3001'];
/** The distributor (an SAP customer of the South) that reports DMS of two Alfa stores. */
const DISTRIBUTOR = '0002000201';

const PRICES = ['12.50', '4.35', '21.90'];

/** A deterministic amount per store, SKU and month (exact decimals), so the screens show varied figures. */
function figures(store: number, sku: number, back: number) {
  const volume = new Decimal(40 + store * 7 + sku * 11 + back * 3).plus(
    new Decimal(store * 37 + back).div(1000),
  );
  const gross = volume.times(PRICES[sku] ?? '10').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return {
    volume: volume.toFixed(3),
    grossRevenue: gross.toFixed(2),
    gsv: gross.times('0.92').toFixed(2, Decimal.ROUND_HALF_UP),
    niv: gross.times('0.81').toFixed(2, Decimal.ROUND_HALF_UP),
  };
}

/**
 * Sell-out of the demo's PDV stores and DMS reported by a distributor for two of them, for the
 * current month and the two before, so `/calc` shows rows and totals after the first start.
 */
export async function seedDemoCalculationData(db: Db, today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const months = [2, 1, 0].map((back) => {
    const index = year * 12 + (month - 1) - back;
    return { label: formatCompetence({ year: Math.floor(index / 12), month: (index % 12) + 1 }), back };
  });
  const empty = { customerCode: null, distributorCode: null };
  const sellOut = months.flatMap(({ label, back }) =>
    STORES.flatMap((store, s) =>
      SKUS.map((sku, k) => ({
        ...empty,
        storeCode: store,
        skuCode: sku,
        competence: label,
        ...figures(s, k, back),
      })),
    ),
  );
  await loadCalcDataRows(db, 'sellOut', sellOut);
  const dms = sellOut
    .filter((row) => row.storeCode === 'LJ-0001' || row.storeCode === 'LJ-0002')
    .map((row) => ({ ...row, distributorCode: DISTRIBUTOR }));
  await loadCalcDataRows(db, 'dms', dms);
}
