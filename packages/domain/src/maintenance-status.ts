// zod/mini: the app's entry and the sign-in page read the switch, and must not bring zod itself.
import { z } from 'zod/mini';
import { onWire } from './calls/wire-names';
import type { Role } from './permissions';

/** Who switches maintenance mode and keeps working while it is on. */
export const MAINTENANCE_ROLE: Role = 'ROLE_ADMINISTRAR_MANUTENCAO';

/** The switch as everyone may read it (the maintenance page, the sign-in page, the shell). */
export const ZMaintenanceStatusSchema = z.object({
  active: onWire('ativo', z.boolean()),
  message: onWire('mensagem', z.nullable(z.string())),
  /** An instant with its offset (ISO 8601); null while off. */
  expectedEnd: onWire('previsaoTermino', z.nullable(z.string())),
  /** When it was switched on; null while off. */
  activatedAt: onWire('ativadoEm', z.nullable(z.string())),
});
export type TMaintenanceStatus = z.infer<typeof ZMaintenanceStatusSchema>;

export const MAINTENANCE_OFF: TMaintenanceStatus = {
  active: false,
  message: null,
  expectedEnd: null,
  activatedAt: null,
};

/** Administrators of maintenance keep working while it is on; everyone else waits. */
export function keepsWorkingDuringMaintenance(authorities: readonly string[]): boolean {
  return authorities.includes(MAINTENANCE_ROLE);
}

/** Whether a user with these authorities (null: not signed in) is held on the maintenance page. */
export function isHeldByMaintenance(
  status: Pick<TMaintenanceStatus, 'active'>,
  authorities: readonly string[] | null,
): boolean {
  return status.active && !(authorities && keepsWorkingDuringMaintenance(authorities));
}
