import {
  canMoveDetached,
  DETACHED_APPROVAL_TYPE,
  DETACHED_PAYMENT_ORIGIN,
  type DetachedMove,
  type DetachedStatus,
} from '@trade-terms/domain/cashflow';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { decide, startApproval } from '../approval-flows/approval-requests-service';
import { type CashflowCaller, DETACHED_ENTITY } from './cashflow-caller';
import {
  type DetachedChange,
  type DetachedRecord,
  findDetached,
  updateDetached,
} from './cashflow-repository';

/**
 * The moves of a detached ascertainment (docs/domain.md "Cashflow (detached ascertainments)"):
 * send to approval, approve or disapprove a step, cancel. Each locks the record at the caller's
 * version, runs in one transaction with the approval engine's step and writes one audit row.
 */

interface MoveOutcome {
  change: DetachedChange;
  action: string;
  after: Record<string, unknown>;
  justification?: string | null | undefined;
}

async function move(
  db: Db,
  input: { id: number; version: number },
  caller: CashflowCaller,
  kind: DetachedMove,
  act: (tx: Db, record: DetachedRecord) => Promise<MoveOutcome>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const record = await findDetached(tx, input.id, caller.restrictions, { lock: true });
    if (!record) throw new AppError('NOT_FOUND');
    if (record.version !== input.version) throw new AppError('STALE_VERSION');
    if (!canMoveDetached(kind, record.status)) throw new AppError('DETACHED_STATUS_FORBIDS');
    const outcome = await act(tx, record);
    await updateDetached(tx, record.id, outcome.change, caller.id);
    await appendAudit(tx, {
      entity: DETACHED_ENTITY,
      entityId: record.id,
      action: outcome.action,
      actorId: caller.id,
      before: { status: record.status },
      after: outcome.after,
      justification: outcome.justification ?? null,
    });
    return record.id;
  });
}

/**
 * `apuracaoAvulsa/enviarAprovacao`: the flow of detached ascertainments chosen by the requester's
 * profile, the customer's channel, the budget type and the payment origin; none: "no approval
 * flow found" and nothing changes.
 */
export function sendDetached(db: Db, input: { id: number; version: number }, caller: CashflowCaller) {
  return move(db, input, caller, 'send', async (tx, record) => {
    const request = await startApproval(tx, {
      actionType: DETACHED_APPROVAL_TYPE,
      entity: DETACHED_ENTITY,
      entityId: record.id,
      requesterId: caller.id,
      channel: record.channelCode,
      budgetType: record.budgetTypeCode,
      paymentOrigin: DETACHED_PAYMENT_ORIGIN,
    });
    return {
      change: { status: 'EM_APROVACAO', approvalRequestId: request.id, decisionJustification: null },
      action: 'ENVIADA_APROVACAO',
      after: { status: 'EM_APROVACAO', approvalRequestId: request.id, flow: request.flowName },
    };
  });
}

/**
 * `apuracaoAvulsa/aprovar` / `reprovar`: the current step's responsible decides (the engine
 * refuses anyone else); the last approval makes it approved, to be paid; a disapproval ends it.
 */
export function decideDetached(
  db: Db,
  input: { id: number; version: number; justification?: string | null | undefined },
  decision: 'APROVAR' | 'REPROVAR',
  caller: CashflowCaller,
) {
  return move(db, input, caller, 'decide', async (tx, record) => {
    if (record.approvalRequestId === null) throw new AppError('APPROVAL_ALREADY_CLOSED');
    const request = await decide(tx, {
      requestId: record.approvalRequestId,
      userId: caller.id,
      decision,
      justification: input.justification ?? null,
    });
    const status: DetachedStatus =
      request.status === 'APROVADO'
        ? 'APROVADA'
        : request.status === 'REPROVADO'
          ? 'REPROVADA'
          : 'EM_APROVACAO';
    return {
      change: { status, decisionJustification: input.justification ?? null },
      action: decision === 'REPROVAR' ? 'REPROVADA' : status === 'APROVADA' ? 'APROVADA' : 'ETAPA_APROVADA',
      after: { status, currentStep: request.currentStep },
      justification: input.justification,
    };
  });
}

/** `apuracaoAvulsa/cancelar`: with a justification, while under validation or disapproved. */
export function cancelDetached(
  db: Db,
  input: { id: number; version: number; justification: string },
  caller: CashflowCaller,
) {
  return move(db, input, caller, 'cancel', async () => ({
    change: { status: 'CANCELADA', cancelJustification: input.justification },
    action: 'CANCELADA',
    after: { status: 'CANCELADA' },
    justification: input.justification,
  }));
}
