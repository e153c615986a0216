import type {
  TProfile,
  TProfileDomains,
  TProfileSave,
  TProfileSearch,
  TProfileSummary,
} from '@trade-terms/domain/profiles';
import type { TNamedRef } from '@trade-terms/domain/records';
import type { RegisterKey } from '@trade-terms/domain/registers';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import { appendAudit } from '../../platform/audit/audit-log';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import {
  insertRecord,
  removeVersioned,
  saveVersioned,
  type VersionedEntity,
} from '../../platform/db/versioned-save';
import { AppError, invalidFields } from '../../platform/errors';
import type { ProfileNeighbours } from './profile-neighbours';
import {
  findProfile,
  findProfileGrant,
  findProfileNames,
  isProfileNameTaken,
  listProfileNames,
  listProfilesWithRole,
  type ProfileContent,
  type ProfileGrant,
  type ProfileRecord,
  profileRecords,
  searchProfiles,
} from './profiles-repository';
import type { profiles } from './profiles-table';

export type { ProfileGrant };

const ENTITY = 'profile';
/** Flows name a requester profile; removing it would silently widen them. */
const FLOW_REQUESTER_FK = 'approval_flows_requester_profile_id_profiles_id_fk';

/** What a profile grants its users: the roles and data restrictions that go into their tokens. */
export function profileGrant(db: Db, profileId: number): Promise<ProfileGrant | null> {
  return findProfileGrant(db, profileId);
}

const unique = (values: readonly string[]) => [...new Set(values)];

function domainsOf(record: ProfileRecord): TProfileDomains {
  const { canais, commodities, regioes } = record.restrictions;
  return { channels: canais, commodities, regions: regioes };
}

function toProfile(record: ProfileRecord): TProfile {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    features: [...record.roles],
    budgetTypes: [...record.budgetTypes],
    domains: domainsOf(record),
    version: record.version,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** The audit trail keeps what users see, not the storage shape. */
function auditView(record: ProfileRecord) {
  const { id, version, createdAt, updatedAt, ...rest } = toProfile(record);
  return rest;
}

function contentOf(input: TProfileSave): ProfileContent {
  return {
    name: input.name,
    description: input.description === '' ? null : input.description,
    roles: unique(input.features).sort(),
    budgetTypes: unique(input.budgetTypes).sort(),
    restrictions: {
      canais: unique(input.domains.channels),
      commodities: unique(input.domains.commodities),
      regioes: unique(input.domains.regions),
    },
  };
}

const sameCodes = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((code) => b.includes(code));

/**
 * Whether tokens issued under `before` grant what `after` no longer does: a role taken out, or
 * any change of the data restrictions (adding a code narrows, removing the last one widens to
 * all; either way the token's restrictions are no longer the profile's).
 */
function grantNarrowed(before: ProfileContent, after: ProfileContent): boolean {
  const { canais, commodities, regioes } = before.restrictions;
  return (
    before.roles.some((role) => !after.roles.includes(role)) ||
    !sameCodes(canais, after.restrictions.canais) ||
    !sameCodes(commodities, after.restrictions.commodities) ||
    !sameCodes(regioes, after.restrictions.regioes)
  );
}

const NAME_TAKEN = () => invalidFields([{ path: ['name'], message: 'validation.nameTaken' }]);

/** The register each list of codes of a profile names. */
const CODE_LISTS: { path: string[]; register: RegisterKey; codes: (input: TProfileSave) => string[] }[] = [
  { path: ['budgetTypes'], register: 'budgetType', codes: (input) => input.budgetTypes },
  { path: ['domains', 'channels'], register: 'channel', codes: (input) => input.domains.channels },
  { path: ['domains', 'commodities'], register: 'commodity', codes: (input) => input.domains.commodities },
  { path: ['domains', 'regions'], register: 'region', codes: (input) => input.domains.regions },
];

/**
 * Budget types and domains name records of their registers: a code nobody registered would
 * restrict users to data that cannot exist. Each unknown code is refused at its position.
 */
async function unregisteredCodes(
  db: Db,
  input: TProfileSave,
  { recordIdsByCodes }: ProfileNeighbours,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const list of CODE_LISTS) {
    const codes = list.codes(input);
    if (codes.length === 0) continue;
    const known = await recordIdsByCodes(db, list.register, codes);
    codes.forEach((code, index) => {
      if (!known.has(code)) {
        problems.push({ path: [...list.path, index], message: 'validation.unknownCode', params: { code } });
      }
    });
  }
  return problems;
}

/** Used by the first start and the demo seed: a profile with roles only. */
export async function createProfile(
  db: Db,
  profile: { name: string; description: string | null; roles: readonly string[] },
  actorId: number | null,
): Promise<number> {
  const content: ProfileContent = {
    ...profile,
    budgetTypes: [],
    restrictions: { canais: [], commodities: [], regioes: [] },
  };
  const id = await insertRecord(db, profileRecords, content, actorId);
  await appendAudit(db, { entity: ENTITY, entityId: id, action: 'CRIADO', actorId, after: profile });
  return id;
}

export async function getProfile(db: Db, id: number): Promise<TProfile> {
  const record = await findProfile(db, id);
  if (!record) throw new AppError('NOT_FOUND');
  return toProfile(record);
}

const PROFILES: VersionedEntity<typeof profiles, ProfileContent, ProfileRecord> = {
  ...profileRecords,
  entity: ENTITY,
  auditView,
  refusal(error) {
    // Two saves of the same new name at once: the unique constraint settles it.
    if (isUniqueViolation(error, 'profiles_name_unique')) return NAME_TAKEN();
    if (isForeignKeyViolation(error, FLOW_REQUESTER_FK)) return new AppError('PROFILE_USED_BY_FLOW');
    return undefined;
  },
};

/**
 * Creates a profile, or changes one when the caller still holds its current version. Its users
 * get the new roles and restrictions in their next token: sign-in reads them from the profile.
 * When a role is taken out or the restrictions change, their sessions end in the same
 * transaction, so nobody keeps acting under the old grant; a role added waits for the next
 * sign-in.
 */
export async function saveProfile(
  db: Db,
  input: TProfileSave,
  actorId: number,
  neighbours: ProfileNeighbours,
): Promise<TProfile> {
  const saved = await saveVersioned(db, PROFILES, {
    id: input.id,
    version: input.version,
    actorId,
    content: contentOf(input),
    async check(tx, content) {
      if (await isProfileNameTaken(tx, content.name, input.id)) throw NAME_TAKEN();
      const unknown = await unregisteredCodes(tx, input, neighbours);
      if (unknown.length > 0) throw invalidFields(unknown);
    },
    async afterChange(tx, before, after) {
      // Its users' tokens would keep the old grant for hours: their sessions end with the save.
      const sessionsEnded = grantNarrowed(before, after)
        ? await neighbours.endProfileSessions(tx, after.id)
        : 0;
      // How many users were signed out by the change, when any were.
      return sessionsEnded > 0 ? { sessionsEnded } : undefined;
    },
  });
  return toProfile(saved);
}

/** A profile that users hold, or that a flow names as requester, stays. */
export async function removeProfile(
  db: Db,
  id: number,
  actorId: number,
  { userCountsByProfile }: ProfileNeighbours,
): Promise<void> {
  await removeVersioned(db, PROFILES, {
    id,
    actorId,
    async check(tx) {
      const holders = (await userCountsByProfile(tx, [id])).get(id) ?? 0;
      if (holders > 0) throw new AppError('PROFILE_IN_USE', { count: holders });
    },
  });
}

export async function listProfiles(
  db: Db,
  search: TProfileSearch,
  { userCountsByProfile }: ProfileNeighbours,
): Promise<{ items: TProfileSummary[]; total: number }> {
  const { rows, total } = await searchProfiles(db, search);
  const holders = await userCountsByProfile(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => ({ ...row, userCount: holders.get(row.id) ?? 0 })), total };
}

/** Every profile as an option of a select. */
export function profileOptions(db: Db): Promise<TNamedRef[]> {
  return listProfileNames(db);
}

/** The profiles whose users may approve agreements. */
export function agreementApproverProfiles(db: Db): Promise<TNamedRef[]> {
  return listProfilesWithRole(db, 'ROLE_APROVAR_ACORDO_COMERCIAL');
}

/** Names of the profiles of these ids that exist. */
export async function profileNamesByIds(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await findProfileNames(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.name]));
}
