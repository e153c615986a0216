import type { TCycleFolderAddendum } from '@trade-terms/domain/cycle-folder-addenda';
import { NO_RESTRICTIONS } from '@trade-terms/domain/data-restrictions';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { approvalsByIds } from '../approval-flows/approval-requests-service';
import { linesByIds } from '../budget-map/budget-line-reads';
import { addendaOfFolder, changesOfAddenda } from './cycle-folder-addendum-repository';
import type { FolderCaller } from './cycle-folder-caller';
import { mapLineLabel } from './cycle-folder-lines';
import { actionsOfFolder, findFolder } from './cycle-folder-repository';

/** `pastaCiclo/buscarAditivos`: a visible folder's addenda, newest first, with their changes and steps. */
export async function addendaOf(
  db: Db,
  folderId: number,
  caller: FolderCaller,
): Promise<TCycleFolderAddendum[]> {
  const folder = await findFolder(db, folderId, caller.restrictions);
  if (!folder) throw new AppError('NOT_FOUND');
  const addenda = await addendaOfFolder(db, folderId);
  const changes = await changesOfAddenda(
    db,
    addenda.map((addendum) => addendum.id),
  );
  const numberOf = new Map((await actionsOfFolder(db, folderId)).map((action) => [action.id, action.number]));
  const lines = new Map(
    (
      await linesByIds(
        db,
        changes.flatMap((change) => (change.mapLineId === null ? [] : [change.mapLineId])),
        NO_RESTRICTIONS,
      )
    ).map((line) => [line.id, line]),
  );
  const approvals = await approvalsByIds(
    db,
    addenda.flatMap((addendum) =>
      addendum.status === 'EM_APROVACAO' && addendum.approvalRequestId !== null
        ? [addendum.approvalRequestId]
        : [],
    ),
  );
  return addenda.map((addendum) => {
    const approval =
      addendum.approvalRequestId === null ? undefined : approvals.get(addendum.approvalRequestId);
    return {
      id: addendum.id,
      version: addendum.version,
      folderId: addendum.folderId,
      number: addendum.number,
      status: addendum.status,
      justification: addendum.justification,
      disapprovalJustification: addendum.status === 'REPROVADO' ? addendum.disapprovalJustification : null,
      approval: approval
        ? {
            step: approval.currentStep,
            stepCount: approval.stepCount,
            canDecide: approval.status === 'EM_APROVACAO' && approval.responsibleIds.includes(caller.id),
          }
        : null,
      changes: changes
        .filter((change) => change.addendumId === addendum.id)
        .map((change) => {
          const line = change.mapLineId === null ? undefined : lines.get(change.mapLineId);
          return {
            kind: change.kind,
            actionId: change.actionId,
            actionNumber: change.actionId === null ? null : (numberOf.get(change.actionId) ?? null),
            tacticType: change.tacticType,
            description: change.description,
            economicGroup: change.economicGroupCode,
            region: change.regionCode,
            category: change.categoryCode,
            brand: change.brandCode,
            sku: change.skuCode,
            plannedVolume: change.plannedVolume,
            unitValue: change.unitValue,
            investment: change.investment,
            mapLineId: change.mapLineId,
            mapLineLabel: line ? mapLineLabel(line) : null,
          };
        }),
      updatedAt: new Date(addendum.updatedAt).toISOString(),
    };
  });
}

/** One addendum of its folder's addenda (a move's answer). */
export function addendumAnswer(addenda: TCycleFolderAddendum[], id: number): TCycleFolderAddendum {
  const addendum = addenda.find((each) => each.id === id);
  if (!addendum) throw new AppError('NOT_FOUND');
  return addendum;
}
