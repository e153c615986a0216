// One step of the agreements benchmark, run in its own process (bench/agreements.mjs runs them):
//   catalogue <databaseUrl>                 adds a lever catalogue in every channel (the scale
//                                           generator has none outside the demo channels)
//   fill <databaseUrl> <count> <seed>       adds <count> agreements with 10 levers each, then
//                                           VACUUM ANALYZE; one JSON line
//   measure <databaseUrl> <runs> <explainFile>
//                                           the agreements list, the tab counts and the edit
//                                           screen's read through the real app (app.inject with
//                                           the admin's token), each against the statements the
//                                           app ran for it, run alone over the same pool; then
//                                           each statement alone, and its EXPLAIN (ANALYZE,
//                                           BUFFERS) into <explainFile>; one JSON line
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { createAccessTokens } from '../apps/api/src/platform/auth/access-token';
import { loadConfig } from '../apps/api/src/platform/config';
import { type Database, type Db, openDatabase } from '../apps/api/src/platform/db/database';
import * as schema from '../apps/api/src/platform/db/schema';
import type { JobQueue } from '../apps/api/src/platform/jobs/job-queue';
import { openFileStorage } from '../apps/api/src/platform/storage/open-file-storage';
import { fillAgreements, fillLeverCatalogue } from './agreements-data';

const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';
const seconds = (started: number) => (Date.now() - started) / 1000;

async function catalogue(url: string) {
  const database = await openDatabase({ url });
  const levers = await fillLeverCatalogue(database);
  await database.executeSql('analyze levers');
  await database.close();
  console.log(JSON.stringify({ levers }));
}

async function fill(url: string, count: number, seed: number) {
  const database = await openDatabase({ url });
  const started = Date.now();
  const written = await fillAgreements(database, count, seed, calendarDateIn(BUSINESS_TIME_ZONE));
  const insertSeconds = seconds(started);
  // As autovacuum would in time: the visibility map lets counts read the indexes only.
  await database.executeSql('vacuum analyze agreements');
  await database.executeSql('vacuum analyze agreement_levers');
  await database.close();
  console.log(JSON.stringify({ ...written, insertSeconds, seconds: seconds(started) }));
}

/** A statement as the app sent it to the pool: the driver's query config and its values. */
interface Statement {
  config: pg.QueryConfig;
  values: unknown[];
  /** Statements sent while another was in flight (a `Promise.all`) share a group. */
  group: number;
}

/**
 * The app's pool, as `openDatabase` makes it (10 connections), with a tap on `query` that
 * records the statements while `recording` is on. The app reads through it as usual.
 */
function tappedDatabase(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {});
  const send = pool.query.bind(pool) as (
    config: pg.QueryConfig,
    values?: unknown[],
  ) => Promise<pg.QueryResult>;
  let inFlight = 0;
  let group = 0;
  let recorded: Statement[] | null = null;
  const tap = async (config: pg.QueryConfig | string, values?: unknown[]) => {
    const query = typeof config === 'string' ? { text: config } : config;
    if (inFlight === 0) group++;
    recorded?.push({ config: query, values: values ?? [], group });
    inFlight++;
    try {
      return await send(query, values);
    } finally {
      inFlight--;
    }
  };
  (pool as unknown as { query: typeof tap }).query = tap;
  const db = drizzle(pool, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    migrate: () => Promise.reject(new Error('the benchmark does not migrate')),
    executeSql: async (text, values) => ({ rows: (await send({ text }, values)).rows }),
    ping: async () => {},
    close: () => pool.end(),
  };
  return {
    database,
    /** Runs `work` and answers the statements it sent. */
    async record(work: () => Promise<unknown>): Promise<Statement[]> {
      recorded = [];
      try {
        await work();
        return recorded;
      } finally {
        recorded = null;
      }
    },
    /** The statements again, group after group, a group's together: the app's own order. */
    async replay(statements: readonly Statement[]): Promise<void> {
      const groups = new Map<number, Statement[]>();
      for (const statement of statements)
        groups.set(statement.group, [...(groups.get(statement.group) ?? []), statement]);
      for (const members of groups.values())
        await Promise.all(members.map((statement) => send(statement.config, statement.values)));
    },
    send,
  };
}

const NO_JOBS: JobQueue = {
  send: () => Promise.reject(new Error('no jobs in the benchmark')),
  work: () => Promise.reject(new Error('no jobs in the benchmark')),
  retryAbandoned: () => Promise.reject(new Error('no jobs in the benchmark')),
  stop: async () => {},
};

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};
const elapsed = async (work: () => Promise<unknown>) => {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
};

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Sort Method'?: string;
  Plans?: PlanNode[];
}

/** What a statement reads, for the report: its first table, and whether it is a page or a count. */
function labelOf(text: string): string {
  const table = /from "(\w+)"/.exec(text)?.[1] ?? 'statement';
  if (/regexp_replace/.test(text)) return `${table}: holdings of the CNPJ root`;
  if (/count\(/.test(text)) return `${table}: count`;
  if (/ limit \$\d+/.test(text)) return `${table}: page`;
  return table;
}

/** The plan's nodes in one line: type, relation or index, rows. */
function planLine(node: PlanNode): string {
  const on = node['Index Name'] ?? node['Relation Name'];
  const own = `${node['Node Type']}${on ? ` ${on}` : ''}${node['Sort Method'] ? ` (${node['Sort Method']})` : ''} rows=${node['Actual Rows']}`;
  const children = (node.Plans ?? []).map(planLine);
  return children.length > 0 ? `${own} < ${children.join(' + ')}` : own;
}

async function measure(url: string, runs: number, explainFile: string) {
  const today = calendarDateIn(BUSINESS_TIME_ZONE);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    RUN_WORKERS: 'false',
    BUSINESS_TIME_ZONE,
    DATA_DIR: path.resolve('.tmp', 'bench', 'agreements-data'),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  });
  const tapped = tappedDatabase(url);
  const { database } = tapped;
  const tokens = createAccessTokens(new TextEncoder().encode(config.JWT_SECRET), config.TOKEN_TTL_SECONDS);
  const info = {
    name: 'trade-terms',
    version: 'bench',
    commit: 'bench',
    startedAt: new Date().toISOString(),
  };
  const app = await buildApp({
    config,
    database,
    tokens,
    info,
    jobs: NO_JOBS,
    storage: openFileStorage(config),
  });
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${config.OAUTH_CLIENT_ID}:${config.OAUTH_CLIENT_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: 'admin',
      password: 'Admin@123',
    }).toString(),
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const token = (signIn.json() as { access_token: string }).access_token;

  // Filters over the stored data: a mid-sized channel and holding, a holding's name and CNPJ
  // root, and the agreement to open, all picked the same way at every size.
  const sql = async <T>(text: string) => (await database.executeSql(text)).rows as T[];
  const [holding] = await sql<{ code: string; name: string; cnpj_base: string }>(
    `select code, name, cnpj_base from economic_groups where code = 'GE0000010'`,
  );
  if (!holding) throw new Error('the scale master data is missing (GE0000010)');
  const year = Number(today.slice(0, 4));
  const [opened] = await sql<{ id: number }>(
    `select id from agreements where status = 'APROVADO' and validity_end >= '${today}' and economic_group_code = 'GE0000010' order by id limit 1`,
  );
  if (!opened) throw new Error('no current agreement of GE0000010 to open');
  const nameWords = holding.name.split(' ').slice(-2).join(' ');
  const scenarios: { name: string; path: string; body: object }[] = [
    // The screen opens on the registering tab, newest agreements first (id descending).
    { name: 'list: registering tab, newest first', path: 'buscarContratos', body: { direcao: 'desc' } },
    {
      name: 'list: current tab + channel',
      path: 'buscarContratos',
      body: { tab: 'current', channels: ['CN0000002'], direcao: 'desc' },
    },
    {
      name: 'list: registering tab + holding',
      path: 'buscarContratos',
      body: { tab: 'registering', economicGroups: [holding.code], direcao: 'desc' },
    },
    {
      name: `list: closed tab, text "${nameWords} ${year - 1}"`,
      path: 'buscarContratos',
      body: { tab: 'closed', texto: `${nameWords} ${year - 1}`, direcao: 'desc' },
    },
    {
      name: `list: current tab, CNPJ root ${holding.cnpj_base}`,
      path: 'buscarContratos',
      body: { tab: 'current', cnpjRoot: holding.cnpj_base, direcao: 'desc' },
    },
    {
      name: 'list: closed tab by validity end desc, page 1',
      path: 'buscarContratos',
      body: { tab: 'closed', ordenarPor: 'validityEnd', direcao: 'desc' },
    },
    {
      name: 'list: closed tab by validity end desc, page 100',
      path: 'buscarContratos',
      body: { tab: 'closed', ordenarPor: 'validityEnd', direcao: 'desc', pagina: 100 },
    },
    {
      name: 'list: closed tab by description, page 1',
      path: 'buscarContratos',
      body: { tab: 'closed', ordenarPor: 'description' },
    },
    { name: 'tab counts: no filter', path: 'buscarContratosResumo', body: {} },
    { name: 'tab counts: channel', path: 'buscarContratosResumo', body: { channels: ['CN0000002'] } },
    { name: 'open for edit (10 levers)', path: 'buscarContratoEdicao', body: { id: opened.id } },
  ];

  const call = async (route: string, body: object) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/contrato/${route}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    if (response.statusCode !== 200)
      throw new Error(`${route} answered ${response.statusCode}: ${response.body}`);
    return response;
  };

  const results = [];
  const plans: string[] = [];
  for (const scenario of scenarios) {
    const answer = (await call(scenario.path, scenario.body)).json() as { total?: number; itens?: unknown[] };
    // The route guard's read of the caller's session is the API's own work on every call, not the screen's SQL.
    const statements = (await tapped.record(() => call(scenario.path, scenario.body))).filter(
      (statement) => !/from "users"/.test(statement.config.text),
    );
    const api: number[] = [];
    const direct: number[] = [];
    const warmUp = 5;
    for (let run = 0; run < runs + warmUp; run++) {
      // Alternate which goes first, so neither always meets the other's leftovers.
      const first = run % 2 === 0;
      const a = first ? await elapsed(() => call(scenario.path, scenario.body)) : 0;
      const s = await elapsed(() => tapped.replay(statements));
      const b = first ? a : await elapsed(() => call(scenario.path, scenario.body));
      if (run >= warmUp) {
        api.push(b);
        direct.push(s);
      }
    }
    const apiFigures = figures(api);
    const sqlFigures = figures(direct);
    // Each statement alone (the page against the count, say), and its plan.
    const parts = [];
    for (const statement of statements) {
      const alone: number[] = [];
      for (let run = 0; run < runs; run++)
        alone.push(await elapsed(() => tapped.send(statement.config, statement.values)));
      const explain = await tapped.send(
        { text: `explain (analyze, buffers, format json) ${statement.config.text}` },
        statement.values,
      );
      const [{ Plan: plan, 'Execution Time': executionMs }] = (explain.rows[0] as Record<string, unknown>)[
        'QUERY PLAN'
      ] as [{ Plan: PlanNode; 'Execution Time': number }];
      const text = await tapped.send(
        { text: `explain (analyze, buffers, costs off) ${statement.config.text}` },
        statement.values,
      );
      plans.push(
        `-- ${scenario.name}\n-- ${statement.config.text}\n-- ${JSON.stringify(statement.values)}\n${text.rows
          .map((row) => (row as Record<string, string>)['QUERY PLAN'])
          .join('\n')}\n`,
      );
      parts.push({
        statement: labelOf(statement.config.text),
        alone: figures(alone),
        executionMs,
        buffers: (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0),
        shape: planLine(plan),
      });
    }
    results.push({
      scenario: scenario.name,
      matched: answer.total ?? null,
      page: answer.itens?.length ?? null,
      statements: statements.length,
      api: apiFigures,
      sql: sqlFigures,
      ratio: apiFigures.p50 / sqlFigures.p50,
      parts,
    });
  }
  await writeFile(explainFile, plans.join('\n'));
  await app.close();
  await database.close();
  console.log(JSON.stringify({ today, results }));
}

const [step, url, ...rest] = process.argv.slice(2);
if (!url) {
  console.error('usage: agreements-bench catalogue|fill|measure <databaseUrl> …');
  process.exit(2);
}
if (step === 'catalogue') await catalogue(url);
else if (step === 'fill') await fill(url, Number(rest[0]), Number(rest[1] ?? '42'));
else if (step === 'measure') await measure(url, Number(rest[0] ?? '40'), String(rest[1] ?? 'explain.txt'));
else {
  console.error(`unknown step ${step}`);
  process.exit(2);
}
