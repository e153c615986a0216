import { randomUUID } from 'node:crypto';
import { ascertainmentPeriodLabel, isRecalculable } from '@trade-terms/domain/ascertainment';
import {
  EVIDENCE_UPLOAD_EXTENSIONS,
  type TEvidence,
  type TEvidenceImport,
  type TEvidenceRemove,
} from '@trade-terms/domain/ascertainment-evidence';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { EVIDENCE_MIME } from '@trade-terms/domain/evidence-files';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../platform/audit/audit-log';
import { AppError } from '../../platform/errors';
import { checkedBase64Upload } from '../../platform/http/base64-upload';
import { fileAnswer } from '../../platform/http/file-answer';
import { StoredFileMissingError } from '../../platform/storage/file-storage';
import { openZipEntry } from '../../platform/storage/zip-directory';
import { usersByIds } from '../users/users-service';
import { checkEvidenceZip, monthsOfPeriod } from './ascertainment-evidence-check';
import {
  type EvidenceRow,
  evidenceOf,
  findEvidence,
  insertEvidence,
  keptNames,
  markEvidenceRemoved,
  visibleAscertainment,
} from './ascertainment-evidence-repository';
import { type AscertainmentRecord, lockVisible } from './ascertainment-repository';

/**
 * The evidence of an ascertainment (DOMAIN.md: quota events that need evidence pay only the
 * evidenced ones; a claim carries its evidence). A ZIP is kept whole or not at all; files may be
 * added in every status (a claim on an approved ascertainment brings its evidence), and removed,
 * with a justification, only while the ascertainment is still editable: what approvers saw stays.
 */

export interface EvidenceCaller {
  id: number;
  restrictions: TRestrictions;
}

const ENTITY = 'ascertainment';

async function viewsOf(context: AppContext, rows: readonly EvidenceRow[]): Promise<TEvidence[]> {
  const people = await usersByIds(
    context.database.db,
    rows.flatMap((row) => [row.importedBy, ...(row.removedBy === null ? [] : [row.removedBy])]),
  );
  const nameOf = (id: number) => people.get(id)?.name ?? String(id);
  return rows.map((row) => ({
    id: row.id,
    ascertainmentId: row.ascertainmentId,
    fileName: row.fileName,
    agreementId: row.agreementId,
    competence: isoDateToCompetenceText(row.competence),
    sequence: row.sequence,
    kind: row.kind,
    size: row.size,
    importedAt: row.importedAt.toISOString(),
    importedBy: nameOf(row.importedBy),
    removedAt: row.removedAt?.toISOString() ?? null,
    removedBy: row.removedBy === null ? null : nameOf(row.removedBy),
    removalJustification: row.removalJustification,
  }));
}

async function visibleOr404(context: AppContext, id: number, caller: EvidenceCaller) {
  const record = await visibleAscertainment(context.database.db, id, caller.restrictions);
  if (!record) throw new AppError('NOT_FOUND');
  return record;
}

/**
 * `apuracao/importarEvidencias`: the ZIP is checked whole (every file by name, type, size and
 * content); only then is each file streamed out of it into the file storage under a key the
 * server makes, and recorded with one audit row. A failed transaction removes what was stored.
 */
export async function importEvidence(
  context: AppContext,
  upload: TEvidenceImport,
  caller: EvidenceCaller,
): Promise<{ list: TEvidence[] }> {
  const { config, database, storage } = context;
  const zip = checkedBase64Upload(upload, {
    extensions: EVIDENCE_UPLOAD_EXTENSIONS,
    maxBytes: config.UPLOAD_MAX_BYTES,
  });
  const record = await visibleOr404(context, upload.id, caller);
  const checkAgainst = (ascertainment: AscertainmentRecord, kept: ReadonlySet<string>) =>
    checkEvidenceZip(zip, {
      scope: {
        agreementId: ascertainment.agreementId,
        months: monthsOfPeriod(ascertainment.periodStart, ascertainment.periodEnd),
      },
      periodLabel: ascertainmentPeriodLabel({
        code: ascertainment.periodCode,
        year: ascertainment.periodYear,
      }),
      kept,
      limits: { maxFileBytes: config.UPLOAD_MAX_BYTES, maxUnpackedBytes: config.UPLOAD_MAX_UNPACKED_BYTES },
    });
  const files = await checkAgainst(record, await keptNames(database.db, record.id));
  const stored: string[] = [];
  try {
    const rows = files.map((file) => ({ file, key: `evidence/${record.id}/${randomUUID()}.${file.kind}` }));
    for (const { file, key } of rows) {
      await storage.save(key, openZipEntry(zip, file.entry));
      stored.push(key);
    }
    const inserted = await database.db.transaction(async (tx) => {
      const locked = await lockVisible(tx, record.id, caller.restrictions);
      if (!locked) throw new AppError('NOT_FOUND');
      // Another import of the same names may have landed since the check.
      const kept = await keptNames(tx, locked.id);
      const names = files.map((file) => file.entry.name);
      if (names.some((name) => kept.has(name.toLowerCase()))) await checkAgainst(locked, kept);
      const added = await insertEvidence(
        tx,
        rows.map(({ file, key }) => ({
          ascertainmentId: locked.id,
          fileName: file.entry.name,
          agreementId: file.name.agreementId,
          competence: `${file.name.year}-${String(file.name.month).padStart(2, '0')}-01`,
          sequence: file.name.sequence,
          kind: file.kind,
          mime: EVIDENCE_MIME[file.kind],
          size: file.size,
          fileKey: key,
          importedBy: caller.id,
        })),
      );
      await appendAudit(tx, {
        entity: ENTITY,
        entityId: locked.id,
        action: 'EVIDENCIAS_IMPORTADAS',
        actorId: caller.id,
        after: { zip: upload.fileName, files: added.map((row) => ({ id: row.id, name: row.fileName })) },
      });
      return added;
    });
    return { list: await viewsOf(context, inserted) };
  } catch (error) {
    await Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

/** `apuracao/listarEvidencias`: every file, removed ones included, oldest first. */
export async function listEvidence(context: AppContext, id: number, caller: EvidenceCaller) {
  const record = await visibleOr404(context, id, caller);
  return { list: await viewsOf(context, await evidenceOf(context.database.db, record.id)) };
}

/** An evidence file the caller may see (its ascertainment within their restrictions), or 404. */
async function visibleEvidence(context: AppContext, id: number, caller: EvidenceCaller) {
  const row = await findEvidence(context.database.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  await visibleOr404(context, row.ascertainmentId, caller);
  return row;
}

/** `apuracao/baixarEvidencia`: the file (removed ones too: the history keeps them), streamed. */
export async function downloadEvidence(context: AppContext, id: number, caller: EvidenceCaller) {
  const row = await visibleEvidence(context, id, caller);
  try {
    const content = await context.storage.open(row.fileKey);
    return fileAnswer(content, { fileName: row.fileName, fileType: row.kind, mime: row.mime });
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw new AppError('JOB_FILE_NOT_AVAILABLE');
    throw error;
  }
}

/**
 * `apuracao/removerEvidencia`: the file leaves the ascertainment with its justification (the
 * history and the storage keep it), while the ascertainment is under validation or disapproved.
 */
export async function removeEvidence(
  context: AppContext,
  input: TEvidenceRemove,
  caller: EvidenceCaller,
): Promise<void> {
  const visible = await visibleEvidence(context, input.id, caller);
  await context.database.db.transaction(async (tx) => {
    const record = await lockVisible(tx, visible.ascertainmentId, caller.restrictions);
    if (!record) throw new AppError('NOT_FOUND');
    if (!isRecalculable(record.status)) throw new AppError('ASCERTAINMENT_STATUS_FORBIDS');
    const row = await findEvidence(tx, input.id, { lock: true });
    if (!row || row.removedAt !== null) throw new AppError('NOT_FOUND');
    await markEvidenceRemoved(tx, row.id, caller.id, input.justification);
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: record.id,
      action: 'EVIDENCIA_REMOVIDA',
      actorId: caller.id,
      before: { evidence: row.id, name: row.fileName },
      justification: input.justification,
    });
  });
}
