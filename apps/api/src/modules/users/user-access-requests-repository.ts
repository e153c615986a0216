import type { UserRequestKind } from '@trade-terms/domain/users';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { userAccessRequests } from './user-access-requests-table';

export type UserAccessRequestRow = typeof userAccessRequests.$inferSelect;

export async function insertUserAccessRequest(
  db: Db,
  request: { userId: number; kind: UserRequestKind; justification: string | null; approvalRequestId: number },
): Promise<void> {
  await db.insert(userAccessRequests).values(request);
}

/** The user's latest request: the one a decision on their pending state is about. */
export async function findLatestUserAccessRequest(
  db: Db,
  userId: number,
): Promise<UserAccessRequestRow | null> {
  const [row] = await db
    .select()
    .from(userAccessRequests)
    .where(eq(userAccessRequests.userId, userId))
    .orderBy(desc(userAccessRequests.id))
    .limit(1);
  return row ?? null;
}

/** Every request of a user, newest first. */
export function findUserAccessRequests(db: Db, userId: number): Promise<UserAccessRequestRow[]> {
  return db
    .select()
    .from(userAccessRequests)
    .where(eq(userAccessRequests.userId, userId))
    .orderBy(desc(userAccessRequests.id));
}
