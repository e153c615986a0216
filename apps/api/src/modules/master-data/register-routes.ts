import { registerCallsOf } from '@trade-terms/domain/calls/register-calls';
import { REGISTER_LIST } from '@trade-terms/domain/register-declarations';
import type { RegisterDeclaration } from '@trade-terms/domain/registers';
import { SPREADSHEET_MIME } from '@trade-terms/domain/uploads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { callerRestrictions, currentUser } from '../../platform/auth/route-guard';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { requestLanguage } from '../../platform/http/error-envelope';
import { sendFileAnswer } from '../../platform/http/file-answer';
import { serveCall } from '../../platform/http/serve-call';
import { messagesEnvelope } from '../../platform/http/success-message';
import { QUEUES } from '../../platform/jobs/job-queue';
import { jobFileAnswer } from '../imports-exports/job-file';
import { restrictedParameters } from '../imports-exports/job-restrictions';
import { createJob, findJob, finishJob, queueRecordedJob } from '../imports-exports/jobs-service';
import { runExport } from './register-export';
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

function actorOf(request: FastifyRequest) {
  const user = currentUser(request);
  return { id: user.id, name: user.name, authorities: user.authorities, restrictions: user.restricoes };
}

/** The generic calls of one register, `POST /api/<apiName>/<verb>`. */
function registerRoutes(context: AppContext, register: RegisterDeclaration): FastifyPluginAsyncZod {
  const { db } = context.database;
  const calls = registerCallsOf(register);
  const uploadLimit = uploadBodyLimit(context.config.UPLOAD_MAX_BYTES);

  return async (app) => {
    serveCall(app, calls.search, (request) =>
      searchRegister(db, register, request.body, callerRestrictions(request)),
    );

    serveCall(app, calls.get, (request) =>
      findRecord(db, register, request.body.id, callerRestrictions(request)),
    );

    serveCall(app, calls.save, async (request) => {
      const { record: saved, warnings } = await saveRecord(db, register, request.body, actorOf(request));
      // A save a declared rule warns about is done, and answers its warnings with the record.
      return warnings.length > 0 ? { ...saved, ...messagesEnvelope(request, warnings) } : saved;
    });

    serveCall(app, calls.deactivate, (request) =>
      deactivateRecord(db, register, request.body, actorOf(request)),
    );

    serveCall(app, calls.reactivate, (request) =>
      reactivateRecord(db, register, request.body, actorOf(request)),
    );

    serveCall(app, calls.options, (request) =>
      registerOptions(db, register, request.body, callerRestrictions(request)),
    );

    serveCall(app, calls.export, async (request, reply) => {
      const { page: _page, pageSize: _size, ...filters } = request.body;
      const restrictions = callerRestrictions(request);
      const rows = await countRows(db, register, filters, restrictedScope(register, restrictions));
      // The worker exports what the requester sees: their restrictions travel with the job.
      const parameters = restrictedParameters(filters, restrictions);
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
          ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.exportQueued' }]),
        });
      }
      await runExport(
        { db, storage: context.storage, log: request.log },
        job.id,
        context.config.BUSINESS_TIME_ZONE,
      );
      return sendFileAnswer(reply, await exportedFile(context, job.id));
    });

    serveCall(app, calls.template, async (request) => {
      const content = await templateWorkbook(register, requestLanguage(request));
      return {
        content: content.toString('base64'),
        fileName: `modelo-${register.fileName}.xlsx`,
        fileType: 'xlsx',
        mime: SPREADSHEET_MIME,
      };
    });

    serveCall(
      app,
      calls.import,
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
          ...messagesEnvelope(request, [{ kind: 'SUCESSO', key: 'success.importQueued' }]),
        });
      },
      { bodyLimit: uploadLimit },
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
