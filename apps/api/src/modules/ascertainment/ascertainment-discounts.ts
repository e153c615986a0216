import type { AscertainmentStatus } from '@trade-terms/domain/ascertainment';
import type { TDiscountsSummaryExport } from '@trade-terms/domain/ascertainment-discounts';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { TRestrictions } from '@trade-terms/domain/session';
import { periodLabel } from '@trade-terms/domain/store-compliance';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { workbookFile } from '../../platform/export/workbook-file';
import { discountRows } from './ascertainment-discounts-repository';
import { STATUS_LABELS } from './ascertainment-one-page';
import { leverNames } from './ascertainment-reads-repository';

/**
 * `exportarRelatorioResumoDescontos`: one row per lever line of every ascertainment the filters
 * match (channel and commodity required; every status; within the caller's restrictions), the
 * values as exact decimal text. Answered at once up to `maxRows` rows, refused beyond (422
 * `EXPORT_TOO_LARGE`), as the agreements' consolidated export.
 */
export async function discountsSummaryExport(
  db: Db,
  filters: TDiscountsSummaryExport,
  caller: { restrictions: TRestrictions; language: Language },
  maxRows: number,
): Promise<TExportFile> {
  const rows = await discountRows(db, filters, caller.restrictions, maxRows + 1);
  if (rows.length > maxRows) throw new AppError('EXPORT_TOO_LARGE', { max: String(maxRows) });
  const names = await leverNames(db, [...new Set(rows.map((row) => row.leverId))]);
  return workbookFile(
    caller.language,
    { sheet: 'ascertainmentDiscounts.sheet', file: 'ascertainmentDiscounts.fileName' },
    [
      { header: 'ascertainmentDiscounts.ascertainment', key: 'ascertainment', width: 12 },
      { header: 'ascertainmentDiscounts.agreement', key: 'agreement', width: 10 },
      { header: 'ascertainmentDiscounts.description', key: 'description', width: 36 },
      { header: 'ascertainmentDiscounts.holding', key: 'holding', width: 32 },
      { header: 'ascertainmentDiscounts.channels', key: 'channels', width: 12 },
      { header: 'ascertainmentDiscounts.commodity', key: 'commodity', width: 12 },
      { header: 'ascertainmentDiscounts.period', key: 'period', width: 12 },
      { header: 'ascertainmentDiscounts.competence', key: 'competence', width: 12 },
      { header: 'ascertainmentDiscounts.status', key: 'status', width: 16 },
      { header: 'ascertainmentDiscounts.lever', key: 'lever', width: 32 },
      { header: 'ascertainmentDiscounts.fundsType', key: 'fundsType', width: 8 },
      { header: 'ascertainmentOnePage.accurate', key: 'accurateValue', width: 16 },
      { header: 'ascertainmentOnePage.validated', key: 'validatedValue', width: 16 },
      { header: 'ascertainmentOnePage.final', key: 'finalValue', width: 16 },
      { header: 'ascertainmentOnePage.abatement', key: 'abatement', width: 16 },
      { header: 'ascertainmentOnePage.toPay', key: 'toPay', width: 16 },
    ],
    rows.map((row) => ({
      ascertainment: row.ascertainmentId,
      agreement: row.agreementId,
      description: row.description,
      holding: `${row.holding} — ${row.holdingName ?? ''}`,
      channels: row.channels.join(', '),
      commodity: row.commodity,
      period: periodLabel(row.periodCode, row.periodYear),
      competence: isoDateToCompetenceText(row.periodEnd),
      status: translate(caller.language, STATUS_LABELS[row.status as AscertainmentStatus]),
      lever: names.get(row.leverId) ?? '',
      fundsType: row.fundsType,
      // Decimals go out as text: a spreadsheet number would be a binary float.
      accurateValue: row.accurateValue ?? '',
      validatedValue: row.validatedValue ?? '',
      finalValue: row.finalValue ?? '',
      abatement: row.abatement,
      toPay: row.toPay ?? '',
    })),
  );
}
