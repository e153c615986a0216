import type { Db } from '../../platform/db/database';
import { listProfilesWithRole } from './profiles-repository';

/** The profiles that grant any of these roles: their users are the ones who may act with them. */
export async function profileIdsWithAnyRole(db: Db, roles: readonly string[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const role of roles) for (const profile of await listProfilesWithRole(db, role)) ids.add(profile.id);
  return [...ids];
}
