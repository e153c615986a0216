import { z } from 'zod';
import { ZFileNameSchema, ZImportUploadSchema, ZMessageTextSchema } from './import-export-jobs';
import { INTEGRATION_KINDS, INTEGRATION_STATUSES, INTEGRATION_TABS } from './integration-declarations';
import { ZPageRequestSchema } from './paging';
import { ZIdSchema } from './records';

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
  integracaoId: ZIdSchema.optional(),
  aba: z.enum(INTEGRATION_TABS).default('NOVOS'),
});
export type TIntegrationRowsRequest = z.infer<typeof ZIntegrationRowsRequestSchema>;

export const ZIntegrationSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(INTEGRATION_KINDS),
  status: z.enum(INTEGRATION_STATUSES),
  fileName: ZFileNameSchema,
  solicitante: z.string(),
  importadoEm: z.string(),
  aprovador: z.string().nullable(),
  aprovadoEm: z.string().nullable(),
  message: ZMessageTextSchema.nullable(),
  contagens: z.record(z.enum(INTEGRATION_TABS), z.number().int()),
});
export type TIntegration = z.infer<typeof ZIntegrationSchema>;

export const ZIntegrationRowSchema = z.object({
  id: z.number().int(),
  linha: z.number().int(),
  aba: z.enum(INTEGRATION_TABS),
  valores: z.record(z.string(), z.string().nullable()),
  /** Fields whose value differs from the register (updates tab). */
  alterados: z.array(z.string()),
  /** The register's current values of the changed fields. */
  anteriores: z.record(z.string(), z.string().nullable()),
  motivo: z.string().nullable(),
  /** What a pending row lacks: PPA, brand or category. */
  pendencias: z.array(z.string()),
});
export type TIntegrationRow = z.infer<typeof ZIntegrationRowSchema>;

export const ZIntegrationRowsSchema = z.object({
  integracao: ZIntegrationSchema.nullable(),
  items: z.array(ZIntegrationRowSchema),
  total: z.number().int(),
});
export type TIntegrationRows = z.infer<typeof ZIntegrationRowsSchema>;

export const ZIntegrationAssociateSchema = z.object({
  linhaId: ZIdSchema,
  produtoPpaId: ZIdSchema,
});
export type TIntegrationAssociate = z.infer<typeof ZIntegrationAssociateSchema>;

export const ZIntegrationIdSchema = z.object({ integracaoId: ZIdSchema });

export const ZIntegrationHistorySchema = z.object({
  items: z.array(ZIntegrationSchema),
  total: z.number().int(),
});

export const ZSellInCheckSchema = z.object({
  competencia: z.string().regex(/^(0[1-9]|1[0-2])\/\d{4}$/),
  commodity: ZIdSchema,
});
export const ZSellInCheckAnswerSchema = z.object({
  existe: z.boolean(),
  linhas: z.number().int(),
  message: ZMessageTextSchema.nullable(),
});
