import Decimal from 'decimal.js';
import type { MessageKey } from './messages/pt-BR';
import { ExactDecimal, roundMoney } from './money';

/**
 * The calculation engine (DOMAIN.md, "Levers and how they earn money", "Money", "The goal rule,
 * exactly"): one pure function per calculation model. Each takes the lever instance's values,
 * the period and the period's aggregated inputs (decimal strings with a dot, never floats) and
 * answers the earned value rounded once to cents half away from zero, the abatement, what is
 * left to pay, the achievement and rate where the model has them, and every step with a label
 * key, so "why this number" can be shown and stored. The simulator runs these functions on typed
 * inputs; the ascertainment runs them on the period's sell-in, sell-out, DMS and evidence data.
 */

/** Intermediate values keep all their digits; only the final value is rounded. */
const Exact = ExactDecimal;
type Exact = Decimal;

const ZERO = new Exact(0);
const HUNDRED = new Exact(100);

/** How a step's value reads: money with 2 decimals, percentages with 4, store counts, yes/no, a note. */
export type StepKind = 'money' | 'percentage' | 'count' | 'flag' | 'text' | 'note';

/**
 * Every step the engine writes, with how its value reads. `warning` marks the steps that tell
 * an inconsistency of the inputs (no audited store, an event without its photo).
 */
export const CALCULATION_STEPS = {
  'calc.step.period': { kind: 'text' },
  'calc.step.base': { kind: 'money' },
  'calc.step.actual': { kind: 'money' },
  'calc.step.typedAchievement': { kind: 'percentage' },
  'calc.step.negativeBase': { kind: 'note' },
  'calc.step.discountPercent': { kind: 'percentage' },
  'calc.step.goal': { kind: 'money' },
  'calc.step.growthBase': { kind: 'money' },
  'calc.step.growthPercent': { kind: 'percentage' },
  'calc.step.noComparisonSales': { kind: 'note', warning: true },
  'calc.step.achievementPercent': { kind: 'percentage' },
  'calc.step.minimumPercent': { kind: 'percentage' },
  'calc.step.minimumDiscountPercent': { kind: 'percentage' },
  'calc.step.potentialDiscountPercent': { kind: 'percentage' },
  'calc.step.rate.belowMinimum': { kind: 'percentage' },
  'calc.step.rate.linear': { kind: 'percentage' },
  'calc.step.rate.minimumDiscount': { kind: 'percentage' },
  'calc.step.rate.discount': { kind: 'percentage' },
  'calc.step.rate.potential': { kind: 'percentage' },
  'calc.step.rate.compliant': { kind: 'percentage' },
  'calc.step.rate.notCompliant': { kind: 'percentage' },
  'calc.step.compliantStores': { kind: 'count' },
  'calc.step.auditedStores': { kind: 'count' },
  'calc.step.compliancePercent': { kind: 'percentage' },
  'calc.step.thresholdPercent': { kind: 'percentage' },
  'calc.step.noAuditedStores': { kind: 'note', warning: true },
  'calc.step.needsEvidence': { kind: 'flag' },
  'calc.step.event': { kind: 'money' },
  'calc.step.eventWithoutEvidence': { kind: 'money', warning: true },
  'calc.step.fixedValue': { kind: 'money' },
  'calc.step.value': { kind: 'money' },
  'calc.step.abatement': { kind: 'money' },
  'calc.step.toPay': { kind: 'money' },
} as const satisfies Partial<Record<MessageKey, { kind: StepKind; warning?: true }>>;

export type StepLabel = keyof typeof CALCULATION_STEPS;
export const STEP_LABELS = Object.keys(CALCULATION_STEPS) as [StepLabel, ...StepLabel[]];

/** One line of "why this number": money with 2 decimals, percentages with 4, counts, `true`/`false`; a note has none. */
export interface CalculationStep {
  label: StepLabel;
  value: string | null;
}

/** What the engine found wrong with the inputs; the value is still computed (0.00 or what counts). */
export type CalculationInconsistency =
  | { code: 'NO_AUDITED_STORES'; message: 'calc.inconsistency.noAuditedStores' }
  /** `event` is the position of the event in the inputs, from 0. */
  | { code: 'NO_ASCERTAINMENT_PHOTO'; message: 'calc.inconsistency.noAscertainmentPhoto'; event: number };

export interface CalculationResult {
  /** What the lever earned in the period, rounded once to cents, never negative. */
  value: string;
  abatement: string;
  /** `max(0, value - abatement)`. */
  toPay: string;
  /** Actual against goal (or compliant stores against audited ones), 4 decimals; null where the model has none. */
  achievementPercent: string | null;
  /** The discount rate applied, 4 decimals; null where the model has none. */
  ratePercent: string | null;
  steps: CalculationStep[];
  inconsistencies: CalculationInconsistency[];
}

/** A decimal written with a dot, as the wire and the database carry it ("475000.00", "2.5"). */
export type DecimalText = string;

/** What every model takes besides the lever's values and its own inputs. */
export interface CalculationCommon {
  /** The period settled, as the ascertainment names it ("Q1/2026", "03/2026"); shown as the first step. */
  period?: string | null;
  /** What was already granted (ON, on the invoice, or in advance): taken from the value to pay. */
  abatement?: DecimalText | null;
}

export interface CalculationInput<Lever, Inputs> extends CalculationCommon {
  lever: Lever;
  inputs: Inputs;
}

/** Shown rounded half away from zero to four decimals; comparisons use all the digits. */
export function percentText(value: Decimal.Value): string {
  return new Exact(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
}

const moneyText = (value: Decimal.Value) => roundMoney(value);

function notNegative(value: Exact): Exact {
  return value.isNegative() || value.isZero() ? ZERO : value;
}

function required(value: DecimalText | null | undefined, name: string): Exact {
  if (value === null || value === undefined) {
    throw new RangeError(`The lever has no ${name}: check its values before calculating`);
  }
  return new Exact(value);
}

/** Collects the steps and closes every calculation the same way. */
class Trail {
  readonly steps: CalculationStep[] = [];
  readonly inconsistencies: CalculationInconsistency[] = [];

  constructor(period: string | null | undefined) {
    if (period) this.add('calc.step.period', period);
  }

  add(label: StepLabel, value: string | null = null): void {
    this.steps.push({ label, value });
  }

  money(label: StepLabel, value: Decimal.Value): void {
    this.add(label, moneyText(value));
  }

  percent(label: StepLabel, value: Decimal.Value): void {
    this.add(label, percentText(value));
  }

  /** The period's base; a negative one (returns above sales) is told, as it will earn nothing. */
  base(label: 'calc.step.base' | 'calc.step.actual', base: Exact): void {
    this.money(label, base);
    if (base.isNegative() && !base.isZero()) this.add('calc.step.negativeBase');
  }

  /**
   * The value at full precision, clamped at zero and rounded once to cents; the abatement taken
   * from it, never below zero.
   */
  close(
    exactValue: Exact,
    abatement: DecimalText | null | undefined,
    rates: { achievement?: Exact | null; rate?: Exact | null } = {},
  ): CalculationResult {
    const value = moneyText(notNegative(exactValue));
    const abated = moneyText(abatement ?? 0);
    const toPay = moneyText(notNegative(new Exact(value).minus(abated)));
    this.add('calc.step.value', value);
    this.add('calc.step.abatement', abated);
    this.add('calc.step.toPay', toPay);
    return {
      value,
      abatement: abated,
      toPay,
      achievementPercent: rates.achievement ? percentText(rates.achievement) : null,
      ratePercent: rates.rate ? percentText(rates.rate) : null,
      steps: this.steps,
      inconsistencies: this.inconsistencies,
    };
  }
}

// --- Percent of base ----------------------------------------------------------------------

export interface PercentOfBaseLever {
  discountPercent: DecimalText;
}

export interface BaseInputs {
  /** The period's calculation basis (NIV, GSV or gross revenue) over the lever's customers and products. */
  base: DecimalText;
}

/** Percent of base: `base x discount %`; a negative base earns 0.00. */
export function calculatePercentOfBase({
  lever,
  inputs,
  period,
  abatement,
}: CalculationInput<PercentOfBaseLever, BaseInputs>): CalculationResult {
  const trail = new Trail(period);
  const base = new Exact(inputs.base);
  const rate = new Exact(lever.discountPercent);
  trail.base('calc.step.base', base);
  trail.percent('calc.step.discountPercent', rate);
  return trail.close(base.times(rate).dividedBy(HUNDRED), abatement, { rate });
}

// --- Goal and growth ----------------------------------------------------------------------

/** The values of the goal rule; the minimum achievement is 100 when the lever has none. */
export interface GoalTerms {
  discountPercent?: DecimalText | null;
  minimumPercent?: DecimalText | null;
  minimumDiscountPercent?: DecimalText | null;
  potentialDiscountPercent?: DecimalText | null;
}

export interface GoalLever extends GoalTerms {
  goal: DecimalText;
}

const present = (value: DecimalText | null | undefined): value is DecimalText =>
  value !== null && value !== undefined;

/**
 * Whether the goal rule can reach the lever's own discount: at or above 100 % without a
 * potential discount, or between the minimum and 100 % without a minimum discount. Otherwise the
 * lever may leave its discount empty (a goal "minimum 90 % at 1.0 %, potential 3.0 %").
 */
export function goalRuleUsesDiscount(terms: GoalTerms): boolean {
  const minimum = present(terms.minimumPercent) ? new Exact(terms.minimumPercent) : HUNDRED;
  return (
    !present(terms.potentialDiscountPercent) ||
    (minimum.lt(HUNDRED) && !present(terms.minimumDiscountPercent))
  );
}

/** A rate kept as an exact fraction, so the value is one division away from the inputs. */
interface Rate {
  numerator: Exact;
  denominator: Exact;
}

const whole = (value: Decimal.Value): Rate => ({ numerator: new Exact(value), denominator: new Exact(1) });

/**
 * The goal rule: below the minimum nothing; at or above 100 % the potential discount, else the
 * discount; between, linear from the minimum discount to the potential one when the lever has
 * both, else the minimum discount, else the discount. Achievement is compared without dividing
 * (`actual x 100` against `minimum x goal`), and the linear rate is kept as one fraction, so no
 * intermediate rounding can move a value that sits on a half cent.
 */
function goalRate(actual: Exact, goal: Exact, terms: GoalTerms): { rate: Rate; label: StepLabel } {
  const minimum = present(terms.minimumPercent) ? new Exact(terms.minimumPercent) : HUNDRED;
  const achievementTimesGoal = actual.times(HUNDRED);
  if (achievementTimesGoal.lt(minimum.times(goal)))
    return { rate: whole(0), label: 'calc.step.rate.belowMinimum' };
  if (actual.gte(goal)) {
    return present(terms.potentialDiscountPercent)
      ? { rate: whole(terms.potentialDiscountPercent), label: 'calc.step.rate.potential' }
      : { rate: whole(required(terms.discountPercent, 'discount')), label: 'calc.step.rate.discount' };
  }
  if (present(terms.minimumDiscountPercent) && present(terms.potentialDiscountPercent)) {
    // from + (to - from) x (achievement - minimum) / (100 - minimum), over goal x (100 - minimum)
    const from = new Exact(terms.minimumDiscountPercent);
    const to = new Exact(terms.potentialDiscountPercent);
    const span = HUNDRED.minus(minimum);
    return {
      rate: {
        numerator: from
          .times(goal)
          .times(span)
          .plus(to.minus(from).times(achievementTimesGoal.minus(minimum.times(goal)))),
        denominator: goal.times(span),
      },
      label: 'calc.step.rate.linear',
    };
  }
  if (present(terms.minimumDiscountPercent)) {
    return { rate: whole(terms.minimumDiscountPercent), label: 'calc.step.rate.minimumDiscount' };
  }
  return { rate: whole(required(terms.discountPercent, 'discount')), label: 'calc.step.rate.discount' };
}

/** The steps and value of the goal rule once the goal is known (GOAL states it, GROWTH computes it). */
function applyGoalRule(
  trail: Trail,
  actual: Exact,
  goal: Exact,
  terms: GoalTerms,
  abatement: DecimalText | null | undefined,
): CalculationResult {
  if (!goal.isPositive() || goal.isZero()) {
    throw new RangeError('A goal of zero or less is refused: check the lever before calculating');
  }
  const achievement = actual.times(HUNDRED).dividedBy(goal);
  trail.percent('calc.step.achievementPercent', achievement);
  trail.percent('calc.step.minimumPercent', terms.minimumPercent ?? HUNDRED);
  if (present(terms.minimumDiscountPercent))
    trail.percent('calc.step.minimumDiscountPercent', terms.minimumDiscountPercent);
  if (present(terms.potentialDiscountPercent))
    trail.percent('calc.step.potentialDiscountPercent', terms.potentialDiscountPercent);
  if (present(terms.discountPercent)) trail.percent('calc.step.discountPercent', terms.discountPercent);
  const { rate, label } = goalRate(actual, goal, terms);
  const ratePercent = rate.numerator.dividedBy(rate.denominator);
  trail.percent(label, ratePercent);
  const value = actual.times(rate.numerator).dividedBy(rate.denominator.times(HUNDRED));
  return trail.close(value, abatement, { achievement, rate: ratePercent });
}

/** Goal: achievement = actual / goal x 100, then the goal rule; value = actual x rate / 100. */
export function calculateGoal({
  lever,
  inputs,
  period,
  abatement,
}: CalculationInput<GoalLever, BaseInputs>): CalculationResult {
  const trail = new Trail(period);
  const actual = new Exact(inputs.base);
  const goal = new Exact(lever.goal);
  trail.base('calc.step.actual', actual);
  trail.money('calc.step.goal', goal);
  return applyGoalRule(trail, actual, goal, lever, abatement);
}

export interface GrowthLever extends GoalTerms {
  growthPercent: DecimalText;
}

export interface GrowthInputs extends BaseInputs {
  /** The same period a year earlier, on the same basis. */
  growthBase: DecimalText;
}

/**
 * Growth: goal = growth base x (1 + growth % / 100), then the goal rule. With no sales in the
 * comparison period (a growth base of zero or less) there is no goal to reach: 0.00.
 */
export function calculateGrowth({
  lever,
  inputs,
  period,
  abatement,
}: CalculationInput<GrowthLever, GrowthInputs>): CalculationResult {
  const trail = new Trail(period);
  const actual = new Exact(inputs.base);
  const growthBase = new Exact(inputs.growthBase);
  trail.base('calc.step.actual', actual);
  trail.money('calc.step.growthBase', growthBase);
  trail.percent('calc.step.growthPercent', lever.growthPercent);
  if (!growthBase.isPositive() || growthBase.isZero()) {
    trail.add('calc.step.noComparisonSales');
    return trail.close(ZERO, abatement);
  }
  const goal = growthBase.times(HUNDRED.plus(lever.growthPercent)).dividedBy(HUNDRED);
  trail.money('calc.step.goal', goal);
  return applyGoalRule(trail, actual, goal, lever, abatement);
}

// --- Store compliance ---------------------------------------------------------------------

export interface StoreComplianceLever {
  discountPercent: DecimalText;
  /** The subregion's (or pack category's) compliance % a period must reach. */
  thresholdPercent: DecimalText;
}

export interface StoreComplianceInputs extends BaseInputs {
  /** Audited PDV stores whose goal-execution answers were compliant. */
  compliantStores: number;
  auditedStores: number;
}

/**
 * Store compliance: compliant / audited x 100 against the threshold; at or above it the lever
 * pays base x discount %. With no audited store there is nothing to measure: 0.00 and an
 * inconsistency.
 */
export function calculateStoreCompliance({
  lever,
  inputs,
  period,
  abatement,
}: CalculationInput<StoreComplianceLever, StoreComplianceInputs>): CalculationResult {
  const { compliantStores, auditedStores } = inputs;
  if (
    !Number.isSafeInteger(compliantStores) ||
    !Number.isSafeInteger(auditedStores) ||
    compliantStores < 0 ||
    compliantStores > auditedStores
  ) {
    throw new RangeError('Compliant stores must be a whole number from 0 to the audited stores');
  }
  const trail = new Trail(period);
  const base = new Exact(inputs.base);
  trail.base('calc.step.base', base);
  trail.add('calc.step.compliantStores', String(compliantStores));
  trail.add('calc.step.auditedStores', String(auditedStores));
  trail.percent('calc.step.thresholdPercent', lever.thresholdPercent);
  trail.percent('calc.step.discountPercent', lever.discountPercent);
  if (auditedStores === 0) {
    trail.add('calc.step.noAuditedStores');
    trail.inconsistencies.push({ code: 'NO_AUDITED_STORES', message: 'calc.inconsistency.noAuditedStores' });
    return trail.close(ZERO, abatement);
  }
  const compliance = new Exact(compliantStores).times(HUNDRED).dividedBy(auditedStores);
  trail.percent('calc.step.compliancePercent', compliance);
  // Compared without dividing: compliant x 100 against threshold x audited.
  const compliant = new Exact(compliantStores)
    .times(HUNDRED)
    .gte(new Exact(lever.thresholdPercent).times(auditedStores));
  const rate = compliant ? new Exact(lever.discountPercent) : ZERO;
  trail.percent(compliant ? 'calc.step.rate.compliant' : 'calc.step.rate.notCompliant', rate);
  return trail.close(base.times(rate).dividedBy(HUNDRED), abatement, { achievement: compliance, rate });
}

// --- Quota event --------------------------------------------------------------------------

export interface QuotaEventLever {
  /** The lever's events count only with their ascertainment photo. */
  needsEvidence: boolean;
}

export interface QuotaEvent {
  value: DecimalText;
  /** Whether the event's ascertainment photo was registered. */
  evidence: boolean;
}

export interface QuotaEventInputs {
  /** The lever's events held in the period. */
  events: readonly QuotaEvent[];
}

/**
 * Quota event: the sum of the period's events; when the lever needs evidence, only those with
 * their photo count and the others are listed as "no ascertainment photo registered".
 */
export function calculateQuotaEvent({
  lever,
  inputs,
  period,
  abatement,
}: CalculationInput<QuotaEventLever, QuotaEventInputs>): CalculationResult {
  const trail = new Trail(period);
  trail.add('calc.step.needsEvidence', String(lever.needsEvidence));
  let total = ZERO;
  inputs.events.forEach((event, index) => {
    const counts = !lever.needsEvidence || event.evidence;
    if (counts) {
      total = total.plus(event.value);
      trail.money('calc.step.event', event.value);
    } else {
      trail.money('calc.step.eventWithoutEvidence', event.value);
      trail.inconsistencies.push({
        code: 'NO_ASCERTAINMENT_PHOTO',
        message: 'calc.inconsistency.noAscertainmentPhoto',
        event: index,
      });
    }
  });
  return trail.close(total, abatement);
}

// --- Fixed value (facing) -----------------------------------------------------------------

export interface FixedValueLever {
  fixedValue: DecimalText;
}

/** Facing or fixed value: the period's fixed value itself, paid to the chosen SAP payer. */
export function calculateFixedValue({
  lever,
  period,
  abatement,
}: CalculationCommon & { lever: FixedValueLever }): CalculationResult {
  const trail = new Trail(period);
  trail.money('calc.step.fixedValue', lever.fixedValue);
  return trail.close(new Exact(lever.fixedValue), abatement);
}
