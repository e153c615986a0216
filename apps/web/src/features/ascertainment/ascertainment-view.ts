import type { FundsType, SignatureStatus } from '@trade-terms/domain/agreements';
import {
  type AscertainmentLineStatus,
  type AscertainmentStatus,
  type AscertainmentTab,
  EDITABLE_STATUSES,
  justificationProblem,
  type TAscertainment,
  type TAscertainmentLine,
  type TClaim,
  ZAscertainmentValidateSchema,
} from '@trade-terms/domain/ascertainment';
import type { Language } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { Role } from '@trade-terms/domain/permissions';
import { ApiError } from '../../platform/api-error';
import {
  clientFormFailure,
  type FieldPath,
  type FormFailure,
  problemFieldErrors,
  schemaFieldErrors,
} from '../../platform/form-errors';
import { formatValue } from '../../platform/value-format';

// ---------------------------------------------------------------------------------------------
// Filters

/** The list's filters as the search and count calls take them; empty ones are not sent. */
export interface AscertainmentFilters {
  competence?: string | undefined;
  commodities?: string[] | undefined;
  economicGroups?: string[] | undefined;
  channels?: string[] | undefined;
  fundsTypes?: FundsType[] | undefined;
  signatureStatuses?: SignatureStatus[] | undefined;
}

const listOrNothing = <T>(values: readonly T[] | null | undefined): T[] | undefined =>
  values && values.length > 0 ? [...values] : undefined;

/** The filter form's values as filters: a list left empty and a cleared competence mean "any". */
export function ascertainmentFiltersOf(values: AscertainmentFilters): AscertainmentFilters {
  const filters: AscertainmentFilters = {
    competence: values.competence?.trim() || undefined,
    commodities: listOrNothing(values.commodities),
    economicGroups: listOrNothing(values.economicGroups),
    channels: listOrNothing(values.channels),
    fundsTypes: listOrNothing(values.fundsTypes),
    signatureStatuses: listOrNothing(values.signatureStatuses),
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as AscertainmentFilters;
}

// ---------------------------------------------------------------------------------------------
// Who may do what

export const CALCULATE_ROLE: Role = 'ROLE_EDITAR_CALCULO_ACORDO';
const EDIT_ROLE: Role = 'ROLE_EDITAR_APURACAO_ACORDO';
const SEND_ROLE: Role = 'ROLE_ENVIAR_APROVACAO_APURACAO';
const APPROVE_ROLE: Role = 'ROLE_APROVAR_APURACOES';
const RESTORE_ROLE: Role = 'ROLE_RESGATAR_APURACAO';

/** The moves on ascertainments: from the list (picked rows) or from one ascertainment's screen. */
export type AscertainmentAction = 'sendToApproval' | 'approve' | 'reprove';

const ACTION_ROLES: Record<AscertainmentAction, Role> = {
  sendToApproval: SEND_ROLE,
  approve: APPROVE_ROLE,
  reprove: APPROVE_ROLE,
};

/** The statuses each move starts from (the server decides; the screen offers no move it refuses). */
const ACTION_STATUSES: Record<AscertainmentAction, readonly AscertainmentStatus[]> = {
  sendToApproval: EDITABLE_STATUSES,
  approve: ['EM_APROVACAO'],
  reprove: ['EM_APROVACAO'],
};

/** The statuses a tab lists: the overdue tab holds any not approved; claims none of these moves. */
const TAB_STATUSES: Record<AscertainmentTab, readonly AscertainmentStatus[]> = {
  underValidation: ['EM_VALIDACAO'],
  underApproval: ['EM_APROVACAO'],
  approved: ['APROVADA'],
  claims: [],
  disapproved: ['REPROVADA'],
  overdue: ['EM_VALIDACAO', 'EM_APROVACAO', 'REPROVADA'],
};

/** The bulk moves a tab offers: the only bulk move of the list is approval (spec), for its role. */
export function bulkActionsOf(
  tab: AscertainmentTab,
  hasRole: (role: Role) => boolean,
): AscertainmentAction[] {
  const action: AscertainmentAction = 'approve';
  return hasRole(ACTION_ROLES[action]) &&
    TAB_STATUSES[tab].some((status) => ACTION_STATUSES[action].includes(status))
    ? [action]
    : [];
}

/**
 * The moves of one ascertainment's screen: its status allows them, a role grants them, and a
 * decision belongs to the responsibles of the approval's current step.
 */
export function screenActionsOf(
  ascertainment: Pick<TAscertainment, 'status' | 'approval'>,
  user: { id: number; hasRole: (role: Role) => boolean },
): AscertainmentAction[] {
  return (Object.keys(ACTION_ROLES) as AscertainmentAction[]).filter((action) => {
    if (!user.hasRole(ACTION_ROLES[action]) || !ACTION_STATUSES[action].includes(ascertainment.status))
      return false;
    if (action === 'approve' || action === 'reprove')
      return ascertainment.approval?.responsibleIds.includes(user.id) ?? false;
    return true;
  });
}

/** The changes of one ascertainment's record: a later deadline, or back to validation once approved. */
export type RecordAction = 'extend' | 'restore';

/** Extending belongs to the approvers until approval; restoring an approved one to its own role. */
export function recordActionsOf(
  status: AscertainmentStatus,
  hasRole: (role: Role) => boolean,
): RecordAction[] {
  const actions: RecordAction[] = [];
  if (hasRole(APPROVE_ROLE) && status !== 'APROVADA') actions.push('extend');
  if (hasRole(RESTORE_ROLE) && status === 'APROVADA') actions.push('restore');
  return actions;
}

/** What a user may do about claims: register one on an approved ascertainment, decide one in analysis. */
export type ClaimAction = 'approveClaim' | 'reproveClaim';

export function mayClaim(status: AscertainmentStatus, hasRole: (role: Role) => boolean): boolean {
  return hasRole(EDIT_ROLE) && status === 'APROVADA';
}

/** A claim awaiting analysis is decided by the responsibles of its approval's current step. */
export function claimActionsOf(
  claim: Pick<TClaim, 'status' | 'approval'>,
  user: { id: number; hasRole: (role: Role) => boolean },
): ClaimAction[] {
  return claim.status === 'AGUARDANDO_ANALISE' &&
    user.hasRole(APPROVE_ROLE) &&
    (claim.approval?.responsibleIds.includes(user.id) ?? false)
    ? ['approveClaim', 'reproveClaim']
    : [];
}

/** Whether the analyst may validate the lines now (status and role). */
export function mayValidate(status: AscertainmentStatus, hasRole: (role: Role) => boolean): boolean {
  return hasRole(EDIT_ROLE) && EDITABLE_STATUSES.includes(status as (typeof EDITABLE_STATUSES)[number]);
}

// ---------------------------------------------------------------------------------------------
// Validating a line

export interface ValidateFormValues {
  validatedValue: string | null;
  justification?: string | null;
}

/** What the validation dialog opens with: the value in force (validated, else accurate). */
export function validateFormOf(
  line: Pick<TAscertainmentLine, 'accurateValue' | 'validatedValue' | 'validationJustification'>,
): ValidateFormValues {
  return {
    validatedValue: line.validatedValue ?? line.accurateValue,
    justification: line.validationJustification,
  };
}

/**
 * The check before the call: the call's schema, then the domain's rule that a value other than
 * the accurate one needs a justification, so the form says what the server would.
 */
export function validateFailure(
  language: Language,
  input: { validatedValue: string | null; justification?: string | null | undefined },
  accurateValue: string | null,
): FormFailure | null {
  const isField = (path: FieldPath) => path[0] === 'validatedValue' || path[0] === 'justification';
  // Only the typed fields are checked here: the ids and version come from the record read.
  const body = { id: 1, version: 1, lineId: 1, ...input };
  const checked = ZAscertainmentValidateSchema.safeParse(body);
  if (!checked.success)
    return clientFormFailure(schemaFieldErrors(language, body, checked.error.issues), isField);
  const problem = justificationProblem({
    before: accurateValue,
    proposed: checked.data.validatedValue,
    justification: checked.data.justification,
  });
  return problem ? clientFormFailure(problemFieldErrors(language, [problem]), isField) : null;
}

// ---------------------------------------------------------------------------------------------
// Answers of the server

/** The refusal of a move whose agreement is not signed: the user confirms and it is sent again. */
export function isUnsignedRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.messages.some((message) => message.code === 'ASCERTAINMENT_UNSIGNED_AGREEMENT')
  );
}

// ---------------------------------------------------------------------------------------------
// Values

/** Money in the reader's separators (`R$ 27.000,00`); a value not there yet shows a dash. */
export function moneyText(value: string | null, language: Language): string {
  return value === null ? '—' : formatValue('money', value, language);
}

/** Percentages with their four decimals (`102,8571%`); a model without one shows a dash. */
export function percentText(value: string | null, language: Language): string {
  return value === null ? '—' : `${formatValue({ decimals: 4 }, value, language)}%`;
}

// ---------------------------------------------------------------------------------------------
// Labels

export const TAB_LABELS: Record<AscertainmentTab, MessageKey> = {
  underValidation: 'ascertainmentScreens.tab.underValidation',
  underApproval: 'ascertainmentScreens.tab.underApproval',
  approved: 'ascertainmentScreens.tab.approved',
  claims: 'ascertainmentScreens.tab.claims',
  disapproved: 'ascertainmentScreens.tab.disapproved',
  overdue: 'ascertainmentScreens.tab.overdue',
};

export const STATUS_LABELS: Record<AscertainmentStatus, MessageKey> = {
  EM_VALIDACAO: 'ascertainmentScreens.status.EM_VALIDACAO',
  EM_APROVACAO: 'ascertainmentScreens.status.EM_APROVACAO',
  APROVADA: 'ascertainmentScreens.status.APROVADA',
  REPROVADA: 'ascertainmentScreens.status.REPROVADA',
};

export const STATUS_COLORS: Record<AscertainmentStatus, string> = {
  EM_VALIDACAO: 'processing',
  EM_APROVACAO: 'warning',
  APROVADA: 'success',
  REPROVADA: 'error',
};

export const LINE_STATUS_LABELS: Record<AscertainmentLineStatus, MessageKey> = {
  APURADA: 'ascertainmentScreens.lineStatus.APURADA',
  SEM_DADOS: 'ascertainmentScreens.lineStatus.SEM_DADOS',
  VALIDADA: 'ascertainmentScreens.lineStatus.VALIDADA',
};

export const SIGNATURE_LABELS: Record<SignatureStatus, MessageKey> = {
  AGUARDANDO_ASSINATURA: 'agreement.signature.AGUARDANDO_ASSINATURA',
  ASSINADO: 'agreement.signature.ASSINADO',
};

export const ACTION_LABELS: Record<AscertainmentAction, MessageKey> = {
  sendToApproval: 'ascertainmentScreens.action.sendToApproval',
  approve: 'ascertainmentScreens.action.approve',
  reprove: 'ascertainmentScreens.action.reprove',
};

/**
 * The base billing value of a line: what the engine summed as the period's base (or, for the
 * goal and growth models, the period's actual), read from its steps; null when the model has
 * none (fixed value, quota events) or the line could not be computed.
 */
export function baseBillingOf(line: Pick<TAscertainmentLine, 'steps'>): string | null {
  const step =
    line.steps.find((each) => each.label === 'calc.step.base') ??
    line.steps.find((each) => each.label === 'calc.step.actual');
  return step?.value ?? null;
}

export const RECORD_ACTION_LABELS: Record<RecordAction, MessageKey> = {
  extend: 'ascertainmentScreens.extend.action',
  restore: 'ascertainmentScreens.restore.action',
};

export const CLAIM_STATUS_LABELS: Record<TClaim['status'], MessageKey> = {
  AGUARDANDO_ANALISE: 'ascertainmentScreens.claims.status.AGUARDANDO_ANALISE',
  APROVADA: 'ascertainmentScreens.claims.status.APROVADA',
  REPROVADA: 'ascertainmentScreens.claims.status.REPROVADA',
};
