import { z } from 'zod';
import { onWire } from './calls/wire-names';
import { ZMessageEnvelopeSchema } from './errors';
import { ZPageRequestSchema } from './paging';

/**
 * Imports and exports run as jobs (spec §4 "Import status"): processing, finished (success),
 * error (not done) and finished with inconsistencies (some rows rejected, the others applied).
 */
export const JOB_STATUSES = ['PROCESSANDO', 'FINALIZADO', 'ERRO', 'FINALIZADO_COM_INCONSISTENCIAS'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_TYPES = ['IMPORTACAO', 'EXPORTACAO'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** A finished import's status: rows rejected make it "with inconsistencies", none applied make it an error. */
export function importOutcome(counts: { valid: number; rejected: number }): JobStatus {
  if (counts.rejected === 0) return 'FINALIZADO';
  return counts.valid === 0 ? 'ERRO' : 'FINALIZADO_COM_INCONSISTENCIAS';
}

/** The dashboard's period filter: the last 30, 60 or 90 days (spec §9). */
export const LAST_PERIOD_DAYS = [30, 60, 90] as const;

/** A file's name, which the spec's answers name `nomeArquivo`. */
export const ZFileNameSchema = onWire('nomeArquivo', z.string());

/** A message to the user on how something went (a job, an integration), as the spec names it. */
export const ZMessageTextSchema = onWire('mensagem', z.string());

/** The name of a file the client sends, as every upload of the product names it. */
export const ZUploadFileNameSchema = onWire('nomeArquivo', z.string().trim().min(1).max(200));

export const ZJobSearchSchema = ZPageRequestSchema.extend({
  days: onWire('dias', z.union([z.literal(30), z.literal(60), z.literal(90)])).default(30),
  status: z.union([z.literal('*'), z.enum(JOB_STATUSES), z.array(z.enum(JOB_STATUSES)).max(4)]).default('*'),
  type: onWire('tipo', z.union([z.literal('*'), z.enum(JOB_TYPES)])).default('*'),
  /** Only my jobs, or everyone's. */
  onlyMine: onWire('somenteMeus', z.boolean()).default(false),
});
export type TJobSearch = z.infer<typeof ZJobSearchSchema>;

export const ZJobSchema = z.object({
  id: z.string(),
  type: onWire('tipo', z.enum(JOB_TYPES)),
  /** The register's name in the user's language. */
  register: onWire('cadastro', z.string()),
  /** The register's key, for the client's own rules (who may reprocess). */
  registerKey: onWire('chaveCadastro', z.string()),
  status: z.enum(JOB_STATUSES),
  progress: onWire('progresso', z.number().int()),
  fileName: ZFileNameSchema.nullable(),
  requester: onWire('solicitante', z.string()),
  requestedAt: onWire('solicitadoEm', z.string()),
  startedAt: onWire('iniciadoEm', z.string()).nullable(),
  finishedAt: onWire('terminadoEm', z.string()).nullable(),
  rowsRead: onWire('linhasLidas', z.number().int()),
  rowsInserted: onWire('linhasIncluidas', z.number().int()),
  rowsUpdated: onWire('linhasAlteradas', z.number().int()),
  rowsUnchanged: onWire('linhasSemAlteracao', z.number().int()),
  rowsRejected: onWire('linhasRejeitadas', z.number().int()),
  hasResult: onWire('temResultado', z.boolean()),
  hasErrors: onWire('temErros', z.boolean()),
  message: ZMessageTextSchema.nullable(),
});
export type TJob = z.infer<typeof ZJobSchema>;

export const ZJobIdSchema = z.object({ id: z.uuid() });

/**
 * The spec's file answer, every file the API hands back as JSON: its content as base64, its
 * name, its type as the name's extension (`xlsx`, `pdf`) and its MIME type.
 */
export const ZExportFileSchema = z.object({
  content: onWire('conteudo', z.string()),
  fileName: ZFileNameSchema,
  fileType: onWire('tipoArquivo', z.string()),
  mime: z.string(),
});
export type TExportFile = z.infer<typeof ZExportFileSchema>;

/**
 * A file as the client sends it, an import's or any other upload's: its name and its content as
 * base64 (JSON like every call).
 */
export const ZImportUploadSchema = z.object({
  fileName: ZUploadFileNameSchema,
  // Empty content is the empty-file refusal, answered with its own message.
  content: onWire('conteudo', z.string()),
});
export type TImportUpload = z.infer<typeof ZImportUploadSchema>;

/** A streamed upload's query: the file's name (its content is the request's body). */
export const ZStreamedUploadQuerySchema = z.object({ fileName: ZUploadFileNameSchema });
export type TStreamedUploadQuery = z.infer<typeof ZStreamedUploadQuerySchema>;

/** A job queued for the dashboard: its id, with the message that says so. */
export const ZQueuedJobSchema = z.object({ ...ZMessageEnvelopeSchema.shape, id: z.string() });
