import type { UserAccessState } from '@trade-terms/domain/access-requests';
import type { ApprovalStatus } from '@trade-terms/domain/approval-engine';
import type {
  TApproveFirstAccess,
  TApproveUserEdition,
  TConfigureFirstAccess,
  TConfigureUserEdition,
  TReproveUserRequest,
} from '@trade-terms/domain/users';
import { appendAudit } from '../../platform/audit/audit-log';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { decideAccess } from './access-approval';
import type { UsersNeighbours } from './users-neighbours';
import { findUserById, findUserRowById, type UserRow, updateUser } from './users-repository';

// The administrators' side of access requests. A request is an item of the approval engine
// (access-approval.ts): configuring prepares what an approval applies, approving and reproving
// are the approvers' decisions on the item, and the user's access state follows the engine's
// answer. A user's own requests are in account-service.ts.

const ENTITY = 'user';
const PROFILE_FK = 'users_profile_id_profiles_id_fk';
const FIRST_ACCESS_PENDING: readonly UserAccessState[] = ['PRIMEIRO_ACESSO', 'EM_APROVACAO'];

interface Expectation {
  id: number;
  version: number;
  states: readonly UserAccessState[];
  actorId: number;
}

/**
 * Locks the user and checks the decision may be taken: it exists (404), nobody changed it since
 * it was read (409), it is still at this stage (409), and it is not the caller's own (403).
 */
async function lockForDecision(tx: Db, expected: Expectation): Promise<UserRow> {
  const locked = await findUserById(tx, expected.id, { lock: true });
  const row = locked ? await findUserRowById(tx, expected.id) : null;
  if (!row) throw new AppError('NOT_FOUND');
  if (row.id === expected.actorId) throw new AppError('OWN_REQUEST_DECISION');
  if (row.version !== expected.version) throw new AppError('STALE_VERSION');
  if (!expected.states.includes(row.accessState)) throw new AppError('USER_ACCESS_STATE_CHANGED');
  return row;
}

const stateView = (row: Pick<UserRow, 'accessState' | 'profileId' | 'status'>) => ({
  accessState: row.accessState,
  profileId: row.profileId,
  status: row.status,
});

function translateConstraint(error: unknown, profileId: number | undefined): never {
  if (isForeignKeyViolation(error, PROFILE_FK)) {
    throw invalidFields([
      { path: ['profileId'], message: 'validation.unknownProfile', params: { id: profileId ?? '' } },
    ]);
  }
  if (isUniqueViolation(error, 'users_email_lower_key')) {
    throw invalidFields([{ path: ['email'], message: 'validation.emailTaken' }]);
  }
  throw error;
}

/** The administrator chooses the profile of a first-access user: the request waits for approval. */
export async function configureFirstAccess(
  db: Db,
  input: TConfigureFirstAccess,
  actorId: number,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await lockForDecision(tx, { ...input, states: FIRST_ACCESS_PENDING, actorId });
      await updateUser(tx, input.id, { profileId: input.profileId, accessState: 'EM_APROVACAO' }, actorId);
      await appendAudit(tx, {
        entity: ENTITY,
        entityId: input.id,
        action: 'PRIMEIRO_ACESSO_CONFIGURADO',
        actorId,
        before: stateView(before),
        after: { ...stateView(before), accessState: 'EM_APROVACAO', profileId: input.profileId },
      });
    });
  } catch (error) {
    translateConstraint(error, input.profileId);
  }
}

/**
 * An approver approves a first access at their step. After the last step the user becomes
 * registered and active with the chosen profile and is mailed a link to set the first password,
 * in the same transaction; before it, the profile is kept and the request waits for the next step.
 */
export async function approveFirstAccess(
  db: Db,
  input: TApproveFirstAccess,
  actorId: number,
  neighbours: UsersNeighbours,
): Promise<ApprovalStatus> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockForDecision(tx, { ...input, states: FIRST_ACCESS_PENDING, actorId });
      const profileId = input.profileId ?? before.profileId;
      if (profileId === null) {
        throw invalidFields([{ path: ['profileId'], message: 'errors.required' }]);
      }
      const status = await decideAccess(tx, neighbours.approvals, {
        userId: input.id,
        kind: 'PRIMEIRO_ACESSO',
        actorId,
        decision: 'APROVAR',
      });
      if (status !== 'APROVADO') {
        await updateUser(tx, input.id, { profileId, accessState: 'EM_APROVACAO' }, actorId);
        await appendAudit(tx, {
          entity: ENTITY,
          entityId: input.id,
          action: 'PRIMEIRO_ACESSO_ETAPA_APROVADA',
          actorId,
          before: stateView(before),
          after: { ...stateView(before), accessState: 'EM_APROVACAO', profileId },
        });
        return status;
      }
      await updateUser(
        tx,
        input.id,
        { profileId, accessState: 'CADASTRADO', status: 'ATIVO', accessJustification: null },
        actorId,
      );
      await appendAudit(tx, {
        entity: ENTITY,
        entityId: input.id,
        action: 'PRIMEIRO_ACESSO_APROVADO',
        actorId,
        before: stateView(before),
        after: { accessState: 'CADASTRADO', profileId, status: 'ATIVO' },
      });
      await neighbours.issuePasswordLink(tx, input.id, { actorId });
      return status;
    });
  } catch (error) {
    translateConstraint(error, input.profileId);
  }
}

/** An approver reproves a first access with a justification: the user stays out, inactive. */
export async function reproveFirstAccess(
  db: Db,
  input: TReproveUserRequest,
  actorId: number,
  neighbours: UsersNeighbours,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockForDecision(tx, { ...input, states: FIRST_ACCESS_PENDING, actorId });
    await decideAccess(tx, neighbours.approvals, {
      userId: input.id,
      kind: 'PRIMEIRO_ACESSO',
      actorId,
      decision: 'REPROVAR',
      justification: input.justification,
    });
    await updateUser(tx, input.id, { accessState: 'REPROVADO', status: 'INATIVO' }, actorId);
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: input.id,
      action: 'PRIMEIRO_ACESSO_REPROVADO',
      actorId,
      before: stateView(before),
      after: { ...stateView(before), accessState: 'REPROVADO', status: 'INATIVO' },
      justification: input.justification,
    });
  });
}

/** The administrator sets the new data of an edition request: it waits for validation. */
export async function configureUserEdition(
  db: Db,
  input: TConfigureUserEdition,
  actorId: number,
): Promise<void> {
  const { id, version, ...change } = input;
  await db.transaction(async (tx) => {
    const before = await lockForDecision(tx, {
      id,
      version,
      states: ['SOLICITACAO_EDICAO', 'EM_VALIDACAO'],
      actorId,
    });
    await updateUser(tx, id, { accessState: 'EM_VALIDACAO', pendingChange: change }, actorId);
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'EDICAO_CONFIGURADA',
      actorId,
      before: { accessState: before.accessState, pendingChange: before.pendingChange },
      after: { accessState: 'EM_VALIDACAO', pendingChange: change },
    });
  });
}

/**
 * An approver validates an edition request at their step. After the last step the change set is
 * applied and the user is registered again with it; before it, the request waits for the next
 * step (the user's version still moves on, so a screen read before the decision is stale).
 */
export async function approveUserEdition(
  db: Db,
  input: TApproveUserEdition,
  actorId: number,
  neighbours: UsersNeighbours,
): Promise<ApprovalStatus> {
  let profileId: number | undefined;
  try {
    return await db.transaction(async (tx) => {
      const before = await lockForDecision(tx, { ...input, states: ['EM_VALIDACAO'], actorId });
      const change = before.pendingChange;
      if (!change) throw new AppError('USER_ACCESS_STATE_CHANGED');
      profileId = change.profileId;
      const status = await decideAccess(tx, neighbours.approvals, {
        userId: input.id,
        kind: 'EDICAO',
        actorId,
        decision: 'APROVAR',
      });
      if (status !== 'APROVADO') {
        await updateUser(tx, input.id, {}, actorId);
        await appendAudit(tx, {
          entity: ENTITY,
          entityId: input.id,
          action: 'EDICAO_ETAPA_APROVADA',
          actorId,
          after: { accessState: before.accessState, pendingChange: change },
        });
        return status;
      }
      await updateUser(
        tx,
        input.id,
        { ...change, accessState: 'CADASTRADO', pendingChange: null, accessJustification: null },
        actorId,
      );
      await appendAudit(tx, {
        entity: ENTITY,
        entityId: input.id,
        action: 'EDICAO_APROVADA',
        actorId,
        before: {
          accessState: before.accessState,
          name: before.name,
          email: before.email,
          profileId: before.profileId,
          status: before.status,
        },
        after: { accessState: 'CADASTRADO', ...change },
      });
      return status;
    });
  } catch (error) {
    translateConstraint(error, profileId);
  }
}

/**
 * An approver reproves an edition request, waiting for configuration (SOLICITACAO_EDICAO) or for
 * validation (EM_VALIDACAO): the user is registered as before and the reproval is kept.
 */
export async function reproveUserEdition(
  db: Db,
  input: TReproveUserRequest,
  from: 'SOLICITACAO_EDICAO' | 'EM_VALIDACAO',
  actorId: number,
  neighbours: UsersNeighbours,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockForDecision(tx, { ...input, states: [from], actorId });
    await decideAccess(tx, neighbours.approvals, {
      userId: input.id,
      kind: 'EDICAO',
      actorId,
      decision: 'REPROVAR',
      justification: input.justification,
    });
    await updateUser(
      tx,
      input.id,
      { accessState: 'CADASTRADO', pendingChange: null, accessJustification: null },
      actorId,
    );
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: input.id,
      action: 'EDICAO_REPROVADA',
      actorId,
      before: { accessState: before.accessState, pendingChange: before.pendingChange },
      after: { accessState: 'CADASTRADO' },
      justification: input.justification,
    });
  });
}
