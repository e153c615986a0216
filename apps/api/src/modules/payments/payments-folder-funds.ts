import { CYCLE_ACTION_LEDGER_KIND } from '@trade-terms/domain/cycle-folders';
import Decimal from 'decimal.js';
import type { Db } from '../../platform/db/database';
import { releaseFunds, reserveFunds, reserveFundsMany } from '../budget-map/budget-ledger';
import { heldByReferences } from '../budget-map/budget-line-reads';
import { approvedFolderIds } from '../cycle-folder/folder-payment-sources';
import { type ItemRecord, markReserved, PAYMENT_ITEM_REFERENCE } from './payments-repository';

/**
 * The budget map money of cycle folder payment items (docs/domain.md "Cycle folder payments").
 * The folder's approval reserved each action's planned money (reference `CYCLE_FOLDER_ACTION`);
 * a payment of the action takes that reservation over instead of reserving the money twice, and
 * gives it back to the action if the payment is disapproved while the folder is still open.
 */

const TAKEOVER_JUSTIFICATION = 'Reserva da ação da pasta de ciclo passada ao pagamento';

type FolderItem = ItemRecord & { folderActionId: number; mapLineId: number };

const isFolderItem = (item: ItemRecord): item is FolderItem =>
  item.folderActionId !== null && item.mapLineId !== null;

/**
 * The liberation's reservation of a folder group's items, in the competence's month (the folder's
 * cycle): each item first takes over what its action still holds there (reserved, not released,
 * not paid), in the items' order, then the item's whole amount is reserved for it. Appreciated
 * money above the action's reservation must be available on the line ("Saldo insuficiente"
 * otherwise, and nothing changes); money below it stays with the action until the folder closes.
 */
export async function reserveFolderItems(
  tx: Db,
  items: readonly ItemRecord[],
  month: number,
  userId: number,
): Promise<void> {
  const placed = items.filter(isFolderItem);
  const held = await heldByReferences(
    tx,
    CYCLE_ACTION_LEDGER_KIND,
    placed.map((item) => item.folderActionId),
  );
  const left = new Map<string, Decimal>(
    held
      .filter((row) => row.month === month)
      .map((row) => [`${row.referenceId}:${row.lineId}`, new Decimal(row.held)] as const),
  );
  const takenOver = placed.map((item) => {
    const key = `${item.folderActionId}:${item.mapLineId}`;
    const available = left.get(key) ?? new Decimal(0);
    const take = Decimal.min(available, new Decimal(item.amount));
    left.set(key, available.minus(take));
    return { item, take: take.toFixed(2) };
  });
  // Releases first, so the amounts taken over are available again for the items' reservations.
  for (const { item, take } of takenOver) {
    if (new Decimal(take).isZero()) continue;
    await releaseFunds(tx, {
      lineId: item.mapLineId,
      month,
      amount: take,
      reference: { kind: CYCLE_ACTION_LEDGER_KIND, id: item.folderActionId },
      userId,
      justification: TAKEOVER_JUSTIFICATION,
    });
  }
  await reserveFundsMany(
    tx,
    placed.map((item) => ({
      lineId: item.mapLineId,
      month,
      amount: item.amount,
      reference: { kind: PAYMENT_ITEM_REFERENCE, id: item.id },
      userId,
    })),
  );
  await markReserved(
    tx,
    takenOver.map(({ item, take }) => ({
      id: item.id,
      lineId: item.mapLineId,
      amount: item.amount,
      takenOver: take,
    })),
  );
}

/**
 * After a disapproval released the items' reservations: what each folder item had taken over is
 * reserved for its action again, while its folder is approved (a closed folder released its
 * actions' money already, so nothing goes back to them). Answers what went back.
 */
export async function giveBackToActions(
  tx: Db,
  items: readonly ItemRecord[],
  month: number,
  userId: number,
): Promise<{ action: number; line: number; amount: string }[]> {
  const taken = items.filter(
    (item): item is FolderItem & { folderId: number; takenOver: string } =>
      isFolderItem(item) &&
      item.folderId !== null &&
      item.takenOver !== null &&
      !new Decimal(item.takenOver).isZero(),
  );
  const open = await approvedFolderIds(
    tx,
    taken.map((item) => item.folderId),
  );
  const given: { action: number; line: number; amount: string }[] = [];
  for (const item of taken) {
    if (!open.has(item.folderId)) continue;
    await reserveFunds(tx, {
      lineId: item.mapLineId,
      month,
      amount: item.takenOver,
      reference: { kind: CYCLE_ACTION_LEDGER_KIND, id: item.folderActionId },
      userId,
    });
    given.push({ action: item.folderActionId, line: item.mapLineId, amount: item.takenOver });
  }
  return given;
}
