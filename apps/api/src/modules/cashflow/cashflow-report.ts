import {
  monthsBetween,
  type TCashflow,
  type TCashflowFigures,
  type TCashflowRequest,
} from '@trade-terms/domain/cashflow';
import { competenceTextToIsoDate, parseCompetence } from '@trade-terms/domain/competence';
import { translate } from '@trade-terms/domain/i18n';
import type { TExportFile } from '@trade-terms/domain/import-export-jobs';
import type { Db } from '../../platform/db/database';
import { type SheetColumn, workbookFile } from '../../platform/export/workbook-file';
import type { CashflowCaller } from './cashflow-caller';
import type { CashflowNeighbours } from './cashflow-neighbours';
import { cashflowFigures } from './cashflow-repository';

const ZERO = { forecast: '0.00', approved: '0.00', paid: '0.00' };

/**
 * `apuracaoAvulsa/fluxoCaixa`: every month of the range (those without money too, so a chart has
 * no gaps), with its budget types and totals, all summed by the database.
 */
export async function cashflow(
  db: Db,
  request: TCashflowRequest,
  caller: CashflowCaller,
  neighbours: CashflowNeighbours,
): Promise<TCashflow> {
  const rows = await cashflowFigures(db, request, caller.restrictions, neighbours.paymentStateSql());
  const figures = (row: (typeof rows)[number]) => ({
    forecast: row.forecast,
    approved: row.approved,
    paid: row.paid,
  });
  const months = monthsBetween(
    parseCompetence(request.competenceFrom) ?? { year: 0, month: 1 },
    parseCompetence(request.competenceTo) ?? { year: 0, month: 1 },
  ).map((competence) => {
    const iso = competenceTextToIsoDate(competence);
    const ofMonth = rows.filter((row) => row.month === iso);
    const total = ofMonth.find((row) => row.budgetType === null);
    return {
      competence,
      ...(total ? figures(total) : ZERO),
      budgetTypes: ofMonth
        .filter((row) => row.budgetType !== null)
        .map((row) => ({
          budgetType: row.budgetType as string,
          budgetTypeName: row.budgetTypeName,
          ...figures(row),
        })),
    };
  });
  const grand = rows.find((row) => row.month === null && row.budgetType === null);
  return { months, totals: grand ? figures(grand) : ZERO };
}

const COLUMNS: SheetColumn[] = [
  { header: 'cashflow.fields.competence', key: 'competence', width: 12 },
  { header: 'cashflow.fields.budgetType', key: 'budgetType', width: 28 },
  { header: 'cashflow.figures.forecast', key: 'forecast', width: 16 },
  { header: 'cashflow.figures.approved', key: 'approved', width: 16 },
  { header: 'cashflow.figures.paid', key: 'paid', width: 16 },
];

/** `apuracaoAvulsa/exportarFluxoCaixa`: one row per month and budget type, then the month's total. */
export async function exportCashflow(
  db: Db,
  request: TCashflowRequest,
  caller: CashflowCaller,
  neighbours: CashflowNeighbours,
): Promise<TExportFile> {
  const flow = await cashflow(db, request, caller, neighbours);
  const totalLabel = translate(caller.language, 'cashflow.total');
  // Numbers in the sheet, so it sums and charts; the figures themselves were summed exactly.
  const cells = (figures: TCashflowFigures) => ({
    forecast: Number(figures.forecast),
    approved: Number(figures.approved),
    paid: Number(figures.paid),
  });
  const rows = flow.months.flatMap((month) => [
    ...month.budgetTypes.map((type) => ({
      competence: month.competence,
      budgetType: type.budgetTypeName ? `${type.budgetType} · ${type.budgetTypeName}` : type.budgetType,
      ...cells(type),
    })),
    { competence: month.competence, budgetType: totalLabel, ...cells(month) },
  ]);
  rows.push({ competence: totalLabel, budgetType: '', ...cells(flow.totals) });
  return workbookFile(
    caller.language,
    { sheet: 'cashflow.export.sheet', file: 'cashflow.export.file' },
    COLUMNS,
    rows,
  );
}
