import { pageOffset } from '@trade-terms/domain/paging';
import {
  ALL_OPTION,
  type FieldDeclaration,
  type RegisterDeclaration,
  type TReferenceLabel,
  type TRegisterSearch,
} from '@trade-terms/domain/registers';
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/text-search';
import { type RegisterTable, tableOf } from './register-tables';

/** A stored record: the field values as the database holds them, keyed by field name. */
export type RegisterRow = Record<string, unknown> & {
  id: number;
  active: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

/** The values to write, keyed by field name, in their database form. */
export type RowValues = Record<string, unknown>;

function columns(register: RegisterDeclaration): Record<string, PgColumn> {
  return tableOf(register.key) as unknown as Record<string, PgColumn>;
}

function column(register: RegisterDeclaration, name: string): PgColumn {
  const found = columns(register)[name];
  if (!found) throw new Error(`register ${register.key} has no column ${name}`);
  return found;
}

/**
 * A case-insensitive LIKE written on `lower(column)`, the expression the trigram indexes of the
 * register tables are built on (register-tables.ts), so the planner can use them.
 */
function searchedText(target: PgColumn | SQL, pattern: string): SQL {
  return sql`lower(${target}) like lower(${pattern})`;
}

function filterCondition(
  register: RegisterDeclaration,
  field: FieldDeclaration,
  value: unknown,
): SQL | undefined {
  if (value === undefined || value === ALL_OPTION) return undefined;
  const target = column(register, field.name);
  if (Array.isArray(value)) return value.length === 0 ? undefined : inArray(target, value);
  if (field.type === 'text' && typeof value === 'string') {
    return searchedText(target, containsPattern(value));
  }
  return eq(target, value);
}

function searchCondition(register: RegisterDeclaration, search: Omit<TRegisterSearch, 'page' | 'pageSize'>) {
  const table = tableOf(register.key);
  const text = search.search ? containsPattern(search.search) : null;
  return and(
    search.active === ALL_OPTION ? undefined : eq(table.active, search.active),
    text ? or(searchedText(table.code, text), searchedText(table.name, text)) : undefined,
    ...register.fields
      .filter((field) => field.filter)
      .map((field) => filterCondition(register, field, search.filters[field.name])),
  );
}

/** Sorting by a reference sorts by the code of what it points to. */
function sortExpression(register: RegisterDeclaration, fieldName: string): SQL | PgColumn {
  const field = register.fields.find((candidate) => candidate.name === fieldName);
  const target = column(register, fieldName);
  if (field?.type !== 'reference' || !field.references) return target;
  const referenced = tableOf(field.references);
  return sql`(select ${referenced.code} from ${referenced} where ${referenced.id} = ${target})`;
}

/**
 * `scope` is the data restrictions' condition (register-restrictions.ts): lists, counts, exports,
 * options and reads by id see only the rows it lets through.
 */
export async function searchRows(
  db: Db,
  register: RegisterDeclaration,
  search: TRegisterSearch,
  scope: SQL | undefined,
): Promise<{ rows: RegisterRow[]; total: number }> {
  const table = tableOf(register.key);
  const where = and(searchCondition(register, search), scope);
  const order = search.direction === 'desc' ? desc : asc;
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(order(sortExpression(register, search.sortBy)), asc(table.id))
    .limit(search.pageSize)
    .offset(pageOffset(search));
  const [counted] = await db.select({ total: count() }).from(table).where(where);
  return { rows: rows as RegisterRow[], total: counted?.total ?? 0 };
}

export async function countRows(
  db: Db,
  register: RegisterDeclaration,
  search: Omit<TRegisterSearch, 'page' | 'pageSize'>,
  scope: SQL | undefined,
): Promise<number> {
  const table = tableOf(register.key);
  const [counted] = await db
    .select({ total: count() })
    .from(table)
    .where(and(searchCondition(register, search), scope));
  return counted?.total ?? 0;
}

/** Every matching row, in pages of `chunk` by id, so an export never holds the table in memory. */
export async function* streamRows(
  db: Db,
  register: RegisterDeclaration,
  search: Omit<TRegisterSearch, 'page' | 'pageSize'>,
  scope: SQL | undefined,
  chunk = 1000,
): AsyncGenerator<RegisterRow[]> {
  const table = tableOf(register.key);
  const where = and(searchCondition(register, search), scope);
  let after = 0;
  for (;;) {
    const rows = (await db
      .select()
      .from(table)
      .where(and(where, gt(table.id, after)))
      .orderBy(asc(table.id))
      .limit(chunk)) as RegisterRow[];
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)?.id ?? after;
  }
}

export async function findRow(
  db: Db,
  register: RegisterDeclaration,
  id: number,
  options: { lock?: boolean; scope?: SQL | undefined } = {},
): Promise<RegisterRow | null> {
  const table = tableOf(register.key);
  const query = db
    .select()
    .from(table)
    .where(and(eq(table.id, id), options.scope));
  const [row] = options.lock ? await query.for('update') : await query;
  return (row as RegisterRow | undefined) ?? null;
}

export async function findRowsByCodes(
  db: Db,
  register: RegisterDeclaration,
  codes: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, RegisterRow>> {
  if (codes.length === 0) return new Map();
  const table = tableOf(register.key);
  const query = db
    .select()
    .from(table)
    .where(inArray(table.code, [...codes]));
  const rows = (options.lock ? await query.for('update') : await query) as RegisterRow[];
  return new Map(rows.map((row) => [String(row.code), row]));
}

export async function isCodeTaken(
  db: Db,
  register: RegisterDeclaration,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  const table = tableOf(register.key);
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.code, code)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function insertRow(
  db: Db,
  register: RegisterDeclaration,
  values: RowValues,
  actorId: number | null,
): Promise<number> {
  const table = tableOf(register.key);
  const [row] = await db
    .insert(table)
    .values({ ...values, createdBy: actorId, updatedBy: actorId })
    .returning({ id: table.id });
  if (!row) throw new Error(`${register.key} insert returned no row`);
  return row.id as number;
}

export async function updateRow(
  db: Db,
  register: RegisterDeclaration,
  id: number,
  values: RowValues,
  actorId: number | null,
): Promise<void> {
  const table = tableOf(register.key);
  await db
    .update(table)
    .set({ ...values, updatedAt: new Date(), updatedBy: actorId, version: sql`${table.version} + 1` })
    .where(eq(table.id, id));
}

/** A record written by `upsertRows`, as stored after the write. */
export interface UpsertedRow {
  row: RegisterRow;
  inserted: boolean;
}

/** PostgreSQL binds at most 65 535 parameters per statement. */
const MAX_PARAMETERS = 60_000;

/**
 * Writes many records by code in as few statements as the parameter limit allows: a new code is
 * inserted; an existing one is updated (version bumped) only when one of the given values differs
 * from the stored one. Answers only the rows that were inserted or changed, as stored.
 * Each row's absent fields are left alone; rows with the same fields share a statement.
 */
export async function upsertRows(
  db: Db,
  register: RegisterDeclaration,
  rows: readonly RowValues[],
  actorId: number | null,
): Promise<UpsertedRow[]> {
  const table = tableOf(register.key);
  const shapes = new Map<string, RowValues[]>();
  for (const row of rows) {
    const shape = Object.keys(row).sort().join(',');
    const group = shapes.get(shape);
    if (group) group.push(row);
    else shapes.set(shape, [row]);
  }
  const written: UpsertedRow[] = [];
  for (const group of shapes.values()) {
    const names = Object.keys(group[0] ?? {}).filter((name) => name !== 'code');
    const set: Record<string, SQL> = {
      updatedAt: sql`now()`,
      updatedBy: sql`excluded.updated_by`,
      version: sql`${table.version} + 1`,
    };
    const differs: SQL[] = [];
    for (const name of names) {
      const excluded = sql`excluded.${sql.identifier(column(register, name).name)}`;
      set[name] = excluded;
      differs.push(sql`${column(register, name)} is distinct from ${excluded}`);
    }
    const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / (names.length + 3)));
    for (let start = 0; start < group.length; start += chunk) {
      const values = group
        .slice(start, start + chunk)
        .map((row) => ({ ...row, createdBy: actorId, updatedBy: actorId }));
      const returned = await db
        .insert(table)
        .values(values)
        .onConflictDoUpdate({
          target: table.code,
          set,
          // Nothing given that differs: the stored row is left as it is and not returned.
          setWhere: differs.length > 0 ? or(...differs) : sql`false`,
        })
        .returning({ ...getTableColumns(table), inserted: sql<boolean>`(${table}.xmax = 0)` });
      for (const { inserted, ...row } of returned) {
        written.push({ row: row as RegisterRow, inserted: Boolean(inserted) });
      }
    }
  }
  return written;
}

/** Code and name of referenced records, by id. */
export async function referenceLabels(
  db: Db,
  target: RegisterTable,
  ids: readonly number[],
): Promise<Map<number, TReferenceLabel>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: target.id, code: target.code, name: target.name })
    .from(target)
    .where(inArray(target.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id as number,
      { id: row.id as number, code: String(row.code), name: String(row.name) },
    ]),
  );
}

/** Ids of referenced records, by code. */
export async function idsByCodes(
  db: Db,
  target: RegisterTable,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: target.id, code: target.code })
    .from(target)
    .where(inArray(target.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [String(row.code), row.id as number]));
}

export async function existingIds(
  db: Db,
  target: RegisterTable,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: target.id })
    .from(target)
    .where(inArray(target.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id as number));
}

export async function optionRows(
  db: Db,
  register: RegisterDeclaration,
  search: { text: string | undefined; limit: number; flags: readonly string[] },
  include: { ids: readonly number[]; codes: readonly string[] },
  scope: SQL | undefined,
): Promise<TReferenceLabel[]> {
  const table = tableOf(register.key);
  const like = search.text ? containsPattern(search.text) : null;
  const matching = and(
    eq(table.active, true),
    like ? or(searchedText(table.code, like), searchedText(table.name, like)) : undefined,
    ...search.flags.map((flag) => eq(column(register, flag), true)),
  );
  const included = [
    include.ids.length > 0 ? inArray(table.id, [...include.ids]) : undefined,
    include.codes.length > 0 ? inArray(table.code, [...include.codes]) : undefined,
  ].filter((condition) => condition !== undefined);
  const rows = await db
    .select({ id: table.id, code: table.code, name: table.name })
    .from(table)
    .where(and(included.length > 0 ? or(matching, ...included) : matching, scope))
    .orderBy(asc(table.code))
    .limit(search.limit + include.ids.length + include.codes.length);
  return rows.map((row) => ({ id: row.id as number, code: String(row.code), name: String(row.name) }));
}

/** Where each of these records points through its reference `field`: record id to pointed id. */
export async function pointedIds(
  db: Db,
  register: RegisterDeclaration,
  field: string,
  ids: readonly number[],
): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const table = tableOf(register.key);
  const rows = await db
    .select({ id: table.id, pointed: column(register, field) })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id as number, (row.pointed as number | null) ?? null]));
}

/** Code and name of the first few records, besides `exceptId`, holding `value` in `field`. */
export async function rowsWithValue(
  db: Db,
  register: RegisterDeclaration,
  field: string,
  value: unknown,
  exceptId: number,
  limit: number,
): Promise<TReferenceLabel[]> {
  const table = tableOf(register.key);
  const rows = await db
    .select({ id: table.id, code: table.code, name: table.name })
    .from(table)
    .where(and(eq(column(register, field), value), ne(table.id, exceptId)))
    .orderBy(asc(table.code))
    .limit(limit);
  return rows.map((row) => ({ id: row.id as number, code: String(row.code), name: String(row.name) }));
}
