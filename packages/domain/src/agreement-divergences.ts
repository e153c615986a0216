import Decimal from 'decimal.js';
import { z } from 'zod';
import type { AgreementLeverStatus } from './agreements';
import { formatBrDate } from './dates';
import { type Language, translate } from './i18n';
import { STORE_SIZES, type TRecommendation } from './lever-recommendations';
import { type CalculationModel, modelUsesBase } from './levers';
import type { MessageKey } from './messages/pt-BR';
import { ZIdSchema } from './records';
import { formatMoney, formatPercentage, formatWireDate } from './value-text';

/**
 * Divergences of an agreement's levers against the lever recommendations (spec §3 "Agreement
 * divergence row", §8 "Divergence codes"; DOMAIN.md "Agreements"): which recommendation rows
 * apply to a lever of an agreement, what is compared, and the sentence each difference reads.
 * docs/domain.md ("Agreement divergences") records the decisions.
 */
export const DIVERGENCE_CODES = [
  'DIV_RIC',
  'DIV_DESCONTO_PAGAMENTO',
  'DIV_META',
  'DIV_DTA_INICIO',
  'DIV_DESCRIPTION',
  'DIV_EVENTO_COTA',
] as const;
export type DivergenceCode = (typeof DIVERGENCE_CODES)[number];

/** What a divergence compares: each value belongs to one code and reads as one kind. */
export const DIVERGENCE_FIELDS = [
  'budgetType',
  'discountPercent',
  'minimumDiscountPercent',
  'potentialDiscountPercent',
  'paymentPercent',
  'goal',
  'start',
  'goalDescription',
  'quotaEvents',
] as const;
export type DivergenceField = (typeof DIVERGENCE_FIELDS)[number];

type ValueKind = 'code' | 'percentage' | 'money' | 'date' | 'text';

const FIELDS: Record<DivergenceField, { code: DivergenceCode; kind: ValueKind; feminine?: true }> = {
  budgetType: { code: 'DIV_RIC', kind: 'code' },
  discountPercent: { code: 'DIV_DESCONTO_PAGAMENTO', kind: 'percentage' },
  minimumDiscountPercent: { code: 'DIV_DESCONTO_PAGAMENTO', kind: 'percentage' },
  potentialDiscountPercent: { code: 'DIV_DESCONTO_PAGAMENTO', kind: 'percentage' },
  paymentPercent: { code: 'DIV_DESCONTO_PAGAMENTO', kind: 'percentage' },
  goal: { code: 'DIV_META', kind: 'money', feminine: true },
  start: { code: 'DIV_DTA_INICIO', kind: 'date' },
  goalDescription: { code: 'DIV_DESCRIPTION', kind: 'text', feminine: true },
  quotaEvents: { code: 'DIV_EVENTO_COTA', kind: 'money' },
};

type StoreSize = (typeof STORE_SIZES)[number];

// ---------------------------------------------------------------------------------------------
// What is compared

/** A SAP customer of a lever, with what a recommendation row may ask of it. */
export interface DivergenceCustomer {
  code: string;
  region: string | null;
  cva: string | null;
  /** The sizes of the customer's active PDV stores. */
  storeSizes: readonly StoreSize[];
}

/** The values of a lever a recommendation is compared with (decimals as dot strings). */
export interface ComparedValues {
  budgetType: string | null;
  discountPercent: string | null;
  minimumDiscountPercent: string | null;
  potentialDiscountPercent: string | null;
  paymentPercent: string | null;
  goal: string | null;
  events: readonly { value: string }[];
}

/** A lever as the agreement holds it, with its catalogue lever and its customers' facts. */
export interface DivergenceLever extends ComparedValues {
  /** The lever's id in the agreement. */
  id: number;
  leverId: number;
  name: string;
  channel: string;
  calculationModel: CalculationModel;
  status: AgreementLeverStatus;
  /** Higher values waiting for approval: what the approvers decide on, so what is compared. */
  pendingValues: ComparedValues | null;
  /** The catalogue lever's validity start (ISO date). */
  leverValidityStart: string;
  goalDescription: string | null;
  commodity: string;
  categories: readonly string[];
  brands: readonly string[];
  productGroups: readonly string[];
  ppaProducts: readonly string[];
  customers: readonly DivergenceCustomer[];
}

export interface DivergenceAgreement {
  id: number;
  region: string | null;
  salesOrganization: string | null;
  /** ISO date. */
  validityStart: string;
  levers: readonly DivergenceLever[];
}

/** A recommendation row as compared: its own values, and its pack category's category. */
export type DivergenceRecommendation = Pick<
  TRecommendation,
  | 'id'
  | 'leverId'
  | 'commodity'
  | 'region'
  | 'subregion'
  | 'cva'
  | 'salesOrg'
  | 'ppaProduct'
  | 'productsGroup'
  | 'brand'
  | 'packCategory'
  | 'storeSize'
  | 'budgetType'
  | 'recommended'
  | 'mandatoryMembership'
  | 'goal'
  | 'goalDescription'
  | 'discountPercent'
  | 'minimumDiscountPercent'
  | 'potentialDiscountPercent'
  | 'annualValue'
> & { packCategoryCategory: string | null };

// ---------------------------------------------------------------------------------------------
// Which rows apply to a lever

/** A code the row names is within a list the lever holds; an empty list holds every code. */
const withinScope = (held: readonly string[], code: string | null) =>
  code === null || held.length === 0 || held.includes(code);

/** The regions a lever is in: the agreement's, or its customers' when the agreement names none. */
function regionsOf(agreement: DivergenceAgreement, lever: DivergenceLever): Set<string> {
  if (agreement.region) return new Set([agreement.region]);
  return new Set(lever.customers.flatMap((customer) => (customer.region ? [customer.region] : [])));
}

/**
 * Whether a recommendation row speaks of a lever of an agreement: the same catalogue lever (so
 * the same channel) and business unit, the agreement's region, and every other dimension the
 * row names met by what the agreement holds (its sales organisation, a customer of the CVA, a
 * customer with a store of the size, the lever's product scope). The budget type is compared,
 * not matched (see `rowsOfLever`); the sub region names no customer here and is not matched.
 */
export function recommendationApplies(
  row: DivergenceRecommendation,
  agreement: DivergenceAgreement,
  lever: DivergenceLever,
): boolean {
  if (row.leverId !== lever.leverId || row.commodity !== lever.commodity) return false;
  if (!regionsOf(agreement, lever).has(row.region)) return false;
  const salesOrg = agreement.salesOrganization?.trim().toUpperCase();
  if (row.salesOrg && salesOrg && row.salesOrg.toUpperCase() !== salesOrg) return false;
  if (row.cva && !lever.customers.some((customer) => customer.cva === row.cva)) return false;
  const size = row.storeSize;
  if (size && !lever.customers.some((customer) => customer.storeSizes.includes(size))) return false;
  if (row.packCategory && lever.categories.length > 0) {
    if (!row.packCategoryCategory || !lever.categories.includes(row.packCategoryCategory)) return false;
  }
  return (
    withinScope(lever.ppaProducts, row.ppaProduct) &&
    withinScope(lever.productGroups, row.productsGroup) &&
    withinScope(lever.brands, row.brand)
  );
}

/** The values in question: the pending ones while a change waits for approval. */
function comparedValuesOf(lever: DivergenceLever): ComparedValues {
  return lever.pendingValues ?? lever;
}

/**
 * The rows a lever answers to, recommended or not: the rows that apply to it, preferring those
 * of its own budget type (or of none). Only when no such row exists do the rows of another
 * budget type count, each a DIV_RIC: a recommendation given per budget type is otherwise
 * compared only with the lever's own.
 */
function rowsOfLever(
  rows: readonly DivergenceRecommendation[],
  agreement: DivergenceAgreement,
  lever: DivergenceLever,
  recommended: boolean,
): DivergenceRecommendation[] {
  if (lever.status === 'ENCERRADA') return [];
  const budgetType = comparedValuesOf(lever).budgetType;
  const applying = rows.filter(
    (row) => row.recommended === recommended && recommendationApplies(row, agreement, lever),
  );
  const own = applying.filter((row) => row.budgetType === null || row.budgetType === budgetType);
  return own.length > 0 || !recommended ? own : applying;
}

// ---------------------------------------------------------------------------------------------
// The divergences

/** Which lever of which agreement a divergence or a "not recommended" row speaks of. */
const ZAgreementLeverRefSchema = z.object({
  agreementId: z.number().int(),
  agreementLeverId: z.number().int(),
  leverId: z.number().int(),
  lever: z.string(),
  commodity: z.string(),
  channel: z.string(),
});

/** One difference between a lever of an agreement and a recommendation (spec §3). */
const ZDivergenceRowSchema = ZAgreementLeverRefSchema.extend({
  region: z.string(),
  storeSize: z.enum(STORE_SIZES).nullable(),
  divergence: z.enum(DIVERGENCE_CODES),
  field: z.enum(DIVERGENCE_FIELDS),
  /** Wire values: codes, dot decimals, DD/MM/YYYY dates, text. */
  recommended: z.string(),
  /** The agreement's value; null when the agreement holds none. */
  adjustedValue: z.string().nullable(),
});
export type Divergence = z.infer<typeof ZDivergenceRowSchema>;

const sameDecimal = (a: string | null, b: string) => a !== null && new Decimal(a).eq(b);

/** Descriptions compare as words: blanks around and between them, and case, do not count. */
const sameText = (a: string | null, b: string) => {
  const words = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
  return a !== null && words(a) === words(b);
};

type Difference = Pick<Divergence, 'field' | 'recommended' | 'adjustedValue'>;

/** The discount figures of a lever against the row's (DIV_DESCONTO_PAGAMENTO). */
function discountDifferences(
  row: DivergenceRecommendation,
  lever: DivergenceLever,
  values: ComparedValues,
): Difference[] {
  const differences: Difference[] = [];
  const compare = (field: DivergenceField, recommended: string | null, adjusted: string | null) => {
    if (recommended !== null && !sameDecimal(adjusted, recommended)) {
      differences.push({ field, recommended, adjustedValue: adjusted });
    }
  };
  if (modelUsesBase(lever.calculationModel)) {
    compare('discountPercent', row.discountPercent, values.discountPercent);
    compare('minimumDiscountPercent', row.minimumDiscountPercent, values.minimumDiscountPercent);
    compare('potentialDiscountPercent', row.potentialDiscountPercent, values.potentialDiscountPercent);
  } else if (values.paymentPercent !== null) {
    // A fixed value or quota event gives no discount: its payment % answers the recommended one.
    compare('paymentPercent', row.discountPercent, values.paymentPercent);
  }
  return differences;
}

/** Every difference of one lever from one recommendation row. */
function differencesFrom(
  row: DivergenceRecommendation,
  agreement: DivergenceAgreement,
  lever: DivergenceLever,
): Difference[] {
  const values = comparedValuesOf(lever);
  const differences: Difference[] = [];
  if (row.budgetType !== null && row.budgetType !== values.budgetType) {
    differences.push({ field: 'budgetType', recommended: row.budgetType, adjustedValue: values.budgetType });
  }
  differences.push(...discountDifferences(row, lever, values));
  if (row.goal !== null && lever.calculationModel === 'GOAL' && !sameDecimal(values.goal, row.goal)) {
    differences.push({ field: 'goal', recommended: row.goal, adjustedValue: values.goal });
  }
  if (agreement.validityStart !== lever.leverValidityStart) {
    differences.push({
      field: 'start',
      recommended: formatBrDate(lever.leverValidityStart),
      adjustedValue: formatBrDate(agreement.validityStart),
    });
  }
  if (row.goalDescription !== null && !sameText(lever.goalDescription, row.goalDescription)) {
    differences.push({
      field: 'goalDescription',
      recommended: row.goalDescription,
      adjustedValue: lever.goalDescription,
    });
  }
  if (row.annualValue !== null && values.events.length > 0) {
    const total = values.events.reduce((sum, event) => sum.plus(event.value), new Decimal(0));
    if (total.gt(row.annualValue)) {
      differences.push({
        field: 'quotaEvents',
        recommended: row.annualValue,
        adjustedValue: total.toFixed(2),
      });
    }
  }
  return differences;
}

/**
 * The divergences of an agreement: for each lever in force (closed ones are left out), each
 * difference from each recommended row that applies to it, in the levers' order and the codes'
 * order. The same difference found through several rows (rows apart only in what is not
 * shown, such as the sub region) is listed once per store size.
 */
export function agreementDivergences(
  agreement: DivergenceAgreement,
  rows: readonly DivergenceRecommendation[],
): Divergence[] {
  const divergences: Divergence[] = [];
  for (const lever of agreement.levers) {
    const seen = new Set<string>();
    const found: Divergence[] = [];
    for (const row of rowsOfLever(rows, agreement, lever, true)) {
      for (const difference of differencesFrom(row, agreement, lever)) {
        const key = JSON.stringify([row.storeSize, row.region, difference]);
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({
          agreementId: agreement.id,
          agreementLeverId: lever.id,
          leverId: lever.leverId,
          lever: lever.name,
          commodity: lever.commodity,
          channel: lever.channel,
          region: row.region,
          storeSize: row.storeSize,
          divergence: FIELDS[difference.field].code,
          ...difference,
        });
      }
    }
    const order = (divergence: Divergence) =>
      DIVERGENCE_CODES.indexOf(divergence.divergence) * 100 + DIVERGENCE_FIELDS.indexOf(divergence.field);
    divergences.push(...found.sort((a, b) => order(a) - order(b)));
  }
  return divergences;
}

/** A lever of an agreement that a recommendation row marks as not recommended. */
const ZNotRecommendedLeverSchema = ZAgreementLeverRefSchema.extend({
  recommendationId: z.number().int(),
  region: z.string(),
  subregion: z.string().nullable(),
  cva: z.string().nullable(),
  storeSize: z.enum(STORE_SIZES).nullable(),
  budgetType: z.string().nullable(),
  mandatoryMembership: z.boolean(),
});
export type NotRecommendedLever = z.infer<typeof ZNotRecommendedLeverSchema>;

/**
 * `buscarRecomendacoesNaoRecomendada`: each row marked not recommended that applies to a lever
 * in force of the agreement and is of the lever's budget type (or of none).
 */
export function notRecommendedLevers(
  agreement: DivergenceAgreement,
  rows: readonly DivergenceRecommendation[],
): NotRecommendedLever[] {
  return agreement.levers.flatMap((lever) =>
    rowsOfLever(rows, agreement, lever, false).map((row) => ({
      agreementId: agreement.id,
      agreementLeverId: lever.id,
      leverId: lever.leverId,
      lever: lever.name,
      commodity: lever.commodity,
      channel: lever.channel,
      recommendationId: row.id,
      region: row.region,
      subregion: row.subregion,
      cva: row.cva,
      storeSize: row.storeSize,
      budgetType: row.budgetType,
      mandatoryMembership: row.mandatoryMembership,
    })),
  );
}

type DivergenceCounts = Record<DivergenceCode, number>;

/** `buscarStatusDivergencia`: whether there are divergences, and how many of each code. */
export function divergenceStatus(divergences: readonly Pick<Divergence, 'divergence'>[]) {
  const byCode = Object.fromEntries(DIVERGENCE_CODES.map((code) => [code, 0])) as DivergenceCounts;
  for (const { divergence } of divergences) byCode[divergence] += 1;
  return { hasDivergences: divergences.length > 0, total: divergences.length, byCode };
}

// ---------------------------------------------------------------------------------------------
// How they read

const MESSAGE_KEYS: Record<DivergenceField, MessageKey> = {
  budgetType: 'divergences.message.budgetType',
  discountPercent: 'divergences.message.discountPercent',
  minimumDiscountPercent: 'divergences.message.minimumDiscountPercent',
  potentialDiscountPercent: 'divergences.message.potentialDiscountPercent',
  paymentPercent: 'divergences.message.paymentPercent',
  goal: 'divergences.message.goal',
  start: 'divergences.message.start',
  goalDescription: 'divergences.message.goalDescription',
  quotaEvents: 'divergences.message.quotaEvents',
};

/** The label of each code, for the screen's lists and counts. */
export const DIVERGENCE_CODE_LABELS: Record<DivergenceCode, MessageKey> = {
  DIV_RIC: 'divergences.code.DIV_RIC',
  DIV_DESCONTO_PAGAMENTO: 'divergences.code.DIV_DESCONTO_PAGAMENTO',
  DIV_META: 'divergences.code.DIV_META',
  DIV_DTA_INICIO: 'divergences.code.DIV_DTA_INICIO',
  DIV_DESCRIPTION: 'divergences.code.DIV_DESCRIPTION',
  DIV_EVENTO_COTA: 'divergences.code.DIV_EVENTO_COTA',
};

/** A compared value as the language writes it; a missing one says it was not informed. */
export function divergenceValueText(
  field: DivergenceField,
  value: string | null,
  language: Language,
): string {
  const { kind, feminine } = FIELDS[field];
  if (value === null) {
    return translate(language, feminine ? 'divergences.noneFeminine' : 'divergences.none');
  }
  switch (kind) {
    case 'money':
      return formatMoney(value, language);
    case 'percentage':
      return formatPercentage(value, language);
    case 'date':
      return formatWireDate(value, language);
    case 'text':
      return `“${value}”`;
    case 'code':
      return value;
  }
}

/** The sentence of a divergence: the adjusted and recommended values for the commodity. */
export function divergenceMessage(
  divergence: Pick<Divergence, 'field' | 'commodity' | 'recommended' | 'adjustedValue'>,
  language: Language,
): string {
  const { field } = divergence;
  return translate(language, MESSAGE_KEYS[field], {
    commodity: divergence.commodity,
    recommended: divergenceValueText(field, divergence.recommended, language),
    adjusted: divergenceValueText(field, divergence.adjustedValue, language),
  });
}

// ---------------------------------------------------------------------------------------------
// The calls' shapes

/** `buscarDivergenciasContratosAlavancas`: one agreement (`id`) or several (`ids`). */
export const ZDivergencesRequestSchema = z
  .object({
    id: ZIdSchema.optional(),
    ids: z.array(ZIdSchema).min(1).max(200).optional(),
  })
  .refine((request) => (request.id === undefined) !== (request.ids === undefined), {
    message: 'validation.divergences.idOrIds',
    path: ['ids'],
  });

export const ZDivergenceSchema = ZDivergenceRowSchema.extend({
  /** The sentence in the caller's language. */
  message: z.string(),
});
export type TDivergence = z.infer<typeof ZDivergenceSchema>;

export const ZDivergenceListSchema = z.object({ list: z.array(ZDivergenceSchema) });

export const ZDivergenceStatusSchema = z.object({
  agreementId: z.number().int(),
  hasDivergences: z.boolean(),
  total: z.number().int(),
  byCode: z.object(
    Object.fromEntries(DIVERGENCE_CODES.map((code) => [code, z.number().int()])) as Record<
      DivergenceCode,
      z.ZodNumber
    >,
  ),
  /** How many rows mark levers of the agreement as not recommended. */
  notRecommended: z.number().int(),
});
export type TDivergenceStatus = z.infer<typeof ZDivergenceStatusSchema>;

export const ZNotRecommendedListSchema = z.object({ list: z.array(ZNotRecommendedLeverSchema) });
export type TNotRecommendedList = z.infer<typeof ZNotRecommendedListSchema>;
