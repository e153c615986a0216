import {
  CALC_DATA_SHEETS,
  CALC_DATA_TITLES,
  type CalcDataSource,
  calcDataSourceOfJobKind,
  type TCalcDataFilters,
  type TCalcDataRow,
} from '@trade-terms/domain/calculation-data';
import { dateTimePartsIn } from '@trade-terms/domain/dates';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { Db } from '../../platform/db/database';
import { type JobDeps, runExportJob, type WrittenExport } from '../imports-exports/job-runner';
import { openSheetWriter } from '../master-data/register-spreadsheets';
import { rowsAfter } from './calculation-data-repository';

/** Rows read per round trip while writing an export: memory holds one chunk. */
const CHUNK = 1000;

const FILE_NAMES: Record<CalcDataSource, string> = { sellIn: 'sell-in', sellOut: 'sell-out', dms: 'dms' };

/** `sell-out-20260131-142530.xlsx`, in the business's clock. */
function exportName(source: CalcDataSource, at: Date, timeZone: string): string {
  const { year, month, day, hour, minute, second } = dateTimePartsIn(timeZone, at);
  return `${FILE_NAMES[source]}-${year}${month}${day}-${hour}${minute}${second}.xlsx`;
}

/**
 * Writes a source's filtered rows (the caller's restrictions applied) to a spreadsheet with the
 * import sheet's columns, decimals as text, so an export can be imported back.
 */
export async function writeCalcDataExport(
  db: Db,
  source: CalcDataSource,
  filters: TCalcDataFilters,
  restrictions: TRestrictions,
  language: Language,
): Promise<Omit<WrittenExport, 'name'>> {
  const fields = CALC_DATA_SHEETS[source];
  const writer = openSheetWriter(
    translate(language, CALC_DATA_TITLES[source]),
    fields.map((field) => translate(language, field.label)),
  );
  const cell: Record<string, (row: TCalcDataRow) => string | null> = {
    customerCode: (row) => row.customerCode,
    storeCode: (row) => row.storeCode,
    distributorCode: (row) => row.distributorCode,
    skuCode: (row) => row.skuCode,
    competence: (row) => row.competence,
    volume: (row) => row.volume,
    niv: (row) => row.niv,
    gsv: (row) => row.gsv,
    grossRevenue: (row) => row.grossRevenue,
  };
  let rows = 0;
  let after = 0;
  for (;;) {
    const chunk = await rowsAfter(db, source, filters, restrictions, after, CHUNK);
    for (const row of chunk) writer.addRow(fields.map((field) => cell[field.name]?.(row) ?? null));
    rows += chunk.length;
    if (chunk.length < CHUNK) break;
    after = (chunk.at(-1) as TCalcDataRow).id;
  }
  return { file: await writer.finish(), rows };
}

/** The queue's handler of an export too large to answer inline. */
export function runCalcDataExport(deps: JobDeps, jobId: string, timeZone: string): Promise<void> {
  return runExportJob<TCalcDataFilters>(deps, jobId, async (job, restrictions, filters) => {
    const source = calcDataSourceOfJobKind(job.register) as CalcDataSource;
    const written = await writeCalcDataExport(
      deps.db,
      source,
      filters,
      restrictions,
      job.language as Language,
    );
    return { ...written, name: exportName(source, job.createdAt, timeZone) };
  });
}
