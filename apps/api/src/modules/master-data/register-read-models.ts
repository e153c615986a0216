import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { RegisterKey } from '@trade-terms/domain/registers';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { tableOf } from './register-tables';

/**
 * A register's records for another module's SQL (a report that joins and aggregates in the
 * database), with the register tables kept behind it: a parenthesised select to put in a `from`
 * or a `join` under an alias. Its columns are `id`, `code`, `name`, `active` and each named field
 * under its own name (quoted, as written: `"auditedStore"`); a reference field holds the code
 * of the record it points to, and `<field>Id` its id.
 */
export function registerRowsSql(key: RegisterKey, fields: readonly string[] = []): SQL {
  const table = tableOf(key);
  const columnOf = (name: string) => {
    const column = (table as unknown as Record<string, PgColumn | undefined>)[name];
    if (!column) throw new Error(`register ${key} has no column ${name}`);
    return column;
  };
  const columns: SQL[] = [
    sql`${table.id} as "id"`,
    sql`${table.code} as "code"`,
    sql`${table.name} as "name"`,
    sql`${table.active} as "active"`,
  ];
  const joins: SQL[] = [];
  for (const name of fields) {
    const field = REGISTER_DECLARATIONS[key].fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`register ${key} has no field ${name}`);
    const column = columnOf(name);
    if (field.type === 'reference' && field.references) {
      const target = sql.identifier(`ref_${name}`);
      joins.push(sql`left join ${tableOf(field.references)} ${target} on ${target}."id" = ${column}`);
      columns.push(
        sql`${target}."code" as ${sql.identifier(name)}`,
        sql`${column} as ${sql.identifier(`${name}Id`)}`,
      );
    } else columns.push(sql`${column} as ${sql.identifier(name)}`);
  }
  return sql`(select ${sql.join(columns, sql`, `)} from ${table} ${sql.join(joins, sql` `)})`;
}

/** Whether the register holds an active record of the code (a save's check of a code it names). */
export async function activeRegisterCode(db: Db, key: RegisterKey, code: string): Promise<boolean> {
  const rows = await rowsOf<{ code: string }>(
    db,
    sql`select r."code" from ${registerRowsSql(key)} r where r."code" = ${code} and r."active"`,
  );
  return rows.length > 0;
}
