import { eq, sql } from 'drizzle-orm';
import { pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { auditColumns } from '../src/platform/db/audit-columns';
import { isUniqueViolation } from '../src/platform/db/constraint-errors';
import type { Database, Db } from '../src/platform/db/database';
import { removeVersioned, saveVersioned, type VersionedEntity } from '../src/platform/db/versioned-save';
import { AppError, invalidFields } from '../src/platform/errors';
import { openTestDatabase } from './support/test-database';

/** A table of this test alone, shaped like every user-edited table (id and audit columns). */
const notes = pgTable('versioned_notes', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  ...auditColumns(),
});

type Note = { id: number; title: string; version: number };
type NoteContent = { title: string };

/** The name the test's unique index gives; the entity turns its refusal into the user's 422. */
const TITLE_KEY = 'versioned_notes_title_key';
const TITLE_TAKEN = () => invalidFields([{ path: ['title'], message: 'validation.nameTaken' }]);

const NOTES: VersionedEntity<typeof notes, NoteContent, Note> = {
  table: notes,
  entity: 'versioned_note',
  columns: (content) => ({ title: content.title }),
  async read(db, id) {
    const [row] = await db
      .select({ id: notes.id, title: notes.title, version: notes.version })
      .from(notes)
      .where(eq(notes.id, id));
    return row ?? null;
  },
  auditView: (note) => ({ title: note.title }),
  refusal: (error) => (isUniqueViolation(error, TITLE_KEY) ? TITLE_TAKEN() : undefined),
};

describe('versioned, audited saves and removals', () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    await database.executeSql(`
      create table versioned_notes (
        id serial primary key,
        title varchar(100) not null constraint ${TITLE_KEY} unique,
        created_at timestamptz not null default now(),
        created_by integer,
        updated_at timestamptz not null default now(),
        updated_by integer,
        version integer not null default 1
      );
      -- Refuses a 'poison' title only at commit, after every statement of the save has run.
      create function refuse_poison() returns trigger language plpgsql as $$
      begin
        if new.title = 'poison' then raise exception 'poison refused at commit'; end if;
        return null;
      end $$;
      create constraint trigger versioned_notes_poison after insert or update on versioned_notes
        deferrable initially deferred for each row execute function refuse_poison();
    `);
  });
  afterAll(() => database.close());

  const noteRow = async (id: number) => (await db.select().from(notes).where(eq(notes.id, id)))[0];
  const auditRows = (id: number) =>
    db
      .select({
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        actorId: auditLog.actorId,
      })
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'versioned_note' and ${auditLog.entityId} = ${String(id)}`)
      .orderBy(auditLog.id);
  /** A note created and changed once by actor 7: stored at version 2. */
  const changedOnce = async (first: string, second: string) => {
    const created = await saveVersioned(db, NOTES, { actorId: 7, content: { title: first } });
    return saveVersioned(db, NOTES, { id: created.id, version: 1, actorId: 7, content: { title: second } });
  };
  const noteCount = async () => (await db.select({ id: notes.id }).from(notes)).length;
  const refusalOf = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('creates a record at version 1 with its audit row', async () => {
    const note = await saveVersioned(db, NOTES, { actorId: 7, content: { title: 'Primeira' } });
    expect(note).toMatchObject({ title: 'Primeira', version: 1 });
    expect(await noteRow(note.id)).toMatchObject({ createdBy: 7, updatedBy: 7 });
    expect(await auditRows(note.id)).toEqual([
      { action: 'CRIADO', before: null, after: { title: 'Primeira' }, actorId: 7 },
    ]);
  });

  it('changes a record held at its version: version + 1, before and after audited', async () => {
    const created = await saveVersioned(db, NOTES, { actorId: 7, content: { title: 'Rascunho' } });
    const changed = await saveVersioned(db, NOTES, {
      id: created.id,
      version: 1,
      actorId: 8,
      content: { title: 'Revisada' },
      afterChange: async () => ({ revisions: 1 }),
    });
    expect(changed).toMatchObject({ id: created.id, title: 'Revisada', version: 2 });
    expect(await noteRow(created.id)).toMatchObject({ createdBy: 7, updatedBy: 8, version: 2 });
    expect((await auditRows(created.id)).at(-1)).toEqual({
      action: 'ALTERADO',
      before: { title: 'Rascunho' },
      after: { title: 'Revisada', revisions: 1 },
      actorId: 8,
    });
  });

  it('refuses a stale version with 409 and writes nothing, running none of the change hooks', async () => {
    const created = await changedOnce('Disputada', 'Vencedora');
    const hooks: string[] = [];
    const error = await refusalOf(
      saveVersioned(db, NOTES, {
        id: created.id,
        version: 1,
        actorId: 8,
        content: { title: 'Atrasada' },
        checkChange: async () => {
          hooks.push('checkChange');
        },
        afterChange: async () => {
          hooks.push('afterChange');
          return undefined;
        },
      }),
    );
    expect([error.code, error.status]).toEqual(['STALE_VERSION', 409]);
    expect(hooks).toEqual([]);
    expect(await noteRow(created.id)).toMatchObject({ title: 'Vencedora', version: 2, updatedBy: 7 });
    expect((await auditRows(created.id)).map((row) => row.action)).toEqual(['CRIADO', 'ALTERADO']);
  });

  it('answers 404 for a change or removal of a record that does not exist', async () => {
    const save = await refusalOf(
      saveVersioned(db, NOTES, { id: 999_999, version: 1, actorId: 7, content: { title: 'Ninguém' } }),
    );
    const removal = await refusalOf(removeVersioned(db, NOTES, { id: 999_999, actorId: 7 }));
    expect([save.code, removal.code]).toEqual(['NOT_FOUND', 'NOT_FOUND']);
  });

  it('rolls the audit row back with the change when the transaction fails after the audit', async () => {
    const before = await noteCount();
    const auditsBefore = (await db.select({ id: auditLog.id }).from(auditLog)).length;
    await expect(saveVersioned(db, NOTES, { actorId: 7, content: { title: 'poison' } })).rejects.toThrow();
    expect(await noteCount()).toBe(before);
    expect((await db.select({ id: auditLog.id }).from(auditLog)).length).toBe(auditsBefore);

    const created = await saveVersioned(db, NOTES, { actorId: 7, content: { title: 'Saudável' } });
    await expect(
      saveVersioned(db, NOTES, { id: created.id, version: 1, actorId: 7, content: { title: 'poison' } }),
    ).rejects.toThrow();
    expect(await noteRow(created.id)).toMatchObject({ title: 'Saudável', version: 1 });
    expect((await auditRows(created.id)).map((row) => row.action)).toEqual(['CRIADO']);
  });

  it('rolls the change back when its audit row cannot be written', async () => {
    const created = await saveVersioned(db, NOTES, { actorId: 7, content: { title: 'Auditada' } });
    // PostgreSQL's jsonb refuses a lone surrogate: the audit insert fails after the update ran.
    const unwritable: VersionedEntity<typeof notes, NoteContent, Note> = {
      ...NOTES,
      auditView: (note) => ({ title: `${note.title}\ud800` }),
    };
    await expect(
      saveVersioned(db, unwritable, {
        id: created.id,
        version: 1,
        actorId: 7,
        content: { title: 'Perdida' },
      }),
    ).rejects.toThrow();
    expect(await noteRow(created.id)).toMatchObject({ title: 'Auditada', version: 1 });
  });

  it("runs the module's checks in order and turns the database's refusal into the module's error", async () => {
    await saveVersioned(db, NOTES, { actorId: 7, content: { title: 'Única' } });
    // Without a check of its own, the unique index settles it and the entity translates it.
    const settled = await refusalOf(saveVersioned(db, NOTES, { actorId: 7, content: { title: 'Única' } }));
    expect([settled.code, settled.status]).toEqual(['INVALID_FIELDS', 422]);

    const seen: string[] = [];
    const created = await saveVersioned(db, NOTES, {
      actorId: 7,
      content: async (tx) => {
        seen.push(`content:${(await tx.select({ id: notes.id }).from(notes)).length > 0}`);
        return { title: 'Verificada' };
      },
      check: async (_tx, content) => {
        seen.push(`check:${content.title}`);
      },
    });
    expect(seen).toEqual(['content:true', 'check:Verificada']);
    const checked = await refusalOf(
      saveVersioned(db, NOTES, {
        id: created.id,
        version: 1,
        actorId: 7,
        content: { title: 'Recusada' },
        checkChange: async (_tx, current, content) => {
          throw invalidFields([
            {
              path: ['title'],
              message: 'validation.nameTaken',
              params: { from: current.title, to: content.title },
            },
          ]);
        },
      }),
    );
    expect(checked.code).toBe('INVALID_FIELDS');
    expect(await noteRow(created.id)).toMatchObject({ title: 'Verificada', version: 1 });
  });

  it('removes a record with its before image audited, checking the version when the call has one', async () => {
    const created = await changedOnce('Descartável', 'Descartada');
    const stale = await refusalOf(removeVersioned(db, NOTES, { id: created.id, version: 1, actorId: 9 }));
    expect(stale.code).toBe('STALE_VERSION');
    const kept = await refusalOf(
      removeVersioned(db, NOTES, {
        id: created.id,
        actorId: 9,
        check: async () => {
          throw new AppError('PROFILE_IN_USE', { count: 1 });
        },
      }),
    );
    expect(kept.code).toBe('PROFILE_IN_USE');
    expect(await noteRow(created.id)).toBeDefined();

    await removeVersioned(db, NOTES, { id: created.id, version: 2, actorId: 9 });
    expect(await noteRow(created.id)).toBeUndefined();
    expect((await auditRows(created.id)).at(-1)).toEqual({
      action: 'REMOVIDO',
      before: { title: 'Descartada' },
      after: null,
      actorId: 9,
    });
  });
});
