import { createHash, randomUUID } from 'node:crypto';
import type { Language } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { TRestrictions } from '@trade-terms/domain/session';
import {
  emptyOutcomeCounts,
  type SheetOutcomeCounts,
  type SheetRowOutcome,
  type TSheetPreview,
  type TSheetPreviewRows,
  type TSheetPreviewRowsRequest,
} from '@trade-terms/domain/sheet-previews';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { UnreadableSpreadsheetError } from '../../platform/storage/xlsx-rows';
import { restrictedParameters } from './job-restrictions';
import { createJob, type JobRow, type NewJob, queueRecordedJob } from './jobs-service';
import {
  findUpload,
  insertPreviewRows,
  insertUpload,
  type NewPreviewRow,
  previewRows,
  setUploadCounts,
  setUploadJob,
} from './sheet-uploads-repository';

export type { NewPreviewRow } from './sheet-uploads-repository';

/**
 * The round trip of a spreadsheet kept in Excel (the lever tables, the agreements' massive
 * template): an upload is stored and compared with what is stored, without applying anything
 * (the preview); applying the preview is a job on the imports and exports dashboard. What a row
 * means, how it is compared and how it is written is the owning module's; this keeps the file,
 * the preview's entries and the one apply of each upload.
 */

/** A problem that stops a whole file: a required column missing, no data row, too many rows. */
export class SheetRefused extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
  }
}

/** The error code a refused file answers, by its message. */
const REFUSAL_CODES: Partial<
  Record<MessageKey, 'SHEET_EMPTY' | 'SHEET_MISSING_COLUMNS' | 'SHEET_TOO_MANY_ROWS'>
> = {
  'imports.emptySheet': 'SHEET_EMPTY',
  'imports.missingColumns': 'SHEET_MISSING_COLUMNS',
  'imports.tooManyRows': 'SHEET_TOO_MANY_ROWS',
};

/** Who uploads and applies: the job's requester, with the restrictions the work is checked under. */
export interface SheetRequester {
  id: number;
  name: string;
  authorities: readonly string[];
  restrictions: TRestrictions;
}

function uploadView(upload: {
  id: string;
  fileName: string;
  counts: Record<string, number>;
  jobId: string | null;
}): TSheetPreview {
  return {
    id: upload.id,
    fileName: upload.fileName,
    counts: { ...emptyOutcomeCounts(), ...upload.counts },
    jobId: upload.jobId,
  };
}

/**
 * Stores a checked spreadsheet and its preview: `compare` reads the file in the preview's
 * transaction (knowing the file's SHA-256), hands its entries to `addRows` as it goes and answers
 * the counts. A file that
 * cannot be compared (`SheetRefused`, not a workbook) is refused whole, and nothing of it is kept.
 */
export async function storePreview(
  context: Pick<AppContext, 'database' | 'storage'>,
  upload: { kind: string; fileName: string; file: Buffer; requesterId: number; language: Language },
  compare: (
    tx: Db,
    addRows: (rows: readonly NewPreviewRow[]) => Promise<void>,
    stored: { fileHash: string },
  ) => Promise<SheetOutcomeCounts>,
): Promise<TSheetPreview> {
  const id = randomUUID();
  const key = `uploads/${id}.xlsx`;
  const record = {
    id,
    kind: upload.kind,
    fileName: upload.fileName.trim(),
    fileKey: key,
    fileHash: createHash('sha256').update(upload.file).digest('hex'),
    language: upload.language,
    uploadedBy: upload.requesterId,
    counts: emptyOutcomeCounts(),
    jobId: null,
  };
  await context.storage.save(key, upload.file);
  try {
    const counts = await context.database.db.transaction(async (tx) => {
      await insertUpload(tx, record);
      const found = await compare(tx, (rows) => insertPreviewRows(tx, id, rows), record);
      await setUploadCounts(tx, id, found);
      return found;
    });
    return uploadView({ ...record, counts });
  } catch (error) {
    await context.storage.remove(key);
    if (error instanceof SheetRefused) {
      throw new AppError(REFUSAL_CODES[error.key] ?? 'SHEET_UNREADABLE', error.params);
    }
    if (error instanceof UnreadableSpreadsheetError) throw new AppError('SHEET_UNREADABLE');
    throw error;
  }
}

/** One outcome's entries of the caller's upload, paged, with the upload's counts. */
export async function previewPage(
  db: Db,
  kind: string,
  request: TSheetPreviewRowsRequest,
  requesterId: number,
): Promise<TSheetPreviewRows> {
  const upload = await findUpload(db, request.id, kind, requesterId);
  if (!upload) throw new AppError('NOT_FOUND');
  const { rows, total } = await previewRows(db, upload.id, request.outcome, request);
  return {
    preview: uploadView(upload),
    total,
    items: rows.map((row) => ({
      line: row.rowNumber,
      outcome: row.outcome as SheetRowOutcome,
      values: row.values,
      changed: row.changed,
      previous: row.previous,
      reason: row.reason,
    })),
  };
}

/**
 * Applies the caller's previewed upload as a job on `queue`, shown on the imports and exports
 * dashboard; the job carries the requester's restrictions and `parameters`. An upload is applied
 * once; a second apply is refused (409).
 */
export async function applyPreview(
  context: Pick<AppContext, 'database' | 'storage' | 'jobs'>,
  apply: {
    kind: NewJob['register'];
    uploadId: string;
    requester: SheetRequester;
    language: Language;
    queue: string;
    parameters?: object;
  },
): Promise<JobRow> {
  const { db } = context.database;
  const { requester } = apply;
  const job = await db.transaction(async (tx) => {
    const upload = await findUpload(tx, apply.uploadId, apply.kind, requester.id, { lock: true });
    if (!upload) throw new AppError('NOT_FOUND');
    if (upload.jobId) throw new AppError('SHEET_ALREADY_APPLIED');
    if ((await context.storage.size(upload.fileKey)) === null) throw new AppError('JOB_FILE_NOT_AVAILABLE');
    const created = await createJob(tx, {
      type: 'IMPORTACAO',
      register: apply.kind,
      requester,
      language: apply.language,
      // The worker checks the rows against the requester's restrictions, carried with the job.
      parameters: restrictedParameters(
        { ...apply.parameters, uploadId: apply.uploadId },
        requester.restrictions,
      ),
      file: { name: upload.fileName, key: upload.fileKey, hash: upload.fileHash },
    });
    await setUploadJob(tx, upload.id, created.id);
    return created;
  });
  await queueRecordedJob(db, context.jobs, apply.queue, job);
  return job;
}
