import { competenceTextToIsoDate, isoDateToCompetenceText } from '@trade-terms/domain/competence';
import type { TFlag, TFlagSave, TFlagSearch } from '@trade-terms/domain/promo-migration';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { appendAudit } from '../../platform/audit/audit-log';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { registerRowsSql } from '../master-data/register-read-models';
import { recordsByCodes } from '../master-data/register-records';
import { FLAG_ENTITY, type MigrationCaller } from './promo-migration-caller';
import { holdingFlags } from './promo-migration-table';

/**
 * New flags (banners) of a holding (`/new-flag`, docs/domain.md "New flags"): registered on the
 * ON model from their competence, changed, deactivated; every change is one audit row.
 */

type FlagRecord = typeof holdingFlags.$inferSelect;

const groupName = sql<
  string | null
>`(select g."name" from ${registerRowsSql('economicGroup')} g where g."code" = ${holdingFlags.economicGroupCode})`;

function flagOf(row: FlagRecord & { economicGroupName: string | null }): TFlag {
  return {
    id: row.id,
    version: row.version,
    economicGroup: row.economicGroupCode,
    economicGroupName: row.economicGroupName,
    name: row.name,
    competence: isoDateToCompetenceText(row.competence),
    fundsType: 'ON',
    active: row.active,
  };
}

const auditView = (row: FlagRecord) => ({
  economicGroup: row.economicGroupCode,
  name: row.name,
  competence: isoDateToCompetenceText(row.competence),
  active: row.active,
});

async function readFlag(db: Db, id: number): Promise<TFlag> {
  const [row] = await db
    .select({ ...getTableColumns(holdingFlags), economicGroupName: groupName })
    .from(holdingFlags)
    .where(eq(holdingFlags.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return flagOf(row);
}

/** `novaBandeira/buscar`: the flags by holding and name, active ones unless asked, paged. */
export async function searchFlags(db: Db, search: TFlagSearch) {
  const where = and(
    search.economicGroups?.length
      ? inArray(holdingFlags.economicGroupCode, search.economicGroups)
      : undefined,
    search.includeInactive ? undefined : eq(holdingFlags.active, true),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...getTableColumns(holdingFlags), economicGroupName: groupName })
      .from(holdingFlags)
      .where(where)
      .orderBy(
        asc(holdingFlags.economicGroupCode),
        asc(sql`lower(${holdingFlags.name})`),
        asc(holdingFlags.id),
      )
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    db.select({ total: count() }).from(holdingFlags).where(where),
  ]);
  return { items: rows.map(flagOf), total: counted?.total ?? 0 };
}

/**
 * `novaBandeira/salvar`: a new flag (no id) or a change of an active one at its version. The
 * holding must be an active record of its register; one name per holding, whatever its case.
 */
export async function saveFlag(db: Db, input: TFlagSave, caller: MigrationCaller): Promise<TFlag> {
  const competence = competenceTextToIsoDate(input.competence);
  if (!competence)
    throw invalidFields([{ path: ['competence'], message: 'promoMigration.error.competenceFormat' }]);
  const groups = await recordsByCodes(db, REGISTER_DECLARATIONS.economicGroup, [input.economicGroup]);
  if (!groups.get(input.economicGroup)?.active) {
    throw invalidFields([
      { path: ['economicGroup'], message: 'validation.unknownCode', params: { code: input.economicGroup } },
    ]);
  }
  const columns = { economicGroupCode: input.economicGroup, name: input.name, competence };
  try {
    const id = await db.transaction(async (tx) => {
      if (input.id === undefined) {
        const [created] = await tx
          .insert(holdingFlags)
          .values({ ...columns, createdBy: caller.id, updatedBy: caller.id })
          .returning();
        if (!created) throw new Error('flag insert answered no row');
        await appendAudit(tx, {
          entity: FLAG_ENTITY,
          entityId: created.id,
          action: 'CRIADO',
          actorId: caller.id,
          after: auditView(created),
        });
        return created.id;
      }
      const stored = await lockedFlag(tx, input.id, input.version);
      if (!stored.active) throw new AppError('NEW_FLAG_INACTIVE');
      const [changed] = await tx
        .update(holdingFlags)
        .set({ ...columns, updatedAt: new Date(), updatedBy: caller.id, version: stored.version + 1 })
        .where(eq(holdingFlags.id, stored.id))
        .returning();
      if (!changed) throw new Error('flag update answered no row');
      await appendAudit(tx, {
        entity: FLAG_ENTITY,
        entityId: stored.id,
        action: 'ALTERADO',
        actorId: caller.id,
        before: auditView(stored),
        after: auditView(changed),
      });
      return stored.id;
    });
    return readFlag(db, id);
  } catch (error) {
    if (isUniqueViolation(error, 'holding_flags_name_key')) throw new AppError('NEW_FLAG_EXISTS');
    throw error;
  }
}

async function lockedFlag(tx: Db, id: number, version: number | undefined): Promise<FlagRecord> {
  const [stored] = await tx.select().from(holdingFlags).where(eq(holdingFlags.id, id)).for('update');
  if (!stored) throw new AppError('NOT_FOUND');
  if (stored.version !== version) throw new AppError('STALE_VERSION');
  return stored;
}

/** `novaBandeira/inativar`: an active flag is deactivated (never deleted), with its audit row. */
export async function deactivateFlag(
  db: Db,
  input: { id: number; version: number; justification?: string | undefined },
  caller: MigrationCaller,
): Promise<TFlag> {
  await db.transaction(async (tx) => {
    const stored = await lockedFlag(tx, input.id, input.version);
    if (!stored.active) throw new AppError('NEW_FLAG_INACTIVE');
    await tx
      .update(holdingFlags)
      .set({ active: false, updatedAt: new Date(), updatedBy: caller.id, version: stored.version + 1 })
      .where(eq(holdingFlags.id, stored.id));
    await appendAudit(tx, {
      entity: FLAG_ENTITY,
      entityId: stored.id,
      action: 'INATIVADO',
      actorId: caller.id,
      before: auditView(stored),
      after: { ...auditView(stored), active: false },
      justification: input.justification || null,
    });
  });
  return readFlag(db, input.id);
}

/** The active flags of a holding, by name: the ones a new agreement of the holding may name. */
export async function activeFlagsOfHolding(db: Db, economicGroup: string) {
  const rows = await db
    .select()
    .from(holdingFlags)
    .where(and(eq(holdingFlags.economicGroupCode, economicGroup), eq(holdingFlags.active, true)))
    .orderBy(asc(sql`lower(${holdingFlags.name})`), asc(holdingFlags.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    competence: isoDateToCompetenceText(row.competence),
  }));
}

/** Flags by id, active or not, with their holding: what agreements naming them check and show. */
export async function flagsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { economicGroup: string; name: string; active: boolean }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(holdingFlags).where(inArray(holdingFlags.id, wanted));
  return new Map(
    rows.map((row) => [row.id, { economicGroup: row.economicGroupCode, name: row.name, active: row.active }]),
  );
}
