// `node bench/home-dashboard.mjs --database-url postgres://.../<scale database> [--agreements N]`:
// the home dashboard's one call at scale. On a database filled by `npm run seed:scale` (migrated
// and given the demo seed here when it has no users), adds, set-based: N agreements with 10 levers
// each (the agreements benchmark's generator, default 100 000), one ascertainment of the current
// month per approved agreement with a line per lever, 5 000 budget map lines of this year with
// their twelve monthly budgets, 20 000 items waiting in approval (the admin responsible of their
// current step) and 50 000 imports and exports of the last 30 days in every status. Then times
// `homeDashboard` (what `dashboard/buscarPainelInicial` runs) for the administrator (every part,
// no restriction) and for a caller restricted to channel HC, five runs each after a warm-up;
// prints one JSON line with the median and the slowest run. A second run adds nothing again.

import path from 'node:path';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { ALL_ROLES } from '@trade-terms/domain/permissions';
import { eq, sql } from 'drizzle-orm';
import { homeDashboard } from '../apps/api/src/modules/dashboards/home-dashboard-service';
import { users } from '../apps/api/src/modules/users/users-table';
import { loadConfig } from '../apps/api/src/platform/config';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { seedDatabase } from '../apps/api/src/seed/seed-database';
import { fillAgreements, fillLeverCatalogue } from './agreements-data';

const argument = (name: string, fallback?: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const url = argument('database-url', process.env.DATABASE_URL);
const agreementCount = Number(argument('agreements', '100000'));
if (!url || !Number.isInteger(agreementCount) || agreementCount < 1) {
  console.error('usage: node bench/home-dashboard.mjs --database-url postgres://... [--agreements N]');
  process.exit(2);
}

const MAP_LINES = 5000;
const APPROVALS = 20000;
const JOBS = 50000;
const RUNS = 5;

const database = await openDatabase({ url });
const { db } = database;
await database.migrate(path.resolve('apps/api/drizzle'));
const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: url });
const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
if (!anyUser) await seedDatabase(db, config);
const today = calendarDateIn(config.BUSINESS_TIME_ZONE);
const year = Number(today.slice(0, 4));
const month = `${today.slice(0, 7)}-01`;
const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'admin'));
if (!admin) throw new Error('the database has no admin user');

const counted = async (table: string) =>
  Number(
    ((await database.executeSql(`select count(*)::int as n from ${table}`, [])).rows[0] as { n: number }).n,
  );

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await run();
  return [result, Math.round(performance.now() - start)];
};

const [, loadMs] = await timed(async () => {
  // A second run on the same database tops the agreements up to the count instead of doubling them.
  await fillLeverCatalogue(database);
  const existing = await counted('agreements');
  if (existing < agreementCount) await fillAgreements(database, agreementCount - existing, 42, today);
  // One ascertainment of this month per approved agreement and business unit of its levers, a
  // line per lever: accurate, final and to-pay with cents, so the sums are exact decimals.
  await db.execute(sql`insert into ascertainments (agreement_id, commodity_code, period_code, period_year,
      period_start, period_end, status, deadline)
    select distinct a.id, l.commodity_code, 'M' || to_char(${month}::date, 'MM'), ${year}::int,
      ${month}::date, ${month}::date, 'EM_VALIDACAO', (${month}::date + interval '90 days')::date
    from agreements a join agreement_levers l on l.agreement_id = a.id
    where a.status = 'APROVADO' and l.commodity_code is not null
    on conflict do nothing`);
  await db.execute(sql`insert into ascertainment_lines (ascertainment_id, agreement_lever_id, position, lever_id,
      calculation_model, origin, funds_type, status, accurate_value, final_value, to_pay, steps, inconsistencies)
    select s.id, l.id, l.position, l.lever_id, 'PERCENT_OF_BASE', 'SELL_IN', 'OFF', 'APURADA',
      (l.id % 100000) / 100.0 + 1000, (l.id % 90000) / 100.0 + 900, (l.id % 80000) / 100.0 + 800, '[]', '[]'
    from ascertainments s join agreement_levers l on l.agreement_id = s.agreement_id
      and l.commodity_code = s.commodity_code
    where s.period_end = ${month}::date
    on conflict do nothing`);
  await db.execute(sql`insert into budget_map_lines (commodity_code, economic_group_code, channel_code, segment_code,
      region_code, cva_code, budget_type_code, ric_box, year)
    select (array['HPF', 'ICE'])[n % 2 + 1], 'GRP-ALFA', (array['HC', 'PC', 'FR', 'MT'])[n % 4 + 1], 'VAR', 'SE',
      'CVA1', 'VERBA-OFF', 'HOME-' || lpad(n::text, 5, '0'), ${year}::int
    from generate_series(1, ${MAP_LINES}) n
    on conflict do nothing`);
  await db.execute(sql`insert into budget_ledger (line_id, month, kind, amount)
    select l.id, m, 'BUDGET', 100000.55 from budget_map_lines l, generate_series(1, 12) m
    where l.year = ${year}::int and l.ric_box like 'HOME-%'
      and not exists (select 1 from budget_ledger b where b.line_id = l.id)`);
  await db.execute(sql`with items as (
      insert into approval_requests (action_type, entity, entity_id, flow_name, requester_id, status,
        current_step, step_count)
      select (array['ACORDO_COMERCIAL', 'APURACAO', 'VALIDACAO_PAGAMENTO', 'PASTA_CICLO'])[n % 4 + 1],
        'home_bench', n::text, 'Fluxo de bancada', ${admin.id}, 'EM_APROVACAO', 1, 1
      from generate_series(1, ${APPROVALS}) n
      where not exists (select 1 from approval_requests where entity = 'home_bench')
      returning id)
    insert into approval_request_steps (request_id, step_number, user_id, kind)
    select id, 1, ${admin.id}, 'RESPONSAVEL' from items`);
  await db.execute(sql`insert into import_export_jobs (id, type, register, status, requested_by,
      requested_by_name, authorities, language, parameters, created_at)
    select gen_random_uuid(), (array['IMPORTACAO', 'EXPORTACAO'])[n % 2 + 1], 'channel',
      (array['FINALIZADO', 'ERRO', 'FINALIZADO_COM_INCONSISTENCIAS', 'FINALIZADO'])[n % 4 + 1],
      ${admin.id}, 'Bancada do painel', '[]', 'pt-BR', '{"restrictions":{"canais":[],"commodities":[],"regioes":[]}}',
      now() - (n % 60) * interval '1 day'
    from generate_series(1, ${JOBS}) n
    where not exists (select 1 from import_export_jobs where requested_by_name = 'Bancada do painel')`);
  for (const table of [
    'agreements',
    'ascertainments',
    'ascertainment_lines',
    'budget_map_lines',
    'budget_line_balances',
    'approval_requests',
    'approval_request_steps',
    'import_export_jobs',
  ])
    await database.executeSql(`vacuum analyze ${table}`);
});

async function measure(caller: Parameters<typeof homeDashboard>[1]) {
  const [answer] = await timed(() => homeDashboard(db, caller, undefined));
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++)
    times.push((await timed(() => homeDashboard(db, caller, undefined)))[1]);
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(RUNS / 2)], slowestMs: times[RUNS - 1], answer };
}
const open = { canais: [], commodities: [], regioes: [] };
const everything = await measure({ id: admin.id, authorities: [...ALL_ROLES], restrictions: open, today });
const restricted = await measure({
  id: admin.id,
  authorities: [...ALL_ROLES],
  restrictions: { ...open, canais: ['HC'] },
  today,
});

console.log(
  JSON.stringify({
    agreements: await counted('agreements'),
    ascertainmentLines: await counted('ascertainment_lines'),
    mapLines: await counted('budget_map_lines'),
    approvalsWaiting: everything.answer.approvals.total,
    jobs: await counted('import_export_jobs'),
    loadMs,
    everyPart: { medianMs: everything.medianMs, slowestMs: everything.slowestMs },
    channelHc: { medianMs: restricted.medianMs, slowestMs: restricted.slowestMs },
    monthToPay: everything.answer.ascertainment?.toPay,
    yearAvailable: everything.answer.budgetMap?.available,
  }),
);
await database.close();
