import {
  AUDITED_PRODUCT_SHEET,
  type TAuditedProduct,
  type TAuditedProductFields,
  type TAuditedProductFilters,
  ZAuditedProductCheckedSchema,
} from '@trade-terms/domain/audited-products';
import {
  allows,
  outsideRestrictions,
  type RestrictionDimension,
} from '@trade-terms/domain/data-restrictions';
import {
  RECOMMENDATION_SHEET,
  type TRecommendation,
  type TRecommendationFields,
  type TRecommendationFilters,
  ZRecommendationCheckedSchema,
} from '@trade-terms/domain/lever-recommendations';
import {
  type LeverSheetDeclaration,
  type LeverSheetKind,
  sheetRowKey,
} from '@trade-terms/domain/lever-sheets';
import type { TPageRequest } from '@trade-terms/domain/paging';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import { unknownReferenceMessage } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import type { z } from 'zod';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import {
  removeVersioned,
  saveVersioned,
  type VersionedEntity,
  type VersionedTable,
} from '../../platform/db/versioned-save';
import { AppError, invalidFields } from '../../platform/errors';
import { recordsByCodes } from '../master-data/register-records';
import {
  auditedProductCandidates,
  auditedProductChunks,
  auditedProductRecords,
  findAuditedProduct,
  findRecommendation,
  leversByIds,
  recommendationCandidates,
  recommendationChunks,
  recommendationRecords,
  recommendationsOfLevers,
  searchAuditedProducts,
  searchRecommendations,
} from './lever-sheets-repository';

/** Who edits: the audit's actor (null for the demo data) and the data restrictions of the token. */
export interface SheetCaller {
  id: number | null;
  restrictions: TRestrictions;
}

/** A stored row of one of the lever tables, in its wire form. */
export type SheetRecord = { id: number; version: number } & Record<string, unknown>;

/**
 * One of the lever tables as the grid and the spreadsheet round trip handle it: its declaration,
 * the schema of a row's values, how it is stored and audited, and the checks that need stored
 * data (references, levers, restrictions).
 */
export interface SheetKind<TFields extends Record<string, unknown>, TRecord extends SheetRecord, TFilters> {
  declaration: LeverSheetDeclaration;
  schema: z.ZodType<TFields, unknown>;
  entity: VersionedEntity<VersionedTable, TFields, TRecord>;
  search(
    db: Db,
    search: TFilters & TPageRequest,
    restrictions: TRestrictions,
  ): Promise<{ rows: TRecord[]; total: number }>;
  chunks(db: Db, filters: TFilters, restrictions: TRestrictions): AsyncGenerator<TRecord[]>;
  find(db: Db, id: number, restrictions?: TRestrictions): Promise<TRecord | null>;
  /** Stored rows that may share a key with the given ones (the caller matches the keys). */
  candidates(db: Db, rows: readonly TFields[], options: { lock?: boolean }): Promise<TRecord[]>;
  /** The restricted dimensions of a row's values (the lever's channel comes from `problems`). */
  dimensions(row: TFields): Partial<Record<RestrictionDimension, string>>;
  /** Checks of the rows that need stored data besides the registers' codes (a recommendation's lever). */
  moreProblems?(db: Db, rows: readonly TFields[], restrictions: TRestrictions): Promise<FieldProblem[][]>;
}

// biome-ignore lint/suspicious/noExplicitAny: the two kinds differ in their row types only.
export type AnySheetKind = SheetKind<any, any, any>;

const DIMENSION_FIELDS: Record<RestrictionDimension, string> = {
  canais: 'channel',
  commodities: 'commodity',
  regioes: 'region',
};

/**
 * The problems of each row that need stored data: every register code must exist and be active
 * (a code the stored row already held is kept even when deactivated since, so an old row stays
 * editable), and the row must lie within the caller's restrictions.
 */
export async function rowProblems<TFields extends Record<string, unknown>>(
  db: Db,
  kind: SheetKind<TFields, SheetRecord, unknown>,
  rows: readonly TFields[],
  before: readonly (SheetRecord | null)[],
  restrictions: TRestrictions,
): Promise<FieldProblem[][]> {
  const problems: FieldProblem[][] = rows.map(() => []);
  for (const field of kind.declaration.fields) {
    if (field.type !== 'reference' || !field.references) continue;
    const register = REGISTER_DECLARATIONS[field.references];
    const codes = rows
      .map((row) => row[field.name])
      .filter((code): code is string => typeof code === 'string');
    const found = await recordsByCodes(db, register, [...new Set(codes)]);
    rows.forEach((row, index) => {
      const code = row[field.name];
      if (typeof code !== 'string') return;
      const record = found.get(code);
      if (!record) {
        problems[index]?.push({
          path: [field.name],
          message: unknownReferenceMessage(register.key),
          params: { value: code },
        });
      } else if (!record.active && before[index]?.[field.name] !== code) {
        problems[index]?.push({
          path: [field.name],
          message: 'validation.leverSheets.inactiveReference',
          params: { code },
        });
      }
    });
  }
  rows.forEach((row, index) => {
    for (const [dimension, code] of Object.entries(kind.dimensions(row)) as [
      RestrictionDimension,
      string,
    ][]) {
      problems[index]?.push(
        ...outsideRestrictions(restrictions, dimension, code, [DIMENSION_FIELDS[dimension]]),
      );
    }
  });
  const more = (await kind.moreProblems?.(db, rows, restrictions)) ?? [];
  for (const [index, found] of more.entries()) problems[index]?.push(...found);
  return problems;
}

/**
 * A recommendation's lever must exist and be in one of the caller's channels; a lever outside
 * them reads as missing, as it is not listed to them either.
 */
async function leverProblems(
  db: Db,
  rows: readonly TRecommendationFields[],
  restrictions: TRestrictions,
): Promise<FieldProblem[][]> {
  const found = await leversByIds(
    db,
    rows.map((row) => row.leverId),
  );
  return rows.map((row) => {
    const lever = found.get(row.leverId);
    return lever && allows(restrictions, 'canais', lever.channel)
      ? []
      : [
          {
            path: ['leverId'],
            message: 'validation.leverSheets.unknownLever',
            params: { value: String(row.leverId) },
          },
        ];
  });
}

const rowTaken = (declaration: LeverSheetDeclaration, id: number | string): FieldProblem => ({
  path: [declaration.keyFields[0] ?? 'id'],
  message: 'validation.leverSheets.rowTaken',
  params: { id: String(id) },
});

function entityOf<TTable extends VersionedTable, TFields, TRecord>(
  declaration: LeverSheetDeclaration,
  records: Omit<VersionedEntity<TTable, TFields, TRecord>, 'entity' | 'auditView' | 'refusal'>,
  constraint: string,
): VersionedEntity<TTable, TFields, TRecord> {
  return {
    ...records,
    entity: declaration.kind === 'leverRecommendation' ? 'lever_recommendation' : 'audited_product',
    // The audit keeps the row as users see it, without its bookkeeping.
    auditView: (record) => {
      const {
        id: _id,
        version: _version,
        createdAt: _created,
        updatedAt: _updated,
        ...view
      } = record as SheetRecord;
      return view;
    },
    refusal: (error) =>
      isUniqueViolation(error, constraint) ? invalidFields([rowTaken(declaration, '?')]) : undefined,
  };
}

export const RECOMMENDATIONS: SheetKind<TRecommendationFields, TRecommendation, TRecommendationFilters> = {
  declaration: RECOMMENDATION_SHEET,
  schema: ZRecommendationCheckedSchema,
  entity: entityOf(RECOMMENDATION_SHEET, recommendationRecords, 'lever_recommendations_key') as never,
  search: searchRecommendations,
  chunks: recommendationChunks,
  find: findRecommendation,
  candidates: recommendationCandidates,
  dimensions: (row) => ({ commodities: row.commodity, regioes: row.region }),
  moreProblems: leverProblems,
};

export const AUDITED_PRODUCTS: SheetKind<TAuditedProductFields, TAuditedProduct, TAuditedProductFilters> = {
  declaration: AUDITED_PRODUCT_SHEET,
  schema: ZAuditedProductCheckedSchema,
  entity: entityOf(AUDITED_PRODUCT_SHEET, auditedProductRecords, 'audited_products_key') as never,
  search: searchAuditedProducts,
  chunks: auditedProductChunks,
  find: findAuditedProduct,
  candidates: auditedProductCandidates,
  dimensions: (row) => ({ commodities: row.commodity, regioes: row.region }),
};

export const SHEET_KINDS: Record<LeverSheetKind, AnySheetKind> = {
  leverRecommendation: RECOMMENDATIONS,
  auditedProduct: AUDITED_PRODUCTS,
};

export async function searchSheetRows<TRecord extends SheetRecord, TFilters>(
  db: Db,
  kind: SheetKind<Record<string, unknown>, TRecord, TFilters>,
  search: TFilters & TPageRequest,
  caller: SheetCaller,
) {
  const { rows, total } = await kind.search(db, search, caller.restrictions);
  return { items: rows, total };
}

/** One row; 404 when there is none, or none within the caller's restrictions. */
export async function getSheetRow<TRecord extends SheetRecord>(
  db: Db,
  kind: SheetKind<Record<string, unknown>, TRecord, unknown>,
  id: number,
  caller: SheetCaller,
): Promise<TRecord> {
  const row = await kind.find(db, id, caller.restrictions);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The stored row with the same key as `row`, other than `exceptId`, if any. */
async function sameKeyRow<TFields extends Record<string, unknown>>(
  db: Db,
  kind: SheetKind<TFields, SheetRecord, unknown>,
  row: TFields,
  exceptId: number | undefined,
): Promise<SheetRecord | undefined> {
  const key = sheetRowKey(kind.declaration, row);
  return (await kind.candidates(db, [row], {})).find(
    (stored) => stored.id !== exceptId && sheetRowKey(kind.declaration, stored) === key,
  );
}

/**
 * Adds a row, or changes one held at the caller's version, with its audit row, in one
 * transaction. A row outside the caller's restrictions is refused on its field; a stored row
 * outside them is not found, as it is not listed.
 */
export async function saveSheetRow<TFields extends Record<string, unknown>, TRecord extends SheetRecord>(
  db: Db,
  kind: SheetKind<TFields, TRecord, unknown>,
  input: TFields & { id?: number | undefined; version?: number | undefined },
  caller: SheetCaller,
): Promise<TRecord> {
  const { id, version, ...values } = input;
  const content = values as unknown as TFields;
  const refuse = async (tx: Db, before: TRecord | null) => {
    const [problems = []] = await rowProblems(tx, kind as never, [content], [before], caller.restrictions);
    const taken = await sameKeyRow(tx, kind as never, content, id);
    if (taken) problems.push(rowTaken(kind.declaration, taken.id));
    if (problems.length > 0) throw invalidFields(problems);
  };
  return saveVersioned(db, kind.entity, {
    id,
    version,
    actorId: caller.id,
    content,
    check: async (tx) => {
      if (id === undefined) await refuse(tx, null);
    },
    checkChange: async (tx, before) => {
      if (!(await kind.find(tx, before.id, caller.restrictions))) throw new AppError('NOT_FOUND');
      await refuse(tx, before);
    },
  });
}

/** Removes a row at the caller's version, audited; 404 outside the caller's restrictions. */
export async function removeSheetRow(
  db: Db,
  kind: AnySheetKind,
  removal: { id: number; version: number },
  caller: SheetCaller,
): Promise<{ id: number }> {
  await removeVersioned(db, kind.entity, {
    id: removal.id,
    version: removal.version,
    actorId: caller.id,
    check: async (tx, before) => {
      if (!(await kind.find(tx, (before as SheetRecord).id, caller.restrictions)))
        throw new AppError('NOT_FOUND');
    },
  });
  return { id: removal.id };
}

/**
 * The recommendation rows of some levers, business units and regions that the caller may see:
 * what an agreement's levers are compared with (the agreements' divergences).
 */
export function recommendationsForLevers(
  db: Db,
  scope: { leverIds: readonly number[]; commodities: readonly string[]; regions: readonly string[] },
  caller: Pick<SheetCaller, 'restrictions'>,
): Promise<TRecommendation[]> {
  return recommendationsOfLevers(db, scope, caller.restrictions);
}
