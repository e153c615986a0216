import {
  agreementLeverValues,
  mayTake,
  raisesPaidValues,
  type TAgreement,
  type TAgreementFields,
} from '@trade-terms/domain/agreements';
import { translate } from '@trade-terms/domain/i18n';
import { sumMoney } from '@trade-terms/domain/money';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { eachItem } from '../../platform/http/each-item';
import { decide, startApproval } from '../approval-flows/approval-requests-service';
import { catalogueEntries } from '../levers/levers-service';
import type { LifecycleCaller } from './agreement-lifecycle';
import { auditViewOf } from './agreement-view';
import {
  type AgreementLeverRow,
  type AgreementRecord,
  findAgreement,
  findAgreementLever,
  type StoredAgreementLever,
  updateAgreementLever,
  updateTotals,
} from './agreements-repository';
import { type AgreementCaller, contentOf, saveAgreement, viewOf } from './agreements-service';

/** What a lever's paid values are compared on: its values and its events. */
function paidValuesOf(
  lever: Pick<StoredAgreementLever, 'expectedYearlyValue' | 'events'> & Partial<Record<string, unknown>>,
) {
  return {
    ...agreementLeverValues(lever as Record<string, string | null>),
    expectedYearlyValue: lever.expectedYearlyValue,
    events: lever.events,
  };
}

const STRUCTURE = [
  'leverId',
  'fundsType',
  'goalDescription',
  'commodityCode',
  'categories',
  'brands',
  'productGroups',
  'ppaProducts',
  'skus',
  'customers',
  'payers',
] as const;

/**
 * An approved agreement takes changes of its levers' values only: the main information and which
 * levers, scope, customers and payers it holds stay as approved (turning it back to registration
 * changes those).
 */
function structureProblems(record: AgreementRecord, proposed: ReturnType<typeof contentOf>) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const { totalOn, totalOff, totalsByCommodity, ...main } = proposed.main;
  const mainChanged = Object.entries(main).some(
    ([key, value]) => !same(record[key as keyof AgreementRecord], value),
  );
  const leversChanged =
    record.levers.length !== proposed.levers.length ||
    record.levers.some((lever, at) =>
      STRUCTURE.some((field) => !same(lever[field], proposed.levers[at]?.[field])),
    );
  return mainChanged || leversChanged
    ? [{ path: ['levers'], message: 'validation.agreement.approvedOnlyValues' as const }]
    : [];
}

/** The totals from the values in force (pending ones do not count until approved). */
export async function refreshTotals(tx: Db, agreementId: number): Promise<void> {
  const agreement = await findAgreement(tx, agreementId);
  if (!agreement) throw new Error('agreement vanished while its totals were refreshed');
  const sumOf = (levers: AgreementLeverRow[]) => sumMoney(levers.map((lever) => lever.expectedYearlyValue));
  const commodities = [...new Set(agreement.levers.map((lever) => lever.commodityCode))].sort();
  await updateTotals(tx, agreementId, {
    totalOn: sumOf(agreement.levers.filter((lever) => lever.fundsType === 'ON')),
    totalOff: sumOf(agreement.levers.filter((lever) => lever.fundsType === 'OFF')),
    totalsByCommodity: Object.fromEntries(
      commodities.map((code) => [
        code,
        sumOf(agreement.levers.filter((lever) => lever.commodityCode === code)),
      ]),
    ),
  });
}

/**
 * `salvarAtualizarContrato` on an approved agreement: a lever whose paid values rise keeps its
 * approved values in force and holds the new ones as pending, to be sent to approval
 * (`enviarAlavancasAprovacao`); a lever whose values do not rise takes them at once. One
 * transaction, with the agreement's version and its audit row.
 */
export async function changeApprovedValues(
  db: Db,
  input: TAgreementFields,
  caller: AgreementCaller,
): Promise<TAgreement> {
  const id = input.id;
  if (id === undefined) throw new Error('a change of values names its agreement');
  const catalogue = await catalogueEntries(
    db,
    input.levers.map((lever) => lever.leverId),
    caller.today,
  );
  const proposed = contentOf(input, catalogue);
  await db.transaction(async (tx) => {
    const record = await findAgreement(tx, id, { restrictions: caller.restrictions, lock: true });
    if (!record) throw new AppError('NOT_FOUND');
    if (record.version !== input.version) throw new AppError('STALE_VERSION');
    if (!mayTake('CHANGE_VALUES', record.status)) throw new AppError('AGREEMENT_STATUS_FORBIDS');
    const problems = structureProblems(record, proposed);
    if (problems.length > 0) throw invalidFields(problems);
    for (const [at, lever] of record.levers.entries()) {
      const next = proposed.levers[at];
      if (!next) continue;
      const nextValues = paidValuesOf(next);
      if (JSON.stringify(nextValues) === JSON.stringify(paidValuesOf(lever))) continue;
      if (lever.status !== 'ATIVA' && lever.status !== 'EM_ALTERACAO') {
        throw invalidFields([{ path: ['levers', at], message: 'validation.agreement.leverNotChangeable' }]);
      }
      if (raisesPaidValues(paidValuesOf(lever), nextValues)) {
        await updateAgreementLever(tx, lever.id, { status: 'EM_ALTERACAO', pendingValues: nextValues });
      } else {
        await updateAgreementLever(tx, lever.id, {
          ...agreementLeverValues(nextValues),
          expectedYearlyValue: nextValues.expectedYearlyValue,
          events: nextValues.events,
          status: 'ATIVA',
          pendingValues: null,
        });
      }
    }
    await refreshTotals(tx, id);
    const after = await findAgreement(tx, id);
    if (!after) throw new Error('changed agreement not found');
    await appendAudit(tx, {
      entity: 'agreement',
      entityId: id,
      action: 'ALTERADO',
      actorId: caller.id,
      before: auditViewOf(record),
      after: auditViewOf(after),
    });
  });
  const changed = await findAgreement(db, id);
  if (!changed) throw new Error('changed agreement not found');
  return viewOf(db, changed, caller.today);
}

type LeverMove =
  | 'ALAVANCA_ENVIADA'
  | 'ALAVANCA_APROVADA'
  | 'ETAPA_ALAVANCA_APROVADA'
  | 'ALAVANCA_REPROVADA'
  | 'ALAVANCA_ENCERRADA'
  | 'ALAVANCA_INATIVADA'
  | 'ALAVANCA_ATIVADA';

/**
 * A move on each agreement lever the caller named (by its id in the agreement), holding its
 * agreement's row: a lever of an agreement outside the caller's restrictions is not found, one
 * whose status does not allow the move is skipped with that reason.
 */
export function eachLever(
  db: Db,
  ids: readonly number[],
  caller: LifecycleCaller,
  allowed: readonly AgreementLeverRow['status'][],
  move: (
    tx: Db,
    lever: AgreementLeverRow,
    agreement: AgreementRecord,
  ) => Promise<{ action: LeverMove; justification?: string | null; noted?: Record<string, unknown> }>,
) {
  return eachItem(
    db,
    ids,
    caller.language,
    async (tx, id) => {
      const found = await findAgreementLever(tx, id);
      const agreement =
        found &&
        (await findAgreement(tx, found.agreementId, { restrictions: caller.restrictions, lock: true }));
      const lever = agreement?.levers.find((each) => each.id === id);
      if (!agreement || !lever) throw new AppError('NOT_FOUND');
      if (agreement.status !== 'APROVADO' || !allowed.includes(lever.status)) {
        return { skippedFor: leverStatusReason(caller, lever.status) };
      }
      const { action, justification, noted } = await move(tx, lever, agreement);
      const after = await findAgreementLever(tx, id);
      await appendAudit(tx, {
        entity: 'agreement',
        entityId: agreement.id,
        action,
        actorId: caller.id,
        before: { lever: lever.id, status: lever.status, pendingValues: lever.pendingValues },
        after: {
          lever: lever.id,
          status: after?.status,
          pendingValues: after?.pendingValues ?? null,
          ...noted,
        },
        justification: justification ?? null,
      });
      return { moved: undefined };
    },
    { doneKey: 'success.agreement.bulkDone', itemKey: 'agreement.leverSkipped' },
  );
}

function leverStatusReason(caller: LifecycleCaller, status: AgreementLeverRow['status']): string {
  return translate(caller.language, 'agreement.leverSkippedStatus', {
    status: translate(caller.language, `agreement.leverStatus.${status}`),
  });
}

/** `enviarAlavancasAprovacao`: changed levers go to approval on the lever-change flow. */
export function sendLeversToApproval(db: Db, ids: readonly number[], caller: LifecycleCaller) {
  return eachLever(db, ids, caller, ['EM_ALTERACAO'], async (tx, lever, agreement) => {
    const catalogue = await catalogueEntries(tx, [lever.leverId], caller.today);
    const request = await startApproval(tx, {
      actionType: 'ALTERACAO_ALAVANCA',
      entity: 'agreement_lever',
      entityId: lever.id,
      requesterId: caller.id,
      channel: catalogue.get(lever.leverId)?.channel ?? agreement.channels[0] ?? null,
    });
    await updateAgreementLever(tx, lever.id, {
      status: 'AGUARDANDO_APROVACAO',
      approvalRequestId: request.id,
    });
    return { action: 'ALAVANCA_ENVIADA' };
  });
}

/**
 * `aprovarAlavancas` / `reprovarAlavancas`: the caller decides the current step of each lever
 * change they are responsible for. After the last step the pending values take force (and the
 * totals follow); a reproval keeps the approved values and drops the pending ones.
 */
export function decideLevers(
  db: Db,
  ids: readonly number[],
  caller: LifecycleCaller,
  decision: 'APROVAR' | 'REPROVAR',
  justification: string | undefined,
) {
  const reason = justification?.trim() || null;
  if (decision === 'REPROVAR' && !reason) {
    throw invalidFields([{ path: ['justification'], message: 'validation.agreement.justificationRequired' }]);
  }
  return eachLever(db, ids, caller, ['AGUARDANDO_APROVACAO'], async (tx, lever, agreement) => {
    if (lever.approvalRequestId === null) throw new AppError('NOT_FOUND');
    const request = await decide(tx, {
      requestId: lever.approvalRequestId,
      userId: caller.id,
      decision,
      justification: reason,
    });
    if (request.status === 'REPROVADO') {
      await updateAgreementLever(tx, lever.id, { status: 'ATIVA', pendingValues: null });
      return { action: 'ALAVANCA_REPROVADA', justification: reason };
    }
    if (request.status !== 'APROVADO') return { action: 'ETAPA_ALAVANCA_APROVADA', justification: reason };
    const pending = lever.pendingValues;
    await updateAgreementLever(tx, lever.id, {
      ...(pending
        ? {
            ...agreementLeverValues(pending),
            expectedYearlyValue: pending.expectedYearlyValue,
            events: pending.events,
          }
        : {}),
      status: 'ATIVA',
      pendingValues: null,
    });
    await refreshTotals(tx, agreement.id);
    return { action: 'ALAVANCA_APROVADA', justification: reason };
  });
}

/** `encerrarAlavancas`: levers of an approved agreement end; the agreement goes on with the others. */
export function closeLevers(db: Db, ids: readonly number[], caller: LifecycleCaller, justification?: string) {
  return eachLever(db, ids, caller, ['ATIVA'], async (tx, lever) => {
    await updateAgreementLever(tx, lever.id, { status: 'ENCERRADA' });
    return { action: 'ALAVANCA_ENCERRADA', justification: justification?.trim() || null };
  });
}

/**
 * `salvarAtualizarContrato`: an agreement in registration (or reproved) is saved whole; an
 * approved one takes changes of its levers' values (see `changeApprovedValues`).
 */
export async function saveAgreementOrValues(db: Db, input: TAgreementFields, caller: AgreementCaller) {
  if (input.id !== undefined) {
    const stored = await findAgreement(db, input.id, { restrictions: caller.restrictions });
    if (stored?.status === 'APROVADO') return changeApprovedValues(db, input, caller);
  }
  return saveAgreement(db, input, caller);
}
