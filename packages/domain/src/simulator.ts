import Decimal from 'decimal.js';
import { z } from 'zod';
import {
  type CalculationResult,
  calculateFixedValue,
  calculateGoal,
  calculateGrowth,
  calculatePercentOfBase,
  calculateQuotaEvent,
  calculateStoreCompliance,
  goalRuleUsesDiscount,
  STEP_LABELS,
} from './calculation-engine';
import { CALCULATION_MODELS, type CalculationModel } from './levers';
import type { MessageKey } from './messages/pt-BR';

/**
 * The simulator (DOMAIN.md, "The simulator call"): the engine run on typed inputs, nothing
 * stored. The body names the model and the values it uses; decimals come as strings or numbers,
 * absent (or null, or blank) fields are not used. A field the model needs, a negative or
 * non-numeric value, a percentage above 100 or a goal of zero or less is refused, one message
 * per field, before anything is computed.
 */

/** What a decimal field of the body may hold. */
interface DecimalRule {
  kind: 'money' | 'percentage' | 'count';
  /** The period's sales (base, growth base) may be negative: returns above sales. */
  signed?: boolean;
}

const MONEY: DecimalRule = { kind: 'money' };
const SALES: DecimalRule = { kind: 'money', signed: true };
const PERCENT: DecimalRule = { kind: 'percentage' };
const COUNT: DecimalRule = { kind: 'count' };

const PATTERNS: Record<DecimalRule['kind'], RegExp> = {
  money: /^-?\d{1,16}(\.\d{1,2})?$/,
  percentage: /^-?\d{1,3}(\.\d{1,4})?$/,
  count: /^-?\d{1,9}$/,
};

const FORMAT_MESSAGES: Record<DecimalRule['kind'], MessageKey> = {
  money: 'validation.decimal.money',
  percentage: 'validation.decimal.percentage',
  count: 'validation.calc.wholeNumber',
};

/** The one problem of a decimal as typed, or null. */
function decimalProblem(rule: DecimalRule, text: string): MessageKey | null {
  if (!PATTERNS[rule.kind].test(text)) return FORMAT_MESSAGES[rule.kind];
  const value = new Decimal(text);
  if (!rule.signed && value.isNegative() && !value.isZero()) return 'validation.calc.negative';
  if (rule.kind === 'percentage' && value.gt(100)) return 'validation.percentUpTo100';
  return null;
}

/**
 * A decimal of the body: a string or a number, trimmed; empty means absent. A number is read
 * from its shortest decimal writing (`2.5`), so one a float cannot hold exactly fails the format.
 */
function decimalField(rule: DecimalRule, { required = false } = {}) {
  return z
    .union([z.string(), z.number()])
    .nullable()
    .optional()
    .transform((raw, context): string | undefined => {
      const text =
        raw === null || raw === undefined ? '' : typeof raw === 'number' ? String(raw) : raw.trim();
      if (text === '') {
        if (required) context.addIssue({ code: 'custom', message: 'errors.required' });
        return required ? z.NEVER : undefined;
      }
      const problem = decimalProblem(rule, text);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      // "-0" is zero; the engine reads every other text as written.
      return new Decimal(text).isZero() ? text.replace(/^-/, '') : text;
    });
}

const countField = () =>
  decimalField(COUNT).transform((text) => (text === undefined ? undefined : Number(text)));

const ZSimulatorEventSchema = z.object({
  value: decimalField(MONEY, { required: true }),
  /** Whether the event's ascertainment photo was registered; absent: it was not. */
  evidence: z.boolean().nullable().optional(),
});

const ZSimulatorFieldsSchema = z.object({
  model: z.enum(CALCULATION_MODELS),
  /** The period's calculation basis (every model but FIXED_VALUE and QUOTA_EVENT); may be negative. */
  base: decimalField(SALES),
  discountPercent: decimalField(PERCENT),
  goal: decimalField(MONEY),
  minimumPercent: decimalField(PERCENT),
  minimumDiscountPercent: decimalField(PERCENT),
  potentialDiscountPercent: decimalField(PERCENT),
  /** The same period a year earlier (GROWTH); may be negative. */
  growthBase: decimalField(SALES),
  growthPercent: decimalField(PERCENT),
  compliantStores: countField(),
  auditedStores: countField(),
  thresholdPercent: decimalField(PERCENT),
  needsEvidence: z.boolean().nullable().optional(),
  events: z.array(ZSimulatorEventSchema).max(500).nullable().optional(),
  fixedValue: decimalField(MONEY),
  abatement: decimalField(MONEY),
});

type SimulatorFields = z.output<typeof ZSimulatorFieldsSchema>;
export type SimulatorField = Exclude<keyof SimulatorFields, 'model'>;

/** The fields each model uses, in the order the simulator screen asks for them. */
export const SIMULATOR_MODEL_FIELDS: Record<CalculationModel, readonly SimulatorField[]> = {
  PERCENT_OF_BASE: ['base', 'discountPercent', 'abatement'],
  GOAL: [
    'base',
    'goal',
    'discountPercent',
    'minimumPercent',
    'minimumDiscountPercent',
    'potentialDiscountPercent',
    'abatement',
  ],
  GROWTH: [
    'base',
    'growthBase',
    'growthPercent',
    'discountPercent',
    'minimumPercent',
    'minimumDiscountPercent',
    'potentialDiscountPercent',
    'abatement',
  ],
  STORE_COMPLIANCE: [
    'base',
    'compliantStores',
    'auditedStores',
    'thresholdPercent',
    'discountPercent',
    'abatement',
  ],
  QUOTA_EVENT: ['needsEvidence', 'events', 'abatement'],
  FIXED_VALUE: ['fixedValue', 'abatement'],
};

/** The fields a model cannot go without, given the values already typed (the goal rule's discount). */
export function requiredSimulatorFields(
  model: CalculationModel,
  values: Partial<Record<SimulatorField, unknown>>,
): SimulatorField[] {
  const given = (field: SimulatorField) => values[field] !== undefined && values[field] !== null;
  const goalTerms = {
    minimumPercent: typeof values.minimumPercent === 'string' ? values.minimumPercent : null,
    minimumDiscountPercent: given('minimumDiscountPercent') ? 'given' : null,
    potentialDiscountPercent: given('potentialDiscountPercent') ? 'given' : null,
  };
  const discount: SimulatorField[] = goalRuleUsesDiscount(goalTerms) ? ['discountPercent'] : [];
  switch (model) {
    case 'PERCENT_OF_BASE':
      return ['base', 'discountPercent'];
    case 'GOAL':
      return ['base', 'goal', ...discount];
    case 'GROWTH':
      return ['base', 'growthBase', 'growthPercent', ...discount];
    case 'STORE_COMPLIANCE':
      return ['base', 'compliantStores', 'auditedStores', 'thresholdPercent', 'discountPercent'];
    case 'QUOTA_EVENT':
      return ['events'];
    case 'FIXED_VALUE':
      return ['fixedValue'];
  }
}

const isModel = (value: unknown): value is CalculationModel =>
  typeof value === 'string' && (CALCULATION_MODELS as readonly string[]).includes(value);

/**
 * The body of `POST /api/simulador/calcular`. The rules that join fields run even when another
 * field is already refused, so every field's problem is told at once, one message each.
 */
export const ZSimulatorRequestSchema = ZSimulatorFieldsSchema.superRefine(
  (fields, context) => {
    if (typeof fields !== 'object' || fields === null || !isModel(fields.model)) return;
    // A field refused on its own arrives here as a marker object: it has its message already.
    const values = fields as Partial<Record<SimulatorField, unknown>>;
    for (const field of requiredSimulatorFields(fields.model, values)) {
      if (values[field] === undefined || values[field] === null) {
        context.addIssue({ code: 'custom', path: [field], message: 'errors.required' });
      }
    }
    const { goal, compliantStores, auditedStores } = values;
    if (fields.model === 'GOAL' && typeof goal === 'string' && new Decimal(goal).lte(0)) {
      context.addIssue({ code: 'custom', path: ['goal'], message: 'validation.agreement.goalNotPositive' });
    }
    if (
      fields.model === 'STORE_COMPLIANCE' &&
      typeof compliantStores === 'number' &&
      typeof auditedStores === 'number' &&
      compliantStores > auditedStores
    ) {
      context.addIssue({
        code: 'custom',
        path: ['compliantStores'],
        message: 'validation.calc.compliantAboveAudited',
      });
    }
  },
  { when: () => true },
);
export type TSimulatorRequest = z.output<typeof ZSimulatorRequestSchema>;

const money = z.string().regex(/^\d+\.\d{2}$/);
const percentage = z.string().regex(/^-?\d+\.\d{4}$/);

/** The answer: money with two decimals, percentages with four, and every step of the calculation. */
export const ZSimulatorAnswerSchema = z.object({
  value: money,
  abatement: money,
  toPay: money,
  achievementPercent: percentage.nullable(),
  ratePercent: percentage.nullable(),
  steps: z.array(z.object({ label: z.enum(STEP_LABELS), value: z.string().nullable() })),
});
export type TSimulatorAnswer = z.output<typeof ZSimulatorAnswerSchema>;

/** A field the schema made sure of for the model at hand. */
function need<T>(value: T | null | undefined): T {
  if (value === null || value === undefined)
    throw new RangeError('Parse the body with ZSimulatorRequestSchema first');
  return value;
}

function engineResult(request: TSimulatorRequest): CalculationResult {
  const common = { abatement: request.abatement ?? null };
  const goalTerms = {
    discountPercent: request.discountPercent ?? null,
    minimumPercent: request.minimumPercent ?? null,
    minimumDiscountPercent: request.minimumDiscountPercent ?? null,
    potentialDiscountPercent: request.potentialDiscountPercent ?? null,
  };
  switch (request.model) {
    case 'PERCENT_OF_BASE':
      return calculatePercentOfBase({
        ...common,
        lever: { discountPercent: need(request.discountPercent) },
        inputs: { base: need(request.base) },
      });
    case 'GOAL':
      return calculateGoal({
        ...common,
        lever: { ...goalTerms, goal: need(request.goal) },
        inputs: { base: need(request.base) },
      });
    case 'GROWTH':
      return calculateGrowth({
        ...common,
        lever: { ...goalTerms, growthPercent: need(request.growthPercent) },
        inputs: { base: need(request.base), growthBase: need(request.growthBase) },
      });
    case 'STORE_COMPLIANCE':
      return calculateStoreCompliance({
        ...common,
        lever: {
          discountPercent: need(request.discountPercent),
          thresholdPercent: need(request.thresholdPercent),
        },
        inputs: {
          base: need(request.base),
          compliantStores: need(request.compliantStores),
          auditedStores: need(request.auditedStores),
        },
      });
    case 'QUOTA_EVENT':
      return calculateQuotaEvent({
        ...common,
        lever: { needsEvidence: request.needsEvidence ?? false },
        inputs: {
          events: need(request.events).map((event) => ({
            value: need(event.value),
            evidence: event.evidence ?? false,
          })),
        },
      });
    case 'FIXED_VALUE':
      return calculateFixedValue({ ...common, lever: { fixedValue: need(request.fixedValue) } });
  }
}

/** Runs the engine on a parsed body; the inconsistencies are among the steps. */
export function simulate(request: TSimulatorRequest): TSimulatorAnswer {
  const { value, abatement, toPay, achievementPercent, ratePercent, steps } = engineResult(request);
  return { value, abatement, toPay, achievementPercent, ratePercent, steps };
}
