import Decimal from 'decimal.js';
import { z } from 'zod';
import type { LeverSheetDeclaration } from './lever-sheets';
import { LEVER_SHEET_TITLES, rowSchemasOf, type SheetRowProblem, ZRegisterCodeSchema } from './lever-sheets';
import { CALCULATION_BASES } from './levers';
import { ZMoneySchema, ZPercentageSchema } from './money';
import { ZPageRequestSchema } from './paging';
import { ZIdSchema } from './records';

/**
 * The recommendation table of the levers (spec §3 "Recommendation row"): for a lever, what is
 * recommended for a combination of sub region, CVA, PPA, sales org, commodity, pack category,
 * budget type, product group, brand, region and store size, with the goal, discounts and
 * compliance figures an agreement's lever is compared with.
 */

/** The agreement statuses (spec §4) a recommendation row's contract status takes. */
export const CONTRACT_STATUSES = [
  'EM_CADASTRO',
  'AGUARDANDO_APROVACAO',
  'APROVADO',
  'REPROVADO',
  'CANCELADO',
  'ENCERRADO',
] as const;

/** The PDV stores' sizes (small, medium, large), as the PDV customer register has them. */
export const STORE_SIZES = ['P', 'M', 'G'] as const;

/** An optional value: absent, null or a blank text all mean "none" (stored as null). */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      schema.nullish(),
    )
    .transform((value) => (value ?? null) as z.output<T> | null);
const optionalCode = optional(ZRegisterCodeSchema);
const optionalMoney = optional(ZMoneySchema);
const optionalPercentage = optional(ZPercentageSchema);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => (text ? text : null));

/** The row's own values, as a save, a grid edit and an uploaded spreadsheet row give them. */
export const ZRecommendationFieldsSchema = z.object({
  leverId: ZIdSchema,
  subregion: optionalCode,
  cva: optionalCode,
  ppaProduct: optionalCode,
  salesOrg: optionalText(20).transform((text) => text?.toUpperCase() ?? null),
  /** Required: the row's commodity is one of the dimensions data restrictions apply to. */
  commodity: ZRegisterCodeSchema,
  packCategory: optionalCode,
  goal: optionalMoney,
  goalDescription: optionalText(200),
  mandatoryMembership: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  calculationBasis: optional(z.enum(CALCULATION_BASES)),
  storeCompliancePercent: optionalPercentage,
  discountPercent: optionalPercentage,
  recommended: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  budgetType: optionalCode,
  growthBase: optionalMoney,
  productsGroup: optionalCode,
  brand: optionalCode,
  /** Required, like the commodity: a restricted dimension. */
  region: ZRegisterCodeSchema,
  storeSize: optional(z.enum(STORE_SIZES)),
  adhesionPercent: optionalPercentage,
  productCompliancePercent: optionalPercentage,
  minimumDiscountPercent: optionalPercentage,
  potentialDiscountPercent: optionalPercentage,
  annualValue: optionalMoney,
  contractStatus: optional(z.enum(CONTRACT_STATUSES)),
});
export type TRecommendationFields = z.output<typeof ZRecommendationFieldsSchema>;

/** The row's own rule: the minimum discount cannot exceed the potential discount. */
export function recommendationProblems(row: TRecommendationFields): SheetRowProblem[] {
  const { minimumDiscountPercent: minimum, potentialDiscountPercent: potential } = row;
  if (minimum !== null && potential !== null && new Decimal(minimum).gt(potential)) {
    return [{ path: ['minimumDiscountPercent'], message: 'validation.recommendation.minimumAbovePotential' }];
  }
  return [];
}

const recommendationSchemas = rowSchemasOf(ZRecommendationFieldsSchema, recommendationProblems);
export const ZRecommendationCheckedSchema = recommendationSchemas.checked;
/** `recomendacaoAlavanca/salvar`: without `id` it adds a row, with it it changes one (with `version`). */
export const ZRecommendationSaveSchema = recommendationSchemas.save;
export type TRecommendationSave = z.input<typeof ZRecommendationSaveSchema>;

const nullableString = z.string().nullable();

export const ZRecommendationSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  leverId: z.number().int(),
  leverName: z.string(),
  channel: z.string(),
  subregion: nullableString,
  cva: nullableString,
  ppaProduct: nullableString,
  salesOrg: nullableString,
  commodity: z.string(),
  packCategory: nullableString,
  goal: nullableString,
  goalDescription: nullableString,
  mandatoryMembership: z.boolean(),
  calculationBasis: z.enum(CALCULATION_BASES).nullable(),
  storeCompliancePercent: nullableString,
  discountPercent: nullableString,
  recommended: z.boolean(),
  budgetType: nullableString,
  growthBase: nullableString,
  productsGroup: nullableString,
  brand: nullableString,
  region: z.string(),
  storeSize: z.enum(STORE_SIZES).nullable(),
  adhesionPercent: nullableString,
  productCompliancePercent: nullableString,
  minimumDiscountPercent: nullableString,
  potentialDiscountPercent: nullableString,
  annualValue: nullableString,
  contractStatus: z.enum(CONTRACT_STATUSES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRecommendation = z.infer<typeof ZRecommendationSchema>;

export const RECOMMENDATION_SORT_COLUMNS = ['id', 'leverName', 'commodity', 'region', 'subregion'] as const;

/** The grid's filters: a lever, a channel, a commodity and a region (codes), each optional. */
export const ZRecommendationSearchSchema = ZPageRequestSchema.extend({
  leverId: ZIdSchema.optional(),
  channel: ZRegisterCodeSchema.optional(),
  commodity: ZRegisterCodeSchema.optional(),
  region: ZRegisterCodeSchema.optional(),
  sortBy: z.enum(RECOMMENDATION_SORT_COLUMNS).default('id'),
});
export type TRecommendationSearch = z.output<typeof ZRecommendationSearchSchema>;
export type TRecommendationFilters = Omit<TRecommendationSearch, 'page' | 'pageSize'>;

/** The spreadsheet's, the grid's and the form's columns, in the spec's order after the lever. */
export const RECOMMENDATION_SHEET: LeverSheetDeclaration = {
  kind: 'leverRecommendation',
  title: LEVER_SHEET_TITLES.leverRecommendation,
  fileName: 'recomendacoes-alavancas',
  fields: [
    { name: 'leverId', type: 'integer', label: 'leverSheets.fields.leverId', required: true, list: true },
    {
      name: 'leverName',
      type: 'text',
      label: 'leverSheets.fields.leverName',
      imported: false,
      list: true,
    },
    { name: 'subregion', type: 'reference', references: 'subregion', label: 'leverSheets.fields.subregion' },
    { name: 'cva', type: 'reference', references: 'cva', label: 'fields.cva' },
    { name: 'ppaProduct', type: 'reference', references: 'ppaProduct', label: 'fields.ppaProduct' },
    { name: 'salesOrg', type: 'text', label: 'leverSheets.fields.salesOrg', maxLength: 20 },
    {
      name: 'commodity',
      type: 'reference',
      references: 'commodity',
      label: 'fields.commodity',
      required: true,
      list: true,
    },
    {
      name: 'packCategory',
      type: 'reference',
      references: 'packCategory',
      label: 'leverSheets.fields.packCategory',
    },
    { name: 'goal', type: 'money', label: 'leverSheets.fields.goal', list: true },
    { name: 'goalDescription', type: 'text', label: 'leverSheets.fields.goalDescription', maxLength: 200 },
    { name: 'mandatoryMembership', type: 'boolean', label: 'leverSheets.fields.mandatoryMembership' },
    {
      name: 'calculationBasis',
      type: 'enum',
      label: 'leverSheets.fields.calculationBasis',
      options: CALCULATION_BASES,
      labelledOptions: true,
    },
    {
      name: 'storeCompliancePercent',
      type: 'percentage',
      label: 'leverSheets.fields.storeCompliancePercent',
      min: '0',
      max: '100',
    },
    {
      name: 'discountPercent',
      type: 'percentage',
      label: 'leverSheets.fields.discountPercent',
      min: '0',
      max: '100',
      list: true,
    },
    { name: 'recommended', type: 'boolean', label: 'leverSheets.fields.recommended', list: true },
    {
      name: 'budgetType',
      type: 'reference',
      references: 'budgetType',
      label: 'leverSheets.fields.budgetType',
    },
    { name: 'growthBase', type: 'money', label: 'leverSheets.fields.growthBase' },
    {
      name: 'productsGroup',
      type: 'reference',
      references: 'productsGroup',
      label: 'leverSheets.fields.productsGroup',
    },
    { name: 'brand', type: 'reference', references: 'brand', label: 'fields.brand' },
    {
      name: 'region',
      type: 'reference',
      references: 'region',
      label: 'fields.region',
      required: true,
      list: true,
    },
    {
      name: 'storeSize',
      type: 'enum',
      label: 'fields.storeSize',
      options: STORE_SIZES,
      labelledOptions: true,
    },
    {
      name: 'adhesionPercent',
      type: 'percentage',
      label: 'leverSheets.fields.adhesionPercent',
      min: '0',
      max: '100',
    },
    {
      name: 'productCompliancePercent',
      type: 'percentage',
      label: 'leverSheets.fields.productCompliancePercent',
      min: '0',
      max: '100',
    },
    {
      name: 'minimumDiscountPercent',
      type: 'percentage',
      label: 'leverSheets.fields.minimumDiscountPercent',
      min: '0',
      max: '100',
    },
    {
      name: 'potentialDiscountPercent',
      type: 'percentage',
      label: 'leverSheets.fields.potentialDiscountPercent',
      min: '0',
      max: '100',
    },
    { name: 'annualValue', type: 'money', label: 'leverSheets.fields.annualValue', list: true },
    {
      name: 'contractStatus',
      type: 'enum',
      label: 'leverSheets.fields.contractStatus',
      options: CONTRACT_STATUSES,
      labelledOptions: true,
    },
  ],
  keyFields: [
    'leverId',
    'subregion',
    'cva',
    'ppaProduct',
    'salesOrg',
    'commodity',
    'packCategory',
    'budgetType',
    'productsGroup',
    'brand',
    'region',
    'storeSize',
  ],
};
