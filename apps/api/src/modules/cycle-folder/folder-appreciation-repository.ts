import type {
  CategoryPercentageCandidate,
  TFolderAppreciationSearch,
} from '@trade-terms/domain/folder-appreciation';
import type { TRestrictions } from '@trade-terms/domain/session';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { registerRowsSql } from '../master-data/register-read-models';
import {
  FOLDER_COLUMNS,
  type FolderListing,
  type FolderRow,
  filterAlias,
  folderOfListing,
  folderPage,
  visibleAlias,
} from './cycle-folder-repository';
import { cycleFolderAppreciationRows, cycleFolderAppreciations } from './folder-appreciation-table';
import { cycleFolderCountingRows, cycleFolderCountings } from './folder-counting-table';

/** The SQL of folder appreciations: the appreciation of a folder, its rows and the percentages it reads. */

export type AppreciationRecord = typeof cycleFolderAppreciations.$inferSelect;
export type AppreciationRowRecord = typeof cycleFolderAppreciationRows.$inferSelect;
export type NewAppreciationRow = Omit<typeof cycleFolderAppreciationRows.$inferInsert, 'appreciationId'>;

/** A folder's appreciation, locked until the transaction ends when asked. */
export async function appreciationOfFolder(
  db: Db,
  folderId: number,
  options: { lock?: boolean } = {},
): Promise<AppreciationRecord | null> {
  const query = db
    .select()
    .from(cycleFolderAppreciations)
    .where(eq(cycleFolderAppreciations.folderId, folderId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function appreciationById(db: Db, id: number): Promise<AppreciationRecord | null> {
  const [row] = await db.select().from(cycleFolderAppreciations).where(eq(cycleFolderAppreciations.id, id));
  return row ?? null;
}

export async function updateAppreciation(
  db: Db,
  id: number,
  change: Partial<Pick<AppreciationRecord, 'status'>>,
  actorId: number,
): Promise<void> {
  await db
    .update(cycleFolderAppreciations)
    .set({
      ...change,
      updatedAt: new Date(),
      updatedBy: actorId,
      version: sql`${cycleFolderAppreciations.version} + 1`,
    })
    .where(eq(cycleFolderAppreciations.id, id));
}

export function rowsOfAppreciation(db: Db, appreciationId: number): Promise<AppreciationRowRecord[]> {
  return db
    .select()
    .from(cycleFolderAppreciationRows)
    .where(eq(cycleFolderAppreciationRows.appreciationId, appreciationId))
    .orderBy(asc(cycleFolderAppreciationRows.actionId), asc(cycleFolderAppreciationRows.customerCode));
}

/** Writes an appreciation's rows as saved: nothing refers to a row by id, so they are written anew. */
export async function replaceAppreciationRows(
  db: Db,
  appreciationId: number,
  rows: readonly NewAppreciationRow[],
): Promise<void> {
  await db
    .delete(cycleFolderAppreciationRows)
    .where(eq(cycleFolderAppreciationRows.appreciationId, appreciationId));
  if (rows.length > 0)
    await db.insert(cycleFolderAppreciationRows).values(rows.map((row) => ({ ...row, appreciationId })));
}

/** The active category percentages of a year for some categories, as the domain's rule reads them. */
export function categoryPercentagesOf(
  db: Db,
  year: number,
  categories: readonly string[],
): Promise<CategoryPercentageCandidate[]> {
  if (categories.length === 0) return Promise.resolve([]);
  const fields = ['year', 'channel', 'commodity', 'category', 'percentage', 'validityStart', 'validityEnd'];
  return rowsOf<CategoryPercentageCandidate>(
    db,
    sql`select p."id", p."year", p."channel", p."commodity", p."category", p."percentage"::text as "percentage",
        to_char(p."validityStart", 'YYYY-MM-DD') as "validityStart",
        to_char(p."validityEnd", 'YYYY-MM-DD') as "validityEnd"
      from ${registerRowsSql('categoryPercentage', fields)} p
      where p."active" and p."year" = ${year} and p."category" in ${[...new Set(categories)]}`,
  );
}

export interface AppreciationListRow extends FolderRow {
  countingId: number;
  appreciationId: number | null;
  appreciationStatus: AppreciationRecord['status'];
  appreciationMethod: AppreciationRecord['method'] | null;
  appreciationVersion: number;
  executed: string;
  appreciated: string;
}

/** The folders whose counting is approved, with their appreciation's figures. */
const APPRECIATION_LISTING: FolderListing = {
  columns: sql`${FOLDER_COLUMNS}, c.id as "countingId",
    v.id as "appreciationId", coalesce(v.status, 'EM_CADASTRO') as "appreciationStatus",
    v.method as "appreciationMethod", coalesce(v.version, 0)::int as "appreciationVersion",
    (select coalesce(sum(r.executed_value), 0)::numeric(18,2)::text from ${cycleFolderCountingRows} r
      where r.counting_id = c.id) as "executed",
    (select coalesce(sum(r.appreciated_value), 0)::numeric(18,2)::text from ${cycleFolderAppreciationRows} r
      where r.appreciation_id = v.id) as "appreciated"`,
  joins: sql`join ${cycleFolderCountings} c on c.folder_id = f.id and c.status = 'APROVADA'
    left join ${cycleFolderAppreciations} v on v.folder_id = f.id`,
};

/** A page of the visible folders whose counting is approved, newest cycle first, with their figures. */
export function searchAppreciations(
  db: Db,
  search: TFolderAppreciationSearch,
  restrictions: TRestrictions,
): Promise<{ rows: AppreciationListRow[]; total: number }> {
  const { statuses, ...folderFilters } = search;
  const conditions = [visibleAlias(restrictions), filterAlias(folderFilters)];
  if (statuses?.length)
    conditions.push(sql`coalesce(v.status, 'EM_CADASTRO') = any(${sql.param(statuses)}::varchar[])`);
  return folderPage(db, APPRECIATION_LISTING, sql.join(conditions, sql` and `), search);
}

/** One visible folder whose counting is approved, with its appreciation's figures, or null. */
export function appreciationRow(
  db: Db,
  folderId: number,
  restrictions: TRestrictions,
): Promise<AppreciationListRow | null> {
  return folderOfListing(db, APPRECIATION_LISTING, folderId, restrictions);
}
