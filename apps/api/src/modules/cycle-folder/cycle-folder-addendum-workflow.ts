import {
  addendumMovements,
  type CycleFolderAddendumMove,
  type CycleFolderAddendumStatus,
  canMoveAddendum,
  type EffectChange,
  linesShortOfMoney,
  type Movement,
} from '@trade-terms/domain/cycle-folder-addenda';
import { CYCLE_ACTION_LEDGER_KIND } from '@trade-terms/domain/cycle-folders';
import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import Decimal from 'decimal.js';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { availableOfLines, releaseFunds, reserveFundsMany } from '../budget-map/budget-ledger';
import { heldByReferences, linesByIds } from '../budget-map/budget-line-reads';
import {
  type AddendumRecord,
  appendActions,
  type ChangeRecord,
  changesOfAddenda,
  findAddendum,
  linkChangeToAction,
  updateAction,
  updateAddendum,
} from './cycle-folder-addendum-repository';
import { ADDENDUM_ENTITY, addendumFolder, approvedFolder } from './cycle-folder-addendum-save';
import { decideFolderStep, startFolderApproval } from './cycle-folder-approval';
import { FOLDER_ENTITY, type FolderCaller } from './cycle-folder-caller';
import { lineProblems } from './cycle-folder-lines';
import { type FolderRecord, updateFolder } from './cycle-folder-repository';

/**
 * An addendum's moves (docs/domain.md "Cycle folder", "Addenda"): sent when the map can take its
 * net increase per line on the cycle's month, approved step by step on the engine (action type
 * PASTA_CICLO), the last step applying it to the folder and its reservations, or disapproved with
 * a justification. Each move locks the addendum at the caller's version and its folder, in one
 * transaction with its audit rows.
 */

interface Move {
  id: number;
  version: number;
}

/** Released on the map by an addendum: the ledger row's justification. */
const releaseJustification = (folder: FolderRecord, number: number) =>
  `Aditivo ${number} da pasta de ciclo ${folder.year}/${folder.cycle}`;

interface MoveOutcome {
  change: Parameters<typeof updateAddendum>[2];
  action: string;
  after: Record<string, unknown>;
  justification?: string | null;
}

async function moveAddendum(
  db: Db,
  input: Move,
  caller: FolderCaller,
  move: CycleFolderAddendumMove,
  act: (tx: Db, addendum: AddendumRecord, changes: ChangeRecord[]) => Promise<MoveOutcome>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const addendum = await findAddendum(tx, input.id, caller.restrictions, { lock: true });
    if (!addendum) throw new AppError('NOT_FOUND');
    if (addendum.version !== input.version) throw new AppError('STALE_VERSION');
    if (!canMoveAddendum(move, addendum.status)) throw new AppError('CYCLE_FOLDER_ADDENDUM_STATUS_FORBIDS');
    const outcome = await act(tx, addendum, await changesOfAddenda(tx, [addendum.id]));
    await updateAddendum(tx, addendum.id, outcome.change, caller.id);
    await appendAudit(tx, {
      entity: ADDENDUM_ENTITY,
      entityId: addendum.id,
      action: outcome.action,
      actorId: caller.id,
      before: { status: addendum.status },
      after: outcome.after,
      justification: outcome.justification ?? null,
    });
  });
}

/** The effect's view of the changes: new actions by their change row, the others by their action. */
const effectChanges = (changes: readonly ChangeRecord[]): EffectChange<string>[] =>
  changes.map((change) =>
    change.kind === 'CANCELAMENTO'
      ? { kind: 'CANCELAMENTO', reference: `action:${change.actionId}` }
      : {
          kind: change.kind,
          reference: change.kind === 'NOVA' ? `change:${change.id}` : `action:${change.actionId}`,
          mapLineId: change.mapLineId ?? 0,
          investment: change.investment ?? '0.00',
        },
  );

/** What the changed actions hold on the map now, on the cycle's month. */
async function holdingsOf(tx: Db, folder: FolderRecord, changes: readonly ChangeRecord[]) {
  const ids = changes.flatMap((change) =>
    change.actionId !== null && change.kind !== 'NOVA' ? [change.actionId] : [],
  );
  return (await heldByReferences(tx, CYCLE_ACTION_LEDGER_KIND, ids))
    .filter((row) => row.month === folder.cycle && new Decimal(row.held).gt(0))
    .map((row) => ({ reference: `action:${row.referenceId}`, lineId: row.lineId, held: row.held }));
}

/**
 * The addendum's movements when its lines still fit the folder and the map can take its net
 * increase per line on the cycle's month ("Insufficient funds" otherwise, nothing written).
 */
async function checkedMovements(tx: Db, folder: FolderRecord, changes: readonly ChangeRecord[]) {
  const planned = changes.flatMap((change) =>
    change.mapLineId === null ? [] : [{ mapLineId: change.mapLineId }],
  );
  const lines = await linesByIds(
    tx,
    planned.map((change) => change.mapLineId),
    NO_RESTRICTIONS,
  );
  const key = { year: folder.year, channel: folder.channelCode, commodity: folder.commodityCode };
  const problems = lineProblems(key, planned, new Map(lines.map((line) => [line.id, line])));
  if (problems.length > 0) throw invalidFields(problems);
  const movements = addendumMovements(await holdingsOf(tx, folder, changes), effectChanges(changes));
  const available = await availableOfLines(tx, [...new Set(movements.map((movement) => movement.lineId))]);
  const short = linesShortOfMoney(movements, (lineId) => available.get(`${lineId}:${folder.cycle}`) ?? '0');
  if (short.length > 0) throw new AppError('INSUFFICIENT_FUNDS');
  return movements;
}

/** `pastaCiclo/enviarAprovacaoAditivo`: checked against the map (nothing reserved yet), then on the engine. */
export function sendAddendum(db: Db, input: Move, caller: FolderCaller): Promise<void> {
  return moveAddendum(db, input, caller, 'sendToApproval', async (tx, addendum, changes) => {
    const folder = await addendumFolder(tx, addendum.folderId, caller);
    await checkedMovements(tx, folder, changes);
    return startFolderApproval(tx, { entity: ADDENDUM_ENTITY, id: addendum.id }, folder, caller);
  });
}

/**
 * Applies an approved addendum to its folder: new actions created (numbered after the highest),
 * replans written in place, cancellations marked; then the releases and the reservations on the
 * map, all or none; the folder's version moves, with an audit row of its own.
 */
async function applyAddendum(
  tx: Db,
  addendum: AddendumRecord,
  changes: ChangeRecord[],
  caller: FolderCaller,
) {
  const folder = await approvedFolder(tx, addendum.folderId, caller);
  const movements = await checkedMovements(tx, folder, changes);
  const created = await appendActions(
    tx,
    folder.id,
    changes
      .filter((change) => change.kind === 'NOVA')
      .map((change) => ({ ...plannedOf(change), status: 'ATIVA' as const })),
  );
  const actionOf = new Map<string, number>();
  for (const [index, change] of changes.filter((each) => each.kind === 'NOVA').entries()) {
    const id = created[index] as number;
    actionOf.set(`change:${change.id}`, id);
    await linkChangeToAction(tx, change.id, id);
  }
  for (const change of changes) {
    if (change.actionId === null || change.kind === 'NOVA') continue;
    actionOf.set(`action:${change.actionId}`, change.actionId);
    await updateAction(
      tx,
      folder.id,
      change.actionId,
      change.kind === 'CANCELAMENTO' ? { status: 'CANCELADA' } : plannedOf(change),
    );
  }
  const ledger = (movement: Movement<string>) => ({
    lineId: movement.lineId,
    month: folder.cycle,
    amount: movement.amount,
    reference: { kind: CYCLE_ACTION_LEDGER_KIND, id: actionOf.get(movement.reference) as number },
    userId: caller.id,
  });
  const released = movements.filter((movement) => movement.kind === 'RELEASE');
  for (const movement of released) {
    await releaseFunds(tx, {
      ...ledger(movement),
      justification: releaseJustification(folder, addendum.number),
    });
  }
  const reserved = movements.filter((movement) => movement.kind === 'RESERVE');
  await reserveFundsMany(tx, reserved.map(ledger));
  const summary = (list: Movement<string>[]) =>
    list.map((movement) => ({
      action: actionOf.get(movement.reference),
      line: movement.lineId,
      amount: movement.amount,
    }));
  await updateFolder(tx, folder.id, {}, caller.id);
  await appendAudit(tx, {
    entity: FOLDER_ENTITY,
    entityId: folder.id,
    action: 'ADITIVO_APLICADO',
    actorId: caller.id,
    before: { version: folder.version },
    after: {
      addendum: addendum.number,
      created,
      released: summary(released),
      reserved: summary(reserved),
    },
  });
  return { released: summary(released), reserved: summary(reserved) };
}

/** A change's action fields as the action stores them. */
const plannedOf = (change: ChangeRecord) => ({
  tacticType: change.tacticType ?? 'OUTRA',
  description: change.description ?? '',
  economicGroupCode: change.economicGroupCode,
  regionCode: change.regionCode,
  categoryCode: change.categoryCode,
  brandCode: change.brandCode,
  skuCode: change.skuCode,
  plannedVolume: change.plannedVolume ?? '0',
  unitValue: change.unitValue ?? '0',
  investment: change.investment ?? '0.00',
  mapLineId: change.mapLineId ?? 0,
});

/**
 * `pastaCiclo/aprovarAditivo` / `reprovarAditivo`: the current step's responsible decides (the
 * engine refuses anyone else). The last approval applies the addendum in the same transaction:
 * a line short of money refuses it and the decision with it.
 */
export function decideAddendum(
  db: Db,
  input: Move & { justification?: string | undefined },
  decision: 'APROVAR' | 'REPROVAR',
  caller: FolderCaller,
): Promise<void> {
  return moveAddendum(db, input, caller, 'decide', async (tx, addendum, changes) => {
    const { request, justification } = await decideFolderStep(
      tx,
      addendum.approvalRequestId,
      input,
      decision,
      caller,
    );
    let status: CycleFolderAddendumStatus = 'EM_APROVACAO';
    let applied: Record<string, unknown> = {};
    if (request.status === 'REPROVADO') status = 'REPROVADO';
    if (request.status === 'APROVADO') {
      applied = await applyAddendum(tx, addendum, changes, caller);
      status = 'APROVADO';
    }
    return {
      change: status === 'REPROVADO' ? { status, disapprovalJustification: justification } : { status },
      action: decision === 'REPROVAR' ? 'REPROVADO' : status === 'APROVADO' ? 'APROVADO' : 'ETAPA_APROVADA',
      after: { status, currentStep: request.currentStep, ...applied },
      justification,
    };
  });
}
