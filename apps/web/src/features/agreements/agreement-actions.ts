import {
  type AgreementAction,
  type AgreementStatus,
  type AgreementTab,
  mayTake,
  type TAgreement,
} from '@trade-terms/domain/agreements';
import type { Role } from '@trade-terms/domain/permissions';

/** What a user may do to agreements from the list (on the picked rows) or the edit screen. */
export const LIFECYCLE_ACTIONS = [
  'sendToApproval',
  'approve',
  'reprove',
  'cancel',
  'close',
  'extend',
  'turnBack',
  'reactivate',
  'terminate',
] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/** The bulk actions: every lifecycle action but the extension, which changes one agreement. */
export type BulkAction = Exclude<LifecycleAction, 'extend'>;
const BULK_ACTIONS: readonly BulkAction[] = LIFECYCLE_ACTIONS.filter(
  (action): action is BulkAction => action !== 'extend',
);

/** The domain's move each action makes, which decides the statuses it may start from. */
const MOVE_OF: Record<LifecycleAction, AgreementAction> = {
  sendToApproval: 'SEND_TO_APPROVAL',
  approve: 'DECIDE',
  reprove: 'DECIDE',
  cancel: 'CANCEL',
  close: 'CLOSE',
  extend: 'EXTEND',
  turnBack: 'TURN_BACK',
  reactivate: 'REACTIVATE',
  terminate: 'TERMINATE',
};

/** The roles that let a user take each action, as the calls declare them (any one of them). */
const ROLES_OF: Record<LifecycleAction, readonly Role[]> = {
  sendToApproval: ['ROLE_ENVIAR_APROVACAO_ACORDOS_COMERCIAIS'],
  approve: ['ROLE_APROVAR_ACORDO_COMERCIAL'],
  reprove: ['ROLE_APROVAR_ACORDO_COMERCIAL'],
  cancel: ['ROLE_CANCELAR_ACORDO_COMERCIAL'],
  close: ['ROLE_APROVAR_ACORDO_COMERCIAL', 'ROLE_ENCERRAR_ACORDO_RETROATIVO'],
  extend: ['ROLE_PRORROGAR_ACORDO_COMERCIAL'],
  turnBack: ['ROLE_EDITAR_ACORDO_COMERCIAL'],
  // Who cancels an agreement may undo the cancel, or end an approved one early.
  reactivate: ['ROLE_CANCELAR_ACORDO_COMERCIAL'],
  terminate: ['ROLE_CANCELAR_ACORDO_COMERCIAL'],
};

/** The statuses each tab of the list shows (DOMAIN.md, "Agreements"). */
const TAB_STATUSES: Record<AgreementTab, readonly AgreementStatus[]> = {
  registering: ['EM_CADASTRO', 'REPROVADO', 'AGUARDANDO_APROVACAO'],
  current: ['APROVADO'],
  // An approved agreement whose validity ended shows here too.
  closed: ['ENCERRADO', 'APROVADO'],
  canceled: ['CANCELADO'],
};

export const EDIT_ROLE: Role = 'ROLE_EDITAR_ACORDO_COMERCIAL';

const mayAct = (action: LifecycleAction, hasRole: (role: Role) => boolean) => ROLES_OF[action].some(hasRole);

/** The bulk actions a tab offers to a user: those some of its statuses allow and a role grants. */
export function bulkActionsOf(tab: AgreementTab, hasRole: (role: Role) => boolean): BulkAction[] {
  return BULK_ACTIONS.filter(
    (action) =>
      mayAct(action, hasRole) && TAB_STATUSES[tab].some((status) => mayTake(MOVE_OF[action], status)),
  );
}

/** The actions of one agreement's screen: its status allows them, a role grants them, and a
 * decision belongs to the responsibles of the approval's current step. */
export function screenActionsOf(
  agreement: Pick<TAgreement, 'status' | 'approval'>,
  user: { id: number; hasRole: (role: Role) => boolean },
): LifecycleAction[] {
  return LIFECYCLE_ACTIONS.filter((action) => {
    if (!mayAct(action, user.hasRole) || !mayTake(MOVE_OF[action], agreement.status)) return false;
    if (action === 'approve' || action === 'reprove') {
      return agreement.approval?.responsibleIds.includes(user.id) ?? false;
    }
    return true;
  });
}

/** Whether the agreement's main information and levers may be changed by this user now. */
export function mayEditAgreement(
  status: AgreementStatus | undefined,
  hasRole: (role: Role) => boolean,
): boolean {
  return hasRole(EDIT_ROLE) && (status === undefined || mayTake('EDIT', status));
}

/** The actions that refuse or end an agreement: their buttons are red. */
export function isDangerous(action: LifecycleAction): boolean {
  return action === 'reprove' || action === 'cancel' || action === 'terminate';
}

/** What an action asks before it is sent: a justification (required or not) and a date. */
export interface ActionQuestions {
  justification: 'required' | 'optional' | 'none';
  /** The date the action sets: the closing date, the extension's new end, or the termination's. */
  date: 'closingDate' | 'validityEnd' | 'terminationDate' | null;
}

export const ACTION_QUESTIONS: Record<LifecycleAction, ActionQuestions> = {
  sendToApproval: { justification: 'none', date: null },
  approve: { justification: 'none', date: null },
  reprove: { justification: 'required', date: null },
  cancel: { justification: 'required', date: null },
  close: { justification: 'optional', date: 'closingDate' },
  extend: { justification: 'required', date: 'validityEnd' },
  turnBack: { justification: 'required', date: null },
  reactivate: { justification: 'required', date: null },
  terminate: { justification: 'required', date: 'terminationDate' },
};
