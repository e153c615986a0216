import { z } from 'zod';
import { onWire } from './calls/wire-names';
import { ZFileNameSchema } from './import-export-jobs';
import { ZPageRequestSchema } from './paging';

/**
 * The preview of an uploaded spreadsheet, before anything is applied: what each entry of the file
 * (a row of a lever table, an agreement of the massive template) would do, counted by outcome,
 * each entry with its values, what changes and why it is refused. Applying the preview is a job.
 *
 * The outcomes: add a record, change one, nothing (unchanged), or nothing (refused).
 */
export const SHEET_ROW_OUTCOMES = ['NOVA', 'ALTERADA', 'SEM_ALTERACAO', 'RECUSADA'] as const;
export type SheetRowOutcome = (typeof SHEET_ROW_OUTCOMES)[number];

export type SheetOutcomeCounts = Record<SheetRowOutcome, number>;

export function emptyOutcomeCounts(): SheetOutcomeCounts {
  return { NOVA: 0, ALTERADA: 0, SEM_ALTERACAO: 0, RECUSADA: 0 };
}

/** The answer of an upload: what applying the file would do, entries counted by outcome. */
export const ZSheetPreviewSchema = z.object({
  id: z.uuid(),
  fileName: ZFileNameSchema,
  counts: onWire(
    'contagens',
    z.object({
      NOVA: z.number().int(),
      ALTERADA: z.number().int(),
      SEM_ALTERACAO: z.number().int(),
      RECUSADA: z.number().int(),
    }),
  ),
  /** The job that applied the file, once applied. */
  jobId: z.string().nullable(),
});
export type TSheetPreview = z.infer<typeof ZSheetPreviewSchema>;

export const ZSheetPreviewRowsRequestSchema = ZPageRequestSchema.extend({
  id: z.uuid(),
  outcome: onWire('situacao', z.enum(SHEET_ROW_OUTCOMES)),
});
export type TSheetPreviewRowsRequest = z.infer<typeof ZSheetPreviewRowsRequestSchema>;

/**
 * A row of an uploaded file against what is stored: its (first) line, its values as read, the
 * fields whose value differs, their stored values, and why it is refused.
 */
export const ROW_CHANGES_SHAPE = {
  line: onWire('linha', z.number().int()),
  values: onWire('valores', z.record(z.string(), z.string().nullable())),
  changed: onWire('alterados', z.array(z.string())),
  previous: onWire('anteriores', z.record(z.string(), z.string().nullable())),
  reason: onWire('motivo', z.string()).nullable(),
};

/** One entry of the preview, with its outcome. */
export const ZSheetPreviewRowSchema = z.object({
  outcome: onWire('situacao', z.enum(SHEET_ROW_OUTCOMES)),
  ...ROW_CHANGES_SHAPE,
});
export type TSheetPreviewRow = z.infer<typeof ZSheetPreviewRowSchema>;

export const ZSheetPreviewRowsSchema = z.object({
  preview: onWire('previa', ZSheetPreviewSchema),
  items: z.array(ZSheetPreviewRowSchema),
  total: z.number().int(),
});
export type TSheetPreviewRows = z.infer<typeof ZSheetPreviewRowsSchema>;

export const ZSheetPreviewIdSchema = z.object({ id: z.uuid() });
