import {
  executedByAction,
  type TFolderCounting,
  type TFolderCountingListRow,
  type TFolderCountingSearch,
} from '@trade-terms/domain/folder-counting';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { supportingDocumentAnswer } from '../../platform/storage/supporting-documents';
import { getApproval } from '../approval-flows/approval-requests-service';
import type { FolderCaller } from './cycle-folder-caller';
import { actionsOfFolder, findFolder } from './cycle-folder-repository';
import {
  type CountingListRow,
  countingById,
  countingRow,
  countingRowById,
  customersByCodes,
  rowsOfCounting,
  searchCountings,
} from './folder-counting-repository';

/**
 * The counting's reads (`apuracaoPasta/buscar`, `buscarPorPasta`, `baixarEvidencia`), all within
 * the caller's channels and business units: a folder outside them is not found, and so is a
 * folder not approved (nor closed).
 */

function listView(row: CountingListRow): TFolderCountingListRow {
  return {
    folderId: row.id,
    year: row.year,
    cycle: row.cycle,
    channel: row.channel,
    channelName: row.channelName,
    commodity: row.commodity,
    commodityName: row.commodityName,
    description: row.description,
    folderStatus: row.status === 'ENCERRADA' ? 'ENCERRADA' : 'APROVADA',
    planned: row.planned,
    executed: row.executed,
    status: row.countingStatus,
  };
}

/** `apuracaoPasta/buscar`: a page of approved and closed folders with their counting. */
export async function searchFolderCountings(db: Db, search: TFolderCountingSearch, caller: FolderCaller) {
  const { rows, total } = await searchCountings(db, search, caller.restrictions);
  return { items: rows.map(listView), total };
}

/** `apuracaoPasta/buscarPorPasta`: per action the plan and the executed rows, totals and the step. */
export async function getFolderCounting(
  db: Db,
  folderId: number,
  caller: FolderCaller,
): Promise<TFolderCounting> {
  const row = await countingRow(db, folderId, caller.restrictions);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'APROVADA' && row.status !== 'ENCERRADA')
    throw new AppError('FOLDER_COUNTING_FOLDER_NOT_APPROVED');
  const rows = row.countingId === null ? [] : await rowsOfCounting(db, row.countingId);
  const customers = await customersByCodes(
    db,
    rows.map((each) => each.customerCode),
  );
  const executed = executedByAction(rows);
  const actions = (await actionsOfFolder(db, folderId)).map((action) => ({
    id: action.id,
    number: action.number,
    tacticType: action.tacticType,
    description: action.description,
    status: action.status,
    plannedVolume: action.plannedVolume,
    unitValue: action.unitValue,
    investment: action.investment,
    executedVolume: executed.get(action.id)?.executedVolume ?? '0.000',
    executedValue: executed.get(action.id)?.executedValue ?? '0.00',
    rows: rows
      .filter((each) => each.actionId === action.id)
      .map((each) => ({
        id: each.id,
        actionId: each.actionId,
        customer: each.customerCode,
        customerName: customers.get(each.customerCode)?.name ?? null,
        executedVolume: each.executedVolume,
        executedValue: each.executedValue,
        documentName: each.documentName,
      })),
  }));
  const approval =
    row.countingStatus === 'EM_APROVACAO' && row.countingApprovalRequestId !== null
      ? await getApproval(db, row.countingApprovalRequestId)
      : null;
  return {
    ...listView(row),
    version: row.countingVersion,
    actions,
    approval: approval && {
      step: approval.currentStep,
      stepCount: approval.stepCount,
      canDecide: approval.status === 'EM_APROVACAO' && approval.responsibleIds.includes(caller.id),
    },
    disapprovalJustification:
      row.countingStatus === 'REPROVADA' ? row.countingDisapprovalJustification : null,
  };
}

/** `apuracaoPasta/baixarEvidencia`: the document of a row of a visible folder's counting. */
export async function downloadCountingDocument(context: AppContext, rowId: number, caller: FolderCaller) {
  const { db } = context.database;
  const row = await countingRowById(db, rowId);
  const counting = row && (await countingById(db, row.countingId));
  if (!row || !counting || !(await findFolder(db, counting.folderId, caller.restrictions)))
    throw new AppError('NOT_FOUND');
  if (row.documentKey === null || row.documentName === null || row.documentMime === null)
    throw new AppError('NOT_FOUND');
  return supportingDocumentAnswer(context.storage, {
    name: row.documentName,
    key: row.documentKey,
    mime: row.documentMime,
  });
}
