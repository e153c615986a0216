import type { UserAccessState } from '@trade-terms/domain/access-requests';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TUserTabSearch } from '@trade-terms/domain/users';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/text-search';
import { profileNameOf } from '../profiles/profile-name';
import { users } from './users-table';

function tabWhere(state: UserAccessState, search: Omit<TUserTabSearch, 'page' | 'pageSize'>) {
  const pattern = search.search ? containsPattern(search.search) : null;
  return and(
    eq(users.accessState, state),
    pattern
      ? or(ilike(users.name, pattern), ilike(users.login, pattern), ilike(users.email, pattern))
      : undefined,
    search.profileId ? eq(users.profileId, search.profileId) : undefined,
    search.status ? eq(users.status, search.status) : undefined,
  );
}

const tabColumns = {
  id: users.id,
  login: users.login,
  name: users.name,
  email: users.email,
  status: users.status,
  profileId: users.profileId,
  profile: profileNameOf(users.profileId),
  lastAccessAt: users.lastAccessAt,
  accessState: users.accessState,
  accessJustification: users.accessJustification,
  accessRequestedAt: users.accessRequestedAt,
  version: users.version,
};

function tabOrder(search: Pick<TUserTabSearch, 'sortBy' | 'direction'>): SQL[] {
  const column = {
    name: users.name,
    login: users.login,
    email: users.email,
    profile: profileNameOf(users.profileId),
    lastAccessAt: users.lastAccessAt,
    accessRequestedAt: users.accessRequestedAt,
  }[search.sortBy];
  const direction = search.direction === 'desc' ? desc : asc;
  return [sql`${direction(column)} nulls last`, asc(users.id)];
}

/** One tab of the Users screen: the users in one access state, filtered, sorted and paged. */
export async function searchUsersInState(db: Db, state: UserAccessState, search: TUserTabSearch) {
  const where = tabWhere(state, search);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(tabColumns)
      .from(users)
      .where(where)
      .orderBy(...tabOrder(search))
      .limit(search.pageSize)
      .offset(pageOffset(search)),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: totalRow?.value ?? 0 };
}

/** Every user of a tab under the same filters and sort, for the export (no paging). */
export function allUsersInState(
  db: Db,
  state: UserAccessState,
  search: Omit<TUserTabSearch, 'page' | 'pageSize'>,
) {
  return db
    .select(tabColumns)
    .from(users)
    .where(tabWhere(state, search))
    .orderBy(...tabOrder(search));
}

export function countUsersPerState(db: Db) {
  return db.select({ state: users.accessState, value: count() }).from(users).groupBy(users.accessState);
}
