import type { Readable } from 'node:stream';
import { CSV_EXTENSION, CSV_MIME, SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import { AppError } from '../../platform/errors';
import { fileAnswer } from '../../platform/http/file-answer';
import { type FileStorage, StoredFileMissingError } from '../../platform/storage/file-storage';

/**
 * A job's stored file (upload, result, error sheet) as a streamed file answer. A file no
 * longer in the storage answers 404 "file not available", not a server error.
 */
export async function jobFileAnswer(storage: FileStorage, key: string, name: string): Promise<Readable> {
  try {
    const content = await storage.open(key);
    // A streamed upload (CSV) is given back as what it is; every other job file is a spreadsheet.
    const csv = key.endsWith(CSV_EXTENSION);
    return fileAnswer(content, {
      fileName: name,
      fileType: csv ? 'csv' : 'xlsx',
      mime: csv ? CSV_MIME : SPREADSHEET_MIME,
    });
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw new AppError('JOB_FILE_NOT_AVAILABLE');
    throw error;
  }
}
