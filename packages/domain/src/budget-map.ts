import Decimal from 'decimal.js';
import { z } from 'zod';
import { type Language, translate } from './i18n';
import { JUSTIFICATION_MAX_LENGTH } from './justification';
import { ZMoneySchema } from './money';
import { ZPageRequestSchema } from './paging';
import { ZIdSchema } from './records';
import { ZSupportingDocumentSchema } from './supporting-documents';

/**
 * The budget map (BOA, spec §3 "Budget map (BOA) entry"): lines per commodity, holding, channel,
 * segment, region, CVA, budget type, RIC box and year with twelve monthly budgets, their
 * additions and removals, and the consolidated report. The money rules are in `budget-ledger.ts`.
 */

const code = z.string().trim().min(1).max(40);
export const ZBudgetYearSchema = z.number().int().min(2000).max(2100);
export const ZMonthSchema = z.number().int().min(1).max(12);

export const ZMapLineKeySchema = z.object({
  commodity: code,
  economicGroup: code,
  channel: code,
  segment: code,
  region: code,
  cva: code,
  budgetType: code,
  ricBox: code,
  year: ZBudgetYearSchema,
});
export type TMapLineKey = z.infer<typeof ZMapLineKeySchema>;

/** The key's fields in the order the grid and the spreadsheet show them. */
export const MAP_KEY_FIELDS = [
  'commodity',
  'economicGroup',
  'channel',
  'segment',
  'region',
  'cva',
  'budgetType',
  'ricBox',
  'year',
] as const;

/**
 * A line as the grid saves it: its key (fixed once the line exists: the ledger's rows belong to
 * it) and its twelve monthly budgets; a change writes the difference of each month as a ledger
 * row. `version` is required to change a line.
 */
export const ZMapLineSaveSchema = ZMapLineKeySchema.extend({
  id: ZIdSchema.optional(),
  version: z.number().int().positive().optional(),
  budgets: z.array(ZMoneySchema).length(12),
  active: z.boolean().default(true),
});
export type TMapLineSave = z.output<typeof ZMapLineSaveSchema>;

const ZMoneyText = z.string();
export const ZMonthBalanceSchema = z.object({
  budget: ZMoneyText,
  additions: ZMoneyText,
  removals: ZMoneyText,
  reserved: ZMoneyText,
  paid: ZMoneyText,
  available: ZMoneyText,
});
export type TMonthBalance = z.infer<typeof ZMonthBalanceSchema>;

export const ZMapLineSchema = ZMapLineKeySchema.extend({
  id: z.number().int(),
  version: z.number().int(),
  active: z.boolean(),
  months: z.array(ZMonthBalanceSchema.extend({ month: z.number().int() })),
  total: ZMonthBalanceSchema,
});
export type TMapLine = z.infer<typeof ZMapLineSchema>;

const optionalCode = z.string().trim().max(40).optional();
export const ZMapSearchSchema = ZPageRequestSchema.extend({
  year: ZBudgetYearSchema,
  channel: optionalCode,
  commodity: optionalCode,
  budgetType: optionalCode,
  economicGroup: optionalCode,
  includeInactive: z.boolean().default(false),
});
export type TMapSearch = z.output<typeof ZMapSearchSchema>;

export const ZAdditionRequestSchema = z.object({
  lineId: ZIdSchema,
  month: ZMonthSchema,
  /** True to remove money from the line, false to add. */
  removal: z.boolean(),
  value: ZMoneySchema.refine((text) => new Decimal(text).gt(0), { message: 'validation.budgetMap.value' }),
  justification: z
    .string()
    .trim()
    .min(1, { message: 'validation.budgetMap.justificationRequired' })
    .max(JUSTIFICATION_MAX_LENGTH),
  /** One PDF or image (`supporting-documents.ts`). */
  evidence: ZSupportingDocumentSchema,
});
export type TAdditionRequest = z.output<typeof ZAdditionRequestSchema>;

export const ADDITION_STATUSES = ['EM_APROVACAO', 'APROVADA', 'REPROVADA'] as const;
export type AdditionStatus = (typeof ADDITION_STATUSES)[number];

export const ZAdditionSchema = z.object({
  id: z.number().int(),
  lineId: z.number().int(),
  month: z.number().int(),
  removal: z.boolean(),
  value: z.string(),
  justification: z.string(),
  evidenceName: z.string(),
  status: z.enum(ADDITION_STATUSES),
  decisionJustification: z.string().nullable(),
  requesterId: z.number().int(),
  approval: z
    .object({
      currentStep: z.number().int(),
      stepCount: z.number().int(),
      responsibleIds: z.array(z.number().int()),
    })
    .nullable(),
  createdAt: z.string(),
});
export type TAddition = z.infer<typeof ZAdditionSchema>;

export const ZAdditionDecisionSchema = z.object({
  id: ZIdSchema,
  justification: z.string().trim().max(JUSTIFICATION_MAX_LENGTH).nullable().default(null),
});

/**
 * The consolidated report's filters: channel and commodity are required (spec §5: the export of
 * the consolidated report needs them; the screen asks the same, so both answer the same rows).
 */
export const ZConsolidatedFiltersSchema = z.object({
  year: ZBudgetYearSchema,
  channel: z.string().trim().min(1, { message: 'validation.budgetMap.filterRequired' }).max(40),
  commodity: z.string().trim().min(1, { message: 'validation.budgetMap.filterRequired' }).max(40),
  budgetType: optionalCode,
  month: ZMonthSchema.optional(),
});
export type TConsolidatedFilters = z.output<typeof ZConsolidatedFiltersSchema>;

export const ZConsolidatedRowSchema = ZMapLineKeySchema.extend({
  lineId: z.number().int(),
  month: z.number().int(),
  ...ZMonthBalanceSchema.shape,
  /**
   * The references (payment items, additions) behind the reserved and paid amounts; a payment
   * item names what it pays: the agreement, ascertainment and SAP payer; the cycle folder, action
   * and customer; the detached ascertainment and its payer; or the percentage contract and its
   * payer.
   */
  references: z.array(
    z.object({
      kind: z.string(),
      id: z.string(),
      reserved: z.string(),
      paid: z.string(),
      origin: z
        .union([
          z.object({
            agreementId: z.number().int(),
            ascertainmentId: z.number().int(),
            payerCode: z.string(),
          }),
          z.object({ folderId: z.number().int(), folderActionId: z.number().int(), payerCode: z.string() }),
          z.object({ detachedId: z.number().int(), payerCode: z.string() }),
          z.object({ percentageContractId: z.number().int(), payerCode: z.string() }),
        ])
        .nullable(),
    }),
  ),
});
export type TConsolidatedRow = z.infer<typeof ZConsolidatedRowSchema>;

/** What a payment item behind a reference of the consolidated report pays. */
export type TReferenceOrigin = NonNullable<TConsolidatedRow['references'][number]['origin']>;

/** What a reference pays, in the reader's language. */
function originText(language: Language, source: TReferenceOrigin): string {
  if ('folderId' in source)
    return translate(language, 'budgetMap.report.referenceFolderOrigin', {
      folder: String(source.folderId),
      action: String(source.folderActionId),
      payer: source.payerCode,
    });
  if ('detachedId' in source)
    return translate(language, 'budgetMap.report.referenceDetachedOrigin', {
      detached: String(source.detachedId),
      payer: source.payerCode,
    });
  if ('percentageContractId' in source)
    return translate(language, 'budgetMap.report.referencePercentageOrigin', {
      contract: String(source.percentageContractId),
      payer: source.payerCode,
    });
  return translate(language, 'budgetMap.report.referenceOrigin', {
    agreement: String(source.agreementId),
    ascertainment: String(source.ascertainmentId),
    payer: source.payerCode,
  });
}

/**
 * A reference of the consolidated report as a reader sees it, on screen and in the export: what
 * it pays when known, its ledger name, and its reserved and paid amounts as exact decimals.
 */
export function referenceText(language: Language, reference: TConsolidatedRow['references'][number]): string {
  const amounts = translate(language, 'budgetMap.report.referenceAmounts', {
    reserved: reference.reserved,
    paid: reference.paid,
  });
  const origin = reference.origin ? `${originText(language, reference.origin)} ` : '';
  return `${origin}(${reference.kind} ${reference.id}): ${amounts}`;
}

/** The spec's scales (§9) for money on screen: as is, in thousands, in millions. */
export const MONEY_SCALES = ['NONE', 'THOUSANDS', 'MILLIONS'] as const;
export type MoneyScale = (typeof MONEY_SCALES)[number];

const SCALE_DIVISOR: Record<MoneyScale, number> = { NONE: 1, THOUSANDS: 1_000, MILLIONS: 1_000_000 };

/** An amount at a scale, exact, rounded half away from zero to the places shown. */
export function atScale(amount: string, scale: MoneyScale): string {
  return new Decimal(amount).div(SCALE_DIVISOR[scale]).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** The budget map's spreadsheet round trip on the imports and exports dashboard. */
export const BUDGET_MAP_JOB_KIND = 'budget-map';

/** The spreadsheet's columns: the key, then the twelve monthly budgets (`budget01`…`budget12`). */
export const MAP_SHEET_COLUMNS = [
  ...MAP_KEY_FIELDS,
  ...Array.from({ length: 12 }, (_v, index) => `budget${String(index + 1).padStart(2, '0')}` as const),
] as const;
