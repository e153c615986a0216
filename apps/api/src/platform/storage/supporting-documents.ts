import { randomUUID } from 'node:crypto';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import {
  SUPPORTING_DOCUMENT_EXTENSIONS,
  SUPPORTING_DOCUMENT_MAX_BYTES,
  SUPPORTING_DOCUMENT_MIME,
  supportingDocumentKindOf,
  type TSupportingDocument,
} from '@trade-terms/domain/supporting-documents';
import { AppError, invalidFields } from '../errors';
import { checkedBase64Upload } from '../http/base64-upload';
import { fileAnswer } from '../http/file-answer';
import { type FileStorage, StoredFileMissingError } from './file-storage';

/** A supporting document as a record keeps it: the name it came with, where it is, its type. */
export interface StoredSupportingDocument {
  name: string;
  key: string;
  mime: string;
}

/**
 * Checks a supporting document (name, type and size as every upload, then its content: a PDF or
 * an image whatever its name says) and keeps it in the file storage under `folder`. A refused
 * file answers on `field` with `contentMessage` and stores nothing. The file is stored before the
 * record that names it is written, so no record ever names a missing file; a caller whose
 * transaction then fails removes it.
 */
export async function storeSupportingDocument(
  storage: FileStorage,
  folder: string,
  upload: TSupportingDocument,
  problem: { field: string; contentMessage: MessageKey },
): Promise<StoredSupportingDocument> {
  const content = checkedBase64Upload(upload, {
    extensions: SUPPORTING_DOCUMENT_EXTENSIONS,
    maxBytes: SUPPORTING_DOCUMENT_MAX_BYTES,
  });
  const kind = supportingDocumentKindOf(content);
  if (!kind) throw invalidFields([{ path: [problem.field], message: problem.contentMessage }]);
  const key = `${folder}/${randomUUID()}.${kind}`;
  await storage.save(key, content);
  return { name: upload.fileName, key, mime: SUPPORTING_DOCUMENT_MIME[kind] };
}

/** The stored document as a download answer; gone from the storage: the spec's "file not available". */
export async function supportingDocumentAnswer(storage: FileStorage, stored: StoredSupportingDocument) {
  try {
    const content = await storage.open(stored.key);
    return fileAnswer(content, {
      fileName: stored.name,
      fileType: stored.key.split('.').pop() ?? '',
      mime: stored.mime,
    });
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw new AppError('JOB_FILE_NOT_AVAILABLE');
    throw error;
  }
}
