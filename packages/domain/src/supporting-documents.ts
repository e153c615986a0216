import type { z } from 'zod';
import { ZImportUploadSchema } from './import-export-jobs';

/**
 * A supporting document of a request that goes to approval (a budget map addition, a claim on an
 * ascertainment): one PDF or image, carried as every upload of the product is (name and base64
 * content), and checked by its first bytes, not by its name alone.
 */
export const SUPPORTING_DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
export const SUPPORTING_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const ZSupportingDocumentSchema = ZImportUploadSchema;
export type TSupportingDocument = z.output<typeof ZSupportingDocumentSchema>;

export type SupportingDocumentKind = 'pdf' | 'jpg' | 'png';
export const SUPPORTING_DOCUMENT_MIME: Record<SupportingDocumentKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const startsWith = (content: Uint8Array, bytes: readonly number[]) =>
  content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte);

/** What the content shows the file to be: a PDF, a JPEG or a PNG image, or nothing accepted. */
export function supportingDocumentKindOf(content: Uint8Array): SupportingDocumentKind | null {
  if (startsWith(content, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  return null;
}
