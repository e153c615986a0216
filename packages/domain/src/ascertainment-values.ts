import Decimal from 'decimal.js';
import { normaliseJustification } from './justification';
import type { MessageKey } from './messages/pt-BR';
import { roundMoney, sumMoney } from './money';
import type { FieldProblem } from './validation-messages';

/**
 * The rules of an ascertainment's values that the calculation engine hands on (DOMAIN.md,
 * "Ascertainment", worked examples 6 and 7): the value in force after a review, and the split
 * of the final value among the agreement's SAP payers.
 */

export type PayerSplitOutcome = 'ACCEPTED' | 'ACCEPTED_WITH_WARNING' | 'REFUSED';

export interface PayerSplitCheck {
  outcome: PayerSplitOutcome;
  /** The parts added up exactly. */
  total: string;
  /** The final value less the parts: negative when the split goes past it. */
  difference: string;
  /** What to tell the user when the split does not add up to the final value. */
  message: MessageKey | null;
}

/**
 * The split of a final value among SAP payers must add up to it: above it is refused, below it
 * is accepted with a warning (the rest is not paid), exactly is accepted.
 */
export function checkPayerSplit(finalValue: string, parts: readonly string[]): PayerSplitCheck {
  const total = sumMoney(parts);
  const difference = roundMoney(new Decimal(finalValue).minus(total));
  const comparison = new Decimal(total).comparedTo(roundMoney(finalValue));
  if (comparison > 0) {
    return { outcome: 'REFUSED', total, difference, message: 'calc.payerSplit.above' };
  }
  if (comparison < 0) {
    return { outcome: 'ACCEPTED_WITH_WARNING', total, difference, message: 'calc.payerSplit.below' };
  }
  return { outcome: 'ACCEPTED', total, difference, message: null };
}

export type ReviewOutcome =
  | { ok: true; value: string; changed: boolean; justification: string | null }
  | { ok: false; problem: FieldProblem };

/**
 * A value reviewed by the analyst (accurate -> validated) or by the approver (validated ->
 * final): without a new value the one before stays; a new value that differs needs a
 * justification, and the same value needs none.
 */
export function reviewValue({
  before,
  proposed,
  justification,
}: {
  before: string;
  proposed?: string | null;
  justification?: string | null;
}): ReviewOutcome {
  const reason = normaliseJustification(justification);
  if (proposed === null || proposed === undefined) {
    return { ok: true, value: roundMoney(before), changed: false, justification: reason };
  }
  const changed = !new Decimal(proposed).equals(before);
  if (changed && reason === null) {
    return {
      ok: false,
      problem: { path: ['justification'], message: 'validation.calc.justificationRequired' },
    };
  }
  return { ok: true, value: roundMoney(proposed), changed, justification: reason };
}
