import type {
  ApprovalActionType,
  ApprovalDecision,
  ApprovalStatus,
  ApprovalStepMembers,
} from '@trade-terms/domain/approval-engine';
import type { Db } from '../../platform/db/database';

/**
 * What the users module needs from the modules above it. The approval engine's tables and the
 * password links of auth both name users, so those modules sit above users; importing them back
 * from here would close a loop. The composition root (module-routes.ts) hands their functions in.
 */
export interface AccessApprovals {
  start(
    db: Db,
    input: {
      actionType: ApprovalActionType;
      entity: string;
      entityId: number;
      requesterId: number;
      whenNoFlow: { flowName: string; steps: ApprovalStepMembers[] };
    },
  ): Promise<{ id: number }>;
  decide(
    db: Db,
    input: { requestId: number; userId: number; decision: ApprovalDecision; justification?: string | null },
  ): Promise<{ status: ApprovalStatus }>;
  /** Moves an item started without a flow onto the people who decide it now. */
  followStepsWithoutFlow(db: Db, requestId: number, steps: readonly ApprovalStepMembers[]): Promise<void>;
  history(
    db: Db,
    requestId: number,
  ): Promise<{
    decisions: {
      id: number;
      stepNumber: number;
      userId: number;
      decision: 'APROVADO' | 'REPROVADO';
      justification: string | null;
      decidedAt: Date;
    }[];
  }>;
  /** How many approval flows name the user as a responsible. */
  flowsWithResponsible(db: Db, userId: number): Promise<number>;
}

export interface UsersNeighbours {
  approvals: AccessApprovals;
  /** auth: mails the approved user a link to set the first password, in the caller's transaction. */
  issuePasswordLink(db: Db, userId: number, options: { actorId: number }): Promise<void>;
  /** auth: refuses a public request past the per-address limit. */
  throttlePublicRequest(
    db: Db,
    kind: 'access-request',
    address: string,
    limit: { max: number; windowSeconds: number },
  ): Promise<void>;
}
