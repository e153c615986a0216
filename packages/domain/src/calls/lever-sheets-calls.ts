import { z } from 'zod';
import {
  AUDITED_PRODUCT_SHEET,
  ZAuditedProductSaveSchema,
  ZAuditedProductSchema,
  ZAuditedProductSearchSchema,
} from '../audited-products';
import { ZExportFileSchema, ZImportUploadSchema, ZQueuedJobSchema } from '../import-export-jobs';
import {
  RECOMMENDATION_SHEET,
  ZRecommendationSaveSchema,
  ZRecommendationSchema,
  ZRecommendationSearchSchema,
} from '../lever-recommendations';
import type { LeverSheetDeclaration } from '../lever-sheets';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZIdSchema, ZRecordIdSchema, ZVersionSchema } from '../records';
import {
  ZSheetPreviewIdSchema,
  ZSheetPreviewRowsRequestSchema,
  ZSheetPreviewRowsSchema,
  ZSheetPreviewSchema,
} from '../sheet-previews';
import { declareCall } from './call';

const VIEW: Role[] = ['ROLE_VISUALIZAR_CADASTRO_ALAVANCAS', 'ROLE_EDITAR_CADASTRO_ALAVANCA'];
const EDIT: Role[] = ['ROLE_EDITAR_CADASTRO_ALAVANCA'];
const tag = 'levers';

/** A removal from the grid, with the version read: a row changed since answers 409. */
export const ZSheetRowRemovalSchema = z.object({ id: ZIdSchema, version: ZVersionSchema });

/**
 * The calls of one of the lever tables, `POST /api/<apiName>/<verb>`: the grid (list, one row,
 * save, removal) and the spreadsheet round trip (export of the filtered rows, template, upload
 * with its preview, the preview's rows, and the apply that queues the job).
 */
function sheetCallsOf<Search extends z.ZodType, Save extends z.ZodType, Row extends z.ZodType>(
  sheet: LeverSheetDeclaration,
  apiName: string,
  schemas: { search: Search; save: Save; row: Row },
) {
  const base = `/${apiName}`;
  const what = sheet.kind;
  return {
    search: declareCall({
      method: 'POST',
      path: `${base}/buscar`,
      access: { roles: VIEW },
      summary: `${what} rows, paged and filtered (within the caller’s restrictions)`,
      tag,
      body: schemas.search,
      responses: { 200: pageOf(schemas.row) },
    }),
    get: declareCall({
      method: 'POST',
      path: `${base}/buscarPorId`,
      access: { roles: VIEW },
      summary: `One ${what} row; 404 outside the caller’s restrictions`,
      tag,
      body: ZRecordIdSchema,
      responses: { 200: schemas.row },
    }),
    save: declareCall({
      method: 'POST',
      path: `${base}/salvar`,
      access: { roles: EDIT },
      summary: `Add a ${what} row, or change one (with the version read: 409 when stale)`,
      tag,
      body: schemas.save,
      responses: { 200: schemas.row },
    }),
    remove: declareCall({
      method: 'POST',
      path: `${base}/remover`,
      access: { roles: EDIT },
      summary: `Remove a ${what} row (with the version read: 409 when stale)`,
      tag,
      body: ZSheetRowRemovalSchema,
      responses: { 200: z.object({ id: z.number().int() }) },
    }),
    export: declareCall({
      method: 'POST',
      path: `${base}/exportar`,
      access: { roles: VIEW },
      summary: `The ${what} rows matching the filters as a spreadsheet that can be uploaded back (large exports run as jobs)`,
      tag,
      body: schemas.search,
      // Small exports answer the file; large ones are queued (202) for the dashboard.
      responses: { 200: ZExportFileSchema, 202: ZQueuedJobSchema },
    }),
    template: declareCall({
      method: 'POST',
      path: `${base}/modelo`,
      access: { roles: VIEW },
      summary: `The empty ${what} spreadsheet, with the rule of every column`,
      tag,
      responses: { 200: ZExportFileSchema },
    }),
    preview: declareCall({
      method: 'POST',
      path: `${base}/previsualizarImportacao`,
      access: { roles: EDIT },
      summary: `Upload a ${what} spreadsheet (base64 JSON): what applying it would change, nothing applied`,
      tag,
      body: ZImportUploadSchema,
      responses: { 200: ZSheetPreviewSchema },
    }),
    previewRows: declareCall({
      method: 'POST',
      path: `${base}/buscarPrevia`,
      access: { roles: EDIT },
      summary: `The rows of an uploaded ${what} spreadsheet with one outcome (new, changed, unchanged, refused)`,
      tag,
      body: ZSheetPreviewRowsRequestSchema,
      responses: { 200: ZSheetPreviewRowsSchema },
    }),
    apply: declareCall({
      method: 'POST',
      path: `${base}/aplicarImportacao`,
      access: { roles: EDIT },
      summary: `Apply a previewed ${what} spreadsheet: a job, all rows in one transaction`,
      tag,
      body: ZSheetPreviewIdSchema,
      responses: { 202: ZQueuedJobSchema },
    }),
  };
}

/** `/lever/recommendations-edit`: the recommendation rows of the levers. */
export const recommendationCalls = sheetCallsOf(RECOMMENDATION_SHEET, 'recomendacaoAlavanca', {
  search: ZRecommendationSearchSchema,
  save: ZRecommendationSaveSchema,
  row: ZRecommendationSchema,
});

/** `/lever/auditeds-products-edit`: the audited products. */
export const auditedProductCalls = sheetCallsOf(AUDITED_PRODUCT_SHEET, 'produtoAuditado', {
  search: ZAuditedProductSearchSchema,
  save: ZAuditedProductSaveSchema,
  row: ZAuditedProductSchema,
});
