import {
  APPROVAL_ACTION_TYPES,
  allowsOneResponsiblePerStep,
  validateFlow,
} from '@trade-terms/domain/approval-engine';
import { type TApprovalFlow, ZApprovalFlowFieldsSchema } from '@trade-terms/domain/approval-flows';
import type { Language } from '@trade-terms/domain/i18n';
import type { PaymentOrigin } from '@trade-terms/domain/payment-origins';
import type { TNamedRef } from '@trade-terms/domain/records';
import { type FieldErrors, problemFieldErrors, schemaFieldErrors } from '../../platform/form-errors';
import type { TSaveFlowInput } from './api/save-flow';

/** One step as the form holds it; its number is its position, so reordering renumbers it. */
export interface StepFormValues {
  responsibleIds: number[];
  notifiedIds: number[];
}

export interface FlowFormValues {
  actionType: TApprovalFlow['actionType'] | undefined;
  name: string;
  requesterProfileId: number | null | undefined;
  /** Register codes and a payment origin; null matches any value. */
  channel: string | null;
  budgetType: string | null;
  paymentOrigin: string | null;
  steps: StepFormValues[];
}

export const NEW_FLOW: FlowFormValues = {
  actionType: undefined,
  name: '',
  requesterProfileId: null,
  channel: null,
  budgetType: null,
  paymentOrigin: null,
  steps: [{ responsibleIds: [], notifiedIds: [] }],
};

export function formValuesOf(flow: TApprovalFlow): FlowFormValues {
  return {
    actionType: flow.actionType,
    name: flow.name,
    requesterProfileId: flow.requesterProfileId,
    channel: flow.channel,
    budgetType: flow.budgetType,
    paymentOrigin: flow.paymentOrigin,
    steps: [...flow.steps]
      .sort((a, b) => a.stepNumber - b.stepNumber)
      .map((step) => ({ responsibleIds: step.responsibleIds, notifiedIds: step.notifiedIds })),
  };
}

/** Names of the users a flow already lists, so the pickers can label them before any search. */
export function knownUsersOf(flow: TApprovalFlow | undefined): TNamedRef[] {
  return flow ? flow.steps.flatMap((step) => [...step.responsibles, ...step.notified]) : [];
}

/** A criterion left blank matches anything: it travels as null. */
function criterion<T extends string>(code: T | null | undefined): T | null {
  return code ? code : null;
}

/** The save call's body: steps numbered by their position, blank criteria as null. */
export function toSaveInput(
  values: FlowFormValues,
  existing?: { id: number; version: number },
): TSaveFlowInput {
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    // An unchosen action type is left for the schema to report as required.
    actionType: values.actionType as TSaveFlowInput['actionType'],
    name: values.name ?? '',
    requesterProfileId: values.requesterProfileId ?? null,
    channel: criterion(values.channel),
    budgetType: criterion(values.budgetType),
    // A value saved before origins were a fixed list is left for the schema to refuse.
    paymentOrigin: criterion(values.paymentOrigin) as PaymentOrigin | null,
    steps: (values.steps ?? []).map((step, index) => ({
      stepNumber: index + 1,
      responsibleIds: step.responsibleIds ?? [],
      notifiedIds: step.notifiedIds ?? [],
    })),
  };
}

/** A type under only the rules every flow shares (no one-responsible limit). */
const ANY_TYPE_RULES =
  APPROVAL_ACTION_TYPES.find((type) => !allowsOneResponsiblePerStep(type)) ?? APPROVAL_ACTION_TYPES[0];

/**
 * What the server would refuse, found before the call: the field rules of the save schema and
 * the approval engine's rules for steps, explained with the server's sentences.
 */
export function flowFormErrors(
  language: Language,
  input: TSaveFlowInput,
  nameOf: (userId: number) => string,
): FieldErrors[] {
  const fields = ZApprovalFlowFieldsSchema.safeParse(input);
  const fieldErrors = fields.success ? [] : schemaFieldErrors(language, input, fields.error.issues);
  // Before a type is chosen the steps are still checked, by the rules every type shares.
  const actionType = input.actionType ?? ANY_TYPE_RULES;
  const stepErrors = problemFieldErrors(
    language,
    validateFlow(
      {
        actionType,
        steps: (input.steps ?? []).map((step) => ({ ...step, notifiedIds: step.notifiedIds ?? [] })),
      },
      nameOf,
    ),
  );
  return [...fieldErrors, ...stepErrors];
}

/** Moves a step up (-1) or down (+1); the others keep their order. */
export function moveStep<T>(steps: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (target < 0 || target >= steps.length) return [...steps];
  const result = [...steps];
  const [moved] = result.splice(index, 1);
  if (moved !== undefined) result.splice(target, 0, moved);
  return result;
}
