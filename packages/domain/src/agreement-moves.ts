import { z } from 'zod';
import type { AgreementLeverStatus } from './agreements';
import { formatBrDate, ZBrDateSchema } from './dates';
import { JUSTIFICATION_MAX_LENGTH } from './justification';
import { ZIdSchema } from './records';
import type { FieldProblem } from './validation-messages';

/**
 * The agreement moves of spec §4 beyond the first ones (docs/domain.md, "Agreement moves:
 * reactivate, terminate, disable and activate a lever"):
 *
 * - reactivate: a canceled agreement goes back to registration, with a justification;
 * - terminate (rescission): an approved agreement ends early, on a termination date before its
 *   validity end, with a justification; it is closed (`ENCERRADO`) and keeps the termination on
 *   its record, which a close does not;
 * - disable / activate: a lever of an approved agreement stops earning from a date, and earns
 *   again from a later one. Each stretch it was inactive is kept, so what it earns on any day
 *   can always be told.
 */

/** A stretch of days a lever earned nothing: from `from` (included) to `until` (excluded; open while null). ISO dates. */
export interface InactivePeriod {
  from: string;
  until: string | null;
}

/** Whether a lever earns on a day (ISO): not inside any of its inactive stretches. */
export function leverEarnsOn(periods: readonly InactivePeriod[], day: string): boolean {
  return !periods.some((period) => day >= period.from && (period.until === null || day < period.until));
}

/** The day an inactive lever stopped earning (ISO), or null when it earns. */
export function inactiveSince(periods: readonly InactivePeriod[]): string | null {
  return periods.find((period) => period.until === null)?.from ?? null;
}

/** The lever moves and the lever status each starts from. */
export const LEVER_AVAILABILITY_MOVES = ['DISABLE', 'ACTIVATE'] as const;
export type LeverAvailabilityMove = (typeof LEVER_AVAILABILITY_MOVES)[number];

const LEVER_MOVE_FROM: Record<LeverAvailabilityMove, AgreementLeverStatus> = {
  // A lever with a change pending or in approval is settled first; a closed one has ended.
  DISABLE: 'ATIVA',
  ACTIVATE: 'INATIVA',
};

/** The lever status a move leads to. */
export const LEVER_STATUS_AFTER: Record<LeverAvailabilityMove, AgreementLeverStatus> = {
  DISABLE: 'INATIVA',
  ACTIVATE: 'ATIVA',
};

/** Whether a lever in this status may take the move (its agreement must also be approved). */
export function mayMoveLever(move: LeverAvailabilityMove, status: AgreementLeverStatus): boolean {
  return LEVER_MOVE_FROM[move] === status;
}

interface Validity {
  validityStart: string;
  validityEnd: string;
}

/** Who moves, on which day: a date before today needs the retroactive role. */
export interface MoveDay {
  today: string;
  mayBackdate: boolean;
}

const problem = (
  path: string,
  message: FieldProblem['message'],
  params?: FieldProblem['params'],
): FieldProblem[] => [{ path: [path], message, ...(params ? { params } : {}) }];

function pastDateProblems(path: string, date: string, day: MoveDay): FieldProblem[] {
  return date < day.today && !day.mayBackdate
    ? problem(path, 'validation.agreement.pastDateNeedsRetroactiveRole')
    : [];
}

/**
 * A termination date: on or after the validity start and before the validity end (an end on
 * or after it is no early end: that is a close, or nothing at all).
 */
export function terminationDateProblems(agreement: Validity, date: string): FieldProblem[] {
  if (date < agreement.validityStart) {
    return problem('terminationDate', 'validation.agreement.dateBeforeStart', {
      start: formatBrDate(agreement.validityStart),
    });
  }
  if (date >= agreement.validityEnd) {
    return problem('terminationDate', 'validation.agreement.terminationNotEarly', {
      end: formatBrDate(agreement.validityEnd),
    });
  }
  return [];
}

/**
 * The day a lever stops earning: within the agreement's validity, not before the day it last
 * earned again (stretches never overlap), and not before today without the retroactive role.
 */
export function disableProblems(
  agreement: Validity,
  periods: readonly InactivePeriod[],
  from: string,
  day: MoveDay,
): FieldProblem[] {
  if (from < agreement.validityStart || from > agreement.validityEnd) {
    return problem('date', 'validation.agreement.leverDateOutsideValidity', {
      start: formatBrDate(agreement.validityStart),
      end: formatBrDate(agreement.validityEnd),
    });
  }
  const lastUntil = periods.reduce<string | null>(
    (latest, period) =>
      period.until !== null && (latest === null || period.until > latest) ? period.until : latest,
    null,
  );
  if (lastUntil !== null && from < lastUntil) {
    return problem('date', 'validation.agreement.disableBeforeLastActivation', {
      date: formatBrDate(lastUntil),
    });
  }
  return pastDateProblems('date', from, day);
}

/**
 * The day a lever earns again: not before the day it stopped (the same day undoes the stop),
 * not after the agreement's validity end, and not before today without the retroactive role.
 */
export function activateProblems(
  agreement: Validity,
  periods: readonly InactivePeriod[],
  date: string,
  day: MoveDay,
): FieldProblem[] {
  const since = inactiveSince(periods);
  if (since !== null && date < since) {
    return problem('date', 'validation.agreement.activationBeforeDisable', { date: formatBrDate(since) });
  }
  if (date > agreement.validityEnd) {
    return problem('date', 'validation.agreement.leverDateOutsideValidity', {
      start: formatBrDate(agreement.validityStart),
      end: formatBrDate(agreement.validityEnd),
    });
  }
  return pastDateProblems('date', date, day);
}

/** The stretches after a lever stops earning from `from`. */
export function withDisabled(periods: readonly InactivePeriod[], from: string): InactivePeriod[] {
  return [...periods, { from, until: null }];
}

/** The stretches after a lever earns again from `date`: an empty stretch (same day) is dropped. */
export function withActivated(periods: readonly InactivePeriod[], date: string): InactivePeriod[] {
  return periods.flatMap((period) => {
    if (period.until !== null) return [period];
    return date === period.from ? [] : [{ from: period.from, until: date }];
  });
}

/** An inactive stretch on the wire: dates as DD/MM/YYYY. */
export const ZInactivePeriodSchema = z.object({ from: z.string(), until: z.string().nullable() });
export type TInactivePeriod = z.infer<typeof ZInactivePeriodSchema>;

export function inactivePeriodsOnWire(periods: readonly InactivePeriod[]): TInactivePeriod[] {
  return periods.map((period) => ({
    from: formatBrDate(period.from),
    until: period.until === null ? null : formatBrDate(period.until),
  }));
}

const ZIds = z.array(ZIdSchema).min(1).max(200);
const ZJustification = z.string().trim().max(JUSTIFICATION_MAX_LENGTH).optional();
const ZRequiredDate = ZBrDateSchema.refine((text) => text !== '', { message: 'errors.required' });

/** `contrato/reativarContratos`: canceled agreements back to registration (justification required). */
export const ZAgreementReactivateSchema = z.object({ ids: ZIds, justification: ZJustification });

/** `contrato/rescindirContratos`: approved agreements end early on a date (justification required). */
export const ZAgreementTerminateSchema = z.object({
  ids: ZIds,
  terminationDate: ZRequiredDate,
  justification: ZJustification,
});

/** `contrato/inativarAlavancas` / `contrato/ativarAlavancas`: levers (agreement lever ids) from a date. */
export const ZLeverAvailabilitySchema = z.object({
  ids: ZIds,
  date: ZRequiredDate,
  justification: ZJustification,
});
export type TLeverAvailability = z.output<typeof ZLeverAvailabilitySchema>;
