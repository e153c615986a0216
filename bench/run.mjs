// `npm run bench`: the import benchmark (not a test). For each size it generates a customer
// register import file (the template's columns) and a sell-in file (deterministic for the seed),
// creates a fresh database on the PostgreSQL server, imports the customers through the import job
// (twice: the second time changes nothing) and integrates the sell-in through the real path
// (streamed read, comparison job, approval), and COPYs the same rows into the same database as the
// baseline. Each step runs in its own process, so the peak RSS printed is the step's own.
//
//   node bench/run.mjs [--sizes 10000:100000,100000:1000000] [--seed 42] [--url postgres://...]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const sizes = argument('sizes', '10000:100000,100000:1000000')
  .split(',')
  .map((pair) => pair.split(':').map(Number));
const seed = Number(argument('seed', '42'));
const serverUrl = argument('url', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');

const { dependencies: apiDependencies } = JSON.parse(
  readFileSync(path.join(root, 'apps', 'api', 'package.json'), 'utf8'),
);
const work = path.join(root, '.tmp', 'bench');
mkdirSync(work, { recursive: true });
const bundle = path.join(work, 'import-bench.mjs');
await build({
  entryPoints: [path.join(root, 'bench', 'import-bench.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // The workspace's domain rules are bundled; npm dependencies load from node_modules.
  external: Object.keys(apiDependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});

async function freshDatabase(name) {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return `${serverUrl}/${name}`;
}

async function dropDatabase(name) {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
}

const run = (args) =>
  execFileSync(process.execPath, [bundle, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 24 });

const results = [];
for (const [customers, sellInRows] of sizes) {
  const dir = path.join(work, `${customers}-${sellInRows}`);
  rmSync(dir, { recursive: true, force: true });
  const generationStarted = Date.now();
  run(['generate', dir, String(customers), String(sellInRows), String(seed)]);
  const generationSeconds = (Date.now() - generationStarted) / 1000;
  const name = `bench_import_${customers}_${sellInRows}`;
  const url = await freshDatabase(name);
  const last = (output) => JSON.parse(output.trim().split('\n').at(-1));
  const register = last(run(['customers', dir, url]));
  const sellIn = last(run(['sell-in', dir, url]));
  results.push({ customers, sellInRows, generationSeconds, register, sellIn });
  await dropDatabase(name);
  rmSync(dir, { recursive: true, force: true });
}

const rate = (rows, seconds) => Math.round(rows / seconds);
const megabytes = (bytes) => (bytes / 1e6).toFixed(1);
for (const { customers, sellInRows, generationSeconds, register, sellIn } of results) {
  console.log(
    `${customers} customers, ${sellInRows} sell-in rows (files generated in ${generationSeconds.toFixed(0)} s)`,
  );
  const importRate = rate(customers, register.first.seconds);
  const customerCopyRate = rate(register.copy.rows, register.copy.seconds);
  console.log(
    `  customer register import (file ${megabytes(register.fileBytes)} MB): ${importRate} rows/s ` +
      `(${register.first.seconds.toFixed(1)} s, inserted ${register.first.inserted}); ` +
      `same file again: ${rate(customers, register.second.seconds)} rows/s (${register.second.seconds.toFixed(1)} s, ` +
      `unchanged ${register.second.unchanged}, updated ${register.second.updated}); audit rows ${register.auditRows}`,
  );
  console.log(
    `  plain COPY of the same customers: ${customerCopyRate} rows/s (${register.copy.seconds.toFixed(2)} s); ` +
      `import / COPY = 1 : ${(customerCopyRate / importRate).toFixed(1)}; peak RSS ${register.peakRssMb} MB`,
  );
  const sellInRate = rate(sellInRows, sellIn.sellIn.totalSeconds);
  const sellInCopyRate = rate(sellIn.copy.rows, sellIn.copy.seconds);
  console.log(
    `  sell-in integration (file ${megabytes(sellIn.fileBytes)} MB): ${sellInRate} rows/s ` +
      `(compare ${sellIn.sellIn.compareSeconds.toFixed(1)} s, approve ${sellIn.sellIn.approveSeconds.toFixed(1)} s, applied ${sellIn.sellIn.applied})`,
  );
  console.log(
    `  plain COPY of the same sell-in rows: ${sellInCopyRate} rows/s (${sellIn.copy.seconds.toFixed(2)} s); ` +
      `import / COPY = 1 : ${(sellInCopyRate / sellInRate).toFixed(1)}; peak RSS ${sellIn.peakRssMb} MB`,
  );
}
console.log(JSON.stringify(results));
