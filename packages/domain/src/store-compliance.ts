import Decimal from 'decimal.js';
import type { AgreementStatus } from './agreements';
import { competenceIsoDate, competenceOfIsoDate, formatCompetence } from './competence';
import { PERIODICITIES, type Periodicity } from './levers';

/**
 * Store compliance of a lever of an agreement, for one period (DOMAIN.md, "Levers and how they
 * earn money": `compliant / audited x 100` of the audited PDV stores, against a threshold). The
 * reports of `/lever/details-report` and `/lever/abstract-report` compute the same numbers in
 * SQL; the calculation engine's STORE_COMPLIANCE model takes `auditedStores`, `compliantStores`
 * and `thresholdPercent` from here. The rules are written out in docs/domain.md ("Store
 * compliance and target execution").
 */

/** The agreements whose levers are ascertained, so whose store compliance is reported. */
export const COMPLIANCE_AGREEMENT_STATUSES = [
  'APROVADO',
  'ENCERRADO',
] as const satisfies readonly AgreementStatus[];

// ---------------------------------------------------------------------------------------------
// Periods

/** One period a periodicity cuts a year into: its code and its first and last month (1 to 12). */
export interface PeriodDefinition {
  periodicity: Periodicity;
  /** `M01`…`M12` (monthly), `B1`…`B6`, `Q1`…`Q4`, `S1`/`S2` (semiannual), `Y` (yearly). */
  code: string;
  firstMonth: number;
  lastMonth: number;
}

const months = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Every period of every periodicity, in the order of PERIODICITIES. */
export const PERIOD_DEFINITIONS: readonly PeriodDefinition[] = PERIODICITIES.flatMap(
  (periodicity): PeriodDefinition[] => {
    if (periodicity === 'MONTHLY')
      return months(12).map((month) => ({
        periodicity,
        code: `M${String(month).padStart(2, '0')}`,
        firstMonth: month,
        lastMonth: month,
      }));
    if (periodicity === 'SEMIANNUAL')
      return [
        { periodicity, code: 'S1', firstMonth: 1, lastMonth: 6 },
        { periodicity, code: 'S2', firstMonth: 7, lastMonth: 12 },
      ];
    if (periodicity === 'YEARLY') return [{ periodicity, code: 'Y', firstMonth: 1, lastMonth: 12 }];
    const size = periodicity.startsWith('B') ? 2 : 3;
    const index = Number(periodicity.slice(1));
    return [{ periodicity, code: periodicity, firstMonth: (index - 1) * size + 1, lastMonth: index * size }];
  },
);

/** The last day of the month of a competence (`2026-02-01` → `2026-02-28`). */
export function lastDayOf(competence: string): string {
  const [year, month] = competence.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${competence.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** A period of a lever: its code, year and months (first days, ISO: `2026-01-01`). */
export interface LeverPeriod {
  code: string;
  year: number;
  first: string;
  last: string;
}

/** How a period reads, the same in both languages: `03/2026`, `Q1/2026`, `S2/2026`, `2026`. */
export function periodLabel(code: string, year: number): string {
  if (code === 'Y') return String(year);
  if (/^M\d{2}$/.test(code)) return formatCompetence({ year, month: Number(code.slice(1)) });
  return `${code}/${year}`;
}

/**
 * The periods of a lever's periodicities that share a month with `from`…`to` (first days of
 * months, ISO) and a day with the agreement's validity (ISO days), ordered by start, then end. A
 * period is always taken whole: its numbers count every month of it, even the ones outside the
 * window.
 */
export function leverPeriods(
  periodicities: readonly Periodicity[],
  from: string,
  to: string,
  validity: { start: string; end: string } = { start: '0001-01-01', end: '9999-12-31' },
): LeverPeriod[] {
  const start = competenceOfIsoDate(from);
  const end = competenceOfIsoDate(to);
  if (!start || !end || from > to) return [];
  const definitions = PERIOD_DEFINITIONS.filter((definition) =>
    periodicities.includes(definition.periodicity),
  );
  const periods: LeverPeriod[] = [];
  for (let year = start.year; year <= end.year; year++) {
    for (const definition of definitions) {
      const first = competenceIsoDate({ year, month: definition.firstMonth });
      const last = competenceIsoDate({ year, month: definition.lastMonth });
      const within =
        first <= to && last >= from && first <= validity.end && lastDayOf(last) >= validity.start;
      if (within) periods.push({ code: definition.code, year, first, last });
    }
  }
  return periods.sort((a, b) => a.first.localeCompare(b.first) || a.last.localeCompare(b.last));
}

// ---------------------------------------------------------------------------------------------
// What an answer is about, and whether a lever counts it

/** The products a lever of an agreement pays on (codes); an empty list does not narrow. */
export interface ComplianceScope {
  commodity: string;
  categories: readonly string[];
  brands: readonly string[];
  ppaProducts: readonly string[];
  skus: readonly string[];
}

/**
 * What a goal-execution answer is about: the store as a whole, a target-execution product (its
 * SKU and the SKU's PPA product, brand, category and business unit), or a target-execution
 * category (its category and the category's business unit).
 */
export type AnswerSubject =
  | { kind: 'STORE' }
  | {
      kind: 'PRODUCT';
      sku: string;
      ppaProduct: string | null;
      brand: string | null;
      category: string | null;
      commodity: string | null;
    }
  | { kind: 'CATEGORY'; category: string; commodity: string | null };

const narrows = (list: readonly string[], value: string | null) =>
  list.length === 0 || (value !== null && list.includes(value));

/**
 * Whether a lever counts an answer about this subject: a store answer always; a product answer
 * when its SKU is of the lever's business unit and within each of the lever's category, brand,
 * PPA and SKU lists it has; a category answer when the category is of the lever's business unit
 * and, if the lever lists categories, one of them. Product groups do not narrow (no register
 * ties a SKU to a product group).
 */
export function subjectInScope(subject: AnswerSubject, scope: ComplianceScope): boolean {
  switch (subject.kind) {
    case 'STORE':
      return true;
    case 'CATEGORY':
      return subject.commodity === scope.commodity && narrows(scope.categories, subject.category);
    case 'PRODUCT':
      return (
        subject.commodity === scope.commodity &&
        narrows(scope.categories, subject.category) &&
        narrows(scope.brands, subject.brand) &&
        narrows(scope.ppaProducts, subject.ppaProduct) &&
        narrows(scope.skus, subject.sku)
      );
  }
}

/** An audited product (`/lever/auditeds-products-edit`): code, region and validity (ISO dates). */
export interface AuditedProductWindow {
  productCode: string;
  region: string;
  validityStart: string;
  validityEnd: string | null;
}

/**
 * Whether a SKU is audited in a region during a competence: an audited product of that code
 * and region whose validity shares at least a day with the month.
 */
export function isAuditedProduct(
  products: readonly AuditedProductWindow[],
  skuCode: string,
  region: string | null,
  competence: string,
): boolean {
  if (region === null) return false;
  const lastDay = lastDayOf(competence);
  return products.some(
    (product) =>
      product.productCode === skuCode &&
      product.region === region &&
      product.validityStart <= lastDay &&
      (product.validityEnd === null || product.validityEnd >= competence),
  );
}

// ---------------------------------------------------------------------------------------------
// Threshold

export const THRESHOLD_SOURCES = ['AGREEMENT_LEVER', 'SUBREGION', 'PACK_CATEGORY'] as const;
export type ThresholdSource = (typeof THRESHOLD_SOURCES)[number];

/** A recommendation row of the lever for the agreement's region and business unit. */
export interface RecommendedThreshold {
  /** Its sub-region's store compliance %, if it names a sub-region that has one. */
  subregionPercent: string | null;
  /** Its pack category's compliance %, if it names a pack category. */
  packCategoryPercent: string | null;
}

const highest = (values: readonly (string | null)[]): string | null =>
  values.reduce<string | null>(
    (top, value) => (value === null ? top : top === null || new Decimal(value).gt(top) ? value : top),
    null,
  );

/**
 * The % a period must reach: the threshold the agreement holds the lever with (what was signed;
 * the agreement rules require it of a store-compliance lever); without one, the highest store
 * compliance % of the sub-regions of the lever's recommendation rows for the agreement's region
 * and business unit; without that, the highest compliance % of their pack categories.
 */
export function chooseThreshold(
  leverThreshold: string | null,
  recommendations: readonly RecommendedThreshold[],
): { percent: string; source: ThresholdSource } | null {
  if (leverThreshold !== null) return { percent: leverThreshold, source: 'AGREEMENT_LEVER' };
  const subregion = highest(recommendations.map((row) => row.subregionPercent));
  if (subregion !== null) return { percent: subregion, source: 'SUBREGION' };
  const pack = highest(recommendations.map((row) => row.packCategoryPercent));
  return pack === null ? null : { percent: pack, source: 'PACK_CATEGORY' };
}

// ---------------------------------------------------------------------------------------------
// The numbers

/** `compliant / audited x 100`, rounded half up to 4 places for showing; null without audited stores. */
export function compliancePercent(compliant: number, audited: number): string | null {
  if (audited <= 0) return null;
  return new Decimal(compliant)
    .times(100)
    .dividedBy(audited)
    .toDecimalPlaces(4, Decimal.ROUND_HALF_UP)
    .toFixed(4);
}

/**
 * Whether the compliance reaches the threshold, compared at full precision
 * (`compliant x 100 >= threshold x audited`); null when it cannot be judged (no audited store
 * or no threshold).
 */
export function thresholdReached(
  compliant: number,
  audited: number,
  threshold: string | null,
): boolean | null {
  if (audited <= 0 || threshold === null) return null;
  return new Decimal(compliant).times(100).gte(new Decimal(threshold).times(audited));
}

export const GOAL_ANSWER_TYPES = ['SIM_NAO', 'NUMERO', 'TEXTO'] as const;
export type GoalAnswerType = (typeof GOAL_ANSWER_TYPES)[number];

/** A PDV store as the rule reads it: its SAP customer, that customer's region, and its flags. */
export interface ComplianceStore {
  code: string;
  customer: string;
  region: string | null;
  auditedStore: boolean;
  active: boolean;
}

/** A stored goal-execution answer: store, competence (ISO first day), question type, subject. */
export interface ComplianceAnswer {
  store: string;
  competence: string;
  answerType: GoalAnswerType;
  /** The yes/no answer; null for numeric and text questions. */
  compliant: boolean | null;
  subject: AnswerSubject;
}

export interface StoreComplianceInput {
  lever: ComplianceScope & { customers: readonly string[]; thresholdPercent: string | null };
  recommendations: readonly RecommendedThreshold[];
  /** First days of the period's first and last months (ISO). */
  period: { first: string; last: string };
  stores: readonly ComplianceStore[];
  auditedProducts: readonly AuditedProductWindow[];
  answers: readonly ComplianceAnswer[];
}

/** One store of the lever in the period: the yes/no answers counted, and its verdict. */
export interface StoreOutcome {
  store: string;
  answers: number;
  compliantAnswers: number;
  audited: boolean;
  compliant: boolean;
}

export interface StoreComplianceResult {
  stores: StoreOutcome[];
  auditedStores: number;
  compliantStores: number;
  compliancePercent: string | null;
  thresholdPercent: string | null;
  thresholdSource: ThresholdSource | null;
  reached: boolean | null;
}

/**
 * Whether an answer counts for the lever: a yes/no answer of the period, about a subject in the
 * lever's scope; one about a product only while the product is audited in the store's region.
 */
function counts(answer: ComplianceAnswer, store: ComplianceStore, input: StoreComplianceInput): boolean {
  const { subject } = answer;
  return (
    answer.answerType === 'SIM_NAO' &&
    answer.compliant !== null &&
    answer.competence >= input.period.first &&
    answer.competence <= input.period.last &&
    subjectInScope(subject, input.lever) &&
    (subject.kind !== 'PRODUCT' ||
      isAuditedProduct(input.auditedProducts, subject.sku, store.region, answer.competence))
  );
}

/**
 * The store compliance of a lever of an agreement in a period. The lever's stores are the PDV
 * stores marked "audited store" of its SAP customers (active ones, and inactive ones that were
 * answered in the period). A store is audited in the period when it has at least one counted
 * yes/no answer, and compliant when every counted answer is yes.
 */
export function storeCompliance(input: StoreComplianceInput): StoreComplianceResult {
  const byStore = new Map<string, { answers: number; yes: number }>();
  const stores = input.stores.filter(
    (store) => store.auditedStore && input.lever.customers.includes(store.customer),
  );
  for (const store of stores) {
    const tally = { answers: 0, yes: 0 };
    for (const answer of input.answers) {
      if (answer.store !== store.code || !counts(answer, store, input)) continue;
      tally.answers++;
      if (answer.compliant) tally.yes++;
    }
    byStore.set(store.code, tally);
  }
  const outcomes = stores
    .filter((store) => store.active || (byStore.get(store.code)?.answers ?? 0) > 0)
    .map((store): StoreOutcome => {
      const tally = byStore.get(store.code) ?? { answers: 0, yes: 0 };
      const audited = tally.answers > 0;
      return {
        store: store.code,
        answers: tally.answers,
        compliantAnswers: tally.yes,
        audited,
        compliant: audited && tally.yes === tally.answers,
      };
    })
    .sort((a, b) => a.store.localeCompare(b.store));
  const auditedStores = outcomes.filter((outcome) => outcome.audited).length;
  const compliantStores = outcomes.filter((outcome) => outcome.compliant).length;
  const threshold = chooseThreshold(input.lever.thresholdPercent, input.recommendations);
  return {
    stores: outcomes,
    auditedStores,
    compliantStores,
    compliancePercent: compliancePercent(compliantStores, auditedStores),
    thresholdPercent: threshold?.percent ?? null,
    thresholdSource: threshold?.source ?? null,
    reached: thresholdReached(compliantStores, auditedStores, threshold?.percent ?? null),
  };
}
