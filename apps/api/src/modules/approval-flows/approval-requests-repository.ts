import type {
  ApprovalActionType,
  ApprovalStatus,
  ApprovalStepMembers,
} from '@trade-terms/domain/approval-engine';
import { pageOffset, type TPageRequest } from '@trade-terms/domain/paging';
import { and, asc, count, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { approvalDecisions, approvalRequestSteps, approvalRequests } from './approval-requests-table';
import { groupSteps, memberRows } from './step-members';

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;

export interface ApprovalRequestRecord extends ApprovalRequestRow {
  steps: ApprovalStepMembers[];
}

export interface NewApprovalRequest {
  actionType: ApprovalActionType;
  entity: string;
  entityId: string;
  /** Null for an item started without a flow (`whenNoFlow`). */
  flowId: number | null;
  flowName: string;
  requesterId: number;
  status: ApprovalStatus;
  currentStep: number;
  steps: readonly ApprovalStepMembers[];
}

export async function insertRequest(db: Db, request: NewApprovalRequest): Promise<number> {
  const [row] = await db
    .insert(approvalRequests)
    .values({
      actionType: request.actionType,
      entity: request.entity,
      entityId: request.entityId,
      flowId: request.flowId,
      flowName: request.flowName,
      requesterId: request.requesterId,
      status: request.status,
      currentStep: request.currentStep,
      stepCount: request.steps.length,
    })
    .returning({ id: approvalRequests.id });
  if (!row) throw new Error('approval request insert returned no row');
  const members = memberRows(request.steps, (step) => ({ requestId: row.id, stepNumber: step.stepNumber }));
  if (members.length > 0) await db.insert(approvalRequestSteps).values(members);
  return row.id;
}

async function stepsOf(db: Db, requestIds: readonly number[]): Promise<Map<number, ApprovalStepMembers[]>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({
      ownerId: approvalRequestSteps.requestId,
      stepNumber: approvalRequestSteps.stepNumber,
      userId: approvalRequestSteps.userId,
      kind: approvalRequestSteps.kind,
    })
    .from(approvalRequestSteps)
    .where(inArray(approvalRequestSteps.requestId, [...requestIds]))
    .orderBy(asc(approvalRequestSteps.userId));
  return groupSteps(requestIds, rows);
}

/** One item with its steps; `lock` holds it so two decisions on it run one after the other. */
export async function findRequest(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ApprovalRequestRecord | null> {
  const query = db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  return { ...row, steps: (await stepsOf(db, [id])).get(id) ?? [] };
}

export async function findRequests(db: Db, ids: readonly number[]): Promise<ApprovalRequestRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(approvalRequests)
    .where(inArray(approvalRequests.id, [...ids]))
    .orderBy(asc(approvalRequests.id));
  const steps = await stepsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, steps: steps.get(row.id) ?? [] }));
}

/** The ids of every approval a record went through, oldest first. */
export async function requestIdsOfRecord(db: Db, entity: string, entityId: string): Promise<number[]> {
  const rows = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.entity, entity), eq(approvalRequests.entityId, entityId)))
    .orderBy(asc(approvalRequests.id));
  return rows.map((row) => row.id);
}

export async function hasPendingRequestFor(db: Db, entity: string, entityId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.entity, entity),
        eq(approvalRequests.entityId, entityId),
        eq(approvalRequests.status, 'EM_APROVACAO'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function countPendingRequestsOfFlow(db: Db, flowId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.flowId, flowId), eq(approvalRequests.status, 'EM_APROVACAO')));
  return row?.value ?? 0;
}

export async function updateRequestState(
  db: Db,
  id: number,
  state: { status: ApprovalStatus; currentStep: number; closed: boolean },
): Promise<void> {
  const now = new Date();
  await db
    .update(approvalRequests)
    .set({
      status: state.status,
      currentStep: state.currentStep,
      updatedAt: now,
      closedAt: state.closed ? now : null,
      version: sql`${approvalRequests.version} + 1`,
    })
    .where(eq(approvalRequests.id, id));
}

export async function insertDecision(
  db: Db,
  decision: {
    requestId: number;
    stepNumber: number;
    userId: number;
    decision: 'APROVADO' | 'REPROVADO';
    justification: string | null;
  },
): Promise<void> {
  await db.insert(approvalDecisions).values(decision);
}

export function listDecisions(db: Db, requestId: number) {
  return db
    .select({
      id: approvalDecisions.id,
      stepNumber: approvalDecisions.stepNumber,
      userId: approvalDecisions.userId,
      decision: approvalDecisions.decision,
      justification: approvalDecisions.justification,
      decidedAt: approvalDecisions.decidedAt,
    })
    .from(approvalDecisions)
    .where(eq(approvalDecisions.requestId, requestId))
    .orderBy(asc(approvalDecisions.id));
}

/**
 * What makes an item wait for the user: pending, its current step lists them as responsible
 * (`responsibleNow`, the join) and no earlier step of it did (`where`).
 */
function waitingFor(db: Db, userId: number, actionType?: ApprovalActionType) {
  // As the engine says: someone listed at an earlier step of an item does not decide it again.
  const earlier = alias(approvalRequestSteps, 'earlier_steps');
  const listedEarlier = db
    .select({ requestId: earlier.requestId })
    .from(earlier)
    .where(
      and(
        eq(earlier.requestId, approvalRequests.id),
        lt(earlier.stepNumber, approvalRequests.currentStep),
        eq(earlier.kind, 'RESPONSAVEL'),
        eq(earlier.userId, userId),
      ),
    );
  const where = and(
    eq(approvalRequests.status, 'EM_APROVACAO'),
    actionType ? eq(approvalRequests.actionType, actionType) : undefined,
    notExists(listedEarlier),
  );
  const responsibleNow = and(
    eq(approvalRequestSteps.requestId, approvalRequests.id),
    eq(approvalRequestSteps.stepNumber, approvalRequests.currentStep),
    eq(approvalRequestSteps.kind, 'RESPONSAVEL'),
    eq(approvalRequestSteps.userId, userId),
  );
  return { where, responsibleNow };
}

/** How many items wait for the user's decision, per action type. */
export function countPendingForByActionType(db: Db, userId: number) {
  const { where, responsibleNow } = waitingFor(db, userId);
  return db
    .select({ actionType: approvalRequests.actionType, total: count() })
    .from(approvalRequests)
    .innerJoin(approvalRequestSteps, responsibleNow)
    .where(where)
    .groupBy(approvalRequests.actionType)
    .orderBy(asc(approvalRequests.actionType));
}

/** Pending items whose current step lists the user as responsible, oldest first. */
export async function searchPendingFor(
  db: Db,
  userId: number,
  filter: Pick<TPageRequest, 'page' | 'pageSize'> & { actionType?: ApprovalActionType | undefined },
) {
  const { where, responsibleNow } = waitingFor(db, userId, filter.actionType);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: approvalRequests.id,
        actionType: approvalRequests.actionType,
        entity: approvalRequests.entity,
        entityId: approvalRequests.entityId,
        flowName: approvalRequests.flowName,
        currentStep: approvalRequests.currentStep,
        stepCount: approvalRequests.stepCount,
        requesterId: approvalRequests.requesterId,
        startedAt: approvalRequests.startedAt,
      })
      .from(approvalRequests)
      .innerJoin(approvalRequestSteps, responsibleNow)
      .where(where)
      .orderBy(asc(approvalRequests.startedAt), asc(approvalRequests.id))
      .limit(filter.pageSize)
      .offset(pageOffset(filter)),
    db
      .select({ value: count() })
      .from(approvalRequests)
      .innerJoin(approvalRequestSteps, responsibleNow)
      .where(where),
  ]);
  return { rows, total: totalRow?.value ?? 0 };
}

/** The items of a flow still under approval, locked: a flow change moves their undecided steps. */
export function lockPendingRequestsOfFlow(db: Db, flowId: number) {
  return db
    .select({ id: approvalRequests.id, currentStep: approvalRequests.currentStep })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.flowId, flowId), eq(approvalRequests.status, 'EM_APROVACAO')))
    .orderBy(asc(approvalRequests.id))
    .for('update');
}

/** Replaces an item's steps from `fromStep` on with the flow's, keeping the steps already decided. */
export async function replaceUndecidedSteps(
  db: Db,
  requestId: number,
  fromStep: number,
  steps: readonly ApprovalStepMembers[],
): Promise<void> {
  await db
    .delete(approvalRequestSteps)
    .where(
      and(eq(approvalRequestSteps.requestId, requestId), gte(approvalRequestSteps.stepNumber, fromStep)),
    );
  const members = memberRows(
    steps.filter((step) => step.stepNumber >= fromStep),
    (step) => ({ requestId, stepNumber: step.stepNumber }),
  );
  if (members.length > 0) await db.insert(approvalRequestSteps).values(members);
  await db
    .update(approvalRequests)
    .set({ stepCount: steps.length })
    .where(eq(approvalRequests.id, requestId));
}
