import { findMapLine, type MapLineKey } from '../modules/budget-map/budget-ledger';
import { saveLine } from '../modules/budget-map/budget-map';
import type { Db } from '../platform/db/database';

/**
 * The key of the budget map line the demo agreements of Grupo Alfa pay from under the payments'
 * matching rule (HPF, HC, segment VAR, region SE, CVA1, budget type VERBA-OFF checked against the
 * map, RIC box RIC-OFF: the budget type's RIC measure), in a year; tests liberate on it too.
 */
export function demoPaymentsMapLineKey(year: number): MapLineKey {
  return {
    commodity: 'HPF',
    economicGroup: 'GRP-ALFA',
    channel: 'HC',
    segment: 'VAR',
    region: 'SE',
    cva: 'CVA1',
    budgetType: 'VERBA-OFF',
    ricBox: 'RIC-OFF',
    year,
  };
}

/**
 * That line this year, with 500 000.00 a month, so the payments screens liberate demo
 * ascertainments on real money. Left alone when the map holds it already.
 */
export async function seedDemoPaymentsMapLine(db: Db, today: string, userIds: ReadonlyMap<string, number>) {
  const admin = userIds.get('admin');
  if (admin === undefined) throw new Error('the demo payments map line needs the admin user');
  const key = demoPaymentsMapLineKey(Number(today.slice(0, 4)));
  if (await findMapLine(db, key)) return;
  await saveLine(
    db,
    { ...key, budgets: Array(12).fill('500000.00'), active: true },
    { id: admin, restrictions: { canais: [], commodities: [], regioes: [] }, language: 'pt-BR' },
  );
}
