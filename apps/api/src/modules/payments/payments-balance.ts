import { sumMoney } from '@trade-terms/domain/money';
import type { Db } from '../../platform/db/database';
import { findMapLine, lineBalance } from '../budget-map/budget-ledger';
import type { ItemRow } from './payments-repository';

/** The budget map line key of an item (docs/domain.md "Payments", the matching-line rule). */
export function mapKeyOfItem(
  item: Pick<
    ItemRow,
    | 'commodity'
    | 'economicGroup'
    | 'channel'
    | 'segment'
    | 'region'
    | 'cva'
    | 'budgetType'
    | 'ricBox'
    | 'competence'
  >,
) {
  return {
    commodity: item.commodity,
    economicGroup: item.economicGroup,
    channel: item.channel,
    segment: item.segment ?? '',
    region: item.region ?? '',
    cva: item.cva ?? '',
    budgetType: item.budgetType,
    ricBox: item.ricBox,
    year: Number(item.competence.slice(0, 4)),
  };
}

/**
 * A group's balance: the available money, in the competence's month, of the map lines its items
 * draw on (the line each reserved on, or the one its key names before the liberation), each line
 * counted once; null when no item has a line.
 */
export async function mapLinesAvailable(
  db: Db,
  items: readonly ItemRow[],
  month: number,
): Promise<string | null> {
  const lines = new Set<number>();
  for (const item of items) {
    if (!item.active) continue;
    const lineId = item.mapLineId ?? (await findMapLine(db, mapKeyOfItem(item)))?.id ?? null;
    if (lineId !== null) lines.add(lineId);
  }
  if (lines.size === 0) return null;
  const available: string[] = [];
  for (const lineId of lines) {
    const balance = await lineBalance(db, lineId);
    available.push(balance.months.find((each) => each.month === month)?.available ?? '0.00');
  }
  return sumMoney(available);
}
