import type { FundsType } from './agreements';
import { LINE_INCONSISTENCIES, type LineInconsistencyCode, type TLineInconsistency } from './ascertainment';
import { takesTypedAchievement } from './ascertainment-achievements-edit';
import {
  type CalculationResult,
  type CalculationStep,
  calculateFixedValue,
  calculateGoal,
  calculateGrowth,
  calculatePercentOfBase,
  calculateQuotaEvent,
  calculateStoreCompliance,
  type QuotaEvent,
} from './calculation-engine';
import {
  type ASCERTAINMENT_ORIGINS,
  type CalculationBasis,
  type CalculationModel,
  modelUsesBase,
} from './levers';
import { ExactDecimal } from './money';

/**
 * One lever line of an ascertainment, computed: the agreement lever's values and the period's
 * aggregated inputs through the same engine the simulator runs. Pure, so the server's
 * calculation and the tests run the same rule.
 */

export type AscertainmentOrigin = (typeof ASCERTAINMENT_ORIGINS)[number];

/** The lever as the line reads it: the catalogue's model and the agreement's values (decimal text). */
export interface LineLever {
  model: CalculationModel;
  basis: CalculationBasis | null;
  fundsType: FundsType;
  needsEvidence: boolean;
  discountPercent: string | null;
  goal: string | null;
  minimumPercent: string | null;
  minimumDiscountPercent: string | null;
  potentialDiscountPercent: string | null;
  growthPercent: string | null;
  thresholdPercent: string | null;
  fixedValue: string | null;
}

/** The period's inputs, summed where they are sums; `null` where the source has no data to give. */
export interface LineInputs {
  /** The period's calculation basis; null: the origin's data is not available. */
  base: string | null;
  /** GROWTH: the same period a year earlier; null: not available. */
  growthBase?: string | null;
  /** STORE_COMPLIANCE: the store-compliance module's counts and threshold. */
  compliance?: { audited: number; compliant: number; threshold: string | null };
  /** QUOTA_EVENT: the lever's events of the period, with whether their photo was registered. */
  events?: readonly QuotaEvent[];
  /** The origin whose data is missing, named in the inconsistency. */
  origin: AscertainmentOrigin;
  /**
   * GOAL, and GROWTH ascertained from evidence: the achievement % typed on achievements-edit.
   * It stands for actual over goal, so the actual becomes goal x typed % / 100 (see
   * `takesTypedAchievement`); null or absent: the actual is the summed base.
   */
  typedAchievement?: string | null;
}

export interface LineOutcome {
  status: 'APURADA' | 'SEM_DADOS';
  accurateValue: string | null;
  achievementPercent: string | null;
  ratePercent: string | null;
  abatement: string;
  steps: CalculationStep[];
  inconsistencies: TLineInconsistency[];
}

const inconsistency = (code: LineInconsistencyCode, detail: string | null = null): TLineInconsistency => ({
  code,
  message: LINE_INCONSISTENCIES[code],
  detail,
});

/** A line without a value: its period step and why (no value is invented). */
function withoutValue(period: string, found: TLineInconsistency): LineOutcome {
  return {
    status: 'SEM_DADOS',
    accurateValue: null,
    achievementPercent: null,
    ratePercent: null,
    abatement: '0.00',
    steps: [{ label: 'calc.step.period', value: period }],
    inconsistencies: [found],
  };
}

function run(lever: LineLever, inputs: LineInputs, period: string, abatement: string): CalculationResult {
  const base = inputs.base ?? '0';
  switch (lever.model) {
    case 'PERCENT_OF_BASE':
      return calculatePercentOfBase({
        lever: { discountPercent: required(lever.discountPercent) },
        inputs: { base },
        period,
        abatement,
      });
    case 'GOAL':
      return calculateGoal({
        lever: { ...lever, goal: required(lever.goal) },
        inputs: { base },
        period,
        abatement,
      });
    case 'GROWTH':
      return calculateGrowth({
        lever: { ...lever, growthPercent: required(lever.growthPercent) },
        inputs: { base, growthBase: inputs.growthBase ?? '0' },
        period,
        abatement,
      });
    case 'STORE_COMPLIANCE':
      return calculateStoreCompliance({
        lever: {
          discountPercent: required(lever.discountPercent),
          thresholdPercent: required(inputs.compliance?.threshold ?? null),
        },
        inputs: {
          base,
          auditedStores: inputs.compliance?.audited ?? 0,
          compliantStores: inputs.compliance?.compliant ?? 0,
        },
        period,
        abatement,
      });
    case 'QUOTA_EVENT':
      return calculateQuotaEvent({
        lever: { needsEvidence: lever.needsEvidence },
        inputs: { events: inputs.events ?? [] },
        period,
        abatement,
      });
    case 'FIXED_VALUE':
      return calculateFixedValue({ lever: { fixedValue: required(lever.fixedValue) }, period, abatement });
  }
}

function required(value: string | null): string {
  if (value === null) throw new RangeError('The lever misses a value its model needs');
  return value;
}

/**
 * Computes a line: without its source's data (or a growth base's), or without a value its model
 * needs, the line has no value and says why; otherwise the engine's value, rates and steps. An
 * ON lever was granted on the invoice: its whole value is its abatement, so it leaves nothing to
 * pay afterwards (DOMAIN.md, worked example 3).
 */
export function ascertainLine(lever: LineLever, inputs: LineInputs, period: string): LineOutcome {
  const typed = typedActual(lever, inputs);
  if (typed) return ascertainComputed(lever, typed.inputs, period, typed.step);
  return ascertainComputed(lever, inputs, period, null);
}

/**
 * A typed achievement turned into the actual it stands for. GOAL: goal x typed / 100; GROWTH:
 * the grown goal (growth base x (1 + growth %)) x typed / 100, so it still needs the comparison
 * period's base. Answers the inputs to run with and the step that tells the achievement was typed.
 */
function typedActual(
  lever: LineLever,
  inputs: LineInputs,
): { inputs: LineInputs; step: CalculationStep } | null {
  const typed = inputs.typedAchievement ?? null;
  if (typed === null || !takesTypedAchievement(lever.model, inputs.origin)) return null;
  const step: CalculationStep = { label: 'calc.step.typedAchievement', value: typed };
  const share = new ExactDecimal(typed).dividedBy(100);
  if (lever.model === 'GOAL') {
    if (lever.goal === null) return null;
    return { inputs: { ...inputs, base: share.times(lever.goal).toFixed(), typedAchievement: null }, step };
  }
  if (lever.growthPercent === null || inputs.growthBase === null || inputs.growthBase === undefined)
    return null;
  const goal = new ExactDecimal(inputs.growthBase)
    .times(new ExactDecimal(100).plus(lever.growthPercent))
    .dividedBy(100);
  return { inputs: { ...inputs, base: share.times(goal).toFixed(), typedAchievement: null }, step };
}

function ascertainComputed(
  lever: LineLever,
  inputs: LineInputs,
  period: string,
  typedStep: CalculationStep | null,
): LineOutcome {
  if (modelUsesBase(lever.model) && typedStep === null) {
    if (lever.basis === null) return withoutValue(period, inconsistency('LEVER_INCOMPLETE'));
    const missing = inputs.base === null || (lever.model === 'GROWTH' && inputs.growthBase === null);
    if (missing) return withoutValue(period, inconsistency('SOURCE_NOT_AVAILABLE', inputs.origin));
  }
  if (lever.model === 'STORE_COMPLIANCE' && !inputs.compliance?.threshold) {
    return withoutValue(period, inconsistency('NO_THRESHOLD'));
  }
  let result: CalculationResult;
  try {
    result = run(lever, inputs, period, '0');
    if (lever.fundsType === 'ON') result = run(lever, inputs, period, result.value);
  } catch (error) {
    if (error instanceof RangeError) return withoutValue(period, inconsistency('LEVER_INCOMPLETE'));
    throw error;
  }
  // The typed achievement is told right after the period, before the actual it stands for.
  const steps = typedStep ? [...result.steps.slice(0, 1), typedStep, ...result.steps.slice(1)] : result.steps;
  return {
    status: 'APURADA',
    accurateValue: result.value,
    achievementPercent: result.achievementPercent,
    ratePercent: result.ratePercent,
    abatement: result.abatement,
    steps,
    inconsistencies: result.inconsistencies.map((found) =>
      found.code === 'NO_ASCERTAINMENT_PHOTO'
        ? inconsistency('NO_ASCERTAINMENT_PHOTO', String(found.event))
        : inconsistency('NO_AUDITED_STORES'),
    ),
  };
}
