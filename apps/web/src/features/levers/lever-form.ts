import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { formatBrDate } from '@trade-terms/domain/dates';
import type { Language } from '@trade-terms/domain/i18n';
import {
  type ASCERTAINMENT_ORIGINS,
  type CALCULATION_BASES,
  type CalculationModel,
  leverProblems,
  modelUsesBase,
  PERIODICITIES,
  type Periodicity,
  type TLever,
  type TLeverFields,
} from '@trade-terms/domain/levers';
import {
  clientFormFailure,
  type FieldPath,
  type FormFailure,
  problemFieldErrors,
  schemaFieldErrors,
} from '../../platform/form-errors';
import type { TSaveLeverInput } from './api/save-lever';

type AscertainmentOrigin = (typeof ASCERTAINMENT_ORIGINS)[number];
type CalculationBasis = (typeof CALCULATION_BASES)[number];

/** One row of the quota events table as the form holds it. */
export interface LeverEventValues {
  description: string;
  /** MM/YYYY. */
  competence?: string | null;
  /** The dot string of the money input. */
  value: string | null;
}

/** The lever form's values; what a model does not use is kept but not sent. */
export interface LeverFormValues {
  name: string;
  active: boolean;
  channel: string | null;
  /** DD/MM/YYYY. */
  validityStart: string | null;
  validityEnd: string | null;
  /** The periodicities chosen, with the select's "all" option among them when all are. */
  periodicities: string[];
  needsEvidence: boolean;
  calculationModel: CalculationModel | null;
  ascertainmentOrigin: AscertainmentOrigin | null;
  calculationBasis: CalculationBasis | null;
  customerId: number | null;
  payerCustomerId: number | null;
  events: LeverEventValues[];
}

export const NEW_LEVER: LeverFormValues = {
  name: '',
  active: true,
  channel: null,
  validityStart: null,
  validityEnd: null,
  periodicities: [],
  needsEvidence: false,
  calculationModel: null,
  ascertainmentOrigin: null,
  calculationBasis: null,
  customerId: null,
  payerCustomerId: null,
  events: [],
};

/** A date as the form keeps it (DD/MM/YYYY), whether it came so or as a calendar date. */
function wireDate(text: string | null): string | null {
  if (!text) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatBrDate(text) : text;
}

/** The form of a saved lever. */
export function formValuesOf(lever: TLever): LeverFormValues {
  return {
    name: lever.name,
    active: lever.active,
    channel: lever.channel,
    validityStart: wireDate(lever.validityStart),
    validityEnd: wireDate(lever.validityEnd),
    periodicities: [...lever.periodicities],
    needsEvidence: lever.needsEvidence,
    calculationModel: lever.calculationModel,
    ascertainmentOrigin: lever.ascertainmentOrigin,
    calculationBasis: lever.calculationBasis,
    customerId: lever.customer?.id ?? null,
    payerCustomerId: lever.payerCustomer?.id ?? null,
    events: lever.events.map((event) => ({
      description: event.description,
      competence: isoDateToCompetenceText(event.competence),
      value: event.value,
    })),
  };
}

/**
 * The save call's body: what the user typed, left for the domain's schema to judge (a missing
 * model or channel reads "required" on its field), with what the chosen model does not use
 * emptied: a basis only for models over a base, customers only for facing, events only for
 * quota events. An edit carries the id and the version it read.
 */
export function saveInputOf(
  values: LeverFormValues,
  saved: { id: number; version: number } | undefined,
): TSaveLeverInput {
  const model = values.calculationModel;
  const facing = model === 'FIXED_VALUE';
  return {
    ...(saved ? { id: saved.id, version: saved.version } : {}),
    name: values.name ?? '',
    active: values.active ?? true,
    channel: values.channel ?? '',
    validityStart: values.validityStart ?? '',
    validityEnd: values.validityEnd || null,
    periodicities: PERIODICITIES.filter((periodicity: Periodicity) =>
      (values.periodicities ?? []).includes(periodicity),
    ),
    needsEvidence: values.needsEvidence ?? false,
    calculationModel: model as CalculationModel,
    ascertainmentOrigin: values.ascertainmentOrigin as AscertainmentOrigin,
    calculationBasis: showsBasis(model) ? values.calculationBasis : null,
    customerId: facing ? values.customerId : null,
    payerCustomerId: facing ? values.payerCustomerId : null,
    events:
      model === 'QUOTA_EVENT'
        ? (values.events ?? []).map((event) => ({
            description: event.description ?? '',
            competence: event.competence ?? '',
            value: event.value ?? '',
          }))
        : [],
  };
}

/** Whether the form shows the calculation basis: before a model is chosen, and for models over a base. */
export function showsBasis(model: CalculationModel | null | undefined): boolean {
  return !model || modelUsesBase(model);
}

const ALWAYS_SHOWN = new Set([
  'name',
  'active',
  'channel',
  'validityStart',
  'validityEnd',
  'periodicities',
  'needsEvidence',
  'calculationModel',
  'ascertainmentOrigin',
]);
const EVENT_FIELD = /^events\.\d+\.(description|competence|value)$/;

/**
 * Whether a problem's path names a field the form shows for the model chosen; the others (the
 * version, a field the model hides) are told above the form.
 */
export function isLeverField(path: FieldPath, model: CalculationModel | null | undefined): boolean {
  const name = path.join('.');
  if (ALWAYS_SHOWN.has(name)) return true;
  if (name === 'calculationBasis') return showsBasis(model);
  if (name === 'customerId' || name === 'payerCustomerId') return model === 'FIXED_VALUE';
  if (name === 'events' || EVENT_FIELD.test(name)) return model === 'QUOTA_EVENT';
  return false;
}

/**
 * The form's check before the call: the save call's schema, and the lever's own rules
 * (`leverProblems`) beside it, so a form with an empty name also tells at once that a quota
 * event needs events (the schema runs the rules only once every field reads). Problems of fields
 * the model hides are listed above the form.
 */
export function leverFormFailure(
  language: Language,
  input: TSaveLeverInput,
  isField: (path: FieldPath) => boolean,
): FormFailure | null {
  const checked = leverCalls.save.body.safeParse(input);
  if (checked.success) return null;
  return clientFormFailure(
    [
      ...schemaFieldErrors(language, input, checked.error.issues),
      // The rules name their messages by catalogue key.
      ...problemFieldErrors(language, leverProblems(input as TLeverFields)),
    ],
    isField,
  );
}
