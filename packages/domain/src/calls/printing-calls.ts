import { z } from 'zod';
import { ZExportFileSchema } from '../import-export-jobs';
import type { Role } from '../permissions';
import { ZIdSchema } from '../records';
import { ASCERTAINMENT_VIEW_ROLES } from './ascertainment-one-page-calls';
import { declareCall } from './call';
import { onWire } from './wire-names';

/** The documents the product prints; the ascertainment's one page joins them with its module. */
export const PRINTABLE_DOCUMENTS = ['ACORDO', 'APURACAO_ONE_PAGE'] as const;

export const ZPrintRequestSchema = z.object({
  document: onWire('documento', z.enum(PRINTABLE_DOCUMENTS)),
  id: ZIdSchema,
});

export const VIEW_AGREEMENTS: Role[] = [
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
    access: { roles: [...VIEW_AGREEMENTS, ...ASCERTAINMENT_VIEW_ROLES] },
    summary:
      'A document as a PDF built on the server, in the caller’s language: an agreement (its view roles) or an ascertainment’s one page (id: one ascertainment of the agreement and period; the ascertainment’s view roles)',
    tag: 'printing',
    body: ZPrintRequestSchema,
    responses: { 200: ZExportFileSchema },
  }),
};
