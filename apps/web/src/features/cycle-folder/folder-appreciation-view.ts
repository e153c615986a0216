import {
  type AppreciationMethod,
  categoryAppreciation,
  FOLDER_APPRECIATION_STATUSES,
  type FolderAppreciationStatus,
  type TFolderAppreciation,
  type TFolderAppreciationRow,
  volumeAppreciation,
} from '@trade-terms/domain/folder-appreciation';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { AppreciationMove, TFolderAppreciationSaveInput } from './api/folder-appreciations';

/** What the appreciation's screens show of its statuses and methods. */
export const APPRECIATION_STATUS_LABELS: Record<FolderAppreciationStatus, MessageKey> = {
  EM_CADASTRO: 'folderAppreciation.status.EM_CADASTRO',
  CONFIRMADA: 'folderAppreciation.status.CONFIRMADA',
};

export const APPRECIATION_STATUS_COLORS: Record<FolderAppreciationStatus, string> = {
  EM_CADASTRO: 'processing',
  CONFIRMADA: 'success',
};

export const ALL_APPRECIATION_STATUSES = FOLDER_APPRECIATION_STATUSES;

export const METHOD_LABELS: Record<AppreciationMethod, MessageKey> = {
  VOLUME: 'folderAppreciation.method.VOLUME',
  PERCENTUAL_CATEGORIA: 'folderAppreciation.method.PERCENTUAL_CATEGORIA',
};

export const PAGE_TITLES: Record<AppreciationMethod, MessageKey> = {
  VOLUME: 'folderAppreciation.pageTitle.VOLUME',
  PERCENTUAL_CATEGORIA: 'folderAppreciation.pageTitle.PERCENTUAL_CATEGORIA',
};

export const OPEN_LABELS: Record<AppreciationMethod, MessageKey> = {
  VOLUME: 'folderAppreciation.open.VOLUME',
  PERCENTUAL_CATEGORIA: 'folderAppreciation.open.PERCENTUAL_CATEGORIA',
};

export const APPRECIATION_MOVE_LABELS: Record<AppreciationMove, MessageKey> = {
  confirm: 'folderAppreciation.moves.confirm',
  reopen: 'folderAppreciation.moves.reopen',
};

export const APPRECIATION_MOVE_DONE: Record<AppreciationMove | 'save', MessageKey> = {
  save: 'folderAppreciation.done.save',
  confirm: 'folderAppreciation.done.confirm',
  reopen: 'folderAppreciation.done.reopen',
};

/** A counted row as keyed in on the screen: the finance volume or the category sales. */
export interface AppreciationDraft {
  actionId: number;
  customer: string;
  amount: number | null;
}

/**
 * The screen's starting amounts: what is saved by this method; else, by volume, the executed
 * volume (finance lowers it when it must), and by category percentage nothing yet.
 */
export function draftsOf(appreciation: TFolderAppreciation, method: AppreciationMethod): AppreciationDraft[] {
  const sameMethod = appreciation.method === method;
  return appreciation.actions.flatMap((action) =>
    action.rows.map((row) => {
      const saved = method === 'VOLUME' ? row.financeVolume : row.categorySales;
      const start = sameMethod ? saved : method === 'VOLUME' ? row.executedVolume : null;
      return { actionId: action.id, customer: row.customer, amount: start === null ? null : Number(start) };
    }),
  );
}

const typed = (amount: number | null) => amount !== null && Number.isFinite(amount) && amount >= 0;

/**
 * The value of a row as typed, or null while it cannot be known here: by volume at the action's
 * unit value; by category percentage at the percentage saved for the row (a new row's percentage
 * is read from its register when saved).
 */
export function draftValue(
  method: AppreciationMethod,
  amount: number | null,
  unitValue: string,
  saved: Pick<TFolderAppreciationRow, 'percentage'>,
): string | null {
  if (!typed(amount)) return null;
  if (method === 'VOLUME') return volumeAppreciation(String(amount), unitValue);
  return saved.percentage === null ? null : categoryAppreciation(String(amount), saved.percentage);
}

/** The save of the screen's rows: those with an amount (a counted row left empty is not appreciated). */
export function saveInputOf(
  appreciation: Pick<TFolderAppreciation, 'folderId' | 'version'>,
  method: AppreciationMethod,
  drafts: readonly AppreciationDraft[],
): TFolderAppreciationSaveInput {
  const key = { folderId: appreciation.folderId, version: appreciation.version };
  const kept = drafts.flatMap((draft) =>
    draft.amount === null
      ? []
      : [{ actionId: draft.actionId, customer: draft.customer, amount: String(draft.amount) }],
  );
  return method === 'VOLUME'
    ? { ...key, method, rows: kept.map(({ amount, ...row }) => ({ ...row, financeVolume: amount })) }
    : { ...key, method, rows: kept.map(({ amount, ...row }) => ({ ...row, categorySales: amount })) };
}

/** Whether the caller may change the appreciation now. */
export function mayEditAppreciation(
  appreciation: TFolderAppreciation,
  hasRole: (role: string) => boolean,
): boolean {
  return hasRole('ROLE_EDITAR_VALORIZACAO_PASTA') && appreciation.status === 'EM_CADASTRO';
}

/** The moves the caller may make on the appreciation as it stands. */
export function appreciationMovesOf(
  appreciation: TFolderAppreciation,
  hasRole: (role: string) => boolean,
): AppreciationMove[] {
  if (!hasRole('ROLE_EDITAR_VALORIZACAO_PASTA')) return [];
  if (appreciation.status === 'CONFIRMADA') return ['reopen'];
  return appreciation.version > 0 ? ['confirm'] : [];
}
