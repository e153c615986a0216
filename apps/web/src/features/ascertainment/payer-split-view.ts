import {
  checkSplit,
  type TPayerPart,
  type TPayerSplit,
  ZPayerSplitSaveSchema,
} from '@trade-terms/domain/ascertainment-payers';
import type { PayerSplitCheck } from '@trade-terms/domain/ascertainment-values';
import type { Language } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import {
  clientFormFailure,
  type FieldPath,
  type FormFailure,
  problemFieldErrors,
  schemaFieldErrors,
} from '../../platform/form-errors';

/** The SAP payer split dialog's form: one value per payer of the agreement, and why it changes. */
export interface PayerSplitFormValues {
  values: Record<string, string | null | undefined>;
  justification?: string | null;
}

/** The form opens on the split in force (saved or proposed); a payer without a part shows 0.00. */
export function payerSplitFormOf(split: TPayerSplit): PayerSplitFormValues {
  const saved = new Map(split.parts.map((part) => [part.payerCode, part.value]));
  return {
    values: Object.fromEntries(split.payers.map((payer) => [payer.code, saved.get(payer.code) ?? '0.00'])),
    justification: null,
  };
}

/** The parts the form holds, in the payers' order; an empty value is 0.00. */
export function partsOf(
  split: Pick<TPayerSplit, 'payers'>,
  values: PayerSplitFormValues['values'],
): TPayerPart[] {
  return split.payers.map((payer) => ({ payerCode: payer.code, value: values?.[payer.code] || '0.00' }));
}

/** The split as typed against the to-pay value (worked example 6), for the live totals. */
export function typedCheck(split: TPayerSplit, values: PayerSplitFormValues['values']): PayerSplitCheck {
  return checkSplit(split.target, partsOf(split, values));
}

const isField = (path: FieldPath) => path[0] === 'justification';

/**
 * The check before the call: the call's schema (the justification is required), then the sum:
 * above the to-pay value the split is refused, as the server would.
 */
export function payerSplitFailure(
  language: Language,
  split: TPayerSplit,
  input: PayerSplitFormValues,
): FormFailure | null {
  const body = {
    id: split.ascertainmentId,
    version: split.version,
    parts: partsOf(split, input.values),
    justification: input.justification ?? '',
  };
  const checked = ZPayerSplitSaveSchema.safeParse(body);
  if (!checked.success)
    return clientFormFailure(schemaFieldErrors(language, body, checked.error.issues), isField);
  const check = checkSplit(split.target, checked.data.parts);
  return check.outcome === 'REFUSED'
    ? clientFormFailure(
        problemFieldErrors(language, [{ path: ['parts'], message: 'calc.payerSplit.above' }]),
        isField,
      )
    : null;
}

export const payerSplitIsField = isField;

/** What the screen tells of a split that does not add up (the domain's sentences). */
export const OUTCOME_MESSAGES = {
  ACCEPTED: null,
  ACCEPTED_WITH_WARNING: 'calc.payerSplit.below',
  REFUSED: 'calc.payerSplit.above',
} as const satisfies Record<PayerSplitCheck['outcome'], MessageKey | null>;
