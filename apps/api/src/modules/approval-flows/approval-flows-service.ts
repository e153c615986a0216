import { type ApprovalStepMembers, validateFlow } from '@trade-terms/domain/approval-engine';
import type {
  TApprovalFlow,
  TApprovalFlowSave,
  TApprovalFlowSearch,
  TApprovalFlowSummary,
} from '@trade-terms/domain/approval-flows';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { removeVersioned, saveVersioned, type VersionedEntity } from '../../platform/db/versioned-save';
import { AppError, invalidFields } from '../../platform/errors';
import { profileNamesByIds } from '../profiles/profiles-service';
import { usersByIds } from '../users/users-service';
import { pendingItemProblems, referenceProblems } from './approval-flow-checks';
import {
  countFlowsWithResponsible,
  type FlowContent,
  type FlowRecord,
  findFlow,
  findFlowIdWithCriteria,
  flowRecords,
  searchFlows,
} from './approval-flows-repository';
import type { approvalFlows } from './approval-flows-table';
import {
  countPendingRequestsOfFlow,
  lockPendingRequestsOfFlow,
  replaceUndecidedSteps,
} from './approval-requests-repository';

const ENTITY = 'approval_flow';
const DUPLICATE = () => invalidFields([{ path: ['actionType'], message: 'approval.duplicateFlow' }]);

function contentOf(input: TApprovalFlowSave): FlowContent {
  return {
    actionType: input.actionType,
    requesterProfileId: input.requesterProfileId,
    name: input.name,
    channel: input.channel,
    budgetType: input.budgetType,
    paymentOrigin: input.paymentOrigin,
    steps: input.steps.map(({ stepNumber, responsibleIds, notifiedIds }) => ({
      stepNumber,
      responsibleIds,
      notifiedIds,
    })),
  };
}

/** A user listed twice in one step is stored once; checks run before, on the request's positions. */
function withUniqueMembers(content: FlowContent): FlowContent {
  const unique = (ids: readonly number[]) => [...new Set(ids)];
  return {
    ...content,
    steps: content.steps.map((step) => ({
      ...step,
      responsibleIds: unique(step.responsibleIds),
      notifiedIds: unique(step.notifiedIds),
    })),
  };
}

async function toFlow(db: Db, record: FlowRecord): Promise<TApprovalFlow> {
  const people = await usersByIds(
    db,
    record.steps.flatMap((step) => [...step.responsibleIds, ...step.notifiedIds]),
  );
  const profileNames = await profileNamesByIds(
    db,
    record.requesterProfileId === null ? [] : [record.requesterProfileId],
  );
  const refs = (ids: readonly number[]) => ids.map((id) => ({ id, name: people.get(id)?.name ?? '' }));
  return {
    id: record.id,
    actionType: record.actionType,
    requesterProfileId: record.requesterProfileId,
    requesterProfile:
      record.requesterProfileId === null ? null : (profileNames.get(record.requesterProfileId) ?? null),
    name: record.name,
    channel: record.channel,
    budgetType: record.budgetType,
    paymentOrigin: record.paymentOrigin,
    steps: record.steps.map((step: ApprovalStepMembers) => ({
      stepNumber: step.stepNumber,
      responsibleIds: [...step.responsibleIds],
      notifiedIds: [...step.notifiedIds],
      responsibles: refs(step.responsibleIds),
      notified: refs(step.notifiedIds),
    })),
    version: record.version,
  };
}

/** The audit trail keeps the flow as it was saved: criteria and members of each step. */
function auditView(record: FlowRecord) {
  const { id, version, ...rest } = record;
  return rest;
}

export async function getFlow(db: Db, id: number): Promise<TApprovalFlow> {
  const record = await findFlow(db, id);
  if (!record) throw new AppError('NOT_FOUND');
  return toFlow(db, record);
}

const FLOWS: VersionedEntity<typeof approvalFlows, FlowContent, FlowRecord> = {
  ...flowRecords,
  entity: ENTITY,
  auditView,
  refusal: (error) => (isUniqueViolation(error, 'approval_flows_criteria_key') ? DUPLICATE() : undefined),
};

/** Creates a flow or changes one held at its current version; the engine checks it first. */
export async function saveFlow(
  db: Db,
  input: TApprovalFlowSave,
  actorId: number | null,
): Promise<TApprovalFlow> {
  const requested = contentOf(input);
  const members = await usersByIds(
    db,
    requested.steps.flatMap((step) => step.responsibleIds),
  );
  const ruleProblems = validateFlow(requested, (userId) => members.get(userId)?.label ?? String(userId));
  if (ruleProblems.length > 0) throw invalidFields(ruleProblems);
  const content = withUniqueMembers(requested);
  // Items under approval follow the flow's new steps from their current one.
  let pending: { id: number; currentStep: number }[] = [];
  const saved = await saveVersioned(db, FLOWS, {
    id: input.id,
    version: input.version,
    actorId,
    content,
    async check(tx) {
      const referenceIssues = await referenceProblems(tx, requested);
      if (referenceIssues.length > 0) throw invalidFields(referenceIssues);
      if ((await findFlowIdWithCriteria(tx, content, input.id)) !== null) throw DUPLICATE();
    },
    async checkChange(tx, before) {
      pending = await lockPendingRequestsOfFlow(tx, before.id);
      const underWayProblems = pendingItemProblems(before, content, pending);
      if (underWayProblems.length > 0) throw invalidFields(underWayProblems);
    },
    async afterChange(tx) {
      for (const item of pending) await replaceUndecidedSteps(tx, item.id, item.currentStep, content.steps);
      return undefined;
    },
  });
  return toFlow(db, saved);
}

/**
 * A flow with items still under approval stays until they are decided; items already decided
 * keep their steps and the flow's name.
 */
export async function removeFlow(db: Db, id: number, actorId: number): Promise<void> {
  await removeVersioned(db, FLOWS, {
    id,
    actorId,
    async check(tx) {
      const pending = await countPendingRequestsOfFlow(tx, id);
      if (pending > 0) throw new AppError('APPROVAL_FLOW_IN_USE', { count: pending });
    },
  });
}

export async function listFlows(
  db: Db,
  search: TApprovalFlowSearch,
): Promise<{ items: TApprovalFlowSummary[]; total: number }> {
  const { rows, total } = await searchFlows(db, search);
  const names = await profileNamesByIds(
    db,
    rows.flatMap((row) => (row.requesterProfileId === null ? [] : [row.requesterProfileId])),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      actionType: row.actionType,
      requesterProfileId: row.requesterProfileId,
      requesterProfile: row.requesterProfileId === null ? null : (names.get(row.requesterProfileId) ?? null),
      name: row.name,
      channel: row.channel,
      budgetType: row.budgetType,
      paymentOrigin: row.paymentOrigin,
      stepCount: row.stepCount,
      version: row.version,
    })),
    total,
  };
}

/** How many flows name this user as a responsible: they must be replaced there when they leave. */
export function flowsWithResponsible(db: Db, userId: number): Promise<number> {
  return countFlowsWithResponsible(db, userId);
}
