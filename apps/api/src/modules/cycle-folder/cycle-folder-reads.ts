import {
  CYCLE_ACTION_LEDGER_KIND,
  type TCycleAction,
  type TCycleFolder,
  type TCycleFolderLineOption,
  type TCycleFolderRow,
  type TCycleFolderSearch,
} from '@trade-terms/domain/cycle-folders';
import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import { sumMoney } from '@trade-terms/domain/money';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { getApproval } from '../approval-flows/approval-requests-service';
import { availableOfLines } from '../budget-map/budget-ledger';
import { activeLinesOf, heldByReferences, linesByIds } from '../budget-map/budget-line-reads';
import type { FolderCaller } from './cycle-folder-caller';
import { type FolderKey, mapLineLabel } from './cycle-folder-lines';
import {
  type ActionRecord,
  actionIdsOfFolders,
  actionsOfFolder,
  type FolderRow,
  folderRow,
  fundsTypesOf,
  searchFolders,
} from './cycle-folder-repository';

/**
 * The folder's reads (`pastaCiclo/buscar`, `buscarPorId`, `buscarLinhasMapa`), all within the
 * caller's channels and business units: a folder outside them is not found.
 */

function rowView(row: FolderRow, reserved: string): TCycleFolderRow {
  return {
    id: row.id,
    version: row.version,
    year: row.year,
    cycle: row.cycle,
    channel: row.channel,
    channelName: row.channelName,
    commodity: row.commodity,
    commodityName: row.commodityName,
    description: row.description,
    status: row.status,
    planningOpen: row.planningOpen,
    actionCount: row.actionCount,
    planned: row.planned,
    reserved,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** `pastaCiclo/buscar`: a page of folders, newest cycle first. */
export async function searchCycleFolders(db: Db, search: TCycleFolderSearch, caller: FolderCaller) {
  const { rows, total } = await searchFolders(db, search, caller.restrictions);
  const actions = await actionIdsOfFolders(
    db,
    rows.map((row) => row.id),
  );
  const folderOf = new Map(actions.map((action) => [String(action.id), action.folderId]));
  const held = await heldByReferences(
    db,
    CYCLE_ACTION_LEDGER_KIND,
    actions.map((action) => action.id),
  );
  const reservedOf = (folderId: number) =>
    sumMoney(held.filter((row) => folderOf.get(row.referenceId) === folderId).map((row) => row.held));
  return { items: rows.map((row) => rowView(row, reservedOf(row.id))), total };
}

/** The folder's actions with their lines' keys, funds types and what each holds on the map. */
async function actionViews(db: Db, actions: readonly ActionRecord[]): Promise<TCycleAction[]> {
  const lines = new Map(
    (
      await linesByIds(
        db,
        actions.map((action) => action.mapLineId),
        NO_RESTRICTIONS,
      )
    ).map((line) => [line.id, line]),
  );
  const fundsTypes = await fundsTypesOf(
    db,
    [...lines.values()].map((line) => line.budgetType),
  );
  const held = await heldByReferences(
    db,
    CYCLE_ACTION_LEDGER_KIND,
    actions.map((action) => action.id),
  );
  return actions.map((action) => {
    const line = lines.get(action.mapLineId);
    return {
      id: action.id,
      number: action.number,
      tacticType: action.tacticType,
      description: action.description,
      economicGroup: action.economicGroupCode,
      region: action.regionCode,
      category: action.categoryCode,
      brand: action.brandCode,
      sku: action.skuCode,
      plannedVolume: action.plannedVolume,
      unitValue: action.unitValue,
      investment: action.investment,
      mapLineId: action.mapLineId,
      mapLineLabel: line ? mapLineLabel(line) : '',
      budgetType: line?.budgetType ?? '',
      fundsType: (line && fundsTypes.get(line.budgetType)) ?? null,
      status: action.status,
      reserved: sumMoney(held.filter((row) => row.referenceId === String(action.id)).map((row) => row.held)),
    };
  });
}

/** `pastaCiclo/buscarPorId`: the folder, its actions and, while in approval, its step. */
export async function getCycleFolder(db: Db, id: number, caller: FolderCaller): Promise<TCycleFolder> {
  const row = await folderRow(db, id, caller.restrictions);
  if (!row) throw new AppError('NOT_FOUND');
  const approval =
    row.status === 'EM_APROVACAO' && row.approvalRequestId !== null
      ? await getApproval(db, row.approvalRequestId)
      : null;
  const actions = await actionViews(db, await actionsOfFolder(db, id));
  return {
    ...rowView(row, sumMoney(actions.map((action) => action.reserved))),
    actions,
    approval: approval && {
      step: approval.currentStep,
      stepCount: approval.stepCount,
      canDecide: approval.status === 'EM_APROVACAO' && approval.responsibleIds.includes(caller.id),
    },
    disapprovalJustification: row.status === 'REPROVADA' ? row.disapprovalJustification : null,
  };
}

/** `pastaCiclo/buscarLinhasMapa`: the lines an action may draw from, with the cycle's available money. */
export async function folderMapLines(
  db: Db,
  request: FolderKey & { cycle: number },
  caller: FolderCaller,
): Promise<TCycleFolderLineOption[]> {
  const lines = await activeLinesOf(db, request, caller.restrictions);
  const available = await availableOfLines(
    db,
    lines.map((line) => line.id),
  );
  const fundsTypes = await fundsTypesOf(
    db,
    lines.map((line) => line.budgetType),
  );
  return lines.map((line) => ({
    id: line.id,
    label: mapLineLabel(line),
    economicGroup: line.economicGroup,
    region: line.region,
    budgetType: line.budgetType,
    fundsType: fundsTypes.get(line.budgetType) ?? null,
    available: available.get(`${line.id}:${request.cycle}`) ?? '0.00',
  }));
}
