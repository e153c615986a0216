import { z } from 'zod';
import { onWire } from './calls/wire-names';
import { ZFileNameSchema, ZImportUploadSchema, ZMessageTextSchema } from './import-export-jobs';
import { INTEGRATION_KINDS, INTEGRATION_STATUSES, INTEGRATION_TABS } from './integration-declarations';
import { ZPageRequestSchema } from './paging';
import { ZIdSchema } from './records';
import { ROW_CHANGES_SHAPE } from './sheet-previews';

// The declarations are read from here too, with the schemas of their calls.
export * from './integration-declarations';

/** Headers are matched without accents, case, asterisks or extra spaces. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export const ZIntegrationImportSchema = ZImportUploadSchema;

export const ZIntegrationRowsRequestSchema = ZPageRequestSchema.extend({
  /** Without it, the caller's latest integration of the kind. */
  integrationId: onWire('integracaoId', ZIdSchema).optional(),
  tab: onWire('aba', z.enum(INTEGRATION_TABS)).default('NOVOS'),
});
export type TIntegrationRowsRequest = z.infer<typeof ZIntegrationRowsRequestSchema>;

export const ZIntegrationSchema = z.object({
  id: z.number().int(),
  kind: onWire('tipo', z.enum(INTEGRATION_KINDS)),
  status: z.enum(INTEGRATION_STATUSES),
  fileName: ZFileNameSchema,
  requester: onWire('solicitante', z.string()),
  importedAt: onWire('importadoEm', z.string()),
  approver: onWire('aprovador', z.string()).nullable(),
  approvedAt: onWire('aprovadoEm', z.string()).nullable(),
  message: ZMessageTextSchema.nullable(),
  counts: onWire('contagens', z.record(z.enum(INTEGRATION_TABS), z.number().int())),
});
export type TIntegration = z.infer<typeof ZIntegrationSchema>;

export const ZIntegrationRowSchema = z.object({
  id: z.number().int(),
  tab: onWire('aba', z.enum(INTEGRATION_TABS)),
  /** `changed` and `previous` against the register (updates tab). */
  ...ROW_CHANGES_SHAPE,
  /** What a pending row lacks: PPA, brand or category. */
  missing: onWire('pendencias', z.array(z.string())),
});
export type TIntegrationRow = z.infer<typeof ZIntegrationRowSchema>;

export const ZIntegrationRowsSchema = z.object({
  integration: onWire('integracao', ZIntegrationSchema).nullable(),
  items: z.array(ZIntegrationRowSchema),
  total: z.number().int(),
});
export type TIntegrationRows = z.infer<typeof ZIntegrationRowsSchema>;

export const ZIntegrationAssociateSchema = z.object({
  rowId: onWire('linhaId', ZIdSchema),
  ppaProductId: onWire('produtoPpaId', ZIdSchema),
});
export type TIntegrationAssociate = z.infer<typeof ZIntegrationAssociateSchema>;

export const ZIntegrationIdSchema = z.object({ integrationId: onWire('integracaoId', ZIdSchema) });

export const ZIntegrationHistorySchema = z.object({
  items: z.array(ZIntegrationSchema),
  total: z.number().int(),
});

export const ZSellInCheckSchema = z.object({
  competence: onWire('competencia', z.string().regex(/^(0[1-9]|1[0-2])\/\d{4}$/)),
  commodity: ZIdSchema,
});
export const ZSellInCheckAnswerSchema = z.object({
  exists: onWire('existe', z.boolean()),
  rows: onWire('linhas', z.number().int()),
  message: ZMessageTextSchema.nullable(),
});
