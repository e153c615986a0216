import { sumMoney } from '@trade-terms/domain/money';
import type { Db } from '../../platform/db/database';
import { availableOfLines, findMapLines, mapLineKeyText } from '../budget-map/budget-ledger';
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
 * Groups' balances (a page's), in three reads whatever their number: the available money, in
 * each group's competence month, of the map lines its items draw on (the line each reserved on,
 * or the one its key names before the liberation), each line counted once; null when no item has
 * a line.
 */
export async function groupsAvailable(
  db: Db,
  groups: readonly { id: number; month: number; items: readonly ItemRow[] }[],
): Promise<Map<number, string | null>> {
  const active = groups.map((group) => ({ ...group, items: group.items.filter((item) => item.active) }));
  const unplaced = active.flatMap((group) => group.items.filter((item) => item.mapLineId === null));
  const byKey = await findMapLines(db, unplaced.map(mapKeyOfItem));
  const linesOf = new Map(
    active.map((group) => {
      const lines = new Set<number>();
      for (const item of group.items) {
        const lineId = item.mapLineId ?? byKey.get(mapLineKeyText(mapKeyOfItem(item)))?.id ?? null;
        if (lineId !== null) lines.add(lineId);
      }
      return [group.id, lines] as const;
    }),
  );
  const available = await availableOfLines(
    db,
    [...linesOf.values()].flatMap((lines) => [...lines]),
  );
  return new Map(
    active.map((group) => {
      const lines = [...(linesOf.get(group.id) ?? [])];
      if (lines.length === 0) return [group.id, null] as const;
      return [
        group.id,
        sumMoney(lines.map((lineId) => available.get(`${lineId}:${group.month}`) ?? '0.00')),
      ] as const;
    }),
  );
}
