import type {
  PromoMigrationStatus,
  TMigrationKey,
  TMigrationSearch,
} from '@trade-terms/domain/promo-migration';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { holdingFundsChannel, holdingFundsQuery } from '../budget-map/budget-holding-funds';
import { registerRowsSql } from '../master-data/register-read-models';
import { promoMigrations } from './promo-migration-table';

export type MigrationRecord = typeof promoMigrations.$inferSelect;

/** A migration keeps to the caller's channels: the map's lines of a holding are per channel. */
export function channelVisible(restrictions: TRestrictions, column: SQL) {
  return restrictionCondition(restrictions, [{ dimension: 'canais', column }]);
}

/** The migration record of a key (none: the holding was never moved), optionally locked. */
export async function migrationOfKey(
  db: Db,
  key: TMigrationKey,
  options: { lock?: boolean } = {},
): Promise<MigrationRecord | null> {
  const query = db
    .select()
    .from(promoMigrations)
    .where(
      and(
        eq(promoMigrations.economicGroupCode, key.economicGroup),
        eq(promoMigrations.channelCode, key.channel),
        eq(promoMigrations.year, key.year),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A migration by id within the caller's channels, optionally locked. */
export async function findMigration(
  db: Db,
  id: number,
  restrictions: TRestrictions,
  options: { lock?: boolean } = {},
): Promise<MigrationRecord | null> {
  const query = db
    .select()
    .from(promoMigrations)
    .where(
      and(eq(promoMigrations.id, id), channelVisible(restrictions, sql`${promoMigrations.channelCode}`)),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The first record of a key (inserted by the key's first move). Two first moves at once: the
 * unique key refuses the second, which finds nothing to insert and answers null.
 */
export async function insertMigration(
  db: Db,
  key: TMigrationKey,
  status: PromoMigrationStatus,
  actorId: number,
): Promise<MigrationRecord | null> {
  const [row] = await db
    .insert(promoMigrations)
    .values({
      economicGroupCode: key.economicGroup,
      channelCode: key.channel,
      year: key.year,
      status,
      createdBy: actorId,
      updatedBy: actorId,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export type MigrationChange = Partial<
  Pick<
    MigrationRecord,
    'status' | 'competence' | 'targetBudgetType' | 'approvalRequestId' | 'justification' | 'moved'
  >
>;

/** A move's columns; the version moves with them. */
export async function updateMigration(db: Db, id: number, change: MigrationChange, actorId: number) {
  await db
    .update(promoMigrations)
    .set({
      ...change,
      updatedAt: new Date(),
      updatedBy: actorId,
      version: sql`${promoMigrations.version} + 1`,
    })
    .where(eq(promoMigrations.id, id));
}

export interface MigrationListRow {
  economic_group_code: string;
  channel_code: string;
  year: number;
  off_lines: number;
  off_available: string;
  off_reserved: string;
  on_available: string;
  economic_group_name: string | null;
  id: number | null;
  status: PromoMigrationStatus;
  version: number;
  competence: string | null;
  target_budget_type: string | null;
  approval_request_id: number | null;
  justification: string | null;
  moved: string | null;
  total: number;
}

/**
 * The holdings of a year with OFF lines on the map, per channel, with their migration record (if
 * any) and the map's money, within the caller's channels, in holding and channel order, paged.
 * Excluded ones are left out unless the statuses ask for them.
 */
export async function searchMigrations(
  db: Db,
  search: TMigrationSearch,
  restrictions: TRestrictions,
  key?: TMigrationKey,
): Promise<MigrationListRow[]> {
  const funds = holdingFundsQuery({
    year: key?.year ?? search.year,
    fromMonth: search.fromMonth,
    channels: key ? [key.channel] : search.channels,
    economicGroups: key ? [key.economicGroup] : search.economicGroups,
    visible: channelVisible(restrictions, holdingFundsChannel),
  });
  const statuses: readonly PromoMigrationStatus[] = search.statuses?.length
    ? search.statuses
    : ['NAO_MIGRADO', 'EM_APROVACAO', 'APROVADO'];
  const result = await db.execute(sql`
    with funds as (${funds})
    select f.*, g."name" as economic_group_name, m.id, coalesce(m.status, 'NAO_MIGRADO') as status,
      coalesce(m.version, 0) as version, m.competence::text as competence, m.target_budget_type,
      m.approval_request_id, m.justification, m.moved::text as moved,
      count(*) over ()::int as total
    from funds f
    left join ${promoMigrations} m
      on m.economic_group_code = f.economic_group_code and m.channel_code = f.channel_code and m.year = f.year
    left join ${registerRowsSql('economicGroup')} g on g."code" = f.economic_group_code
    where ${key ? sql`true` : sql`coalesce(m.status, 'NAO_MIGRADO') in ${statuses}`}
    order by f.economic_group_code, f.channel_code
    limit ${search.pageSize} offset ${(search.page - 1) * search.pageSize}`);
  return (result as unknown as { rows: MigrationListRow[] }).rows;
}
