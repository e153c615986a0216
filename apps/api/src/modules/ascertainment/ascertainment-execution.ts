import type {
  TExecutionExport,
  TExecutionPage,
  TExecutionSearch,
} from '@trade-terms/domain/ascertainment-execution';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { workbookFile } from '../../platform/export/workbook-file';
import { executionRows } from './ascertainment-execution-repository';
import { STATUS_LABELS } from './ascertainment-one-page';

/**
 * `buscarAtingimentos`: how each lever is doing, as the last calculation stored it. Every status
 * is listed (an approved ascertainment still tells how its levers did); restrictions in the SQL.
 */
export async function searchExecution(
  db: Db,
  search: TExecutionSearch,
  restrictions: TRestrictions,
): Promise<TExecutionPage> {
  const { rows, total } = await executionRows(db, search, restrictions);
  return { items: rows, total };
}

/**
 * `exportarAtingimentos`: the rows of the screen under its filters as a spreadsheet, decimals as
 * exact text; answered at once up to `maxRows` rows, refused beyond (422 `EXPORT_TOO_LARGE`),
 * as the discounts summary.
 */
export async function executionExport(
  db: Db,
  filters: TExecutionExport,
  caller: { restrictions: TRestrictions; language: Language },
  maxRows: number,
): Promise<TExportFile> {
  const { rows } = await executionRows(
    db,
    { ...filters, page: 1, pageSize: maxRows + 1, direction: 'asc' },
    caller.restrictions,
  );
  if (rows.length > maxRows) throw new AppError('EXPORT_TOO_LARGE', { max: String(maxRows) });
  return workbookFile(
    caller.language,
    { sheet: 'ascExecution.title', file: 'ascExecution.fileName' },
    [
      { header: 'ascertainmentDiscounts.ascertainment', key: 'ascertainment', width: 12 },
      { header: 'ascExecution.lever', key: 'lever', width: 32 },
      { header: 'ascExecution.contract', key: 'contract', width: 36 },
      { header: 'ascertainmentDiscounts.holding', key: 'holding', width: 16 },
      { header: 'ascertainmentDiscounts.commodity', key: 'commodity', width: 12 },
      { header: 'ascExecution.channel', key: 'channels', width: 12 },
      { header: 'ascertainmentDiscounts.competence', key: 'competence', width: 12 },
      { header: 'ascExecution.fundsType', key: 'fundsType', width: 8 },
      { header: 'ascExecution.model', key: 'model', width: 18 },
      { header: 'ascExecution.goal', key: 'goal', width: 16 },
      { header: 'ascExecution.contractDiscount', key: 'discount', width: 14 },
      { header: 'ascExecution.metricPercent', key: 'metricPercent', width: 14 },
      { header: 'ascExecution.achievement', key: 'achievement', width: 16 },
      { header: 'ascertainmentDiscounts.status', key: 'status', width: 16 },
    ],
    rows.map((row) => ({
      ascertainment: row.ascertainmentId,
      lever: row.leverName,
      contract: `${row.agreementId} - ${row.agreementDescription}`,
      holding: row.economicGroup,
      commodity: row.commodity,
      channels: row.channels.join(', '),
      competence: row.competence,
      fundsType: row.fundsType,
      model: row.calculationModel,
      // Decimals go out as text: a spreadsheet number would be a binary float.
      goal: row.goal ?? '',
      discount: row.discountPercent ?? '',
      metricPercent: row.achievementPercent ?? '',
      achievement: row.achievementValue ?? '',
      status: translate(caller.language, STATUS_LABELS[row.status]),
    })),
  );
}
