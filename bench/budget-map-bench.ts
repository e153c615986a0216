// `node bench/budget-map.mjs --database-url postgres://.../<empty database>`: the budget map at
// 5 000 lines. Migrates and seeds the database, adds 5 000 lines over four channels and two
// commodities with twelve monthly budgets each (60 000 BUDGET rows through the ledger's
// trigger), then times the map's first and last page with their balances, the consolidated
// report of one channel and commodity (each beside the same read as bare SQL), and reservations by 50 concurrent callers, on one line
// and on 50 lines (20 each); prints one JSON line.

import path from 'node:path';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { sql } from 'drizzle-orm';
import { reserveFunds } from '../apps/api/src/modules/budget-map/budget-ledger';
import { consolidatedReport, searchLines } from '../apps/api/src/modules/budget-map/budget-map';
import { paymentItemOrigins } from '../apps/api/src/modules/payments/payments-repository';
import { loadConfig } from '../apps/api/src/platform/config';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { seedDatabase } from '../apps/api/src/seed/seed-database';

const index = process.argv.indexOf('--database-url');
const url = index >= 0 ? process.argv[index + 1] : process.env.DATABASE_URL;
if (!url) {
  console.error('usage: node bench/budget-map.mjs --database-url postgres://...');
  process.exit(2);
}

const LINES = 5000;
const CALLERS = 50;
const EACH = 20;

const database = await openDatabase({ url });
const { db } = database;
await database.migrate(path.resolve('apps/api/drizzle'));
const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: url });
await seedDatabase(db, config);
const year = Number(calendarDateIn(config.BUSINESS_TIME_ZONE).slice(0, 4)) + 1;

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await run();
  return [result, Math.round(performance.now() - start)];
};

const [, loadMs] = await timed(async () => {
  await db.execute(sql`insert into budget_map_lines (commodity_code, economic_group_code, channel_code, segment_code,
      region_code, cva_code, budget_type_code, ric_box, year)
    select (array['HPF', 'ICE'])[n % 2 + 1], 'GRP-ALFA', (array['HC', 'PC', 'FR', 'MT'])[n % 4 + 1], 'VAR', 'SE',
      'CVA1', 'VERBA-OFF', 'BENCH-' || lpad(n::text, 5, '0'), ${year}
    from generate_series(1, ${LINES}) n`);
  await db.execute(sql`insert into budget_ledger (line_id, month, kind, amount)
    select l.id, m, 'BUDGET', 100000.00 from budget_map_lines l, generate_series(1, 12) m where l.year = ${year}`);
});
await db.execute(sql`analyze budget_map_lines`);
await db.execute(sql`analyze budget_line_balances`);

const caller = {
  id: 1,
  restrictions: { canais: [], commodities: [], regioes: [] },
  language: 'pt-BR' as const,
};
const search = { year, includeInactive: false, direction: 'asc' as const, pageSize: 20 };
const [first, firstPageMs] = await timed(() => searchLines(db, { ...search, page: 1 }, caller));
const lastPage = Math.ceil(first.total / 20);
const [, lastPageMs] = await timed(() => searchLines(db, { ...search, page: lastPage }, caller));
const [report, reportMs] = await timed(() =>
  consolidatedReport(db, { year, channel: 'HC', commodity: 'HPF' }, caller, paymentItemOrigins),
);

// The same reads as bare SQL, the floor the service is measured against.
const [, rawLastPageMs] = await timed(() =>
  db.execute(sql`select l.*, b.* from (select * from budget_map_lines where year = ${year} and active
      order by channel_code, commodity_code, economic_group_code, budget_type_code, ric_box, id
      limit 20 offset ${(lastPage - 1) * 20}) l
    join budget_line_balances b on b.line_id = l.id`),
);
const [, rawReportMs] = await timed(() =>
  db.execute(sql`select l.*, b.*, r.* from budget_map_lines l
    join budget_line_balances b on b.line_id = l.id
    left join budget_reference_balances r on r.line_id = l.id and r.month = b.month
    where l.year = ${year} and l.channel_code = 'HC' and l.commodity_code = 'HPF'`),
);

const lineIds = (
  (await db.execute(
    sql`select id from budget_map_lines where year = ${year} order by id limit ${CALLERS}`,
  )) as unknown as { rows: { id: number }[] }
).rows.map((row) => row.id);

async function reservations(lineOf: (caller: number) => number) {
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async (_v, who) => {
      for (let n = 0; n < EACH; n++) {
        await db.transaction((tx) =>
          reserveFunds(tx, {
            lineId: lineOf(who),
            month: 6,
            amount: '1.00',
            reference: { kind: 'BENCH', id: `${who}-${n}` },
            userId: null,
          }),
        );
      }
    }),
  );
  const ms = performance.now() - start;
  return { ms: Math.round(ms), perSecond: Math.round((CALLERS * EACH * 1000) / ms) };
}
const oneLine = await reservations(() => lineIds[0] as number);
const manyLines = await reservations((who) => lineIds[who] as number);

console.log(
  JSON.stringify({
    lines: first.total,
    loadMs,
    firstPageMs,
    lastPageMs,
    rawLastPageMs,
    reportRows: report.length,
    reportMs,
    rawReportMs,
    reservationsOneLine: oneLine,
    reservationsManyLines: manyLines,
  }),
);
await database.close();
