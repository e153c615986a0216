import { toPayOf } from '@trade-terms/domain/ascertainment';
import { checkSplit, splitTarget } from '@trade-terms/domain/ascertainment-payers';
import { type Language, translate } from '@trade-terms/domain/i18n';
import { formatMoney } from '@trade-terms/domain/value-text';
import type { Db } from '../../platform/db/database';
import type { MoveResult } from '../../platform/http/each-item';
import { payingLines } from './ascertainment-payers';
import { payerPartsOf } from './ascertainment-payers-repository';
import type { AscertainmentRecord } from './ascertainment-repository';

/**
 * The SAP payer split checked when an ascertainment is sent to approval and at each approval
 * step (docs/domain.md "SAP payer split at sending and approval"). A split saved once can go
 * past the to-pay value later (a validation or a final value lowered it): such an item is
 * skipped with the reason, as payments would pay more than was approved. A split below it moves
 * with a warning (the difference is not paid). A split never saved is the proposal, which adds
 * up to the to-pay value by construction: it passes.
 */

export type PayerSplitGate = { skippedFor: string } | { moved: MoveResult };

/** A final value given in the same approval call: the split is checked against what it leaves. */
interface GivenFinal {
  lineId: number;
  finalValue: string;
}

export async function payerSplitGate(
  tx: Db,
  record: AscertainmentRecord,
  language: Language,
  finalValues: readonly GivenFinal[] = [],
): Promise<PayerSplitGate> {
  const parts = await payerPartsOf(tx, record.id);
  if (parts.length === 0) return { moved: undefined };
  const given = new Map(finalValues.map((each) => [each.lineId, each.finalValue]));
  const lines = await payingLines(tx, record.id, record.agreementId, (line) => {
    const finalValue = given.get(line.id);
    return finalValue === undefined ? line.toPay : toPayOf(finalValue, line.abatement);
  });
  const check = checkSplit(splitTarget(lines), parts);
  const params = {
    id: String(record.id),
    total: formatMoney(check.total, language),
    target: formatMoney(splitTarget(lines), language),
    difference: formatMoney(check.difference.replace(/^-/, ''), language),
  };
  if (check.outcome === 'REFUSED') return { skippedFor: translate(language, 'payerSplitGate.above', params) };
  if (check.outcome === 'ACCEPTED_WITH_WARNING') {
    return { moved: { alert: { key: 'payerSplitGate.below', params } } };
  }
  return { moved: undefined };
}
