import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { maintenanceWindow } from './maintenance-window-table';

const WINDOW_ID = 1;

export type MaintenanceWindowRow = typeof maintenanceWindow.$inferSelect;

/** The switch's row; `lock` holds it until the transaction ends, so two switches queue. */
export async function readWindow(db: Db, options: { lock?: boolean } = {}): Promise<MaintenanceWindowRow> {
  const query = db.select().from(maintenanceWindow).where(eq(maintenanceWindow.id, WINDOW_ID));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new Error('maintenance_window has no row: the migrations were not applied');
  return row;
}

export async function writeWindow(
  db: Db,
  values: Omit<MaintenanceWindowRow, 'id'>,
): Promise<MaintenanceWindowRow> {
  const [row] = await db
    .update(maintenanceWindow)
    .set(values)
    .where(eq(maintenanceWindow.id, WINDOW_ID))
    .returning();
  if (!row) throw new Error('maintenance_window has no row: the migrations were not applied');
  return row;
}
