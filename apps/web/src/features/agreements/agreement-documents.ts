import type { AgreementLeverStatus, AgreementStatus } from '@trade-terms/domain/agreements';
import type { Role } from '@trade-terms/domain/permissions';
import { EDIT_ROLE } from './agreement-actions';

/** Who imports and removes an agreement's signed files. */
export const SIGNATURE_ROLE: Role = 'ROLE_MANUTENCAO_ASSINATURA_ACORDOS';

/** A signed file is taken for an approved agreement, or for one closed since. */
export function maySign(status: AgreementStatus, hasRole: (role: Role) => boolean): boolean {
  return hasRole(SIGNATURE_ROLE) && (status === 'APROVADO' || status === 'ENCERRADO');
}

/** An approved agreement takes changes of its levers' values only, from whoever may edit it. */
export function mayChangeLeverValues(status: AgreementStatus, hasRole: (role: Role) => boolean): boolean {
  return status === 'APROVADO' && hasRole(EDIT_ROLE);
}

/** What may be done to one lever of an approved agreement. */
export const LEVER_ACTIONS = ['sendToApproval', 'approve', 'reprove', 'close'] as const;
export type LeverAction = (typeof LEVER_ACTIONS)[number];

/** The lever status each action starts from. */
const FROM: Record<LeverAction, AgreementLeverStatus> = {
  sendToApproval: 'EM_ALTERACAO',
  approve: 'AGUARDANDO_APROVACAO',
  reprove: 'AGUARDANDO_APROVACAO',
  close: 'ATIVA',
};

/** The roles that let a user take each action, as the calls declare them (any one of them). */
const LEVER_ROLES: Record<LeverAction, readonly Role[]> = {
  sendToApproval: ['ROLE_ENVIAR_APROVACAO_ACORDOS_COMERCIAIS'],
  approve: ['ROLE_APROVAR_ACORDO_COMERCIAL'],
  reprove: ['ROLE_APROVAR_ACORDO_COMERCIAL'],
  close: ['ROLE_APROVAR_ACORDO_COMERCIAL', 'ROLE_ENCERRAR_ACORDO_RETROATIVO'],
};

/** The actions one lever offers: the agreement is approved, the lever's status allows it and a role grants it. */
export function leverActionsOf(
  agreementStatus: AgreementStatus,
  leverStatus: AgreementLeverStatus,
  hasRole: (role: Role) => boolean,
): LeverAction[] {
  if (agreementStatus !== 'APROVADO') return [];
  return LEVER_ACTIONS.filter((action) => FROM[action] === leverStatus && LEVER_ROLES[action].some(hasRole));
}
