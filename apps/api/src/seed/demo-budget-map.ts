import type { TMapLineKey } from '@trade-terms/domain/budget-map';
import { saveLine } from '../modules/budget-map/budget-map';
import type { Db } from '../platform/db/database';

/**
 * Demo lines of the budget map for the current year: monthly budgets of the demo customers. Rede
 * Beta in HC has an ON line of the same key as its ICE OFF line, so `/migration` shows a holding
 * whose OFF money can move to ON.
 */
const DEMO_LINES: (Omit<TMapLineKey, 'year'> & { monthly: string })[] = [
  {
    commodity: 'HPF',
    economicGroup: 'GRP-ALFA',
    channel: 'HC',
    segment: 'VAR',
    region: 'SE',
    cva: 'CVA1',
    budgetType: 'VERBA-OFF',
    ricBox: 'RIC-01',
    monthly: '50000.00',
  },
  {
    commodity: 'ICE',
    economicGroup: 'GRP-BETA',
    channel: 'HC',
    segment: 'ATC',
    region: 'NE',
    cva: 'CVA2',
    budgetType: 'VERBA-OFF',
    ricBox: 'RIC-02',
    monthly: '20000.00',
  },
  {
    commodity: 'ICE',
    economicGroup: 'GRP-BETA',
    channel: 'HC',
    segment: 'ATC',
    region: 'NE',
    cva: 'CVA2',
    budgetType: 'VERBA-ON',
    ricBox: 'RIC-02',
    monthly: '5000.00',
  },
  {
    commodity: 'HPF',
    economicGroup: 'GRP-BETA',
    channel: 'PC',
    segment: 'ATC',
    region: 'S',
    cva: 'CVA3',
    budgetType: 'VERBA-OFF',
    ricBox: 'RIC-01',
    monthly: '12500.50',
  },
];

export async function seedDemoBudgetMap(db: Db, today: string, userIds: ReadonlyMap<string, number>) {
  const admin = userIds.get('admin');
  if (admin === undefined) throw new Error('the demo budget map needs the admin user');
  const caller = {
    id: admin,
    restrictions: { canais: [], commodities: [], regioes: [] },
    language: 'pt-BR' as const,
  };
  for (const { monthly, ...key } of DEMO_LINES) {
    await saveLine(
      db,
      { ...key, year: Number(today.slice(0, 4)), budgets: Array(12).fill(monthly), active: true },
      caller,
    );
  }
}
