import { ZMessageEnvelopeSchema } from '@trade-terms/domain/errors';
import { ZExportFileSchema, ZImportUploadSchema } from '@trade-terms/domain/import-export-jobs';
import { pageOf } from '@trade-terms/domain/paging';
import type { Role } from '@trade-terms/domain/permissions';
import { ZRecordIdSchema } from '@trade-terms/domain/records';
import { REGISTER_LIST } from '@trade-terms/domain/register-declarations';
import {
  type RegisterDeclaration,
  recordSchemaOf,
  saveSchemaOf,
  searchSchemaOf,
  type TRegisterSave,
  type TRegisterSearch,
  ZDeactivateSchema,
  ZRegisterOptionsRequestSchema,
  ZRegisterOptionsSchema,
} from '@trade-terms/domain/registers';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { callerRestrictions, currentUser } from '../../platform/auth/route-guard';
import { requestLanguage } from '../../platform/http/error-envelope';
import { sendFileAnswer } from '../../platform/http/file-answer';
import { messagesEnvelope } from '../../platform/http/success-message';
import { QUEUES } from '../../platform/jobs/job-queue';
import { jobFileAnswer } from '../imports-exports/job-file';
import { createJob, findJob, finishJob, queueRecordedJob } from '../imports-exports/jobs-service';
import { type ExportParameters, runExport } from './register-export';
import { countRows } from './register-repository';
import { restrictedScope } from './register-restrictions';
import {
  deactivateRecord,
  findRecord,
  reactivateRecord,
  registerOptions,
  saveRecord,
  searchRegister,
} from './register-service';
import { templateWorkbook } from './register-spreadsheets';
import { receiveImport } from './register-uploads';

const ANY_USER: Role[] = [];

const ZQueuedSchema = ZMessageEnvelopeSchema.extend({ id: z.string() });

function actorOf(request: FastifyRequest) {
  const user = currentUser(request);
  return { id: user.id, name: user.name, authorities: user.authorities, restrictions: user.restricoes };
}

/** The generic calls of one register, `POST /api/<apiName>/<verb>`. */
function registerRoutes(context: AppContext, register: RegisterDeclaration): FastifyPluginAsyncZod {
  const { db } = context.database;
  const view: Role[] = [register.viewRole, register.editRole];
  const edit: Role[] = [register.editRole];
  const record = recordSchemaOf(register);
  const savedRecord = record.extend({ mensagens: ZMessageEnvelopeSchema.shape.mensagens.optional() });
  const search = searchSchemaOf(register);
  const tags = ['master-data'];
  const base = `/${register.apiName}`;
  // A base64 body is 4/3 of the file; the room above the limit lets an oversized file be
  // answered with the size message instead of a bare "body too large".
  const uploadBodyLimit = Math.ceil((context.config.UPLOAD_MAX_BYTES * 4) / 3) * 2 + 64 * 1024;

  return async (app) => {
    app.post(
      `${base}/buscar`,
      {
        config: { access: { roles: view } },
        schema: {
          summary: `Page of ${register.key} records`,
          tags,
          body: search,
          response: { 200: pageOf(record) },
        },
      },
      async (request) =>
        searchRegister(db, register, request.body as TRegisterSearch, callerRestrictions(request)),
    );

    app.post(
      `${base}/buscarPorId`,
      {
        config: { access: { roles: view } },
        schema: {
          summary: `One ${register.key} record`,
          tags,
          body: ZRecordIdSchema,
          response: { 200: record },
        },
      },
      async (request) => findRecord(db, register, request.body.id, callerRestrictions(request)),
    );

    app.post(
      `${base}/salvar`,
      {
        config: { access: { roles: edit } },
        schema: {
          summary: `Create a ${register.key} record, or change one at its version (409 when stale)`,
          tags,
          body: saveSchemaOf(register),
          response: { 200: savedRecord },
        },
      },
      async (request) => {
        const { record: saved, warnings } = await saveRecord(
          db,
          register,
          request.body as TRegisterSave,
          actorOf(request),
        );
        // A save a declared rule warns about is done, and answers its warnings with the record.
        return warnings.length > 0 ? { ...saved, ...messagesEnvelope(request, warnings) } : saved;
      },
    );

    app.post(
      `${base}/inativar`,
      {
        config: { access: { roles: edit } },
        schema: {
          summary: `Deactivate a ${register.key} record (records are never deleted)`,
          tags,
          body: ZDeactivateSchema,
          response: { 200: record },
        },
      },
      async (request) => deactivateRecord(db, register, request.body, actorOf(request)),
    );

    app.post(
      `${base}/reativar`,
      {
        config: { access: { roles: edit } },
        schema: {
          summary: `Reactivate an inactive ${register.key} record`,
          tags,
          body: ZDeactivateSchema,
          response: { 200: record },
        },
      },
      async (request) => reactivateRecord(db, register, request.body, actorOf(request)),
    );

    app.post(
      `${base}/opcoes`,
      {
        // Forms of other registers pick from this one: any signed-in user gets ids, codes and names.
        config: { access: { roles: ANY_USER } },
        schema: {
          summary: `Active ${register.key} records for searchable selects`,
          tags,
          body: ZRegisterOptionsRequestSchema,
          response: { 200: ZRegisterOptionsSchema },
        },
      },
      async (request) => registerOptions(db, register, request.body, callerRestrictions(request)),
    );

    app.post(
      `${base}/exportar`,
      {
        config: { access: { roles: view } },
        schema: {
          summary: `Export the ${register.key} records matching the filters (large exports run as jobs)`,
          tags,
          body: search,
          response: { 200: ZExportFileSchema, 202: ZQueuedSchema },
        },
      },
      async (request, reply) => {
        const { pagina: _page, tamanhoPagina: _size, ...filters } = request.body as TRegisterSearch;
        const restrictions = callerRestrictions(request);
        const rows = await countRows(db, register, filters, restrictedScope(register, restrictions));
        // The worker exports what the requester sees: their restrictions travel with the job.
        const parameters: ExportParameters = { ...filters, restrictions };
        const job = await createJob(db, {
          type: 'EXPORTACAO',
          register: register.key,
          requester: actorOf(request),
          language: requestLanguage(request),
          parameters,
        });
        if (rows > context.config.EXPORT_INLINE_MAX_ROWS) {
          await queueRecordedJob(db, context.jobs, QUEUES.export, job);
          return reply.status(202).send({
            id: job.id,
            ...messagesEnvelope(request, [{ tipo: 'SUCESSO', key: 'success.exportQueued' }]),
          });
        }
        await runExport(
          { db, storage: context.storage, log: request.log },
          job.id,
          context.config.BUSINESS_TIME_ZONE,
        );
        return sendFileAnswer(reply, await exportedFile(context, job.id));
      },
    );

    app.post(
      `${base}/modelo`,
      {
        config: { access: { roles: view } },
        schema: { summary: `Import template of ${register.key}`, tags, response: { 200: ZExportFileSchema } },
      },
      async (request) => {
        const content = await templateWorkbook(register, requestLanguage(request));
        return {
          conteudo: content.toString('base64'),
          nomeArquivo: `modelo-${register.fileName}.xlsx`,
          tipoArquivo: 'xlsx',
          mime: SPREADSHEET_MIME,
        };
      },
    );

    app.post(
      `${base}/importar`,
      {
        config: { access: { roles: edit } },
        bodyLimit: uploadBodyLimit,
        schema: {
          summary: `Import a filled ${register.key} template (base64 JSON); runs as a job`,
          tags,
          body: ZImportUploadSchema,
          response: { 202: ZQueuedSchema },
        },
      },
      async (request, reply) => {
        const job = await receiveImport(
          context,
          register,
          request.body,
          actorOf(request),
          requestLanguage(request),
        );
        return reply.status(202).send({
          id: job.id,
          ...messagesEnvelope(request, [{ tipo: 'SUCESSO', key: 'success.importQueued' }]),
        });
      },
    );
  };
}

/** The stored result of a finished export, as the spec's export response. */
async function exportedFile(context: AppContext, jobId: string) {
  const job = await findJob(context.database.db, jobId);
  if (!job?.resultKey || !job.resultName) {
    if (job)
      await finishJob(context.database.db, jobId, { status: 'ERRO', message: { key: 'errors.internal' } });
    throw new Error('export finished without a file');
  }
  return jobFileAnswer(context.storage, job.resultKey, job.resultName);
}

export function masterDataRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const register of REGISTER_LIST) await app.register(registerRoutes(context, register));
  };
}
