import { canMoveAppreciation, type FolderAppreciationMove } from '@trade-terms/domain/folder-appreciation';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { FolderCaller } from './cycle-folder-caller';
import type { CycleFolderNeighbours } from './cycle-folder-neighbours';
import {
  appreciationOfFolder,
  rowsOfAppreciation,
  updateAppreciation,
} from './folder-appreciation-repository';
import { APPRECIATION_ENTITY, countedFolder } from './folder-appreciation-save';

/**
 * The appreciation's moves (docs/domain.md "Cycle folder appreciation"): confirmed with at least
 * one row, and reopened to be changed. Each move locks the appreciation at the caller's version,
 * in one transaction with its audit row. A move names the folder; its version is the
 * appreciation's.
 */

interface Move {
  id: number;
  version: number;
}

const MOVES = {
  confirm: { status: 'CONFIRMADA', action: 'CONFIRMADA' },
  reopen: { status: 'EM_CADASTRO', action: 'REABERTA' },
} as const satisfies Partial<Record<FolderAppreciationMove, { status: string; action: string }>>;

/** `valorizacaoPasta/confirmar` / `reabrir`. */
export function moveAppreciation(
  db: Db,
  input: Move,
  move: keyof typeof MOVES,
  caller: FolderCaller,
  neighbours: Pick<CycleFolderNeighbours, 'folderInPayment'>,
): Promise<void> {
  return db.transaction(async (tx) => {
    const { folder } = await countedFolder(tx, input.id, caller);
    const appreciation = await appreciationOfFolder(tx, folder.id, { lock: true });
    // An appreciation never saved has no row to confirm and nothing to reopen.
    if (!appreciation)
      throw new AppError(
        move === 'confirm' ? 'FOLDER_APPRECIATION_NO_ROWS' : 'FOLDER_APPRECIATION_STATUS_FORBIDS',
      );
    if (appreciation.version !== input.version) throw new AppError('STALE_VERSION');
    if (!canMoveAppreciation(move, appreciation.status))
      throw new AppError('FOLDER_APPRECIATION_STATUS_FORBIDS');
    if (move === 'confirm' && (await rowsOfAppreciation(tx, appreciation.id)).length === 0)
      throw new AppError('FOLDER_APPRECIATION_NO_ROWS');
    // Payments read the confirmed rows; a generation in flight holds them share-locked, so this
    // answer waits for it. A payment disapproved gives the rows back.
    if (move === 'reopen' && (await neighbours.folderInPayment(tx, folder.id)))
      throw new AppError('FOLDER_APPRECIATION_IN_PAYMENT');
    const { status, action } = MOVES[move];
    await updateAppreciation(tx, appreciation.id, { status }, caller.id);
    await appendAudit(tx, {
      entity: APPRECIATION_ENTITY,
      entityId: appreciation.id,
      action,
      actorId: caller.id,
      before: { status: appreciation.status },
      after: { status },
      justification: null,
    });
  });
}
