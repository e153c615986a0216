import { createHash, randomUUID } from 'node:crypto';
import type { Language } from '@trade-terms/domain/i18n';
import type { TImportUpload } from '@trade-terms/domain/import-export-jobs';
import type { RegisterDeclaration } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import { SPREADSHEET_EXTENSION } from '@trade-terms/domain/uploads';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors';
import { checkedBase64Upload } from '../../platform/http/base64-upload';
import { QUEUES } from '../../platform/jobs/job-queue';
import { inspectSpreadsheet } from '../../platform/storage/xlsx-safety';
import { restrictedParameters } from '../imports-exports/job-restrictions';
import { createJob, type JobRow, type NewJob, queueRecordedJob } from '../imports-exports/jobs-service';

export interface Requester {
  id: number;
  name: string;
  authorities: readonly string[];
}

/** The file of an upload after the spec's checks: name, type, size, not empty, a real spreadsheet. */
export async function checkedSpreadsheet(context: AppContext, upload: TImportUpload): Promise<Buffer> {
  const { config } = context;
  const file = checkedBase64Upload(upload, {
    extensions: [SPREADSHEET_EXTENSION],
    maxBytes: config.UPLOAD_MAX_BYTES,
  });
  const unsafe = await inspectSpreadsheet(file, {
    maxEntries: config.UPLOAD_MAX_ZIP_ENTRIES,
    maxUnpackedBytes: config.UPLOAD_MAX_UNPACKED_BYTES,
  });
  if (unsafe === 'notASpreadsheet')
    throw new AppError('FILE_TYPE_NOT_ACCEPTED', { extensions: SPREADSHEET_EXTENSION });
  if (unsafe === 'tooLarge') throw new AppError('UNSAFE_FILE');
  return file;
}

/** Stores the checked file and queues its import. */
export function receiveImport(
  context: AppContext,
  register: RegisterDeclaration,
  upload: TImportUpload,
  requester: Requester & { restrictions: TRestrictions },
  language: Language,
): Promise<JobRow> {
  return queueUploadedImport(
    context,
    { subject: register.key, queue: QUEUES.import },
    upload,
    requester,
    language,
  );
}

/**
 * Checks an uploaded spreadsheet, stores it and records and queues the job that imports it, on
 * the imports and exports dashboard under `subject` (a register, or another table imported as a
 * job), carrying the requester's restrictions.
 */
export async function queueUploadedImport(
  context: AppContext,
  target: { subject: NewJob['register']; queue: string },
  upload: TImportUpload,
  requester: Requester & { restrictions: TRestrictions },
  language: Language,
): Promise<JobRow> {
  const file = await checkedSpreadsheet(context, upload);
  const key = `uploads/${randomUUID()}.xlsx`;
  await context.storage.save(key, file);
  const job = await createJob(context.database.db, {
    type: 'IMPORTACAO',
    register: target.subject,
    requester,
    language,
    // The worker checks the rows against the requester's restrictions, carried with the job.
    parameters: restrictedParameters({}, requester.restrictions),
    file: { name: upload.fileName.trim(), key, hash: createHash('sha256').update(file).digest('hex') },
  });
  await queueRecordedJob(context.database.db, context.jobs, target.queue, job);
  return job;
}
