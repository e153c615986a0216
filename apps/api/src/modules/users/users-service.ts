import type { UserAccessState } from '@trade-terms/domain/access-requests';
import {
  type TUser,
  type TUserSave,
  type TUserSearch,
  type TUserSummary,
  userLabel,
} from '@trade-terms/domain/users';
import { appendAudit } from '../../platform/audit/audit-log';
import { hashPassword } from '../../platform/auth/passwords';
import type { SessionCheck } from '../../platform/auth/route-guard';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import {
  countUsers,
  countUsersPerProfile,
  endSessionsOfProfile,
  findUserById,
  findUserByLogin,
  findUsersByIds,
  insertUser,
  isLoginTaken,
  type NewUser,
  searchUsers,
  sessionStillValid,
  touchLastAccess,
  type UserDetailRow,
  updateUser,
} from './users-repository';

export interface UserCredentials {
  id: number;
  login: string;
  name: string;
  active: boolean;
  passwordHash: string | null;
  profileId: number | null;
  /** The session generation a token issued now carries. */
  session: number;
}

/** What signing in needs to know of a user; null when the login does not exist. */
export async function findCredentials(db: Db, login: string): Promise<UserCredentials | null> {
  const row = await findUserByLogin(db, login);
  if (!row) return null;
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    active: row.status === 'ATIVO',
    passwordHash: row.passwordHash,
    profileId: row.profileId,
    session: row.sessionGeneration,
  };
}

/** The route guard's question on every call: does this token's session still stand? */
export function sessionCheck(db: Db): SessionCheck {
  return (userId, session) => sessionStillValid(db, userId, session);
}

export function recordAccess(db: Db, userId: number, at: Date): Promise<void> {
  return touchLastAccess(db, userId, at);
}

export async function hasAnyUser(db: Db): Promise<boolean> {
  return (await countUsers(db)) > 0;
}

export async function createUser(db: Db, user: NewUser, actorId: number | null): Promise<number> {
  const id = await insertUser(db, user, actorId);
  const { passwordHash: _secret, ...visible } = user;
  await appendAudit(db, { entity: 'user', entityId: id, action: 'CRIADO', actorId, after: visible });
  return id;
}

export async function listUsers(
  db: Db,
  search: TUserSearch,
): Promise<{ items: TUserSummary[]; total: number }> {
  const { rows, total } = await searchUsers(db, search);
  return {
    items: rows.map((row) => ({ ...row, lastAccessAt: row.lastAccessAt?.toISOString() ?? null })),
    total,
  };
}

export interface UserReference {
  id: number;
  name: string;
  /** Name and login, as messages name the user. */
  label: string;
  active: boolean;
  profileId: number | null;
  /** Where the user's access stands (first access, under approval, registered…). */
  accessState: UserAccessState;
}

/** The users of these ids that exist, for modules that point at users (approval steps). */
export async function usersByIds(db: Db, ids: readonly number[]): Promise<Map<number, UserReference>> {
  const rows = await findUsersByIds(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        label: userLabel(row),
        active: row.status === 'ATIVO',
        profileId: row.profileId,
        accessState: row.accessState,
      },
    ]),
  );
}

/** How many users hold each of these profiles (profiles nobody holds are absent). */
export async function userCountsByProfile(
  db: Db,
  profileIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await countUsersPerProfile(db, profileIds);
  return new Map(
    rows.flatMap((row) => (row.profileId === null ? [] : [[row.profileId, row.value] as const])),
  );
}

/**
 * Ends the sessions of every user of a profile (their tokens answer 401 at the next call), in the
 * caller's transaction: tokens carry the roles and restrictions the profile no longer grants.
 */
export function endProfileSessions(db: Db, profileId: number): Promise<number> {
  return endSessionsOfProfile(db, profileId);
}

const ENTITY = 'user';
const LOGIN_TAKEN = () => invalidFields([{ path: ['login'], message: 'validation.loginTaken' }]);
const EMAIL_TAKEN = () => invalidFields([{ path: ['email'], message: 'validation.emailTaken' }]);
const PROFILE_FK = 'users_profile_id_profiles_id_fk';

function toUser(row: UserDetailRow): TUser {
  return {
    ...row,
    lastAccessAt: row.lastAccessAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a user: never the password. */
function auditView(row: UserDetailRow) {
  return { login: row.login, name: row.name, email: row.email, status: row.status, profile: row.profile };
}

/**
 * Creates a user (with a first password when given) or changes one held at its current version.
 * A user made inactive cannot sign in again; a token already issued lives until it expires.
 */
export async function saveUser(db: Db, input: TUserSave, actorId: number): Promise<TUser> {
  const { id, version, password, ...change } = input;
  if (id === actorId && change.status === 'INATIVO') throw new AppError('CANNOT_DEACTIVATE_SELF');
  const passwordHash = password === undefined ? null : await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      if (await isLoginTaken(tx, change.login, id)) throw LOGIN_TAKEN();
      if (id === undefined) {
        const created = await findUserById(tx, await insertUser(tx, { ...change, passwordHash }, actorId));
        if (!created) throw new Error('created user not found');
        await appendAudit(tx, {
          entity: ENTITY,
          entityId: created.id,
          action: 'CRIADO',
          actorId,
          after: auditView(created),
        });
        return toUser(created);
      }
      const before = await findUserById(tx, id, { lock: true });
      if (!before) throw new AppError('NOT_FOUND');
      if (before.version !== version) throw new AppError('STALE_VERSION');
      // Nobody raises their own roles: another administrator changes one's profile.
      if (id === actorId && change.profileId !== before.profileId) throw new AppError('OWN_PROFILE_CHANGE');
      await updateUser(tx, id, change, actorId);
      const after = await findUserById(tx, id);
      if (!after) throw new Error('updated user not found');
      await appendAudit(tx, {
        entity: ENTITY,
        entityId: id,
        action: 'ALTERADO',
        actorId,
        before: auditView(before),
        after: auditView(after),
      });
      return toUser(after);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_login_lower_key')) throw LOGIN_TAKEN();
    if (isUniqueViolation(error, 'users_email_lower_key')) throw EMAIL_TAKEN();
    if (isForeignKeyViolation(error, PROFILE_FK)) {
      throw invalidFields([
        { path: ['profileId'], message: 'validation.unknownProfile', params: { id: input.profileId } },
      ]);
    }
    throw error;
  }
}

/**
 * Removing a user deactivates them: their name stays on the audit trail, decisions and flows
 * that point at them. They cannot sign in from then on.
 */
export async function deactivateUser(db: Db, id: number, actorId: number): Promise<void> {
  if (id === actorId) throw new AppError('CANNOT_DEACTIVATE_SELF');
  await db.transaction(async (tx) => {
    const before = await findUserById(tx, id, { lock: true });
    if (!before) throw new AppError('NOT_FOUND');
    if (before.status === 'INATIVO') return;
    await updateUser(tx, id, { status: 'INATIVO' }, actorId);
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'DESATIVADO',
      actorId,
      before: auditView(before),
      after: { ...auditView(before), status: 'INATIVO' },
    });
  });
}
