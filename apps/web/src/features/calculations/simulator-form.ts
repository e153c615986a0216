import { simulatorCalls } from '@trade-terms/domain/calls/simulator-calls';
import type { Language } from '@trade-terms/domain/i18n';
import type { CalculationModel } from '@trade-terms/domain/levers';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { SIMULATOR_MODEL_FIELDS, type SimulatorField } from '@trade-terms/domain/simulator';
import {
  clientFormFailure,
  type FieldPath,
  type FormFailure,
  schemaFieldErrors,
} from '../../platform/form-errors';
import type { TSimulateInput } from './api/simulate';

/** One event of the quota-event model as the form holds it. */
export interface SimulatorEventValues {
  /** The dot string of the money input. */
  value: string | null;
  evidence: boolean;
}

/** The simulator form: every model's fields, of which only the chosen model's are sent. */
export interface SimulatorFormValues {
  model: CalculationModel | null;
  base?: string | null;
  discountPercent?: string | null;
  goal?: string | null;
  minimumPercent?: string | null;
  minimumDiscountPercent?: string | null;
  potentialDiscountPercent?: string | null;
  growthBase?: string | null;
  growthPercent?: string | null;
  compliantStores?: number | null;
  auditedStores?: number | null;
  thresholdPercent?: string | null;
  needsEvidence?: boolean;
  events?: SimulatorEventValues[];
  fixedValue?: string | null;
  abatement?: string | null;
}

export const NEW_SIMULATION: SimulatorFormValues = { model: null, needsEvidence: false, events: [] };

/** How each field of the body is typed on the screen. */
export type SimulatorInputKind = 'money' | 'percentage' | 'count' | 'switch' | 'events';

export const FIELD_KINDS: Record<SimulatorField, SimulatorInputKind> = {
  base: 'money',
  discountPercent: 'percentage',
  goal: 'money',
  minimumPercent: 'percentage',
  minimumDiscountPercent: 'percentage',
  potentialDiscountPercent: 'percentage',
  growthBase: 'money',
  growthPercent: 'percentage',
  compliantStores: 'count',
  auditedStores: 'count',
  thresholdPercent: 'percentage',
  needsEvidence: 'switch',
  events: 'events',
  fixedValue: 'money',
  abatement: 'money',
};

export const FIELD_LABELS: Record<SimulatorField, MessageKey> = {
  base: 'simulator.field.base',
  discountPercent: 'simulator.field.discountPercent',
  goal: 'simulator.field.goal',
  minimumPercent: 'simulator.field.minimumPercent',
  minimumDiscountPercent: 'simulator.field.minimumDiscountPercent',
  potentialDiscountPercent: 'simulator.field.potentialDiscountPercent',
  growthBase: 'simulator.field.growthBase',
  growthPercent: 'simulator.field.growthPercent',
  compliantStores: 'simulator.field.compliantStores',
  auditedStores: 'simulator.field.auditedStores',
  thresholdPercent: 'simulator.field.thresholdPercent',
  needsEvidence: 'simulator.field.needsEvidence',
  events: 'simulator.field.events',
  fixedValue: 'simulator.field.fixedValue',
  abatement: 'simulator.field.abatement',
};

/** The fields the chosen model asks for, in its order (none before a model is chosen). */
export function fieldsOf(model: CalculationModel | null | undefined): readonly SimulatorField[] {
  return model ? SIMULATOR_MODEL_FIELDS[model] : [];
}

/** The body: the model and its own fields, those left empty not sent (the server leaves them unused). */
export function simulateInputOf(values: SimulatorFormValues): TSimulateInput {
  const input: Record<string, unknown> = { model: values.model ?? undefined };
  for (const field of fieldsOf(values.model)) {
    const value = values[field];
    if (value === null || value === undefined) continue;
    input[field] =
      field === 'events'
        ? (values.events ?? []).map((event) => ({ value: event.value, evidence: event.evidence }))
        : value;
  }
  return input as TSimulateInput;
}

/**
 * Whether a problem's path names a field the form shows for this model. The events are a list
 * without a field of their own: a problem of the whole list is told above the form, one of an
 * event's value beside it.
 */
export function isSimulatorField(path: FieldPath, model: CalculationModel | null | undefined): boolean {
  const [first] = path;
  if (first === 'events') return path.length > 1 && fieldsOf(model).includes('events');
  return first === 'model' || fieldsOf(model).some((field) => field === first);
}

/**
 * The call's own schema run in the browser before the call, so the messages beside the fields
 * read as the server's would; null when the body is fine.
 */
export function simulatorFailure(
  language: Language,
  input: TSimulateInput,
  isField: (path: FieldPath) => boolean,
): FormFailure | null {
  const checked = simulatorCalls.calculate.body.safeParse(input);
  return checked.success
    ? null
    : clientFormFailure(schemaFieldErrors(language, input, checked.error.issues), isField);
}
