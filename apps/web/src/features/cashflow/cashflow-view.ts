import {
  CASHFLOW_TABS,
  type CashflowTab,
  type DetachedStatus,
  type TDetached,
} from '@trade-terms/domain/cashflow';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { DetachedMove } from './api/detached-ascertainments';

export const TABS = CASHFLOW_TABS;

export const TAB_LABELS: Record<CashflowTab, MessageKey> = {
  underValidation: 'cashflow.tabs.underValidation',
  underApproval: 'cashflow.tabs.underApproval',
  approved: 'cashflow.tabs.approved',
  disapproved: 'cashflow.tabs.disapproved',
  canceled: 'cashflow.tabs.canceled',
};

export const STATUS_LABELS: Record<DetachedStatus, MessageKey> = {
  EM_VALIDACAO: 'cashflow.status.EM_VALIDACAO',
  EM_APROVACAO: 'cashflow.status.EM_APROVACAO',
  APROVADA: 'cashflow.status.APROVADA',
  REPROVADA: 'cashflow.status.REPROVADA',
  CANCELADA: 'cashflow.status.CANCELADA',
};

export const STATUS_COLORS: Record<DetachedStatus, string> = {
  EM_VALIDACAO: 'blue',
  EM_APROVACAO: 'gold',
  APROVADA: 'green',
  REPROVADA: 'red',
  CANCELADA: 'default',
};

export const MOVE_LABELS: Record<DetachedMove, MessageKey> = {
  send: 'cashflow.actions.send',
  approve: 'cashflow.actions.approve',
  disapprove: 'cashflow.actions.disapprove',
  cancel: 'cashflow.actions.cancel',
};

export const MOVE_DONE: Record<DetachedMove, MessageKey> = {
  send: 'cashflow.done.send',
  approve: 'cashflow.done.approve',
  disapprove: 'cashflow.done.disapprove',
  cancel: 'cashflow.done.cancel',
};

/** Moves that ask for a justification first (required). */
export const JUSTIFIED_MOVES: readonly DetachedMove[] = ['disapprove', 'cancel'];

const EDIT_ROLE = 'ROLE_EDITAR_APURACAO_AVULSO';

/**
 * What the reader may do with a record, as the server would allow it: the editor edits, sends and
 * cancels by status; the current step's responsibles decide.
 */
export function movesOf(
  record: Pick<TDetached, 'status' | 'approval'>,
  user: { id: number; may: (role: string) => boolean },
): DetachedMove[] {
  const editor = user.may(EDIT_ROLE);
  const moves: DetachedMove[] = [];
  if (record.status === 'EM_VALIDACAO' && editor) moves.push('send');
  if (record.status === 'EM_APROVACAO' && record.approval?.responsibleIds.includes(user.id))
    moves.push('approve', 'disapprove');
  if ((record.status === 'EM_VALIDACAO' || record.status === 'REPROVADA') && editor) moves.push('cancel');
  return moves;
}
