import { z } from 'zod';
import { ZExportFileSchema } from '../import-export-jobs';
import type { Role } from '../permissions';
import { ZIdSchema } from '../records';
import { declareCall } from './call';

/** The documents the product prints; the ascertainment's one page joins them with its module. */
export const PRINTABLE_DOCUMENTS = ['ACORDO'] as const;

export const ZPrintRequestSchema = z.object({ documento: z.enum(PRINTABLE_DOCUMENTS), id: ZIdSchema });

const VIEW_AGREEMENTS: Role[] = [
  'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS',
  'ROLE_VISUALIZAR_EDICAO_ACORDOS_COMERCIAIS',
  'ROLE_EDITAR_ACORDO_COMERCIAL',
  'ROLE_APROVAR_ACORDO_COMERCIAL',
  'ROLE_MANUTENCAO_ASSINATURA_ACORDOS',
];

export const printingCalls = {
  print: declareCall({
    method: 'POST',
    path: '/impressao/imprimir',
    access: { roles: VIEW_AGREEMENTS },
    summary: 'A document as a PDF built on the server (an agreement, in the caller’s language)',
    tag: 'printing',
    body: ZPrintRequestSchema,
    responses: { 200: ZExportFileSchema },
  }),
};
