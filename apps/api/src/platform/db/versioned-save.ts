import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { appendAudit } from '../audit/audit-log';
import { AppError } from '../errors';
import type { Db } from './database';

/** A table of records users edit: a serial `id` and the columns of `auditColumns()`. */
export type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  createdBy: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
};

/** How one kind of record is stored: its main row, the rows it owns elsewhere, how it reads back. */
export interface VersionedRecords<TTable extends VersionedTable, TContent, TRecord> {
  table: TTable;
  /** The main row's own columns for a content (not the audit columns: those are written here). */
  columns(content: TContent): Partial<TTable['$inferInsert']>;
  /** Writes the rows the record owns in other tables (roles, steps), after its main row. */
  writeParts?(db: Db, id: number, content: TContent): Promise<void>;
  /** The whole record as stored: what the audit rows and the answer are made of. */
  read(db: Db, id: number): Promise<TRecord | null>;
}

/** A kind of record as its module saves it: how it is stored, audited and refused. */
export interface VersionedEntity<TTable extends VersionedTable, TContent, TRecord>
  extends VersionedRecords<TTable, TContent, TRecord> {
  /** The audit rows' entity name. */
  entity: string;
  /** The record as the audit trail keeps it (what users see, not the storage shape). */
  auditView(record: TRecord): unknown;
  /**
   * The user's error for a refusal of the database (a unique index or a foreign key settling two
   * requests that passed the checks at once); undefined leaves the error as it is.
   */
  refusal?(error: unknown): Error | undefined;
}

export interface VersionedSave<TContent, TRecord> {
  /** None: a new record. */
  id?: number | undefined;
  /** The version the caller read; a change is refused with 409 when the stored one moved. */
  version?: number | undefined;
  actorId: number | null;
  /** What to store, or how to work it out in the transaction (reads that may refuse the save). */
  content: TContent | ((tx: Db) => Promise<TContent>);
  /** The module's checks that need no stored record (a name taken), first in the transaction. */
  check?(tx: Db, content: TContent): Promise<void>;
  /** Checks of a change against the locked stored record, once its version matched. */
  checkChange?(tx: Db, before: TRecord, content: TContent): Promise<void>;
  /**
   * The change's further writes in the same transaction, after the record's; what it answers is
   * added to the audit row's after image.
   */
  afterChange?(tx: Db, before: TRecord, after: TRecord): Promise<Record<string, unknown> | undefined>;
}

export interface VersionedRemoval<TRecord> {
  id: number;
  /** When the call carries one, a record changed since is refused with 409. */
  version?: number | undefined;
  actorId: number | null;
  /** The module's reasons to keep the record (still in use), on the locked record. */
  check?(tx: Db, before: TRecord): Promise<void>;
}

/** Inserts the main row and its parts; the caller audits (the first seed keeps its own audit). */
export async function insertRecord<TTable extends VersionedTable, TContent, TRecord>(
  db: Db,
  records: VersionedRecords<TTable, TContent, TRecord>,
  content: TContent,
  actorId: number | null,
): Promise<number> {
  const table = records.table as VersionedTable;
  const [row] = await db
    .insert(table)
    .values({ ...records.columns(content), createdBy: actorId, updatedBy: actorId } as never)
    .returning({ id: table.id });
  if (!row) throw new Error('versioned insert returned no row');
  const id = row.id as number;
  await records.writeParts?.(db, id, content);
  return id;
}

async function readSaved<TRecord>(
  db: Db,
  records: { read(db: Db, id: number): Promise<TRecord | null> },
  id: number,
): Promise<TRecord> {
  const record = await records.read(db, id);
  if (!record) throw new Error(`saved record ${id} not found`);
  return record;
}

/**
 * Locks the stored row until the transaction ends and checks the caller's version: 404 when
 * there is no row, 409 `STALE_VERSION` when its version moved (nothing is written then).
 */
async function lockAtVersion(
  db: Db,
  table: VersionedTable,
  id: number,
  version: number | undefined,
  versionRequired: boolean,
): Promise<void> {
  const [row] = await db
    .select({ version: table.version })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if ((versionRequired || version !== undefined) && row.version !== version) {
    throw new AppError('STALE_VERSION');
  }
}

async function refused<T>(entity: { refusal?(error: unknown): Error | undefined }, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    throw entity.refusal?.(error) ?? error;
  }
}

/**
 * Creates a record, or changes one held at the caller's version, with its audit row, in one
 * transaction: the module's checks, then the insert, or the lock, the version check, the update
 * (version + 1) and the module's further writes. Answers the record as stored.
 */
export function saveVersioned<TTable extends VersionedTable, TContent, TRecord>(
  db: Db,
  entity: VersionedEntity<TTable, TContent, TRecord>,
  save: VersionedSave<TContent, TRecord>,
): Promise<TRecord> {
  const table = entity.table as VersionedTable;
  return refused(entity, () =>
    db.transaction(async (tx) => {
      const content =
        typeof save.content === 'function'
          ? await (save.content as (tx: Db) => Promise<TContent>)(tx)
          : save.content;
      await save.check?.(tx, content);
      if (save.id === undefined) {
        const id = await insertRecord(tx, entity, content, save.actorId);
        const created = await readSaved(tx, entity, id);
        await appendAudit(tx, {
          entity: entity.entity,
          entityId: id,
          action: 'CRIADO',
          actorId: save.actorId,
          after: entity.auditView(created),
        });
        return created;
      }
      const id = save.id;
      await lockAtVersion(tx, table, id, save.version, true);
      const before = await readSaved(tx, entity, id);
      await save.checkChange?.(tx, before, content);
      await tx
        .update(table)
        .set({
          ...entity.columns(content),
          updatedAt: new Date(),
          updatedBy: save.actorId,
          version: sql`${table.version} + 1`,
        } as never)
        .where(eq(table.id, id));
      await entity.writeParts?.(tx, id, content);
      const after = await readSaved(tx, entity, id);
      const noted = await save.afterChange?.(tx, before, after);
      const afterView = entity.auditView(after);
      await appendAudit(tx, {
        entity: entity.entity,
        entityId: id,
        action: 'ALTERADO',
        actorId: save.actorId,
        before: entity.auditView(before),
        after: noted ? { ...(afterView as object), ...noted } : afterView,
      });
      return after;
    }),
  );
}

/**
 * Removes a record with its audit row (the before image) in one transaction: the lock, the
 * version check when the call carries one, the module's reasons to keep it, the delete (owned
 * rows go with it through their foreign keys' cascade).
 */
export function removeVersioned<TTable extends VersionedTable, TContent, TRecord>(
  db: Db,
  entity: VersionedEntity<TTable, TContent, TRecord>,
  removal: VersionedRemoval<TRecord>,
): Promise<void> {
  const table = entity.table as VersionedTable;
  return refused(entity, () =>
    db.transaction(async (tx) => {
      await lockAtVersion(tx, table, removal.id, removal.version, false);
      const before = await readSaved(tx, entity, removal.id);
      await removal.check?.(tx, before);
      await tx.delete(table).where(eq(table.id, removal.id));
      await appendAudit(tx, {
        entity: entity.entity,
        entityId: removal.id,
        action: 'REMOVIDO',
        actorId: removal.actorId,
        before: entity.auditView(before),
      });
    }),
  );
}
