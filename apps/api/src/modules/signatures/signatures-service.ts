import { randomUUID } from 'node:crypto';
import {
  SIGNATURE_EXTENSIONS,
  SIGNATURE_MIME,
  type TSignature,
  type TSignatureImport,
} from '@trade-terms/domain/signatures';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors';
import { checkedBase64Upload } from '../../platform/http/base64-upload';
import { fileAnswer } from '../../platform/http/file-answer';
import { StoredFileMissingError } from '../../platform/storage/file-storage';
import { agreementToSign, type LifecycleCaller, recordSignature } from '../agreements/agreement-lifecycle';
import { getAgreement } from '../agreements/agreements-service';
import { usersByIds } from '../users/users-service';
import {
  findSignature,
  insertSignature,
  keptSignatureCount,
  markRemoved,
  type SignatureRow,
  signaturesOf,
} from './signatures-repository';

/** Every PDF starts with this header (ISO 32000, 7.5.2); a renamed file of another kind does not. */
const PDF_HEADER = Buffer.from('%PDF-');

async function viewsOf(context: AppContext, rows: SignatureRow[]): Promise<TSignature[]> {
  const people = await usersByIds(
    context.database.db,
    rows.flatMap((row) => [row.importedBy, ...(row.removedBy === null ? [] : [row.removedBy])]),
  );
  const nameOf = (id: number) => people.get(id)?.name ?? String(id);
  return rows.map((row) => ({
    id: row.id,
    agreementId: row.agreementId,
    fileName: row.fileName,
    size: row.size,
    importedAt: row.importedAt.toISOString(),
    importedBy: nameOf(row.importedBy),
    removedAt: row.removedAt?.toISOString() ?? null,
    removedBy: row.removedBy === null ? null : nameOf(row.removedBy),
  }));
}

/**
 * `assinatura/importar`: a signed PDF of an approved (or closed) agreement, checked by name, type,
 * size and content, kept in the file storage; the agreement becomes signed, with its audit row.
 * The file is stored before the transaction: a failed transaction leaves an unreferenced file,
 * never a signature without its file.
 */
export async function importSignature(
  context: AppContext,
  upload: TSignatureImport,
  caller: LifecycleCaller,
): Promise<TSignature> {
  const file = checkedBase64Upload(upload, {
    extensions: SIGNATURE_EXTENSIONS,
    maxBytes: context.config.UPLOAD_MAX_BYTES,
  });
  if (!file.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) throw new AppError('NOT_A_PDF');
  await getAgreement(context.database.db, upload.id, caller);
  const key = `signatures/${upload.id}/${randomUUID()}.pdf`;
  await context.storage.save(key, file);
  const row = await context.database.db.transaction(async (tx) => {
    const agreement = await agreementToSign(tx, upload.id, caller);
    const inserted = await insertSignature(tx, {
      agreementId: agreement.id,
      fileKey: key,
      fileName: upload.fileName.trim(),
      size: file.length,
      importedBy: caller.id,
    });
    await recordSignature(tx, agreement, true, inserted.fileName, caller);
    return inserted;
  });
  const [view] = await viewsOf(context, [row]);
  if (!view) throw new Error('imported signature not read back');
  return view;
}

/** `assinatura/listar`: the agreement's signed files, removed ones included, oldest first. */
export async function listSignatures(context: AppContext, agreementId: number, caller: LifecycleCaller) {
  await getAgreement(context.database.db, agreementId, caller);
  return { list: await viewsOf(context, await signaturesOf(context.database.db, agreementId)) };
}

/** A signature the caller may see (its agreement within their restrictions), or 404. */
async function visibleSignature(context: AppContext, id: number, caller: LifecycleCaller) {
  const row = await findSignature(context.database.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  await getAgreement(context.database.db, row.agreementId, caller);
  return row;
}

/** `assinatura/exportar`: the signed file, streamed as the spec's export response. */
export async function exportSignature(context: AppContext, id: number, caller: LifecycleCaller) {
  const row = await visibleSignature(context, id, caller);
  try {
    const content = await context.storage.open(row.fileKey);
    return fileAnswer(content, { fileName: row.fileName, fileType: 'pdf', mime: SIGNATURE_MIME });
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw new AppError('JOB_FILE_NOT_AVAILABLE');
    throw error;
  }
}

/**
 * `assinatura/excluir`: the file leaves the agreement (the history keeps it and the storage keeps
 * its content); without another signed file the agreement awaits signature again.
 */
export async function removeSignature(
  context: AppContext,
  id: number,
  caller: LifecycleCaller,
): Promise<void> {
  const visible = await visibleSignature(context, id, caller);
  await context.database.db.transaction(async (tx) => {
    const agreement = await agreementToSign(tx, visible.agreementId, caller);
    const row = await findSignature(tx, id, { lock: true });
    if (!row || row.removedAt !== null) throw new AppError('NOT_FOUND');
    await markRemoved(tx, id, caller.id);
    if ((await keptSignatureCount(tx, agreement.id)) === 0) {
      await recordSignature(tx, agreement, false, row.fileName, caller);
    }
  });
}
