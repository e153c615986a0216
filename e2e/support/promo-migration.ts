import { budgetMapCalls } from '@trade-terms/domain/calls/budget-map-calls';
import { call, YEAR } from './agreements';
import { apiToken } from './api-token';

/**
 * Rede Beta's lines in the ice-cream channel that the migration's browser test moves: an OFF line
 * of 1 000.00 a month and the ON line of the same key with 100.00 a month (the demo has no other
 * line of the holding in that channel). The RIC box names this run's lines.
 */
export async function migratableLines(baseUrl: string, ricBox: string): Promise<void> {
  const admin = await apiToken(baseUrl, 'admin', 'Admin@123');
  const key = {
    commodity: 'ICE',
    economicGroup: 'GRP-BETA',
    channel: 'ICE',
    segment: 'ATC',
    region: 'NE',
    cva: 'CVA2',
    ricBox,
    year: YEAR,
  };
  await call(baseUrl, admin, budgetMapCalls.save, {
    ...key,
    budgetType: 'VERBA-OFF',
    budgets: Array<string>(12).fill('1000.00'),
  });
  await call(baseUrl, admin, budgetMapCalls.save, {
    ...key,
    budgetType: 'VERBA-ON',
    budgets: Array<string>(12).fill('100.00'),
  });
}
