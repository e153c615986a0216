import {
  type AgreementAction,
  type AgreementAuditAction,
  type AgreementStatus,
  approverStatusAt,
  mayTake,
  type TAgreement,
} from '@trade-terms/domain/agreements';
import { formatBrDate, parseBrDate } from '@trade-terms/domain/dates';
import { type Language, translate } from '@trade-terms/domain/i18n';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { type BulkOutcome, eachItem, type MoveResult } from '../../platform/http/each-item';
import { decide, startApproval } from '../approval-flows/approval-requests-service';
import {
  type AgreementRecord,
  findAgreement,
  type LifecycleChange,
  updateLifecycle,
} from './agreements-repository';
import { type AgreementCaller, viewOf } from './agreements-service';

/** The messages of the agreements' bulk moves. */
export const AGREEMENT_BULK_MESSAGES = {
  doneKey: 'success.agreement.bulkDone',
  itemKey: 'agreement.skipped',
} as const;

/** The caller of a lifecycle move, with the language its reasons are written in. */
export interface LifecycleCaller extends AgreementCaller {
  id: number;
  language: Language;
}

export function statusReason(language: Language, status: AgreementStatus): string {
  return translate(language, 'agreement.skippedStatus', {
    status: translate(language, `agreement.status.${status}`),
  });
}

/**
 * A move on each agreement the caller named, holding the agreement's row: one outside the
 * caller's restrictions is skipped as not found, one whose status does not allow the move is
 * skipped with its status.
 */
export function eachAgreement(
  db: Db,
  ids: readonly number[],
  caller: LifecycleCaller,
  action: AgreementAction,
  move: (tx: Db, record: AgreementRecord) => Promise<MoveResult>,
): Promise<BulkOutcome> {
  return eachItem(
    db,
    ids,
    caller.language,
    async (tx, id) => {
      const agreement = await findAgreement(tx, id, { restrictions: caller.restrictions, lock: true });
      if (!agreement) throw new AppError('NOT_FOUND');
      if (!mayTake(action, agreement.status))
        return { skippedFor: statusReason(caller.language, agreement.status) };
      return { moved: await move(tx, agreement) };
    },
    AGREEMENT_BULK_MESSAGES,
  );
}

/** Writes the move and its audit row (status, approver status and validity before and after). */
export async function recordMove(
  tx: Db,
  agreement: AgreementRecord,
  action: AgreementAuditAction,
  change: LifecycleChange,
  caller: LifecycleCaller,
  noted: { justification?: string | null; file?: string } = {},
): Promise<void> {
  await updateLifecycle(tx, agreement.id, change, caller.id);
  const glance = (source: LifecycleChange | AgreementRecord) => ({
    status: source.status,
    approverStatus: source.approverStatus,
    signatureStatus: source.signatureStatus,
    ...(source.validityEnd ? { validityEnd: formatBrDate(source.validityEnd) } : {}),
    ...(source.terminatedOn ? { terminatedOn: formatBrDate(source.terminatedOn) } : {}),
  });
  await appendAudit(tx, {
    entity: 'agreement',
    entityId: agreement.id,
    action,
    actorId: caller.id,
    before: glance(agreement),
    after: { ...glance({ ...agreement, ...change }), ...(noted.file ? { file: noted.file } : {}) },
    justification: noted.justification ?? null,
  });
}

export function requireJustification(justification: string | undefined): string {
  if (!justification?.trim()) {
    throw invalidFields([{ path: ['justification'], message: 'validation.agreement.justificationRequired' }]);
  }
  return justification.trim();
}

/** The SAP payers an agreement pays: more than one asks the approvers to check their split. */
function payerCount(agreement: AgreementRecord): number {
  return new Set(agreement.levers.flatMap((lever) => lever.payers)).size;
}

/** `confirmarContratosEmGrupo`: each agreement goes to approval on its most specific flow. */
export function sendToApproval(db: Db, ids: readonly number[], caller: LifecycleCaller) {
  return eachAgreement(db, ids, caller, 'SEND_TO_APPROVAL', async (tx, agreement) => {
    const request = await startApproval(tx, {
      actionType: 'ACORDO_COMERCIAL',
      entity: 'agreement',
      entityId: agreement.id,
      requesterId: caller.id,
      // A flow for one channel applies to an agreement of that channel alone.
      channel: agreement.channels.length === 1 ? (agreement.channels[0] ?? null) : null,
    });
    await recordMove(
      tx,
      agreement,
      'ENVIADO_APROVACAO',
      {
        status: 'AGUARDANDO_APROVACAO',
        approverStatus: approverStatusAt(request.currentStep),
        approvalRequestId: request.id,
      },
      caller,
    );
    return undefined;
  });
}

/**
 * `aprovarContratos` / `reprovarContratos`: the caller decides the current step of each agreement
 * they are responsible for; after the last step the agreement is approved, a reproval ends it.
 */
export function decideAgreements(
  db: Db,
  ids: readonly number[],
  caller: LifecycleCaller,
  decision: 'APROVAR' | 'REPROVAR',
  justification: string | undefined,
) {
  const reason =
    decision === 'REPROVAR' ? requireJustification(justification) : (justification?.trim() ?? null);
  return eachAgreement(db, ids, caller, 'DECIDE', async (tx, agreement) => {
    if (agreement.approvalRequestId === null) throw new AppError('NOT_FOUND');
    const request = await decide(tx, {
      requestId: agreement.approvalRequestId,
      userId: caller.id,
      decision,
      justification: reason,
    });
    const status: AgreementStatus =
      request.status === 'APROVADO'
        ? 'APROVADO'
        : request.status === 'REPROVADO'
          ? 'REPROVADO'
          : 'AGUARDANDO_APROVACAO';
    await recordMove(
      tx,
      agreement,
      decision === 'REPROVAR' ? 'REPROVADO' : status === 'APROVADO' ? 'APROVADO' : 'ETAPA_APROVADA',
      {
        status,
        approverStatus:
          status === 'AGUARDANDO_APROVACAO'
            ? approverStatusAt(request.currentStep)
            : status === 'APROVADO'
              ? 'APROVADO'
              : 'REPROVADO',
      },
      caller,
      { justification: reason },
    );
    return decision === 'APROVAR' && payerCount(agreement) > 1
      ? { alert: { key: 'alerts.agreement.severalPayers', params: { id: String(agreement.id) } } }
      : undefined;
  });
}

/** `cancelarContratos`: with a justification. */
export function cancelAgreements(
  db: Db,
  ids: readonly number[],
  caller: LifecycleCaller,
  justification?: string,
) {
  const reason = requireJustification(justification);
  return eachAgreement(db, ids, caller, 'CANCEL', async (tx, agreement) => {
    await recordMove(tx, agreement, 'CANCELADO', { status: 'CANCELADO' }, caller, { justification: reason });
    return undefined;
  });
}

/** `retornarContratosEmCadastro`: an approved agreement goes back to registration. */
export function turnBackAgreements(
  db: Db,
  ids: readonly number[],
  caller: LifecycleCaller,
  justification?: string,
) {
  const reason = requireJustification(justification);
  return eachAgreement(db, ids, caller, 'TURN_BACK', async (tx, agreement) => {
    await recordMove(
      tx,
      agreement,
      'RETORNADO_CADASTRO',
      { status: 'EM_CADASTRO', approverStatus: null },
      caller,
      { justification: reason },
    );
    return undefined;
  });
}

/**
 * `encerrarContratos`: approved agreements end on the closing date (today by default); a date
 * before today needs the retroactive close role, and never reaches before the validity start.
 */
export function closeAgreements(
  db: Db,
  input: { ids: readonly number[]; closingDate?: string | undefined; justification?: string | undefined },
  caller: LifecycleCaller,
) {
  const closing = input.closingDate ? parseBrDate(input.closingDate) : caller.today;
  if (!closing) throw invalidFields([{ path: ['closingDate'], message: 'validation.invalidDate' }]);
  if (closing < caller.today && !caller.roles.includes('ROLE_ENCERRAR_ACORDO_RETROATIVO')) {
    throw new AppError('RETROACTIVE_CLOSE_ROLE_REQUIRED');
  }
  return eachAgreement(db, input.ids, caller, 'CLOSE', async (tx, agreement) => {
    if (closing < agreement.validityStart) {
      throw invalidFields([{ path: ['closingDate'], message: 'validation.endBeforeStart' }]);
    }
    const validityEnd = closing < agreement.validityEnd ? closing : agreement.validityEnd;
    await recordMove(tx, agreement, 'ENCERRADO', { status: 'ENCERRADO', validityEnd }, caller, {
      justification: input.justification ?? null,
    });
    return undefined;
  });
}

/** `prorrogar`: an approved agreement runs to a later end date, with a justification. */
export async function extendAgreement(
  db: Db,
  input: { id: number; version: number; validityEnd: string; justification: string },
  caller: LifecycleCaller,
): Promise<TAgreement> {
  const newEnd = parseBrDate(input.validityEnd);
  if (!newEnd) throw invalidFields([{ path: ['validityEnd'], message: 'validation.invalidDate' }]);
  await db.transaction(async (tx) => {
    const agreement = await findAgreement(tx, input.id, { restrictions: caller.restrictions, lock: true });
    if (!agreement) throw new AppError('NOT_FOUND');
    if (agreement.version !== input.version) throw new AppError('STALE_VERSION');
    if (!mayTake('EXTEND', agreement.status)) throw new AppError('AGREEMENT_STATUS_FORBIDS');
    if (newEnd <= agreement.validityEnd) {
      throw invalidFields([
        {
          path: ['validityEnd'],
          message: 'validation.agreement.extendAfterEnd',
          params: { current: formatBrDate(agreement.validityEnd) },
        },
      ]);
    }
    await recordMove(tx, agreement, 'PRORROGADO', { validityEnd: newEnd }, caller, {
      justification: input.justification,
    });
  });
  const extended = await findAgreement(db, input.id);
  if (!extended) throw new Error('extended agreement not found');
  return viewOf(db, extended, caller.today);
}

/**
 * The agreement a signed file is for, held until the transaction ends: 404 outside the caller's
 * restrictions, 409 when its status takes no signature.
 */
export async function agreementToSign(tx: Db, id: number, caller: LifecycleCaller): Promise<AgreementRecord> {
  const agreement = await findAgreement(tx, id, { restrictions: caller.restrictions, lock: true });
  if (!agreement) throw new AppError('NOT_FOUND');
  if (!mayTake('SIGN', agreement.status)) throw new AppError('AGREEMENT_STATUS_FORBIDS');
  return agreement;
}

/** Marks the agreement signed or awaiting signature, with its audit row naming the file. */
export async function recordSignature(
  tx: Db,
  agreement: AgreementRecord,
  signed: boolean,
  fileName: string,
  caller: LifecycleCaller,
): Promise<void> {
  await recordMove(
    tx,
    agreement,
    signed ? 'ASSINATURA_IMPORTADA' : 'ASSINATURA_EXCLUIDA',
    { signatureStatus: signed ? 'ASSINADO' : 'AGUARDANDO_ASSINATURA' },
    caller,
    { file: fileName },
  );
}
