import {
  type AscertainmentStatus,
  ascertainmentPeriodLabel,
  isOverdue,
} from '@trade-terms/domain/ascertainment';
import type {
  TAscertainmentReportFilters,
  TAscertainmentReportRow,
  TAscertainmentReportSearch,
} from '@trade-terms/domain/ascertainment-details-report';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { dateTimePartsIn, formatBrDate } from '@trade-terms/domain/dates';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { Db } from '../../platform/db/database';
import { type JobDeps, runExportJob, type WrittenExport } from '../imports-exports/job-runner';
import { openSheetWriter } from '../master-data/register-spreadsheets';
import { STATUS_LABELS } from './ascertainment-one-page';
import { type ReportRecord, reportPage, reportRowsAfter } from './ascertainment-report-repository';

/** `/ascertainment/details-report`: the lever lines of the visible ascertainments, and their export. */

export interface ReportCaller {
  restrictions: TRestrictions;
  language: Language;
  today: string;
}

export function rowView(row: ReportRecord, today: string): TAscertainmentReportRow {
  const status = row.status as AscertainmentStatus;
  return {
    id: row.lineId,
    ascertainmentId: row.ascertainmentId,
    agreementId: row.agreementId,
    agreementDescription: row.agreementDescription,
    economicGroup: { code: row.holding, name: row.holdingName ?? '' },
    channels: row.channels,
    commodity: row.commodity,
    competence: isoDateToCompetenceText(row.periodEnd),
    period: ascertainmentPeriodLabel({ code: row.periodCode, year: row.periodYear }),
    status,
    lineStatus: row.lineStatus as TAscertainmentReportRow['lineStatus'],
    lever: row.lever,
    calculationModel: row.calculationModel as TAscertainmentReportRow['calculationModel'],
    calculationBasis: row.calculationBasis as TAscertainmentReportRow['calculationBasis'],
    origin: row.origin as TAscertainmentReportRow['origin'],
    fundsType: row.fundsType === 'ON' ? 'ON' : 'OFF',
    achievementPercent: row.achievementPercent,
    ratePercent: row.ratePercent,
    accurateValue: row.accurateValue,
    validatedValue: row.validatedValue,
    finalValue: row.finalValue,
    abatement: row.abatement,
    toPay: row.toPay,
    deadline: formatBrDate(row.deadline),
    overdue: isOverdue(status, row.deadline, today),
    signatureStatus: row.signatureStatus === 'ASSINADO' ? 'ASSINADO' : 'AGUARDANDO_ASSINATURA',
  };
}

/** `apuracao/relatorioDetalhes`: a page of lines, filtered and sorted in SQL. */
export async function searchReport(db: Db, search: TAscertainmentReportSearch, caller: ReportCaller) {
  const { rows, total } = await reportPage(db, search, caller.restrictions);
  return { items: rows.map((row) => rowView(row, caller.today)), total };
}

/** Rows read per round trip while writing the export: memory holds one chunk. */
const CHUNK = 1000;

const yesNo = (value: boolean): MessageKey => (value ? 'imports.yes' : 'imports.no');

const COLUMNS: {
  header: MessageKey;
  cell: (row: TAscertainmentReportRow, t: (key: MessageKey) => string) => string | number;
}[] = [
  { header: 'ascertainmentDiscounts.ascertainment', cell: (row) => row.ascertainmentId },
  { header: 'ascertainmentDiscounts.agreement', cell: (row) => row.agreementId },
  { header: 'ascertainmentDiscounts.description', cell: (row) => row.agreementDescription },
  {
    header: 'ascertainmentDiscounts.holding',
    cell: (row) => `${row.economicGroup.code} — ${row.economicGroup.name}`,
  },
  { header: 'ascertainmentDiscounts.channels', cell: (row) => row.channels.join(', ') },
  { header: 'ascertainmentDiscounts.commodity', cell: (row) => row.commodity },
  { header: 'ascertainmentDiscounts.period', cell: (row) => row.period },
  { header: 'ascertainmentDiscounts.competence', cell: (row) => row.competence },
  { header: 'ascertainmentDiscounts.status', cell: (row, t) => t(STATUS_LABELS[row.status]) },
  { header: 'ascertainmentDiscounts.lever', cell: (row) => row.lever },
  { header: 'ascertainmentReport.model', cell: (row) => row.calculationModel },
  { header: 'ascertainmentReport.basis', cell: (row) => row.calculationBasis ?? '' },
  { header: 'ascertainmentReport.origin', cell: (row) => row.origin },
  { header: 'ascertainmentDiscounts.fundsType', cell: (row) => row.fundsType },
  // Decimals go out as text: a spreadsheet number would be a binary float.
  { header: 'ascertainmentReport.achievement', cell: (row) => row.achievementPercent ?? '' },
  { header: 'ascertainmentReport.rate', cell: (row) => row.ratePercent ?? '' },
  { header: 'ascertainmentOnePage.accurate', cell: (row) => row.accurateValue ?? '' },
  { header: 'ascertainmentOnePage.validated', cell: (row) => row.validatedValue ?? '' },
  { header: 'ascertainmentOnePage.final', cell: (row) => row.finalValue ?? '' },
  { header: 'ascertainmentOnePage.abatement', cell: (row) => row.abatement },
  { header: 'ascertainmentOnePage.toPay', cell: (row) => row.toPay ?? '' },
  { header: 'ascertainmentReport.deadline', cell: (row) => row.deadline },
  { header: 'ascertainmentReport.overdue', cell: (row, t) => t(yesNo(row.overdue)) },
  {
    header: 'ascertainmentOnePage.signature',
    cell: (row, t) => t(`agreement.signature.${row.signatureStatus}`),
  },
];

/** Writes the report's lines under the filters (the caller's restrictions applied) to a spreadsheet. */
export async function writeReportExport(
  db: Db,
  filters: TAscertainmentReportFilters,
  caller: ReportCaller,
): Promise<Omit<WrittenExport, 'name'>> {
  const t = (key: MessageKey) => translate(caller.language, key);
  const writer = openSheetWriter(
    t('ascertainmentReport.sheet'),
    COLUMNS.map((column) => t(column.header)),
  );
  let rows = 0;
  let after = 0;
  for (;;) {
    const chunk = await reportRowsAfter(db, filters, caller.restrictions, after, CHUNK);
    for (const record of chunk) {
      const row = rowView(record, caller.today);
      writer.addRow(COLUMNS.map((column) => column.cell(row, t)));
    }
    rows += chunk.length;
    if (chunk.length < CHUNK) break;
    after = (chunk.at(-1) as ReportRecord).lineId;
  }
  return { file: await writer.finish(), rows };
}

/** `detalhes-apuracao-20260131-142530.xlsx`, in the business's clock. */
export function reportExportName(language: Language, at: Date, timeZone: string): string {
  const { year, month, day, hour, minute, second } = dateTimePartsIn(timeZone, at);
  return `${translate(language, 'ascertainmentReport.fileName')}-${year}${month}${day}-${hour}${minute}${second}.xlsx`;
}

/** The queue's handler of an export too large to answer inline (and the inline answer's writer). */
export function runReportExport(
  deps: JobDeps,
  jobId: string,
  timeZone: string,
  today: string,
): Promise<void> {
  return runExportJob<TAscertainmentReportFilters>(deps, jobId, async (job, restrictions, filters) => {
    const language = job.language as Language;
    const written = await writeReportExport(deps.db, filters, { restrictions, language, today });
    return { ...written, name: reportExportName(language, job.createdAt, timeZone) };
  });
}
