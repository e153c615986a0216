import {
  applicableCategoryPercentage,
  appreciatedValueFits,
  canMoveAppreciation,
  categoryAppreciation,
  cycleMonthDays,
  type TFolderAppreciationSave,
  volumeAppreciation,
  volumeWithinExecuted,
} from '@trade-terms/domain/folder-appreciation';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { saveVersioned, type VersionedEntity } from '../../platform/db/versioned-save';
import { AppError, invalidFields } from '../../platform/errors';
import type { FolderCaller } from './cycle-folder-caller';
import { type ActionRecord, actionsOfFolder, type FolderRecord, findFolder } from './cycle-folder-repository';
import {
  type AppreciationRecord,
  type AppreciationRowRecord,
  appreciationById,
  appreciationOfFolder,
  categoryPercentagesOf,
  type NewAppreciationRow,
  replaceAppreciationRows,
  rowsOfAppreciation,
} from './folder-appreciation-repository';
import { cycleFolderAppreciations } from './folder-appreciation-table';
import { type CountingRowRecord, countingOfFolder, rowsOfCounting } from './folder-counting-repository';

/**
 * `valorizacaoPasta/salvar` (docs/domain.md "Cycle folder appreciation"): the whole appreciation
 * of a folder whose counting is approved, in register, by one method. Each row names a counted
 * row (an active action's customer in the approved counting) and its value is worked out here:
 * by volume at the action's unit value, by category percentage at the percentage the register
 * holds for the action's category in the cycle's month. One transaction with its audit row; the
 * appreciation's version guards it.
 */

/** How the audit trail names an appreciation. */
export const APPRECIATION_ENTITY = 'cycle_folder_appreciation';

interface AppreciationContent {
  folderId: number;
  method: TFolderAppreciationSave['method'];
  rows: NewAppreciationRow[];
}

interface StoredAppreciation {
  appreciation: AppreciationRecord;
  rows: AppreciationRowRecord[];
}

const appreciationEntity: VersionedEntity<
  typeof cycleFolderAppreciations,
  AppreciationContent,
  StoredAppreciation
> = {
  entity: APPRECIATION_ENTITY,
  table: cycleFolderAppreciations,
  columns: (content) => ({ folderId: content.folderId, method: content.method }),
  writeParts: (db, id, content) => replaceAppreciationRows(db, id, content.rows),
  async read(db, id) {
    const appreciation = await appreciationById(db, id);
    return appreciation && { appreciation, rows: await rowsOfAppreciation(db, id) };
  },
  auditView: ({ appreciation, rows }) => ({
    folderId: appreciation.folderId,
    method: appreciation.method,
    status: appreciation.status,
    rows: rows.map((row) => ({
      actionId: row.actionId,
      customer: row.customerCode,
      financeVolume: row.financeVolume,
      category: row.categoryCode,
      categorySales: row.categorySales,
      percentage: row.percentage,
      appreciatedValue: row.appreciatedValue,
    })),
  }),
  // Two first saves of one folder's appreciation at once: the second read none that now exists.
  refusal: (error) =>
    isUniqueViolation(error, 'cycle_folder_appreciations_folder_key')
      ? new AppError('STALE_VERSION')
      : undefined,
};

/** A folder whose counting is approved, with its counted rows; refused otherwise. */
export async function countedFolder(
  tx: Db,
  folderId: number,
  caller: FolderCaller,
): Promise<{ folder: FolderRecord; countedRows: CountingRowRecord[] }> {
  const folder = await findFolder(tx, folderId, caller.restrictions);
  if (!folder) throw new AppError('NOT_FOUND');
  const counting = await countingOfFolder(tx, folder.id);
  if (counting?.status !== 'APROVADA') throw new AppError('FOLDER_APPRECIATION_COUNTING_NOT_APPROVED');
  return { folder, countedRows: await rowsOfCounting(tx, counting.id) };
}

const keyOf = (actionId: number, customer: string) => `${actionId}:${customer}`;

/** What a row of the save stores by its method, or the problem that refuses it. */
type RowOutcome = { problem: FieldProblem } | { row: Omit<NewAppreciationRow, 'actionId' | 'customerCode'> };
type Valuer = (index: number, action: ActionRecord, counted: CountingRowRecord) => RowOutcome;

/** How the save's method values a counted row. */
async function valuerOf(
  tx: Db,
  folder: FolderRecord,
  input: TFolderAppreciationSave,
  actions: Map<number, ActionRecord>,
): Promise<Valuer> {
  if (input.method === 'VOLUME')
    return (index, action, counted) => {
      const row = input.rows[index];
      if (!row || !('financeVolume' in row)) throw new Error('a volume row without its volume');
      const path = ['rows', index, 'financeVolume'];
      if (!volumeWithinExecuted(row.financeVolume, counted.executedVolume))
        return {
          problem: {
            path,
            message: 'folderAppreciation.error.volumeAboveExecuted',
            params: { executed: counted.executedVolume },
          },
        };
      const value = volumeAppreciation(row.financeVolume, action.unitValue);
      if (!appreciatedValueFits(value))
        return { problem: { path, message: 'folderAppreciation.error.valueTooLarge' } };
      return { row: { financeVolume: row.financeVolume, appreciatedValue: value } };
    };
  const categories = [...actions.values()].flatMap((action) =>
    action.categoryCode ? [action.categoryCode] : [],
  );
  const candidates = await categoryPercentagesOf(tx, folder.year, categories);
  const month = cycleMonthDays(folder.year, folder.cycle);
  return (index, action) => {
    const row = input.rows[index];
    if (!row || !('categorySales' in row)) throw new Error('a category row without its sales');
    if (!action.categoryCode)
      return {
        problem: {
          path: ['rows', index, 'actionId'],
          message: 'folderAppreciation.error.actionWithoutCategory',
        },
      };
    const percentage = applicableCategoryPercentage(candidates, {
      year: folder.year,
      channel: folder.channelCode,
      commodity: folder.commodityCode,
      category: action.categoryCode,
      ...month,
    });
    if (!percentage)
      return {
        problem: {
          path: ['rows', index, 'actionId'],
          message: 'folderAppreciation.error.noCategoryPercentage',
          params: { category: action.categoryCode },
        },
      };
    const value = categoryAppreciation(row.categorySales, percentage.percentage);
    if (!appreciatedValueFits(value))
      return {
        problem: {
          path: ['rows', index, 'categorySales'],
          message: 'folderAppreciation.error.valueTooLarge',
        },
      };
    return {
      row: {
        categoryCode: action.categoryCode,
        categorySales: row.categorySales,
        percentage: percentage.percentage,
        categoryPercentageId: percentage.id,
        appreciatedValue: value,
      },
    };
  };
}

/** Works out what to store, refusing bad input before anything is written. */
async function contentOf(
  tx: Db,
  input: TFolderAppreciationSave,
  caller: FolderCaller,
): Promise<AppreciationContent> {
  const { folder, countedRows } = await countedFolder(tx, input.folderId, caller);
  const counted = new Map(countedRows.map((row) => [keyOf(row.actionId, row.customerCode), row]));
  const countedActions = new Set(countedRows.map((row) => row.actionId));
  // A counted action cancelled since (by an addendum) is not appreciated.
  const actions = new Map(
    (await actionsOfFolder(tx, folder.id))
      .filter((action) => action.status === 'ATIVA' && countedActions.has(action.id))
      .map((action) => [action.id, action]),
  );
  const value = await valuerOf(tx, folder, input, actions);
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  const rows: NewAppreciationRow[] = [];
  input.rows.forEach((row, index) => {
    const action = actions.get(row.actionId);
    if (!action) {
      problems.push({
        path: ['rows', index, 'actionId'],
        message: 'folderAppreciation.error.actionNotCounted',
      });
      return;
    }
    const key = keyOf(row.actionId, row.customer);
    if (seen.has(key))
      problems.push({ path: ['rows', index, 'customer'], message: 'folderAppreciation.error.rowRepeated' });
    seen.add(key);
    const countedRow = counted.get(key);
    if (!countedRow) {
      problems.push({
        path: ['rows', index, 'customer'],
        message: 'folderAppreciation.error.customerNotCounted',
        params: { code: row.customer },
      });
      return;
    }
    const outcome = value(index, action, countedRow);
    if ('problem' in outcome) problems.push(outcome.problem);
    else rows.push({ actionId: row.actionId, customerCode: row.customer, ...outcome.row });
  });
  if (problems.length > 0) throw invalidFields(problems);
  return { folderId: folder.id, method: input.method, rows };
}

/** Saves the folder's appreciation. */
export async function saveAppreciation(
  db: Db,
  input: TFolderAppreciationSave,
  caller: FolderCaller,
): Promise<void> {
  const existing = await appreciationOfFolder(db, input.folderId);
  await saveVersioned(db, appreciationEntity, {
    id: existing?.id,
    version: existing ? (input.version ?? 0) : undefined,
    actorId: caller.id,
    content: (tx) => contentOf(tx, input, caller),
    async checkChange(_tx, before) {
      if (!canMoveAppreciation('edit', before.appreciation.status))
        throw new AppError('FOLDER_APPRECIATION_STATUS_FORBIDS');
    },
  });
}
