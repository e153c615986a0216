import { z } from 'zod';
import { ZExportFileSchema, ZJobIdSchema, ZJobSchema, ZJobSearchSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZUploadResultSchema } from '../uploads';
import { declareCall } from './call';
import { onWire } from './wire-names';

/**
 * The imports and exports dashboard. Any signed-in user reaches it; the query shows everyone's
 * jobs to holders of the dashboard role and only their own to the others.
 */
const ANY_USER: Role[] = [];

const tag = 'imports-exports';

export const jobCalls = {
  search: declareCall({
    method: 'POST',
    path: '/importacaoExportacao/buscar',
    access: { roles: ANY_USER },
    summary: 'Imports and exports of the last 30, 60 or 90 days, newest first',
    tag,
    body: ZJobSearchSchema,
    responses: { 200: pageOf(ZJobSchema) },
  }),
  get: declareCall({
    method: 'POST',
    path: '/importacaoExportacao/buscarPorId',
    access: { roles: ANY_USER },
    summary: 'One import or export',
    tag,
    body: ZJobIdSchema,
    responses: { 200: ZJobSchema },
  }),
  uploadStatus: declareCall({
    method: 'POST',
    path: '/importacaoExportacao/situacaoUpload',
    access: { roles: ANY_USER },
    summary: "An import's upload result (errors, finished) and its computed status",
    tag,
    body: ZJobIdSchema,
    responses: {
      200: ZUploadResultSchema.extend({
        status: onWire('situacao', z.enum(['FALHOU', 'SUCESSO', 'ENVIANDO'])),
      }),
    },
  }),
  downloadResult: declareCall({
    method: 'POST',
    path: '/importacaoExportacao/baixarResultado',
    access: { roles: ANY_USER },
    summary: "An export's file, or an import's uploaded file",
    tag,
    body: ZJobIdSchema,
    responses: { 200: ZExportFileSchema },
  }),
  downloadErrors: declareCall({
    method: 'POST',
    path: '/importacaoExportacao/baixarErros',
    access: { roles: ANY_USER },
    summary: "An import's error sheet: each rejected row with its reason",
    tag,
    body: ZJobIdSchema,
    responses: { 200: ZExportFileSchema },
  }),
  reprocess: declareCall({
    method: 'POST',
    path: '/importacaoExportacao/reprocessar',
    access: { roles: ANY_USER },
    summary: 'Import a finished import file again (blocked while another reprocessing of it runs)',
    tag,
    body: ZJobIdSchema,
    responses: { 202: z.object({ id: z.string() }) },
  }),
};
