import {
  type ApprovalActionType,
  type ApprovalDecision,
  type ApprovalStatus,
  type ApprovalStepMembers,
  actionableBy,
  chooseFlow,
  currentNotified,
  currentResponsibles,
  decide as decideItem,
  justificationProblems,
  startState,
} from '@trade-terms/domain/approval-engine';
import type { TPendingApproval, TPendingApprovalSearch } from '@trade-terms/domain/approval-flows';
import { appendAudit } from '../../platform/audit/audit-log';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { usersByIds } from '../users/users-service';
import { findFlowsOfActionType } from './approval-flows-repository';
import {
  type ApprovalRequestRecord,
  countPendingForByActionType,
  findRequest,
  findRequests,
  hasPendingRequestFor,
  insertDecision,
  insertRequest,
  listDecisions,
  replaceUndecidedSteps,
  requestIdsOfRecord,
  searchPendingFor,
  updateRequestState,
} from './approval-requests-repository';

/**
 * Approvals for the modules that own the records (agreements, ascertainments, payments, …).
 * The owner calls these inside its own transaction when it has one, so its status change, the
 * approval step and the audit row commit together; each function is otherwise a transaction of
 * its own.
 */

const ENTITY = 'approval_request';
const PENDING_ENTITY_KEY = 'approval_requests_pending_entity_key';

export interface ApprovalRequestView {
  id: number;
  actionType: ApprovalActionType;
  entity: string;
  entityId: string;
  flowId: number | null;
  flowName: string;
  requesterId: number;
  status: ApprovalStatus;
  currentStep: number;
  stepCount: number;
  steps: ApprovalStepMembers[];
  /** Who may decide now and who is told: the responsibles and notified users of the current step. */
  responsibleIds: number[];
  notifiedIds: number[];
  startedAt: Date;
  closedAt: Date | null;
}

function view(record: ApprovalRequestRecord): ApprovalRequestView {
  return {
    id: record.id,
    actionType: record.actionType,
    entity: record.entity,
    entityId: record.entityId,
    flowId: record.flowId,
    flowName: record.flowName,
    requesterId: record.requesterId,
    status: record.status,
    currentStep: record.currentStep,
    stepCount: record.stepCount,
    steps: record.steps,
    responsibleIds: [...currentResponsibles(record)],
    notifiedIds: [...currentNotified(record)],
    startedAt: record.startedAt,
    closedAt: record.closedAt,
  };
}

export interface StartApprovalInput {
  actionType: ApprovalActionType;
  /** The owning module's name for the record (`agreement`, `ascertainment`, …) and its id. */
  entity: string;
  entityId: string | number;
  /** The user sending the record to approval; their profile takes part in choosing the flow. */
  requesterId: number;
  channel?: string | null;
  budgetType?: string | null;
  paymentOrigin?: string | null;
  /**
   * The approval to run when no flow applies, for the action types that must never stop for
   * want of one (user access): its name and steps, kept on the item like a flow's.
   */
  whenNoFlow?: { flowName: string; steps: ApprovalStepMembers[] };
}

/** The item's steps when no flow applies: the owner's, or a refusal. */
function withoutFlow(whenNoFlow: StartApprovalInput['whenNoFlow']) {
  if (!whenNoFlow) throw new AppError('NO_APPROVAL_FLOW');
  return { id: null, name: whenNoFlow.flowName, steps: whenNoFlow.steps };
}

/**
 * Puts a record in approval on the most specific flow for it, at its first step. When no flow
 * applies it runs on `whenNoFlow`, or is refused with NO_APPROVAL_FLOW; refused too while the
 * record is already in approval.
 */
export async function startApproval(db: Db, input: StartApprovalInput): Promise<ApprovalRequestView> {
  const entityId = String(input.entityId);
  try {
    return await db.transaction(async (tx) => {
      const requester = (await usersByIds(tx, [input.requesterId])).get(input.requesterId);
      if (!requester) throw new AppError('NOT_FOUND');
      if (await hasPendingRequestFor(tx, input.entity, entityId))
        throw new AppError('APPROVAL_ALREADY_PENDING');
      const choice = chooseFlow(await findFlowsOfActionType(tx, input.actionType), {
        actionType: input.actionType,
        requesterProfileId: requester.profileId,
        channel: input.channel ?? null,
        budgetType: input.budgetType ?? null,
        paymentOrigin: input.paymentOrigin ?? null,
      });
      const flow = choice.ok ? choice.flow : withoutFlow(input.whenNoFlow);
      const state = startState(flow.steps);
      const id = await insertRequest(tx, {
        actionType: input.actionType,
        entity: input.entity,
        entityId,
        flowId: flow.id,
        flowName: flow.name,
        requesterId: input.requesterId,
        ...state,
        steps: flow.steps,
      });
      await appendAudit(tx, {
        entity: ENTITY,
        entityId: id,
        action: 'INICIADO',
        actorId: input.requesterId,
        after: {
          actionType: input.actionType,
          entity: input.entity,
          entityId,
          flowId: flow.id,
          flowName: flow.name,
          channel: input.channel ?? null,
          budgetType: input.budgetType ?? null,
          paymentOrigin: input.paymentOrigin ?? null,
          ...state,
        },
      });
      const created = await findRequest(tx, id);
      if (!created) throw new Error('created approval request not found');
      return view(created);
    });
  } catch (error) {
    if (isUniqueViolation(error, PENDING_ENTITY_KEY)) throw new AppError('APPROVAL_ALREADY_PENDING');
    throw error;
  }
}

export interface DecideInput {
  requestId: number;
  userId: number;
  decision: ApprovalDecision;
  justification?: string | null;
}

/**
 * One decision, in one transaction with its decision row and its audit row. The item is locked
 * first, so two responsibles of one step deciding at once are taken one after the other.
 */
export async function decide(db: Db, input: DecideInput): Promise<ApprovalRequestView> {
  return db.transaction(async (tx) => {
    const item = await findRequest(tx, input.requestId, { lock: true });
    if (!item) throw new AppError('NOT_FOUND');
    const outcome = decideItem(item, input);
    if (!outcome.ok) {
      if (outcome.code === 'INVALID_FIELDS') throw invalidFields(outcome.problems);
      throw new AppError(outcome.code);
    }
    await updateRequestState(tx, item.id, {
      status: outcome.status,
      currentStep: outcome.currentStep,
      closed: outcome.finished,
    });
    await insertDecision(tx, {
      requestId: item.id,
      stepNumber: outcome.decidedStep,
      userId: input.userId,
      decision: input.decision === 'APROVAR' ? 'APROVADO' : 'REPROVADO',
      justification: outcome.justification,
    });
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: item.id,
      action: input.decision === 'REPROVAR' ? 'REPROVADO' : outcome.finished ? 'APROVADO' : 'ETAPA_APROVADA',
      actorId: input.userId,
      before: { status: item.status, currentStep: item.currentStep },
      after: { status: outcome.status, currentStep: outcome.currentStep },
      justification: outcome.justification,
    });
    const after = await findRequest(tx, item.id);
    if (!after) throw new Error('decided approval request not found');
    return view(after);
  });
}

export interface DecideManyInput {
  requestIds: readonly number[];
  userId: number;
  decision: ApprovalDecision;
  justification?: string | null;
}

export interface BulkDecisionResult {
  decided: ApprovalRequestView[];
  /** Items left alone: unknown, closed, or not waiting for this user. */
  skipped: number[];
}

/**
 * Bulk approval or reproval: acts only on the items whose current step lists the caller, each in
 * its own transaction, and says which it left alone. A bad justification refuses the whole batch
 * before anything changes.
 */
export async function decideMany(db: Db, input: DecideManyInput): Promise<BulkDecisionResult> {
  const problems = justificationProblems(input.decision, input.justification);
  if (problems.length > 0) throw invalidFields(problems);
  const requested = [...new Set(input.requestIds)];
  const mine = new Set(actionableBy(await findRequests(db, requested), input.userId).map((item) => item.id));
  const decided: ApprovalRequestView[] = [];
  const skipped = requested.filter((id) => !mine.has(id));
  for (const requestId of requested.filter((id) => mine.has(id))) {
    try {
      decided.push(await decide(db, { ...input, requestId }));
    } catch (error) {
      // Another responsible of the same step decided it in the meantime.
      if (
        error instanceof AppError &&
        (error.code === 'APPROVAL_ALREADY_CLOSED' || error.code === 'APPROVAL_NOT_RESPONSIBLE')
      ) {
        skipped.push(requestId);
        continue;
      }
      throw error;
    }
  }
  return { decided, skipped };
}

/**
 * An item started without a flow (`whenNoFlow`) follows the people its owner names now for the
 * steps not yet decided, as a flow's items follow the flow: whoever holds the deciding role today
 * decides, not who held it when the item started.
 */
export async function followStepsWithoutFlow(
  db: Db,
  requestId: number,
  steps: readonly ApprovalStepMembers[],
): Promise<void> {
  const item = await findRequest(db, requestId, { lock: true });
  if (!item || item.flowId !== null || item.status !== 'EM_APROVACAO') return;
  await replaceUndecidedSteps(db, requestId, item.currentStep, steps);
}

/** The items waiting for this user's decision, oldest first. */
export async function pendingFor(
  db: Db,
  userId: number,
  search: Pick<TPendingApprovalSearch, 'page' | 'pageSize' | 'actionType'> = {
    page: 1,
    pageSize: 20,
  },
): Promise<{ items: TPendingApproval[]; total: number }> {
  const { rows, total } = await searchPendingFor(db, userId, search);
  const requesters = await usersByIds(
    db,
    rows.map((row) => row.requesterId),
  );
  return {
    items: rows.map((row) => ({
      requestId: row.id,
      actionType: row.actionType,
      entity: row.entity,
      entityId: row.entityId,
      flowName: row.flowName,
      currentStep: row.currentStep,
      stepCount: row.stepCount,
      requester: { id: row.requesterId, name: requesters.get(row.requesterId)?.name ?? '' },
      startedAt: row.startedAt.toISOString(),
    })),
    total,
  };
}

/**
 * What waits for the user's decision, counted per action type, with the oldest items (for the
 * home dashboard): the counts come from one grouped query, never from the rows.
 */
export async function pendingSummaryFor(db: Db, userId: number, oldest: number) {
  const [counts, page] = await Promise.all([
    countPendingForByActionType(db, userId),
    pendingFor(db, userId, { page: 1, pageSize: oldest }),
  ]);
  return {
    total: counts.reduce((sum, row) => sum + row.total, 0),
    byActionType: counts,
    oldest: page.items,
  };
}

/** One item with the decisions taken on it, for the owning module's history screens. */
export async function getApproval(db: Db, requestId: number) {
  const item = await findRequest(db, requestId);
  if (!item) throw new AppError('NOT_FOUND');
  return { ...view(item), decisions: await listDecisions(db, requestId) };
}

/** Many approvals at once (a page's records), by id, without their decisions. */
export async function approvalsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ApprovalRequestView>> {
  const records = await findRequests(db, [...new Set(ids)]);
  return new Map(records.map((record) => [record.id, view(record)]));
}

/** Every approval one record went through, oldest first, each with its decisions. */
export async function approvalsOfRecord(db: Db, entity: string, entityId: string | number) {
  const items = await findRequests(db, await requestIdsOfRecord(db, entity, String(entityId)));
  return Promise.all(
    items.map(async (item) => ({ ...view(item), decisions: await listDecisions(db, item.id) })),
  );
}
