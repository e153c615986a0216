// The SQL the API runs for each list of the load benchmark, captured from the services
// themselves (same search bodies, same code path), printed as one JSON line:
//   list-queries <databaseUrl> <json of { name: { register | users, body } }>
import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import { type RegisterKey, searchSchemaOf } from '@trade-terms/domain/registers';
import { ZUserSearchSchema } from '@trade-terms/domain/users';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { searchRegister } from '../apps/api/src/modules/master-data/register-service';
import { listUsers } from '../apps/api/src/modules/users/users-service';
import type { Db } from '../apps/api/src/platform/db/database';
import * as schema from '../apps/api/src/platform/db/schema';

type Statement = { sql: string; params: unknown[] };
const [url, listsJson] = process.argv.slice(2);
if (!url || !listsJson) {
  console.error('usage: list-queries <databaseUrl> <lists json>');
  process.exit(2);
}
const lists = JSON.parse(listsJson) as Record<string, { register?: RegisterKey; body: unknown }>;
const pool = new pg.Pool({ connectionString: url, max: 2 });
let captured: Statement[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ sql: query, params }) },
}) as unknown as Db;
const statements: Record<string, Statement[]> = {};
for (const [name, list] of Object.entries(lists)) {
  captured = [];
  if (list.register) {
    const register = REGISTER_DECLARATIONS[list.register];
    await searchRegister(db, register, searchSchemaOf(register).parse(list.body) as never, NO_RESTRICTIONS);
  } else {
    await listUsers(db, ZUserSearchSchema.parse(list.body));
  }
  statements[name] = captured;
}
await pool.end();
console.log(JSON.stringify(statements));
