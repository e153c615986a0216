// One step of the calculation-data benchmark, run in its own process so its peak memory is its own:
//   generate <dir> <rows> <seed>   writes sell-out.xlsx (the import sheet's columns) and sell-out.csv
//                                  (store index, SKU index, competence, values) of the same rows
//   read <dir>                     reads the spreadsheet's rows alone, as the import reads them; one JSON line
//   generate-csv <dir> <rows> <seed> <source>   writes <source>.csv (sellOut or dms; the import's
//                                  columns, `;`-separated) and <source>-rows.csv (store index, SKU index, …)
//   read-csv <dir> <source>        reads the CSV's records alone, as the import reads them; one JSON line
//   import-csv <dir> <databaseUrl> <source>   as `import`, for the CSV (streamed, `COPY` into staging)
//   import <dir> <databaseUrl>     migrates and seeds the database, adds the stores, imports the file
//                                  through the import job twice (the second changes nothing), then
//                                  COPYs the same rows into a table shaped like sell_out; one JSON line

import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ALL_ROLES } from '@trade-terms/domain/permissions';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { runCalcDataImport } from '../apps/api/src/modules/calculation-data/calculation-data-import';
import { createJob } from '../apps/api/src/modules/imports-exports/jobs-service';
import { importExportJobs } from '../apps/api/src/modules/imports-exports/jobs-table';
import { users } from '../apps/api/src/modules/users/users-table';
import { loadConfig } from '../apps/api/src/platform/config';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { csvRows } from '../apps/api/src/platform/storage/csv-rows';
import { localFileStorage } from '../apps/api/src/platform/storage/file-storage';
import { firstSheetRows } from '../apps/api/src/platform/storage/xlsx-rows';
import { seedDatabase } from '../apps/api/src/seed/seed-database';
import { cents, random } from './generators';

const SKUS = ['SKU-1001', 'SKU-2001', 'SKU-3001'];
/** Each store sells each SKU in 12 months of 2030: every (store, SKU, competence) is unique. */
const PER_STORE = SKUS.length * 12;
const storeCode = (index: number) => `BS${String(index).padStart(8, '0')}`;
const storesFor = (rows: number) => Math.ceil(rows / PER_STORE);

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function write(out: ReturnType<typeof createWriteStream>, line: string): Promise<void> {
  if (!out.write(line)) await once(out, 'drain');
}

async function generate(dir: string, rows: number, seed: number) {
  await mkdir(dir, { recursive: true });
  const next = random(seed);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path.join(dir, 'sell-out.xlsx') });
  const sheet = book.addWorksheet('Dados');
  sheet
    .addRow(['Código da loja', 'Código SKU', 'Competência', 'Volume', 'NIV', 'GSV', 'Receita bruta'])
    .commit();
  const csv = createWriteStream(path.join(dir, 'sell-out.csv'));
  for (let index = 0; index < rows; index++) {
    const store = Math.floor(index / PER_STORE);
    const sku = index % SKUS.length;
    const month = 1 + (Math.floor(index / SKUS.length) % 12);
    const competence = `${String(month).padStart(2, '0')}/2030`;
    const gross = cents(next, 100_000);
    const row = [
      storeCode(store),
      SKUS[sku],
      competence,
      (next() * 1000).toFixed(3),
      cents(next, 80_000),
      cents(next, 90_000),
      gross,
    ];
    sheet.addRow(row).commit();
    await write(csv, `${store},${sku},2030-${String(month).padStart(2, '0')}-01,${row.slice(3).join(',')}\n`);
  }
  sheet.commit();
  await book.commit();
  csv.end();
  await once(csv, 'finish');
}

/** The floor's first half: the file read row by row, as the import reads it, and nothing else. */
async function readOnly(dir: string) {
  const started = process.hrtime.bigint();
  let rows = 0;
  for await (const row of firstSheetRows(await readFile(path.join(dir, 'sell-out.xlsx')))) {
    if (row.number > 1) rows++;
  }
  console.log(JSON.stringify({ rows, seconds: seconds(started), peakRssMb: peakRssMb() }));
}

async function importOnce(
  db: Db,
  storage: ReturnType<typeof localFileStorage>,
  file: string,
  admin: { id: number; name: string },
  source: CsvSource = 'sellOut',
  storedKey?: string,
) {
  const key = storedKey ?? `uploads/bench-${randomUUID()}.xlsx`;
  if (!storedKey) await storage.save(key, createReadStream(file));
  const job = await createJob(db, {
    type: 'IMPORTACAO',
    register: source === 'dms' ? 'calcDms' : 'calcSellOut',
    requester: { id: admin.id, name: admin.name, authorities: ALL_ROLES },
    language: 'pt-BR',
    file: { name: path.basename(file), key, hash: 'bench' },
  });
  const started = process.hrtime.bigint();
  await runCalcDataImport(
    { db, storage, log: { error: (object: unknown) => console.error(object) } },
    job.id,
  );
  const took = seconds(started);
  const [done] = await db.select().from(importExportJobs).where(eq(importExportJobs.id, job.id));
  if (done?.status !== 'FINALIZADO') throw new Error(`import ended ${JSON.stringify(done)}`);
  return {
    seconds: took,
    read: done.rowsRead,
    inserted: done.rowsInserted,
    updated: done.rowsUpdated,
    unchanged: done.rowsUnchanged,
  };
}

async function importFile(dir: string, url: string) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'data') });
  const database = await openDatabase({ url });
  await database.migrate(path.resolve('apps/api/drizzle'));
  await seedDatabase(database.db, config);
  const db = database.db;
  // The stores the file names, all of one demo customer.
  const generated = await new Promise<number>((resolve) => {
    let count = 0;
    createInterface({ input: createReadStream(path.join(dir, 'sell-out.csv')) })
      .on('line', () => count++)
      .on('close', () => resolve(count));
  });
  await db.execute(sql`insert into pdv_customers (code, name, customer_id, cnpj, state)
    select 'BS' || lpad((g - 1)::text, 8, '0'), 'Loja bench ' || g,
      (select id from customers where code = '0001000101'), '11.222.333/0001-81', 'SP'
    from generate_series(1, ${storesFor(generated)}) g`);
  const [admin] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.login, 'admin'));
  if (!admin) throw new Error('no admin');
  const storage = localFileStorage(path.join(dir, 'data', 'files'));
  const file = path.join(dir, 'sell-out.xlsx');
  const first = await importOnce(db, storage, file, admin);
  const second = await importOnce(db, storage, file, admin);

  // The floor's second half: the same rows, already resolved to ids, COPYed into a table like sell_out.
  const stores = new Map(
    rowsOf<{ id: number; code: string }>(
      await db.execute(sql`select id, code from pdv_customers where code like 'BS%'`),
    ).map((row) => [row.code, row.id]),
  );
  const skus = rowsOf<{ id: number; code: string }>(await db.execute(sql`select id, code from skus`));
  const skuIds = SKUS.map((code) => skus.find((sku) => sku.code === code)?.id);
  const [customer] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from customers where code = '0001000101'`),
  );
  const resolved = path.join(dir, 'sell-out-ids.csv');
  const out = createWriteStream(resolved);
  for await (const line of createInterface({ input: createReadStream(path.join(dir, 'sell-out.csv')) })) {
    const [store, sku, ...rest] = line.split(',');
    await write(
      out,
      `${stores.get(storeCode(Number(store)))},${customer?.id},${skuIds[Number(sku)]},${rest.join(',')}\n`,
    );
  }
  out.end();
  await once(out, 'finish');
  await db.execute(sql`create table sell_out_copy (like sell_out including defaults including indexes)`);
  const shared = path.join('/tmp', `sell-out-copy-${process.pid}.csv`);
  await copyFile(resolved, shared);
  const started = process.hrtime.bigint();
  await db.execute(
    sql.raw(
      `copy sell_out_copy (store_id, customer_id, sku_id, competence, volume, niv, gsv, gross_revenue) from '${shared}' with (format csv)`,
    ),
  );
  const copy = { rows: generated, seconds: seconds(started) };
  await rm(shared, { force: true });
  await database.close();
  console.log(
    JSON.stringify({
      first,
      second,
      copy,
      fileBytes: (await stat(file)).size,
      peakRssMb: peakRssMb(),
    }),
  );
}

const [mode, dir, ...rest] = process.argv.slice(2);
if (mode === 'generate' && dir) await generate(dir, Number(rest[0]), Number(rest[1]));
else if (mode === 'read' && dir) await readOnly(dir);
else if (mode === 'import' && dir && rest[0]) await importFile(dir, rest[0]);
else if (!mode?.endsWith('-csv')) {
  console.error(
    'usage: calc-data-bench generate <dir> <rows> <seed> | read <dir> | import <dir> <url> | generate-csv … | read-csv … | import-csv …',
  );
  process.exit(2);
}

// ---- CSV (the streamed upload): sell-out and DMS ---------------------------------------------

type CsvSource = 'sellOut' | 'dms';
/** DMS rows come from one distributor of the demo data (a customer), to the bench's stores. */
const DISTRIBUTOR = '0002000201';
const CSV_HEADER: Record<CsvSource, string> = {
  sellOut: 'Código da loja;Código SKU;Competência;Volume;NIV;GSV;Receita bruta',
  dms: 'Código do distribuidor;Código da loja;Código SKU;Competência;Volume;NIV;GSV;Receita bruta',
};

async function generateCsv(dir: string, rows: number, seed: number, source: CsvSource) {
  await mkdir(dir, { recursive: true });
  const next = random(seed);
  const file = createWriteStream(path.join(dir, `${source}.csv`));
  const plain = createWriteStream(path.join(dir, `${source}-rows.csv`));
  await write(file, `${CSV_HEADER[source]}\n`);
  for (let index = 0; index < rows; index++) {
    const store = Math.floor(index / PER_STORE);
    const sku = index % SKUS.length;
    const month = String(1 + (Math.floor(index / SKUS.length) % 12)).padStart(2, '0');
    const values = [
      (next() * 1000).toFixed(3),
      cents(next, 80_000),
      cents(next, 90_000),
      cents(next, 100_000),
    ];
    const lead = source === 'dms' ? `${DISTRIBUTOR};` : '';
    await write(file, `${lead}${storeCode(store)};${SKUS[sku]};${month}/2030;${values.join(';')}\n`);
    await write(plain, `${store},${sku},2030-${month}-01,${values.join(',')}\n`);
  }
  for (const out of [file, plain]) {
    out.end();
    await once(out, 'finish');
  }
}

/** The floor's first half for a CSV: its records read, as the import reads them, and nothing else. */
async function readCsv(dir: string, source: CsvSource) {
  const file = path.join(dir, `${source}.csv`);
  const started = process.hrtime.bigint();
  let rows = 0;
  for await (const page of csvRows(createReadStream(file), (await stat(file)).size)) rows += page.rows.length;
  console.log(JSON.stringify({ rows: rows - 1, seconds: seconds(started), peakRssMb: peakRssMb() }));
}

/** The largest V8 heap seen, sampled while `work` runs. */
async function withPeakHeap<T>(work: () => Promise<T>): Promise<{ result: T; peakHeapMb: number }> {
  let peak = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 100);
  try {
    const result = await work();
    return { result, peakHeapMb: Math.round(Math.max(peak, process.memoryUsage().heapUsed) / 1048576) };
  } finally {
    clearInterval(timer);
  }
}

async function importCsv(dir: string, url: string, source: CsvSource, again: boolean) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'data') });
  const database = await openDatabase({ url });
  await database.migrate(path.resolve('apps/api/drizzle'));
  await seedDatabase(database.db, config);
  const db = database.db;
  const plainFile = path.join(dir, `${source}-rows.csv`);
  const generated = await new Promise<number>((resolve) => {
    let count = 0;
    createInterface({ input: createReadStream(plainFile) })
      .on('line', () => count++)
      .on('close', () => resolve(count));
  });
  await db.execute(sql`insert into pdv_customers (code, name, customer_id, cnpj, state)
    select 'BS' || lpad((g - 1)::text, 8, '0'), 'Loja bench ' || g,
      (select id from customers where code = '0001000101'), '11.222.333/0001-81', 'SP'
    from generate_series(1, ${storesFor(generated)}) g`);
  await db.execute(sql`vacuum analyze pdv_customers`);
  const [admin] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.login, 'admin'));
  if (!admin) throw new Error('no admin');
  const storage = localFileStorage(path.join(dir, 'data', 'files'));
  const file = path.join(dir, `${source}.csv`);
  // Stored once, as the streamed upload stores it; both imports read the stored file.
  const key = `uploads/bench-${randomUUID()}.csv`;
  await storage.save(key, createReadStream(file));
  const rssBefore = peakRssMb();
  const imports = await withPeakHeap(async () => ({
    first: await importOnce(db, storage, file, admin, source, key),
    second: again ? await importOnce(db, storage, file, admin, source, key) : null,
  }));
  const importPeakRssMb = peakRssMb();

  // The floor's second half: the same rows, resolved to ids, COPYed into a table like the source's.
  const stores = rowsOf<{ id: number; code: string }>(
    await db.execute(sql`select id, code from pdv_customers where code like 'BS%' order by code`),
  ).map((row) => row.id);
  const skus = rowsOf<{ id: number; code: string }>(await db.execute(sql`select id, code from skus`));
  const skuIds = SKUS.map((code) => skus.find((sku) => sku.code === code)?.id);
  const [customer] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from customers where code = '0001000101'`),
  );
  const [distributor] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from customers where code = ${DISTRIBUTOR}`),
  );
  const resolved = path.join(dir, `${source}-ids.csv`);
  const out = createWriteStream(resolved);
  const lead = source === 'dms' ? `${distributor?.id},` : '';
  for await (const line of createInterface({ input: createReadStream(plainFile) })) {
    const [store, sku, ...rest] = line.split(',');
    await write(
      out,
      `${lead}${stores[Number(store)]},${customer?.id},${skuIds[Number(sku)]},${rest.join(',')}\n`,
    );
  }
  out.end();
  await once(out, 'finish');
  const table = source === 'dms' ? 'dms' : 'sell_out';
  const columns = `${source === 'dms' ? 'distributor_id, ' : ''}store_id, customer_id, sku_id, competence, volume, niv, gsv, gross_revenue`;
  await db.execute(sql.raw(`create table bench_copy (like ${table} including defaults including indexes)`));
  const shared = path.join('/tmp', `calc-copy-${process.pid}.csv`);
  await copyFile(resolved, shared);
  await rm(resolved, { force: true });
  const started = process.hrtime.bigint();
  await db.execute(sql.raw(`copy bench_copy (${columns}) from '${shared}' with (format csv)`));
  const copy = { rows: generated, seconds: seconds(started) };
  await rm(shared, { force: true });
  await database.close();
  console.log(
    JSON.stringify({
      ...imports.result,
      copy,
      fileBytes: (await stat(file)).size,
      rssBeforeImportMb: rssBefore,
      peakRssMb: importPeakRssMb,
      peakHeapMb: imports.peakHeapMb,
    }),
  );
}

if (mode === 'generate-csv' && dir)
  await generateCsv(dir, Number(rest[0]), Number(rest[1]), rest[2] as CsvSource);
else if (mode === 'read-csv' && dir) await readCsv(dir, rest[0] as CsvSource);
else if (mode === 'import-csv' && dir && rest[1])
  await importCsv(dir, rest[0] as string, rest[1] as CsvSource, rest[2] !== 'once');
