import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { decide, startApproval } from '../approval-flows/approval-requests-service';
import type { FolderCaller } from './cycle-folder-caller';
import type { FolderRecord } from './cycle-folder-repository';

/**
 * A folder's or an addendum's approval on the engine: action type PASTA_CICLO, chosen by the
 * folder's channel and the requester's profile (budget type and origin empty).
 */

/** Starts the approval of a record of the folder; answers the change and audit image of its send. */
export async function startFolderApproval(
  tx: Db,
  record: { entity: string; id: number },
  folder: FolderRecord,
  caller: FolderCaller,
) {
  const request = await startApproval(tx, {
    actionType: 'PASTA_CICLO',
    entity: record.entity,
    entityId: record.id,
    requesterId: caller.id,
    channel: folder.channelCode,
    budgetType: null,
  });
  return {
    change: {
      status: 'EM_APROVACAO' as const,
      approvalRequestId: request.id,
      disapprovalJustification: null,
    },
    action: 'ENVIADO_APROVACAO',
    after: { status: 'EM_APROVACAO', approvalRequestId: request.id, currentStep: request.currentStep },
  };
}

/** The caller's decision on the record's current step (the engine refuses anyone else). */
export async function decideFolderStep(
  tx: Db,
  approvalRequestId: number | null,
  input: { justification?: string | undefined },
  decision: 'APROVAR' | 'REPROVAR',
  caller: FolderCaller,
) {
  if (approvalRequestId === null) throw new AppError('APPROVAL_ALREADY_CLOSED');
  const justification = input.justification || null;
  const request = await decide(tx, {
    requestId: approvalRequestId,
    userId: caller.id,
    decision,
    justification,
  });
  return { request, justification };
}
