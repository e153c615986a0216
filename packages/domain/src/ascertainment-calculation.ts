import type { FundsType } from './agreements';
import { LINE_INCONSISTENCIES, type LineInconsistencyCode, type TLineInconsistency } from './ascertainment';
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
  if (modelUsesBase(lever.model)) {
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
  return {
    status: 'APURADA',
    accurateValue: result.value,
    achievementPercent: result.achievementPercent,
    ratePercent: result.ratePercent,
    abatement: result.abatement,
    steps: result.steps,
    inconsistencies: result.inconsistencies.map((found) =>
      found.code === 'NO_ASCERTAINMENT_PHOTO'
        ? inconsistency('NO_ASCERTAINMENT_PHOTO', String(found.event))
        : inconsistency('NO_AUDITED_STORES'),
    ),
  };
}
