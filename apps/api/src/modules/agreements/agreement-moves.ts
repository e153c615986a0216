import {
  activateProblems,
  disableProblems,
  LEVER_STATUS_AFTER,
  type MoveDay,
  terminationDateProblems,
  withActivated,
  withDisabled,
} from '@trade-terms/domain/agreement-moves';
import { STATUS_AFTER } from '@trade-terms/domain/agreements';
import { formatBrDate, parseBrDate } from '@trade-terms/domain/dates';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { eachLever } from './agreement-lever-changes';
import { eachAgreement, type LifecycleCaller, recordMove, requireJustification } from './agreement-lifecycle';
import { updateAgreementLever } from './agreements-repository';

/** Dates before today need this role, for an early end as for a close. */
const RETROACTIVE_ROLE = 'ROLE_ENCERRAR_ACORDO_RETROATIVO';

function dateOf(text: string, field: string): string {
  const date = parseBrDate(text);
  if (!date) throw invalidFields([{ path: [field], message: 'validation.invalidDate' }]);
  return date;
}

function moveDay(caller: LifecycleCaller): MoveDay {
  return { today: caller.today, mayBackdate: caller.roles.includes(RETROACTIVE_ROLE) };
}

/**
 * `contrato/reativarContratos`: canceled agreements go back to registration (justification
 * required), to be changed and sent to approval again; the approver status of the approval
 * that ended is cleared, as a turn back clears it.
 */
export function reactivateAgreements(
  db: Db,
  ids: readonly number[],
  caller: LifecycleCaller,
  justification?: string,
) {
  const reason = requireJustification(justification);
  return eachAgreement(db, ids, caller, 'REACTIVATE', async (tx, agreement) => {
    await recordMove(
      tx,
      agreement,
      'REATIVADO',
      { status: STATUS_AFTER.REACTIVATE, approverStatus: null },
      caller,
      { justification: reason },
    );
    return undefined;
  });
}

/**
 * `contrato/rescindirContratos`: approved agreements end early, on a termination date before
 * their validity end (justification required). The agreement is closed, its validity ends that
 * day and the termination stays on its record (`terminatedOn`, and a `RESCINDIDO` audit row with
 * the end it had). A date before today needs the retroactive close role, as a close does.
 */
export function terminateAgreements(
  db: Db,
  input: { ids: readonly number[]; terminationDate: string; justification?: string | undefined },
  caller: LifecycleCaller,
) {
  const reason = requireJustification(input.justification);
  const date = dateOf(input.terminationDate, 'terminationDate');
  if (date < caller.today && !moveDay(caller).mayBackdate) {
    throw new AppError('RETROACTIVE_CLOSE_ROLE_REQUIRED');
  }
  return eachAgreement(db, input.ids, caller, 'TERMINATE', async (tx, agreement) => {
    const problems = terminationDateProblems(agreement, date);
    if (problems.length > 0) throw invalidFields(problems);
    await recordMove(
      tx,
      agreement,
      'RESCINDIDO',
      { status: STATUS_AFTER.TERMINATE, validityEnd: date, terminatedOn: date },
      caller,
      { justification: reason },
    );
    return undefined;
  });
}

/**
 * `contrato/inativarAlavancas`: active levers of approved agreements stop earning from a day
 * (justification required); the lever shows inactive since that day, and the stretch is kept.
 */
export function disableLevers(
  db: Db,
  input: { ids: readonly number[]; date: string; justification?: string | undefined },
  caller: LifecycleCaller,
) {
  const reason = requireJustification(input.justification);
  const from = dateOf(input.date, 'date');
  return eachLever(db, input.ids, caller, ['ATIVA'], async (tx, lever, agreement) => {
    const problems = disableProblems(agreement, lever.inactivePeriods, from, moveDay(caller));
    if (problems.length > 0) throw invalidFields(problems);
    await updateAgreementLever(tx, lever.id, {
      status: LEVER_STATUS_AFTER.DISABLE,
      inactivePeriods: withDisabled(lever.inactivePeriods, from),
    });
    return {
      action: 'ALAVANCA_INATIVADA',
      justification: reason,
      noted: { inactiveFrom: formatBrDate(from) },
    };
  });
}

/**
 * `contrato/ativarAlavancas`: inactive levers of approved agreements earn again from a day, not
 * before the day they stopped (justification required); the stretch between is kept.
 */
export function activateLevers(
  db: Db,
  input: { ids: readonly number[]; date: string; justification?: string | undefined },
  caller: LifecycleCaller,
) {
  const reason = requireJustification(input.justification);
  const date = dateOf(input.date, 'date');
  return eachLever(db, input.ids, caller, ['INATIVA'], async (tx, lever, agreement) => {
    const problems = activateProblems(agreement, lever.inactivePeriods, date, moveDay(caller));
    if (problems.length > 0) throw invalidFields(problems);
    await updateAgreementLever(tx, lever.id, {
      status: LEVER_STATUS_AFTER.ACTIVATE,
      inactivePeriods: withActivated(lever.inactivePeriods, date),
    });
    return { action: 'ALAVANCA_ATIVADA', justification: reason, noted: { activeFrom: formatBrDate(date) } };
  });
}
