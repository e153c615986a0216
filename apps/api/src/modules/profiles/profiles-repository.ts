import { pageOffset } from '@trade-terms/domain/paging';
import type { TProfileSearch } from '@trade-terms/domain/profiles';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/text-search';
import type { VersionedRecords } from '../../platform/db/versioned-save';
import { profileBudgetTypes, profileRoles, profiles } from './profiles-table';

export interface ProfileGrant {
  name: string;
  roles: string[];
  restrictions: TRestrictions;
}

export async function findProfileGrant(db: Db, profileId: number): Promise<ProfileGrant | null> {
  const [profile] = await db
    .select({ name: profiles.name, restrictions: profiles.restrictions })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!profile) return null;
  return { ...profile, roles: await rolesOf(db, profileId) };
}

/** What a profile holds, as stored. */
export interface ProfileContent {
  name: string;
  description: string | null;
  roles: readonly string[];
  budgetTypes: readonly string[];
  restrictions: TRestrictions;
}

export interface ProfileRecord extends ProfileContent {
  id: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

async function rolesOf(db: Db, profileId: number): Promise<string[]> {
  const rows = await db
    .select({ role: profileRoles.role })
    .from(profileRoles)
    .where(eq(profileRoles.profileId, profileId))
    .orderBy(profileRoles.role);
  return rows.map((row) => row.role);
}

async function budgetTypesOf(db: Db, profileId: number): Promise<string[]> {
  const rows = await db
    .select({ code: profileBudgetTypes.budgetTypeCode })
    .from(profileBudgetTypes)
    .where(eq(profileBudgetTypes.profileId, profileId))
    .orderBy(profileBudgetTypes.budgetTypeCode);
  return rows.map((row) => row.code);
}

/** One profile with its roles and budget types. */
export async function findProfile(db: Db, id: number): Promise<ProfileRecord | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    restrictions: row.restrictions,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    roles: await rolesOf(db, id),
    budgetTypes: await budgetTypesOf(db, id),
  };
}

/** Names are unique regardless of case, so "Comercial" and "comercial" are one profile. */
export async function isProfileNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        sql`lower(${profiles.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(profiles.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function replaceGrants(db: Db, profileId: number, content: ProfileContent): Promise<void> {
  await db.delete(profileRoles).where(eq(profileRoles.profileId, profileId));
  await db.delete(profileBudgetTypes).where(eq(profileBudgetTypes.profileId, profileId));
  if (content.roles.length > 0) {
    await db.insert(profileRoles).values(content.roles.map((role) => ({ profileId, role })));
  }
  if (content.budgetTypes.length > 0) {
    await db
      .insert(profileBudgetTypes)
      .values(content.budgetTypes.map((budgetTypeCode) => ({ profileId, budgetTypeCode })));
  }
}

/** Profiles are saved and removed through the platform's versioned save; roles and budget types go with them. */
export const profileRecords: VersionedRecords<typeof profiles, ProfileContent, ProfileRecord> = {
  table: profiles,
  columns: (content) => ({
    name: content.name,
    description: content.description,
    restrictions: content.restrictions,
  }),
  writeParts: replaceGrants,
  read: findProfile,
};

export async function searchProfiles(db: Db, search: TProfileSearch) {
  const pattern = search.search ? containsPattern(search.search) : null;
  const where = pattern ? or(ilike(profiles.name, pattern), ilike(profiles.description, pattern)) : undefined;
  const sortColumn = { name: profiles.name, id: profiles.id }[search.sortBy];
  const order = search.direction === 'desc' ? desc(sortColumn) : asc(sortColumn);
  const featureCount = db
    .select({ value: count() })
    .from(profileRoles)
    .where(eq(profileRoles.profileId, profiles.id));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        name: profiles.name,
        description: profiles.description,
        version: profiles.version,
        featureCount: sql<number>`(${featureCount})::int`,
      })
      .from(profiles)
      .where(where)
      .orderBy(order, asc(profiles.id))
      .limit(search.pageSize)
      .offset(pageOffset(search)),
    db.select({ value: count() }).from(profiles).where(where),
  ]);
  return { rows, total: totalRow?.value ?? 0 };
}

export function listProfileNames(db: Db) {
  return db.select({ id: profiles.id, name: profiles.name }).from(profiles).orderBy(asc(profiles.name));
}

export function findProfileNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
}

export function listProfilesWithRole(db: Db, role: string) {
  return db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .innerJoin(profileRoles, eq(profileRoles.profileId, profiles.id))
    .where(eq(profileRoles.role, role))
    .orderBy(asc(profiles.name));
}
