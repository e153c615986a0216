import {
  EVIDENCE_KIND_OF_EXTENSION,
  EVIDENCE_MAX_FILES,
  type EvidenceFileProblem,
  type EvidenceName,
  type EvidenceScope,
  evidenceKindOfContent,
  evidenceNameProblem,
  PRESENTATION_PART,
  parseEvidenceName,
} from '@trade-terms/domain/evidence-files';
import type { MessageParams } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { formatFileSize } from '@trade-terms/domain/uploads';
import { AppError, type AppErrorDetail } from '../../platform/errors';
import { readZipDirectory, type ZipEntry } from '../../platform/storage/zip-directory';
import { inspectZipFiles } from '../../platform/storage/zip-files';

/**
 * The checks of an evidence ZIP before anything of it is kept: every file is inflated (capped)
 * and judged by its name against the ascertainment, its real type, its size, and the names
 * already kept; the ZIP is accepted only when every file passes.
 */

export interface EvidenceLimits {
  maxFileBytes: number;
  maxUnpackedBytes: number;
}

export interface AcceptedEvidenceFile {
  entry: ZipEntry;
  name: EvidenceName;
  kind: NonNullable<ReturnType<typeof evidenceKindOfContent>>;
  size: number;
}

interface Refusal {
  file: string;
  problem: EvidenceFileProblem;
  params?: MessageParams;
}

function refusedError(refusals: readonly Refusal[]): AppError {
  return new AppError(
    'EVIDENCE_REFUSED',
    {},
    refusals.map(
      (refusal): AppErrorDetail => ({
        code: 'EVIDENCE_FILE_REFUSED',
        params: { file: refusal.file },
        problem: {
          message: `evidence.problem.${refusal.problem}` as MessageKey,
          params: refusal.params,
        },
      }),
    ),
  );
}

export interface EvidenceCheckContext {
  scope: EvidenceScope;
  /** Shown when a month is outside the period (`Q1/2026`). */
  periodLabel: string;
  /** Names the ascertainment already keeps, lower-cased. */
  kept: ReadonlySet<string>;
  limits: EvidenceLimits;
}

/** The files of the ZIP when every one passes; otherwise a 422 naming each bad file and why. */
export async function checkEvidenceZip(
  zip: Buffer,
  context: EvidenceCheckContext,
): Promise<AcceptedEvidenceFile[]> {
  const entries = readZipDirectory(zip);
  if (entries === 'notAZip') throw new AppError('EVIDENCE_NOT_A_ZIP');
  if (entries === 'tooLarge') {
    throw new AppError('EVIDENCE_TOO_LARGE', { size: formatFileSize(context.limits.maxUnpackedBytes) });
  }
  const inspected = await inspectZipFiles(zip, { maxFiles: EVIDENCE_MAX_FILES, ...context.limits }, [
    PRESENTATION_PART,
  ]);
  if (inspected === 'notAZip') throw new AppError('EVIDENCE_NOT_A_ZIP');
  if (inspected === 'tooManyFiles')
    throw new AppError('EVIDENCE_TOO_MANY_FILES', { max: EVIDENCE_MAX_FILES });
  if (inspected === 'tooLarge') {
    throw new AppError('EVIDENCE_TOO_LARGE', { size: formatFileSize(context.limits.maxUnpackedBytes) });
  }
  // A file whose content does not inflate as its directory says is a broken or forged archive.
  if (inspected.some((file) => file.problem === 'corrupt')) throw new AppError('EVIDENCE_NOT_A_ZIP');
  // Folders are not evidence: the spec's ZIP holds files only.
  const refusals: Refusal[] = entries
    .filter((entry) => entry.name.endsWith('/'))
    .map((entry) => ({ file: entry.name, problem: 'inFolder' }));
  if (inspected.length === 0 && refusals.length === 0) throw new AppError('EVIDENCE_EMPTY');
  const counts = new Map<string, number>();
  for (const file of inspected) {
    const lowered = file.entry.name.toLowerCase();
    counts.set(lowered, (counts.get(lowered) ?? 0) + 1);
  }
  const accepted: AcceptedEvidenceFile[] = [];
  for (const file of inspected) {
    const path = file.entry.name;
    const refuse = (problem: EvidenceFileProblem, params?: MessageParams) =>
      refusals.push({ file: path, problem, ...(params ? { params } : {}) });
    const nameProblem = evidenceNameProblem(path, context.scope);
    const name = parseEvidenceName(path);
    if (nameProblem || !name) {
      refuse(nameProblem ?? 'badName', {
        agreement: context.scope.agreementId,
        period: context.periodLabel,
      });
      continue;
    }
    if ((counts.get(path.toLowerCase()) ?? 0) > 1) {
      refuse('repeated');
      continue;
    }
    if (file.problem === 'tooLarge') {
      refuse('tooLarge', { size: formatFileSize(context.limits.maxFileBytes) });
      continue;
    }
    if (file.size === 0) {
      refuse('emptyFile');
      continue;
    }
    const expected = EVIDENCE_KIND_OF_EXTENSION[name.extension];
    const kind = evidenceKindOfContent(file.head, file.markers.has(PRESENTATION_PART));
    if (kind !== expected) {
      refuse('contentNotMatching', { kind: name.extension.toUpperCase() });
      continue;
    }
    if (context.kept.has(path.toLowerCase())) {
      refuse('alreadyKept');
      continue;
    }
    accepted.push({ entry: file.entry, name, kind: expected, size: file.size });
  }
  if (refusals.length > 0) throw refusedError(refusals);
  return accepted;
}

/** The months (`YYYY-MM`) from a period's first month to its last, both first days (ISO). */
export function monthsOfPeriod(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.slice(0, 7).split('-').map(Number) as [number, number];
  const end = last.slice(0, 7);
  for (let guard = 0; guard < 120; guard++) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    months.push(text);
    if (text >= end) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
