// Load benchmark (not a test): for each size it fills a fresh PostgreSQL database with the scale
// generator, starts the built API on it (workers off, log level warn) and drives it with
// autocannon at 50 connections: login, the users grid and two register lists with filters. For
// each list the same SQL (captured from the API's own services) is also served by a bare Fastify
// + pg handler (bare-handler.mjs: no validation, no guard) driven the same way, and run directly
// with the same concurrency, each over a pool as large as the API's, in the same run: the API's
// throughput is compared with the bare handler's, its median with the SQL's.
// At the last size it also times the web app in headless Chromium (see web.mjs).
//
//   node bench/load.mjs [--sizes 10000:2000,100000:20000] [--duration 20] [--connections 50]
//                       [--seed 42] [--url postgres://...] [--no-build] [--no-web]
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { CLIENT_BASIC, LOGIN_BODY, signIn, startApi } from './api-server.mjs';
import { bundle, root, work } from './bundle.mjs';
import { measureWeb } from './web.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const sizes = argument('sizes', '10000:2000,100000:20000')
  .split(',')
  .map((pair) => pair.split(':').map(Number));
const duration = Number(argument('duration', '20'));
const connections = Number(argument('connections', '50'));
const seed = argument('seed', '42');
const serverUrl = argument('url', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');
const PORT = 3987;
const BARE_PORT = 3988;
const base = `http://127.0.0.1:${PORT}`;
const bareBase = `http://127.0.0.1:${BARE_PORT}`;
/** The API's own pool size (apps/api/src/platform/db/database.ts). */
const API_POOL = 10;

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
const seedScale = await bundle('seed-scale.ts');
const listQueries = await bundle('list-queries.ts');

async function admin(query) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  await client.query(query);
  await client.end();
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
};

/** Waits for a spawned server to answer its health route. */
async function whenHealthy(server, healthUrl, name) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(healthUrl)).ok) return server;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`${name} did not start`);
}

async function stopServer(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}

function startBareHandler(databaseUrl, statements) {
  const server = spawn(process.execPath, [path.join(root, 'bench', 'bare-handler.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(BARE_PORT),
      POOL_SIZE: String(API_POOL),
      STATEMENTS: JSON.stringify(statements),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return whenHealthy(server, `${bareBase}/health`, 'the bare handler');
}

function startServer(databaseUrl) {
  return startApi(PORT, {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATA_DIR: path.join(work, 'load-data'),
  });
}

const login = () => signIn(base);

/** One autocannon run; latencies of every response, for our own p95. */
async function drive({ path: route, origin = base, ...request }) {
  const latencies = [];
  const instance = autocannon({ url: `${origin}${route}`, connections, duration, ...request });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    total: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    ...summary(latencies),
  };
}

/**
 * The list's statements run directly, `callers` at a time over a pool like the API's: with the
 * benchmark's connections, to compare with the API under the same load; with one caller, the
 * statements' own time without queueing (the figure that shows whether a list grows with size).
 */
async function direct(databaseUrl, statements, callers = connections) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: API_POOL });
  const latencies = [];
  const end = Date.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (Date.now() < end) {
        const started = process.hrtime.bigint();
        for (const statement of statements) await pool.query(statement.sql, statement.params);
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }),
  );
  await pool.end();
  return { requestsPerSecond: Math.round(latencies.length / duration), ...summary(latencies) };
}

async function regionId(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(`select id from regions where code = 'RG0000002'`);
  await client.end();
  return rows[0]?.id;
}

const results = [];
for (const [customers, skus] of sizes) {
  const name = `bench_load_${customers}_${skus}`;
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  const databaseUrl = `${serverUrl}/${name}`;
  const seeded = JSON.parse(
    execFileSync(
      process.execPath,
      [
        seedScale,
        '--customers',
        String(customers),
        '--skus',
        String(skus),
        '--seed',
        seed,
        '--database-url',
        databaseUrl,
      ],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .trim()
      .split('\n')
      .at(-1),
  );
  const region = await regionId(databaseUrl);
  // Filters chosen to match the same few records at every size: a text searched in code and
  // name plus a reference filter, an EAN fragment, a login fragment with the status.
  const lists = {
    users: {
      path: '/api/usuario/buscarUsuarios',
      body: { texto: 'usuario00012', status: 'ATIVO', ordenarPor: 'name' },
    },
    customers: {
      register: 'customer',
      path: '/api/cliente/buscar',
      body: { texto: 'C000123', filtros: { region }, ordenarPor: 'name' },
    },
    skus: { register: 'sku', path: '/api/sku/buscar', body: { filtros: { ean: '789100000012' } } },
  };
  const statements = JSON.parse(
    execFileSync(process.execPath, [listQueries, databaseUrl, JSON.stringify(lists)], {
      cwd: root,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1),
  );
  const server = await startServer(databaseUrl);
  const bare = await startBareHandler(databaseUrl, statements);
  const token = await login();
  const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const result = { customers, skus, seeded, scenarios: {} };
  try {
    result.scenarios.login = await drive({
      method: 'POST',
      path: '/api/oauth/token',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: LOGIN_BODY,
    });
    for (const [list, { path: route, body }] of Object.entries(lists)) {
      const check = await fetch(`${base}${route}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(body),
      });
      const page = await check.json();
      if (!check.ok) throw new Error(`${route} answered ${check.status}: ${JSON.stringify(page)}`);
      const request = { method: 'POST', headers: json, body: JSON.stringify(body) };
      const api = await drive({ path: route, ...request });
      const bareHandler = await drive({ origin: bareBase, path: `/${list}`, ...request });
      const sql = await direct(databaseUrl, statements[list]);
      const alone = await direct(databaseUrl, statements[list], 1);
      result.scenarios[list] = {
        total: page.total,
        api,
        bare: bareHandler,
        sql,
        alone,
        statements: statements[list].length,
        ratio: api.p50 / sql.p50,
        throughputOfBare: api.requestsPerSecond / bareHandler.requestsPerSecond,
      };
    }
    if (customers === sizes.at(-1)[0] && !process.argv.includes('--no-web'))
      result.web = await measureWeb(base);
  } finally {
    await stopServer(server);
    await stopServer(bare);
  }
  results.push(result);
  await admin(`drop database if exists ${name}`);
}

const ms = (value) => `${value.toFixed(1)} ms`;
for (const { customers, skus, seeded, scenarios, web } of results) {
  console.log(
    `${customers} customers, ${skus} SKUs (seeded in ${seeded.seconds.toFixed(0)} s), ${connections} connections, ${duration} s each`,
  );
  for (const [scenario, figures] of Object.entries(scenarios)) {
    const api = figures.api ?? figures;
    console.log(
      `  ${scenario.padEnd(9)} ${String(api.requestsPerSecond).padStart(6)} req/s  p50 ${ms(api.p50)}  p95 ${ms(api.p95)}  p99 ${ms(api.p99)}  errors ${api.errors}` +
        (figures.bare
          ? `  | bare handler ${figures.bare.requestsPerSecond} req/s p50 ${ms(figures.bare.p50)} errors ${figures.bare.errors}; API : bare throughput ${(100 * figures.throughputOfBare).toFixed(0)} %`
          : '') +
        (figures.sql
          ? `  | matched ${figures.total}; direct SQL (${figures.statements} statements) p50 ${ms(figures.sql.p50)}, ${figures.sql.requestsPerSecond}/s; API/SQL median ${figures.ratio.toFixed(1)}; SQL alone p50 ${ms(figures.alone.p50)}`
          : ''),
    );
  }
  if (web) console.log(`  web: ${JSON.stringify(web)}`);
}
console.log(JSON.stringify(results));
