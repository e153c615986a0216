import { pageOffset, type TPageRequest } from '@trade-terms/domain/paging';
import type { SheetOutcomeCounts, SheetRowOutcome } from '@trade-terms/domain/sheet-previews';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { sheetUploadRows, sheetUploads } from './sheet-uploads-table';

export type UploadRow = typeof sheetUploads.$inferSelect;
export type NewPreviewRow = Omit<typeof sheetUploadRows.$inferInsert, 'id' | 'uploadId'>;

export async function insertUpload(db: Db, upload: typeof sheetUploads.$inferInsert): Promise<void> {
  await db.insert(sheetUploads).values(upload);
}

export async function insertPreviewRows(
  db: Db,
  uploadId: string,
  rows: readonly NewPreviewRow[],
): Promise<void> {
  // Eight parameters a row, well under PostgreSQL's limit per statement.
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insert(sheetUploadRows)
      .values(rows.slice(start, start + 1000).map((row) => ({ ...row, uploadId })));
  }
}

export async function setUploadCounts(db: Db, id: string, counts: SheetOutcomeCounts): Promise<void> {
  await db.update(sheetUploads).set({ counts }).where(eq(sheetUploads.id, id));
}

/** An upload of a kind sent by the user; others answer as missing. */
export async function findUpload(
  db: Db,
  id: string,
  kind: string,
  uploadedBy: number,
  options: { lock?: boolean } = {},
): Promise<UploadRow | null> {
  const query = db
    .select()
    .from(sheetUploads)
    .where(
      and(eq(sheetUploads.id, id), eq(sheetUploads.kind, kind), eq(sheetUploads.uploadedBy, uploadedBy)),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function setUploadJob(db: Db, id: string, jobId: string): Promise<void> {
  await db.update(sheetUploads).set({ jobId }).where(eq(sheetUploads.id, id));
}

export async function previewRows(
  db: Db,
  uploadId: string,
  outcome: SheetRowOutcome,
  page: TPageRequest,
): Promise<{ rows: (typeof sheetUploadRows.$inferSelect)[]; total: number }> {
  const where = and(eq(sheetUploadRows.uploadId, uploadId), eq(sheetUploadRows.outcome, outcome));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sheetUploadRows)
      .where(where)
      .orderBy(page.direction === 'desc' ? desc(sheetUploadRows.rowNumber) : asc(sheetUploadRows.rowNumber))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ value: count() }).from(sheetUploadRows).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
