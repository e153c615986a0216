import {
  CYCLE_ACTION_LEDGER_KIND,
  type CycleFolderMove,
  type CycleFolderStatus,
  canMove,
  reservationsByLine,
} from '@trade-terms/domain/cycle-folders';
import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import Decimal from 'decimal.js';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { availableOfLines, releaseFunds, reserveFundsMany } from '../budget-map/budget-ledger';
import { heldByReferences, linesByIds } from '../budget-map/budget-line-reads';
import { decideFolderStep, startFolderApproval } from './cycle-folder-approval';
import { FOLDER_ENTITY, type FolderCaller } from './cycle-folder-caller';
import { lineProblems } from './cycle-folder-lines';
import {
  type ActionRecord,
  actionsOfFolder,
  type FolderRecord,
  findFolder,
  updateFolder,
} from './cycle-folder-repository';

/**
 * The folder's moves after its register (docs/domain.md "Cycle folder"): sent to approval when
 * its lines cover the plan, approved step by step (the last step reserves each action's
 * investment on its line's month of the cycle), disapproved with a justification, its planning
 * closed and opened again, and closed (what its actions still hold goes back to the map). Each
 * move locks the folder at the caller's version, in one transaction with its audit row.
 */

interface Move {
  id: number;
  version: number;
}

/** Released on the map when a folder is closed: the ledger row's justification. */
const CLOSING_JUSTIFICATION = 'Pasta de ciclo encerrada';

/** What a move changes on the folder and how its audit row tells it. */
interface MoveOutcome {
  change: Parameters<typeof updateFolder>[2];
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  justification?: string | null;
}

/** Locks the folder at the caller's version, checks the move, then writes its change and audit row. */
async function moveFolder(
  db: Db,
  input: Move,
  caller: FolderCaller,
  move: CycleFolderMove,
  act: (tx: Db, folder: FolderRecord) => Promise<MoveOutcome>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const folder = await findFolder(tx, input.id, caller.restrictions, { lock: true });
    if (!folder) throw new AppError('NOT_FOUND');
    if (folder.version !== input.version) throw new AppError('STALE_VERSION');
    if (!canMove(move, folder.status, folder.planningOpen)) throw new AppError('CYCLE_FOLDER_STATUS_FORBIDS');
    const outcome = await act(tx, folder);
    await updateFolder(tx, folder.id, outcome.change, caller.id);
    await appendAudit(tx, {
      entity: FOLDER_ENTITY,
      entityId: folder.id,
      action: outcome.action,
      actorId: caller.id,
      before: outcome.before,
      after: outcome.after,
      justification: outcome.justification ?? null,
    });
  });
}

const activeActions = async (tx: Db, folderId: number) =>
  (await actionsOfFolder(tx, folderId)).filter((action) => action.status === 'ATIVA');

/**
 * Whether the folder's lines can take its plan now: each still fit for the folder, and each
 * line's available money of the cycle's month covering what the active actions plan on it.
 */
async function checkPlanFits(tx: Db, folder: FolderRecord, actions: readonly ActionRecord[]): Promise<void> {
  const lines = await linesByIds(
    tx,
    actions.map((action) => action.mapLineId),
    NO_RESTRICTIONS,
  );
  const key = { year: folder.year, channel: folder.channelCode, commodity: folder.commodityCode };
  const problems = lineProblems(key, actions, new Map(lines.map((line) => [line.id, line])));
  if (problems.length > 0) throw invalidFields(problems);
  const planned = reservationsByLine(actions);
  const available = await availableOfLines(tx, [...planned.keys()]);
  for (const [lineId, amount] of planned) {
    if (new Decimal(amount).gt(available.get(`${lineId}:${folder.cycle}`) ?? '0'))
      throw new AppError('INSUFFICIENT_FUNDS');
  }
}

/** `pastaCiclo/enviarAprovacao`: checked against the map (nothing reserved yet), then on the engine. */
export function sendToApproval(db: Db, input: Move, caller: FolderCaller): Promise<void> {
  return moveFolder(db, input, caller, 'sendToApproval', async (tx, folder) => {
    const actions = await activeActions(tx, folder.id);
    if (actions.length === 0) throw new AppError('CYCLE_FOLDER_NO_ACTIONS');
    await checkPlanFits(tx, folder, actions);
    const sent = await startFolderApproval(tx, { entity: FOLDER_ENTITY, id: folder.id }, folder, caller);
    return { ...sent, before: { status: folder.status } };
  });
}

/** Reserves each active action's investment on its line's month of the cycle, all or none. */
async function reservePlan(tx: Db, folder: FolderRecord, caller: FolderCaller) {
  const placed = (await activeActions(tx, folder.id)).filter(
    (action) => !new Decimal(action.investment).isZero(),
  );
  await reserveFundsMany(
    tx,
    placed.map((action) => ({
      lineId: action.mapLineId,
      month: folder.cycle,
      amount: action.investment,
      reference: { kind: CYCLE_ACTION_LEDGER_KIND, id: action.id },
      userId: caller.id,
    })),
  );
  return placed.map((action) => ({ action: action.id, line: action.mapLineId, amount: action.investment }));
}

/**
 * `pastaCiclo/aprovar` / `reprovar`: the current step's responsible decides (the engine refuses
 * anyone else). The last approval reserves the plan in the same transaction: a line short of
 * money refuses it ("Insufficient funds") and the decision with it. A disapproval reserved
 * nothing, so it releases nothing.
 */
export function decideFolder(
  db: Db,
  input: Move & { justification?: string | undefined },
  decision: 'APROVAR' | 'REPROVAR',
  caller: FolderCaller,
): Promise<void> {
  return moveFolder(db, input, caller, 'decide', async (tx, folder) => {
    const { request, justification } = await decideFolderStep(
      tx,
      folder.approvalRequestId,
      input,
      decision,
      caller,
    );
    let status: CycleFolderStatus = 'EM_APROVACAO';
    let reserved: Awaited<ReturnType<typeof reservePlan>> = [];
    if (request.status === 'REPROVADO') status = 'REPROVADA';
    if (request.status === 'APROVADO') {
      reserved = await reservePlan(tx, folder, caller);
      status = 'APROVADA';
    }
    return {
      change: status === 'REPROVADA' ? { status, disapprovalJustification: justification } : { status },
      action: decision === 'REPROVAR' ? 'REPROVADA' : status === 'APROVADA' ? 'APROVADA' : 'ETAPA_APROVADA',
      before: { status: folder.status },
      after: { status, currentStep: request.currentStep, ...(reserved.length > 0 ? { reserved } : {}) },
      justification,
    };
  });
}

/** `pastaCiclo/fecharPlanejamento` / `abrirPlanejamento`: an approved folder's planning flag. */
export function setPlanningOpen(db: Db, input: Move, open: boolean, caller: FolderCaller): Promise<void> {
  return moveFolder(db, input, caller, open ? 'reopenPlanning' : 'closePlanning', async (_tx, folder) => ({
    change: { planningOpen: open },
    action: open ? 'PLANEJAMENTO_ABERTO' : 'PLANEJAMENTO_FECHADO',
    before: { planningOpen: folder.planningOpen },
    after: { planningOpen: open },
  }));
}

/** `pastaCiclo/encerrar`: what each action still holds reserved (not released, not paid) goes back. */
export function closeFolder(db: Db, input: Move, caller: FolderCaller): Promise<void> {
  return moveFolder(db, input, caller, 'close', async (tx, folder) => {
    const actions = await actionsOfFolder(tx, folder.id);
    const held = (
      await heldByReferences(
        tx,
        CYCLE_ACTION_LEDGER_KIND,
        actions.map((action) => action.id),
      )
    ).filter((row) => new Decimal(row.held).gt(0));
    for (const row of held) {
      await releaseFunds(tx, {
        lineId: row.lineId,
        month: row.month,
        amount: row.held,
        reference: { kind: CYCLE_ACTION_LEDGER_KIND, id: row.referenceId },
        userId: caller.id,
        justification: CLOSING_JUSTIFICATION,
      });
    }
    return {
      change: { status: 'ENCERRADA' },
      action: 'ENCERRADA',
      before: { status: folder.status },
      after: {
        status: 'ENCERRADA',
        released: held.map((row) => ({
          action: Number(row.referenceId),
          line: row.lineId,
          amount: row.held,
        })),
      },
      justification: CLOSING_JUSTIFICATION,
    };
  });
}
