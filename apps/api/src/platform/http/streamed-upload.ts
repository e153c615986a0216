import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { formatFileSize, uploadProblem } from '@trade-terms/domain/uploads';
import { AppError } from '../errors';
import type { FileStorage } from '../storage/file-storage';

/** What a streamed upload stored: its size and its SHA-256. */
export interface StoredUpload {
  bytes: number;
  hash: string;
}

const NUL = 0;

/**
 * Stores a file sent as a request's body itself, streamed to the file storage: never held in
 * memory, never base64. The spec's checks as for any upload (name, type by extension, not empty,
 * not over the limit): the declared size is judged before anything is read, and the bytes are
 * counted as they pass, so a body without a length or with a false one is cut at the limit and
 * nothing is kept. A text file holds no NUL byte: one in its first chunk (a spreadsheet, a zip,
 * an image renamed .csv) is the type refusal, unless the call takes binary files (`binary`).
 */
export async function storeStreamedUpload(
  body: Readable,
  file: { name: string; declaredBytes: number | null },
  rules: { extensions: readonly string[]; maxBytes: number; binary?: boolean },
  target: { storage: FileStorage; key: string },
): Promise<StoredUpload> {
  const extensions = rules.extensions.join(', ');
  const refusal = (problem: ReturnType<typeof uploadProblem>) => {
    switch (problem) {
      case 'invalidFileName':
        return new AppError('INVALID_FILE_NAME');
      case 'fileTypeNotAccepted':
        return new AppError('FILE_TYPE_NOT_ACCEPTED', { extensions });
      case 'emptyFile':
        return new AppError('EMPTY_FILE');
      case 'fileTooLarge':
        return new AppError('FILE_TOO_LARGE', { size: formatFileSize(rules.maxBytes) });
      case null:
        return null;
    }
  };
  // Before a byte is read: the name, the type and the declared size (a chunked body says none).
  const early = refusal(uploadProblem({ name: file.name, size: file.declaredBytes ?? 1 }, rules));
  if (early) throw early;

  const hash = createHash('sha256');
  let bytes = 0;
  let failure: AppError | null = null;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (bytes === 0 && !rules.binary && chunk.includes(NUL)) {
        failure = new AppError('FILE_TYPE_NOT_ACCEPTED', { extensions });
        done(failure);
        return;
      }
      bytes += chunk.length;
      if (bytes > rules.maxBytes) {
        failure = new AppError('FILE_TOO_LARGE', { size: formatFileSize(rules.maxBytes) });
        done(failure);
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  body.on('error', (error) => counted.destroy(error));
  // A refusal can come before the storage reads the stream (it may first make a folder): it is
  // kept in `failure` and answered below, never left as an unhandled stream error.
  counted.on('error', () => undefined);
  body.pipe(counted);
  try {
    await target.storage.save(target.key, counted);
    if (failure) throw failure;
  } catch (error) {
    body.unpipe(counted);
    body.resume();
    await target.storage.remove(target.key);
    throw failure ?? error;
  }
  if (bytes === 0) {
    await target.storage.remove(target.key);
    throw new AppError('EMPTY_FILE');
  }
  return { bytes, hash: hash.digest('hex') };
}
