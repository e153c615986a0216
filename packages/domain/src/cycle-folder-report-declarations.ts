import type { AddendumChangeKind, CycleFolderAddendumStatus } from './cycle-folder-addenda';
import type { CycleActionStatus, CycleFolderStatus } from './cycle-folders';
import type { FolderCountingStatus } from './folder-counting';
import type { MessageKey } from './messages/pt-BR';

/**
 * The cycle folder's eight reports (spec §2 "Cycle folder", §6, §9): which money of the folders
 * they show, grouped how, over which cycles. Pure and free of the wire's schemas, so the route
 * table can read the reports' paths and titles: the server builds a report's SQL from its grain,
 * the screen its table and chart from its columns (docs/domain.md "Cycle folder reports").
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
export const REPORT_MEASURES = ['planned', 'reserved', 'executed', 'appreciated', 'paid'] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];

/**
 * How a column is shown: text as is, a label from the catalogue (`labels` + the value), an
 * integer, money (at the chosen scale), a volume (3 places) or a unit value (4 places).
 */
/** The charts of the reports: planned against executed by month, and funds by tactic. */
export const REPORT_CHARTS = ['plannedExecutedByCycle', 'fundsByTactic'] as const;
export type ReportChartKind = (typeof REPORT_CHARTS)[number];

export type ReportColumnKind = 'text' | 'label' | 'integer' | 'money' | 'volume' | 'unitValue';

export interface ReportColumn {
  key: string;
  title: MessageKey;
  kind: ReportColumnKind;
  /** For `label` columns: each value's label in the catalogue. */
  labels?: Readonly<Record<string, MessageKey>>;
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
  /** The row's field that names it among the others. */
  rowKey: string;
  /** The actions' funds the report keeps to (the two fund summaries). */
  funds?: 'ON' | 'OFF';
  columns: readonly ReportColumn[];
  /** A chart where a person would rather look than read. */
  chart?: ReportChartKind;
}

/** The tactic as the tactic types register names it (`tacticName`; its code when no record has it). */
const TACTIC_COLUMN: ReportColumn = {
  key: 'tacticName',
  title: 'cycleFolderScreens.actions.tactic',
  kind: 'text',
};
const FOLDER_STATUSES: Record<CycleFolderStatus, MessageKey> = {
  EM_CADASTRO: 'cycleFolder.status.EM_CADASTRO',
  EM_APROVACAO: 'cycleFolder.status.EM_APROVACAO',
  APROVADA: 'cycleFolder.status.APROVADA',
  REPROVADA: 'cycleFolder.status.REPROVADA',
  ENCERRADA: 'cycleFolder.status.ENCERRADA',
};
const ACTION_STATUSES: Record<CycleActionStatus, MessageKey> = {
  ATIVA: 'cycleFolder.actionStatus.ATIVA',
  CANCELADA: 'cycleFolder.actionStatus.CANCELADA',
};
const COUNTING_STATUSES: Record<FolderCountingStatus, MessageKey> = {
  EM_CADASTRO: 'folderCounting.status.EM_CADASTRO',
  EM_APROVACAO: 'folderCounting.status.EM_APROVACAO',
  APROVADA: 'folderCounting.status.APROVADA',
  REPROVADA: 'folderCounting.status.REPROVADA',
};
const ADDENDUM_STATUSES: Record<CycleFolderAddendumStatus, MessageKey> = {
  EM_CADASTRO: 'cycleFolderAddendum.status.EM_CADASTRO',
  EM_APROVACAO: 'cycleFolderAddendum.status.EM_APROVACAO',
  APROVADO: 'cycleFolderAddendum.status.APROVADO',
  REPROVADO: 'cycleFolderAddendum.status.REPROVADO',
};
const CHANGE_KINDS: Record<AddendumChangeKind, MessageKey> = {
  NOVA: 'cycleFolderReports.change.NOVA',
  REPLANEJAMENTO: 'cycleFolderReports.change.REPLANEJAMENTO',
  CANCELAMENTO: 'cycleFolderReports.change.CANCELAMENTO',
};

const money = (key: ReportMeasure): ReportColumn => ({
  key,
  title: `cycleFolderReports.measure.${key}` as MessageKey,
  kind: 'money',
});
const MEASURE_COLUMNS = REPORT_MEASURES.map(money);

const FOLDER_COLUMNS: ReportColumn[] = [
  // A year reads without a thousands separator.
  { key: 'year', title: 'cycleFolderScreens.fields.year', kind: 'text' },
  { key: 'cycle', title: 'cycleFolderScreens.fields.cycle', kind: 'integer' },
  { key: 'channel', title: 'cycleFolderScreens.fields.channel', kind: 'text' },
  { key: 'commodity', title: 'cycleFolderScreens.fields.commodity', kind: 'text' },
  { key: 'folderDescription', title: 'cycleFolderScreens.fields.description', kind: 'text' },
];
const ACTION_COLUMNS: ReportColumn[] = [
  { key: 'actionNumber', title: 'cycleFolderScreens.actions.number', kind: 'integer' },
  TACTIC_COLUMN,
  { key: 'actionDescription', title: 'cycleFolderScreens.actions.description', kind: 'text' },
];

const REPORTS: readonly CycleFolderReport[] = [
  {
    key: 'finance',
    path: '/report-finance',
    title: 'cycleFolderReports.finance.title',
    grain: 'cycle',
    rowKey: 'cycle',
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
    rowKey: 'rowId',
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
        labels: COUNTING_STATUSES,
      },
    ],
  },
  {
    key: 'general',
    path: '/cycle-folder/reports/general',
    shortPath: '/general',
    title: 'cycleFolderReports.general.title',
    grain: 'folder',
    rowKey: 'folderId',
    columns: [
      ...FOLDER_COLUMNS,
      {
        key: 'status',
        title: 'cycleFolderScreens.fields.status',
        kind: 'label',
        labels: FOLDER_STATUSES,
      },
      { key: 'actionCount', title: 'cycleFolderScreens.fields.actionCount', kind: 'integer' },
      ...MEASURE_COLUMNS,
    ],
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
      rowKey: 'tacticType',
      funds,
      columns: [
        TACTIC_COLUMN,
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
    rowKey: 'region',
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
    rowKey: 'changeId',
    columns: [
      ...FOLDER_COLUMNS,
      { key: 'addendumNumber', title: 'cycleFolderReports.column.addendumNumber', kind: 'integer' },
      {
        key: 'addendumStatus',
        title: 'cycleFolderReports.column.addendumStatus',
        kind: 'label',
        labels: ADDENDUM_STATUSES,
      },
      {
        key: 'changeKind',
        title: 'cycleFolderReports.column.changeKind',
        kind: 'label',
        labels: CHANGE_KINDS,
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
    rowKey: 'actionId',
    columns: [
      ...FOLDER_COLUMNS,
      ...ACTION_COLUMNS,
      {
        key: 'actionStatus',
        title: 'cycleFolderScreens.actions.status',
        kind: 'label',
        labels: ACTION_STATUSES,
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
