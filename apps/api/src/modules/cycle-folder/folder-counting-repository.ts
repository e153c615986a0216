import { COUNTED_FOLDER_STATUSES, type TFolderCountingSearch } from '@trade-terms/domain/folder-counting';
import type { RegisterKey } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
import { cycleFolderCountingRows, cycleFolderCountings } from './folder-counting-table';

/** The SQL of folder countings: the counting of a folder and its rows. */

export type CountingRecord = typeof cycleFolderCountings.$inferSelect;
export type CountingRowRecord = typeof cycleFolderCountingRows.$inferSelect;
export type NewCountingRow = Omit<typeof cycleFolderCountingRows.$inferInsert, 'countingId'>;

/** A folder's counting, locked until the transaction ends when asked. */
export async function countingOfFolder(
  db: Db,
  folderId: number,
  options: { lock?: boolean } = {},
): Promise<CountingRecord | null> {
  const query = db.select().from(cycleFolderCountings).where(eq(cycleFolderCountings.folderId, folderId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function countingById(db: Db, id: number): Promise<CountingRecord | null> {
  const [row] = await db.select().from(cycleFolderCountings).where(eq(cycleFolderCountings.id, id));
  return row ?? null;
}

export async function updateCounting(
  db: Db,
  id: number,
  change: Partial<Pick<CountingRecord, 'status' | 'approvalRequestId' | 'disapprovalJustification'>>,
  actorId: number,
): Promise<void> {
  await db
    .update(cycleFolderCountings)
    .set({
      ...change,
      updatedAt: new Date(),
      updatedBy: actorId,
      version: sql`${cycleFolderCountings.version} + 1`,
    })
    .where(eq(cycleFolderCountings.id, id));
}

export function rowsOfCounting(db: Db, countingId: number): Promise<CountingRowRecord[]> {
  return db
    .select()
    .from(cycleFolderCountingRows)
    .where(eq(cycleFolderCountingRows.countingId, countingId))
    .orderBy(asc(cycleFolderCountingRows.actionId), asc(cycleFolderCountingRows.customerCode));
}

export async function countingRowById(db: Db, id: number): Promise<CountingRowRecord | null> {
  const [row] = await db.select().from(cycleFolderCountingRows).where(eq(cycleFolderCountingRows.id, id));
  return row ?? null;
}

/**
 * Writes a counting's rows: a row of an action and customer already counted is changed in place
 * (its id kept, so its document's download stays), new ones inserted, the others deleted.
 */
export async function replaceCountingRows(
  db: Db,
  countingId: number,
  rows: readonly NewCountingRow[],
): Promise<void> {
  const stored = await rowsOfCounting(db, countingId);
  const keyOf = (row: { actionId: number; customerCode: string }) => `${row.actionId}:${row.customerCode}`;
  const wanted = new Map(rows.map((row) => [keyOf(row), row]));
  const gone = stored.filter((row) => !wanted.has(keyOf(row))).map((row) => row.id);
  if (gone.length > 0)
    await db.delete(cycleFolderCountingRows).where(inArray(cycleFolderCountingRows.id, gone));
  const storedByKey = new Map(stored.map((row) => [keyOf(row), row]));
  for (const row of rows) {
    const before = storedByKey.get(keyOf(row));
    if (before)
      await db
        .update(cycleFolderCountingRows)
        .set(row)
        .where(
          and(eq(cycleFolderCountingRows.id, before.id), eq(cycleFolderCountingRows.countingId, countingId)),
        );
    else await db.insert(cycleFolderCountingRows).values({ ...row, countingId });
  }
}

/** Code, name and whether active, of the records of a register with some codes (unknown codes are absent). */
export async function registerEntriesByCodes(
  db: Db,
  register: RegisterKey,
  codes: readonly string[],
): Promise<Map<string, { name: string; active: boolean }>> {
  if (codes.length === 0) return new Map();
  const rows = await rowsOf<{ code: string; name: string; active: boolean }>(
    db,
    sql`select c."code", c."name", c."active" from ${registerRowsSql(register)} c
      where c."code" in ${[...new Set(codes)]}`,
  );
  return new Map(rows.map((row) => [row.code, { name: row.name, active: row.active }]));
}

/** Code, name and whether active, of the customers of some codes (unknown codes are absent). */
export const customersByCodes = (db: Db, codes: readonly string[]) =>
  registerEntriesByCodes(db, 'customer', codes);

export interface CountingListRow extends FolderRow {
  countingStatus: CountingRecord['status'];
  countingVersion: number;
  countingId: number | null;
  countingApprovalRequestId: number | null;
  countingDisapprovalJustification: string | null;
  executed: string;
}

/** The folders with their counting's figures (a folder not yet counted has none). */
const COUNTING_LISTING: FolderListing = {
  columns: sql`${FOLDER_COLUMNS},
    coalesce(c.status, 'EM_CADASTRO') as "countingStatus", coalesce(c.version, 0)::int as "countingVersion",
    c.id as "countingId", c.approval_request_id as "countingApprovalRequestId",
    c.disapproval_justification as "countingDisapprovalJustification",
    (select coalesce(sum(r.executed_value), 0)::numeric(18,2)::text from ${cycleFolderCountingRows} r
      where r.counting_id = c.id) as "executed"`,
  joins: sql`left join ${cycleFolderCountings} c on c.folder_id = f.id`,
};

/** Approved and closed folders the caller sees (a counting exists for those only). */
const countedAlias = (restrictions: TRestrictions) =>
  sql`${visibleAlias(restrictions)} and f.status = any(${sql.param([...COUNTED_FOLDER_STATUSES])}::varchar[])`;

/** A page of countable folders under the filters, newest cycle first, with their counting's figures. */
export function searchCountings(
  db: Db,
  search: TFolderCountingSearch,
  restrictions: TRestrictions,
): Promise<{ rows: CountingListRow[]; total: number }> {
  const { statuses, ...folderFilters } = search;
  const conditions = [countedAlias(restrictions), filterAlias(folderFilters)];
  if (statuses?.length)
    conditions.push(sql`coalesce(c.status, 'EM_CADASTRO') = any(${sql.param(statuses)}::varchar[])`);
  return folderPage(db, COUNTING_LISTING, sql.join(conditions, sql` and `), search);
}

/** One visible folder (of any status) with its counting's figures, or null. */
export function countingRow(
  db: Db,
  folderId: number,
  restrictions: TRestrictions,
): Promise<CountingListRow | null> {
  return folderOfListing(db, COUNTING_LISTING, folderId, restrictions);
}
