import { MONTHS } from '@trade-terms/domain/budget-ledger';
import { changeBudget, findMapLine, type MapLineKey } from '../modules/budget-map/budget-ledger';
import { budgetMapLines } from '../modules/budget-map/budget-map-table';
import type { Db } from '../platform/db/database';

/**
 * The budget map line the demo agreements of Grupo Alfa pay from (HPF, HC, segment VAR, region SE,
 * CVA1, budget type VERBA-OFF checked against the map, RIC box RIC-OFF, this year), with 500 000.00
 * a month, so the payments screens liberate demo ascertainments on real money. Left alone when
 * the map holds the line already.
 */
export async function seedDemoPaymentsMapLine(db: Db, today: string): Promise<void> {
  const key: MapLineKey = {
    commodity: 'HPF',
    economicGroup: 'GRP-ALFA',
    channel: 'HC',
    segment: 'VAR',
    region: 'SE',
    cva: 'CVA1',
    budgetType: 'VERBA-OFF',
    ricBox: 'RIC-OFF',
    year: Number(today.slice(0, 4)),
  };
  if (await findMapLine(db, key)) return;
  const [line] = await db
    .insert(budgetMapLines)
    .values({
      commodityCode: key.commodity,
      economicGroupCode: key.economicGroup,
      channelCode: key.channel,
      segmentCode: key.segment,
      regionCode: key.region,
      cvaCode: key.cva,
      budgetTypeCode: key.budgetType,
      ricBox: key.ricBox,
      year: key.year,
    })
    .returning({ id: budgetMapLines.id });
  if (!line) throw new Error('demo map line not inserted');
  for (const month of MONTHS)
    await changeBudget(db, { lineId: line.id, month, delta: '500000.00', userId: null, justification: null });
}
