// Agreements benchmark (not a test). Fills a PostgreSQL database with the scale generator's master
// data and a lever catalogue in every channel, then for each size copies it (CREATE DATABASE …
// TEMPLATE), adds that many agreements with 10 levers each (bench/agreements-data.ts) and
// measures, in the same process and run, the agreements list with filters, the tab counts and
// opening an agreement for edit through the real app (app.inject with the admin's token) against
// the same statements run alone over the same pool, median and p95 of repeated runs; the list's
// and counts' plans (EXPLAIN ANALYZE, BUFFERS) go to .tmp/bench/agreements-explain-<size>.txt.
// Every database it made is dropped at the end (--keep leaves them).
//
//   node bench/agreements.mjs [--sizes 5000,50000] [--customers 40000] [--skus 4000] [--seed 42]
//                             [--runs 60] [--url postgres://...] [--keep]
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bundle, root, work } from './bundle.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const sizes = argument('sizes', '5000,50000').split(',').map(Number);
const customers = argument('customers', '40000');
const skus = argument('skus', '4000');
const seed = argument('seed', '42');
const runs = argument('runs', '60');
const serverUrl = argument('url', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');
const keep = process.argv.includes('--keep');

async function admin(query) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  await client.query(query);
  await client.end();
}

const last = (output) => JSON.parse(output.trim().split('\n').at(-1));
const run = (script, args) =>
  last(
    execFileSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 }),
  );
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const seedScale = await bundle('seed-scale.ts');
const step = await bundle('agreements-bench.ts');
const master = 'bench_agreements_master';
const made = [master];
const results = [];
const started = Date.now();
try {
  await admin(`drop database if exists ${master}`);
  await admin(`create database ${master}`);
  const masterUrl = `${serverUrl}/${master}`;
  const seeded = run(seedScale, [
    '--customers',
    customers,
    '--skus',
    skus,
    '--seed',
    seed,
    '--database-url',
    masterUrl,
  ]);
  const catalogue = run(step, ['catalogue', masterUrl]);
  console.error(`master data in ${seeded.seconds.toFixed(0)} s, ${catalogue.levers} levers added`);
  for (const size of sizes) {
    const name = `bench_agreements_${size}`;
    made.push(name);
    await admin(`drop database if exists ${name}`);
    await admin(`create database ${name} template ${master}`);
    const url = `${serverUrl}/${name}`;
    const filled = run(step, ['fill', url, String(size), seed]);
    console.error(`${size} agreements, ${filled.levers} levers written in ${filled.seconds.toFixed(0)} s`);
    const loadBefore = load();
    const measured = run(step, ['measure', url, runs, path.join(work, `agreements-explain-${size}.txt`)]);
    results.push({ size, filled, loadBefore, loadAfter: load(), ...measured });
    if (!keep) await admin(`drop database if exists ${name}`);
  }
} finally {
  if (!keep) for (const name of made) await admin(`drop database if exists ${name}`);
}

const ms = (value) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
console.log(
  `${os.cpus().length} vCPUs (${os.cpus()[0]?.model}), Node ${process.version}; ${customers} customers, ${skus} SKUs; ${runs} runs per figure; ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
);
for (const { size, filled, loadBefore, loadAfter, today, results: scenarios } of results) {
  console.log(
    `\n${size} agreements (${filled.levers} levers, written in ${filled.insertSeconds.toFixed(0)} s), today ${today}, load average ${loadBefore} -> ${loadAfter}`,
  );
  console.log('| scenario | matched | statements | API p50 | API p95 | SQL p50 | SQL p95 | API : SQL |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const figure of scenarios) {
    console.log(
      `| ${figure.scenario} | ${figure.matched ?? ''} | ${figure.statements} | ${ms(figure.api.p50)} ms | ${ms(figure.api.p95)} ms | ${ms(figure.sql.p50)} ms | ${ms(figure.sql.p95)} ms | ${figure.ratio.toFixed(1)} |`,
    );
  }
  console.log('each statement alone (p50 / p95), and its plan:');
  for (const figure of scenarios)
    for (const part of figure.parts)
      console.log(
        `  ${figure.scenario} | ${part.statement}: ${ms(part.alone.p50)} / ${ms(part.alone.p95)} ms; EXPLAIN ${ms(part.executionMs)} ms, ${part.buffers} buffers: ${part.shape}`,
      );
}
if (results.length > 1) {
  const [small, large] = [results[0], results.at(-1)];
  console.log(`\nSQL p50 at ${large.size} : at ${small.size}`);
  for (const [index, figure] of large.results.entries()) {
    const before = small.results[index];
    const parts = figure.parts
      .map((part, at) => `${part.statement} ${(part.alone.p50 / before.parts[at].alone.p50).toFixed(1)}`)
      .join(', ');
    console.log(
      `  ${figure.scenario}: ${(figure.sql.p50 / before.sql.p50).toFixed(1)} (API ${(figure.api.p50 / before.api.p50).toFixed(1)}; alone: ${parts})`,
    );
  }
}
console.log(JSON.stringify(results));
