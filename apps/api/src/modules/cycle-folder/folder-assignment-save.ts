import {
  assignmentExcess,
  sharesByCoordinator,
  type TFolderAssignmentsSave,
} from '@trade-terms/domain/folder-distribution';
import { sumMoney } from '@trade-terms/domain/money';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import { formatMoney } from '@trade-terms/domain/value-text';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { saveVersioned, type VersionedEntity } from '../../platform/db/versioned-save';
import { AppError, invalidFields } from '../../platform/errors';
import { usersByIds } from '../users/users-service';
import type { FolderCaller } from './cycle-folder-caller';
import { actionsOfFolder } from './cycle-folder-repository';
import {
  type AssignmentRecord,
  type AssignmentRowRecord,
  assignmentById,
  assignmentOf,
  type NewAssignmentRow,
  replaceAssignmentRows,
  rowsOfAssignment,
} from './folder-assignment-repository';
import { cycleFolderAssignments } from './folder-assignment-table';
import { customersByCodes } from './folder-counting-repository';
import { distributionRowsOfFolder } from './folder-distribution-repository';
import { folderTotal, lockedDistributedFolder, refuseUnbalanced } from './folder-distribution-save';

/**
 * `apuracaoPasta/salvarAtribuicoes` (docs/domain.md "Cycle folder distribution and assignment"):
 * one coordinator's assignments of the folder's active actions to customers, as a whole, within
 * his share of a distribution that adds up. One transaction with its audit row, the folder
 * locked; the coordinator's assignments' version guards it.
 */

/** How the audit trail names a coordinator's assignments. */
export const ASSIGNMENT_ENTITY = 'cycle_folder_assignment';

interface AssignmentContent {
  folderId: number;
  coordinatorId: number;
  rows: NewAssignmentRow[];
}

interface StoredAssignment {
  assignment: AssignmentRecord;
  rows: AssignmentRowRecord[];
}

const assignmentEntity: VersionedEntity<typeof cycleFolderAssignments, AssignmentContent, StoredAssignment> =
  {
    entity: ASSIGNMENT_ENTITY,
    table: cycleFolderAssignments,
    columns: (content) => ({ folderId: content.folderId, coordinatorId: content.coordinatorId }),
    writeParts: (db, id, content) => replaceAssignmentRows(db, id, content.rows),
    async read(db, id) {
      const assignment = await assignmentById(db, id);
      return assignment && { assignment, rows: await rowsOfAssignment(db, id) };
    },
    auditView: ({ assignment, rows }) => ({
      folderId: assignment.folderId,
      coordinatorId: assignment.coordinatorId,
      rows: rows.map((row) => ({ actionId: row.actionId, customer: row.customerCode, amount: row.amount })),
    }),
    // Two first saves of one coordinator's assignments at once: the second read none that now exists.
    refusal: (error) =>
      isUniqueViolation(error, 'cycle_folder_assignments_key') ? new AppError('STALE_VERSION') : undefined,
  };

/** Each row's action (active, of the folder), customer (known, active) and repetition. */
async function rowProblems(tx: Db, folderId: number, input: TFolderAssignmentsSave): Promise<FieldProblem[]> {
  const active = new Set(
    (await actionsOfFolder(tx, folderId))
      .filter((action) => action.status === 'ATIVA')
      .map((action) => action.id),
  );
  const customers = await customersByCodes(
    tx,
    input.rows.map((row) => row.customer),
  );
  const seen = new Set<string>();
  return input.rows.flatMap((row, index): FieldProblem[] => {
    const found: FieldProblem[] = [];
    if (!active.has(row.actionId))
      found.push({ path: ['rows', index, 'actionId'], message: 'folderAssignment.error.actionNotActive' });
    const customer = customers.get(row.customer);
    if (!customer)
      found.push({
        path: ['rows', index, 'customer'],
        message: 'validation.unknownCode',
        params: { code: row.customer },
      });
    else if (!customer.active)
      found.push({
        path: ['rows', index, 'customer'],
        message: 'folderAssignment.error.inactiveCustomer',
        params: { code: row.customer },
      });
    const key = `${row.actionId}:${row.customer}`;
    if (seen.has(key))
      found.push({ path: ['rows', index, 'customer'], message: 'folderAssignment.error.rowRepeated' });
    seen.add(key);
    return found;
  });
}

/** Works out what to store, refusing bad input before anything is written. */
async function contentOf(
  tx: Db,
  input: TFolderAssignmentsSave,
  caller: FolderCaller,
): Promise<AssignmentContent> {
  const folder = await lockedDistributedFolder(tx, input.folderId, caller);
  const distribution = await distributionRowsOfFolder(tx, folder.id);
  const share = sharesByCoordinator(distribution).get(input.coordinatorId);
  if (share === undefined)
    throw invalidFields([{ path: ['coordinatorId'], message: 'folderAssignment.error.notCoordinator' }]);
  const problems = await rowProblems(tx, folder.id, input);
  if (problems.length > 0) throw invalidFields(problems);
  // A share is only known once the distribution adds up (an addendum may have moved the total since).
  refuseUnbalanced(
    await folderTotal(tx, folder.id),
    distribution.map((row) => row.amount),
    caller,
  );
  const amounts = input.rows.map((row) => row.amount);
  const excess = assignmentExcess(share, amounts);
  if (excess !== '0.00') {
    const coordinator = (await usersByIds(tx, [input.coordinatorId])).get(input.coordinatorId);
    throw new AppError('FOLDER_ASSIGNMENT_OVER_SHARE', {
      coordinator: coordinator?.label ?? String(input.coordinatorId),
      share: formatMoney(share, caller.language),
      assigned: formatMoney(sumMoney(amounts), caller.language),
      excess: formatMoney(excess, caller.language),
    });
  }
  return {
    folderId: folder.id,
    coordinatorId: input.coordinatorId,
    rows: input.rows.map((row) => ({
      actionId: row.actionId,
      customerCode: row.customer,
      amount: row.amount,
    })),
  };
}

/** Saves one coordinator's assignments. */
export async function saveAssignments(
  db: Db,
  input: TFolderAssignmentsSave,
  caller: FolderCaller,
): Promise<void> {
  const existing = await assignmentOf(db, input.folderId, input.coordinatorId);
  await saveVersioned(db, assignmentEntity, {
    id: existing?.id,
    version: existing ? (input.version ?? 0) : undefined,
    actorId: caller.id,
    content: (tx) => contentOf(tx, input, caller),
  });
}
