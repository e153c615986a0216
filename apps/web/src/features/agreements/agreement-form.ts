import {
  type AgreementTotals,
  agreementFieldsOf,
  agreementProblems,
  agreementTotals,
  type CatalogueLever,
  type FundsType,
  type TAgreement,
  type TAgreementFields,
  type TAgreementLeverSave,
} from '@trade-terms/domain/agreements';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { formatBrDate } from '@trade-terms/domain/dates';
import type { Language } from '@trade-terms/domain/i18n';
import { CALCULATION_MODELS, type CalculationModel, type TLeverOption } from '@trade-terms/domain/levers';
import {
  clientFormFailure,
  type FieldPath,
  type FormFailure,
  problemFieldErrors,
  schemaCheck,
} from '../../platform/form-errors';
import type { TSaveAgreementInput } from './api/save-agreement';

/** The values of a lever a calculation model may ask for, each a percentage or money. */
export const LEVER_VALUE_FIELDS = [
  'discountPercent',
  'goal',
  'growthPercent',
  'thresholdPercent',
  'minimumPercent',
  'minimumDiscountPercent',
  'potentialDiscountPercent',
  'fixedValue',
  'paymentPercent',
] as const;
export type LeverValueField = (typeof LEVER_VALUE_FIELDS)[number];

export const MONEY_VALUE_FIELDS: ReadonlySet<LeverValueField> = new Set(['goal', 'fixedValue']);

/** The product scope of a lever beyond its business unit, each a list of register codes. */
export const LEVER_SCOPE_FIELDS = ['categories', 'brands', 'productGroups', 'ppaProducts', 'skus'] as const;
type LeverScopeField = (typeof LEVER_SCOPE_FIELDS)[number];

export interface EventFormValues {
  description: string;
  /** MM/YYYY. */
  competence: string | null;
  /** Dot decimal. */
  value: string | null;
}

/** A lever as the wizard holds it: the save call's shape, with blanks still allowed. */
export type LeverFormValues = {
  leverId: number;
  fundsType: FundsType;
  budgetType: string | null;
  expectedYearlyValue: string | null;
  goalDescription: string | null;
  commodity: string | null;
  customers: string[];
  payers: string[];
  events: EventFormValues[];
} & Record<LeverValueField, string | null> &
  Record<LeverScopeField, string[]>;

/** Main information fields kept as free text (the others are codes, dates or choices). */
const MAIN_TEXT_FIELDS = [
  'district',
  'salesOrganization',
  'countingPeriod',
  'budgetDescription',
  'opsoMeasure',
  'ricMeasure',
  'paymentDescription',
  'sapCode',
] as const;
/** Main information fields holding a register code or a choice. */
const MAIN_CODE_FIELDS = [
  'region',
  'segment',
  'businessUnit',
  'category',
  'fundsType',
  'payerSap',
  'onOff',
  'calculationBasis',
  'paymentPercent',
] as const;

export type AgreementFormValues = {
  description: string;
  economicGroup: string | null;
  /** A flag of the holding, by id. */
  flag: number | null;
  channels: string[];
  /** DD/MM/YYYY. */
  validityStart: string | null;
  validityEnd: string | null;
  onOff: FundsType | null;
  calculationBasis: TAgreementFields['calculationBasis'];
  levers: LeverFormValues[];
} & Record<(typeof MAIN_TEXT_FIELDS)[number], string | null> &
  Record<Exclude<(typeof MAIN_CODE_FIELDS)[number], 'onOff' | 'calculationBasis'>, string | null>;

/** The fields of the first step, where a problem sends the wizard back to. */
export const MAIN_FIELDS: ReadonlySet<string> = new Set([
  'description',
  'economicGroup',
  'flag',
  'channels',
  'validityStart',
  'validityEnd',
  ...MAIN_TEXT_FIELDS,
  ...MAIN_CODE_FIELDS,
]);

export const NEW_AGREEMENT: AgreementFormValues = {
  description: '',
  economicGroup: null,
  flag: null,
  channels: [],
  validityStart: null,
  validityEnd: null,
  region: null,
  district: null,
  segment: null,
  businessUnit: null,
  salesOrganization: null,
  category: null,
  countingPeriod: null,
  budgetDescription: null,
  opsoMeasure: null,
  ricMeasure: null,
  onOff: null,
  calculationBasis: null,
  paymentDescription: null,
  paymentPercent: null,
  fundsType: null,
  sapCode: null,
  payerSap: null,
  levers: [],
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Dates as the form keeps them (DD/MM/YYYY), whichever way the server wrote them. */
export function wireDateOf(text: string | null | undefined): string | null {
  if (!text) return null;
  return ISO_DATE.test(text) ? formatBrDate(text) : text;
}

const noValues = Object.fromEntries(LEVER_VALUE_FIELDS.map((field) => [field, null])) as Record<
  LeverValueField,
  string | null
>;

/**
 * A catalogue lever newly added to the agreement: no values yet, the agreement's ON/OFF as its
 * funds type (ON for an agreement of a flag, born on the ON model), and a quota-event lever's
 * catalogue events to start from.
 */
export function leverFromOption(
  option: TLeverOption,
  onOff: FundsType | null,
  flag: number | null = null,
): LeverFormValues {
  return {
    leverId: option.id,
    fundsType: flag !== null ? 'ON' : (onOff ?? 'OFF'),
    budgetType: null,
    ...noValues,
    expectedYearlyValue: null,
    goalDescription: null,
    commodity: null,
    categories: [],
    brands: [],
    productGroups: [],
    ppaProducts: [],
    skus: [],
    customers: [],
    payers: [],
    events: option.calculationModel === 'QUOTA_EVENT' ? option.events.map((event) => ({ ...event })) : [],
  };
}

/** A stored agreement as the form shows it: the fields of its save, dates in the wire format. */
export function formValuesOf(agreement: TAgreement): AgreementFormValues {
  const fields = agreementFieldsOf(agreement);
  const models = new Map(agreement.levers.map((lever) => [lever.leverId, lever.calculationModel]));
  return {
    ...fields,
    validityStart: wireDateOf(fields.validityStart),
    validityEnd: wireDateOf(fields.validityEnd),
    levers: fields.levers.map((lever) => ({
      ...lever,
      // A quota-event lever's yearly value is its events' sum, not a typed value.
      expectedYearlyValue:
        models.get(lever.leverId) === 'QUOTA_EVENT' ? null : (lever.expectedYearlyValue ?? null),
      budgetType: lever.budgetType ?? null,
    })),
  } as AgreementFormValues;
}

/** A text left blank travels as null. */
function textOrNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

type LeverInput = NonNullable<TSaveAgreementInput['levers']>[number];

function leverInput(lever: LeverFormValues): LeverInput {
  return {
    leverId: lever.leverId,
    fundsType: lever.fundsType,
    budgetType: textOrNull(lever.budgetType),
    ...Object.fromEntries(LEVER_VALUE_FIELDS.map((field) => [field, textOrNull(lever[field])])),
    expectedYearlyValue: textOrNull(lever.expectedYearlyValue),
    goalDescription: textOrNull(lever.goalDescription),
    // A missing business unit is left for the schema to report as required.
    commodity: lever.commodity ?? '',
    ...Object.fromEntries(LEVER_SCOPE_FIELDS.map((field) => [field, lever[field] ?? []])),
    customers: lever.customers ?? [],
    payers: lever.payers ?? [],
    events: (lever.events ?? []).map((event) => ({
      description: event.description ?? '',
      competence: event.competence ?? '',
      value: event.value ?? '',
    })),
  } as LeverInput;
}

/** The save call's body: texts trimmed, blanks as null, `id` and `version` when changing. */
export function toSaveInput(
  values: AgreementFormValues,
  existing?: { id: number; version: number },
): TSaveAgreementInput {
  const main = Object.fromEntries(
    [...MAIN_TEXT_FIELDS, ...MAIN_CODE_FIELDS].map((field) => [field, textOrNull(values[field])]),
  );
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    ...main,
    description: values.description?.trim() ?? '',
    economicGroup: values.economicGroup ?? '',
    flag: values.flag ?? null,
    channels: values.channels ?? [],
    validityStart: values.validityStart ?? '',
    validityEnd: values.validityEnd ?? '',
    levers: (values.levers ?? []).map(leverInput),
  } as TSaveAgreementInput;
}

/** What the rules need of the catalogue levers: the options offered and those already held. */
export function catalogueOf(
  options: readonly TLeverOption[],
  held: readonly { leverId: number; name: string; channel: string; calculationModel: string }[],
): Map<number, CatalogueLever> {
  const catalogue = new Map<number, CatalogueLever>();
  for (const lever of held) {
    const model = CALCULATION_MODELS.find((known) => known === lever.calculationModel);
    if (model)
      catalogue.set(lever.leverId, { name: lever.name, channel: lever.channel, calculationModel: model });
  }
  for (const option of options) {
    catalogue.set(option.id, {
      name: option.name,
      channel: option.channel,
      calculationModel: option.calculationModel,
    });
  }
  return catalogue;
}

const MONEY_TEXT = /^\d{1,16}(\.\d{1,2})?$/;
const moneyOrNull = (text: string | null | undefined) => (text && MONEY_TEXT.test(text) ? text : null);

/**
 * Totals ON, OFF and per business unit as the user types: the domain's sums over what is typed
 * so far, a value not yet readable counting as nothing.
 */
export function liveTotals(
  levers: readonly Partial<LeverFormValues>[] | undefined,
  catalogue: ReadonlyMap<number, CatalogueLever>,
): AgreementTotals {
  const readable = (levers ?? [])
    .filter((lever) => lever?.leverId !== undefined)
    .map(
      (lever) =>
        ({
          leverId: lever.leverId,
          fundsType: lever.fundsType ?? 'OFF',
          commodity: lever.commodity ?? '',
          expectedYearlyValue: moneyOrNull(lever.expectedYearlyValue),
          events: (lever.events ?? []).map((event) => ({
            ...event,
            value: moneyOrNull(event?.value) ?? '0',
          })),
        }) as TAgreementLeverSave,
    );
  return agreementTotals(readable, (leverId) => catalogue.get(leverId)?.calculationModel);
}

/** The values each model asks for: those the rules require, then the optional ones. */
export function valueFieldsOf(
  model: CalculationModel | undefined,
): { field: LeverValueField; required: boolean }[] {
  const optional = (...fields: LeverValueField[]) => fields.map((field) => ({ field, required: false }));
  const required = (...fields: LeverValueField[]) => fields.map((field) => ({ field, required: true }));
  const discounts = optional('minimumPercent', 'minimumDiscountPercent', 'potentialDiscountPercent');
  switch (model) {
    case 'PERCENT_OF_BASE':
      return [...required('discountPercent'), ...discounts, ...optional('paymentPercent')];
    case 'GOAL':
      return [...required('discountPercent', 'goal'), ...discounts, ...optional('paymentPercent')];
    case 'GROWTH':
      return [...required('discountPercent', 'growthPercent'), ...discounts, ...optional('paymentPercent')];
    case 'STORE_COMPLIANCE':
      return [
        ...required('discountPercent', 'thresholdPercent'),
        ...discounts,
        ...optional('paymentPercent'),
      ];
    case 'FIXED_VALUE':
      return [...required('fixedValue'), ...optional('paymentPercent')];
    default:
      return optional('paymentPercent');
  }
}

const LEVER_FIELDS: ReadonlySet<string> = new Set([
  'leverId',
  'fundsType',
  'budgetType',
  'expectedYearlyValue',
  'goalDescription',
  'commodity',
  'customers',
  'payers',
  ...LEVER_SCOPE_FIELDS,
]);
const EVENT_FIELDS: ReadonlySet<string> = new Set(['description', 'competence', 'value']);

/**
 * Whether the wizard shows a field of this path (`levers.0.customers`, `levers.1.events.0.value`):
 * a lever's values depend on its model, so a value its model does not ask for is told above.
 */
export function isAgreementField(path: FieldPath, modelAt: (index: number) => CalculationModel | undefined) {
  const [head, index, field, eventIndex, eventField] = path;
  if (path.length === 1) return typeof head === 'string' && (MAIN_FIELDS.has(head) || head === 'levers');
  if (head !== 'levers' || typeof index !== 'number' || typeof field !== 'string') return false;
  if (path.length === 3) {
    if (field === 'events') return modelAt(index) === 'QUOTA_EVENT';
    if (field === 'expectedYearlyValue') return modelAt(index) !== 'QUOTA_EVENT';
    return LEVER_FIELDS.has(field) || valueFieldsOf(modelAt(index)).some((shown) => shown.field === field);
  }
  return (
    path.length === 5 &&
    field === 'events' &&
    typeof eventIndex === 'number' &&
    typeof eventField === 'string' &&
    EVENT_FIELDS.has(eventField)
  );
}

/** The wizard's step a field belongs to: main information (0) or levers (1). */
export function stepOf(path: FieldPath): 0 | 1 {
  return path[0] === 'levers' ? 1 : 0;
}

/** Values a rule may read as decimals: what the schema would refuse is left out for it. */
function readableForRules(input: TSaveAgreementInput): TAgreementFields {
  return {
    ...input,
    levers: (input.levers ?? []).map((lever) => ({
      ...lever,
      goal: typeof lever.goal === 'string' && MONEY_TEXT.test(lever.goal) ? lever.goal : null,
    })),
  } as TAgreementFields;
}

/**
 * What the server would refuse, found before the call: the save call's schema and the
 * agreement's rules (spec §5), explained with the server's sentences.
 */
export function agreementFormFailure(
  language: Language,
  input: TSaveAgreementInput,
  catalogue: ReadonlyMap<number, CatalogueLever>,
  isField: (path: FieldPath) => boolean,
): FormFailure | null {
  const schema = schemaCheck<TSaveAgreementInput>(agreementCalls.save.body, language)(input);
  const parsed = agreementCalls.save.body.safeParse(input);
  const fields = parsed.success ? parsed.data : readableForRules(input);
  // The rules name their messages with catalogue keys, typed there as plain strings.
  const problems = problemFieldErrors(language, agreementProblems(fields, catalogue));
  const failure = clientFormFailure([...(schema?.fields ?? []), ...problems], isField);
  return failure.fields.length > 0 || failure.general.length > 0 ? failure : null;
}
