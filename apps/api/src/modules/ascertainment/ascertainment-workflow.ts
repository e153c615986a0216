import {
  extensionProblem,
  isRecalculable,
  justificationProblem,
  SKIP_REASONS,
  type TAscertainmentApprove,
  type TAscertainmentExtend,
  type TAscertainmentRestore,
  type TAscertainmentValidate,
  toPayOf,
  valueInForce,
} from '@trade-terms/domain/ascertainment';
import { parseBrDate } from '@trade-terms/domain/dates';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { type BulkOutcome, eachItem, type ItemOutcome } from '../../platform/http/each-item';
import { decide, startApproval } from '../approval-flows/approval-requests-service';
import { claimsOf } from './ascertainment-claims-repository';
import { payerSplitGate } from './ascertainment-payers-gate';
import { findRow } from './ascertainment-reads-repository';
import {
  type AscertainmentRecord,
  type LineRecord,
  linesOf,
  lockVisible,
  touchAscertainment,
  unsignedAmong,
  updateLine,
} from './ascertainment-repository';
import { reconciliationBlock } from './reconciliation-service';

/**
 * The ascertainment's flow on the approval engine (action type APURACAO): the analyst validates
 * lines, sends to approval, the responsibles of each step approve (setting final values) or
 * disapprove. Every move is one transaction with its audit row; a stale version is refused.
 */

export interface WorkflowCaller {
  id: number;
  restrictions: TRestrictions;
  language: Language;
}

const ENTITY = 'ascertainment';
const BULK_MESSAGES = { doneKey: 'ascertainment.bulkDone', itemKey: 'ascertainment.skipped' } as const;

/** Validated and sent from under validation, and again once disapproved. */
const editable = (record: AscertainmentRecord) => isRecalculable(record.status);

const lineGlance = (line: LineRecord) => ({
  line: line.id,
  accurate: line.accurateValue,
  validated: line.validatedValue,
  final: line.finalValue,
  toPay: line.toPay,
});

/** `apuracao/validar`: the analyst's value of one line; a different one needs a justification. */
export async function validateLine(
  db: Db,
  input: TAscertainmentValidate,
  caller: WorkflowCaller,
): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockVisible(tx, input.id, caller.restrictions);
    if (!record) throw new AppError('NOT_FOUND');
    if (record.version !== input.version) throw new AppError('STALE_VERSION');
    if (!editable(record)) throw new AppError('ASCERTAINMENT_STATUS_FORBIDS');
    const line = (await linesOf(tx, record.id)).find((each) => each.id === input.lineId);
    if (!line) throw new AppError('NOT_FOUND');
    const problem = justificationProblem({
      before: line.accurateValue,
      proposed: input.validatedValue,
      justification: input.justification,
    });
    if (problem) throw invalidFields([problem]);
    await updateLine(
      tx,
      line.id,
      {
        status: 'VALIDADA',
        validatedValue: input.validatedValue,
        validationJustification: input.justification,
        toPay: toPayOf(input.validatedValue, line.abatement),
      },
      caller.id,
    );
    await touchAscertainment(
      tx,
      record.id,
      { status: 'EM_VALIDACAO', reprovalJustification: null },
      caller.id,
    );
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: record.id,
      action: 'VALIDADA',
      actorId: caller.id,
      before: { status: record.status, ...lineGlance(line) },
      after: {
        status: 'EM_VALIDACAO',
        ...lineGlance({ ...line, validatedValue: input.validatedValue }),
        toPay: toPayOf(input.validatedValue, line.abatement),
      },
      justification: input.justification,
    });
  });
}

/**
 * A move on unsigned agreements' ascertainments is confirmed first (spec: "Ascertainments without
 * a signed agreement prompt for confirmation"): without `confirmUnsigned` nothing moves and the
 * answer's code lets the screen ask.
 */
async function requireConfirmation(
  db: Db,
  ids: readonly number[],
  confirmUnsigned: boolean,
  restrictions: TRestrictions,
) {
  if (confirmUnsigned) return;
  const unsigned = await unsignedAmong(db, ids, restrictions);
  if (unsigned.length > 0)
    throw new AppError('ASCERTAINMENT_UNSIGNED_AGREEMENT', { ids: unsigned.join(', ') });
}

function eachAscertainment(
  db: Db,
  ids: readonly number[],
  caller: WorkflowCaller,
  move: (tx: Db, record: AscertainmentRecord) => Promise<ItemOutcome>,
): Promise<BulkOutcome> {
  return eachItem(
    db,
    ids,
    caller.language,
    async (tx, id) => {
      const record = await lockVisible(tx, id, caller.restrictions);
      if (!record) throw new AppError('NOT_FOUND');
      return move(tx, record);
    },
    BULK_MESSAGES,
  );
}

const skip = (caller: WorkflowCaller, reason: keyof typeof SKIP_REASONS): ItemOutcome => ({
  skippedFor: translate(caller.language, SKIP_REASONS[reason]),
});

/** `apuracao/enviarAprovacao`: every line has a value in force; the flow of APURACAO starts. */
export async function sendToApproval(
  db: Db,
  input: { ids: readonly number[]; confirmUnsigned: boolean },
  caller: WorkflowCaller,
  channelOf: (tx: Db, agreementId: number) => Promise<string | null>,
): Promise<BulkOutcome> {
  await requireConfirmation(db, input.ids, input.confirmUnsigned, caller.restrictions);
  return eachAscertainment(db, input.ids, caller, async (tx, record) => {
    if (!editable(record)) return skip(caller, 'status');
    const lines = await linesOf(tx, record.id);
    if (lines.length === 0 || lines.some((line) => valueInForce(line) === null))
      return skip(caller, 'lineWithoutValue');
    const blocked = await reconciliationBlock(tx, record.id, caller.language);
    if (blocked) return { skippedFor: blocked };
    const split = await payerSplitGate(tx, record, caller.language);
    if ('skippedFor' in split) return split;
    const request = await startApproval(tx, {
      actionType: 'APURACAO',
      entity: ENTITY,
      entityId: record.id,
      requesterId: caller.id,
      channel: await channelOf(tx, record.agreementId),
      paymentOrigin: 'APURACAO',
    });
    await touchAscertainment(
      tx,
      record.id,
      { status: 'EM_APROVACAO', approvalRequestId: request.id },
      caller.id,
    );
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: record.id,
      action: 'ENVIADA_APROVACAO',
      actorId: caller.id,
      before: { status: record.status },
      after: { status: 'EM_APROVACAO', approvalRequestId: request.id, currentStep: request.currentStep },
    });
    return split;
  });
}

/**
 * The final values given at approval, checked for every named line before anything moves: a
 * value different from the one in force needs its justification (422, nothing changed).
 */
async function checkFinalValues(db: Db, input: TAscertainmentApprove, restrictions: TRestrictions) {
  if (input.finalValues.length === 0) return;
  const problems: FieldProblem[] = [];
  const lines = new Map<number, LineRecord>();
  for (const id of input.ids) {
    const row = await findRow(db, id, restrictions);
    if (row) for (const line of await linesOf(db, row.id)) lines.set(line.id, line);
  }
  input.finalValues.forEach((given, index) => {
    const line = lines.get(given.lineId);
    if (!line) {
      problems.push({ path: ['finalValues', index, 'lineId'], message: 'errors.notFound' });
      return;
    }
    const problem = justificationProblem({
      before: valueInForce(line),
      proposed: given.finalValue,
      justification: given.justification,
    });
    if (problem) problems.push({ ...problem, path: ['finalValues', index, 'justification'] });
  });
  if (problems.length > 0) throw invalidFields(problems);
}

/** `apuracao/aprovar`: the caller's step of each item; after the last step, final values are set. */
export async function approveAscertainments(
  db: Db,
  input: TAscertainmentApprove,
  caller: WorkflowCaller,
): Promise<BulkOutcome> {
  await requireConfirmation(db, input.ids, input.confirmUnsigned, caller.restrictions);
  await checkFinalValues(db, input, caller.restrictions);
  return eachAscertainment(db, input.ids, caller, async (tx, record) => {
    if (record.status !== 'EM_APROVACAO' || record.approvalRequestId === null) return skip(caller, 'status');
    const blocked = await reconciliationBlock(tx, record.id, caller.language);
    if (blocked) return { skippedFor: blocked };
    const split = await payerSplitGate(tx, record, caller.language, input.finalValues);
    if ('skippedFor' in split) return split;
    const request = await decide(tx, {
      requestId: record.approvalRequestId,
      userId: caller.id,
      decision: 'APROVAR',
    });
    const finished = request.status === 'APROVADO';
    const lines = await linesOf(tx, record.id);
    for (const line of lines) {
      const given = input.finalValues.find((each) => each.lineId === line.id);
      if (!given && !finished) continue;
      const finalValue = given?.finalValue ?? line.finalValue ?? (valueInForce(line) as string);
      await updateLine(
        tx,
        line.id,
        {
          finalValue,
          finalJustification: given ? given.justification : line.finalJustification,
          toPay: toPayOf(finalValue, line.abatement),
        },
        caller.id,
      );
    }
    const status = finished ? 'APROVADA' : 'EM_APROVACAO';
    await touchAscertainment(tx, record.id, { status }, caller.id);
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: record.id,
      action: finished ? 'APROVADA' : 'ETAPA_APROVADA',
      actorId: caller.id,
      before: { status: record.status, lines: lines.map(lineGlance) },
      after: {
        status,
        currentStep: request.currentStep,
        lines: (await linesOf(tx, record.id)).map(lineGlance),
      },
    });
    return split;
  });
}

/** `apuracao/reprovar`: the caller's step disapproves, with a justification; the analyst takes it back. */
export function reproveAscertainments(
  db: Db,
  input: { ids: readonly number[]; justification: string },
  caller: WorkflowCaller,
): Promise<BulkOutcome> {
  return eachAscertainment(db, input.ids, caller, async (tx, record) => {
    if (record.status !== 'EM_APROVACAO' || record.approvalRequestId === null) return skip(caller, 'status');
    await decide(tx, {
      requestId: record.approvalRequestId,
      userId: caller.id,
      decision: 'REPROVAR',
      justification: input.justification,
    });
    await touchAscertainment(
      tx,
      record.id,
      { status: 'REPROVADA', reprovalJustification: input.justification },
      caller.id,
    );
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: record.id,
      action: 'REPROVADA',
      actorId: caller.id,
      before: { status: record.status },
      after: { status: 'REPROVADA' },
      justification: input.justification,
    });
    return { moved: undefined };
  });
}

/** `apuracao/prorrogar`: a later deadline for an ascertainment not approved yet, justified. */
export async function extendDeadline(
  db: Db,
  input: TAscertainmentExtend,
  caller: WorkflowCaller,
): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockVisible(tx, input.id, caller.restrictions);
    if (!record) throw new AppError('NOT_FOUND');
    if (record.version !== input.version) throw new AppError('STALE_VERSION');
    if (record.status === 'APROVADA') throw new AppError('ASCERTAINMENT_STATUS_FORBIDS');
    const deadline = parseBrDate(input.deadline) as string;
    const problem = extensionProblem(record.deadline, deadline);
    if (problem) throw invalidFields([problem]);
    await touchAscertainment(tx, record.id, { deadline }, caller.id);
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: record.id,
      action: 'PRORROGADA',
      actorId: caller.id,
      before: { deadline: record.deadline },
      after: { deadline },
      justification: input.justification,
    });
  });
}

/**
 * `apuracao/resgatar`: an approved ascertainment back to validation, its final values cleared
 * (to pay back to the value in force), with a justification; refused while a claim on it is
 * under analysis or approved, as the claim was made on the approved values, and while payments
 * hold items of it (`inPayment`, answered by the payments module): what is being paid must not
 * change under it.
 */
export async function restoreAscertainment(
  db: Db,
  input: TAscertainmentRestore,
  caller: WorkflowCaller,
  inPayment: (tx: Db, ascertainmentId: number) => Promise<boolean>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockVisible(tx, input.id, caller.restrictions);
    if (!record) throw new AppError('NOT_FOUND');
    if (record.version !== input.version) throw new AppError('STALE_VERSION');
    if (record.status !== 'APROVADA') throw new AppError('ASCERTAINMENT_STATUS_FORBIDS');
    const claims = await claimsOf(tx, record.id);
    if (claims.some((claim) => claim.status !== 'REPROVADA')) throw new AppError('ASCERTAINMENT_HAS_CLAIMS');
    if (await inPayment(tx, record.id)) throw new AppError('ASCERTAINMENT_IN_PAYMENT');
    const lines = await linesOf(tx, record.id);
    for (const line of lines) {
      const inForce = valueInForce(line);
      await updateLine(
        tx,
        line.id,
        {
          finalValue: null,
          finalJustification: null,
          toPay: inForce === null ? null : toPayOf(inForce, line.abatement),
        },
        caller.id,
      );
    }
    await touchAscertainment(tx, record.id, { status: 'EM_VALIDACAO' }, caller.id);
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: record.id,
      action: 'RESGATADA',
      actorId: caller.id,
      before: { status: record.status, lines: lines.map(lineGlance) },
      after: { status: 'EM_VALIDACAO', lines: (await linesOf(tx, record.id)).map(lineGlance) },
      justification: input.justification,
    });
  });
}
