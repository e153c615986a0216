import type { AdditionStatus, TAddition, TAdditionRequest } from '@trade-terms/domain/budget-map';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import {
  storeSupportingDocument,
  supportingDocumentAnswer,
} from '../../platform/storage/supporting-documents';
import { decide, getApproval, startApproval } from '../approval-flows/approval-requests-service';
import { recordAddition } from './budget-ledger';
import type { MapCaller } from './budget-map';
import {
  type AdditionRecord,
  additionsOfLine,
  findAddition,
  findLine,
  insertAddition,
  updateAddition,
} from './budget-map-repository';

/**
 * Additions and removals of money on a map line (`/api/mapaboa/…Adicao`): a value, a
 * justification and an evidence file (a PDF or an image, checked by its first bytes), sent to
 * the approval engine (action type ADICAO_VERBA, the flow chosen by the line's channel and budget
 * type). Only the last step's approval writes it to the ledger, in the decision's transaction:
 * a removal the available balance cannot cover is refused ("Insufficient funds") and the
 * decision with it.
 */

const ENTITY = 'budget_map_addition';
export const ADDITION_REFERENCE = 'BUDGET_ADDITION';

async function additionView(db: Db, row: AdditionRecord): Promise<TAddition> {
  const approval = row.approvalRequestId === null ? null : await getApproval(db, row.approvalRequestId);
  return {
    id: row.id,
    lineId: row.lineId,
    month: row.month,
    removal: row.removal,
    value: row.value,
    justification: row.justification,
    evidenceName: row.evidenceName,
    status: row.status as AdditionStatus,
    decisionJustification: row.decisionJustification,
    requesterId: row.createdBy ?? 0,
    approval: approval && {
      currentStep: approval.currentStep,
      stepCount: approval.stepCount,
      responsibleIds: approval.status === 'EM_APROVACAO' ? approval.responsibleIds : [],
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** `mapaboa/solicitarAdicao`: the request with its evidence, put in approval; no flow, no request. */
export async function requestAddition(
  context: AppContext,
  input: TAdditionRequest,
  caller: MapCaller,
): Promise<TAddition> {
  const db = context.database.db;
  const line = await findLine(db, input.lineId, caller.restrictions);
  if (!line) throw new AppError('NOT_FOUND');
  const evidence = await storeSupportingDocument(context.storage, 'budget-map/additions', input.evidence, {
    field: 'evidence',
    contentMessage: 'validation.budgetMap.evidenceKind',
  });
  try {
    const id = await db.transaction(async (tx) => {
      const additionId = await insertAddition(tx, {
        lineId: line.id,
        month: input.month,
        removal: input.removal,
        value: input.value,
        justification: input.justification,
        evidenceName: evidence.name,
        evidenceKey: evidence.key,
        evidenceMime: evidence.mime,
        createdBy: caller.id,
        updatedBy: caller.id,
      });
      const request = await startApproval(tx, {
        actionType: 'ADICAO_VERBA',
        entity: ENTITY,
        entityId: additionId,
        requesterId: caller.id,
        channel: line.channel,
        budgetType: line.budgetType,
      });
      await updateAddition(tx, additionId, { approvalRequestId: request.id }, caller.id);
      await appendAudit(tx, {
        entity: ENTITY,
        entityId: additionId,
        action: 'SOLICITADA',
        actorId: caller.id,
        after: {
          lineId: line.id,
          month: input.month,
          removal: input.removal,
          value: input.value,
          evidence: input.evidence.fileName,
          status: 'EM_APROVACAO',
        },
        justification: input.justification,
      });
      return additionId;
    });
    return additionView(db, (await findAddition(db, id)) as AdditionRecord);
  } catch (error) {
    await context.storage.remove(evidence.key);
    throw error;
  }
}

/** `mapaboa/buscarAdicoes`: a visible line's additions, newest last. */
export async function listAdditions(db: Db, lineId: number, caller: MapCaller) {
  if (!(await findLine(db, lineId, caller.restrictions))) throw new AppError('NOT_FOUND');
  const rows = await additionsOfLine(db, lineId);
  return { list: await Promise.all(rows.map((row) => additionView(db, row))) };
}

/**
 * `mapaboa/aprovarAdicao` / `reprovarAdicao`: the current step's responsible decides (the engine
 * refuses anyone else, and a decided request); a reproval needs a justification. The last
 * approval appends the ledger row in the same transaction.
 */
export async function decideAddition(
  db: Db,
  input: { id: number; justification: string | null },
  decision: 'APROVAR' | 'REPROVAR',
  caller: MapCaller,
): Promise<TAddition> {
  if (decision === 'REPROVAR' && !input.justification) {
    throw invalidFields([{ path: ['justification'], message: 'approval.justificationRequired' }]);
  }
  await db.transaction(async (tx) => {
    const addition = await findAddition(tx, input.id, { lock: true });
    if (!addition || !(await findLine(tx, addition.lineId, caller.restrictions)))
      throw new AppError('NOT_FOUND');
    if (addition.approvalRequestId === null || addition.status !== 'EM_APROVACAO') {
      throw new AppError('APPROVAL_ALREADY_CLOSED');
    }
    const request = await decide(tx, {
      requestId: addition.approvalRequestId,
      userId: caller.id,
      decision,
      justification: input.justification,
    });
    const status: AdditionStatus =
      request.status === 'APROVADO'
        ? 'APROVADA'
        : request.status === 'REPROVADO'
          ? 'REPROVADA'
          : 'EM_APROVACAO';
    if (status === 'APROVADA') {
      await recordAddition(tx, {
        lineId: addition.lineId,
        month: addition.month,
        amount: addition.value,
        removal: addition.removal,
        reference: { kind: ADDITION_REFERENCE, id: addition.id },
        userId: caller.id,
        justification: addition.justification,
      });
    }
    await updateAddition(tx, addition.id, { status, decisionJustification: input.justification }, caller.id);
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: addition.id,
      action: decision === 'REPROVAR' ? 'REPROVADA' : status === 'APROVADA' ? 'APROVADA' : 'ETAPA_APROVADA',
      actorId: caller.id,
      before: { status: addition.status },
      after: { status, currentStep: request.currentStep },
      justification: input.justification,
    });
  });
  return additionView(db, (await findAddition(db, input.id)) as AdditionRecord);
}

/** `mapaboa/baixarEvidenciaAdicao`: the evidence file of a visible addition. */
export async function downloadAdditionEvidence(context: AppContext, id: number, caller: MapCaller) {
  const addition = await findAddition(context.database.db, id);
  if (!addition || !(await findLine(context.database.db, addition.lineId, caller.restrictions))) {
    throw new AppError('NOT_FOUND');
  }
  return supportingDocumentAnswer(context.storage, {
    name: addition.evidenceName,
    key: addition.evidenceKey,
    mime: addition.evidenceMime,
  });
}
