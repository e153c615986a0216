import Decimal from 'decimal.js';
import { z } from 'zod';
import { ASCERTAINMENT_STATUSES, type AscertainmentStatus } from './ascertainment';
import { checkPayerSplit, type PayerSplitCheck } from './ascertainment-values';
import { JUSTIFICATION_MAX_LENGTH } from './justification';
import { roundMoney, sumMoney, ZMoneySchema } from './money';
import { ZIdSchema, ZVersionSchema } from './records';
import type { FieldProblem } from './validation-messages';

/**
 * The SAP payer configuration of an ascertainment (DOMAIN.md "Ascertainment", worked example 6):
 * what it pays is split among the SAP payers of its agreement's levers. The amount split is the
 * ascertainment's to-pay in force (each line's final value, or validated, or accurate, less its
 * abatement, never below zero, summed): what payments will pay. With no abatement it is the final
 * value, as in the example. Above it the split is refused; below it is accepted with a warning.
 */

/** The split can change until the ascertainment is approved: payments pay what it holds then. */
export function payerSplitEditable(status: AscertainmentStatus): boolean {
  return status !== 'APROVADA';
}

/** One payer's part, as saved and shown. */
export const ZPayerPartSchema = z.object({
  payerCode: z.string().trim().min(1).max(40),
  value: ZMoneySchema,
});
export type TPayerPart = z.output<typeof ZPayerPartSchema>;

export const ZPayerSplitSaveSchema = z.object({
  id: ZIdSchema,
  version: ZVersionSchema,
  parts: z.array(ZPayerPartSchema).min(1).max(200),
  justification: z
    .string()
    .trim()
    .min(1, { message: 'validation.ascertainment.justificationRequired' })
    .max(JUSTIFICATION_MAX_LENGTH),
});
export type TPayerSplitSave = z.output<typeof ZPayerSplitSaveSchema>;

export const ZPayerSplitSchema = z.object({
  ascertainmentId: ZIdSchema,
  /** The ascertainment's version: a save names it, and a stale one is refused. */
  version: ZVersionSchema,
  status: z.enum(ASCERTAINMENT_STATUSES),
  editable: z.boolean(),
  /** The amount the split must add up to (the to-pay in force). */
  target: z.string(),
  total: z.string(),
  /** Target less total: negative when the split goes past it. */
  difference: z.string(),
  outcome: z.enum(['ACCEPTED', 'ACCEPTED_WITH_WARNING', 'REFUSED']),
  message: z.string().nullable(),
  /** True while nothing was saved: the parts are the proposal. */
  proposed: z.boolean(),
  payers: z.array(z.object({ code: z.string(), name: z.string().nullable() })),
  parts: z.array(z.object({ payerCode: z.string(), value: z.string() })),
  justification: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TPayerSplit = z.output<typeof ZPayerSplitSchema>;

/** A line as the split sees it: what it pays and its lever's payers, in the lever's order. */
export interface PayingLine {
  toPay: string | null;
  payers: readonly string[];
}

/** The amount split: the lines' to-pay summed (a line without a value pays nothing). */
export function splitTarget(lines: readonly PayingLine[]): string {
  return sumMoney(lines.map((line) => line.toPay ?? '0'));
}

/** The agreement's payers in the levers' order, each once. */
export function payersOf(lines: readonly PayingLine[]): string[] {
  return [...new Set(lines.flatMap((line) => line.payers))];
}

/**
 * The split shown before one is saved: each line's to-pay goes to its lever's first payer (the
 * payer the lever names first pays it, as a lever with one payer does), summed per payer in the
 * payers' order. It adds up to the target exactly; a payer with nothing shows 0.00.
 */
export function proposePayerSplit(lines: readonly PayingLine[]): TPayerPart[] {
  const byPayer = new Map<string, Decimal>(payersOf(lines).map((code) => [code, new Decimal(0)]));
  for (const line of lines) {
    const first = line.payers[0];
    if (first === undefined) continue;
    byPayer.set(first, (byPayer.get(first) as Decimal).plus(line.toPay ?? '0'));
  }
  return [...byPayer].map(([payerCode, value]) => ({ payerCode, value: roundMoney(value) }));
}

/**
 * What refuses a split before its sum is checked: a payer not among the agreement's, or named
 * twice. One problem per field, on `parts.<i>.payerCode`.
 */
export function payerPartProblems(parts: readonly TPayerPart[], payers: readonly string[]): FieldProblem[] {
  const known = new Set(payers);
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  parts.forEach((part, index) => {
    if (!known.has(part.payerCode)) {
      problems.push({ path: ['parts', index, 'payerCode'], message: 'ascertainmentPayers.unknownPayer' });
    } else if (seen.has(part.payerCode)) {
      problems.push({ path: ['parts', index, 'payerCode'], message: 'ascertainmentPayers.repeatedPayer' });
    }
    seen.add(part.payerCode);
  });
  return problems;
}

/** The check of a split's parts against the target (worked example 6). */
export function checkSplit(target: string, parts: readonly TPayerPart[]): PayerSplitCheck {
  return checkPayerSplit(
    target,
    parts.map((part) => part.value),
  );
}
