// `npm run bench:payments`: payments at 100 000 items over a 5 000-line budget map (issue "Scale").
// bench/payments.mjs creates a database of its own and passes it here with `--database-url`.
// Migrates and seeds, adds 5 000 map lines (twelve monthly budgets each) and 5 000 payment groups
// of 20 items (100 000 items) across the stages with set-based SQL (the set-up is not measured),
// starts each validation and liberation group's approval through the approvals' service, then
// times, several times each and beside the same read as bare SQL: the payments tab page
// (`pagamento/buscar`) and the tab counts (`pagamento/totalizadorAbas`) through the service, the
// map's pages with balances (`mapaboa/buscar`); then 50 concurrent callers approving liberation
// groups (`pagamento/aprovar`, which reserves every item on its line) all on one map line and on
// many lines, and checks that the ledger adds up. Prints one JSON line.

import os from 'node:os';
import path from 'node:path';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { sql } from 'drizzle-orm';
import { startApproval } from '../apps/api/src/modules/approval-flows/approval-requests-service';
import { searchLines } from '../apps/api/src/modules/budget-map/budget-map';
import { PAYMENT_ENTITY } from '../apps/api/src/modules/payments/payments-generation';
import { paymentTabCounts, searchPayments } from '../apps/api/src/modules/payments/payments-reads';
import { approveGroups } from '../apps/api/src/modules/payments/payments-workflow';
import { loadConfig } from '../apps/api/src/platform/config';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { seedDatabase } from '../apps/api/src/seed/seed-database';

const index = process.argv.indexOf('--database-url');
const url = index >= 0 ? process.argv[index + 1] : process.env.DATABASE_URL;
if (!url) {
  console.error('usage: node bench/payments.mjs [--url postgres://server]');
  process.exit(2);
}

const LINES = 5000;
const GROUPS = 5000;
const ITEMS_PER_GROUP = 20;
const CALLERS = 50;
const ROUNDS = 3;
const PER_CALLER = 3;
const REPEAT = 5;
/** Groups 1..ONE_LINE all draw on map line 1; the next ONE_LINE groups each on its own line. */
const ONE_LINE = CALLERS * PER_CALLER * ROUNDS;
const VALIDATION_END = 2 * ONE_LINE + 1100;

const database = await openDatabase({ url });
const { db } = database;
await database.migrate(path.resolve('apps/api/drizzle'));
const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: url });
await seedDatabase(db, config);
const year = Number(calendarDateIn(config.BUSINESS_TIME_ZONE).slice(0, 4)) + 1;
const competence = `${year}-06-01`;
const competenceText = isoDateToCompetenceText(competence);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start];
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const progress = (what: string) => console.error(`${new Date().toISOString()} ${what}`);
const round1 = (value: number) => Math.round(value * 10) / 10;

/** `REPEAT` timings of the service and of its bare SQL, interleaved: medians, spread, ratio. */
async function versus(service: () => Promise<unknown>, bare: () => Promise<unknown>) {
  await service();
  await bare();
  const serviceMs: number[] = [];
  const bareMs: number[] = [];
  const load = os.loadavg()[0] as number;
  for (let n = 0; n < REPEAT; n++) {
    serviceMs.push((await timed(service))[1]);
    bareMs.push((await timed(bare))[1]);
  }
  return {
    serviceMs: round1(median(serviceMs)),
    serviceRangeMs: [round1(Math.min(...serviceMs)), round1(Math.max(...serviceMs))],
    sqlMs: round1(median(bareMs)),
    sqlRangeMs: [round1(Math.min(...bareMs)), round1(Math.max(...bareMs))],
    ratio: round1(median(serviceMs) / median(bareMs)),
    load1: round1(load),
  };
}

// ----------------------------------------------------------------------------------- set-up
const [, setupMs] = await timed(async () => {
  await db.execute(sql`insert into budget_map_lines (commodity_code, economic_group_code, channel_code, segment_code,
      region_code, cva_code, budget_type_code, ric_box, year)
    select (array['HPF', 'ICE'])[n % 2 + 1], 'GRP-ALFA', (array['HC', 'PC', 'FR', 'MT'])[n % 4 + 1], 'VAR', 'SE',
      'CVA1', 'VERBA-OFF', 'BENCH-' || lpad(n::text, 5, '0'), ${year}
    from generate_series(1, ${LINES}) n`);
  await db.execute(sql`insert into budget_ledger (line_id, month, kind, amount)
    select l.id, m, 'BUDGET', 100000.00 from budget_map_lines l, generate_series(1, 12) m where l.year = ${year}`);
  // Group g draws on line g (line 1 for the first ONE_LINE groups); its stage by its range.
  const firstGroup =
    Number(
      (await rows<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from payment_groups`))[0]?.id,
    ) + 1;
  await db.execute(sql`insert into payment_groups (id, channel, competence, sales_organization, commodity, budget_type,
      ric_box, origin, stage)
    select ${firstGroup - 1} + g, l.channel_code, ${competence}::date, 'BR01', l.commodity_code, 'VERBA-OFF', l.ric_box,
      'APURACAO',
      case when g <= ${2 * ONE_LINE} then 'LIBERACAO' when g <= ${VALIDATION_END} then 'VALIDACAO'
        else (array['DISTRIBUICAO', 'CRIADO', 'REPROVADO'])[g % 3 + 1] end
    from generate_series(1, ${GROUPS}) g
    join budget_map_lines l on l.year = ${year}
      and l.ric_box = 'BENCH-' || lpad((case when g <= ${ONE_LINE} then 1 else g end)::text, 5, '0')`);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('payment_groups', 'id'), (select max(id) from payment_groups))`,
  );
  await db.execute(sql`insert into payment_items (group_id, position, ascertainment_id, ascertainment_line_id,
      agreement_id, economic_group, payer_code, segment, segment_type, region, cva, calculated, amount, active, due_date)
    select g.id, p, 1000000 + g.id * 2 + p % 2, 1000000 + g.id * ${ITEMS_PER_GROUP} + p, 1000000 + g.id, 'GRP-ALFA',
      lpad((300000 + p)::text, 6, '0'), 'VAR', 'OUTROS', 'SE', 'CVA1', (1 + p % 5)::numeric(18, 2),
      (1 + p % 5)::numeric(18, 2), g.stage <> 'REPROVADO', ${competence}::date + 60
    from payment_groups g, generate_series(1, ${ITEMS_PER_GROUP}) p
    where g.id >= ${firstGroup}`);
  await db.execute(sql`insert into payment_line_allocations (ascertainment_line_id, to_pay, allocated)
    select ascertainment_line_id, amount, amount from payment_items where active and group_id >= ${firstGroup}`);
});

progress('set-up done');
const [admin] = await rows<{ id: number }>(
  sql`select id from users where login = ${config.ADMIN_LOGIN ?? 'admin'}`,
);
if (!admin) throw new Error('no administrator');
const pending = await rows<{ id: number; stage: string; channel: string }>(
  sql`select id, stage, channel from payment_groups where stage in ('VALIDACAO', 'LIBERACAO')
    and approval_request_id is null order by id`,
);
const [, approvalsMs] = await timed(async () => {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < pending.length) {
        const group = pending[next++] as (typeof pending)[number];
        const request = await startApproval(db, {
          actionType: group.stage === 'VALIDACAO' ? 'VALIDACAO_PAGAMENTO' : 'LIBERACAO_VERBA',
          entity: PAYMENT_ENTITY,
          entityId: group.id,
          requesterId: admin.id,
          channel: group.channel,
          budgetType: 'VERBA-OFF',
          paymentOrigin: 'APURACAO',
        });
        await db.execute(
          sql`update payment_groups set approval_request_id = ${request.id} where id = ${group.id}`,
        );
      }
    }),
  );
});
for (const table of [
  'budget_map_lines',
  'budget_line_balances',
  'payment_groups',
  'payment_items',
  'approval_requests',
])
  await db.execute(sql.raw(`analyze ${table}`));
const [counts] = await rows<{ items: number; groups: number; lines: number }>(
  sql`select (select count(*)::int from payment_items) as items, (select count(*)::int from payment_groups) as groups,
    (select count(*)::int from budget_map_lines where year = ${year}) as lines`,
);

// ----------------------------------------------------------------------------------- reads
const caller = {
  id: admin.id,
  name: 'admin',
  restrictions: { canais: [], commodities: [], regioes: [] },
  language: 'pt-BR' as const,
  authorities: ['ROLE_EDITAR_VALIDACAO_VERBAS', 'ROLE_EDITAR_LIBERACAO_VERBAS'],
};
const filters = { competences: [competenceText] };
const PAGE = 20;

/**
 * The tab's page as one hand-written statement: the groups with their sums, their approval's
 * state and their balance (the available money of the competence's month of the distinct lines
 * their active items draw on, the reserved line or the one the key names), and the tab's total.
 */
const bareTab = (stage: string, offset: number) =>
  db.execute(sql`with page as (
      select g.*, coalesce(sum(i.calculated), 0) as calculated, coalesce(sum(i.amount), 0) as to_pay,
        count(i.id) as items, count(distinct i.ascertainment_id) as ascertainments, max(lt.code) as lot_code
      from payment_groups g left join payment_items i on i.group_id = g.id
      left join payment_lots lt on lt.id = g.lot_id
      where g.stage = ${stage} and g.competence = any(${sql.param([competence])}::date[])
      group by g.id order by g.competence, g.id limit ${PAGE} offset ${offset})
    select p.*, r.status, r.current_step,
      (select sum(b.available) from budget_line_balances b
        where b.month = extract(month from p.competence) and b.line_id in (
          select coalesce(i.map_line_id, l.id) from payment_items i
          left join budget_map_lines l on i.map_line_id is null and l.active and l.commodity_code = p.commodity
            and l.economic_group_code = i.economic_group and l.channel_code = p.channel
            and l.segment_code = coalesce(i.segment, '') and l.region_code = coalesce(i.region, '')
            and l.cva_code = coalesce(i.cva, '') and l.budget_type_code = p.budget_type and l.ric_box = p.ric_box
            and l.year = extract(year from p.competence)
          where i.group_id = p.id and i.active)) as balance,
      (select count(*) from payment_groups g where g.stage = ${stage}
        and g.competence = any(${sql.param([competence])}::date[])) as total
    from page p left join approval_requests r on r.id = p.approval_request_id`);

const validationTotal = VALIDATION_END - 2 * ONE_LINE;
const lastValidation = (Math.ceil(validationTotal / PAGE) - 1) * PAGE;
const tabFirst = await versus(
  () => searchPayments(db, { ...filters, tab: 'underValidation', page: 1, pageSize: PAGE }, caller),
  () => bareTab('VALIDACAO', 0),
);
const tabLast = await versus(
  () =>
    searchPayments(
      db,
      { ...filters, tab: 'underValidation', page: lastValidation / PAGE + 1, pageSize: PAGE },
      caller,
    ),
  () => bareTab('VALIDACAO', lastValidation),
);
const tabDistribution = await versus(
  () => searchPayments(db, { ...filters, tab: 'distribution', page: 1, pageSize: PAGE }, caller),
  () => bareTab('DISTRIBUICAO', 0),
);
const tabCounts = await versus(
  () => paymentTabCounts(db, filters, caller),
  () =>
    db.execute(sql`select stage, count(*)::int from payment_groups
      where competence = any(${sql.param([competence])}::date[]) group by stage`),
);

progress('payments reads measured');
const mapSearch = { year, includeInactive: false, direction: 'asc' as const, pageSize: PAGE };
const bareMap = (offset: number) =>
  db.execute(sql`select l.*, b.* from (select * from budget_map_lines where year = ${year} and active
      order by channel_code, commodity_code, economic_group_code, budget_type_code, ric_box, id
      limit ${PAGE} offset ${offset}) l
    join budget_line_balances b on b.line_id = l.id`);
const mapFirst = await versus(
  () => searchLines(db, { ...mapSearch, page: 1 }, caller),
  () => bareMap(0),
);
const mapLast = await versus(
  () => searchLines(db, { ...mapSearch, page: LINES / PAGE }, caller),
  () => bareMap(LINES - PAGE),
);

// ----------------------------------------------------------------------------------- liberation
progress('map reads measured');
const liberation = await rows<{ id: number; line: string }>(
  sql`select id, ric_box as line from payment_groups where stage = 'LIBERACAO' order by id`,
);
const oneLineIds = liberation.filter((group) => group.line === 'BENCH-00001').map((group) => group.id);
const manyLineIds = liberation.filter((group) => group.line !== 'BENCH-00001').map((group) => group.id);

/** Round after round, 50 callers each approving their own PER_CALLER groups one at a time. */
async function liberate(ids: number[]) {
  const rounds: { ms: number; groupsPerSecond: number; itemsPerSecond: number; load1: number }[] = [];
  let done = 0;
  let skipped = 0;
  const failed: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const load1 = os.loadavg()[0] as number;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: CALLERS }, async (_v, who) => {
        for (let n = 0; n < PER_CALLER; n++) {
          const id = ids[round * CALLERS * PER_CALLER + who * PER_CALLER + n] as number;
          try {
            const outcome = await approveGroups(db, [id], caller);
            done += outcome.done.length;
            skipped += outcome.skipped.length;
          } catch (error) {
            // Counted, not hidden: a caller that waited past the pool's connection timeout.
            failed.push(error instanceof Error ? error.message : String(error));
          }
        }
      }),
    );
    const ms = performance.now() - start;
    const groups = CALLERS * PER_CALLER;
    rounds.push({
      ms: Math.round(ms),
      groupsPerSecond: round1((groups * 1000) / ms),
      itemsPerSecond: Math.round((groups * ITEMS_PER_GROUP * 1000) / ms),
      load1: round1(load1),
    });
  }
  return {
    groups: ids.length,
    done,
    skipped,
    failed: failed.length,
    failures: [...new Set(failed)],
    medianGroupsPerSecond: median(rounds.map((each) => each.groupsPerSecond)),
    rounds,
  };
}
const oneLine = await liberate(oneLineIds);
progress('one line liberated');
const manyLines = await liberate(manyLineIds);

progress('many lines liberated');
// The ledger adds up: every month's available is its budget less what is reserved, never
// negative; what the balances hold reserved is what the ledger's rows and the items say.
const [ledger] = await rows<{
  wrong: number;
  negative: number;
  balancesReserved: string;
  ledgerReserved: string;
  itemsReserved: string;
  lineOneReserved: string;
  notMoved: number;
}>(sql`select
    (select count(*)::int from budget_line_balances b join budget_map_lines l on l.id = b.line_id
      where l.year = ${year} and b.available <> b.budget + b.additions - b.removals - b.reserved - b.paid) as wrong,
    (select count(*)::int from budget_line_balances where available < 0) as negative,
    (select coalesce(sum(b.reserved), 0)::text from budget_line_balances b join budget_map_lines l on l.id = b.line_id
      where l.year = ${year}) as "balancesReserved",
    (select coalesce(sum(-amount), 0)::text from budget_ledger where kind = 'RESERVATION'
      and line_id in (select id from budget_map_lines where year = ${year})) as "ledgerReserved",
    (select coalesce(sum(reserved), 0)::text from payment_items where map_line_id is not null) as "itemsReserved",
    (select coalesce(sum(b.reserved), 0)::text from budget_line_balances b join budget_map_lines l on l.id = b.line_id
      where l.ric_box = 'BENCH-00001' and l.year = ${year} and b.month = 6) as "lineOneReserved",
    (select count(*)::int from payment_groups where id = any(${sql.param([...oneLineIds, ...manyLineIds])}::int[])
      and stage <> 'DISTRIBUICAO') as "notMoved"`);

console.log(
  JSON.stringify({
    ...counts,
    cpus: os.cpus().length,
    setupMs: Math.round(setupMs),
    approvalsStarted: pending.length,
    approvalsMs: Math.round(approvalsMs),
    repetitions: REPEAT,
    paymentsTabFirstPage: tabFirst,
    paymentsTabLastPage: tabLast,
    paymentsDistributionFirstPage: tabDistribution,
    paymentsTabCounts: tabCounts,
    mapFirstPage: mapFirst,
    mapLastPage: mapLast,
    liberationOneLine: oneLine,
    liberationManyLines: manyLines,
    ledger,
  }),
);
await database.close();
