import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CHAT_ATTACHMENT_EXTENSIONS,
  type ChatActor,
  chatAttachmentMime,
  maySeeTicket,
  type TChatAttachment,
} from '@trade-terms/domain/chat';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../platform/audit/audit-log';
import { AppError } from '../../platform/errors';
import { fileAnswer } from '../../platform/http/file-answer';
import { storeStreamedUpload } from '../../platform/http/streamed-upload';
import { StoredFileMissingError } from '../../platform/storage/file-storage';
import { findHeldAttachment, insertAttachment } from './chat-repository';

/**
 * `chat/enviarAnexo`: the file is streamed to the storage under a key of the server's own,
 * checked by the upload rules (name, type, size), and waits for the message that names it.
 */
export async function uploadChatAttachment(
  context: AppContext,
  upload: { fileName: string; body: Readable; declaredBytes: number | null },
  actor: ChatActor,
): Promise<TChatAttachment> {
  const fileKey = `chat/attachments/${randomUUID()}`;
  const stored = await storeStreamedUpload(
    upload.body,
    { name: upload.fileName, declaredBytes: upload.declaredBytes },
    { extensions: CHAT_ATTACHMENT_EXTENSIONS, maxBytes: context.config.UPLOAD_MAX_BYTES, binary: true },
    { storage: context.storage, key: fileKey },
  );
  const fileName = upload.fileName.trim();
  try {
    const id = await context.database.db.transaction(async (tx) => {
      const attachmentId = await insertAttachment(tx, {
        uploadedBy: actor.id,
        fileName,
        fileKey,
        bytes: stored.bytes,
        sha256: stored.hash,
      });
      await appendAudit(tx, {
        entity: 'chat_attachment',
        entityId: attachmentId,
        action: 'upload',
        actorId: actor.id,
        after: { fileName, bytes: stored.bytes, sha256: stored.hash },
      });
      return attachmentId;
    });
    return { id, fileName, size: stored.bytes };
  } catch (error) {
    await context.storage.remove(fileKey);
    throw error;
  }
}

/** `chat/baixarAnexo`: the file of a message, for whoever may see its ticket (404 otherwise). */
export async function downloadChatAttachment(context: AppContext, id: number, actor: ChatActor) {
  const attachment = await findHeldAttachment(context.database.db, id);
  if (!attachment || !maySeeTicket(attachment, actor)) throw new AppError('NOT_FOUND');
  try {
    const content = await context.storage.open(attachment.fileKey);
    const dot = attachment.fileName.lastIndexOf('.');
    return fileAnswer(content, {
      fileName: attachment.fileName,
      fileType: dot > 0 ? attachment.fileName.slice(dot + 1).toLowerCase() : '',
      mime: chatAttachmentMime(attachment.fileName),
    });
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw new AppError('JOB_FILE_NOT_AVAILABLE');
    throw error;
  }
}
