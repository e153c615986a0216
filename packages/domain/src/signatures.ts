import { z } from 'zod';
import { ZImportUploadSchema } from './import-export-jobs';
import { ZIdSchema } from './records';

/**
 * Signed agreements (spec §7 `/assinatura/`): the signed file is imported, kept in the file
 * storage and listed with its history; an agreement with a signed file is signed.
 */
export const SIGNATURE_EXTENSIONS = ['.pdf'] as const;
export const SIGNATURE_MIME = 'application/pdf';

/** The signed file as every upload of the product travels, with the agreement's id. */
export const ZSignatureImportSchema = ZImportUploadSchema.extend({ id: ZIdSchema });
export type TSignatureImport = z.infer<typeof ZSignatureImportSchema>;

export const ZSignatureSchema = z.object({
  id: z.number().int(),
  agreementId: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  importedAt: z.string(),
  importedBy: z.string(),
  /** Set when the file was removed; the history keeps it. */
  removedAt: z.string().nullable(),
  removedBy: z.string().nullable(),
});
export type TSignature = z.infer<typeof ZSignatureSchema>;
export const ZSignatureListSchema = z.object({ list: z.array(ZSignatureSchema) });
