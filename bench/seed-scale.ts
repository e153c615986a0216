// `npm run seed:scale -- --customers N --skus N [--seed S] [--database-url URL]`: fills a
// PostgreSQL database with related data for every register and with users, deterministic for the
// seed. The database is migrated and given the demo seed first (profiles, the admin user) when it
// has no users; records whose code or login is already there are left alone, so a second run with
// the same arguments adds nothing. Rows are written with multi-row inserts of a few thousand rows,
// then the database is vacuumed and analyzed.

import path from 'node:path';
import { addDays } from '@trade-terms/domain/dates';
import { BRAZILIAN_STATES, registersInDependencyOrder } from '@trade-terms/domain/register-declarations';
import type { FieldDeclaration, RegisterDeclaration, RegisterKey } from '@trade-terms/domain/registers';
import { asc, sql } from 'drizzle-orm';
import { tableOf } from '../apps/api/src/modules/master-data/register-tables';
import { profiles } from '../apps/api/src/modules/profiles/profiles-table';
import { users } from '../apps/api/src/modules/users/users-table';
import { hashPassword } from '../apps/api/src/platform/auth/passwords';
import { loadConfig } from '../apps/api/src/platform/config';
import { type Db, openDatabase } from '../apps/api/src/platform/db/database';
import { seedDatabase } from '../apps/api/src/seed/seed-database';
import { cents, cnpj, customerName, pick, random } from './generators';

const argument = (name: string, fallback?: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const customers = Number(argument('customers', '100000'));
const skus = Number(argument('skus', '20000'));
const seed = Number(argument('seed', '42'));
const url = argument('database-url', process.env.DATABASE_URL);
if (!url || !Number.isInteger(customers) || !Number.isInteger(skus) || customers < 1 || skus < 1) {
  console.error(
    'usage: npm run seed:scale -- --customers N --skus N [--seed S] [--database-url postgres://...]',
  );
  process.exit(2);
}

/** How many records each register gets: customers and SKUs as asked, the others in proportion. */
const SIZES: Record<RegisterKey, number> = {
  commodity: 6,
  region: 5,
  microregion: 60,
  subregion: 25,
  segment: 12,
  channel: 8,
  cva: 8,
  economicGroup: Math.max(20, Math.round(customers / 200)),
  customer: customers,
  customerPdv: customers,
  category: 40,
  packCategory: 40,
  brand: 150,
  ppaProduct: Math.max(50, Math.round(skus / 8)),
  sku: skus,
  productsGroup: 30,
  impulseItem: 60,
  internalOrder: 300,
  innovationProduct: Math.max(20, Math.round(skus / 20)),
  budgetType: 25,
  goalExecutionQuestion: 80,
  targetExecutionCategory: 40,
  targetExecutionProduct: Math.max(20, Math.round(skus / 10)),
  categoryPercentage: 120,
  tacticType: 10,
};
const USERS = Math.max(200, Math.round(customers / 100));

const PREFIXES: Record<RegisterKey, string> = {
  commodity: 'UN',
  region: 'RG',
  microregion: 'MR',
  subregion: 'SR',
  segment: 'SG',
  channel: 'CN',
  cva: 'CVA',
  economicGroup: 'GE',
  customer: 'C',
  customerPdv: 'L',
  category: 'CT',
  packCategory: 'CP',
  brand: 'MC',
  ppaProduct: 'PPA',
  sku: 'SKU',
  productsGroup: 'GP',
  impulseItem: 'II',
  internalOrder: 'OI',
  innovationProduct: 'PI',
  budgetType: 'TV',
  goalExecutionQuestion: 'PE',
  targetExecutionCategory: 'CE',
  targetExecutionProduct: 'PX',
  categoryPercentage: 'PCT',
  tacticType: 'TT',
};

const CITIES = [
  'São Paulo',
  'Campinas',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Curitiba',
  'Porto Alegre',
  'Recife',
];
const STREETS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Avenida Paulista',
  'Rua da Praia',
];
const WORDS = [
  'Limpeza',
  'Higiene',
  'Sorvetes',
  'Alimentos',
  'Bebidas',
  'Cuidados',
  'Mercearia',
  'Perfumaria',
];

type Row = Record<string, unknown>;

/** The value of one field of record `index` of `register`; references pick among `ids`. */
function fieldValue(
  register: RegisterDeclaration,
  field: FieldDeclaration,
  index: number,
  next: () => number,
  ids: Map<RegisterKey, number[]>,
): unknown {
  const { name } = field;
  if (name === 'code') return `${PREFIXES[register.key]}${String(index + 1).padStart(7, '0')}`;
  if (name === 'name') {
    if (register.key === 'customer' || register.key === 'customerPdv') return customerName(next, index + 1);
    return `${pick(next, WORDS)} ${register.key} ${index + 1}`;
  }
  if (field.type === 'reference' && field.references) {
    const targets = ids.get(field.references) ?? [];
    // The optional references are left empty now and then, as in real registers.
    if (!field.required && next() < 0.1) return null;
    // A PDV belongs to the customer of the same index (one store per customer, most of them).
    if (register.key === 'customerPdv' && field.references === 'customer')
      return targets[index % targets.length];
    return targets.length > 0 ? pick(next, targets) : null;
  }
  if (field.format === 'cnpj') {
    const root = register.key === 'customerPdv' ? 10_000_000 + (index % customers) : 10_000_000 + index;
    return cnpj(root, register.key === 'customerPdv' ? 2 + Math.floor(index / customers) : 1);
  }
  if (name === 'cnpjBase') return String(20_000_000 + index);
  if (name === 'ean') return `789${String(1_000_000_000 + index).slice(-10)}`;
  if (name === 'states') return BRAZILIAN_STATES.slice((index * 5) % 25, ((index * 5) % 25) + 5).join(',');
  if (name === 'acronym') return `R${index + 1}`;
  if (name === 'city') return pick(next, CITIES);
  if (name === 'address') return `${pick(next, STREETS)}, ${1 + Math.floor(next() * 3000)}`;
  switch (field.type) {
    case 'text': {
      const text = `${name.slice(0, 3).toUpperCase()}${index + 1}`;
      return text.slice(0, field.maxLength ?? 20);
    }
    case 'enum':
      return pick(next, field.options ?? []);
    case 'boolean':
      return next() < 0.2;
    case 'integer': {
      const min = Number(field.min ?? 0);
      const max = Number(field.max ?? 1000);
      return min + (index % (max - min + 1));
    }
    case 'money':
      return cents(next, 1_000_000);
    case 'percentage':
      return (Math.floor(next() * 10_000) / 100).toFixed(4);
    case 'quantity':
      return (next() * 50).toFixed(3);
    case 'date':
      // Validity: starts within 2025, ends a year later (or open) — end on or after start.
      if (name === 'validityEnd') return null;
      return addDays('2025-01-01', index % 365);
    case 'competence':
      return `2026-${String(1 + (index % 12)).padStart(2, '0')}-01`;
    default:
      return null;
  }
}

function recordOf(
  register: RegisterDeclaration,
  index: number,
  next: () => number,
  ids: Map<RegisterKey, number[]>,
): Row {
  const row: Row = {};
  for (const field of register.fields) row[field.name] = fieldValue(register, field, index, next, ids);
  if (typeof row.validityStart === 'string' && next() < 0.7)
    row.validityEnd = addDays(row.validityStart, 365);
  row.active = next() >= 0.05;
  return row;
}

const CHUNK = 2000;

async function fillRegister(
  db: Db,
  register: RegisterDeclaration,
  next: () => number,
  ids: Map<RegisterKey, number[]>,
) {
  const table = tableOf(register.key);
  const total = SIZES[register.key];
  let written = 0;
  for (let start = 0; start < total; start += CHUNK) {
    const rows: Row[] = [];
    for (let index = start; index < Math.min(total, start + CHUNK); index++)
      rows.push(recordOf(register, index, next, ids));
    const inserted = await db
      .insert(table)
      .values(rows)
      .onConflictDoNothing({ target: table.code })
      .returning({ id: table.id });
    written += inserted.length;
  }
  const stored = await db.select({ id: table.id }).from(table).orderBy(asc(table.id));
  ids.set(
    register.key,
    stored.map((row) => row.id as number),
  );
  return written;
}

async function fillUsers(db: Db, next: () => number) {
  const profileIds = (await db.select({ id: profiles.id }).from(profiles).orderBy(asc(profiles.id))).map(
    (row) => row.id,
  );
  // One hash for every generated user: hashing is deliberately slow, and the password is the same.
  const passwordHash = await hashPassword('Escala@2026');
  const states = [
    'CADASTRADO',
    'CADASTRADO',
    'CADASTRADO',
    'PRIMEIRO_ACESSO',
    'EM_APROVACAO',
    'SOLICITACAO_EDICAO',
  ] as const;
  let written = 0;
  for (let start = 0; start < USERS; start += CHUNK) {
    const rows = [];
    for (let index = start; index < Math.min(USERS, start + CHUNK); index++) {
      const login = `usuario${String(index + 1).padStart(6, '0')}`;
      rows.push({
        login,
        name: customerName(next, index + 1).replace(/\d+$/, `Usuário ${index + 1}`),
        email: `${login}@empresa.com.br`,
        passwordHash,
        status: next() < 0.9 ? ('ATIVO' as const) : ('INATIVO' as const),
        profileId: pick(next, profileIds),
        accessState: pick(next, states),
      });
    }
    written += (await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id })).length;
  }
  return written;
}

const started = Date.now();
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.resolve('.tmp', 'seed-scale'),
});
const database = await openDatabase({ url });
await database.migrate(path.resolve('apps/api/drizzle'));
await seedDatabase(database.db, config);
const next = random(seed);
const ids = new Map<RegisterKey, number[]>();
const counts: Record<string, number> = {};
await database.db.transaction(async (tx) => {
  for (const register of registersInDependencyOrder())
    counts[register.key] = await fillRegister(tx, register, next, ids);
  counts.users = await fillUsers(tx, next);
});
// VACUUM merges the GIN indexes' pending lists, which searches would otherwise scan, as
// autovacuum would do in time on a live database; ANALYZE gives the planner the new sizes.
await database.db.execute(sql`vacuum analyze`);
await database.close();
console.log(JSON.stringify({ seconds: (Date.now() - started) / 1000, seed, inserted: counts }));
