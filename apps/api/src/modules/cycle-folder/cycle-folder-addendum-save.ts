import { canMoveAddendum, type TCycleFolderAddendumSave } from '@trade-terms/domain/cycle-folder-addenda';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { removeVersioned, saveVersioned, type VersionedEntity } from '../../platform/db/versioned-save';
import { AppError, invalidFields } from '../../platform/errors';
import { linesByIds } from '../budget-map/budget-line-reads';
import {
  type AddendumRecord,
  type ChangeRecord,
  changesOfAddenda,
  hasOpenAddendum,
  type NewChange,
  nextAddendumNumber,
  replaceChanges,
} from './cycle-folder-addendum-repository';
import { cycleFolderAddenda } from './cycle-folder-addendum-table';
import type { FolderCaller } from './cycle-folder-caller';
import { actionCodeProblems, actionColumns, lineProblems } from './cycle-folder-lines';
import { actionsOfFolder, type FolderRecord, findFolder } from './cycle-folder-repository';

/**
 * `pastaCiclo/salvarAditivo` / `excluirAditivo` (docs/domain.md "Cycle folder", "Addenda"): an
 * addendum of an approved folder, numbered within it, changed while in register (versioned) and
 * deleted then. Its changes name active actions of the folder, each once, and lines the folder
 * may draw from. One transaction with its audit row.
 */

/** How the audit trail and the approval engine name an addendum. */
export const ADDENDUM_ENTITY = 'cycle_folder_addendum';

interface AddendumContent {
  folderId: number;
  number: number;
  justification: string;
  changes: NewChange[];
}

interface StoredAddendum {
  addendum: AddendumRecord;
  changes: ChangeRecord[];
}

const addendumEntity: VersionedEntity<typeof cycleFolderAddenda, AddendumContent, StoredAddendum> = {
  entity: ADDENDUM_ENTITY,
  table: cycleFolderAddenda,
  columns: (content) => ({
    folderId: content.folderId,
    number: content.number,
    justification: content.justification,
  }),
  writeParts: (db, id, content) => replaceChanges(db, id, content.changes),
  async read(db, id) {
    const [addendum] = await db.select().from(cycleFolderAddenda).where(eq(cycleFolderAddenda.id, id));
    return addendum ? { addendum, changes: await changesOfAddenda(db, [id]) } : null;
  },
  auditView: ({ addendum, changes }) => ({
    folderId: addendum.folderId,
    number: addendum.number,
    status: addendum.status,
    justification: addendum.justification,
    changes: changes.map((change) => ({
      kind: change.kind,
      actionId: change.actionId,
      mapLineId: change.mapLineId,
      plannedVolume: change.plannedVolume,
      unitValue: change.unitValue,
      investment: change.investment,
    })),
  }),
  refusal: (error) =>
    isUniqueViolation(error, 'cycle_folder_addenda_open_key') ||
    isUniqueViolation(error, 'cycle_folder_addenda_number_key')
      ? new AppError('CYCLE_FOLDER_ADDENDUM_OPEN_EXISTS')
      : undefined,
};

/**
 * Who may write or send an addendum: the edit role, and with the folder's planning closed the
 * approve role too (a refusal of its own, so the screen can say why).
 */
function requireAddendumRights(folder: FolderRecord, caller: FolderCaller): void {
  if (!caller.authorities.includes('ROLE_EDITAR_PASTA_CICLO')) throw new AppError('FORBIDDEN');
  if (!folder.planningOpen && !caller.authorities.includes('ROLE_APROVAR_PASTA_CICLO'))
    throw new AppError('CYCLE_FOLDER_ADDENDUM_PLANNING_CLOSED');
}

/** The folder of an addendum: visible, locked until the transaction ends, and approved. */
export async function approvedFolder(tx: Db, folderId: number, caller: FolderCaller): Promise<FolderRecord> {
  const folder = await findFolder(tx, folderId, caller.restrictions, { lock: true });
  if (!folder) throw new AppError('NOT_FOUND');
  if (folder.status !== 'APROVADA') throw new AppError('CYCLE_FOLDER_ADDENDUM_FOLDER_NOT_APPROVED');
  return folder;
}

/** The folder an addendum is written on or sent from: approved, and the caller's to change. */
export async function addendumFolder(tx: Db, folderId: number, caller: FolderCaller): Promise<FolderRecord> {
  const folder = await approvedFolder(tx, folderId, caller);
  requireAddendumRights(folder, caller);
  return folder;
}

/** The changes as stored, refusing unknown or repeated actions and lines the folder may not use. */
async function changesOf(
  tx: Db,
  folder: FolderRecord,
  input: TCycleFolderAddendumSave,
  caller: FolderCaller,
): Promise<NewChange[]> {
  const stored = await actionsOfFolder(tx, folder.id);
  const active = new Set(stored.filter((action) => action.status === 'ATIVA').map((action) => action.id));
  const kept = new Map(stored.map((action) => [action.id, action]));
  const problems: FieldProblem[] = [];
  const seen = new Set<number>();
  const named = (path: (string | number)[], id: number | undefined) => {
    if (id === undefined) problems.push({ path, message: 'cycleFolderAddendum.error.actionRequired' });
    else if (!active.has(id)) problems.push({ path, message: 'cycleFolderAddendum.error.actionNotActive' });
    else if (seen.has(id)) problems.push({ path, message: 'cycleFolderAddendum.error.actionRepeated' });
    if (id !== undefined) seen.add(id);
  };
  for (const [index, replan] of input.replans.entries()) named(['replans', index, 'id'], replan.id);
  for (const [index, id] of input.cancellations.entries()) named(['cancellations', index], id);
  const planned = [...input.newActions, ...input.replans];
  const lines = new Map(
    (
      await linesByIds(
        tx,
        planned.map((action) => action.mapLineId),
        caller.restrictions,
      )
    ).map((line) => [line.id, line]),
  );
  const key = { year: folder.year, channel: folder.channelCode, commodity: folder.commodityCode };
  for (const [list, actions] of [
    ['newActions', input.newActions],
    ['replans', input.replans],
  ] as const) {
    problems.push(
      ...[...lineProblems(key, actions, lines), ...(await actionCodeProblems(tx, actions, kept))].map(
        (problem) => ({ ...problem, path: [list, ...problem.path.slice(1)] }),
      ),
    );
  }
  if (problems.length > 0) throw invalidFields(problems);
  if (planned.length === 0 && input.cancellations.length === 0)
    throw new AppError('CYCLE_FOLDER_ADDENDUM_NO_CHANGES');
  return [
    ...input.newActions.map((action) => ({
      kind: 'NOVA' as const,
      actionId: null,
      ...actionColumns(action),
    })),
    ...input.replans.map((action) => ({
      kind: 'REPLANEJAMENTO' as const,
      actionId: action.id ?? null,
      ...actionColumns(action),
    })),
    ...input.cancellations.map((id) => ({ kind: 'CANCELAMENTO' as const, actionId: id })),
  ];
}

/** Saves the addendum and answers its id. */
export async function saveAddendum(
  db: Db,
  input: TCycleFolderAddendumSave,
  caller: FolderCaller,
): Promise<number> {
  const saved = await saveVersioned(db, addendumEntity, {
    id: input.id,
    version: input.version,
    actorId: caller.id,
    async content(tx) {
      const folder = await addendumFolder(tx, input.folderId, caller);
      if (input.id !== undefined && input.version === undefined)
        throw invalidFields([{ path: ['version'], message: 'validation.versionRequired' }]);
      const changes = await changesOf(tx, folder, input, caller);
      return {
        folderId: folder.id,
        number: input.id === undefined ? await nextAddendumNumber(tx, folder.id) : 0,
        justification: input.justification,
        changes,
      };
    },
    async check(tx, content) {
      if (input.id === undefined && (await hasOpenAddendum(tx, content.folderId)))
        throw new AppError('CYCLE_FOLDER_ADDENDUM_OPEN_EXISTS');
    },
    async checkChange(_tx, before, content) {
      if (before.addendum.folderId !== content.folderId) throw new AppError('NOT_FOUND');
      if (!canMoveAddendum('edit', before.addendum.status))
        throw new AppError('CYCLE_FOLDER_ADDENDUM_STATUS_FORBIDS');
      // A change keeps the addendum's number.
      content.number = before.addendum.number;
    },
  });
  return saved.addendum.id;
}

/** `pastaCiclo/excluirAditivo`: an addendum in register, at the caller's version. */
export async function removeAddendum(
  db: Db,
  addendum: AddendumRecord,
  version: number,
  caller: FolderCaller,
): Promise<void> {
  await removeVersioned(db, addendumEntity, {
    id: addendum.id,
    version,
    actorId: caller.id,
    async check(tx, before) {
      await addendumFolder(tx, before.addendum.folderId, caller);
      if (!canMoveAddendum('remove', before.addendum.status))
        throw new AppError('CYCLE_FOLDER_ADDENDUM_STATUS_FORBIDS');
    },
  });
}
