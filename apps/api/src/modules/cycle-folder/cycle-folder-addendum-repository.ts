import type { TRestrictions } from '@trade-terms/domain/session';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { cycleFolderAddenda, cycleFolderAddendumChanges } from './cycle-folder-addendum-table';
import { folderVisibleTo, type NewAction } from './cycle-folder-repository';
import { cycleFolderActions, cycleFolders } from './cycle-folder-table';

/** The SQL of a cycle folder's addenda: the addenda, their changes, and the actions they apply. */

export type AddendumRecord = typeof cycleFolderAddenda.$inferSelect;
export type ChangeRecord = typeof cycleFolderAddendumChanges.$inferSelect;
export type NewChange = Omit<typeof cycleFolderAddendumChanges.$inferInsert, 'addendumId' | 'position'>;

/** An addendum of a folder within the caller's restrictions, locked until the transaction ends when asked. */
export async function findAddendum(
  db: Db,
  id: number,
  restrictions: TRestrictions,
  options: { lock?: boolean } = {},
): Promise<AddendumRecord | null> {
  const query = db
    .select({ addendum: cycleFolderAddenda })
    .from(cycleFolderAddenda)
    .innerJoin(cycleFolders, eq(cycleFolders.id, cycleFolderAddenda.folderId))
    .where(and(eq(cycleFolderAddenda.id, id), folderVisibleTo(restrictions)));
  const [row] = options.lock ? await query.for('update', { of: cycleFolderAddenda }) : await query;
  return row?.addendum ?? null;
}

/** A folder's addenda, newest first. */
export function addendaOfFolder(db: Db, folderId: number): Promise<AddendumRecord[]> {
  return db
    .select()
    .from(cycleFolderAddenda)
    .where(eq(cycleFolderAddenda.folderId, folderId))
    .orderBy(desc(cycleFolderAddenda.number));
}

/** Whether the folder has an addendum not decided yet. */
export async function hasOpenAddendum(db: Db, folderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cycleFolderAddenda.id })
    .from(cycleFolderAddenda)
    .where(
      and(
        eq(cycleFolderAddenda.folderId, folderId),
        inArray(cycleFolderAddenda.status, ['EM_CADASTRO', 'EM_APROVACAO']),
      ),
    );
  return row !== undefined;
}

/** The number the folder's next addendum takes. */
export async function nextAddendumNumber(db: Db, folderId: number): Promise<number> {
  const [top] = await db
    .select({ number: sql<number>`coalesce(max(${cycleFolderAddenda.number}), 0)::int` })
    .from(cycleFolderAddenda)
    .where(eq(cycleFolderAddenda.folderId, folderId));
  return Number(top?.number ?? 0) + 1;
}

export function changesOfAddenda(db: Db, addendumIds: readonly number[]): Promise<ChangeRecord[]> {
  if (addendumIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(cycleFolderAddendumChanges)
    .where(inArray(cycleFolderAddendumChanges.addendumId, [...addendumIds]))
    .orderBy(asc(cycleFolderAddendumChanges.addendumId), asc(cycleFolderAddendumChanges.position));
}

/** Writes an addendum's changes as typed, in order, in place of those it had. */
export async function replaceChanges(
  db: Db,
  addendumId: number,
  changes: readonly NewChange[],
): Promise<void> {
  await db.delete(cycleFolderAddendumChanges).where(eq(cycleFolderAddendumChanges.addendumId, addendumId));
  if (changes.length === 0) return;
  await db
    .insert(cycleFolderAddendumChanges)
    .values(changes.map((change, index) => ({ ...change, addendumId, position: index + 1 })));
}

export async function updateAddendum(
  db: Db,
  id: number,
  change: Partial<Pick<AddendumRecord, 'status' | 'approvalRequestId' | 'disapprovalJustification'>>,
  actorId: number,
): Promise<void> {
  await db
    .update(cycleFolderAddenda)
    .set({
      ...change,
      updatedAt: new Date(),
      updatedBy: actorId,
      version: sql`${cycleFolderAddenda.version} + 1`,
    })
    .where(eq(cycleFolderAddenda.id, id));
}

/** Notes the action a new-action change created when its addendum was applied. */
export async function linkChangeToAction(db: Db, changeId: number, actionId: number): Promise<void> {
  await db
    .update(cycleFolderAddendumChanges)
    .set({ actionId })
    .where(eq(cycleFolderAddendumChanges.id, changeId));
}

/** Adds actions to a folder, numbered after its highest; answers their ids in order. */
export async function appendActions(
  db: Db,
  folderId: number,
  actions: readonly Omit<NewAction, 'folderId' | 'number'>[],
): Promise<number[]> {
  if (actions.length === 0) return [];
  const [top] = await db
    .select({ number: sql<number>`coalesce(max(${cycleFolderActions.number}), 0)::int` })
    .from(cycleFolderActions)
    .where(eq(cycleFolderActions.folderId, folderId));
  const first = Number(top?.number ?? 0) + 1;
  const rows = await db
    .insert(cycleFolderActions)
    .values(actions.map((action, index) => ({ ...action, folderId, number: first + index })))
    .returning({ id: cycleFolderActions.id, number: cycleFolderActions.number });
  return rows.sort((a, b) => a.number - b.number).map((row) => row.id);
}

/** Changes one action of a folder in place (its id, number and reservation reference kept). */
export async function updateAction(
  db: Db,
  folderId: number,
  actionId: number,
  change: Partial<Omit<NewAction, 'folderId' | 'number'>>,
): Promise<void> {
  await db
    .update(cycleFolderActions)
    .set(change)
    .where(and(eq(cycleFolderActions.id, actionId), eq(cycleFolderActions.folderId, folderId)));
}
