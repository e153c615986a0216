import type {
  ApprovalDecision,
  ApprovalStatus,
  ApprovalStepMembers,
} from '@trade-terms/domain/approval-engine';
import { ACCESS_DECIDER_ROLES, type TUserDecision, type UserRequestKind } from '@trade-terms/domain/users';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { profileIdsWithAnyRole } from '../profiles/profiles-with-roles';
import {
  findLatestUserAccessRequest,
  findUserAccessRequests,
  insertUserAccessRequest,
} from './user-access-requests-repository';
import type { AccessApprovals } from './users-neighbours';
import { activeUserIdsOfProfiles, findUsersByIds } from './users-repository';

// A user's first-access and edition requests run on the approval engine, action type
// ACESSO_USUARIO: the flow configured for it when one applies, else one step decided by the
// holders of the deciding role. The users module keeps what was asked; the engine, who decided.

/** The engine's record for a user's request: one pending request per user at a time. */
const ENTITY = 'user';
/** Name kept on items that ran without a configured flow. */
export const ACCESS_APPROVAL_WITHOUT_FLOW = 'Aprovação de acesso (sem fluxo configurado)';

/** The single step of a request no flow applies to: the active holders of the deciding role. */
async function stepsWithoutFlow(
  db: Db,
  kind: UserRequestKind,
  userId: number,
): Promise<ApprovalStepMembers[]> {
  const profileIds = await profileIdsWithAnyRole(db, ACCESS_DECIDER_ROLES[kind]);
  const deciders = await activeUserIdsOfProfiles(db, profileIds);
  // Nobody decides their own request.
  return [{ stepNumber: 1, responsibleIds: deciders.filter((id) => id !== userId), notifiedIds: [] }];
}

/** Puts a user's request in approval, in the caller's transaction, requested by the user. */
export async function startAccessApproval(
  db: Db,
  approvals: AccessApprovals,
  request: { userId: number; kind: UserRequestKind; justification: string | null },
): Promise<void> {
  const item = await approvals.start(db, {
    actionType: 'ACESSO_USUARIO',
    entity: ENTITY,
    entityId: request.userId,
    requesterId: request.userId,
    whenNoFlow: {
      flowName: ACCESS_APPROVAL_WITHOUT_FLOW,
      steps: await stepsWithoutFlow(db, request.kind, request.userId),
    },
  });
  await insertUserAccessRequest(db, { ...request, approvalRequestId: item.id });
}

/**
 * One approver's decision on the user's pending request, in the caller's transaction: the engine
 * checks the approver stands at the current step, records the decision and its audit row, and
 * answers where the request now stands.
 */
export async function decideAccess(
  db: Db,
  approvals: AccessApprovals,
  input: {
    userId: number;
    kind: UserRequestKind;
    actorId: number;
    decision: ApprovalDecision;
    justification?: string | null;
  },
): Promise<ApprovalStatus> {
  const request = await findLatestUserAccessRequest(db, input.userId);
  if (request?.kind !== input.kind) throw new AppError('USER_ACCESS_STATE_CHANGED');
  await approvals.followStepsWithoutFlow(
    db,
    request.approvalRequestId,
    await stepsWithoutFlow(db, input.kind, input.userId),
  );
  const item = await approvals.decide(db, {
    requestId: request.approvalRequestId,
    userId: input.actorId,
    decision: input.decision,
    justification: input.justification ?? null,
  });
  return item.status;
}

/** Every decision taken on the user's requests, newest first, with what the user asked. */
export async function accessDecisions(
  db: Db,
  approvals: AccessApprovals,
  userId: number,
): Promise<TUserDecision[]> {
  const decisions: (TUserDecision & { at: Date })[] = [];
  for (const request of await findUserAccessRequests(db, userId)) {
    const { decisions: taken } = await approvals.history(db, request.approvalRequestId);
    for (const decision of taken) {
      decisions.push({
        id: decision.id,
        kind: request.kind,
        decision: decision.decision,
        step: decision.stepNumber,
        requestJustification: request.justification,
        justification: decision.justification,
        decidedById: decision.userId,
        decidedBy: null,
        decidedAt: decision.decidedAt.toISOString(),
        at: decision.decidedAt,
      });
    }
  }
  const names = new Map(
    (await findUsersByIds(db, [...new Set(decisions.map((decision) => decision.decidedById ?? 0))])).map(
      (user) => [user.id, user.name],
    ),
  );
  return decisions
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
    .map(({ at: _at, ...decision }) => ({
      ...decision,
      decidedBy: decision.decidedById === null ? null : (names.get(decision.decidedById) ?? null),
    }));
}
