import { z } from 'zod';
import { onWire } from './calls/wire-names';
import type { FieldProblem } from './validation-messages';

export const MAINTENANCE_MESSAGE_MAX_LENGTH = 500;

/**
 * How long an API process trusts its reading of the switch before asking the database again:
 * the guard reads it on every call, and several processes share one database.
 */
export const MAINTENANCE_CACHE_MS = 2000;

/** Switching maintenance on: a message for the users (pt-BR free text) and the expected end. */
export const ZMaintenanceActivateSchema = z.object({
  message: onWire('mensagem', z.string().trim().min(1).max(MAINTENANCE_MESSAGE_MAX_LENGTH)),
  /** An instant with its offset (ISO 8601): the users read it in their own time zone. */
  expectedEnd: onWire('previsaoTermino', z.iso.datetime({ offset: true })),
});
export type TMaintenanceActivate = z.input<typeof ZMaintenanceActivateSchema>;
export type TMaintenanceNotice = z.output<typeof ZMaintenanceActivateSchema>;

/** The expected end must lie ahead: a maintenance that has already ended announces nothing. */
export function maintenanceEndProblems(expectedEnd: string, now: Date): FieldProblem[] {
  const end = Date.parse(expectedEnd);
  if (Number.isNaN(end) || end > now.getTime()) return [];
  return [{ path: ['expectedEnd'], message: 'maintenance.error.endInPast' }];
}
