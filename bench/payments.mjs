// `npm run bench:payments [-- --url postgres://postgres@127.0.0.1:5432]` (see payments-bench.ts):
// creates a database of its own on the server, runs the payments benchmark on it, drops it.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { bundle, root } from './bundle.mjs';

const index = process.argv.indexOf('--url');
const serverUrl =
  index >= 0
    ? process.argv[index + 1]
    : (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');
const name = `bench_payments_${process.pid}`;

async function onServer(statement) {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

const script = await bundle('payments-bench.ts');
await onServer(`create database ${name}`);
try {
  execFileSync(process.execPath, [script, '--database-url', `${serverUrl}/${name}`], {
    cwd: root,
    stdio: 'inherit',
  });
} finally {
  await onServer(`drop database if exists ${name} with (force)`);
}
