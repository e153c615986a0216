import {
  assignmentExcess,
  sharesByCoordinator,
  type TFolderAssignments,
} from '@trade-terms/domain/folder-distribution';
import { sumMoney } from '@trade-terms/domain/money';
import type { Db } from '../../platform/db/database';
import { usersByIds } from '../users/users-service';
import type { FolderCaller } from './cycle-folder-caller';
import { actionsOfFolder } from './cycle-folder-repository';
import { assignmentsOfFolder, rowsOfAssignment } from './folder-assignment-repository';
import { customersByCodes } from './folder-counting-repository';
import { balanceView, distributedFolder } from './folder-distribution-reads';
import { distributionRowsOfFolder } from './folder-distribution-repository';

/**
 * `apuracaoPasta/buscarAtribuicoes`: the folder's actions and, per coordinator of its
 * distribution (or with assignments saved before a new distribution left him out), his share,
 * what he assigned and to whom. Within the caller's channels and business units (404 outside).
 */
export async function getFolderAssignments(
  db: Db,
  folderId: number,
  caller: FolderCaller,
): Promise<TFolderAssignments> {
  const folder = await distributedFolder(db, folderId, caller);
  const distribution = await distributionRowsOfFolder(db, folderId);
  const shares = sharesByCoordinator(distribution);
  const saved = await Promise.all(
    (await assignmentsOfFolder(db, folderId)).map(async (assignment) => ({
      assignment,
      rows: await rowsOfAssignment(db, assignment.id),
    })),
  );
  const coordinatorIds = [
    ...new Set([...shares.keys(), ...saved.map((each) => each.assignment.coordinatorId)]),
  ];
  const users = await usersByIds(db, coordinatorIds);
  // By name, as the screen lists them.
  coordinatorIds.sort(
    (a, b) => (users.get(a)?.label ?? '').localeCompare(users.get(b)?.label ?? '', 'pt-BR') || a - b,
  );
  const customers = await customersByCodes(
    db,
    saved.flatMap((each) => each.rows.map((row) => row.customerCode)),
  );
  return {
    ...balanceView(
      folder,
      distribution.map((row) => row.amount),
    ),
    actions: (await actionsOfFolder(db, folderId)).map((action) => ({
      id: action.id,
      number: action.number,
      tacticType: action.tacticType,
      description: action.description,
      status: action.status,
      investment: action.investment,
    })),
    coordinators: coordinatorIds.map((coordinatorId) => {
      const mine = saved.find((each) => each.assignment.coordinatorId === coordinatorId);
      const rows = mine?.rows ?? [];
      const share = shares.get(coordinatorId) ?? '0.00';
      const amounts = rows.map((row) => row.amount);
      return {
        coordinatorId,
        coordinatorName: users.get(coordinatorId)?.label ?? null,
        share,
        assigned: sumMoney(amounts),
        excess: assignmentExcess(share, amounts),
        version: mine?.assignment.version ?? 0,
        rows: rows.map((row) => ({
          actionId: row.actionId,
          customer: row.customerCode,
          customerName: customers.get(row.customerCode)?.name ?? null,
          amount: row.amount,
        })),
      };
    }),
  };
}
