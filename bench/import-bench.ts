// One step of the import benchmark, run in its own process so its peak memory is its own:
//   generate <dir> <customers> <sellInRows> <seed>   writes the customer register import file
//                                                     (cadastro-clientes.xlsx, the register's template
//                                                     columns), sell-in.xlsx and the CSVs of the same rows
//   customers <dir> <databaseUrl>                     migrates and seeds the database, imports the
//                                                     customer file through the import job twice, then
//                                                     COPYs the same rows; prints one JSON line
//   sell-in <dir> <databaseUrl>                       integrates the sell-in file (comparison job and
//                                                     approval), then COPYs the same rows; one JSON line

import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ALL_ROLES } from '@trade-terms/domain/permissions';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createJob } from '../apps/api/src/modules/imports-exports/jobs-service';
import { importExportJobs } from '../apps/api/src/modules/imports-exports/jobs-table';
import {
  approveIntegration,
  runIntegration,
} from '../apps/api/src/modules/integrations/integrations-service';
import { integrations } from '../apps/api/src/modules/integrations/integrations-table';
import { runImport } from '../apps/api/src/modules/master-data/register-import';
import { columnHeader, sheetColumns } from '../apps/api/src/modules/master-data/register-spreadsheets';
import { columnName, tableOf } from '../apps/api/src/modules/master-data/register-tables';
import { users } from '../apps/api/src/modules/users/users-table';
import { loadConfig } from '../apps/api/src/platform/config';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { localFileStorage } from '../apps/api/src/platform/storage/file-storage';
import { seedDatabase } from '../apps/api/src/seed/seed-database';
import { cents, cnpj, customerName, pick, random } from './generators';

const SKUS = ['SKU-1001', 'SKU-2001', 'SKU-3001', 'SKU-B004', 'SKU-B005'];
const REGIONS = ['SE', 'S'];

const customerCode = (index: number) => `B${String(index).padStart(9, '0')}`;

/** The demo registers the customers point at (seeded by `seedDatabase`). */
const CUSTOMER_REFERENCES = {
  economicGroup: ['GRP-ALFA', 'GRP-BETA'],
  region: REGIONS,
  microregion: ['SP-CAP', 'POA'],
  segment: ['CCR', 'VAR', 'ATC'],
  channel: ['HC', 'PC', 'FR', 'MT'],
  cva: ['CVA1', 'CVA2', 'CVA3', 'CVA4'],
} as const;

const csvText = (value: unknown) =>
  value === null || value === undefined ? '' : `"${String(value).replace(/"/g, '""')}"`;

async function writeLine(out: ReturnType<typeof createWriteStream>, line: string): Promise<void> {
  if (!out.write(line)) await once(out, 'drain');
}

/**
 * The customer register import file, in the template's columns (pt-BR headers), and the same rows
 * as CSV with the references as codes (resolved to ids before the COPY).
 */
async function generateCustomers(dir: string, customers: number, next: () => number) {
  const customer = REGISTER_DECLARATIONS.customer;
  const columns = sheetColumns(customer);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path.join(dir, 'cadastro-clientes.xlsx') });
  const sheet = book.addWorksheet('Dados');
  sheet.addRow(columns.map((column) => columnHeader('pt-BR', column))).commit();
  const csv = createWriteStream(path.join(dir, 'cadastro-clientes.csv'));
  for (let index = 0; index < customers; index++) {
    const region = index % REGIONS.length;
    const values: Record<string, unknown> = {
      code: customerCode(index),
      name: customerName(next, index),
      cnpj: cnpj(10_000_000 + index, 1),
      economicGroup: index % 10 === 0 ? pick(next, CUSTOMER_REFERENCES.economicGroup) : null,
      region: REGIONS[region],
      microregion: CUSTOMER_REFERENCES.microregion[region],
      segment: pick(next, CUSTOMER_REFERENCES.segment),
      channel: pick(next, CUSTOMER_REFERENCES.channel),
      cva: pick(next, CUSTOMER_REFERENCES.cva),
      sapPayer: index % 7 === 0,
      planningAccount: `PA${String(index % 5000).padStart(6, '0')}`,
      bankKey: String(1 + (index % 400)).padStart(3, '0'),
      bankAccount: String(Math.floor(next() * 1e9)),
      bankControlKey: String(index % 10),
    };
    sheet
      .addRow(
        columns.map((column) => (column.kind === 'active' ? 'Sim' : (values[column.field.name] ?? null))),
      )
      .commit();
    await writeLine(
      csv,
      `${columns
        .filter((column) => column.kind === 'field')
        .map((column) => csvText(values[column.field.name]))
        .join(',')}\n`,
    );
  }
  sheet.commit();
  await book.commit();
  csv.end();
  await once(csv, 'finish');
}

async function generate(dir: string, customers: number, sellInRows: number, seed: number) {
  await mkdir(dir, { recursive: true });
  const next = random(seed);
  await generateCustomers(dir, customers, next);

  // Each customer buys each SKU in successive months: every (customer, SKU, competence) is unique.
  const sales = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path.join(dir, 'sell-in.xlsx') });
  const salesSheet = sales.addWorksheet('Dados');
  salesSheet
    .addRow(['Código do cliente', 'Código SKU', 'Competência', 'Volume', 'GSV', 'NIV', 'Receita bruta'])
    .commit();
  const csv = createWriteStream(path.join(dir, 'sell-in.csv'));
  for (let index = 0; index < sellInRows; index++) {
    const customer = index % customers;
    const combination = Math.floor(index / customers);
    const sku = SKUS[combination % SKUS.length] as string;
    const month = 1 + (Math.floor(combination / SKUS.length) % 12);
    const year = 2025 + Math.floor(combination / (SKUS.length * 12));
    const competence = `${String(month).padStart(2, '0')}/${year}`;
    const gsv = cents(next, 100_000);
    const row = [
      customerCode(customer),
      sku,
      competence,
      (next() * 1000).toFixed(3),
      gsv,
      cents(next, 90_000),
      gsv,
    ];
    salesSheet.addRow(row).commit();
    const line = `${customer},${combination % SKUS.length},${year}-${String(month).padStart(2, '0')}-01,${row[3]},${row[4]},${row[5]},${row[6]}\n`;
    if (!csv.write(line)) await once(csv, 'drain');
  }
  salesSheet.commit();
  await sales.commit();
  csv.end();
  await once(csv, 'finish');
}

async function integrate(
  db: Db,
  storage: ReturnType<typeof localFileStorage>,
  kind: 'customer' | 'sellIn',
  file: string,
  actorId: number,
) {
  const key = `bench/${kind === 'sellIn' ? 'sell-in' : 'clientes'}.xlsx`;
  await storage.save(key, createReadStream(file));
  const started = process.hrtime.bigint();
  const [created] = await db
    .insert(integrations)
    .values({
      kind,
      status: 'PROCESSANDO',
      fileName: path.basename(file),
      fileKey: key,
      fileHash: kind,
      language: 'pt-BR',
      importedBy: actorId,
    })
    .returning({ id: integrations.id });
  if (!created) throw new Error('no integration');
  const log = { error: (object: unknown) => console.error(object) };
  await runIntegration({ db, storage, log }, created.id);
  const compared = process.hrtime.bigint();
  const [row] = await db.select().from(integrations).where(eq(integrations.id, created.id));
  if (row?.status !== 'AGUARDANDO_APROVACAO') throw new Error(`integration ended ${JSON.stringify(row)}`);
  const applied = await approveIntegration(db, kind, created.id, actorId);
  const approved = process.hrtime.bigint();
  return {
    counts: row.counts,
    applied,
    compareSeconds: Number(compared - started) / 1e9,
    approveSeconds: Number(approved - compared) / 1e9,
    totalSeconds: Number(approved - started) / 1e9,
  };
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

async function openBenchDatabase(dir: string, url: string) {
  const database = await openDatabase({ url });
  const [admin] = await database.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.login, 'admin'));
  return { database, db: database.db, admin, storage: localFileStorage(path.join(dir, 'data', 'files')) };
}

/** COPYs a CSV into a table shaped like `table` (server side, from a file the server reads). */
async function copyBaseline(db: Db, table: string, columns: string[], csv: string) {
  await db.execute(sql.raw(`create table ${table}_copy (like ${table} including defaults)`));
  const shared = path.join('/tmp', `${table}-copy-${process.pid}.csv`);
  await copyFile(csv, shared);
  const started = process.hrtime.bigint();
  await db.execute(sql.raw(`copy ${table}_copy (${columns.join(', ')}) from '${shared}' with (format csv)`));
  const copySeconds = seconds(started);
  await rm(shared, { force: true });
  const [copied] = rowsOf<{ total: number }>(
    await db.execute(sql.raw(`select count(*)::int as total from ${table}_copy`)),
  );
  return { rows: copied?.total ?? 0, seconds: copySeconds };
}

/** One import of the customer file through the job, as a worker runs it. */
async function importCustomerFile(
  db: Db,
  storage: ReturnType<typeof localFileStorage>,
  file: string,
  admin: { id: number; name: string },
) {
  const key = `uploads/bench-${randomUUID()}.xlsx`;
  await storage.save(key, createReadStream(file));
  const job = await createJob(db, {
    type: 'IMPORTACAO',
    register: 'customer',
    requester: { id: admin.id, name: admin.name, authorities: ALL_ROLES },
    language: 'pt-BR',
    file: { name: path.basename(file), key, hash: 'bench' },
  });
  const started = process.hrtime.bigint();
  await runImport({ db, storage, log: { error: (object: unknown) => console.error(object) } }, job.id);
  const took = seconds(started);
  const [done] = await db.select().from(importExportJobs).where(eq(importExportJobs.id, job.id));
  if (!done || done.rowsRejected > 0 || done.messageKey)
    throw new Error(`import ended ${JSON.stringify(done)}`);
  return {
    seconds: took,
    read: done.rowsRead,
    inserted: done.rowsInserted,
    updated: done.rowsUpdated,
    unchanged: done.rowsUnchanged,
  };
}

async function importCustomers(dir: string, url: string) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'data') });
  const migrated = await openDatabase({ url });
  await migrated.migrate(path.resolve('apps/api/drizzle'));
  await seedDatabase(migrated.db, config);
  const skus = tableOf('sku');
  for (const code of SKUS.slice(3)) {
    await migrated.db.insert(skus).values({ code, name: `Produto ${code}` } as never);
  }
  await migrated.close();
  const { database, db, admin, storage } = await openBenchDatabase(dir, url);
  if (!admin) throw new Error('no admin');
  const file = path.join(dir, 'cadastro-clientes.xlsx');
  const first = await importCustomerFile(db, storage, file, admin);
  const second = await importCustomerFile(db, storage, file, admin);
  const [audited] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from audit_log where entity = 'customer'`),
  );

  // The baseline: the same rows, references resolved to ids, COPYed into a table shaped like customers.
  const customer = REGISTER_DECLARATIONS.customer;
  const fields = sheetColumns(customer).flatMap((column) => (column.kind === 'field' ? [column.field] : []));
  const ids = new Map<string, Map<string, number>>();
  for (const field of fields) {
    if (field.type !== 'reference' || !field.references) continue;
    const table = tableOf(field.references);
    const rows = await db.select({ id: table.id, code: table.code }).from(table);
    ids.set(field.name, new Map(rows.map((row) => [String(row.code), row.id as number])));
  }
  const resolved = path.join(dir, 'cadastro-clientes-ids.csv');
  const out = createWriteStream(resolved);
  for await (const line of createInterface({
    input: createReadStream(path.join(dir, 'cadastro-clientes.csv')),
  })) {
    const cells = line.split(',');
    const text = fields
      .map((field, index) => {
        const cell = cells[index] ?? '';
        const codes = ids.get(field.name);
        return codes && cell ? String(codes.get(cell.replace(/"/g, '')) ?? '') : cell;
      })
      .join(',');
    await writeLine(out, `${text}\n`);
  }
  out.end();
  await once(out, 'finish');
  const copy = await copyBaseline(db, 'customers', fields.map(columnName), resolved);
  await database.close();
  console.log(
    JSON.stringify({
      first,
      second,
      auditRows: audited?.total ?? 0,
      copy,
      fileBytes: (await stat(file)).size,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
}

async function importSellIn(dir: string, url: string) {
  const { database, db, admin, storage } = await openBenchDatabase(dir, url);
  if (!admin) throw new Error('no admin');
  const skus = tableOf('sku');
  const sellIn = await integrate(db, storage, 'sellIn', path.join(dir, 'sell-in.xlsx'), admin.id);

  // The baseline: the same rows, already resolved to ids, COPYed into a table shaped like sell_in.
  const ids = new Map<string, number>();
  const customerRows = await db
    .select({ id: tableOf('customer').id, code: tableOf('customer').code })
    .from(tableOf('customer'));
  for (const customer of customerRows) ids.set(String(customer.code), customer.id as number);
  const skuIds = new Map<number, number>();
  const skuRows = await db.select({ id: skus.id, code: skus.code }).from(skus);
  SKUS.forEach((code, index) => {
    const found = skuRows.find((candidate) => candidate.code === code);
    if (found) skuIds.set(index, found.id as number);
  });
  const csv = path.join(dir, 'sell-in-ids.csv');
  const out = createWriteStream(csv);
  for await (const line of createInterface({ input: createReadStream(path.join(dir, 'sell-in.csv')) })) {
    const [customer, sku, ...rest] = line.split(',');
    await writeLine(
      out,
      `${ids.get(customerCode(Number(customer)))},${skuIds.get(Number(sku))},${rest.join(',')}\n`,
    );
  }
  out.end();
  await once(out, 'finish');
  const copy = await copyBaseline(
    db,
    'sell_in',
    ['customer_id', 'sku_id', 'competence', 'volume', 'gsv', 'niv', 'gross_revenue'],
    csv,
  );
  await database.close();
  console.log(
    JSON.stringify({
      sellIn,
      copy,
      fileBytes: (await stat(path.join(dir, 'sell-in.xlsx'))).size,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
}

const [mode, dir, ...rest] = process.argv.slice(2);
if (mode === 'generate' && dir) {
  await generate(dir, Number(rest[0]), Number(rest[1]), Number(rest[2]));
} else if (mode === 'customers' && dir && rest[0]) {
  await importCustomers(dir, rest[0]);
} else if (mode === 'sell-in' && dir && rest[0]) {
  await importSellIn(dir, rest[0]);
} else {
  console.error(
    'usage: import-bench generate <dir> <customers> <sellInRows> <seed> | customers <dir> <url> | sell-in <dir> <url>',
  );
  process.exit(2);
}
