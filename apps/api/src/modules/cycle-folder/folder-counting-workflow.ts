import {
  canMoveCounting,
  FOLDER_COUNTING_APPROVAL_TYPE,
  type FolderCountingMove,
  type FolderCountingStatus,
  folderCanBeCounted,
} from '@trade-terms/domain/folder-counting';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { decide, startApproval } from '../approval-flows/approval-requests-service';
import type { FolderCaller } from './cycle-folder-caller';
import { type FolderRecord, findFolder } from './cycle-folder-repository';
import {
  type CountingRecord,
  countingOfFolder,
  rowsOfCounting,
  updateCounting,
} from './folder-counting-repository';
import { COUNTING_ENTITY } from './folder-counting-save';

/**
 * The counting's moves (docs/domain.md "Cycle folder counting"): sent to approval with at least
 * one row, then approved step by step or disapproved with a justification on the engine (action
 * type APURACAO_PASTA). Each move locks the counting at the caller's version, in one transaction
 * with its audit row. A move names the folder; its version is the counting's.
 */

interface Move {
  id: number;
  version: number;
}

interface MoveOutcome {
  change: Parameters<typeof updateCounting>[2];
  action: string;
  after: Record<string, unknown>;
  justification?: string | null;
}

async function moveCounting(
  db: Db,
  input: Move,
  caller: FolderCaller,
  move: FolderCountingMove,
  act: (tx: Db, counting: CountingRecord, folder: FolderRecord) => Promise<MoveOutcome>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const folder = await findFolder(tx, input.id, caller.restrictions);
    if (!folder) throw new AppError('NOT_FOUND');
    if (!folderCanBeCounted(folder.status)) throw new AppError('FOLDER_COUNTING_FOLDER_NOT_APPROVED');
    const counting = await countingOfFolder(tx, folder.id, { lock: true });
    // A counting never saved has no row to send and nothing to decide.
    if (!counting)
      throw new AppError(
        move === 'sendToApproval' ? 'FOLDER_COUNTING_NO_ROWS' : 'FOLDER_COUNTING_STATUS_FORBIDS',
      );
    if (counting.version !== input.version) throw new AppError('STALE_VERSION');
    if (!canMoveCounting(move, counting.status)) throw new AppError('FOLDER_COUNTING_STATUS_FORBIDS');
    const outcome = await act(tx, counting, folder);
    await updateCounting(tx, counting.id, outcome.change, caller.id);
    await appendAudit(tx, {
      entity: COUNTING_ENTITY,
      entityId: counting.id,
      action: outcome.action,
      actorId: caller.id,
      before: { status: counting.status },
      after: outcome.after,
      justification: outcome.justification ?? null,
    });
  });
}

/** `apuracaoPasta/enviarAprovacao`: a counting with rows goes to the folder counting flow. */
export function sendCountingToApproval(db: Db, input: Move, caller: FolderCaller): Promise<void> {
  return moveCounting(db, input, caller, 'sendToApproval', async (tx, counting, folder) => {
    if ((await rowsOfCounting(tx, counting.id)).length === 0) throw new AppError('FOLDER_COUNTING_NO_ROWS');
    const request = await startApproval(tx, {
      actionType: FOLDER_COUNTING_APPROVAL_TYPE,
      entity: COUNTING_ENTITY,
      entityId: counting.id,
      requesterId: caller.id,
      channel: folder.channelCode,
      budgetType: null,
    });
    return {
      change: { status: 'EM_APROVACAO', approvalRequestId: request.id, disapprovalJustification: null },
      action: 'ENVIADO_APROVACAO',
      after: { status: 'EM_APROVACAO', approvalRequestId: request.id, currentStep: request.currentStep },
    };
  });
}

/**
 * `apuracaoPasta/aprovar` / `reprovar`: the current step's responsible decides (the engine refuses
 * anyone else); the last approval approves the counting, a disapproval sends it back to be changed.
 */
export function decideCounting(
  db: Db,
  input: Move & { justification?: string | undefined },
  decision: 'APROVAR' | 'REPROVAR',
  caller: FolderCaller,
): Promise<void> {
  return moveCounting(db, input, caller, 'decide', async (tx, counting) => {
    if (counting.approvalRequestId === null) throw new AppError('APPROVAL_ALREADY_CLOSED');
    const justification = input.justification || null;
    const request = await decide(tx, {
      requestId: counting.approvalRequestId,
      userId: caller.id,
      decision,
      justification,
    });
    let status: FolderCountingStatus = 'EM_APROVACAO';
    if (request.status === 'REPROVADO') status = 'REPROVADA';
    if (request.status === 'APROVADO') status = 'APROVADA';
    return {
      change: status === 'REPROVADA' ? { status, disapprovalJustification: justification } : { status },
      action: decision === 'REPROVAR' ? 'REPROVADA' : status === 'APROVADA' ? 'APROVADA' : 'ETAPA_APROVADA',
      after: { status, currentStep: request.currentStep },
      justification,
    };
  });
}
