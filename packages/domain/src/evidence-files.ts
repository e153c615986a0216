/**
 * Ascertainment evidence: a ZIP holding only PDF, JPG or PPT files named
 * `agreementId_month_year_sequence` (spec, section 5). The name ties each file to an agreement
 * and a month, so a file meant for another agreement or another period is caught before it is
 * kept. PowerPoint's current format (.pptx) is accepted beside the old .ppt: both are "PPT" to
 * the people who make these presentations.
 */
export const EVIDENCE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'ppt', 'pptx'] as const;
export type EvidenceExtension = (typeof EVIDENCE_EXTENSIONS)[number];

/** What a file's first bytes show it to be; the extension must agree with it. */
export type EvidenceKind = 'pdf' | 'jpg' | 'ppt' | 'pptx';

export const EVIDENCE_KIND_OF_EXTENSION: Record<EvidenceExtension, EvidenceKind> = {
  pdf: 'pdf',
  jpg: 'jpg',
  jpeg: 'jpg',
  ppt: 'ppt',
  pptx: 'pptx',
};

export const EVIDENCE_MIME: Record<EvidenceKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Most files one evidence ZIP may hold; a month's evidence of one agreement is a handful. */
export const EVIDENCE_MAX_FILES = 100;

export interface EvidenceName {
  agreementId: number;
  /** 1 to 12. */
  month: number;
  year: number;
  sequence: number;
  extension: EvidenceExtension;
}

const NAME = /^(\d{1,12})_(\d{1,2})_(\d{4})_(\d{1,6})\.([A-Za-z]{3,4})$/;

/** The parts of a well-formed evidence file name, or null. */
export function parseEvidenceName(name: string): EvidenceName | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, agreement, month, year, sequence, extension] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const lowered = extension.toLowerCase();
  if (!(EVIDENCE_EXTENSIONS as readonly string[]).includes(lowered)) return null;
  const parsed = {
    agreementId: Number(agreement),
    month: Number(month),
    year: Number(year),
    sequence: Number(sequence),
    extension: lowered as EvidenceExtension,
  };
  if (parsed.agreementId < 1 || parsed.month < 1 || parsed.month > 12 || parsed.sequence < 1) return null;
  return parsed;
}

/** Why one file of an evidence ZIP is refused; each has a message `evidence.problem.<code>`. */
export const EVIDENCE_FILE_PROBLEMS = [
  'inFolder',
  'badName',
  'notAllowedType',
  'contentNotMatching',
  'otherAgreement',
  'outsidePeriod',
  'repeated',
  'emptyFile',
  'tooLarge',
  'alreadyKept',
] as const;
export type EvidenceFileProblem = (typeof EVIDENCE_FILE_PROBLEMS)[number];

export interface EvidenceScope {
  agreementId: number;
  /** The months the ascertainment settles, as `YYYY-MM`. */
  months: readonly string[];
}

/**
 * The problem of a file's name against the ascertainment it is imported into, or null. Content
 * checks (its real type) come from the server, which reads the bytes.
 */
export function evidenceNameProblem(path: string, scope: EvidenceScope): EvidenceFileProblem | null {
  if (/[/\\]/.test(path) || path.startsWith('..')) return 'inFolder';
  const extension = path.includes('.') ? path.slice(path.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!(EVIDENCE_EXTENSIONS as readonly string[]).includes(extension)) return 'notAllowedType';
  const name = parseEvidenceName(path);
  if (!name) return 'badName';
  if (name.agreementId !== scope.agreementId) return 'otherAgreement';
  const month = `${name.year}-${String(name.month).padStart(2, '0')}`;
  if (!scope.months.includes(month)) return 'outsidePeriod';
  return null;
}

/** The part every PowerPoint (.pptx) package holds, looked for in the file's content. */
export const PRESENTATION_PART = 'ppt/presentation.xml';

const startsWith = (head: Uint8Array, magic: readonly number[]) =>
  head.length >= magic.length && magic.every((byte, index) => head[index] === byte);

/**
 * What a file is by its first bytes: PDF (`%PDF-`), JPEG (FF D8 FF), the old PowerPoint (an OLE
 * compound file) or a .pptx (a zip package holding the presentation part). Null for anything
 * else: an executable renamed `.pdf` is caught here.
 */
export function evidenceKindOfContent(head: Uint8Array, holdsPresentationPart: boolean): EvidenceKind | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ppt';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && holdsPresentationPart) return 'pptx';
  return null;
}
