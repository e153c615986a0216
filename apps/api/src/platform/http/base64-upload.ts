import type { TImportUpload } from '@trade-terms/domain/import-export-jobs';
import { formatFileSize, uploadProblem } from '@trade-terms/domain/uploads';
import { AppError } from '../errors';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * An upload as every call of the product carries it (the file in base64 with its name) after the
 * spec's checks: name, type by extension, not empty, not over the size limit. The size is known
 * from the base64 length before anything is decoded. Checks of the content itself (a real
 * spreadsheet, a real PDF) are the caller's.
 */
export function checkedBase64Upload(
  upload: TImportUpload,
  rules: { extensions: readonly string[]; maxBytes: number },
): Buffer {
  const extensions = rules.extensions.join(', ');
  const content = upload.content.replace(/\s/g, '');
  if (!BASE64.test(content)) throw new AppError('FILE_TYPE_NOT_ACCEPTED', { extensions });
  const size =
    Math.floor((content.length * 3) / 4) - (content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0);
  switch (uploadProblem({ name: upload.fileName, size }, rules)) {
    case 'invalidFileName':
      throw new AppError('INVALID_FILE_NAME');
    case 'fileTypeNotAccepted':
      throw new AppError('FILE_TYPE_NOT_ACCEPTED', { extensions });
    case 'emptyFile':
      throw new AppError('EMPTY_FILE');
    case 'fileTooLarge':
      throw new AppError('FILE_TOO_LARGE', { size: formatFileSize(rules.maxBytes) });
    case null:
      return Buffer.from(content, 'base64');
  }
}

/**
 * The body limit of a call that carries an upload: base64 is 4/3 of the file, and the room above
 * the limit lets an oversized file be answered with the size message instead of a bare "body
 * too large".
 */
export function uploadBodyLimit(maxBytes: number): number {
  return Math.ceil((maxBytes * 4) / 3) * 2 + 64 * 1024;
}
