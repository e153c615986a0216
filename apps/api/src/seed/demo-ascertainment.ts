import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import Decimal from 'decimal.js';
import { calculateAscertainments } from '../modules/ascertainment/ascertainment-calculation';
import { loadCalcDataRows } from '../modules/calculation-data/calculation-data-service';
import type { Db } from '../platform/db/database';

/**
 * Sell-in of the Alfa group's two customers in the first quarter of this year and of the year
 * before (worked example 1 of DOMAIN.md: 1 000 000.00 a year earlier, 1 080 000.00 now, split
 * 700 000.00 and 380 000.00), on a cleaning SKU of the HPF business unit; then the
 * ascertainments of March are calculated, so the screens open on real numbers: the quarterly
 * growth lever of the approved Alfa agreement earns 27 000.00.
 */
const DEMO_SELL_IN: { customer: string; yearsBack: 0 | 1; months: [string, string, string] }[] = [
  { customer: '0001000101', yearsBack: 0, months: ['200000.00', '250000.00', '250000.00'] },
  { customer: '0001000102', yearsBack: 0, months: ['120000.00', '130000.00', '130000.00'] },
  { customer: '0001000101', yearsBack: 1, months: ['200000.00', '200000.00', '250000.00'] },
  { customer: '0001000102', yearsBack: 1, months: ['100000.00', '120000.00', '130000.00'] },
];

export async function seedDemoAscertainment(db: Db, today: string, userIds: ReadonlyMap<string, number>) {
  const year = Number(today.slice(0, 4));
  await loadCalcDataRows(
    db,
    'sellIn',
    DEMO_SELL_IN.flatMap(({ customer, yearsBack, months }) =>
      months.map((niv, index) => ({
        customerCode: customer,
        storeCode: null,
        distributorCode: null,
        skuCode: 'SKU-1001',
        competence: `${String(index + 1).padStart(2, '0')}/${year - yearsBack}`,
        volume: '1000.000',
        niv,
        gsv: new Decimal(niv).times('1.1').toFixed(2),
        grossRevenue: new Decimal(niv).times('1.2').toFixed(2),
      })),
    ),
  );
  const analyst = userIds.get('comercial');
  if (analyst === undefined) throw new Error('demo ascertainment needs the comercial user');
  await calculateAscertainments(
    db,
    { competence: `03/${year}` },
    { id: analyst, restrictions: NO_RESTRICTIONS, language: 'pt-BR' },
    60,
  );
}
