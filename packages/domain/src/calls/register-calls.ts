import { z } from 'zod';
import { ZMessageEnvelopeSchema } from '../errors';
import { ZExportFileSchema, ZImportUploadSchema, ZQueuedJobSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import {
  type RegisterDeclaration,
  recordSchemaOf,
  saveSchemaOf,
  searchSchemaOf,
  ZDeactivateSchema,
  ZRegisterOptionsRequestSchema,
  ZRegisterOptionsSchema,
} from '../registers';
import { declareCall } from './call';

const tag = 'master-data';

/** The nine generic calls of one register, `POST /api/<apiName>/<verb>`, read from its declaration. */
function declareRegisterCalls(register: RegisterDeclaration) {
  const view: Role[] = [register.viewRole, register.editRole];
  const edit: Role[] = [register.editRole];
  const record = recordSchemaOf(register);
  // The warnings of the declared rules come back with the saved record.
  const savedRecord = record.extend({ messages: z.optional(ZMessageEnvelopeSchema.shape.messages) });
  const search = searchSchemaOf(register);
  const base = `/${register.apiName}`;
  return {
    search: declareCall({
      method: 'POST',
      path: `${base}/buscar`,
      access: { roles: view },
      summary: `Page of ${register.key} records`,
      tag,
      body: search,
      responses: { 200: pageOf(record) },
    }),
    get: declareCall({
      method: 'POST',
      path: `${base}/buscarPorId`,
      access: { roles: view },
      summary: `One ${register.key} record`,
      tag,
      body: ZRecordIdSchema,
      responses: { 200: record },
    }),
    save: declareCall({
      method: 'POST',
      path: `${base}/salvar`,
      access: { roles: edit },
      summary: `Create a ${register.key} record, or change one at its version (409 when stale)`,
      tag,
      body: saveSchemaOf(register),
      responses: { 200: savedRecord },
    }),
    deactivate: declareCall({
      method: 'POST',
      path: `${base}/inativar`,
      access: { roles: edit },
      summary: `Deactivate a ${register.key} record (records are never deleted)`,
      tag,
      body: ZDeactivateSchema,
      responses: { 200: record },
    }),
    reactivate: declareCall({
      method: 'POST',
      path: `${base}/reativar`,
      access: { roles: edit },
      summary: `Reactivate an inactive ${register.key} record`,
      tag,
      body: ZDeactivateSchema,
      responses: { 200: record },
    }),
    options: declareCall({
      method: 'POST',
      path: `${base}/opcoes`,
      // Forms of other registers pick from this one: any signed-in user gets ids, codes and names.
      access: { roles: [] },
      summary: `Active ${register.key} records for searchable selects`,
      tag,
      body: ZRegisterOptionsRequestSchema,
      responses: { 200: ZRegisterOptionsSchema },
    }),
    export: declareCall({
      method: 'POST',
      path: `${base}/exportar`,
      access: { roles: view },
      summary: `Export the ${register.key} records matching the filters (large exports run as jobs)`,
      tag,
      body: search,
      // Small exports answer the file; large ones are queued (202) for the dashboard.
      responses: { 200: ZExportFileSchema, 202: ZQueuedJobSchema },
    }),
    template: declareCall({
      method: 'POST',
      path: `${base}/modelo`,
      access: { roles: view },
      summary: `Import template of ${register.key}`,
      tag,
      responses: { 200: ZExportFileSchema },
    }),
    import: declareCall({
      method: 'POST',
      path: `${base}/importar`,
      access: { roles: edit },
      summary: `Import a filled ${register.key} template (base64 JSON); runs as a job`,
      tag,
      body: ZImportUploadSchema,
      responses: { 202: ZQueuedJobSchema },
    }),
  };
}

export type RegisterCalls = ReturnType<typeof declareRegisterCalls>;

const declared = new WeakMap<RegisterDeclaration, RegisterCalls>();

/**
 * The calls of one register. Built once per register: the schemas are built from its fields,
 * and the API, the web and the catalogue all hold the same declarations.
 */
export function registerCallsOf(register: RegisterDeclaration): RegisterCalls {
  let calls = declared.get(register);
  if (!calls) {
    calls = declareRegisterCalls(register);
    declared.set(register, calls);
  }
  return calls;
}
