import { auditedProductCalls, recommendationCalls } from '@trade-terms/domain/calls/lever-sheets-calls';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';

/**
 * The calls of a lever table. The two tables answer the same verbs with their own rows; the
 * screens handle rows by their declaration, so they read them as `SheetRow`.
 */
export function sheetCallsOf(kind: LeverSheetKind): typeof recommendationCalls {
  return (kind === 'leverRecommendation' ? recommendationCalls : auditedProductCalls) as never;
}

/** A stored row of either table, its fields by wire name. */
export type SheetRow = { id: number; version: number } & Record<string, unknown>;
