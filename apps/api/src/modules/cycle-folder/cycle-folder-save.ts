import { canMove, type TCycleFolderSave } from '@trade-terms/domain/cycle-folders';
import { NO_RESTRICTIONS, outsideRestrictions } from '@trade-terms/domain/data-restrictions';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { saveVersioned, type VersionedEntity } from '../../platform/db/versioned-save';
import { AppError, invalidFields } from '../../platform/errors';
import { linesByIds } from '../budget-map/budget-line-reads';
import { recordIdsByCodes } from '../master-data/register-records';
import { FOLDER_ENTITY, type FolderCaller } from './cycle-folder-caller';
import { actionCodeProblems, actionColumns, lineProblems } from './cycle-folder-lines';
import {
  type ActionRecord,
  actionsOfFolder,
  type FolderRecord,
  findFolder,
  type NewAction,
  replaceActions,
} from './cycle-folder-repository';
import { cycleFolders } from './cycle-folder-table';

/**
 * `pastaCiclo/salvar` (docs/domain.md "Cycle folder"): opens a folder, or replans one in register
 * or disapproved (which puts it back in register). Its key (year, cycle, channel, business unit)
 * is fixed once opened; its actions are matched by id, new ones numbered after the highest, the
 * ones left out deleted; each investment is worked out here. One transaction with its audit row.
 */

type PlannedAction = Omit<NewAction, 'folderId' | 'number'> & { id?: number | undefined };

interface FolderContent {
  year: number;
  cycle: number;
  channel: string;
  commodity: string;
  description: string;
  actions: PlannedAction[];
}

interface StoredFolder {
  folder: FolderRecord;
  actions: ActionRecord[];
}

const KEY_FIELDS = ['year', 'cycle', 'channel', 'commodity'] as const;

const folderEntity: VersionedEntity<typeof cycleFolders, FolderContent, StoredFolder> = {
  entity: FOLDER_ENTITY,
  table: cycleFolders,
  columns: (content) => ({
    year: content.year,
    cycle: content.cycle,
    channelCode: content.channel,
    commodityCode: content.commodity,
    description: content.description,
    // Saving a disapproved folder puts it back in register.
    status: 'EM_CADASTRO',
  }),
  writeParts: (db, id, content) => replaceActions(db, id, content.actions),
  async read(db, id) {
    const folder = await findFolder(db, id, NO_RESTRICTIONS);
    return folder && { folder, actions: await actionsOfFolder(db, id) };
  },
  auditView: ({ folder, actions }) => ({
    year: folder.year,
    cycle: folder.cycle,
    channel: folder.channelCode,
    commodity: folder.commodityCode,
    description: folder.description,
    status: folder.status,
    actions: actions.map((action) => ({
      id: action.id,
      number: action.number,
      tacticType: action.tacticType,
      mapLineId: action.mapLineId,
      plannedVolume: action.plannedVolume,
      unitValue: action.unitValue,
      investment: action.investment,
      status: action.status,
    })),
  }),
  refusal: (error) =>
    isUniqueViolation(error, 'cycle_folders_key') ? new AppError('CYCLE_FOLDER_EXISTS') : undefined,
};

/** The channel and business unit: in their registers and within the caller's restrictions. */
async function codeProblems(db: Db, input: TCycleFolderSave, caller: FolderCaller): Promise<FieldProblem[]> {
  const checks = [
    ['channel', 'channel', 'canais'],
    ['commodity', 'commodity', 'commodities'],
  ] as const;
  const problems: FieldProblem[] = [];
  for (const [field, register, dimension] of checks) {
    const code = input[field];
    if (!(await recordIdsByCodes(db, register, [code])).has(code)) {
      problems.push({ path: [field], message: 'validation.unknownCode', params: { code } });
    } else problems.push(...outsideRestrictions(caller.restrictions, dimension, code, [field]));
  }
  return problems;
}

/** Works out what to store, refusing bad input before anything is written. */
async function contentOf(tx: Db, input: TCycleFolderSave, caller: FolderCaller): Promise<FolderContent> {
  const problems = await codeProblems(tx, input, caller);
  if (input.id !== undefined) {
    const stored = await findFolder(tx, input.id, caller.restrictions);
    if (!stored) throw new AppError('NOT_FOUND');
    if (input.version === undefined)
      problems.push({ path: ['version'], message: 'validation.versionRequired' });
    const storedKey = {
      year: stored.year,
      cycle: stored.cycle,
      channel: stored.channelCode,
      commodity: stored.commodityCode,
    };
    for (const field of KEY_FIELDS.filter((name) => storedKey[name] !== input[name]))
      problems.push({ path: [field], message: 'cycleFolder.error.keyFixed' });
  }
  // A new folder has no actions yet: any id it names is another folder's.
  const stored = input.id === undefined ? [] : await actionsOfFolder(tx, input.id);
  const own = new Set(stored.map((action) => action.id));
  const seen = new Set<number>();
  input.actions.forEach((action, index) => {
    if (action.id === undefined) return;
    if (!own.has(action.id))
      problems.push({ path: ['actions', index, 'id'], message: 'cycleFolder.error.actionNotOfFolder' });
    else if (seen.has(action.id))
      problems.push({ path: ['actions', index, 'id'], message: 'cycleFolder.error.actionRepeated' });
    seen.add(action.id);
  });
  const lines = await linesByIds(
    tx,
    input.actions.map((action) => action.mapLineId),
    caller.restrictions,
  );
  problems.push(...lineProblems(input, input.actions, new Map(lines.map((line) => [line.id, line]))));
  problems.push(
    ...(await actionCodeProblems(tx, input.actions, new Map(stored.map((action) => [action.id, action])))),
  );
  if (problems.length > 0) throw invalidFields(problems);
  return {
    year: input.year,
    cycle: input.cycle,
    channel: input.channel,
    commodity: input.commodity,
    description: input.description,
    actions: input.actions.map((action) => ({
      id: action.id,
      ...actionColumns(action),
      status: action.status,
    })),
  };
}

/** Opening needs the open role, a change the edit role (the call lets either in). */
function requireSaveRole(input: TCycleFolderSave, caller: FolderCaller): void {
  const role = input.id === undefined ? 'ROLE_ABRIR_PASTA_CICLO' : 'ROLE_EDITAR_PASTA_CICLO';
  if (!caller.authorities.includes(role)) throw new AppError('FORBIDDEN');
}

/** Saves the folder and answers its id. */
export async function saveFolder(db: Db, input: TCycleFolderSave, caller: FolderCaller): Promise<number> {
  requireSaveRole(input, caller);
  const saved = await saveVersioned(db, folderEntity, {
    id: input.id,
    version: input.version,
    actorId: caller.id,
    content: (tx) => contentOf(tx, input, caller),
    async checkChange(_tx, before) {
      if (!canMove('edit', before.folder.status, before.folder.planningOpen))
        throw new AppError('CYCLE_FOLDER_STATUS_FORBIDS');
    },
  });
  return saved.folder.id;
}
