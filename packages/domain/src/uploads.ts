import { z } from 'zod';
import { onWire } from './calls/wire-names';
import type { MessageKey } from './messages/pt-BR';

/** The spec leaves the upload limit open; 10 MB covers the spreadsheets and evidence files. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * Letters (accented ones too: they are ordinary in Portuguese names), digits, spaces and
 * . _ - ( ). Anything else is a special character that breaks downstream systems' file names.
 */
const FILE_NAME = /^[\p{L}\p{N} ._()-]+$/u;

export function isValidFileName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && !trimmed.startsWith('.') && FILE_NAME.test(trimmed);
}

/**
 * Sizes in powers of 1024 up to yottabytes (spec, section 9), with at most two decimals in the
 * reader's number format.
 */
export function formatFileSize(bytes: number, locale = 'pt-BR'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 2 }).format(value);
  return `${number} ${FILE_SIZE_UNITS[unit]}`;
}

export interface UploadRules {
  maxBytes?: number;
  /** Extensions (".xlsx") and MIME types ("application/pdf", "image/*"); empty accepts all. */
  accept?: readonly string[];
}

export interface UploadCandidate {
  name: string;
  size: number;
  type?: string;
}

export type UploadProblem =
  | { key: Extract<MessageKey, 'errors.invalidFileName' | 'errors.fileTypeNotAccepted'> }
  | { key: Extract<MessageKey, 'errors.fileTooLarge'>; maxBytes: number };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

export function isAcceptedType(file: UploadCandidate, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const extension = extensionOf(file.name);
  const mime = (file.type ?? '').toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return rule === extension;
    if (rule.endsWith('/*')) return mime.startsWith(rule.slice(0, -1));
    return rule === mime;
  });
}

/** Every problem of a file before it is sent: name, type and size (spec, section 5). */
export function checkUpload(file: UploadCandidate, rules: UploadRules = {}): UploadProblem[] {
  const problems: UploadProblem[] = [];
  if (!isValidFileName(file.name)) problems.push({ key: 'errors.invalidFileName' });
  if (!isAcceptedType(file, rules.accept ?? [])) problems.push({ key: 'errors.fileTypeNotAccepted' });
  const maxBytes = rules.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  if (file.size > maxBytes) problems.push({ key: 'errors.fileTooLarge', maxBytes });
  return problems;
}

export const SPREADSHEET_EXTENSION = '.xlsx';
export const SPREADSHEET_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A delimited text file (`;` or `,`, UTF-8): the file of the imports too large for a sheet
 * (sell-out and DMS run to tens of millions of rows a month; a sheet stops at 1 048 576). It is
 * sent as the request's body itself, streamed to the file storage, never as base64 JSON.
 */
export const CSV_EXTENSION = '.csv';
export const CSV_MIME = 'text/csv';
/** The content types a streamed upload is sent with (browsers name a CSV differently). */
export const STREAMED_UPLOAD_CONTENT_TYPES = [CSV_MIME, 'application/octet-stream'] as const;
/** The default limit of a streamed upload (a server setting): about 20 million sell-out rows. */
export const DEFAULT_STREAMED_UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
const MAX_FILE_NAME_LENGTH = 200;

export type ServerUploadProblem = 'invalidFileName' | 'fileTypeNotAccepted' | 'emptyFile' | 'fileTooLarge';

/**
 * The same rules on the server, for a file that arrived: the first problem, or null. The size
 * limit is a server setting, passed in; an empty file is refused too.
 */
export function uploadProblem(
  file: { name: string; size: number },
  options: { extensions: readonly string[]; maxBytes: number },
): ServerUploadProblem | null {
  if (!isValidFileName(file.name) || file.name.trim().length > MAX_FILE_NAME_LENGTH) return 'invalidFileName';
  if (!isAcceptedType({ name: file.name.trim(), size: file.size }, options.extensions))
    return 'fileTypeNotAccepted';
  if (file.size === 0) return 'emptyFile';
  if (file.size > options.maxBytes) return 'fileTooLarge';
  return null;
}

/** Upload result (spec §3) and its computed status (spec §4). */
export const ZUploadResultSchema = z.object({
  errors: onWire('erros', z.array(z.string())),
  finished: onWire('terminado', z.boolean()),
});
export type TUploadResult = z.infer<typeof ZUploadResultSchema>;
export type UploadStatus = 'FALHOU' | 'SUCESSO' | 'ENVIANDO';

/** Failed if the errors list is not empty; success if finished; otherwise sending. */
export function uploadStatus(result: TUploadResult): UploadStatus {
  if (result.errors.length > 0) return 'FALHOU';
  if (result.finished) return 'SUCESSO';
  return 'ENVIANDO';
}
