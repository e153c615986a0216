import {
  achievementSourcesOf,
  type FindingDraft,
  gapPercent,
  notAscertained,
  withinTolerance,
} from '@trade-terms/domain/ascertainment-reconciliation';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { hasSellIn } from '../calculation-data/calculation-data-service';
import { registerRowsSql } from '../master-data/register-read-models';
import { skuIdsOfCommodity } from '../master-data/register-records';
import { type LeverToAscertain, scopedRowsSql, sumScopedRows } from './ascertainment-inputs-repository';
import type { LineRecord } from './ascertainment-repository';

/**
 * The reconciliation checks of one ascertainment, each a few set-based statements: the data of
 * the period is counted and summed in the database, never read row by row.
 */

export interface CheckedAscertainment {
  commodityCode: string;
  /** First days of the period's first and last months (ISO). */
  periodStart: string;
  periodEnd: string;
  levers: readonly LeverToAscertain[];
  lines: readonly Pick<LineRecord, 'agreementLeverId' | 'accurateValue'>[];
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The first days of the months from `first` to `last` (ISO dates). */
function monthsOf(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 120; guard += 1) {
    const iso = `${year}-${String(month).padStart(2, '0')}-01`;
    if (iso > last) break;
    months.push(iso);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

const customersOf = (levers: readonly LeverToAscertain[]) =>
  [...new Set(levers.flatMap((lever) => lever.customers))].sort();

/** Sell-in of every month for the business unit: any row of its SKUs (the integration's count, without counting). */
async function missingSellIn(db: Db, input: CheckedAscertainment): Promise<FindingDraft[]> {
  const [commodity] = await rowsOf<{ id: number }>(
    db,
    sql`select c."id" from ${registerRowsSql('commodity')} c where c."code" = ${input.commodityCode}`,
  );
  const findings: FindingDraft[] = [];
  for (const month of monthsOf(input.periodStart, input.periodEnd)) {
    const present = commodity ? await hasSellIn(db, month, skuIdsOfCommodity(db, commodity.id)) : false;
    if (!present)
      findings.push({
        code: 'NO_SELL_IN',
        detail: `${isoDateToCompetenceText(month)} ${input.commodityCode}`,
      });
  }
  return findings;
}

/** The sell-out or DMS a lever is ascertained from, present for its customers and scope. */
async function missingAchievement(db: Db, input: CheckedAscertainment): Promise<FindingDraft[]> {
  const findings: FindingDraft[] = [];
  for (const lever of input.levers) {
    for (const source of achievementSourcesOf(lever.ascertainmentOrigin)) {
      const scoped = scopedRowsSql(source, 'GSV', lever, input.periodStart, input.periodEnd);
      if ((await sumScopedRows(db, scoped)).rows === 0)
        findings.push({ code: 'NO_ACHIEVEMENT', detail: `${lever.leverName} (${source})` });
    }
  }
  return findings;
}

/** The agreement's customers present and active in the customer register. */
async function notIntegrated(db: Db, input: CheckedAscertainment): Promise<FindingDraft[]> {
  const codes = customersOf(input.levers);
  if (codes.length === 0) return [];
  const missing = await rowsOf<{ code: string }>(
    db,
    sql`select x.code from unnest(${sql.param(codes)}::varchar[]) as x(code)
      where not exists (select 1 from ${registerRowsSql('customer')} c where c."code" = x.code and c."active")
      order by x.code`,
  );
  if (missing.length === 0) return [];
  return [{ code: 'CUSTOMERS_NOT_INTEGRATED', detail: missing.map((row) => row.code).join(', ') }];
}

/**
 * Sell-in against sell-out plus DMS (GSV) of the agreement's customers, months and business unit,
 * where a lever reads sell-out or DMS: beyond the tolerance, a finding with both sums and the gap.
 */
async function outOfTolerance(
  db: Db,
  input: CheckedAscertainment,
  tolerancePercent: string,
): Promise<FindingDraft[]> {
  if (!input.levers.some((lever) => achievementSourcesOf(lever.ascertainmentOrigin).length > 0)) return [];
  const scope = {
    customers: customersOf(input.levers),
    commodity: input.commodityCode,
    categories: [],
    brands: [],
    ppaProducts: [],
    skus: [],
  };
  const sumOf = (source: 'SELL_IN' | 'SELL_OUT' | 'DMS') =>
    sumScopedRows(db, scopedRowsSql(source, 'GSV', scope, input.periodStart, input.periodEnd));
  const sellIn = await sumOf('SELL_IN');
  const sellOut = await sumOf('SELL_OUT');
  const dms = await sumOf('DMS');
  const [other] = await rowsOf<{ total: string }>(
    db,
    sql`select (${sellOut.total}::numeric + ${dms.total}::numeric)::text as total`,
  );
  const others = other?.total ?? '0';
  if (withinTolerance(sellIn.total, others, tolerancePercent)) return [];
  return [
    {
      code: 'OUT_OF_TOLERANCE',
      detail: `sell-in ${sellIn.total} × sell-out + DMS ${others} (${gapPercent(sellIn.total, others)}% > ${tolerancePercent}%)`,
    },
  ];
}

export async function reconciliationFindingsOf(
  db: Db,
  input: CheckedAscertainment,
  tolerancePercent: string,
): Promise<FindingDraft[]> {
  return [
    ...(await missingSellIn(db, input)),
    ...(await missingAchievement(db, input)),
    ...(await notIntegrated(db, input)),
    ...(await outOfTolerance(db, input, tolerancePercent)),
    ...notAscertained(
      input.lines,
      new Map(input.levers.map((lever) => [lever.agreementLeverId, lever.leverName])),
    ),
  ];
}
