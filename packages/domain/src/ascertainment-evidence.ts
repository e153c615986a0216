import { z } from 'zod';
import { EVIDENCE_KIND_OF_EXTENSION } from './evidence-files';
import { ZImportUploadSchema } from './import-export-jobs';
import { JUSTIFICATION_MAX_LENGTH } from './justification';
import { ZIdSchema } from './records';

/**
 * The evidence of an ascertainment (spec, section 5 "Evidence import"): a ZIP of PDF, JPG or
 * PPT files named `agreementId_month_year_sequence`, each kept in the file storage and listed
 * with its history (a removed file stays listed, marked removed).
 */
export const EVIDENCE_UPLOAD_EXTENSIONS = ['.zip'] as const;

export const EVIDENCE_KINDS = [...new Set(Object.values(EVIDENCE_KIND_OF_EXTENSION))];

/** The ZIP as every upload of the product travels, with the ascertainment's id. */
export const ZEvidenceImportSchema = ZImportUploadSchema.extend({ id: ZIdSchema });
export type TEvidenceImport = z.infer<typeof ZEvidenceImportSchema>;

export const ZEvidenceSchema = z.object({
  id: z.number().int(),
  ascertainmentId: z.number().int(),
  fileName: z.string(),
  agreementId: z.number().int(),
  /** The month the file's name gives, MM/YYYY. */
  competence: z.string(),
  sequence: z.number().int(),
  kind: z.enum(['pdf', 'jpg', 'ppt', 'pptx']),
  size: z.number().int(),
  importedAt: z.string(),
  importedBy: z.string(),
  /** Set when the file was removed; the history keeps it. */
  removedAt: z.string().nullable(),
  removedBy: z.string().nullable(),
  removalJustification: z.string().nullable(),
});
export type TEvidence = z.infer<typeof ZEvidenceSchema>;
export const ZEvidenceListSchema = z.object({ list: z.array(ZEvidenceSchema) });
export const ZEvidenceImportResultSchema = z.object({ list: z.array(ZEvidenceSchema) });

export const ZEvidenceRemoveSchema = z.object({
  /** The evidence file's id. */
  id: ZIdSchema,
  justification: z
    .string()
    .trim()
    .min(1, { message: 'validation.ascertainment.justificationRequired' })
    .max(JUSTIFICATION_MAX_LENGTH),
});
export type TEvidenceRemove = z.infer<typeof ZEvidenceRemoveSchema>;
