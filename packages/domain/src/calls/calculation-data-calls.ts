import {
  CALC_DATA_SOURCES,
  type CalcDataSource,
  ZCalcDataFiltersSchema,
  ZCalcDataPageSchema,
  ZCalcDataSearchSchema,
} from '../calculation-data';
import {
  ZExportFileSchema,
  ZImportUploadSchema,
  ZQueuedJobSchema,
  ZStreamedUploadQuerySchema,
} from '../import-export-jobs';
import type { Role } from '../permissions';
import { STREAMED_UPLOAD_CONTENT_TYPES } from '../uploads';
import { declareCall } from './call';

/**
 * Who reads and who imports each source. DMS is store-level data reported by distributors, the
 * same kind of data as sell-out, so the sell-out roles govern it (docs/domain.md).
 */
export const CALC_DATA_ROLES: Record<CalcDataSource, { view: Role[]; edit: Role[] }> = {
  sellIn: {
    view: ['ROLE_VISUALIZAR_CADASTRO_SELL_IN', 'ROLE_EDITAR_CADASTRO_SELL_IN'],
    edit: ['ROLE_EDITAR_CADASTRO_SELL_IN'],
  },
  sellOut: {
    view: ['ROLE_VISUALIZAR_CADASTRO_SELL_OUT', 'ROLE_EDITAR_CADASTRO_SELL_OUT'],
    edit: ['ROLE_EDITAR_CADASTRO_SELL_OUT'],
  },
  dms: {
    view: ['ROLE_VISUALIZAR_CADASTRO_SELL_OUT', 'ROLE_EDITAR_CADASTRO_SELL_OUT'],
    edit: ['ROLE_EDITAR_CADASTRO_SELL_OUT'],
  },
};

/** The API's name of each source: `/api/sellIn/…`, `/api/sellOut/…`, `/api/dms/…`. */
const API_NAMES: Record<CalcDataSource, string> = { sellIn: 'sellIn', sellOut: 'sellOut', dms: 'dms' };

/** A source's calls: consult (paged, with totals), export, template and import. */
export function calcDataCallsOf(source: CalcDataSource) {
  const base = `/${API_NAMES[source]}`;
  const { view, edit } = CALC_DATA_ROLES[source];
  return {
    search: declareCall({
      method: 'POST',
      path: `${base}/buscar`,
      access: { roles: view },
      summary: `${source} rows of a competence window, paged and sorted, with the totals of every filtered row`,
      tag: 'calc',
      body: ZCalcDataSearchSchema,
      responses: { 200: ZCalcDataPageSchema },
    }),
    export: declareCall({
      method: 'POST',
      path: `${base}/exportar`,
      access: { roles: view },
      summary: `The filtered ${source} rows as a spreadsheet; above the inline limit a dashboard job (202)`,
      tag: 'calc',
      body: ZCalcDataFiltersSchema,
      responses: { 200: ZExportFileSchema, 202: ZQueuedJobSchema },
    }),
    template: declareCall({
      method: 'POST',
      path: `${base}/modelo`,
      access: { roles: edit },
      summary: `The empty ${source} import spreadsheet, with the rule of every column`,
      tag: 'calc',
      responses: { 200: ZExportFileSchema },
    }),
    import: declareCall({
      method: 'POST',
      path: `${base}/importar`,
      access: { roles: edit },
      summary: `Import ${source} rows from a spreadsheet (base64 JSON): a job on the imports and exports dashboard`,
      tag: 'calc',
      body: ZImportUploadSchema,
      responses: { 202: ZQueuedJobSchema },
    }),
    importFile: declareCall({
      method: 'POST',
      path: `${base}/importarArquivo`,
      access: { roles: edit },
      summary: `Import ${source} rows from a CSV file sent as the body itself (streamed, no sheet's row limit): a job on the imports and exports dashboard`,
      tag: 'calc',
      query: ZStreamedUploadQuerySchema,
      stream: { contentTypes: STREAMED_UPLOAD_CONTENT_TYPES },
      responses: { 202: ZQueuedJobSchema },
    }),
  };
}

export const calcDataCalls = Object.fromEntries(
  CALC_DATA_SOURCES.map((source) => [source, calcDataCallsOf(source)]),
) as Record<CalcDataSource, ReturnType<typeof calcDataCallsOf>>;
