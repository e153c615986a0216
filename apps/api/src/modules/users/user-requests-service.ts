import type { UserAccessState } from '@trade-terms/domain/access-requests';
import {
  type TApproveFirstAccess,
  type TApproveUserEdition,
  type TConfigureFirstAccess,
  type TConfigureUserEdition,
  type TReproveUserRequest,
  type TUserDetail,
  type TUserTabItem,
  type TUserTabSearch,
  type TUserTabTotals,
  USER_TABS,
  type UserTab,
} from '@trade-terms/domain/users';
import { appendAudit } from '../../platform/audit/audit-log';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { issuePasswordLink } from '../auth/password-links-service';
import { profileNamesByIds } from '../profiles/profiles-service';
import { findUserById, findUserRowById, type UserRow, updateUser } from './users-repository';
import {
  countUsersPerState,
  findUserDecisions,
  insertUserDecision,
  searchUsersInState,
} from './users-tabs-repository';

// The administrators' side of access requests: the tabs of the Users screen and the decisions
// that move a user between them. A user's own requests are in account-service.ts.

const ENTITY = 'user';
const PROFILE_FK = 'users_profile_id_profiles_id_fk';

export const stateOfTab = (tab: UserTab): UserAccessState =>
  USER_TABS.find((entry) => entry.tab === tab)?.state ?? 'CADASTRADO';

export async function listUserTab(
  db: Db,
  tab: UserTab,
  search: TUserTabSearch,
): Promise<{ itens: TUserTabItem[]; total: number }> {
  const { rows, total } = await searchUsersInState(db, stateOfTab(tab), search);
  return {
    itens: rows.map((row) => ({
      ...row,
      lastAccessAt: row.lastAccessAt?.toISOString() ?? null,
      accessRequestedAt: row.accessRequestedAt?.toISOString() ?? null,
    })),
    total,
  };
}

export async function tabTotals(db: Db): Promise<TUserTabTotals> {
  const totals: TUserTabTotals = {
    PRIMEIRO_ACESSO: 0,
    EM_APROVACAO: 0,
    REPROVADO: 0,
    SOLICITACAO_EDICAO: 0,
    EM_VALIDACAO: 0,
    CADASTRADO: 0,
  };
  for (const row of await countUsersPerState(db)) totals[row.state] = row.value;
  return totals;
}

/** One user with their access stage, the pending change and every decision on their requests. */
export async function getUserDetail(db: Db, id: number): Promise<TUserDetail> {
  const row = await findUserById(db, id);
  const full = await findUserRowById(db, id);
  if (!row || !full) throw new AppError('NOT_FOUND');
  const pending = full.pendingChange;
  const pendingProfile = pending
    ? (await profileNamesByIds(db, [pending.profileId])).get(pending.profileId)
    : null;
  const decisions = await findUserDecisions(db, id);
  return {
    ...row,
    lastAccessAt: row.lastAccessAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    accessState: full.accessState,
    accessJustification: full.accessJustification,
    accessRequestedAt: full.accessRequestedAt?.toISOString() ?? null,
    pendingChange: pending ? { ...pending, profile: pendingProfile ?? null } : null,
    decisions: decisions.map((decision) => ({ ...decision, decidedAt: decision.decidedAt.toISOString() })),
  };
}

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

/** The administrator chooses the profile of a first-access user: the request goes to approval. */
export async function configureFirstAccess(
  db: Db,
  input: TConfigureFirstAccess,
  actorId: number,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await lockForDecision(tx, {
        ...input,
        states: ['PRIMEIRO_ACESSO', 'EM_APROVACAO'],
        actorId,
      });
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
 * Approves a first access: the user becomes registered and active with the chosen profile, and
 * is mailed a link to set the first password, in the same transaction.
 */
export async function approveFirstAccess(db: Db, input: TApproveFirstAccess, actorId: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await lockForDecision(tx, {
        ...input,
        states: ['PRIMEIRO_ACESSO', 'EM_APROVACAO'],
        actorId,
      });
      const profileId = input.profileId ?? before.profileId;
      if (profileId === null) {
        throw invalidFields([{ path: ['profileId'], message: 'errors.required' }]);
      }
      await updateUser(
        tx,
        input.id,
        { profileId, accessState: 'CADASTRADO', status: 'ATIVO', accessJustification: null },
        actorId,
      );
      await insertUserDecision(tx, {
        userId: input.id,
        kind: 'PRIMEIRO_ACESSO',
        decision: 'APROVADO',
        requestJustification: before.accessJustification,
        justification: null,
        decidedBy: actorId,
      });
      await appendAudit(tx, {
        entity: ENTITY,
        entityId: input.id,
        action: 'PRIMEIRO_ACESSO_APROVADO',
        actorId,
        before: stateView(before),
        after: { accessState: 'CADASTRADO', profileId, status: 'ATIVO' },
      });
      await issuePasswordLink(tx, input.id, { actorId });
    });
  } catch (error) {
    translateConstraint(error, input.profileId);
  }
}

/** Reproves a first access with a justification: the user stays out, inactive. */
export async function reproveFirstAccess(db: Db, input: TReproveUserRequest, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockForDecision(tx, {
      ...input,
      states: ['PRIMEIRO_ACESSO', 'EM_APROVACAO'],
      actorId,
    });
    await updateUser(tx, input.id, { accessState: 'REPROVADO', status: 'INATIVO' }, actorId);
    await insertUserDecision(tx, {
      userId: input.id,
      kind: 'PRIMEIRO_ACESSO',
      decision: 'REPROVADO',
      requestJustification: before.accessJustification,
      justification: input.justificativa,
      decidedBy: actorId,
    });
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: input.id,
      action: 'PRIMEIRO_ACESSO_REPROVADO',
      actorId,
      before: stateView(before),
      after: { ...stateView(before), accessState: 'REPROVADO', status: 'INATIVO' },
      justification: input.justificativa,
    });
  });
}

/** The administrator sets the new data of an edition request: it goes to validation. */
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

/** Applies the change set for an edition request: the user is registered again with it. */
export async function approveUserEdition(db: Db, input: TApproveUserEdition, actorId: number): Promise<void> {
  let profileId: number | undefined;
  try {
    await db.transaction(async (tx) => {
      const before = await lockForDecision(tx, { ...input, states: ['EM_VALIDACAO'], actorId });
      const change = before.pendingChange;
      if (!change) throw new AppError('USER_ACCESS_STATE_CHANGED');
      profileId = change.profileId;
      await updateUser(
        tx,
        input.id,
        { ...change, accessState: 'CADASTRADO', pendingChange: null, accessJustification: null },
        actorId,
      );
      await insertUserDecision(tx, {
        userId: input.id,
        kind: 'EDICAO',
        decision: 'APROVADO',
        requestJustification: before.accessJustification,
        justification: null,
        decidedBy: actorId,
      });
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
    });
  } catch (error) {
    translateConstraint(error, profileId);
  }
}

/**
 * Reproves an edition request, waiting for configuration (SOLICITACAO_EDICAO) or for validation
 * (EM_VALIDACAO): the user is registered as before and the reproval is kept on them.
 */
export async function reproveUserEdition(
  db: Db,
  input: TReproveUserRequest,
  from: 'SOLICITACAO_EDICAO' | 'EM_VALIDACAO',
  actorId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockForDecision(tx, { ...input, states: [from], actorId });
    await updateUser(
      tx,
      input.id,
      { accessState: 'CADASTRADO', pendingChange: null, accessJustification: null },
      actorId,
    );
    await insertUserDecision(tx, {
      userId: input.id,
      kind: 'EDICAO',
      decision: 'REPROVADO',
      requestJustification: before.accessJustification,
      justification: input.justificativa,
      decidedBy: actorId,
    });
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: input.id,
      action: 'EDICAO_REPROVADA',
      actorId,
      before: { accessState: before.accessState, pendingChange: before.pendingChange },
      after: { accessState: 'CADASTRADO' },
      justification: input.justificativa,
    });
  });
}
