// `npm run bench:calc-data`: the calculation-data import benchmark (not a test). For each size it
// generates a sell-out file (the import sheet's columns; deterministic for the seed), creates a
// fresh database on the PostgreSQL server, imports the file through the import job twice (the
// second time changes nothing), and measures the floor in the same run: the same file only read
// (as the import reads it) plus a COPY of the same rows. Each step runs in its own process, so the
// peak RSS printed is the step's own.
//
//   node bench/calc-data.mjs [--sizes 100000,1000000] [--seed 42] [--url postgres://...]
//
// With `--format csv` the file is the streamed upload's CSV, for each of `--sources sellOut,dms`;
// `--once 10000000` imports the sizes listed there only once (no second, unchanged import).
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
const sizes = argument('sizes', '100000,1000000').split(',').map(Number);
const seed = Number(argument('seed', '42'));
const serverUrl = argument('url', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');

const { dependencies } = JSON.parse(readFileSync(path.join(root, 'apps', 'api', 'package.json'), 'utf8'));
const work = path.join(root, '.tmp', 'bench-calc-data');
mkdirSync(work, { recursive: true });
const bundle = path.join(work, 'calc-data-bench.mjs');
await build({
  entryPoints: [path.join(root, 'bench', 'calc-data-bench.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});

async function onServer(statement) {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

const run = (args) =>
  execFileSync(process.execPath, [bundle, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 24 });
const last = (output) => JSON.parse(output.trim().split('\n').at(-1));

const format = argument('format', 'xlsx');
if (format === 'csv') {
  const sources = argument('sources', 'sellOut,dms').split(',');
  const once = argument('once', '').split(',').filter(Boolean).map(Number);
  const csvResults = [];
  for (const source of sources) {
    for (const rows of sizes) {
      const dir = path.join(work, `${source}-${rows}`);
      rmSync(dir, { recursive: true, force: true });
      const begun = Date.now();
      run(['generate-csv', dir, String(rows), String(seed), source]);
      const name = `bench_calc_csv_${source.toLowerCase()}_${rows}`;
      await onServer(`drop database if exists ${name}`);
      await onServer(`create database ${name}`);
      // The previous size's writes (and its dropped database) flushed first, so they do not
      // land in this size's import.
      await onServer('checkpoint');
      const read = last(run(['read-csv', dir, source]));
      const imported = last(
        run(['import-csv', dir, `${serverUrl}/${name}`, source, ...(once.includes(rows) ? ['once'] : [])]),
      );
      const result = { source, rows, read, ...imported, wallSeconds: (Date.now() - begun) / 1000 };
      csvResults.push(result);
      const floor = read.seconds + imported.copy.seconds;
      console.log(
        `${source} ${rows} rows (CSV ${(imported.fileBytes / 1e6).toFixed(1)} MB): import ${imported.first.seconds.toFixed(1)} s` +
          (imported.second
            ? `, again ${imported.second.seconds.toFixed(1)} s (unchanged ${imported.second.unchanged})`
            : '') +
          `; floor: read ${read.seconds.toFixed(1)} s + COPY ${imported.copy.seconds.toFixed(1)} s = ${floor.toFixed(1)} s; ` +
          `import / floor = ${(imported.first.seconds / floor).toFixed(2)}; peak RSS import ${imported.peakRssMb} MB ` +
          `(before it ${imported.rssBeforeImportMb} MB, read alone ${read.peakRssMb} MB), peak heap ${imported.peakHeapMb} MB`,
      );
      console.log(JSON.stringify(result));
      await onServer(`drop database if exists ${name}`);
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(JSON.stringify(csvResults));
  process.exit(0);
}

const results = [];
for (const rows of sizes) {
  const dir = path.join(work, String(rows));
  rmSync(dir, { recursive: true, force: true });
  run(['generate', dir, String(rows), String(seed)]);
  const name = `bench_calc_data_${rows}`;
  await onServer(`drop database if exists ${name}`);
  await onServer(`create database ${name}`);
  const read = last(run(['read', dir]));
  const imported = last(run(['import', dir, `${serverUrl}/${name}`]));
  results.push({ rows, read, ...imported });
  await onServer(`drop database if exists ${name}`);
  rmSync(dir, { recursive: true, force: true });
}

for (const { rows, read, first, second, copy, fileBytes, peakRssMb } of results) {
  const floor = read.seconds + copy.seconds;
  console.log(`${rows} sell-out rows (file ${(fileBytes / 1e6).toFixed(1)} MB)`);
  console.log(
    `  import: ${first.seconds.toFixed(1)} s (inserted ${first.inserted}); same file again: ` +
      `${second.seconds.toFixed(1)} s (unchanged ${second.unchanged}, updated ${second.updated}); peak RSS ${peakRssMb} MB`,
  );
  console.log(
    `  floor: read ${read.seconds.toFixed(1)} s (peak RSS ${read.peakRssMb} MB) + COPY ${copy.seconds.toFixed(1)} s = ` +
      `${floor.toFixed(1)} s; import / floor = ${(first.seconds / floor).toFixed(2)}, again / floor = ${(second.seconds / floor).toFixed(2)}`,
  );
}
console.log(JSON.stringify(results));
