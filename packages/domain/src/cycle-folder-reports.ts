import { z } from 'zod';
import { MONEY_SCALES, ZBudgetYearSchema } from './budget-map';
import type { MessageKey } from './messages/pt-BR';
import { MAX_PAGE_SIZE } from './paging';

/**
 * The cycle folder's eight reports (spec §2 "Cycle folder", §6, §9): which money of the folders
 * they show, grouped how, under which filters. Pure: the server builds the SQL of a report from
 * its grouping, the screen its table and chart from its columns (docs/domain.md "Cycle folder
 * reports").
 */

export const REPORT_PERIODS = ['FY', 'YTD', 'YTG'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const LAST_DAYS = [30, 60, 90] as const;
export const CVA_GROUPS = [1, 2, 3, 4] as const;

export const CYCLE_FOLDER_REPORT_KEYS = [
  'finance',
  'countingDetail',
  'general',
  'fundsTacticsOff',
  'fundsTacticsOn',
  'regional',
  'detailedMaintenance',
  'payments',
] as const;
export type CycleFolderReportKey = (typeof CYCLE_FOLDER_REPORT_KEYS)[number];

/** The money every report shows, in this order: the folder's chain from plan to payment. */
export const REPORT_MEASURES = ['planned', 'reserved', 'executed', 'paid'] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];

/**
 * How a column is shown: text as is, a label from the catalogue (`labels` + the value), an
 * integer, money (at the chosen scale), a volume (3 places) or a unit value (4 places).
 */
export type ReportColumnKind = 'text' | 'label' | 'integer' | 'money' | 'volume' | 'unitValue';

export interface ReportColumn {
  key: string;
  title: MessageKey;
  kind: ReportColumnKind;
  /** For `label` columns: the catalogue's prefix of the value's label. */
  labels?: string;
}

/**
 * What a report's rows are: one per cycle (month), folder, tactic, region, action, counting row
 * or addendum change. Aggregates are few rows and come whole; the others are paged.
 */
export type ReportGrain =
  | 'cycle'
  | 'folder'
  | 'tactic'
  | 'region'
  | 'action'
  | 'countingRow'
  | 'addendumChange';

export interface CycleFolderReport {
  key: CycleFolderReportKey;
  path: string;
  /** The side menu's spelling without `/cycle-folder/reports`, which opens the same report. */
  shortPath?: string;
  title: MessageKey;
  grain: ReportGrain;
  /** The actions' funds the report keeps to (the two fund summaries). */
  funds?: 'ON' | 'OFF';
  columns: readonly ReportColumn[];
  /** A chart where a person would rather look than read. */
  chart?: 'plannedExecutedByCycle' | 'fundsByTactic';
}

const money = (key: ReportMeasure): ReportColumn => ({
  key,
  title: `cycleFolderReports.measure.${key}` as MessageKey,
  kind: 'money',
});
const MEASURE_COLUMNS = REPORT_MEASURES.map(money);

const FOLDER_COLUMNS: ReportColumn[] = [
  { key: 'year', title: 'cycleFolderScreens.fields.year', kind: 'integer' },
  { key: 'cycle', title: 'cycleFolderScreens.fields.cycle', kind: 'integer' },
  { key: 'channel', title: 'cycleFolderScreens.fields.channel', kind: 'text' },
  { key: 'commodity', title: 'cycleFolderScreens.fields.commodity', kind: 'text' },
  { key: 'folderDescription', title: 'cycleFolderScreens.fields.description', kind: 'text' },
];
const ACTION_COLUMNS: ReportColumn[] = [
  { key: 'actionNumber', title: 'cycleFolderScreens.actions.number', kind: 'integer' },
  {
    key: 'tacticType',
    title: 'cycleFolderScreens.actions.tactic',
    kind: 'label',
    labels: 'cycleFolder.tactic',
  },
  { key: 'actionDescription', title: 'cycleFolderScreens.actions.description', kind: 'text' },
];

const REPORTS: readonly CycleFolderReport[] = [
  {
    key: 'finance',
    path: '/report-finance',
    title: 'cycleFolderReports.finance.title',
    grain: 'cycle',
    columns: [
      { key: 'cycle', title: 'cycleFolderScreens.fields.cycle', kind: 'integer' },
      ...MEASURE_COLUMNS,
    ],
    chart: 'plannedExecutedByCycle',
  },
  {
    key: 'countingDetail',
    path: '/report-cycle-folder-counting-detail',
    title: 'cycleFolderReports.countingDetail.title',
    grain: 'countingRow',
    columns: [
      ...FOLDER_COLUMNS,
      ...ACTION_COLUMNS,
      { key: 'customer', title: 'cycleFolderReports.column.customer', kind: 'text' },
      { key: 'customerName', title: 'cycleFolderReports.column.customerName', kind: 'text' },
      { key: 'plannedVolume', title: 'cycleFolderScreens.actions.plannedVolume', kind: 'volume' },
      { key: 'executedVolume', title: 'cycleFolderReports.column.executedVolume', kind: 'volume' },
      { key: 'unitValue', title: 'cycleFolderScreens.actions.unitValue', kind: 'unitValue' },
      { key: 'executed', title: 'cycleFolderReports.measure.executed', kind: 'money' },
      {
        key: 'countingStatus',
        title: 'cycleFolderReports.column.countingStatus',
        kind: 'label',
        labels: 'folderCounting.status',
      },
    ],
  },
  {
    key: 'general',
    path: '/cycle-folder/reports/general',
    shortPath: '/general',
    title: 'cycleFolderReports.general.title',
    grain: 'folder',
    columns: [
      ...FOLDER_COLUMNS,
      {
        key: 'status',
        title: 'cycleFolderScreens.fields.status',
        kind: 'label',
        labels: 'cycleFolder.status',
      },
      { key: 'actionCount', title: 'cycleFolderScreens.fields.actionCount', kind: 'integer' },
      ...MEASURE_COLUMNS,
    ],
    chart: 'plannedExecutedByCycle',
  },
  ...(['OFF', 'ON'] as const).map(
    (funds): CycleFolderReport => ({
      key: funds === 'OFF' ? 'fundsTacticsOff' : 'fundsTacticsOn',
      path: `/cycle-folder/reports/resume-funds-tactics-${funds.toLowerCase()}`,
      shortPath: `/resume-funds-tactics-${funds.toLowerCase()}`,
      title:
        funds === 'OFF'
          ? 'cycleFolderReports.fundsTacticsOff.title'
          : 'cycleFolderReports.fundsTacticsOn.title',
      grain: 'tactic',
      funds,
      columns: [
        {
          key: 'tacticType',
          title: 'cycleFolderScreens.actions.tactic',
          kind: 'label',
          labels: 'cycleFolder.tactic',
        },
        { key: 'actionCount', title: 'cycleFolderScreens.fields.actionCount', kind: 'integer' },
        ...MEASURE_COLUMNS,
      ],
      chart: 'fundsByTactic',
    }),
  ),
  {
    key: 'regional',
    path: '/cycle-folder/reports/regional-cycle-folder',
    shortPath: '/regional-cycle-folder',
    title: 'cycleFolderReports.regional.title',
    grain: 'region',
    columns: [
      { key: 'region', title: 'cycleFolderScreens.actions.region', kind: 'text' },
      { key: 'regionName', title: 'cycleFolderReports.column.regionName', kind: 'text' },
      { key: 'actionCount', title: 'cycleFolderScreens.fields.actionCount', kind: 'integer' },
      ...MEASURE_COLUMNS,
    ],
  },
  {
    key: 'detailedMaintenance',
    path: '/cycle-folder/reports/detailed-maintenance',
    shortPath: '/detailed-maintenance',
    title: 'cycleFolderReports.detailedMaintenance.title',
    grain: 'addendumChange',
    columns: [
      ...FOLDER_COLUMNS,
      { key: 'addendumNumber', title: 'cycleFolderReports.column.addendumNumber', kind: 'integer' },
      {
        key: 'addendumStatus',
        title: 'cycleFolderReports.column.addendumStatus',
        kind: 'label',
        labels: 'cycleFolderAddendum.status',
      },
      {
        key: 'changeKind',
        title: 'cycleFolderReports.column.changeKind',
        kind: 'label',
        labels: 'cycleFolderReports.change',
      },
      ...ACTION_COLUMNS,
      { key: 'investment', title: 'cycleFolderReports.column.investmentAfter', kind: 'money' },
      { key: 'justification', title: 'cycleFolderReports.column.justification', kind: 'text' },
    ],
  },
  {
    // `/payments` is the payments screen, so this report keeps its long path only.
    key: 'payments',
    path: '/cycle-folder/reports/payments',
    title: 'cycleFolderReports.payments.title',
    grain: 'action',
    columns: [
      ...FOLDER_COLUMNS,
      ...ACTION_COLUMNS,
      {
        key: 'actionStatus',
        title: 'cycleFolderScreens.actions.status',
        kind: 'label',
        labels: 'cycleFolder.actionStatus',
      },
      ...MEASURE_COLUMNS,
      { key: 'toPay', title: 'cycleFolderReports.column.toPay', kind: 'money' },
    ],
  },
];

export const CYCLE_FOLDER_REPORTS: Readonly<Record<CycleFolderReportKey, CycleFolderReport>> =
  Object.fromEntries(REPORTS.map((report) => [report.key, report])) as Record<
    CycleFolderReportKey,
    CycleFolderReport
  >;

/** Whether a report's rows are paged (row per action or finer) or come whole (a few groups). */
export const isPagedGrain = (grain: ReportGrain): boolean =>
  grain === 'folder' || grain === 'action' || grain === 'countingRow' || grain === 'addendumChange';

// ---------------------------------------------------------------------------------------------
// Periods

/**
 * The cycles (months) of a year a report covers on a day: FY all twelve; YTD the months up to
 * and including the day's month (all of a past year, none of a future one); YTG the months after
 * it. "Last N days" keeps, within that, the months the last N days (the day included) touch.
 */
export function reportCycles(
  filters: { year: number; period: ReportPeriod; lastDays?: number | null | undefined },
  today: string,
): number[] {
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  const all = Array.from({ length: 12 }, (_, index) => index + 1);
  const current = filters.year < todayYear ? 12 : filters.year > todayYear ? 0 : todayMonth;
  const byPeriod = all.filter((cycle) =>
    filters.period === 'FY' ? true : filters.period === 'YTD' ? cycle <= current : cycle > current,
  );
  if (!filters.lastDays) return byPeriod;
  const first = new Date(`${today}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - (filters.lastDays - 1));
  const touched = (cycle: number) => {
    const monthStart = Date.UTC(filters.year, cycle - 1, 1);
    const monthEnd = Date.UTC(filters.year, cycle, 0);
    return monthEnd >= first.getTime() && monthStart <= Date.parse(`${today}T00:00:00Z`);
  };
  return byPeriod.filter(touched);
}

// ---------------------------------------------------------------------------------------------
// Wire

const code = z.string().trim().min(1).max(40);
const codes = z.array(code).max(200).default([]);

export const ZCycleFolderReportFiltersSchema = z.object({
  year: ZBudgetYearSchema,
  period: z.enum(REPORT_PERIODS).default('FY'),
  lastDays: z
    .union(LAST_DAYS.map((days) => z.literal(days)) as [z.ZodLiteral<30>, z.ZodLiteral<60>, z.ZodLiteral<90>])
    .nullable()
    .default(null),
  cvaGroups: z.array(z.number().int().min(1).max(4)).max(4).default([]),
  channels: codes,
  commodities: codes,
  regions: codes,
});
export type TCycleFolderReportFilters = z.output<typeof ZCycleFolderReportFiltersSchema>;

export const ZCycleFolderReportRequestSchema = ZCycleFolderReportFiltersSchema.extend({
  pagina: z.coerce.number().int().min(1).default(1),
  tamanhoPagina: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TCycleFolderReportRequest = z.output<typeof ZCycleFolderReportRequestSchema>;

export const ZCycleFolderReportExportSchema = ZCycleFolderReportFiltersSchema.extend({
  scale: z.enum(MONEY_SCALES).default('NONE'),
});
export type TCycleFolderReportExport = z.output<typeof ZCycleFolderReportExportSchema>;

const cell = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof cell>;

/**
 * A report's answer: its rows (the page asked for, or all of an aggregate), how many there are,
 * and the money of all of them (not only the page's), exact decimal texts.
 */
export const ZCycleFolderReportSchema = z.object({
  rows: z.array(z.record(z.string(), cell)),
  total: z.number().int(),
  totals: z.object({
    planned: z.string(),
    reserved: z.string(),
    executed: z.string(),
    paid: z.string(),
  }),
  /** The cycles the period and last-days filters cover, so the screen can say so. */
  cycles: z.array(z.number().int()),
});
export type TCycleFolderReport = z.output<typeof ZCycleFolderReportSchema>;
