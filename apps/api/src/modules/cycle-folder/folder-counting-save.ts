import {
  canMoveCounting,
  executedValue,
  executedValueFits,
  folderCanBeCounted,
  type TFolderCountingSave,
} from '@trade-terms/domain/folder-counting';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { saveVersioned, type VersionedEntity } from '../../platform/db/versioned-save';
import { AppError, invalidFields } from '../../platform/errors';
import {
  type StoredSupportingDocument,
  storeSupportingDocument,
} from '../../platform/storage/supporting-documents';
import type { FolderCaller } from './cycle-folder-caller';
import { actionsOfFolder, findFolder } from './cycle-folder-repository';
import {
  type CountingRecord,
  type CountingRowRecord,
  countingById,
  countingOfFolder,
  customersByCodes,
  type NewCountingRow,
  replaceCountingRows,
  rowsOfCounting,
} from './folder-counting-repository';
import { cycleFolderCountings } from './folder-counting-table';

/**
 * `apuracaoPasta/salvar` (docs/domain.md "Cycle folder counting"): the whole counting of an
 * approved (or closed) folder, in register or disapproved (which puts it back in register). Each
 * row counts an active action of the folder for an active customer, its value worked out here; a
 * row's new document is checked and stored before the transaction (removed again when the save is
 * refused), and a document no row names any more is removed after it. One transaction with its
 * audit row; the counting's version guards it.
 */

/** How the audit trail and the approval engine name a counting. */
export const COUNTING_ENTITY = 'cycle_folder_counting';

/** A row to store: its document a new one, the stored one kept, or none. */
type CountingRowContent = Omit<NewCountingRow, 'documentName' | 'documentKey' | 'documentMime'> & {
  document: StoredSupportingDocument | 'KEEP' | null;
};

interface CountingContent {
  folderId: number;
  rows: CountingRowContent[];
}

interface StoredCounting {
  counting: CountingRecord;
  rows: CountingRowRecord[];
}

const keyOf = (row: { actionId: number; customerCode: string }) => `${row.actionId}:${row.customerCode}`;

/** The rows as stored: a kept document is the stored row's of the same action and customer. */
async function storedRows(
  db: Db,
  countingId: number,
  rows: readonly CountingRowContent[],
): Promise<NewCountingRow[]> {
  const before = new Map((await rowsOfCounting(db, countingId)).map((row) => [keyOf(row), row]));
  return rows.map(({ document, ...row }) => {
    const kept = document === 'KEEP' ? before.get(keyOf(row)) : undefined;
    const stored = document === 'KEEP' ? null : document;
    return {
      ...row,
      documentName: kept?.documentName ?? stored?.name ?? null,
      documentKey: kept?.documentKey ?? stored?.key ?? null,
      documentMime: kept?.documentMime ?? stored?.mime ?? null,
    };
  });
}

const countingEntity: VersionedEntity<typeof cycleFolderCountings, CountingContent, StoredCounting> = {
  entity: COUNTING_ENTITY,
  table: cycleFolderCountings,
  // Saving a disapproved counting puts it back in register.
  columns: (content) => ({ folderId: content.folderId, status: 'EM_CADASTRO' }),
  writeParts: async (db, id, content) => replaceCountingRows(db, id, await storedRows(db, id, content.rows)),
  async read(db, id) {
    const counting = await countingById(db, id);
    return counting && { counting, rows: await rowsOfCounting(db, id) };
  },
  auditView: ({ counting, rows }) => ({
    folderId: counting.folderId,
    status: counting.status,
    rows: rows.map((row) => ({
      id: row.id,
      actionId: row.actionId,
      customer: row.customerCode,
      executedVolume: row.executedVolume,
      executedValue: row.executedValue,
      document: row.documentName,
    })),
  }),
  // Two first saves of one folder's counting at once: the second read no counting that now exists.
  refusal: (error) =>
    isUniqueViolation(error, 'cycle_folder_countings_folder_key') ? new AppError('STALE_VERSION') : undefined,
};

/** Each row's action (active, of the folder), customer (known, active), repetition and value. */
async function rowProblems(
  tx: Db,
  folderId: number,
  input: TFolderCountingSave,
): Promise<{ problems: FieldProblem[]; unitValues: Map<number, string> }> {
  const actions = new Map(
    (await actionsOfFolder(tx, folderId))
      .filter((action) => action.status === 'ATIVA')
      .map((action) => [action.id, action.unitValue]),
  );
  const customers = await customersByCodes(
    tx,
    input.rows.map((row) => row.customer),
  );
  const seen = new Set<string>();
  const problems = input.rows.flatMap((row, index): FieldProblem[] => {
    const found: FieldProblem[] = [];
    const unitValue = actions.get(row.actionId);
    if (unitValue === undefined)
      found.push({ path: ['rows', index, 'actionId'], message: 'folderCounting.error.actionNotCounted' });
    else if (!executedValueFits(executedValue(row.executedVolume, unitValue)))
      found.push({ path: ['rows', index, 'executedVolume'], message: 'folderCounting.error.valueTooLarge' });
    const customer = customers.get(row.customer);
    if (!customer)
      found.push({
        path: ['rows', index, 'customer'],
        message: 'validation.unknownCode',
        params: { code: row.customer },
      });
    else if (!customer.active)
      found.push({
        path: ['rows', index, 'customer'],
        message: 'folderCounting.error.inactiveCustomer',
        params: { code: row.customer },
      });
    const key = `${row.actionId}:${row.customer}`;
    if (seen.has(key))
      found.push({ path: ['rows', index, 'customer'], message: 'folderCounting.error.rowRepeated' });
    seen.add(key);
    return found;
  });
  return { problems, unitValues: actions };
}

/** Works out what to store, refusing bad input before anything is written. */
async function contentOf(
  tx: Db,
  input: TFolderCountingSave,
  documents: readonly (StoredSupportingDocument | null)[],
  caller: FolderCaller,
): Promise<CountingContent> {
  const folder = await findFolder(tx, input.folderId, caller.restrictions);
  if (!folder) throw new AppError('NOT_FOUND');
  if (!folderCanBeCounted(folder.status)) throw new AppError('FOLDER_COUNTING_FOLDER_NOT_APPROVED');
  const { problems, unitValues } = await rowProblems(tx, folder.id, input);
  if (problems.length > 0) throw invalidFields(problems);
  return {
    folderId: folder.id,
    rows: input.rows.map((row, index) => ({
      actionId: row.actionId,
      customerCode: row.customer,
      executedVolume: row.executedVolume,
      executedValue: executedValue(row.executedVolume, unitValues.get(row.actionId) ?? '0'),
      document: documents[index] ?? (row.keepDocument ? 'KEEP' : null),
    })),
  };
}

/** Checks and stores the rows' new documents; a refused one refuses the save, storing nothing. */
async function storeDocuments(
  context: AppContext,
  input: TFolderCountingSave,
): Promise<(StoredSupportingDocument | null)[]> {
  const stored: (StoredSupportingDocument | null)[] = [];
  try {
    for (const [index, row] of input.rows.entries()) {
      stored.push(
        row.document
          ? await storeSupportingDocument(context.storage, 'cycle-folder/counting', row.document, {
              field: ['rows', index, 'document'].join('.'),
              contentMessage: 'folderCounting.error.documentKind',
            })
          : null,
      );
    }
    return stored;
  } catch (error) {
    await removeDocuments(context, stored);
    throw error;
  }
}

async function removeDocuments(context: AppContext, documents: readonly ({ key: string } | null)[]) {
  for (const document of documents) if (document) await context.storage.remove(document.key);
}

/** Saves the folder's counting. */
export async function saveCounting(
  context: AppContext,
  input: TFolderCountingSave,
  caller: FolderCaller,
): Promise<void> {
  const { db } = context.database;
  const existing = await countingOfFolder(db, input.folderId);
  const keysBefore = existing ? (await rowsOfCounting(db, existing.id)).map((row) => row.documentKey) : [];
  const documents = await storeDocuments(context, input);
  try {
    await saveVersioned(db, countingEntity, {
      id: existing?.id,
      version: existing ? (input.version ?? 0) : undefined,
      actorId: caller.id,
      content: (tx) => contentOf(tx, input, documents, caller),
      async checkChange(_tx, before) {
        if (!canMoveCounting('edit', before.counting.status))
          throw new AppError('FOLDER_COUNTING_STATUS_FORBIDS');
      },
    });
  } catch (error) {
    await removeDocuments(context, documents);
    throw error;
  }
  const kept = new Set(existing ? (await rowsOfCounting(db, existing.id)).map((row) => row.documentKey) : []);
  await removeDocuments(
    context,
    keysBefore.flatMap((key) => (key && !kept.has(key) ? [{ key }] : [])),
  );
}
