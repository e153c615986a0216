import {
  executedValue,
  FOLDER_COUNTING_STATUSES,
  type FolderCountingStatus,
  type TFolderCounting,
} from '@trade-terms/domain/folder-counting';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { CountingMove } from './api/folder-countings';

/** What the counting's screens show of its statuses. */
export const COUNTING_STATUS_LABELS: Record<FolderCountingStatus, MessageKey> = {
  EM_CADASTRO: 'folderCounting.status.EM_CADASTRO',
  EM_APROVACAO: 'folderCounting.status.EM_APROVACAO',
  APROVADA: 'folderCounting.status.APROVADA',
  REPROVADA: 'folderCounting.status.REPROVADA',
};

export const COUNTING_STATUS_COLORS: Record<FolderCountingStatus, string> = {
  EM_CADASTRO: 'processing',
  EM_APROVACAO: 'warning',
  APROVADA: 'success',
  REPROVADA: 'error',
};

export const ALL_COUNTING_STATUSES = FOLDER_COUNTING_STATUSES;

export const COUNTING_MOVE_DONE: Record<CountingMove | 'save', MessageKey> = {
  save: 'folderCounting.done.save',
  sendToApproval: 'folderCounting.done.sendToApproval',
  approve: 'folderCounting.done.approve',
  disapprove: 'folderCounting.done.disapprove',
};

/** A row as keyed in on the screen. */
export interface CountingRowDraft {
  key: string;
  actionId: number;
  customer: string | undefined;
  executedVolume: number | null;
  /** A new document picked for the row. */
  file: File | null;
  /** The stored row (its document's download), when there is one. */
  storedId: number | null;
  documentName: string | null;
}

export function draftsOf(counting: TFolderCounting): CountingRowDraft[] {
  return counting.actions.flatMap((action) =>
    action.rows.map((row) => ({
      key: `stored-${row.id}`,
      actionId: action.id,
      customer: row.customer,
      executedVolume: Number(row.executedVolume),
      file: null,
      storedId: row.id,
      documentName: row.documentName,
    })),
  );
}

/** The value a row executes as typed, or null while its volume is not a number yet. */
export function draftValue(
  draft: Pick<CountingRowDraft, 'executedVolume'>,
  unitValue: string,
): string | null {
  if (draft.executedVolume === null || !Number.isFinite(draft.executedVolume) || draft.executedVolume < 0)
    return null;
  return executedValue(String(draft.executedVolume), unitValue);
}

/** Whether the caller may change the counting now. */
export function mayEditCounting(counting: TFolderCounting, hasRole: (role: string) => boolean): boolean {
  return (
    hasRole('ROLE_EDITAR_APURACAO_PASTA') &&
    (counting.status === 'EM_CADASTRO' || counting.status === 'REPROVADA')
  );
}

/** The moves the caller may make on the counting as it stands. */
export function countingMovesOf(
  counting: TFolderCounting,
  hasRole: (role: string) => boolean,
): CountingMove[] {
  const moves: CountingMove[] = [];
  if (
    hasRole('ROLE_ENVIAR_APROVACAO_APURACAO_PASTA') &&
    (counting.status === 'EM_CADASTRO' || counting.status === 'REPROVADA') &&
    counting.version > 0
  )
    moves.push('sendToApproval');
  if (hasRole('ROLE_APROVAR_APURACAO_PASTA') && counting.approval?.canDecide)
    moves.push('approve', 'disapprove');
  return moves;
}
