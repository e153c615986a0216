// `AGREEMENTS=10000 LEVERS=10 node bench/ascertainment-month.mjs --database-url postgres://.../<empty database>`:
// a month's ascertainment at scale. Migrates and seeds the database, then, set-based
// (`generate_series`, `INSERT … SELECT`): 10 000 customers, 17 SKUs and 1 020 000 sell-in rows
// (every customer and SKU in January to March of this year and of the last, this year's 8 %
// above); LEVERS copies of the quarterly sell-in growth lever; one approved agreement made
// through the service, then copied to AGREEMENTS agreements, agreement k's levers covering
// customer k. Times `apuracao/calcular` for March over every approved agreement, against one SQL
// statement summing the same bases (the floor); then changes March's sell-in of one agreement's
// customer and times its recalculation alone against the floor of that agreement. Samples the
// RSS during the runs and counts the statements sent; prints one JSON line.

import os from 'node:os';
import path from 'node:path';
import { ZAgreementSaveSchema } from '@trade-terms/domain/agreements';
import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { ALL_ROLES } from '@trade-terms/domain/permissions';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { decideAgreements, sendToApproval } from '../apps/api/src/modules/agreements/agreement-lifecycle';
import { saveAgreement } from '../apps/api/src/modules/agreements/agreements-service';
import { calculateAscertainments } from '../apps/api/src/modules/ascertainment/ascertainment-calculation';
import { leverOptions } from '../apps/api/src/modules/levers/levers-service';
import { users } from '../apps/api/src/modules/users/users-table';
import { loadConfig } from '../apps/api/src/platform/config';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { seedDatabase } from '../apps/api/src/seed/seed-database';

const index = process.argv.indexOf('--database-url');
const url = index >= 0 ? process.argv[index + 1] : process.env.DATABASE_URL;
if (!url) {
  console.error('usage: node bench/ascertainment-month.mjs --database-url postgres://...');
  process.exit(2);
}
const AGREEMENTS = Number(process.env.AGREEMENTS ?? 10000);
const LEVERS = Number(process.env.LEVERS ?? 10);
const CUSTOMERS = 10000;
const SKUS = 17;

// Every statement the server sends, counted, and timed by its first words.
const statements = { count: 0, byShape: new Map<string, { calls: number; ms: number }>() };
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function counted(this: unknown, ...args: unknown[]) {
  statements.count += 1;
  const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '');
  const shape = text.replace(/\s+/g, ' ').slice(0, 70);
  const start = performance.now();
  const result = query.apply(this, args);
  if (result instanceof Promise) {
    result.finally(() => {
      const entry = statements.byShape.get(shape) ?? { calls: 0, ms: 0 };
      entry.calls += 1;
      entry.ms += performance.now() - start;
      statements.byShape.set(shape, entry);
    });
  }
  return result;
} as typeof pg.Client.prototype.query;

const database = await openDatabase({ url });
const { db } = database;
await database.migrate(path.resolve('apps/api/drizzle'));
const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: url });
await seedDatabase(db, config);
const today = calendarDateIn(config.BUSINESS_TIME_ZONE);
const year = Number(today.slice(0, 4));
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await run();
  return [result, Math.round(performance.now() - start)];
};

/** Peak RSS while `run` runs, sampled every 50 ms (MB). */
async function sampled<T>(run: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const [result, ms] = await timed(run);
  clearInterval(timer);
  const after = process.memoryUsage().rss;
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  return { result, ms, rssMb: { before: mb(before), peak: mb(Math.max(peak, after)), after: mb(after) } };
}

/** Columns of a table but some, for copying its rows with new values in those. */
async function columnsBut(table: string, except: readonly string[]) {
  const rows = await rowsOf<{ name: string }>(sql`select column_name as name from information_schema.columns
    where table_name = ${table} and table_schema = current_schema() order by ordinal_position`);
  return rows.map((row) => row.name).filter((name) => !except.includes(name));
}
const list = (names: readonly string[]) => sql.raw(names.map((name) => `"${name}"`).join(', '));
const prefixed = (alias: string, names: readonly string[]) =>
  sql.raw(names.map((name) => `${alias}."${name}"`).join(', '));

// Customers and SKUs copied from the demo's with new codes; the sell-in of 6 months.
const [, loadMs] = await timed(async () => {
  await db.execute(sql`insert into customers (code, name, cnpj, economic_group_id, region_id, microregion_id,
      segment_id, channel_id, cva_id, sap_payer, active)
    select 'BENCH' || lpad(n::text, 5, '0'), 'Cliente bench ' || n, null, c.economic_group_id, c.region_id,
      c.microregion_id, c.segment_id, c.channel_id, c.cva_id, true, true
    from generate_series(1, ${CUSTOMERS}) n, customers c where c.code = '0001000101'
    on conflict do nothing`);
  await db.execute(sql`insert into skus (code, name, ean, ppa_product_id, net_weight, active)
    select 'BSKU' || lpad(n::text, 4, '0'), 'SKU bench ' || n, null, s.ppa_product_id, s.net_weight, true
    from generate_series(1, ${SKUS}) n, skus s where s.code = 'SKU-1001'
    on conflict do nothing`);
  await db.execute(sql`insert into sell_in (customer_id, sku_id, competence, volume, gsv, niv, gross_revenue)
    select c.id, s.id, m.month, 10, (c.id % 97 + s.id % 89 + 1) * 12.34 * m.growth,
      (c.id % 97 + s.id % 89 + 1) * 10.01 * m.growth, (c.id % 97 + s.id % 89 + 1) * 13.57 * m.growth
    from customers c cross join skus s
    cross join (select make_date(${year} - y, mm, 1) as month, case when y = 0 then 1.08 else 1 end as growth
      from generate_series(0, 1) y, generate_series(1, 3) mm) m
    where c.code like 'BENCH%' and s.code like 'BSKU%'
    on conflict do nothing`);
  await db.execute(sql`analyze sell_in`);
});
const [sellIn] = await rowsOf<{ rows: number }>(sql`select count(*)::int as rows from sell_in`);

const people = await db.select({ id: users.id, login: users.login }).from(users);
const as = (login: string) => ({
  id: people.find((user) => user.login === login)?.id as number,
  roles: ALL_ROLES,
  restrictions: NO_RESTRICTIONS,
  today,
  language: 'pt-BR' as const,
});
const growth = (await leverOptions(db, {}, as('comercial'))).list.find(
  (lever) => lever.name === 'Crescimento trimestral sell-in',
);
if (!growth) throw new Error('demo growth lever missing');

// The template agreement, through the service, with one lever over customer 1.
const template = await saveAgreement(
  db,
  ZAgreementSaveSchema.parse({
    description: `Acordo bench mês ${year}`,
    economicGroup: 'GRP-ALFA',
    channels: ['HC'],
    validityStart: `01/01/${year}`,
    validityEnd: `31/12/${year}`,
    region: 'SE',
    businessUnit: 'HPF',
    levers: [
      {
        leverId: growth.id,
        fundsType: 'OFF',
        discountPercent: '2.5',
        growthPercent: '5',
        expectedYearlyValue: '100000.00',
        commodity: 'HPF',
        customers: ['BENCH00001'],
        payers: ['BENCH00001'],
      },
    ],
  }),
  as('comercial'),
);
await sendToApproval(db, [template.id], as('comercial'));
await decideAgreements(db, [template.id], as('aprovador'), 'APROVAR', undefined);
await decideAgreements(db, [template.id], as('admin'), 'APROVAR', undefined);

const [, copyMs] = await timed(async () => {
  // LEVERS - 1 more copies of the growth lever in the catalogue, and in the template.
  const leverColumns = await columnsBut('levers', ['id', 'name']);
  await db.execute(sql`insert into levers ("name", ${list(leverColumns)})
    select l."name" || ' ' || n, ${prefixed('l', leverColumns)}
    from levers l, generate_series(2, ${LEVERS}) n where l.id = ${growth.id}`);
  const leverRowColumns = await columnsBut('agreement_levers', ['id', 'lever_id', 'position']);
  await db.execute(sql`insert into agreement_levers ("lever_id", "position", ${list(leverRowColumns)})
    select c.id, t."position" + n - 1, ${prefixed('t', leverRowColumns)}
    from agreement_levers t, generate_series(2, ${LEVERS}) n
    join levers c on c."name" = ${growth.name} || ' ' || n
    where t.agreement_id = ${template.id}`);
  // AGREEMENTS - 1 copies of the template, agreement k's levers over customer k.
  const agreementColumns = await columnsBut('agreements', ['id', 'description']);
  await db.execute(sql`insert into agreements ("description", ${list(agreementColumns)})
    select a."description" || ' #' || n, ${prefixed('a', agreementColumns)}
    from agreements a, generate_series(2, ${AGREEMENTS}) n where a.id = ${template.id}`);
  const copyColumns = await columnsBut('agreement_levers', ['id', 'agreement_id', 'customers', 'payers']);
  await db.execute(sql`insert into agreement_levers ("agreement_id", "customers", "payers", ${list(copyColumns)})
    select a.id, array[code], array[code], ${prefixed('t', copyColumns)}
    from agreements a
    cross join lateral (select 'BENCH' || lpad(substring(a.description from '#(\\d+)$'), 5, '0') as code) k
    join agreement_levers t on t.agreement_id = ${template.id}
    where a.description like ${`Acordo bench mês ${year} #%`}`);
  await db.execute(sql`analyze agreements`);
  await db.execute(sql`analyze agreement_levers`);
});
const [counts] = await rowsOf<{ agreements: number; levers: number }>(sql`select
  (select count(*)::int from agreements where status in ('APROVADO', 'ENCERRADO')) as agreements,
  (select count(*)::int from agreement_levers l join agreements a on a.id = l.agreement_id
    where a.status in ('APROVADO', 'ENCERRADO')) as levers`);

const caller = { id: as('comercial').id, restrictions: NO_RESTRICTIONS, language: 'pt-BR' as const };
const calculate = (agreementId?: number) =>
  calculateAscertainments(db, { competence: `03/${year}`, agreementId }, caller, 60);

/** The floor: one statement summing both bases of every lever (or one agreement's) for Q1. */
const floor = (agreementId?: number) =>
  rowsOf(sql`select l.id, sum(s.niv) filter (where s.competence >= make_date(${year}, 1, 1)) as base,
      sum(s.niv) filter (where s.competence < make_date(${year}, 1, 1)) as growth_base, count(*) as rows
    from agreement_levers l
    join agreements a on a.id = l.agreement_id and a.status in ('APROVADO', 'ENCERRADO')
    cross join lateral unnest(l.customers) x(code)
    join customers c on c.code = x.code
    join sell_in s on s.customer_id = c.id
      and (s.competence between make_date(${year}, 1, 1) and make_date(${year}, 3, 1)
        or s.competence between make_date(${year - 1}, 1, 1) and make_date(${year - 1}, 3, 1))
    where ${agreementId === undefined ? sql`true` : sql`l.agreement_id = ${agreementId}`}
    group by l.id`);

const loadAtStart = os.loadavg().map((value) => value.toFixed(2));

statements.count = 0;
statements.byShape.clear();
const month = await sampled(() => calculate());
const monthStatements = statements.count;
const topShapes = [...statements.byShape]
  .sort((a, b) => b[1].ms - a[1].ms)
  .slice(0, 8)
  .map(([shape, entry]) => ({ shape, calls: entry.calls, ms: Math.round(entry.ms) }));
const monthFloor = await sampled(() => floor());
const [inputs] = await rowsOf<{ rows: number }>(
  sql`select count(*)::int as rows from ascertainment_line_inputs`,
);

// A change in March's sell-in of agreement 1's customer, then its recalculation alone.
await db.execute(sql`update sell_in set niv = niv + 1 where competence = make_date(${year}, 3, 1)
  and customer_id = (select id from customers where code = 'BENCH00001')`);
statements.count = 0;
const one = await sampled(() => calculate(template.id));
const oneStatements = statements.count;
const oneFloor = await sampled(() => floor(template.id));

console.log(
  JSON.stringify({
    sellInRows: sellIn?.rows,
    loadMs,
    copyMs,
    approvedAgreements: counts?.agreements,
    levers: counts?.levers,
    loadAtStart,
    loadAtEnd: os.loadavg().map((value) => value.toFixed(2)),
    month: {
      ms: month.ms,
      changed: month.result.changed.length,
      unchanged: month.result.unchanged.length,
      skipped: month.result.skipped.length,
      statements: monthStatements,
      rssMb: month.rssMb,
      floorMs: monthFloor.ms,
      floorLevers: monthFloor.result.length,
      ratio: Math.round(month.ms / Math.max(monthFloor.ms, 1)),
      inputRowsStored: inputs?.rows,
      topShapes,
    },
    oneAgreement: {
      ms: one.ms,
      changed: one.result.changed.length,
      statements: oneStatements,
      rssMb: one.rssMb,
      floorMs: oneFloor.ms,
      ratio: Math.round(one.ms / Math.max(oneFloor.ms, 1)),
    },
  }),
);
await database.close();
