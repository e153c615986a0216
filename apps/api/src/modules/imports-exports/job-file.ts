import type { Readable } from 'node:stream';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import { AppError } from '../../platform/errors';
import { fileAnswer } from '../../platform/http/file-answer';
import { type FileStorage, StoredFileMissingError } from '../../platform/storage/file-storage';

/**
 * A job's stored spreadsheet (upload, result, error sheet) as a streamed file answer. A file no
 * longer in the storage answers 404 "file not available", not a server error.
 */
export async function jobFileAnswer(storage: FileStorage, key: string, name: string): Promise<Readable> {
  try {
    const content = await storage.open(key);
    return fileAnswer(content, { nomeArquivo: name, tipoArquivo: 'xlsx', mime: SPREADSHEET_MIME });
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw new AppError('JOB_FILE_NOT_AVAILABLE');
    throw error;
  }
}
