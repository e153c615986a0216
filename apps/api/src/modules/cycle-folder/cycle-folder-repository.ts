import type { TCycleFolderFilters, TCycleFolderSearch } from '@trade-terms/domain/cycle-folders';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { registerRowsSql } from '../master-data/register-read-models';
import { cycleFolderActions, cycleFolders } from './cycle-folder-table';

/** The SQL of cycle folders: the folders and their actions. */

export type FolderRecord = typeof cycleFolders.$inferSelect;
export type ActionRecord = typeof cycleFolderActions.$inferSelect;
export type NewAction = typeof cycleFolderActions.$inferInsert;

/** The caller's channels and commodities, on a folder's columns. */
export function folderVisibleTo(restrictions: TRestrictions): SQL {
  return (
    restrictionCondition(restrictions, [
      { dimension: 'canais', column: cycleFolders.channelCode },
      { dimension: 'commodities', column: cycleFolders.commodityCode },
    ]) ?? sql`true`
  );
}

/** A visible folder, locked until the transaction ends when asked. */
export async function findFolder(
  db: Db,
  id: number,
  restrictions: TRestrictions,
  options: { lock?: boolean } = {},
): Promise<FolderRecord | null> {
  const query = db
    .select()
    .from(cycleFolders)
    .where(and(eq(cycleFolders.id, id), folderVisibleTo(restrictions)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateFolder(
  db: Db,
  id: number,
  change: Partial<
    Pick<FolderRecord, 'status' | 'planningOpen' | 'approvalRequestId' | 'disapprovalJustification'>
  >,
  actorId: number,
): Promise<void> {
  await db
    .update(cycleFolders)
    .set({ ...change, updatedAt: new Date(), updatedBy: actorId, version: sql`${cycleFolders.version} + 1` })
    .where(eq(cycleFolders.id, id));
}

export function actionsOfFolder(db: Db, folderId: number): Promise<ActionRecord[]> {
  return db
    .select()
    .from(cycleFolderActions)
    .where(eq(cycleFolderActions.folderId, folderId))
    .orderBy(asc(cycleFolderActions.number));
}

/**
 * Writes a folder's actions as planned: those with an id are changed in place (number kept),
 * new ones inserted, and the folder's other actions deleted.
 */
export async function replaceActions(
  db: Db,
  folderId: number,
  actions: readonly (Omit<NewAction, 'folderId' | 'number'> & { id?: number | undefined })[],
): Promise<void> {
  const kept = actions.flatMap((action) => (action.id === undefined ? [] : [action.id]));
  await db
    .delete(cycleFolderActions)
    .where(
      and(
        eq(cycleFolderActions.folderId, folderId),
        kept.length > 0 ? notInArray(cycleFolderActions.id, kept) : undefined,
      ),
    );
  const [top] = await db
    .select({ number: sql<number>`coalesce(max(${cycleFolderActions.number}), 0)::int` })
    .from(cycleFolderActions)
    .where(eq(cycleFolderActions.folderId, folderId));
  let next = Number(top?.number ?? 0);
  for (const { id, ...action } of actions) {
    if (id === undefined) {
      next += 1;
      await db.insert(cycleFolderActions).values({ ...action, folderId, number: next });
    } else {
      await db
        .update(cycleFolderActions)
        .set(action)
        .where(and(eq(cycleFolderActions.id, id), eq(cycleFolderActions.folderId, folderId)));
    }
  }
}

/** The ON/OFF funds type of budget types (their register's payment type), by code. */
export async function fundsTypesOf(db: Db, codes: readonly string[]): Promise<Map<string, 'ON' | 'OFF'>> {
  if (codes.length === 0) return new Map();
  const rows = await rowsOf<{ code: string; paymentType: 'ON' | 'OFF' | null }>(
    db,
    sql`select t."code", t."paymentType" from ${registerRowsSql('budgetType', ['paymentType'])} t
      where t."code" in ${[...new Set(codes)]}`,
  );
  return new Map(rows.flatMap((row) => (row.paymentType ? [[row.code, row.paymentType] as const] : [])));
}

/** The ids of some folders' actions, with their folder. */
export function actionIdsOfFolders(db: Db, folderIds: readonly number[]) {
  if (folderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: cycleFolderActions.id, folderId: cycleFolderActions.folderId })
    .from(cycleFolderActions)
    .where(inArray(cycleFolderActions.folderId, [...folderIds]));
}

export interface FolderRow {
  id: number;
  version: number;
  year: number;
  cycle: number;
  channel: string;
  channelName: string | null;
  commodity: string;
  commodityName: string | null;
  description: string;
  status: FolderRecord['status'];
  planningOpen: boolean;
  approvalRequestId: number | null;
  disapprovalJustification: string | null;
  actionCount: number;
  planned: string;
  updatedAt: Date | string;
}

export const FOLDER_COLUMNS = sql`f.id, f.version, f.year, f.cycle, f.channel_code as "channel", ch."name" as "channelName",
  f.commodity_code as "commodity", co."name" as "commodityName", f.description, f.status,
  f.planning_open as "planningOpen", f.approval_request_id as "approvalRequestId",
  f.disapproval_justification as "disapprovalJustification", f.updated_at as "updatedAt",
  (select count(*)::int from ${cycleFolderActions} a where a.folder_id = f.id and a.status = 'ATIVA') as "actionCount",
  (select coalesce(sum(a.investment), 0)::numeric(18,2)::text from ${cycleFolderActions} a
    where a.folder_id = f.id and a.status = 'ATIVA') as "planned"`;

/** The folders (alias `f`) with their channel's and business unit's names, and any further joins. */
export function foldersFrom(where: SQL, joins: SQL = sql``): SQL {
  return sql`from ${cycleFolders} f
    left join ${registerRowsSql('channel')} ch on ch."code" = f.channel_code
    left join ${registerRowsSql('commodity')} co on co."code" = f.commodity_code
    ${joins}
    where ${where}`;
}

export const visibleAlias = (restrictions: TRestrictions) =>
  restrictionCondition(restrictions, [
    { dimension: 'canais', column: sql.raw('f.channel_code') },
    { dimension: 'commodities', column: sql.raw('f.commodity_code') },
  ]) ?? sql`true`;

export function filterAlias(filters: TCycleFolderFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.years?.length) conditions.push(sql`f.year = any(${sql.param(filters.years)}::int[])`);
  if (filters.cycles?.length) conditions.push(sql`f.cycle = any(${sql.param(filters.cycles)}::int[])`);
  if (filters.channels?.length)
    conditions.push(sql`f.channel_code = any(${sql.param(filters.channels)}::varchar[])`);
  if (filters.commodities?.length)
    conditions.push(sql`f.commodity_code = any(${sql.param(filters.commodities)}::varchar[])`);
  if (filters.statuses?.length)
    conditions.push(sql`f.status = any(${sql.param(filters.statuses)}::varchar[])`);
  if (filters.planningOpen !== undefined) conditions.push(sql`f.planning_open = ${filters.planningOpen}`);
  return sql.join(conditions, sql` and `);
}

/** What a list of folders reads: its columns and the joins they need (a counting, an appreciation). */
export interface FolderListing {
  columns: SQL;
  joins?: SQL;
}

/** A page of the folders under `where` (alias `f`), newest cycle first, and how many there are. */
export async function folderPage<Row>(
  db: Db,
  listing: FolderListing,
  where: SQL,
  page: { page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  const from = foldersFrom(where, listing.joins);
  const rows = await rowsOf<Row>(
    db,
    sql`select ${listing.columns} ${from} order by f.year desc, f.cycle desc, f.id desc
      limit ${page.pageSize} offset ${pageOffset(page)}`,
  );
  const [count] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${from}`);
  return { rows, total: Number(count?.total ?? 0) };
}

/** One visible folder with the listing's columns, or null. */
export async function folderOfListing<Row>(
  db: Db,
  listing: FolderListing,
  folderId: number,
  restrictions: TRestrictions,
): Promise<Row | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select ${listing.columns} ${foldersFrom(sql`${visibleAlias(restrictions)} and f.id = ${folderId}`, listing.joins)}`,
  );
  return row ?? null;
}

const FOLDER_LISTING: FolderListing = { columns: FOLDER_COLUMNS };

/** A page of the visible folders under the filters, newest cycle first, with their figures. */
export function searchFolders(
  db: Db,
  search: TCycleFolderSearch,
  restrictions: TRestrictions,
): Promise<{ rows: FolderRow[]; total: number }> {
  return folderPage(
    db,
    FOLDER_LISTING,
    sql`${visibleAlias(restrictions)} and ${filterAlias(search)}`,
    search,
  );
}

/** One visible folder with its figures, or null. */
export function folderRow(db: Db, id: number, restrictions: TRestrictions): Promise<FolderRow | null> {
  return folderOfListing(db, FOLDER_LISTING, id, restrictions);
}
