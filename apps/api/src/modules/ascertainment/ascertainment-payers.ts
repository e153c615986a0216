import type { AscertainmentStatus } from '@trade-terms/domain/ascertainment';
import {
  checkSplit,
  type PayingLine,
  payerPartProblems,
  payerSplitEditable,
  payersOf,
  proposePayerSplit,
  splitTarget,
  type TPayerPart,
  type TPayerSplit,
  type TPayerSplitSave,
} from '@trade-terms/domain/ascertainment-payers';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { TRestrictions } from '@trade-terms/domain/session';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { leverPayersOf } from '../agreements/agreement-read-models';
import { recordsByCodes } from '../master-data/register-records';
import { payerPartsOf, replacePayerParts } from './ascertainment-payers-repository';
import { findRow } from './ascertainment-reads-repository';
import { type LineRecord, linesOf, lockVisible, touchAscertainment } from './ascertainment-repository';

/**
 * The SAP payer configuration of an ascertainment (DOMAIN.md worked example 6; docs/domain.md
 * "SAP payer split"): its to-pay value split among the payers of its agreement's levers. Until a
 * split is saved the read proposes one; a save needs a justification, names the version it read,
 * is refused above the to-pay value and once the ascertainment is approved.
 */

export interface PayerCaller {
  id: number;
  restrictions: TRestrictions;
}

/**
 * The ascertainment's lines with their lever's payers (a lever gone from the agreement: none).
 * `toPay` reads what each line pays: as saved, or as a move about to change it would leave it.
 */
export async function payingLines(
  db: Db,
  ascertainmentId: number,
  agreementId: number,
  toPay: (line: LineRecord) => string | null = (line) => line.toPay,
): Promise<PayingLine[]> {
  const [lines, levers] = await Promise.all([linesOf(db, ascertainmentId), leverPayersOf(db, agreementId)]);
  const payersByLever = new Map(levers.map((lever) => [lever.agreementLeverId, lever.payers]));
  return lines.map((line) => ({
    toPay: toPay(line),
    payers: payersByLever.get(line.agreementLeverId) ?? [],
  }));
}

async function splitView(
  db: Db,
  header: { id: number; agreementId: number; status: AscertainmentStatus; version: number },
): Promise<TPayerSplit> {
  const [lines, saved] = await Promise.all([
    payingLines(db, header.id, header.agreementId),
    payerPartsOf(db, header.id),
  ]);
  const target = splitTarget(lines);
  const parts: TPayerPart[] =
    saved.length > 0
      ? saved.map((part) => ({ payerCode: part.payerCode, value: part.value }))
      : proposePayerSplit(lines);
  const codes = [...new Set([...payersOf(lines), ...parts.map((part) => part.payerCode)])];
  const names = await recordsByCodes(db, REGISTER_DECLARATIONS.customer, codes);
  const check = checkSplit(target, parts);
  const last = saved[0];
  return {
    ascertainmentId: header.id,
    version: header.version,
    status: header.status,
    editable: payerSplitEditable(header.status),
    target,
    total: check.total,
    difference: check.difference,
    outcome: check.outcome,
    message: check.message,
    proposed: saved.length === 0,
    payers: codes.map((code) => {
      const name = names.get(code)?.name;
      return { code, name: typeof name === 'string' ? name : null };
    }),
    parts,
    justification: last?.justification ?? null,
    updatedAt: last ? last.updatedAt.toISOString() : null,
  };
}

/** `apuracao/buscarPagadoresSap`: 404 outside the caller's restrictions. */
export async function getPayerSplit(db: Db, id: number, caller: PayerCaller): Promise<TPayerSplit> {
  const row = await findRow(db, id, caller.restrictions);
  if (!row) throw new AppError('NOT_FOUND');
  return splitView(db, { ...row, status: row.status as AscertainmentStatus });
}

/**
 * `apuracao/salvarPagadoresSap`: one transaction with its audit row. Refused: a stale version
 * (409), an approved ascertainment (409), a payer not among the levers' or named twice (422 on
 * the part), a split above the to-pay value (422 on `parts`). Below it the split is saved and the
 * answer carries the warning.
 */
export async function savePayerSplit(
  db: Db,
  input: TPayerSplitSave,
  caller: PayerCaller,
): Promise<TPayerSplit> {
  await db.transaction(async (tx) => {
    const record = await lockVisible(tx, input.id, caller.restrictions);
    if (!record) throw new AppError('NOT_FOUND');
    if (record.version !== input.version) throw new AppError('STALE_VERSION');
    if (!payerSplitEditable(record.status)) throw new AppError('ASCERTAINMENT_STATUS_FORBIDS');
    const lines = await payingLines(tx, record.id, record.agreementId);
    const problems = payerPartProblems(input.parts, payersOf(lines));
    if (problems.length > 0) throw invalidFields(problems);
    const target = splitTarget(lines);
    const check = checkSplit(target, input.parts);
    if (check.outcome === 'REFUSED') {
      throw invalidFields([{ path: ['parts'], message: 'calc.payerSplit.above' }]);
    }
    const before = await payerPartsOf(tx, record.id);
    await replacePayerParts(tx, record.id, input.parts, input.justification, caller.id);
    await touchAscertainment(tx, record.id, {}, caller.id);
    await appendAudit(tx, {
      entity: 'ascertainment',
      entityId: record.id,
      action: 'PAGADORES_SAP',
      actorId: caller.id,
      before: { parts: before.map((part) => ({ payerCode: part.payerCode, value: part.value })) },
      after: { parts: input.parts, target, outcome: check.outcome },
      justification: input.justification,
    });
  });
  const row = await findRow(db, input.id, caller.restrictions);
  if (!row) throw new AppError('NOT_FOUND');
  return splitView(db, { ...row, status: row.status as AscertainmentStatus });
}
