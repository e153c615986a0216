import { pageOffset } from '@trade-terms/domain/paging';
import type { TUserSearch } from '@trade-terms/domain/users';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/text-search';
import { profileNameOf } from '../profiles/profile-name';
import { users } from './users-table';

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.login}) = lower(${login})`);
  return row ?? null;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export async function touchLastAccess(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastAccessAt: at }).where(eq(users.id, userId));
}

export interface NewUser {
  login: string;
  name: string;
  email: string;
  /** None until the user sets one: such a user cannot sign in yet. */
  passwordHash: string | null;
  profileId: number;
  status?: 'ATIVO' | 'INATIVO';
}

export async function insertUser(db: Db, user: NewUser, actorId: number | null): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...user, createdBy: actorId, updatedBy: actorId })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

export async function searchUsers(db: Db, search: TUserSearch) {
  const pattern = search.search ? containsPattern(search.search) : null;
  const where = and(
    pattern
      ? or(ilike(users.name, pattern), ilike(users.login, pattern), ilike(users.email, pattern))
      : undefined,
    search.status ? eq(users.status, search.status) : undefined,
  );
  const sortColumn = { name: users.name, login: users.login, lastAccessAt: users.lastAccessAt }[
    search.sortBy
  ];
  const order = search.direction === 'desc' ? desc(sortColumn) : asc(sortColumn);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: users.id,
        login: users.login,
        name: users.name,
        email: users.email,
        status: users.status,
        profile: profileNameOf(users.profileId),
        lastAccessAt: users.lastAccessAt,
      })
      .from(users)
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(search.pageSize)
      .offset(pageOffset(search)),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: totalRow?.value ?? 0 };
}

export function findUsersByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      name: users.name,
      login: users.login,
      status: users.status,
      profileId: users.profileId,
      accessState: users.accessState,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export function countUsersPerProfile(db: Db, profileIds: readonly number[]) {
  if (profileIds.length === 0) return Promise.resolve([]);
  return db
    .select({ profileId: users.profileId, value: count() })
    .from(users)
    .where(inArray(users.profileId, [...profileIds]))
    .groupBy(users.profileId);
}

const userColumns = {
  id: users.id,
  login: users.login,
  name: users.name,
  email: users.email,
  status: users.status,
  profileId: users.profileId,
  profile: profileNameOf(users.profileId),
  lastAccessAt: users.lastAccessAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  version: users.version,
};

/** One user with their profile's name; `lock` holds the row until the transaction ends. */
export async function findUserById(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db.select(userColumns).from(users).where(eq(users.id, id));
  const [row] = options.lock ? await query.for('update', { of: users }) : await query;
  return row ?? null;
}

export type UserDetailRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export async function isLoginTaken(db: Db, login: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.login}) = lower(${login})`,
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface UserChange {
  login: string;
  name: string;
  email: string;
  profileId: number;
  status: 'ATIVO' | 'INATIVO';
}

/**
 * The whole row of a user, for the account rules that need its state and password; `lock` holds
 * the row until the transaction ends.
 */
export async function findUserRowById(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<UserRow | null> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The user whose login or e-mail this is, matched without regard to case. */
export async function findUserByLoginOrEmail(db: Db, loginOrEmail: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      or(
        sql`lower(${users.login}) = lower(${loginOrEmail})`,
        sql`lower(${users.email}) = lower(${loginOrEmail})`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  return row ?? null;
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row !== undefined;
}

export interface AccessRequestRow {
  login: string;
  name: string;
  email: string;
  accessJustification: string;
}

export async function insertAccessRequest(db: Db, request: AccessRequestRow): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...request, accessState: 'PRIMEIRO_ACESSO', accessRequestedAt: sql`now()` })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

export type UserPatch = Partial<UserChange> &
  Partial<
    Pick<
      UserRow,
      'passwordHash' | 'accessState' | 'accessJustification' | 'accessRequestedAt' | 'pendingChange'
    >
  > & { /** Ends the user's sessions out there, as deactivation does. */ endSessions?: boolean };

/** Changes a user and bumps its version, as every edit of a user-edited row does. */
export async function updateUser(
  db: Db,
  id: number,
  patch: UserPatch,
  actorId: number | null,
): Promise<void> {
  // Deactivating ends every session out there; a password change does too (see account-service),
  // and so does a move to another profile: tokens carry the old profile's roles and restrictions.
  const endsSessions = patch.status === 'INATIVO' || patch.endSessions;
  const { endSessions: _endSessions, ...columns } = patch;
  const generation = endsSessions
    ? sql`${users.sessionGeneration} + 1`
    : columns.profileId !== undefined
      ? sql`${users.sessionGeneration} + case when ${users.profileId} is distinct from ${columns.profileId} then 1 else 0 end`
      : undefined;
  await db
    .update(users)
    .set({
      ...columns,
      ...(generation ? { sessionGeneration: generation } : {}),
      updatedAt: sql`now()`,
      updatedBy: actorId,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, id));
}

/** Ends the sessions of every user of a profile whose roles or restrictions were narrowed. */
export async function endSessionsOfProfile(db: Db, profileId: number): Promise<number> {
  const rows = await db
    .update(users)
    .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(eq(users.profileId, profileId))
    .returning({ id: users.id });
  return rows.length;
}

/** Whether a token issued under `generation` still speaks for this user: active, not ended since. */
export async function sessionStillValid(db: Db, userId: number, generation: number): Promise<boolean> {
  const [row] = await db
    .select({ status: users.status, generation: users.sessionGeneration })
    .from(users)
    .where(eq(users.id, userId));
  return row?.status === 'ATIVO' && row.generation === generation;
}

/** The active users holding one of these profiles, by id. */
export async function activeUserIdsOfProfiles(db: Db, profileIds: readonly number[]): Promise<number[]> {
  if (profileIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.profileId, [...profileIds]), eq(users.status, 'ATIVO')))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}
