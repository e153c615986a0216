import { z } from 'zod';
import type { MessageKey } from './messages/pt-BR';
import { requireVersionOnUpdate, ZIdSchema, ZVersionSchema } from './records';
import type { FieldDeclaration } from './register-shape';

/**
 * The lever tables users keep in Excel (spec §2 `/lever/recommendations-edit` and
 * `/lever/auditeds-products-edit`): the recommendation rows of the levers and the audited
 * products. Each is edited in a grid and round-trips through a spreadsheet: download, change in
 * Excel, upload, see a preview of what would change, then apply it as a job.
 */
export const LEVER_SHEET_KINDS = ['leverRecommendation', 'auditedProduct'] as const;
export type LeverSheetKind = (typeof LEVER_SHEET_KINDS)[number];

/** Each table's name, on its screen and on the imports and exports dashboard. */
export const LEVER_SHEET_TITLES = {
  leverRecommendation: 'leverSheets.recommendations.title',
  auditedProduct: 'leverSheets.auditedProducts.title',
} as const satisfies Record<LeverSheetKind, MessageKey>;

export function isLeverSheetKind(value: string): value is LeverSheetKind {
  return (LEVER_SHEET_KINDS as readonly string[]).includes(value);
}

/** One of the two tables as its spreadsheets, grid and form see it. */
export interface LeverSheetDeclaration {
  kind: LeverSheetKind;
  /** The screen's and the jobs dashboard's name. */
  title: MessageKey;
  /** Base of exported and template file names. */
  fileName: string;
  /** Columns of the spreadsheets, the grid and the form, in order; wire names. */
  fields: readonly FieldDeclaration[];
  /**
   * The fields that identify a row: an uploaded row with the same values changes the stored row
   * (or leaves it as it is), any other adds one, so a file applied twice changes nothing again.
   */
  keyFields: readonly string[];
}

/** The key of a row: its key fields' values, so two rows with the same ones are the same row. */
export function sheetRowKey(declaration: LeverSheetDeclaration, values: Record<string, unknown>): string {
  return JSON.stringify(declaration.keyFields.map((field) => values[field] ?? null));
}

/** The fields whose values differ between a stored row and an uploaded one (both in wire form). */
export function changedFields(
  declaration: LeverSheetDeclaration,
  stored: Record<string, unknown>,
  uploaded: Record<string, unknown>,
): string[] {
  return declaration.fields
    .filter((field) => field.imported !== false)
    .filter((field) => (stored[field.name] ?? null) !== (uploaded[field.name] ?? null))
    .map((field) => field.name);
}

/** Codes of registers, kept as the register keeps them: trimmed, in upper case. */
export const ZRegisterCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((code) => code.toUpperCase());

/** A rule of a row broken on one field. */
export interface SheetRowProblem {
  path: string[];
  message: MessageKey;
}

/**
 * A table's two row schemas from its fields and its row rules: `checked`, a row's values with
 * the rules (an uploaded row), and `save`, the grid's save call, which adds `id` and `version`
 * (without `id` it adds a row, with it it changes one at that version).
 */
export function rowSchemasOf<Shape extends z.ZodRawShape>(
  fields: z.ZodObject<Shape>,
  problems: (row: z.output<z.ZodObject<Shape>>) => SheetRowProblem[],
) {
  const refine = (row: z.output<z.ZodObject<Shape>>, ctx: z.RefinementCtx) => {
    for (const problem of problems(row)) ctx.addIssue({ code: 'custom', ...problem });
  };
  return {
    checked: fields.superRefine(refine),
    save: fields
      .extend({ id: ZIdSchema.optional(), version: ZVersionSchema.optional() })
      .superRefine((row, ctx) => {
        requireVersionOnUpdate(row as { id?: number; version?: number }, ctx);
        refine(row as z.output<z.ZodObject<Shape>>, ctx);
      }),
  };
}
