import { createHash, randomUUID } from 'node:crypto';
import type { Language } from '@trade-terms/domain/i18n';
import type { RegisterDeclaration } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import { formatFileSize, SPREADSHEET_EXTENSION, uploadProblem } from '@trade-terms/domain/uploads';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors';
import { QUEUES } from '../../platform/jobs/job-queue';
import { inspectSpreadsheet } from '../../platform/storage/xlsx-safety';
import { restrictedParameters } from '../imports-exports/job-restrictions';
import { createJob, type JobRow, queueRecordedJob } from '../imports-exports/jobs-service';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface Requester {
  id: number;
  name: string;
  authorities: readonly string[];
}

/** The file of an upload after the spec's checks: name, type, size, not empty, a real spreadsheet. */
export async function checkedSpreadsheet(
  context: AppContext,
  upload: { nomeArquivo: string; conteudo: string },
): Promise<Buffer> {
  const { config } = context;
  const rules = { extensions: [SPREADSHEET_EXTENSION], maxBytes: config.UPLOAD_MAX_BYTES };
  const content = upload.conteudo.replace(/\s/g, '');
  if (!BASE64.test(content))
    throw new AppError('FILE_TYPE_NOT_ACCEPTED', { extensions: SPREADSHEET_EXTENSION });
  // The size is known from the base64 length before decoding anything.
  const size =
    Math.floor((content.length * 3) / 4) - (content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0);
  const problem = uploadProblem({ name: upload.nomeArquivo, size }, rules);
  switch (problem) {
    case 'invalidFileName':
      throw new AppError('INVALID_FILE_NAME');
    case 'fileTypeNotAccepted':
      throw new AppError('FILE_TYPE_NOT_ACCEPTED', { extensions: SPREADSHEET_EXTENSION });
    case 'emptyFile':
      throw new AppError('EMPTY_FILE');
    case 'fileTooLarge':
      throw new AppError('FILE_TOO_LARGE', { size: formatFileSize(config.UPLOAD_MAX_BYTES) });
  }
  const file = Buffer.from(content, 'base64');
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
export async function receiveImport(
  context: AppContext,
  register: RegisterDeclaration,
  upload: { nomeArquivo: string; conteudo: string },
  requester: Requester & { restrictions: TRestrictions },
  language: Language,
): Promise<JobRow> {
  const file = await checkedSpreadsheet(context, upload);
  const key = `uploads/${randomUUID()}.xlsx`;
  await context.storage.save(key, file);
  const job = await createJob(context.database.db, {
    type: 'IMPORTACAO',
    register: register.key,
    requester,
    language,
    // The worker checks the rows against the requester's restrictions, carried with the job.
    parameters: restrictedParameters({}, requester.restrictions),
    file: { name: upload.nomeArquivo.trim(), key, hash: createHash('sha256').update(file).digest('hex') },
  });
  await queueRecordedJob(context.database.db, context.jobs, QUEUES.import, job);
  return job;
}
