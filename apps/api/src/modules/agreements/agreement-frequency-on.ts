import { formatBrDate } from '@trade-terms/domain/dates';
import {
  MONTHS_OF_YEAR,
  onLeverYearMarks,
  type TFrequencyOnFilters,
  type TFrequencyOnRow,
  type TFrequencyOnSearch,
} from '@trade-terms/domain/frequency-on';
import type { Language } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type SheetColumn, workbookFile } from '../../platform/export/workbook-file';
import {
  type FrequencyOnRecord,
  frequencyOnPage,
  frequencyOnRows,
} from './agreement-frequency-on-repository';

/**
 * "Frequency ON" (docs/domain.md "ON frequency"): each ON lever with the months of the year in
 * which its periods end, by the ascertainment's period rule clipped to the agreement's validity.
 */

function rowView(row: FrequencyOnRecord, year: number): TFrequencyOnRow {
  return {
    agreementId: row.agreementId,
    description: row.description,
    economicGroup: { code: row.holding, name: row.holdingName ?? '' },
    channels: row.channels,
    businessUnit: row.businessUnit,
    leverId: row.leverId,
    leverName: row.leverName,
    periodicities: row.periodicities,
    validityStart: formatBrDate(row.validityStart),
    validityEnd: formatBrDate(row.validityEnd),
    months: onLeverYearMarks(row.periodicities, year, { start: row.validityStart, end: row.validityEnd }),
  };
}

export async function searchFrequencyOn(
  db: Db,
  search: TFrequencyOnSearch,
  restrictions: TRestrictions,
): Promise<{ items: TFrequencyOnRow[]; total: number }> {
  const { rows, total } = await frequencyOnPage(db, search, restrictions);
  return { items: rows.map((row) => rowView(row, search.year)), total };
}

const monthKey = (month: number) => `m${month}`;

/**
 * The grid as a sheet: one row per lever, a column per month holding the periods that end in it.
 * Answered at once up to `maxRows` levers, refused beyond (422 `EXPORT_TOO_LARGE`).
 */
export async function exportFrequencyOn(
  db: Db,
  filters: TFrequencyOnFilters,
  caller: { restrictions: TRestrictions; language: Language },
  maxRows: number,
): Promise<TExportFile> {
  const rows = await frequencyOnRows(db, filters, caller.restrictions, maxRows + 1);
  if (rows.length > maxRows) throw new AppError('EXPORT_TOO_LARGE', { max: String(maxRows) });
  const months: SheetColumn[] = MONTHS_OF_YEAR.map((month) => ({
    header: 'frequencyOn.competence',
    headerSuffix: ` ${String(month).padStart(2, '0')}/${filters.year}`,
    key: monthKey(month),
    width: 14,
  }));
  return workbookFile(
    caller.language,
    { sheet: 'frequencyOn.sheet', file: 'frequencyOn.fileName' },
    [
      { header: 'frequencyOn.agreement', key: 'agreement', width: 36 },
      { header: 'frequencyOn.holding', key: 'holding', width: 28 },
      { header: 'frequencyOn.channels', key: 'channels', width: 12 },
      { header: 'frequencyOn.businessUnit', key: 'businessUnit', width: 12 },
      { header: 'frequencyOn.lever', key: 'lever', width: 32 },
      { header: 'frequencyOn.periodicities', key: 'periodicities', width: 20 },
      { header: 'frequencyOn.validity', key: 'validity', width: 24 },
      ...months,
    ],
    rows.map((record) => {
      const row = rowView(record, filters.year);
      return {
        agreement: `${row.agreementId} - ${row.description}`,
        holding: `${row.economicGroup.code} - ${row.economicGroup.name}`,
        channels: row.channels.join(', '),
        businessUnit: row.businessUnit,
        lever: row.leverName,
        periodicities: row.periodicities.join(', '),
        validity: `${row.validityStart} - ${row.validityEnd}`,
        ...Object.fromEntries(row.months.map((periods, index) => [monthKey(index + 1), periods.join(', ')])),
      };
    }),
  );
}
