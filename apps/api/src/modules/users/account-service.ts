import {
  REGISTERED_ACCESS_STATES,
  type TAccessRequest,
  type TChangePassword,
  type TEditRequest,
  type UserAccessState,
} from '@trade-terms/domain/access-requests';
import { appendAudit } from '../../platform/audit/audit-log';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { startAccessApproval } from './access-approval';
import type { AccessApprovals } from './users-neighbours';
import {
  emailInUse,
  findUserByLoginOrEmail,
  findUserRowById,
  insertAccessRequest,
  isLoginTaken,
  type UserRow,
  updateUser,
} from './users-repository';

// A user's own account: the first-access request, edition requests, password changes and the
// mail recipients of password links. The administrators' side of users is users-service.ts.

/** A request already waiting for an administrator: a second one would overwrite it. */
const PENDING_EDIT_STATES: readonly UserAccessState[] = ['SOLICITACAO_EDICAO', 'EM_VALIDACAO'];

/**
 * The public first-access form: a user in PRIMEIRO_ACESSO, without password nor profile, and
 * the request in approval. Login and e-mail must be free; the unique indexes decide a race.
 */
export async function requestFirstAccess(
  db: Db,
  request: TAccessRequest,
  approvals: AccessApprovals,
): Promise<number> {
  if (await isLoginTaken(db, request.login)) throw new AppError('LOGIN_TAKEN');
  if (await emailInUse(db, request.email)) throw new AppError('EMAIL_TAKEN');
  const { accessJustification, ...identity } = request;
  try {
    return await db.transaction(async (tx) => {
      const id = await insertAccessRequest(tx, { ...identity, accessJustification });
      await appendAudit(tx, {
        entity: 'user',
        entityId: id,
        action: 'PRIMEIRO_ACESSO_SOLICITADO',
        actorId: null,
        after: { ...identity, accessState: 'PRIMEIRO_ACESSO' },
        justification: accessJustification,
      });
      // The user asks for themselves: the flow is chosen with no requester profile.
      await startAccessApproval(tx, approvals, {
        userId: id,
        kind: 'PRIMEIRO_ACESSO',
        justification: accessJustification,
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_login_lower_key')) throw new AppError('LOGIN_TAKEN');
    if (isUniqueViolation(error, 'users_email_lower_key')) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

/**
 * A signed-in user asks for their own registration to be changed: the user moves to
 * SOLICITACAO_EDICAO with the justification, and the request goes to approval.
 */
export async function requestUserEdition(
  db: Db,
  callerId: number,
  request: TEditRequest,
  approvals: AccessApprovals,
): Promise<void> {
  // Each user asks for their own edition; someone else's id is not theirs to ask for.
  if (request.id !== callerId) throw new AppError('FORBIDDEN');
  await db.transaction(async (tx) => {
    // Locked until the change is written: requests sent at once wait here, and all but the
    // first then find one pending.
    const user = await findUserRowById(tx, callerId, { lock: true });
    if (!user) throw new AppError('NOT_FOUND');
    if (PENDING_EDIT_STATES.includes(user.accessState)) throw new AppError('EDIT_REQUEST_PENDING');
    await updateUser(
      tx,
      user.id,
      {
        accessState: 'SOLICITACAO_EDICAO',
        accessJustification: request.accessJustification,
        accessRequestedAt: new Date(),
      },
      callerId,
    );
    await appendAudit(tx, {
      entity: 'user',
      entityId: user.id,
      action: 'EDICAO_SOLICITADA',
      actorId: callerId,
      before: { accessState: user.accessState },
      after: { accessState: 'SOLICITACAO_EDICAO' },
      justification: request.accessJustification,
    });
    // Flows for ACESSO_USUARIO may name the requester's profile: edits of some profiles can
    // need more approvers than others.
    await startAccessApproval(tx, approvals, {
      userId: user.id,
      kind: 'EDICAO',
      justification: request.accessJustification,
    });
  });
}

/** Changes the caller's own password after checking the current one. */
export async function changeOwnPassword(db: Db, userId: number, change: TChangePassword): Promise<void> {
  const user = await findUserRowById(db, userId);
  if (!user?.passwordHash) throw new AppError('NOT_FOUND');
  if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
    throw new AppError('WRONG_CURRENT_PASSWORD');
  }
  if (change.newPassword === change.currentPassword) throw new AppError('SAME_PASSWORD');
  const passwordHash = await hashPassword(change.newPassword);
  await setPassword(db, userId, passwordHash, userId, 'SENHA_ALTERADA');
}

/** Stores a new password hash with its audit row (the hash itself is never audited). */
export async function setPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  actorId: number | null,
  action: 'SENHA_ALTERADA' | 'SENHA_REDEFINIDA',
): Promise<void> {
  await db.transaction(async (tx) => {
    // Sessions opened with the old password end (a leaked one is the usual reason to change it);
    // the web client signs the user out after their own change anyway, as the spec says.
    await updateUser(tx, userId, { passwordHash, endSessions: true }, actorId);
    await appendAudit(tx, { entity: 'user', entityId: userId, action, actorId });
  });
}

export interface MailRecipient {
  id: number;
  login: string;
  name: string;
  email: string;
}

const recipientOf = (row: UserRow): MailRecipient => ({
  id: row.id,
  login: row.login,
  name: row.name,
  email: row.email,
});

/**
 * Who a forgot-password request may send a link to: an active user who was let in. A user
 * still waiting for first access gets their first password from the approval instead.
 */
export async function passwordResetRecipient(db: Db, loginOrEmail: string): Promise<MailRecipient | null> {
  const row = await findUserByLoginOrEmail(db, loginOrEmail);
  if (row?.status !== 'ATIVO' || !REGISTERED_ACCESS_STATES.includes(row.accessState)) return null;
  return recipientOf(row);
}

export async function userRecipient(db: Db, userId: number): Promise<MailRecipient | null> {
  const row = await findUserRowById(db, userId);
  return row ? recipientOf(row) : null;
}
