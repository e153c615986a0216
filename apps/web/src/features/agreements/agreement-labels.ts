import type {
  AgreementLeverStatus,
  AgreementStatus,
  AgreementTab,
  ApproverStatus,
  FundsType,
  SignatureStatus,
} from '@trade-terms/domain/agreements';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { LifecycleAction } from './agreement-actions';
import type { LEVER_SCOPE_FIELDS, LeverValueField } from './agreement-form';

// Every label key written out, so the catalogue check sees each one used.

export const STATUS_LABELS = {
  EM_CADASTRO: 'agreement.status.EM_CADASTRO',
  AGUARDANDO_APROVACAO: 'agreement.status.AGUARDANDO_APROVACAO',
  APROVADO: 'agreement.status.APROVADO',
  REPROVADO: 'agreement.status.REPROVADO',
  CANCELADO: 'agreement.status.CANCELADO',
  ENCERRADO: 'agreement.status.ENCERRADO',
} as const satisfies Record<AgreementStatus, MessageKey>;

/** Tag colours of the statuses: the status colours, which the theme keeps readable. */
export const STATUS_COLORS: Record<AgreementStatus, string | undefined> = {
  EM_CADASTRO: 'processing',
  AGUARDANDO_APROVACAO: 'warning',
  APROVADO: 'success',
  REPROVADO: 'error',
  CANCELADO: undefined,
  ENCERRADO: undefined,
};

export const SIGNATURE_LABELS = {
  AGUARDANDO_ASSINATURA: 'agreement.signature.AGUARDANDO_ASSINATURA',
  ASSINADO: 'agreement.signature.ASSINADO',
} as const satisfies Record<SignatureStatus, MessageKey>;

export const APPROVER_LABELS = {
  AGUARDANDO_APROVACAO_VENDAS: 'agreement.approver.AGUARDANDO_APROVACAO_VENDAS',
  AGUARDANDO_APROVACAO_CANAL: 'agreement.approver.AGUARDANDO_APROVACAO_CANAL',
  APROVADO: 'agreement.approver.APROVADO',
  REPROVADO: 'agreement.approver.REPROVADO',
} as const satisfies Record<ApproverStatus, MessageKey>;

export const LEVER_STATUS_LABELS = {
  ATIVA: 'agreement.leverStatus.ATIVA',
  EM_ALTERACAO: 'agreement.leverStatus.EM_ALTERACAO',
  AGUARDANDO_APROVACAO: 'agreement.leverStatus.AGUARDANDO_APROVACAO',
  ENCERRADA: 'agreement.leverStatus.ENCERRADA',
  INATIVA: 'agreement.leverStatus.INATIVA',
} as const satisfies Record<AgreementLeverStatus, MessageKey>;

export const LEVER_STATUS_COLORS: Record<AgreementLeverStatus, string | undefined> = {
  ATIVA: 'success',
  EM_ALTERACAO: 'processing',
  AGUARDANDO_APROVACAO: 'warning',
  ENCERRADA: undefined,
  INATIVA: 'default',
};

export const TAB_LABELS = {
  registering: 'agreements.tab.registering',
  current: 'agreements.tab.current',
  closed: 'agreements.tab.closed',
  canceled: 'agreements.tab.canceled',
} as const satisfies Record<AgreementTab, MessageKey>;

export const FUNDS_LABELS = {
  ON: 'agreements.funds.ON',
  OFF: 'agreements.funds.OFF',
} as const satisfies Record<FundsType, MessageKey>;

export const VALUE_FIELD_LABELS = {
  discountPercent: 'agreements.lever.discountPercent',
  goal: 'agreements.lever.goal',
  growthPercent: 'agreements.lever.growthPercent',
  thresholdPercent: 'agreements.lever.thresholdPercent',
  minimumPercent: 'agreements.lever.minimumPercent',
  minimumDiscountPercent: 'agreements.lever.minimumDiscountPercent',
  potentialDiscountPercent: 'agreements.lever.potentialDiscountPercent',
  fixedValue: 'agreements.lever.fixedValue',
  paymentPercent: 'agreements.lever.paymentPercent',
} as const satisfies Record<LeverValueField, MessageKey>;

/** The action's button. */
export const ACTION_LABELS = {
  sendToApproval: 'agreements.action.sendToApproval',
  approve: 'agreements.action.approve',
  reprove: 'agreements.action.reprove',
  cancel: 'agreements.action.cancel',
  close: 'agreements.action.close',
  extend: 'agreements.action.extend',
  turnBack: 'agreements.action.turnBack',
  reactivate: 'agreements.action.reactivate',
  terminate: 'agreements.action.terminate',
} as const satisfies Record<LifecycleAction, MessageKey>;

/** The title of the dialog that asks an action's questions. */
export const ACTION_TITLES = {
  sendToApproval: 'agreements.dialog.sendToApproval',
  approve: 'agreements.dialog.approve',
  reprove: 'agreements.dialog.reprove',
  cancel: 'agreements.dialog.cancel',
  close: 'agreements.dialog.close',
  extend: 'agreements.dialog.extend',
  turnBack: 'agreements.dialog.turnBack',
  reactivate: 'agreements.dialog.reactivate',
  terminate: 'agreements.dialog.terminate',
} as const satisfies Record<LifecycleAction, MessageKey>;

/** The product scope of a lever beyond its business unit. */
export const SCOPE_LABELS = {
  categories: 'agreements.lever.categories',
  brands: 'agreements.lever.brands',
  productGroups: 'agreements.lever.productGroups',
  ppaProducts: 'agreements.lever.ppaProducts',
  skus: 'agreements.lever.skus',
} as const satisfies Record<(typeof LEVER_SCOPE_FIELDS)[number], MessageKey>;
