import { z } from 'zod';
import { onWire } from './calls/wire-names';
import { competenceTextToIsoDate, parseCompetence } from './competence';
import type { MessageKey } from './messages/pt-BR';
import { ZPageRequestSchema } from './paging';
import type { FieldDeclaration } from './register-shape';

/**
 * The data the calculations read (spec §2 `/calc`, issue #13): sell-in (per SAP customer),
 * sell-out (per PDV store) and DMS (per PDV store, as reported by a distributor), each per SKU
 * and competence, with volume and the three calculation bases (NIV, GSV, gross revenue).
 * Imported from spreadsheets as jobs of the imports and exports dashboard; consulted on `/calc`.
 */
export const CALC_DATA_SOURCES = ['sellIn', 'sellOut', 'dms'] as const;
export type CalcDataSource = (typeof CALC_DATA_SOURCES)[number];

/** The job kind of each source's imports on the imports and exports dashboard. */
export const CALC_DATA_JOB_KINDS = {
  sellIn: 'calcSellIn',
  sellOut: 'calcSellOut',
  dms: 'calcDms',
} as const satisfies Record<CalcDataSource, string>;
export type CalcDataJobKind = (typeof CALC_DATA_JOB_KINDS)[CalcDataSource];

export function calcDataSourceOfJobKind(kind: string): CalcDataSource | null {
  return CALC_DATA_SOURCES.find((source) => CALC_DATA_JOB_KINDS[source] === kind) ?? null;
}

export const CALC_DATA_TITLES: Record<CalcDataSource, MessageKey> = {
  sellIn: 'calcData.sellIn',
  sellOut: 'calcData.sellOut',
  dms: 'calcData.dms',
};

/** The spec's import error of each source, the job's message when nothing could be applied. */
export const CALC_DATA_IMPORT_ERRORS: Record<CalcDataSource, MessageKey> = {
  sellIn: 'calcData.importError.sellIn',
  sellOut: 'calcData.importError.sellOut',
  dms: 'calcData.importError.dms',
};

const code = (name: string, label: MessageKey): FieldDeclaration => ({
  name,
  type: 'text',
  label,
  required: true,
  maxLength: 40,
});

const VALUES: readonly FieldDeclaration[] = [
  { name: 'competence', type: 'competence', label: 'fields.competence', required: true },
  { name: 'volume', type: 'quantity', label: 'calcData.fields.volume', required: true, min: '0' },
  { name: 'niv', type: 'money', label: 'calcData.fields.niv', required: true, min: '0' },
  { name: 'gsv', type: 'money', label: 'calcData.fields.gsv', required: true, min: '0' },
  { name: 'grossRevenue', type: 'money', label: 'calcData.fields.grossRevenue', required: true, min: '0' },
];

/**
 * The columns of each source's sheet (import, template and export), matched by label in either
 * language or by field name. Sell-in names the SAP customer; sell-out and DMS the PDV store
 * (its SAP customer comes from the store register); DMS also the distributor (an SAP customer).
 */
export const CALC_DATA_SHEETS: Record<CalcDataSource, readonly FieldDeclaration[]> = {
  sellIn: [
    code('customerCode', 'calcData.fields.customerCode'),
    code('skuCode', 'calcData.fields.skuCode'),
    ...VALUES,
  ],
  sellOut: [code('storeCode', 'fields.storeCode'), code('skuCode', 'calcData.fields.skuCode'), ...VALUES],
  dms: [
    code('distributorCode', 'calcData.fields.distributorCode'),
    code('storeCode', 'fields.storeCode'),
    code('skuCode', 'calcData.fields.skuCode'),
    ...VALUES,
  ],
};

/** The rules of each sheet, for the template's instructions. */
export const CALC_DATA_SHEET_NOTES: Record<CalcDataSource, readonly MessageKey[]> = {
  sellIn: ['calcData.instructions.sellIn', 'calcData.instructions.values', 'calcData.instructions.replace'],
  sellOut: ['calcData.instructions.sellOut', 'calcData.instructions.values', 'calcData.instructions.replace'],
  dms: ['calcData.instructions.dms', 'calcData.instructions.values', 'calcData.instructions.replace'],
};

/** Why an imported row is refused; each is checked in SQL against the whole staged file. */
export const CALC_DATA_ROW_PROBLEMS = [
  'unknownCustomer',
  'unknownStore',
  'unknownDistributor',
  'unknownSku',
  'badCompetence',
  'badVolume',
  'badNiv',
  'badGsv',
  'badGrossRevenue',
  'duplicated',
] as const;
export type CalcDataRowProblem = (typeof CALC_DATA_ROW_PROBLEMS)[number];

/** The error sheet's reason for each problem (`duplicated` names the earlier row: `{{row}}`). */
export const CALC_DATA_PROBLEM_MESSAGES: Record<CalcDataRowProblem, MessageKey> = {
  unknownCustomer: 'calcData.problem.unknownCustomer',
  unknownStore: 'calcData.problem.unknownStore',
  unknownDistributor: 'calcData.problem.unknownDistributor',
  unknownSku: 'calcData.problem.unknownSku',
  badCompetence: 'calcData.problem.badCompetence',
  badVolume: 'calcData.problem.badVolume',
  badNiv: 'calcData.problem.badNiv',
  badGsv: 'calcData.problem.badGsv',
  badGrossRevenue: 'calcData.problem.badGrossRevenue',
  duplicated: 'calcData.problem.duplicated',
};

/** The longest competence window a search may ask for, in months. */
export const CALC_DATA_MAX_WINDOW_MONTHS = 36;

/** Months from `from` to `to` inclusive (MM/YYYY); null when either is not a competence. */
export function competenceWindowMonths(from: string, to: string): number | null {
  const start = parseCompetence(from);
  const end = parseCompetence(to);
  if (!start || !end) return null;
  return (end.year - start.year) * 12 + (end.month - start.month) + 1;
}

const ZCompetence = z
  .string()
  .trim()
  .refine((text) => competenceTextToIsoDate(text) !== null, { message: 'validation.invalidCompetence' });

const ZFilterCode = z.string().trim().min(1).max(40).optional();

export const CALC_DATA_SORT_COLUMNS = [
  'competence',
  'customerCode',
  'storeCode',
  'skuCode',
  'volume',
  'niv',
  'gsv',
  'grossRevenue',
] as const;

const ZFiltersShape = z.object({
  competenceFrom: ZCompetence,
  competenceTo: ZCompetence,
  economicGroup: ZFilterCode,
  customer: ZFilterCode,
  store: ZFilterCode,
  distributor: ZFilterCode,
  sku: ZFilterCode,
  ppaProduct: ZFilterCode,
  brand: ZFilterCode,
  category: ZFilterCode,
  commodity: ZFilterCode,
  channel: ZFilterCode,
});

function checkWindow(value: { competenceFrom: string; competenceTo: string }, ctx: z.RefinementCtx) {
  const months = competenceWindowMonths(value.competenceFrom, value.competenceTo);
  if (months !== null && months < 1)
    ctx.addIssue({ code: 'custom', path: ['competenceTo'], message: 'calcData.windowOrder' });
  if (months !== null && months > CALC_DATA_MAX_WINDOW_MONTHS)
    ctx.addIssue({
      code: 'custom',
      path: ['competenceTo'],
      message: 'calcData.windowTooLong',
      params: { months: String(CALC_DATA_MAX_WINDOW_MONTHS) },
    });
}

/** The filters of a source's consultation (and of its export): a window of at most 36 months. */
export const ZCalcDataFiltersSchema = ZFiltersShape.superRefine(checkWindow);
export type TCalcDataFilters = z.output<typeof ZCalcDataFiltersSchema>;

export const ZCalcDataSearchSchema = ZFiltersShape.extend({
  ...ZPageRequestSchema.shape,
  sortBy: z.enum(CALC_DATA_SORT_COLUMNS).default('competence'),
}).superRefine(checkWindow);
export type TCalcDataSearch = z.output<typeof ZCalcDataSearchSchema>;

/** A row as consulted: codes and names, decimals as strings with a dot. */
export const ZCalcDataRowSchema = z.object({
  id: z.number().int(),
  competence: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  economicGroup: z.string().nullable(),
  channel: z.string().nullable(),
  storeCode: z.string().nullable(),
  storeName: z.string().nullable(),
  distributorCode: z.string().nullable(),
  distributorName: z.string().nullable(),
  skuCode: z.string(),
  skuName: z.string(),
  commodity: z.string().nullable(),
  volume: z.string(),
  niv: z.string(),
  gsv: z.string(),
  grossRevenue: z.string(),
  updatedAt: z.string(),
});
export type TCalcDataRow = z.infer<typeof ZCalcDataRowSchema>;

/** The sums of the filtered rows (all of them, not the page), exact, computed in SQL. */
export const ZCalcDataTotalsSchema = z.object({
  rows: z.number().int(),
  volume: z.string(),
  niv: z.string(),
  gsv: z.string(),
  grossRevenue: z.string(),
});
export type TCalcDataTotals = z.infer<typeof ZCalcDataTotalsSchema>;

export const ZCalcDataPageSchema = z.object({
  items: z.array(ZCalcDataRowSchema),
  total: z.number().int(),
  totals: onWire('totais', ZCalcDataTotalsSchema),
});
