import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { cycleFolderDistributionRows, cycleFolderDistributions } from './folder-distribution-table';

/** The SQL of folder distributions: the distribution of a folder and its regions' rows. */

export type DistributionRecord = typeof cycleFolderDistributions.$inferSelect;
export type DistributionRowRecord = typeof cycleFolderDistributionRows.$inferSelect;
export type NewDistributionRow = Omit<typeof cycleFolderDistributionRows.$inferInsert, 'distributionId'>;

export async function distributionOfFolder(db: Db, folderId: number): Promise<DistributionRecord | null> {
  const [row] = await db
    .select()
    .from(cycleFolderDistributions)
    .where(eq(cycleFolderDistributions.folderId, folderId));
  return row ?? null;
}

export async function distributionById(db: Db, id: number): Promise<DistributionRecord | null> {
  const [row] = await db.select().from(cycleFolderDistributions).where(eq(cycleFolderDistributions.id, id));
  return row ?? null;
}

export function rowsOfDistribution(db: Db, distributionId: number): Promise<DistributionRowRecord[]> {
  return db
    .select()
    .from(cycleFolderDistributionRows)
    .where(eq(cycleFolderDistributionRows.distributionId, distributionId))
    .orderBy(asc(cycleFolderDistributionRows.regionCode));
}

/** A folder's distribution rows (none while it was never saved). */
export async function distributionRowsOfFolder(db: Db, folderId: number): Promise<DistributionRowRecord[]> {
  const distribution = await distributionOfFolder(db, folderId);
  return distribution ? rowsOfDistribution(db, distribution.id) : [];
}

/** Replaces a distribution's rows: a region's row carries no identity of its own beyond its code. */
export async function replaceDistributionRows(
  db: Db,
  distributionId: number,
  rows: readonly NewDistributionRow[],
): Promise<void> {
  await db
    .delete(cycleFolderDistributionRows)
    .where(eq(cycleFolderDistributionRows.distributionId, distributionId));
  if (rows.length > 0)
    await db.insert(cycleFolderDistributionRows).values(rows.map((row) => ({ ...row, distributionId })));
}
