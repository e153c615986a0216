// `node bench/cycle-folder-reports.mjs --database-url postgres://.../<empty database>`: the cycle
// folder's reports over a year of folders. Migrates and seeds the database, then adds 12 cycles ×
// 6 channels × 3 business units of approved folders with 200 actions each (43 200 actions over
// 216 map lines, each action's reservation a ledger row through the ledger's trigger), an
// approved counting of every other action and a confirmed appreciation of every fourth; then
// times each report at FY with every filter open (the page shown and the totals, as the screen
// asks), beside the same money read as bare SQL in the same run; prints one JSON line.

import path from 'node:path';
import { CYCLE_FOLDER_REPORT_KEYS } from '@trade-terms/domain/cycle-folder-report-declarations';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { sql } from 'drizzle-orm';
import { searchReport } from '../apps/api/src/modules/cycle-folder/cycle-folder-reports';
import { paymentsForFolders as neighbours } from '../apps/api/src/modules/payments/payments-for-folders';
import { loadConfig } from '../apps/api/src/platform/config';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { seedDatabase } from '../apps/api/src/seed/seed-database';

const index = process.argv.indexOf('--database-url');
const url = index >= 0 ? process.argv[index + 1] : process.env.DATABASE_URL;
if (!url) {
  console.error('usage: node bench/cycle-folder-reports.mjs --database-url postgres://...');
  process.exit(2);
}

const CHANNELS = ['HC', 'PC', 'FR', 'MT', 'ICE', 'DIST'];
const COMMODITIES = ['HPF', 'ICE', 'FS'];
const ACTIONS_PER_FOLDER = 200;
const REGIONS = ['SE', 'S', 'NE', 'CO'];

const database = await openDatabase({ url });
const { db } = database;
await database.migrate(path.resolve('apps/api/drizzle'));
const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: url });
await seedDatabase(db, config);
const today = calendarDateIn(config.BUSINESS_TIME_ZONE);
// A year of its own, so the demo's folders stay out of the figures.
const year = Number(today.slice(0, 4)) + 1;

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await run();
  return [result, Math.round(performance.now() - start)];
};
const text = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(', ')}]`);

const [, loadMs] = await timed(async () => {
  // One line per channel, business unit and region, half of them OFF funds, each CVA group used.
  await db.execute(sql`insert into budget_map_lines (commodity_code, economic_group_code, channel_code, segment_code,
      region_code, cva_code, budget_type_code, ric_box, year)
    select c, 'GRP-ALFA', ch, 'VAR', r, 'CVA' || (ri), case when ri % 2 = 0 then 'VERBA-ON' else 'VERBA-OFF' end,
      'BENCH-FOLDERS', ${year}
    from unnest(${text(CHANNELS)}) ch, unnest(${text(COMMODITIES)}) c,
      unnest(${text(REGIONS)}) with ordinality as regions(r, ri)`);
  await db.execute(sql`insert into budget_ledger (line_id, month, kind, amount)
    select l.id, m, 'BUDGET', 10000000.00 from budget_map_lines l, generate_series(1, 12) m where l.year = ${year}`);
  await db.execute(sql`insert into cycle_folders (year, cycle, channel_code, commodity_code, description, status)
    select ${year}, cy, ch, c, 'Pasta ' || cy || ' ' || ch || ' ' || c, 'APROVADA'
    from generate_series(1, 12) cy, unnest(${text(CHANNELS)}) ch, unnest(${text(COMMODITIES)}) c`);
  await db.execute(sql`insert into cycle_folder_actions (folder_id, number, tactic_type, description, economic_group_code,
      planned_volume, unit_value, investment, map_line_id)
    select f.id, n, (array['REDUCAO_PRECO', 'PONTO_EXTRA', 'TABLOIDE', 'DEGUSTACAO', 'OUTRA'])[n % 5 + 1],
      'Ação ' || n, 'GRP-ALFA', 100, 2.5, 250.00,
      (select l.id from budget_map_lines l where l.year = f.year and l.channel_code = f.channel_code
        and l.commodity_code = f.commodity_code and l.region_code = (${text(REGIONS)})[n % 4 + 1])
    from cycle_folders f, generate_series(1, ${ACTIONS_PER_FOLDER}) n where f.year = ${year}`);
  await db.execute(sql`insert into budget_ledger (line_id, month, kind, amount, reference_kind, reference_id)
    select a.map_line_id, f.cycle, 'RESERVATION', -a.investment, 'CYCLE_FOLDER_ACTION', a.id::text
    from cycle_folder_actions a join cycle_folders f on f.id = a.folder_id where f.year = ${year}`);
  await db.execute(sql`insert into cycle_folder_countings (folder_id, status)
    select id, 'APROVADA' from cycle_folders where year = ${year}`);
  await db.execute(sql`insert into cycle_folder_counting_rows (counting_id, action_id, customer_code, executed_volume,
      executed_value)
    select c.id, a.id, '0001000101', 80, 200.00 from cycle_folder_actions a
    join cycle_folder_countings c on c.folder_id = a.folder_id
    join cycle_folders f on f.id = a.folder_id where f.year = ${year} and a.number % 2 = 0`);
  await db.execute(sql`insert into cycle_folder_appreciations (folder_id, method, status)
    select id, 'VOLUME', 'CONFIRMADA' from cycle_folders where year = ${year}`);
  await db.execute(sql`insert into cycle_folder_appreciation_rows (appreciation_id, action_id, customer_code,
      finance_volume, appreciated_value)
    select v.id, a.id, '0001000101', 60, 150.00 from cycle_folder_actions a
    join cycle_folder_appreciations v on v.folder_id = a.folder_id
    join cycle_folders f on f.id = a.folder_id where f.year = ${year} and a.number % 4 = 0`);
});
for (const table of [
  'cycle_folders',
  'cycle_folder_actions',
  'cycle_folder_countings',
  'cycle_folder_counting_rows',
  'cycle_folder_appreciations',
  'cycle_folder_appreciation_rows',
  'budget_reference_balances',
  'budget_map_lines',
]) {
  await db.execute(sql.raw(`analyze ${table}`));
}

const caller = {
  id: 1,
  restrictions: { canais: [], commodities: [], regioes: [] },
  language: 'pt-BR' as const,
  authorities: [],
};
const open = {
  year,
  period: 'FY' as const,
  lastDays: null,
  cvaGroups: [],
  channels: [],
  commodities: [],
  regions: [],
  page: 1,
  pageSize: 20,
};

const reports: Record<string, { ms: number; rows: number; total: number }> = {};
let planned = '';
for (const key of CYCLE_FOLDER_REPORT_KEYS) {
  const [answer, ms] = await timed(() => searchReport(db, key, open, caller, today, neighbours));
  reports[key] = { ms, rows: answer.rows.length, total: answer.total };
  if (key === 'general') planned = answer.totals.planned;
}
const [, lastPaymentsPageMs] = await timed(() =>
  searchReport(
    db,
    'payments',
    { ...open, page: Math.ceil((reports.payments?.total ?? 20) / 20) },
    caller,
    today,
    neighbours,
  ),
);

// The same money by month as bare SQL: the floor the finance report is measured against.
const [raw, rawFinanceMs] = await timed(() =>
  db.execute(sql`select f.cycle, sum(a.investment) as planned,
      sum(coalesce(b.reserved - b.released - b.paid, 0)) as reserved, sum(coalesce(e.executed, 0)) as executed,
      sum(coalesce(v.appreciated, 0)) as appreciated, sum(coalesce(b.paid, 0)) as paid
    from cycle_folder_actions a join cycle_folders f on f.id = a.folder_id
    left join budget_reference_balances b on b.reference_kind = 'CYCLE_FOLDER_ACTION' and b.reference_id = a.id::text
    left join (select action_id, sum(executed_value) as executed from cycle_folder_counting_rows group by action_id) e
      on e.action_id = a.id
    left join (select action_id, sum(appreciated_value) as appreciated from cycle_folder_appreciation_rows
      group by action_id) v on v.action_id = a.id
    where f.year = ${year} group by f.cycle order by f.cycle`),
);

console.log(
  JSON.stringify({
    folders: reports.general?.total,
    actions: reports.payments?.total,
    planned,
    loadMs,
    reports,
    lastPaymentsPageMs,
    rawFinanceRows: (raw as unknown as { rows: unknown[] }).rows.length,
    rawFinanceMs,
    financeOverRaw: Number(((reports.finance?.ms ?? 0) / Math.max(rawFinanceMs, 1)).toFixed(2)),
  }),
);
await database.close();
