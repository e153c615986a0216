import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { isPaymentOrigin } from '@trade-terms/domain/payment-origins';
import type { DeadlineStatus, PaymentStage, PaymentTab, SegmentType } from '@trade-terms/domain/payments';

/** What the payments screen shows and offers, tab by tab (pure, tested beside it). */

/** The label of a payment's origin (the approval flows name them the same way). */
export const originLabel = (origin: string): MessageKey | null =>
  isPaymentOrigin(origin) ? `approvalFlows.paymentOrigin.${origin}` : null;

export const TAB_LABELS: Record<PaymentTab, MessageKey> = {
  underValidation: 'payments.tabs.underValidation',
  budgetLiberation: 'payments.tabs.budgetLiberation',
  distribution: 'payments.tabs.distribution',
  created: 'payments.tabs.created',
};

export const STAGE_LABELS: Record<PaymentStage, MessageKey> = {
  VALIDACAO: 'payments.tabs.underValidation',
  LIBERACAO: 'payments.tabs.budgetLiberation',
  DISTRIBUICAO: 'payments.tabs.distribution',
  CRIADO: 'payments.tabs.created',
  REPROVADO: 'payments.stage.disapproved',
};

export const DEADLINE_LABELS: Record<DeadlineStatus, MessageKey> = {
  NO_PRAZO: 'payments.deadline.in',
  FORA_PRAZO: 'payments.deadline.out',
};

export const SEGMENT_TYPE_LABELS: Record<SegmentType, MessageKey> = {
  CASH_CARRY_REGULAR: 'payments.segmentType.cashCarry',
  OUTROS: 'payments.segmentType.others',
};

export type PaymentAction = 'approve' | 'disapprove' | 'ungroup' | 'distribute';

export const ACTION_LABELS: Record<PaymentAction, MessageKey> = {
  approve: 'payments.actions.approve',
  disapprove: 'payments.actions.disapprove',
  ungroup: 'payments.actions.ungroup',
  distribute: 'payments.actions.distribute',
};

const TAB_ACTIONS: Record<PaymentTab, { role: string; actions: PaymentAction[] }> = {
  underValidation: { role: 'ROLE_EDITAR_VALIDACAO_VERBAS', actions: ['approve', 'disapprove', 'ungroup'] },
  budgetLiberation: { role: 'ROLE_EDITAR_LIBERACAO_VERBAS', actions: ['approve', 'disapprove'] },
  distribution: { role: 'ROLE_EDITAR_PAGAMENTOS_DISTRIBUICAO', actions: ['distribute', 'disapprove'] },
  created: { role: 'ROLE_EDITAR_PAGAMENTOS_CRIADOS', actions: [] },
};

/** The bulk actions of a tab, for a user holding `has` roles: the tab's edit role opens them. */
export function bulkActionsOf(tab: PaymentTab, has: (role: string) => boolean): PaymentAction[] {
  const { role, actions } = TAB_ACTIONS[tab];
  return has(role) ? actions : [];
}
