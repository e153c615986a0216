import { distributionBalance, type TFolderDistributionSave } from '@trade-terms/domain/folder-distribution';
import { sumMoney } from '@trade-terms/domain/money';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import { formatMoney } from '@trade-terms/domain/value-text';
import Decimal from 'decimal.js';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { saveVersioned, type VersionedEntity } from '../../platform/db/versioned-save';
import { AppError, invalidFields } from '../../platform/errors';
import { usersByIds } from '../users/users-service';
import type { FolderCaller } from './cycle-folder-caller';
import { actionsOfFolder, type FolderRecord, findFolder } from './cycle-folder-repository';
import { registerEntriesByCodes } from './folder-counting-repository';
import { isDistributedStatus } from './folder-distribution-reads';
import {
  type DistributionRecord,
  type DistributionRowRecord,
  distributionById,
  distributionOfFolder,
  type NewDistributionRow,
  replaceDistributionRows,
  rowsOfDistribution,
} from './folder-distribution-repository';
import { cycleFolderDistributions } from './folder-distribution-table';

/**
 * `apuracaoPasta/salvarDistribuicao` (docs/domain.md "Cycle folder distribution and
 * assignment"): the whole distribution of an approved (or closed) folder's money among regional
 * coordinators, whose shares add up to the folder's total exactly. One transaction with its
 * audit row, the folder locked so an addendum cannot move the total under it; the
 * distribution's version guards it.
 */

/** How the audit trail names a distribution. */
export const DISTRIBUTION_ENTITY = 'cycle_folder_distribution';

interface DistributionContent {
  folderId: number;
  rows: NewDistributionRow[];
}

interface StoredDistribution {
  distribution: DistributionRecord;
  rows: DistributionRowRecord[];
}

const distributionEntity: VersionedEntity<
  typeof cycleFolderDistributions,
  DistributionContent,
  StoredDistribution
> = {
  entity: DISTRIBUTION_ENTITY,
  table: cycleFolderDistributions,
  columns: (content) => ({ folderId: content.folderId }),
  writeParts: (db, id, content) => replaceDistributionRows(db, id, content.rows),
  async read(db, id) {
    const distribution = await distributionById(db, id);
    return distribution && { distribution, rows: await rowsOfDistribution(db, id) };
  },
  auditView: ({ distribution, rows }) => ({
    folderId: distribution.folderId,
    rows: rows.map((row) => ({
      region: row.regionCode,
      coordinatorId: row.coordinatorId,
      amount: row.amount,
    })),
  }),
  // Two first saves of one folder's distribution at once: the second read none that now exists.
  refusal: (error) =>
    isUniqueViolation(error, 'cycle_folder_distributions_folder_key')
      ? new AppError('STALE_VERSION')
      : undefined,
};

/** A visible approved (or closed) folder, locked until the transaction ends. */
export async function lockedDistributedFolder(
  tx: Db,
  folderId: number,
  caller: FolderCaller,
): Promise<FolderRecord> {
  const folder = await findFolder(tx, folderId, caller.restrictions, { lock: true });
  if (!folder) throw new AppError('NOT_FOUND');
  if (!isDistributedStatus(folder.status)) throw new AppError('FOLDER_DISTRIBUTION_FOLDER_NOT_APPROVED');
  return folder;
}

/** The folder's approved money: its active actions' planned investment. */
export async function folderTotal(tx: Db, folderId: number): Promise<string> {
  return sumMoney(
    (await actionsOfFolder(tx, folderId))
      .filter((action) => action.status === 'ATIVA')
      .map((action) => action.investment),
  );
}

/** Refuses shares that do not add up to the total, saying by how much (as money, in the caller's language). */
export function refuseUnbalanced(total: string, shares: readonly string[], caller: FolderCaller): void {
  const balance = distributionBalance(total, shares);
  if (balance.balanced) return;
  throw new AppError('FOLDER_DISTRIBUTION_NOT_BALANCED', {
    total: formatMoney(total, caller.language),
    distributed: formatMoney(balance.distributed, caller.language),
    difference: formatMoney(new Decimal(balance.difference).abs().toFixed(2), caller.language),
  });
}

/** Each row's region (known, active, once) and coordinator (a known, active user). */
async function rowProblems(tx: Db, input: TFolderDistributionSave): Promise<FieldProblem[]> {
  const regions = await registerEntriesByCodes(
    tx,
    'region',
    input.rows.map((row) => row.region),
  );
  const users = await usersByIds(
    tx,
    input.rows.map((row) => row.coordinatorId),
  );
  const seen = new Set<string>();
  return input.rows.flatMap((row, index): FieldProblem[] => {
    const found: FieldProblem[] = [];
    const region = regions.get(row.region);
    if (!region)
      found.push({
        path: ['rows', index, 'region'],
        message: 'validation.unknownCode',
        params: { code: row.region },
      });
    else if (!region.active)
      found.push({
        path: ['rows', index, 'region'],
        message: 'folderDistribution.error.inactiveRegion',
        params: { code: row.region },
      });
    else if (seen.has(row.region))
      found.push({ path: ['rows', index, 'region'], message: 'folderDistribution.error.regionRepeated' });
    seen.add(row.region);
    const user = users.get(row.coordinatorId);
    if (!user)
      found.push({
        path: ['rows', index, 'coordinatorId'],
        message: 'folderDistribution.error.unknownCoordinator',
      });
    else if (!user.active)
      found.push({
        path: ['rows', index, 'coordinatorId'],
        message: 'folderDistribution.error.inactiveCoordinator',
        params: { name: user.label },
      });
    return found;
  });
}

/** Works out what to store, refusing bad input before anything is written. */
async function contentOf(
  tx: Db,
  input: TFolderDistributionSave,
  caller: FolderCaller,
): Promise<DistributionContent> {
  const folder = await lockedDistributedFolder(tx, input.folderId, caller);
  const problems = await rowProblems(tx, input);
  if (problems.length > 0) throw invalidFields(problems);
  refuseUnbalanced(
    await folderTotal(tx, folder.id),
    input.rows.map((row) => row.amount),
    caller,
  );
  return {
    folderId: folder.id,
    rows: input.rows.map((row) => ({
      regionCode: row.region,
      coordinatorId: row.coordinatorId,
      amount: row.amount,
    })),
  };
}

/** Saves the folder's distribution. */
export async function saveDistribution(
  db: Db,
  input: TFolderDistributionSave,
  caller: FolderCaller,
): Promise<void> {
  const existing = await distributionOfFolder(db, input.folderId);
  await saveVersioned(db, distributionEntity, {
    id: existing?.id,
    version: existing ? (input.version ?? 0) : undefined,
    actorId: caller.id,
    content: (tx) => contentOf(tx, input, caller),
  });
}
