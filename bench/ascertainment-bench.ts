// `node bench/ascertainment.mjs --database-url postgres://.../<empty database>`: the ascertainment
// at 1 000 000 sell-in rows. Migrates and seeds the database, adds 1 000 customers of the Alfa
// group and 125 SKUs, and 1 000 000 sell-in rows (every customer and SKU in 8 months: January to
// April of this year and of the last, this year's 8 % above), then an approved agreement whose quarterly growth lever
// covers 200 of the customers (its most: 75 000 rows in the quarter, as many a year earlier). Times the
// first calculation of March (sums and the INSERT … SELECT of the input rows), a recalculation
// that changes nothing, and the first and last pages of "why this number"; prints one JSON line.

import path from 'node:path';
import { ZAgreementSaveSchema } from '@trade-terms/domain/agreements';
import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { ALL_ROLES } from '@trade-terms/domain/permissions';
import { sql } from 'drizzle-orm';
import { decideAgreements, sendToApproval } from '../apps/api/src/modules/agreements/agreement-lifecycle';
import { saveAgreement } from '../apps/api/src/modules/agreements/agreements-service';
import { calculateAscertainments } from '../apps/api/src/modules/ascertainment/ascertainment-calculation';
import { inputRowsPage } from '../apps/api/src/modules/ascertainment/ascertainment-reads-repository';
import { linesOf } from '../apps/api/src/modules/ascertainment/ascertainment-repository';
import { leverOptions } from '../apps/api/src/modules/levers/levers-service';
import { users } from '../apps/api/src/modules/users/users-table';
import { loadConfig } from '../apps/api/src/platform/config';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { seedDatabase } from '../apps/api/src/seed/seed-database';

const index = process.argv.indexOf('--database-url');
const url = index >= 0 ? process.argv[index + 1] : process.env.DATABASE_URL;
if (!url) {
  console.error('usage: node bench/ascertainment.mjs --database-url postgres://...');
  process.exit(2);
}

const CUSTOMERS = 1000;
const SKUS = 125;
// An agreement lever holds at most 200 SAP customers.
const LEVER_CUSTOMERS = 200;

const database = await openDatabase({ url });
const { db } = database;
await database.migrate(path.resolve('apps/api/drizzle'));
const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: url });
await seedDatabase(db, config);
const today = calendarDateIn(config.BUSINESS_TIME_ZONE);
const year = Number(today.slice(0, 4));

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await run();
  return [result, Math.round(performance.now() - start)];
};

// Customers and SKUs copied from the demo's, with new codes; then the sell-in of 8 months.
await db.execute(sql`insert into customers (code, name, cnpj, economic_group_id, region_id, microregion_id,
    segment_id, channel_id, cva_id, sap_payer, active)
  select 'BENCH' || lpad(n::text, 5, '0'), 'Cliente bench ' || n, null, c.economic_group_id, c.region_id,
    c.microregion_id, c.segment_id, c.channel_id, c.cva_id, n = 1, true
  from generate_series(1, ${CUSTOMERS}) n, customers c where c.code = '0001000101'
  on conflict do nothing`);
await db.execute(sql`insert into skus (code, name, ean, ppa_product_id, net_weight, active)
  select 'BSKU' || lpad(n::text, 4, '0'), 'SKU bench ' || n, null, s.ppa_product_id, s.net_weight, true
  from generate_series(1, ${SKUS}) n, skus s where s.code = 'SKU-1001'
  on conflict do nothing`);
const [, loadMs] = await timed(() =>
  db.execute(sql`insert into sell_in (customer_id, sku_id, competence, volume, gsv, niv, gross_revenue)
    select c.id, s.id, m.month, 10, (c.id % 97 + s.id % 89 + 1) * 12.34 * m.growth,
      (c.id % 97 + s.id % 89 + 1) * 10.01 * m.growth, (c.id % 97 + s.id % 89 + 1) * 13.57 * m.growth
    from customers c cross join skus s
    cross join (select make_date(${year} - y, mm, 1) as month, case when y = 0 then 1.08 else 1 end as growth
      from generate_series(0, 1) y, generate_series(1, 4) mm) m
    where c.code like 'BENCH%' and s.code like 'BSKU%'
    on conflict do nothing`),
);
await db.execute(sql`analyze sell_in`);
const counting = await db.execute(sql`select count(*)::int as rows from sell_in`);
const [counted] = (counting as unknown as { rows: { rows: number }[] }).rows;

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
const customers = Array.from({ length: LEVER_CUSTOMERS }, (_, n) => `BENCH${String(n + 1).padStart(5, '0')}`);
const agreement = await saveAgreement(
  db,
  ZAgreementSaveSchema.parse({
    description: `Acordo bench ${year}`,
    economicGroup: 'GRP-ALFA',
    channels: ['HC'],
    validityStart: `01/01/${year}`,
    validityEnd: `31/12/${year}`,
    region: 'SE',
    businessUnit: 'HPF',
    levers: [
      {
        leverId: growth?.id,
        fundsType: 'OFF',
        discountPercent: '2.5',
        growthPercent: '5',
        expectedYearlyValue: '100000.00',
        commodity: 'HPF',
        customers,
        payers: [customers[0]],
      },
    ],
  }),
  as('comercial'),
);
await sendToApproval(db, [agreement.id], as('comercial'));
await decideAgreements(db, [agreement.id], as('aprovador'), 'APROVAR', undefined);
await decideAgreements(db, [agreement.id], as('admin'), 'APROVAR', undefined);

const calculate = () =>
  calculateAscertainments(
    db,
    { competence: `03/${year}`, agreementId: agreement.id },
    { id: as('comercial').id, restrictions: NO_RESTRICTIONS, language: 'pt-BR' },
    60,
  );
const [first, firstMs] = await timed(calculate);
const [again, againMs] = await timed(calculate);
const id = first.changed[0] as number;
const [line] = await linesOf(db, id);
const page = (number: number) =>
  inputRowsPage(db, { lineId: line?.id as number, page: number, pageSize: 50, direction: 'asc' });
const [firstPage, firstPageMs] = await timed(() => page(1));
const [, lastPageMs] = await timed(() => page(Math.ceil(firstPage.total / 50)));

console.log(
  JSON.stringify({
    sellInRows: counted?.rows,
    loadMs,
    inputRows: line?.inputRows,
    accurateValue: line?.accurateValue,
    firstCalculationMs: firstMs,
    unchangedRecalculationMs: againMs,
    unchanged: again.unchanged.length === 1,
    firstPageMs,
    lastPageMs,
  }),
);
await database.close();
