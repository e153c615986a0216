import type {
  ApprovalActionType,
  ApprovalStepMembers,
  FlowCriteria,
} from '@trade-terms/domain/approval-engine';
import type { TApprovalFlowSearch } from '@trade-terms/domain/approval-flows';
import { pageOffset } from '@trade-terms/domain/paging';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/text-search';
import type { VersionedRecords } from '../../platform/db/versioned-save';
import { approvalFlowSteps, approvalFlows, approvalStepMembers } from './approval-flows-table';
import { groupSteps, memberRows } from './step-members';

/** A flow as the service works with it: criteria, name and the members of each step. */
export interface FlowContent extends FlowCriteria {
  name: string;
  steps: ApprovalStepMembers[];
}

export interface FlowRecord extends FlowContent {
  id: number;
  version: number;
}

const criteriaColumns = {
  id: approvalFlows.id,
  actionType: approvalFlows.actionType,
  requesterProfileId: approvalFlows.requesterProfileId,
  channel: approvalFlows.channel,
  budgetType: approvalFlows.budgetType,
  paymentOrigin: approvalFlows.paymentOrigin,
  name: approvalFlows.name,
  version: approvalFlows.version,
};

/** The steps of some flows with their members, by flow id, steps in order. */
async function stepsOf(db: Db, flowIds: readonly number[]): Promise<Map<number, ApprovalStepMembers[]>> {
  if (flowIds.length === 0) return new Map();
  const rows = await db
    .select({
      ownerId: approvalFlowSteps.flowId,
      stepNumber: approvalFlowSteps.stepNumber,
      userId: approvalStepMembers.userId,
      kind: approvalStepMembers.kind,
    })
    .from(approvalFlowSteps)
    .leftJoin(approvalStepMembers, eq(approvalStepMembers.stepId, approvalFlowSteps.id))
    .where(inArray(approvalFlowSteps.flowId, [...flowIds]))
    .orderBy(asc(approvalStepMembers.userId));
  return groupSteps(flowIds, rows);
}

export async function findFlow(db: Db, id: number): Promise<FlowRecord | null> {
  const [row] = await db.select(criteriaColumns).from(approvalFlows).where(eq(approvalFlows.id, id));
  if (!row) return null;
  return { ...row, steps: (await stepsOf(db, [id])).get(id) ?? [] };
}

/** The flows of an action type, with their steps, for the engine to choose from. */
export async function findFlowsOfActionType(db: Db, actionType: ApprovalActionType): Promise<FlowRecord[]> {
  const rows = await db
    .select(criteriaColumns)
    .from(approvalFlows)
    .where(eq(approvalFlows.actionType, actionType))
    .orderBy(asc(approvalFlows.id));
  const steps = await stepsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, steps: steps.get(row.id) ?? [] }));
}

const matchesNullable = <T>(column: Parameters<typeof eq>[0], value: T | null) =>
  value === null ? isNull(column) : eq(column, value);

/** Another flow with exactly these criteria, if any. */
export async function findFlowIdWithCriteria(
  db: Db,
  criteria: FlowCriteria,
  exceptId?: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: approvalFlows.id })
    .from(approvalFlows)
    .where(
      and(
        eq(approvalFlows.actionType, criteria.actionType),
        matchesNullable(approvalFlows.requesterProfileId, criteria.requesterProfileId),
        matchesNullable(approvalFlows.channel, criteria.channel),
        matchesNullable(approvalFlows.budgetType, criteria.budgetType),
        matchesNullable(approvalFlows.paymentOrigin, criteria.paymentOrigin),
        exceptId === undefined ? undefined : ne(approvalFlows.id, exceptId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

async function replaceSteps(db: Db, flowId: number, steps: readonly ApprovalStepMembers[]): Promise<void> {
  await db.delete(approvalFlowSteps).where(eq(approvalFlowSteps.flowId, flowId));
  for (const step of steps) {
    const [row] = await db
      .insert(approvalFlowSteps)
      .values({ flowId, stepNumber: step.stepNumber })
      .returning({ id: approvalFlowSteps.id });
    if (!row) throw new Error('step insert returned no row');
    const members = memberRows([step], () => ({ stepId: row.id }));
    if (members.length > 0) await db.insert(approvalStepMembers).values(members);
  }
}

function flowColumns(content: FlowContent) {
  return {
    actionType: content.actionType,
    requesterProfileId: content.requesterProfileId,
    name: content.name,
    channel: content.channel,
    budgetType: content.budgetType,
    paymentOrigin: content.paymentOrigin,
  };
}

/** Flows are saved and removed through the platform's versioned save; their steps go with them. */
export const flowRecords: VersionedRecords<typeof approvalFlows, FlowContent, FlowRecord> = {
  table: approvalFlows,
  columns: flowColumns,
  writeParts: (db, id, content) => replaceSteps(db, id, content.steps),
  read: findFlow,
};

export async function searchFlows(db: Db, search: TApprovalFlowSearch) {
  const pattern = search.search ? containsPattern(search.search) : null;
  const where = and(
    pattern ? ilike(approvalFlows.name, pattern) : undefined,
    search.actionType ? eq(approvalFlows.actionType, search.actionType) : undefined,
  );
  const sortColumn = { name: approvalFlows.name, actionType: approvalFlows.actionType, id: approvalFlows.id }[
    search.sortBy
  ];
  const order = search.direction === 'desc' ? desc(sortColumn) : asc(sortColumn);
  const stepCount = db
    .select({ value: count() })
    .from(approvalFlowSteps)
    .where(eq(approvalFlowSteps.flowId, approvalFlows.id));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ ...criteriaColumns, stepCount: sql<number>`(${stepCount})::int` })
      .from(approvalFlows)
      .where(where)
      .orderBy(order, asc(approvalFlows.id))
      .limit(search.pageSize)
      .offset(pageOffset(search)),
    db.select({ value: count() }).from(approvalFlows).where(where),
  ]);
  return { rows, total: totalRow?.value ?? 0 };
}

/** How many flows list this user as responsible in some step. */
export async function countFlowsWithResponsible(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(distinct ${approvalFlowSteps.flowId})::int` })
    .from(approvalStepMembers)
    .innerJoin(approvalFlowSteps, eq(approvalFlowSteps.id, approvalStepMembers.stepId))
    .where(and(eq(approvalStepMembers.userId, userId), eq(approvalStepMembers.kind, 'RESPONSAVEL')));
  return row?.value ?? 0;
}
