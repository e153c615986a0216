import { readFile } from 'node:fs/promises';
import { competenceTextToIsoDate, isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { TRestrictions } from '@trade-terms/domain/session';
import { periodLabel, type ThresholdSource } from '@trade-terms/domain/store-compliance';
import type {
  TComplianceAbstractRow,
  TComplianceAbstractSearch,
  TComplianceDetailRow,
  TComplianceDetailSearch,
  TComplianceFilters,
} from '@trade-terms/domain/store-compliance-reports';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { openSheetWriter, removeTemporary } from '../master-data/register-spreadsheets';
import {
  type AbstractRow,
  abstractPage,
  abstractRows,
  type ComplianceQuery,
  complianceLevers,
  type DetailRow,
  detailPage,
  detailRows,
  type LeverColumns,
} from './compliance-reports-repository';

export interface ReportCaller {
  restrictions: TRestrictions;
  language: Language;
}

function queryOf(filters: TComplianceFilters, restrictions: TRestrictions): ComplianceQuery {
  return {
    from: competenceTextToIsoDate(filters.competenceFrom) as string,
    to: competenceTextToIsoDate(filters.competenceTo) as string,
    channels: filters.channels,
    economicGroups: filters.economicGroups,
    leverIds: filters.leverIds,
    regions: filters.regions,
    businessUnits: filters.businessUnits,
    restrictions,
  };
}

function leverColumnsOf(row: LeverColumns) {
  return {
    agreementLeverId: row.agreementLeverId,
    agreementId: row.agreementId,
    agreementDescription: row.agreementDescription,
    holding: { code: row.holdingCode, name: row.holdingName ?? '' },
    leverId: row.leverId,
    leverName: row.leverName,
    channel: row.channel,
    region: row.regionCode ? { code: row.regionCode, name: row.regionName ?? '' } : null,
    subregions: row.subregions ?? [],
    businessUnit: row.businessUnit,
    period: {
      code: row.code,
      year: row.year,
      label: periodLabel(row.code, row.year),
      first: isoDateToCompetenceText(row.first),
      last: isoDateToCompetenceText(row.last),
    },
  };
}

function detailOf(row: DetailRow): TComplianceDetailRow {
  const audited = row.answers > 0;
  return {
    ...leverColumnsOf(row),
    store: { code: row.storeCode, name: row.storeName },
    customer: row.customer,
    audited,
    answers: row.answers,
    compliantAnswers: row.yes,
    compliant: audited && row.yes === row.answers,
  };
}

function abstractOf(row: AbstractRow): TComplianceAbstractRow {
  return {
    ...leverColumnsOf(row),
    auditedStores: row.audited,
    compliantStores: row.compliant,
    compliancePercent: row.compliancePercent,
    thresholdPercent: row.threshold,
    thresholdSource: row.thresholdSource as ThresholdSource | null,
    reached: row.reached,
  };
}

/** `relatorioDetalhesCompliance`: a page of stores of levers of agreements in periods. */
/** Audited and compliant stores and the threshold of one store-compliance lever in one period. */
export interface LeverPeriodCompliance {
  agreementLeverId: number;
  code: string;
  year: number;
  audited: number;
  compliant: number;
  threshold: string | null;
}

/**
 * The store compliance of every store-compliance lever of one agreement, for the periods within
 * `from`…`to` (ISO first days of months): what the ascertainment's STORE_COMPLIANCE model takes
 * (the same numbers as the summary report, read without the caller's restrictions, as the
 * ascertainment has applied them to the agreement already).
 */
export async function agreementCompliance(
  db: Db,
  agreementId: number,
  from: string,
  to: string,
): Promise<LeverPeriodCompliance[]> {
  const rows = await abstractRows(
    db,
    { from, to, agreementIds: [agreementId], restrictions: NO_RESTRICTIONS },
    10_000,
  );
  return rows.map((row) => ({
    agreementLeverId: row.agreementLeverId,
    code: row.code,
    year: row.year,
    audited: row.audited,
    compliant: row.compliant,
    threshold: row.threshold,
  }));
}

export async function complianceDetail(db: Db, search: TComplianceDetailSearch, caller: ReportCaller) {
  const { rows, total } = await detailPage(db, queryOf(search, caller.restrictions), search);
  return { items: rows.map(detailOf), total };
}

/** `relatorioResumoCompliance`: a page of levers of agreements in periods. */
export async function complianceAbstract(db: Db, search: TComplianceAbstractSearch, caller: ReportCaller) {
  const { rows, total } = await abstractPage(db, queryOf(search, caller.restrictions), search);
  return { items: rows.map(abstractOf), total };
}

export async function complianceLeverOptions(db: Db, caller: ReportCaller) {
  return { list: await complianceLevers(db, caller.restrictions) };
}

const SOURCE_LABELS: Record<ThresholdSource, MessageKey> = {
  AGREEMENT_LEVER: 'complianceReports.source.agreementLever',
  SUBREGION: 'complianceReports.source.subregion',
  PACK_CATEGORY: 'complianceReports.source.packCategory',
};

type Cell = string | number | null;

/** A column of an export: its header and its cell of a row. Decimals go out as text. */
interface ExportColumn<T> {
  header: MessageKey;
  cell: (row: T, t: (key: MessageKey) => string) => Cell;
}

const yesNo = (value: boolean, t: (key: MessageKey) => string) =>
  t(value ? 'complianceReports.yes' : 'complianceReports.no');

const LEVER_EXPORT: ExportColumn<TComplianceDetailRow | TComplianceAbstractRow>[] = [
  { header: 'complianceReports.agreement', cell: (row) => row.agreementId },
  { header: 'agreement.export.description', cell: (row) => row.agreementDescription },
  { header: 'complianceReports.holding', cell: (row) => `${row.holding.code} — ${row.holding.name}` },
  { header: 'complianceReports.lever', cell: (row) => row.leverName },
  { header: 'complianceReports.channels', cell: (row) => row.channel },
  { header: 'complianceReports.region', cell: (row) => row.region?.code ?? '' },
  { header: 'complianceReports.subregions', cell: (row) => row.subregions.join(', ') },
  { header: 'complianceReports.businessUnit', cell: (row) => row.businessUnit ?? '' },
  { header: 'complianceReports.period', cell: (row) => row.period.label },
  { header: 'complianceReports.periodMonths', cell: (row) => `${row.period.first} – ${row.period.last}` },
];

const DETAIL_EXPORT: ExportColumn<TComplianceDetailRow>[] = [
  ...LEVER_EXPORT,
  { header: 'complianceReports.storeCode', cell: (row) => row.store.code },
  { header: 'complianceReports.storeName', cell: (row) => row.store.name },
  { header: 'complianceReports.customer', cell: (row) => row.customer },
  { header: 'complianceReports.audited', cell: (row, t) => yesNo(row.audited, t) },
  { header: 'complianceReports.answers', cell: (row) => row.answers },
  { header: 'complianceReports.compliantAnswers', cell: (row) => row.compliantAnswers },
  { header: 'complianceReports.compliant', cell: (row, t) => yesNo(row.compliant, t) },
];

const ABSTRACT_EXPORT: ExportColumn<TComplianceAbstractRow>[] = [
  ...LEVER_EXPORT,
  { header: 'complianceReports.auditedStores', cell: (row) => row.auditedStores },
  { header: 'complianceReports.compliantStores', cell: (row) => row.compliantStores },
  // Decimals as text: a spreadsheet number would be a binary float.
  { header: 'complianceReports.compliancePercent', cell: (row) => row.compliancePercent ?? '' },
  { header: 'complianceReports.threshold', cell: (row) => row.thresholdPercent ?? '' },
  {
    header: 'complianceReports.thresholdSource',
    cell: (row, t) => (row.thresholdSource ? t(SOURCE_LABELS[row.thresholdSource]) : ''),
  },
  {
    header: 'complianceReports.reached',
    cell: (row, t) =>
      row.reached === null
        ? t(row.auditedStores === 0 ? 'complianceReports.noAuditedStores' : 'complianceReports.noThreshold')
        : yesNo(row.reached, t),
  },
];

/** A one-sheet workbook in the caller's language, answered as the spec's export response. */
async function exportFile<T>(
  language: Language,
  names: { sheet: MessageKey; file: MessageKey },
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): Promise<TExportFile> {
  const t = (key: MessageKey) => translate(language, key);
  const writer = openSheetWriter(
    t(names.sheet),
    columns.map((column) => t(column.header)),
  );
  for (const row of rows) writer.addRow(columns.map((column) => column.cell(row, t)));
  const file = await writer.finish();
  try {
    return {
      content: (await readFile(file)).toString('base64'),
      fileName: `${t(names.file)}.xlsx`,
      fileType: 'xlsx',
      mime: SPREADSHEET_MIME,
    };
  } finally {
    await removeTemporary(file);
  }
}

/** Refuses an export past the inline limit, asking to narrow the filters (as the agreements' reports). */
function withinLimit<T>(rows: T[], maxRows: number): T[] {
  if (rows.length > maxRows) throw new AppError('EXPORT_TOO_LARGE', { max: String(maxRows) });
  return rows;
}

export async function exportComplianceDetail(
  db: Db,
  filters: TComplianceFilters,
  caller: ReportCaller,
  maxRows: number,
) {
  const rows = withinLimit(await detailRows(db, queryOf(filters, caller.restrictions), maxRows + 1), maxRows);
  return exportFile(
    caller.language,
    { sheet: 'complianceReports.detailSheet', file: 'complianceReports.detailFileName' },
    DETAIL_EXPORT,
    rows.map(detailOf),
  );
}

export async function exportComplianceAbstract(
  db: Db,
  filters: TComplianceFilters,
  caller: ReportCaller,
  maxRows: number,
) {
  const rows = withinLimit(
    await abstractRows(db, queryOf(filters, caller.restrictions), maxRows + 1),
    maxRows,
  );
  return exportFile(
    caller.language,
    { sheet: 'complianceReports.abstractSheet', file: 'complianceReports.abstractFileName' },
    ABSTRACT_EXPORT,
    rows.map(abstractOf),
  );
}
