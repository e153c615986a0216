import type {
  CycleFolderAddendumStatus,
  TCycleFolderAddendum,
} from '@trade-terms/domain/cycle-folder-addenda';
import type { TCycleFolder } from '@trade-terms/domain/cycle-folders';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { TCycleFolderAddendumSaveInput } from './api/cycle-folder-addenda';
import { type ActionFormValues, type FolderFormValues, formValuesOf, saveInputOf } from './cycle-folder-view';

/** What the addenda of a cycle folder show and offer (pure, tested beside it). */

export const ADDENDUM_STATUS_LABELS: Record<CycleFolderAddendumStatus, MessageKey> = {
  EM_CADASTRO: 'cycleFolderAddendum.status.EM_CADASTRO',
  EM_APROVACAO: 'cycleFolderAddendum.status.EM_APROVACAO',
  APROVADO: 'cycleFolderAddendum.status.APROVADO',
  REPROVADO: 'cycleFolderAddendum.status.REPROVADO',
};

export const ADDENDUM_STATUS_COLORS: Record<CycleFolderAddendumStatus, string> = {
  EM_CADASTRO: 'processing',
  EM_APROVACAO: 'warning',
  APROVADO: 'success',
  REPROVADO: 'error',
};

/** The addendum's editor: the folder's actions as the addendum leaves them, and its justification. */
export interface AddendumFormValues extends FolderFormValues {
  justification?: string;
}

type Has = (role: string) => boolean;

/** Whether the user may write or send an addendum of the folder (closed planning: approvers only). */
export function mayWriteAddendum(folder: Pick<TCycleFolder, 'status' | 'planningOpen'>, has: Has): boolean {
  return (
    folder.status === 'APROVADA' &&
    has('ROLE_EDITAR_PASTA_CICLO') &&
    (folder.planningOpen || has('ROLE_APROVAR_PASTA_CICLO'))
  );
}

/** Whether a new addendum may be opened now: none of the folder's is undecided. */
export function mayOpenAddendum(addenda: readonly Pick<TCycleFolderAddendum, 'status'>[]): boolean {
  return addenda.every((addendum) => addendum.status === 'APROVADO' || addendum.status === 'REPROVADO');
}

/**
 * The editor's start: the folder's active actions, with the addendum's replans and cancellations
 * on them, then its new actions.
 */
export function addendumFormValuesOf(
  folder: TCycleFolder,
  addendum: TCycleFolderAddendum | null,
): AddendumFormValues {
  const folderValues = formValuesOf(folder);
  const active = folderValues.actions.filter((action) => action.status === 'ATIVA');
  const changes = addendum?.changes ?? [];
  const actions: ActionFormValues[] = active.map((action) => {
    const change = changes.find((each) => each.actionId === action.id && each.kind !== 'NOVA');
    if (!change) return action;
    if (change.kind === 'CANCELAMENTO') return { ...action, status: 'CANCELADA' };
    return { ...action, ...plannedOf(change) };
  });
  changes.forEach((change, index) => {
    if (change.kind === 'NOVA')
      actions.push({ key: `addendum-${index}`, status: 'ATIVA', ...plannedOf(change) });
  });
  return { ...folderValues, actions, justification: addendum?.justification ?? '' };
}

const plannedOf = (change: TCycleFolderAddendum['changes'][number]) => ({
  tacticType: change.tacticType,
  description: change.description ?? '',
  economicGroup: change.economicGroup,
  region: change.region,
  category: change.category,
  brand: change.brand,
  sku: change.sku,
  plannedVolume: change.plannedVolume,
  unitValue: change.unitValue,
  mapLineId: change.mapLineId,
});

/** Two decimal texts equal as numbers ("2.5000" and "2.5"), or two other values equal. */
const same = (left: unknown, right: unknown) =>
  typeof left === 'string' && typeof right === 'string' && left !== '' && !Number.isNaN(Number(left))
    ? Number(left) === Number(right)
    : (left ?? null) === (right ?? null);

/**
 * The save's body from the editor: added rows are new actions, cancelled rows cancellations, and
 * the active rows whose fields differ from the folder's replans; an unchanged row is left out.
 */
export function addendumSaveInputOf(
  values: AddendumFormValues,
  folder: TCycleFolder,
  addendum: Pick<TCycleFolderAddendum, 'id' | 'version'> | null,
): TCycleFolderAddendumSaveInput {
  const typed = saveInputOf(values, null).actions;
  const stored = new Map(
    saveInputOf(formValuesOf(folder), null).actions.map((action) => [action.id, action]),
  );
  const fields = Object.keys(typed[0] ?? {}).filter((field) => field !== 'id' && field !== 'status');
  const changed = (action: (typeof typed)[number]) => {
    const before = stored.get(action.id) as Record<string, unknown> | undefined;
    return (
      before !== undefined &&
      fields.some((field) => !same((action as Record<string, unknown>)[field], before[field]))
    );
  };
  return {
    folderId: folder.id,
    ...(addendum ? { id: addendum.id, version: addendum.version } : {}),
    justification: values.justification ?? '',
    newActions: typed
      .filter((action) => action.id === undefined)
      .map(({ status: _status, ...action }) => action),
    replans: typed.filter(
      (action) => action.id !== undefined && action.status === 'ATIVA' && changed(action),
    ),
    cancellations: typed.flatMap((action) =>
      action.id !== undefined && action.status === 'CANCELADA' ? [action.id] : [],
    ),
  };
}
