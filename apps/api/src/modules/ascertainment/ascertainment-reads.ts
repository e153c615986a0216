import {
  ASCERTAINMENT_TABS,
  type AscertainmentStatus,
  ascertainmentPeriodLabel,
  isOverdue,
  type TAscertainment,
  type TAscertainmentFilters,
  type TAscertainmentInputRow,
  type TAscertainmentLine,
  type TAscertainmentRow,
  type TAscertainmentSearch,
} from '@trade-terms/domain/ascertainment';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { formatBrDate } from '@trade-terms/domain/dates';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { getApproval } from '../approval-flows/approval-requests-service';
import {
  countTabs,
  findRow,
  inputRowsPage,
  leverNames,
  monthTotalsRow,
  type RowRecord,
  searchRows,
  visibleLine,
} from './ascertainment-reads-repository';
import { type LineRecord, linesOf } from './ascertainment-repository';

/** The reads of the ascertainment: list, tab counts, one by id with its lines, and "why this number". */

export interface ReadCaller {
  restrictions: TRestrictions;
  /** The business day (ISO), which tells the overdue ones. */
  today: string;
}

function rowView(row: RowRecord, today: string): TAscertainmentRow {
  const status = row.status as AscertainmentStatus;
  return {
    id: row.id,
    agreementId: row.agreementId,
    agreementDescription: row.agreementDescription,
    economicGroup: { code: row.holding, name: row.holdingName ?? '' },
    channels: row.channels,
    commodity: row.commodity,
    competence: isoDateToCompetenceText(row.periodEnd),
    period: ascertainmentPeriodLabel({ code: row.periodCode, year: row.periodYear }),
    fundsTypes: (row.fundsTypes ?? [])
      .filter((type): type is 'ON' | 'OFF' => type === 'ON' || type === 'OFF')
      .sort(),
    signatureStatus: row.signatureStatus === 'ASSINADO' ? 'ASSINADO' : 'AGUARDANDO_ASSINATURA',
    status,
    deadline: formatBrDate(row.deadline),
    overdue: isOverdue(status, row.deadline, today),
    inconsistentLines: row.inconsistentLines,
    accurateValue: row.accurate,
    validatedValue: row.validated,
    finalValue: row.final,
    abatement: row.abatement ?? '0.00',
    toPay: row.toPay,
    version: row.version,
  };
}

function lineView(line: LineRecord, names: ReadonlyMap<number, string>): TAscertainmentLine {
  return {
    id: line.id,
    agreementLeverId: line.agreementLeverId,
    leverId: line.leverId,
    leverName: names.get(line.leverId) ?? '',
    calculationModel: line.calculationModel,
    calculationBasis: line.calculationBasis,
    origin: line.origin,
    fundsType: line.fundsType,
    status: line.status,
    accurateValue: line.accurateValue,
    achievementPercent: line.achievementPercent,
    ratePercent: line.ratePercent,
    validatedValue: line.validatedValue,
    validationJustification: line.validationJustification,
    finalValue: line.finalValue,
    finalJustification: line.finalJustification,
    abatement: line.abatement,
    toPay: line.toPay,
    steps: line.steps,
    inconsistencies: line.inconsistencies,
    inputRows: line.inputRows,
    calculatedAt: line.calculatedAt.toISOString(),
  };
}

export async function searchAscertainments(db: Db, search: TAscertainmentSearch, caller: ReadCaller) {
  const { rows, total } = await searchRows(db, search, caller.restrictions, caller.today);
  return { items: rows.map((row) => rowView(row, caller.today)), total };
}

export function ascertainmentTabCounts(db: Db, filters: TAscertainmentFilters, caller: ReadCaller) {
  return countTabs(db, filters, caller.restrictions, ASCERTAINMENT_TABS, caller.today);
}

async function linesView(db: Db, id: number): Promise<TAscertainmentLine[]> {
  const lines = await linesOf(db, id);
  const names = await leverNames(
    db,
    lines.map((line) => line.leverId),
  );
  return lines.map((line) => lineView(line, names));
}

/** One ascertainment with its lines and approval; 404 outside the caller's restrictions. */
export async function getAscertainment(db: Db, id: number, caller: ReadCaller): Promise<TAscertainment> {
  const row = await findRow(db, id, caller.restrictions);
  if (!row) throw new AppError('NOT_FOUND');
  const approval = row.approvalRequestId === null ? null : await getApproval(db, row.approvalRequestId);
  return {
    ...rowView(row, caller.today),
    periodStart: isoDateToCompetenceText(row.periodStart),
    periodEnd: isoDateToCompetenceText(row.periodEnd),
    lines: await linesView(db, id),
    approval: approval && {
      requestId: approval.id,
      status: approval.status,
      currentStep: approval.currentStep,
      stepCount: approval.stepCount,
      responsibleIds: approval.responsibleIds,
    },
    reprovalJustification: row.reprovalJustification,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** `apuracaopack/buscarAlavancasContrato`: the lever lines of one ascertainment. */
export async function ascertainmentLevers(db: Db, id: number, caller: ReadCaller) {
  const row = await findRow(db, id, caller.restrictions);
  if (!row) throw new AppError('NOT_FOUND');
  return { list: await linesView(db, id) };
}

/** "Why this number": the input rows a line summed, paged; 404 for a line the caller may not see. */
export async function lineInputRows(
  db: Db,
  search: {
    lineId: number;
    role?: 'BASE' | 'GROWTH_BASE' | undefined;
    page: number;
    pageSize: number;
    direction: 'asc' | 'desc';
  },
  caller: ReadCaller,
): Promise<{ items: TAscertainmentInputRow[]; total: number }> {
  if ((await visibleLine(db, search.lineId, caller.restrictions)) === null) throw new AppError('NOT_FOUND');
  const { rows, total } = await inputRowsPage(db, search);
  return {
    items: rows.map((row) => ({
      source: row.source as TAscertainmentInputRow['source'],
      rowId: Number(row.rowId),
      role: row.role as TAscertainmentInputRow['role'],
      customer: { code: row.customerCode, name: row.customerName },
      sku: { code: row.skuCode, name: row.skuName },
      competence: isoDateToCompetenceText(row.competence),
      volume: row.volume,
      niv: row.niv,
      gsv: row.gsv,
      grossRevenue: row.grossRevenue,
    })),
    total,
  };
}

/** The month's ascertainment the caller may see, summed (for the home dashboard). */
export function ascertainmentMonthTotals(db: Db, competenceIso: string, restrictions: TRestrictions) {
  return monthTotalsRow(db, competenceIso, restrictions);
}
