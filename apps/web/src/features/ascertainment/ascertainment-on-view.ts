import type { SapOnShownState } from '@trade-terms/domain/agreement-sap-on';
import { isRecalculable } from '@trade-terms/domain/ascertainment';
import {
  type TAscertainmentOnRow,
  ZAscertainmentOnAbatementSchema,
} from '@trade-terms/domain/ascertainment-on';
import { currentCompetence } from '@trade-terms/domain/competence';
import type { Language } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { Role } from '@trade-terms/domain/permissions';
import {
  clientFormFailure,
  type FieldPath,
  type FormFailure,
  schemaFieldErrors,
} from '../../platform/form-errors';
import type { TOnSearchInput } from './api/ascertainment-on';

/** The ON screen's filters: one competence (the current month at first) and the list's others. */
export type OnFilters = Omit<TOnSearchInput, 'page' | 'pageSize' | 'direction'>;

export const firstOnFilters = (): OnFilters => ({ competence: currentCompetence() });

/** The form's values as the call takes them: empty lists are not sent; no competence, the current month. */
export function onFiltersOf(values: Partial<OnFilters>): OnFilters {
  const filters: Record<string, unknown> = { competence: values.competence?.trim() || currentCompetence() };
  for (const key of [
    'commodities',
    'economicGroups',
    'channels',
    'signatureStatuses',
    'statuses',
    'sapStates',
  ] as const) {
    const list = values[key];
    if (list && list.length > 0) filters[key] = [...list];
  }
  return filters as OnFilters;
}

export const ABATEMENT_ROLE: Role = 'ROLE_EDITAR_APURACAO_ACORDO';

/** The abatement is keyed in by the analyst until the ascertainment is sent to approval. */
export function mayEditAbatement(row: Pick<TAscertainmentOnRow, 'status'>, hasRole: (role: Role) => boolean) {
  return hasRole(ABATEMENT_ROLE) && isRecalculable(row.status);
}

/** How the difference reads: to pay (the invoice granted less), to recover (more), or settled. */
export function differenceLabel(difference: string | null): MessageKey | null {
  // The server's exact decimal text: its sign and whether every digit is zero tell it.
  if (difference === null || /^-?0*(\.0*)?$/.test(difference)) return null;
  return difference.startsWith('-') ? 'ascertainmentOn.toRecover' : 'ascertainmentScreens.toPay';
}

export interface AbatementFormValues {
  abatement: string | null;
  justification: string | null;
}

/** The call's schema on the typed fields, before the call, so the dialog says what the server would. */
export function abatementFailure(language: Language, input: AbatementFormValues): FormFailure | null {
  const isField = (path: FieldPath) => path[0] === 'abatement' || path[0] === 'justification';
  const body = { id: 1, version: 1, lineId: 1, ...input };
  const checked = ZAscertainmentOnAbatementSchema.safeParse(body);
  return checked.success
    ? null
    : clientFormFailure(schemaFieldErrors(language, body, checked.error.issues), isField);
}

export const SAP_STATE_COLORS: Record<SapOnShownState, string> = {
  PENDENTE: 'warning',
  CADASTRADA: 'success',
  RECUSADA: 'error',
  DESATUALIZADA: 'orange',
};
