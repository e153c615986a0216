import {
  CALC_DATA_JOB_KINDS,
  type CalcDataSource,
  type TCalcDataFilters,
  type TCalcDataRow,
  type TCalcDataSearch,
  type TCalcDataTotals,
} from '@trade-terms/domain/calculation-data';
import type { TRestrictions } from '@trade-terms/domain/session';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { searchRows, totalsOf } from './calculation-data-repository';
import {
  applyChecked,
  checkStaged,
  createStaging,
  invalidBits,
  type StagedRow,
  stageRows,
} from './calculation-data-staging';

// What other modules read and write of the calculation data: the manual integration loads
// sell-in through here, the ascertainment reads which periods changed.
export { changedPeriodsSince, changedPeriodsSql } from './changed-periods-repository';
export {
  countSellIn,
  findSellIn,
  hasSellIn,
  upsertSellInFrom as loadIntegratedSellIn,
} from './sell-in-repository';

/** A page of a source's rows, with the count and the totals of every filtered row. */
export async function searchCalcData(
  db: Db,
  source: CalcDataSource,
  search: TCalcDataSearch,
  restrictions: TRestrictions,
): Promise<{ items: TCalcDataRow[]; total: number; totals: TCalcDataTotals }> {
  const [items, totals] = await Promise.all([
    searchRows(db, source, search, restrictions),
    totalsOf(db, source, search, restrictions),
  ]);
  return { items, total: totals.rows, totals };
}

/** How many rows an export of these filters writes: inline up to the limit, a job above. */
export async function countCalcData(
  db: Db,
  source: CalcDataSource,
  filters: TCalcDataFilters,
  restrictions: TRestrictions,
): Promise<number> {
  return (await totalsOf(db, source, filters, restrictions)).rows;
}

/**
 * Loads rows given by code (the demo data), through the imports' own staging, checks and apply,
 * with one audit row by the system; a row the checks refuse is a programming error here, so it
 * fails the load.
 */
export async function loadCalcDataRows(
  db: Db,
  source: CalcDataSource,
  rows: readonly Omit<StagedRow, 'number' | 'invalid'>[],
): Promise<void> {
  await createStaging(db);
  await stageRows(
    db,
    rows.map((row, index) => ({ ...row, number: index + 1, invalid: invalidBits(row) })),
  );
  await checkStaged(db, source);
  const written = await applyChecked(db, source, null);
  if (written.valid !== rows.length)
    throw new Error(`${source}: ${rows.length - written.valid} row(s) refused`);
  await appendAudit(db, {
    entity: CALC_DATA_JOB_KINDS[source],
    entityId: 'carga',
    action: 'CARREGADO',
    actorId: null,
    after: { incluidas: written.inserted, alteradas: written.updated },
  });
}
