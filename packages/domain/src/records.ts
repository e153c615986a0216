import { z } from 'zod';

/**
 * Ids, versions and integer values are PostgreSQL `integer` columns: a larger number cannot
 * even be compared with them, so it is refused as invalid input, never sent to the database.
 */
export const MAX_DB_INTEGER = 2_147_483_647;
export const MIN_DB_INTEGER = -2_147_483_648;
export const ZDbIntegerSchema = z.number().int().min(MIN_DB_INTEGER).max(MAX_DB_INTEGER);
export const ZIdSchema = z.number().int().positive().max(MAX_DB_INTEGER);

/** Calls that address one record by its id (`buscarPorId`, `remover…`, `excluir`). */
export const ZRecordIdSchema = z.object({ id: ZIdSchema });
export type TRecordId = z.infer<typeof ZRecordIdSchema>;

/** A record named for a select or a list: id and name. */
export const ZNamedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type TNamedRef = z.infer<typeof ZNamedRefSchema>;

export const ZVersionSchema = z.number().int().positive().max(MAX_DB_INTEGER);

/**
 * Create-or-update calls: without `id` they create; with it they change the record and must
 * carry the `version` read, so a save over someone else's change is refused instead of lost.
 */
export function requireVersionOnUpdate(
  value: { id?: number | undefined; version?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.id !== undefined && value.version === undefined) {
    ctx.addIssue({ code: 'custom', path: ['version'], message: 'validation.versionRequired' });
  }
}
