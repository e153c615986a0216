import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { cycleFolderAssignmentRows, cycleFolderAssignments } from './folder-assignment-table';

/** The SQL of folder assignments: each coordinator's assignments of a folder's actions to customers. */

export type AssignmentRecord = typeof cycleFolderAssignments.$inferSelect;
export type AssignmentRowRecord = typeof cycleFolderAssignmentRows.$inferSelect;
export type NewAssignmentRow = Omit<typeof cycleFolderAssignmentRows.$inferInsert, 'assignmentId'>;

export async function assignmentOf(
  db: Db,
  folderId: number,
  coordinatorId: number,
): Promise<AssignmentRecord | null> {
  const [row] = await db
    .select()
    .from(cycleFolderAssignments)
    .where(
      and(
        eq(cycleFolderAssignments.folderId, folderId),
        eq(cycleFolderAssignments.coordinatorId, coordinatorId),
      ),
    );
  return row ?? null;
}

export async function assignmentById(db: Db, id: number): Promise<AssignmentRecord | null> {
  const [row] = await db.select().from(cycleFolderAssignments).where(eq(cycleFolderAssignments.id, id));
  return row ?? null;
}

export function assignmentsOfFolder(db: Db, folderId: number): Promise<AssignmentRecord[]> {
  return db
    .select()
    .from(cycleFolderAssignments)
    .where(eq(cycleFolderAssignments.folderId, folderId))
    .orderBy(asc(cycleFolderAssignments.coordinatorId));
}

export function rowsOfAssignment(db: Db, assignmentId: number): Promise<AssignmentRowRecord[]> {
  return db
    .select()
    .from(cycleFolderAssignmentRows)
    .where(eq(cycleFolderAssignmentRows.assignmentId, assignmentId))
    .orderBy(asc(cycleFolderAssignmentRows.actionId), asc(cycleFolderAssignmentRows.customerCode));
}

/** Replaces a coordinator's assignment rows as a whole. */
export async function replaceAssignmentRows(
  db: Db,
  assignmentId: number,
  rows: readonly NewAssignmentRow[],
): Promise<void> {
  await db.delete(cycleFolderAssignmentRows).where(eq(cycleFolderAssignmentRows.assignmentId, assignmentId));
  if (rows.length > 0)
    await db.insert(cycleFolderAssignmentRows).values(rows.map((row) => ({ ...row, assignmentId })));
}
