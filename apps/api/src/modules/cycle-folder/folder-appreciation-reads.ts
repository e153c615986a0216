import type {
  TFolderAppreciation,
  TFolderAppreciationListRow,
  TFolderAppreciationSearch,
} from '@trade-terms/domain/folder-appreciation';
import { appreciatedTotal } from '@trade-terms/domain/folder-appreciation';
import { executedByAction } from '@trade-terms/domain/folder-counting';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { FolderCaller } from './cycle-folder-caller';
import { actionsOfFolder, findFolder } from './cycle-folder-repository';
import {
  type AppreciationListRow,
  appreciationRow,
  rowsOfAppreciation,
  searchAppreciations,
} from './folder-appreciation-repository';
import { customersByCodes, rowsOfCounting } from './folder-counting-repository';

/**
 * The appreciation's reads (`valorizacaoPasta/buscar`, `buscarPorPasta`), within the caller's
 * channels and business units: a folder outside them is not found; a folder whose counting is not
 * approved has no appreciation.
 */

function listView(row: AppreciationListRow): TFolderAppreciationListRow {
  return {
    folderId: row.id,
    year: row.year,
    cycle: row.cycle,
    channel: row.channel,
    channelName: row.channelName,
    commodity: row.commodity,
    commodityName: row.commodityName,
    description: row.description,
    planned: row.planned,
    executed: row.executed,
    appreciated: row.appreciated,
    method: row.appreciationMethod,
    status: row.appreciationStatus,
  };
}

/** `valorizacaoPasta/buscar`: a page of folders with an approved counting and their appreciation. */
export async function searchFolderAppreciations(
  db: Db,
  search: TFolderAppreciationSearch,
  caller: FolderCaller,
) {
  const { rows, total } = await searchAppreciations(db, search, caller.restrictions);
  return { items: rows.map(listView), total };
}

/** `valorizacaoPasta/buscarPorPasta`: per counted action its rows, executed and appreciated. */
export async function getFolderAppreciation(
  db: Db,
  folderId: number,
  caller: FolderCaller,
): Promise<TFolderAppreciation> {
  const row = await appreciationRow(db, folderId, caller.restrictions);
  if (!row) {
    // A visible folder whose counting is not approved says so; one outside the caller's sight is not found.
    if (await findFolder(db, folderId, caller.restrictions))
      throw new AppError('FOLDER_APPRECIATION_COUNTING_NOT_APPROVED');
    throw new AppError('NOT_FOUND');
  }
  const counted = await rowsOfCounting(db, row.countingId);
  const appreciated = new Map(
    (row.appreciationId === null ? [] : await rowsOfAppreciation(db, row.appreciationId)).map((each) => [
      `${each.actionId}:${each.customerCode}`,
      each,
    ]),
  );
  const customers = await customersByCodes(
    db,
    counted.map((each) => each.customerCode),
  );
  const executed = executedByAction(counted);
  const actions = (await actionsOfFolder(db, folderId))
    .filter((action) => executed.has(action.id))
    .map((action) => {
      const rows = counted
        .filter((each) => each.actionId === action.id)
        .map((each) => {
          const saved = appreciated.get(`${each.actionId}:${each.customerCode}`);
          return {
            customer: each.customerCode,
            customerName: customers.get(each.customerCode)?.name ?? null,
            executedVolume: each.executedVolume,
            executedValue: each.executedValue,
            financeVolume: saved?.financeVolume ?? null,
            categorySales: saved?.categorySales ?? null,
            percentage: saved?.percentage ?? null,
            appreciatedValue: saved?.appreciatedValue ?? null,
          };
        });
      return {
        id: action.id,
        number: action.number,
        tacticType: action.tacticType,
        description: action.description,
        status: action.status,
        category: action.categoryCode,
        unitValue: action.unitValue,
        executedVolume: executed.get(action.id)?.executedVolume ?? '0.000',
        executedValue: executed.get(action.id)?.executedValue ?? '0.00',
        appreciatedValue: appreciatedTotal(
          rows.flatMap((each) =>
            each.appreciatedValue === null ? [] : [{ appreciatedValue: each.appreciatedValue }],
          ),
        ),
        rows,
      };
    });
  return { ...listView(row), version: row.appreciationVersion, actions };
}
